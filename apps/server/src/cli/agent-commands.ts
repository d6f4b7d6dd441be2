import { randomUUID } from 'node:crypto';

import type { OperatorAgentApplication, OperatorAgentPlan } from '@member-site/contracts';
import {
  AGENT_APPLICATION_STATUSES,
  AGENT_MAX_LINK_EXPIRE_DAYS,
  AGENT_PLAN_BASES,
  type AgentApplicationStatus,
  type AgentPlanBasis,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@member-site/contracts/constants';

import {
  type Command,
  type Context,
  RefusedError,
  UsageError,
  cliActor,
  escapeForTerminal,
  exactArgs,
  onOff,
  parseCurrency,
  positiveInt,
  refusalOf,
  requireString,
  stringOption,
  table,
} from './command-kit';

const AGENT_USAGE = `  agent applications [--status pending|approved|rejected]
                                         list the applications to become an agent, newest first
  agent approve <id> --reason <text>     approve a pending application: the member becomes an
                                         active agent on the plan applied for
  agent reject <id> --reason <text>      reject a pending application
  agent plans show [--currency RMB]      print the commission plans with their tiers
  agent plans set --currency RMB --name <text> --basis net_win_loss|valid_bet
                  --tiers 5:1000:20,20:10000:35.5 [--min-deposit 100] [--min-valid-bet 500]
                  [--balances on|off] [--status on|off] [--id <plan>] --reason <text>
                                         create a plan (or change plan --id): tiers are
                                         active-members:figure:rate-percent, rising; --balances on
                                         lets its agents see their downline's balances
  agent settings show                    print the agent programme of each currency
  agent settings set --currency RMB --status on|off [--expire-days 30]
                     [--language en_US --title <text> --content <html>] --reason <text>
                                         open or close the programme of a currency, with its
                                         promotion-link lifetime and agreement (one language at
                                         a time; en_US first)
  agent credit <account> --amount 500 --reason <text> [--request <id>]
                                         fund an agent's wallet from the house (once per --request)
  agent make <account> --plan <id> [--level 0] --reason <text>
                                         make a member an active agent on a plan without an
                                         application (a sub-agent when they have an upline)
  agent active <account> --status on|off --reason <text>
                                         switch an agent's centre off (it keeps its downline, and
                                         no one registers under it) or back on`;

const SITE_LANGUAGES = new Set<string>(SUPPORTED_LANGUAGES);

const planRows = (plans: readonly OperatorAgentPlan[]): string[][] =>
  plans.map((plan) => [
    String(plan.id),
    plan.currency,
    escapeForTerminal(plan.names.en_US ?? plan.name),
    plan.basis,
    plan.active ? 'on' : 'off',
    plan.show_balances ? 'yes' : 'no',
    `${plan.active_rule.min_deposit}/${plan.active_rule.min_valid_bet}`,
    plan.tiers
      .map((tier) => `${tier.min_active_members}:${tier.min_figure}:${tier.rate}%`)
      .join(','),
  ]);
const PLAN_HEADER = [
  'ID',
  'CURRENCY',
  'NAME',
  'BASIS',
  'STATUS',
  'BALANCES',
  'ACTIVE MEMBER (DEPOSIT/BET)',
  'TIERS',
];

const applicationRows = (list: readonly OperatorAgentApplication[]): string[][] =>
  list.map((row) => [
    String(row.id),
    row.member_account,
    row.currency,
    escapeForTerminal(row.plan_name),
    row.status,
    row.created_at.slice(0, 19).replace('T', ' '),
    escapeForTerminal(row.status === 'pending' ? row.note : row.reason),
  ]);

const parsePlanTiers = (
  text: string,
): { min_active_members: number; min_figure: string; rate: number }[] =>
  text.split(',').map((triple) => {
    const [members, figure, rate, extra] = triple.split(':').map((part) => part.trim());
    if (!members || !figure || !rate || extra !== undefined || !/^\d{1,7}$/.test(members)) {
      throw new UsageError(
        '--tiers is a list of active-members:figure:rate triples, such as 5:1000:20,20:10000:35.5.',
      );
    }
    const percent = Number(rate);
    if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
      throw new UsageError('A tier rate is a percent from 0 to 100.');
    }
    return { min_active_members: Number(members), min_figure: figure, rate: percent };
  });

const applicationId = (args: readonly string[], usage: string): number => {
  exactArgs(args, 2, usage);
  return positiveInt('id', args[1] ?? '', 2_147_483_647);
};

const plansCommand = async ({ deps, site, args, values }: Context): Promise<string> => {
  const [, what] = args;
  if (what === 'show') {
    exactArgs(args, 2, 'agent plans show [--currency RMB]');
    const only = stringOption(values, 'currency');
    const { list } = await deps.agentAdmin.plans(
      site.id,
      only === undefined ? undefined : parseCurrency(only),
    );
    if (list.length === 0) return `Site ${site.id} has no agent plans.`;
    return table(PLAN_HEADER, planRows(list));
  }
  if (what === 'set') {
    exactArgs(args, 2, 'agent plans set --currency ... --name ... --basis ... --tiers ...');
    const basis = requireString(values, 'basis');
    if (!(AGENT_PLAN_BASES as readonly string[]).includes(basis)) {
      throw new UsageError(`--basis is one of ${AGENT_PLAN_BASES.join(', ')}.`);
    }
    const idText = stringOption(values, 'id');
    const plan = await deps.agentAdmin
      .setPlan(
        site,
        {
          ...(idText === undefined ? {} : { id: positiveInt('id', idText, 2_147_483_647) }),
          currency: parseCurrency(requireString(values, 'currency')),
          name: { en_US: requireString(values, 'name') },
          basis: basis as AgentPlanBasis,
          active: onOff('status', values.status) ?? true,
          show_balances: onOff('balances', values.balances) ?? false,
          active_rule: {
            min_deposit: stringOption(values, 'min-deposit') ?? '0',
            min_valid_bet: stringOption(values, 'min-valid-bet') ?? '0',
          },
          tiers: parsePlanTiers(requireString(values, 'tiers')),
          reason: requireString(values, 'reason'),
        },
        cliActor(),
      )
      .catch(refusalOf);
    return table(PLAN_HEADER, planRows([plan]));
  }
  throw new UsageError(`Usage:\n${AGENT_USAGE}`);
};

const settingsCommand = async ({ deps, site, args, values }: Context): Promise<string> => {
  const [, what] = args;
  if (what === 'show') {
    exactArgs(args, 2, 'agent settings show');
    const { list } = await deps.agentAdmin.settings(site.id);
    if (list.length === 0) return `The agent programme of site ${site.id} is closed everywhere.`;
    return table(
      ['CURRENCY', 'STATUS', 'LINK DAYS', 'AGREEMENT LANGUAGES'],
      list.map((row) => [
        row.currency,
        row.active ? 'on' : 'off',
        String(row.link_expire_days),
        row.agreement ? Object.keys(row.agreement.title).sort().join(',') : '-',
      ]),
    );
  }
  if (what === 'set') {
    exactArgs(args, 2, 'agent settings set --currency ... --status on|off --reason ...');
    const currency = parseCurrency(requireString(values, 'currency'));
    const active = onOff('status', values.status);
    if (active === undefined) throw new UsageError('--status is required (on or off).');
    const expire = stringOption(values, 'expire-days');
    const title = stringOption(values, 'title');
    const content = stringOption(values, 'content');
    let agreement: { title: Record<string, string>; content: Record<string, string> } | undefined;
    if (title !== undefined || content !== undefined) {
      if (title === undefined || content === undefined) {
        throw new UsageError('--title and --content go together.');
      }
      const language = stringOption(values, 'language') ?? 'en_US';
      if (!SITE_LANGUAGES.has(language)) {
        throw new UsageError(`--language is one of ${SUPPORTED_LANGUAGES.join(', ')}.`);
      }
      const [current] = (await deps.agentAdmin.settings(site.id, currency)).list;
      agreement = {
        title: { ...current?.agreement?.title, [language as SupportedLanguage]: title },
        content: { ...current?.agreement?.content, [language as SupportedLanguage]: content },
      };
      if (agreement.title.en_US === undefined || agreement.content.en_US === undefined) {
        throw new UsageError('Write the en_US agreement first: it is every language’s fallback.');
      }
    }
    const saved = await deps.agentAdmin
      .setSettings(
        site,
        {
          currency,
          active,
          ...(agreement
            ? {
                agreement: {
                  title: { ...agreement.title, en_US: agreement.title.en_US ?? '' },
                  content: { ...agreement.content, en_US: agreement.content.en_US ?? '' },
                },
              }
            : {}),
          ...(expire === undefined
            ? {}
            : { link_expire_days: positiveInt('expire-days', expire, AGENT_MAX_LINK_EXPIRE_DAYS) }),
          reason: requireString(values, 'reason'),
        },
        cliActor(),
      )
      .catch(refusalOf);
    return `The agent programme is ${saved.active ? 'on' : 'off'} for ${saved.currency}; links last ${saved.link_expire_days} days.`;
  }
  throw new UsageError(`Usage:\n${AGENT_USAGE}`);
};

const agentCommand: Command = {
  usage: AGENT_USAGE,
  options: [
    'status',
    'reason',
    'currency',
    'name',
    'basis',
    'tiers',
    'min-deposit',
    'min-valid-bet',
    'balances',
    'id',
    'expire-days',
    'language',
    'title',
    'content',
    'amount',
    'request',
    'plan',
    'level',
  ],
  run: async (context) => {
    const { deps, site, args, values } = context;
    const [action] = args;
    switch (action) {
      case 'applications': {
        exactArgs(args, 1, 'agent applications [--status pending|approved|rejected]');
        const status = stringOption(values, 'status');
        if (
          status !== undefined &&
          !(AGENT_APPLICATION_STATUSES as readonly string[]).includes(status)
        ) {
          throw new UsageError(`--status is one of ${AGENT_APPLICATION_STATUSES.join(', ')}.`);
        }
        const { list, total_count: total } = await deps.agentAdmin.applications(site.id, {
          ...(status === undefined ? {} : { status: status as AgentApplicationStatus }),
          page: 1,
          page_size: 100,
        });
        if (list.length === 0) return `Site ${site.id} has no such agent applications.`;
        return [
          table(
            ['ID', 'ACCOUNT', 'CURRENCY', 'PLAN', 'STATUS', 'APPLIED (UTC)', 'NOTE / REASON'],
            applicationRows(list),
          ),
          ...(total > list.length ? [`(${list.length} of ${total} shown)`] : []),
        ].join('\n');
      }
      case 'approve':
      case 'reject': {
        const id = applicationId(args, `agent ${action} <id> --reason <text>`);
        const input = { application_id: id, reason: requireString(values, 'reason') };
        const decided = await (
          action === 'approve'
            ? deps.agentAdmin.approve(site, input, cliActor())
            : deps.agentAdmin.reject(site, input, cliActor())
        ).catch(refusalOf);
        return `Application ${decided.id} of ${decided.member_account} is ${decided.status}.`;
      }
      case 'plans':
        return plansCommand(context);
      case 'settings':
        return settingsCommand(context);
      case 'credit': {
        exactArgs(args, 2, 'agent credit <account> --amount <amount> --reason <text>');
        const account = args[1] ?? '';
        const request = stringOption(values, 'request') ?? `cli-${randomUUID()}`;
        if (!/^[A-Za-z0-9_-]{8,64}$/.test(request)) {
          throw new UsageError('--request is 8 to 64 letters, digits, _ or -.');
        }
        const member = await deps.agentAdmin.memberByAccount(site.id, account);
        if (!member) throw new RefusedError(`Site ${site.id} has no member ${account}.`);
        const done = await deps.agentWallet
          .credit(
            site.id,
            {
              member_id: member.id,
              amount: requireString(values, 'amount'),
              reason: requireString(values, 'reason'),
              request_id: request,
            },
            cliActor(),
          )
          .catch(refusalOf);
        return `${done.replayed ? 'Already credited' : 'Credited'} ${done.amount} ${done.currency} to the agent wallet of ${done.member_account}; it holds ${done.wallet} (request ${request}).`;
      }
      case 'make': {
        exactArgs(args, 2, 'agent make <account> --plan <id> --reason <text>');
        const levelText = stringOption(values, 'level');
        const level =
          levelText === undefined
            ? 0
            : positiveInt('level', String(Number(levelText) + 1), 100) - 1;
        const made = await deps.agentAdmin
          .make(
            site,
            {
              account: args[1] ?? '',
              planId: positiveInt('plan', requireString(values, 'plan'), 2_147_483_647),
              level,
              reason: requireString(values, 'reason'),
            },
            cliActor(),
          )
          .catch(refusalOf);
        return `${made.account} is an active agent (id ${made.memberId}).`;
      }
      case 'active': {
        exactArgs(args, 2, 'agent active <account> --status on|off --reason <text>');
        const active = onOff('status', values.status);
        if (active === undefined) throw new UsageError('--status is required (on or off).');
        const member = await deps.agentAdmin.memberByAccount(site.id, args[1] ?? '');
        if (!member) throw new RefusedError(`Site ${site.id} has no member ${args[1] ?? ''}.`);
        await deps.agentAdmin
          .setActive(
            site,
            { memberId: member.id, active, reason: requireString(values, 'reason') },
            cliActor(),
          )
          .catch(refusalOf);
        return `The agent centre of ${member.account} is ${active ? 'on' : 'off'}.`;
      }
      default:
        throw new UsageError(`Usage:\n${AGENT_USAGE}`);
    }
  },
};

export const AGENT_COMMANDS: Record<string, Command> = { agent: agentCommand };
