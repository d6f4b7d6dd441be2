import { isIP } from 'node:net';
import { parseArgs } from 'node:util';

import {
  type ProofOfWorkStrength,
  type RegisterSettingName,
  MEMBER_STATUSES,
  PROOF_OF_WORK_STRENGTHS,
  REGISTER_SETTING_NAMES,
} from '@member-site/contracts/constants';
import { emailRule } from '@member-site/contracts/validation';

import type { Deps } from '../deps';
import { normaliseHost } from '../modules/register/register.service';
import {
  type BlacklistKind,
  type RegisterSettingFlags,
  createOperatorRepository,
} from './operator.repository';
import {
  type Command,
  type CommandResult,
  type OptionName,
  OPTIONS,
  RefusedError,
  UsageError,
  escapeForTerminal,
  exactArgs,
  flagText,
  onOff,
  openCurrency,
  parseCurrency,
  positiveInt,
  requireString,
  stringOption,
  table,
  when,
} from './command-kit';
import { CONTENT_COMMANDS } from './content-commands';
import { GAME_COMMANDS } from './game-commands';
import { CONTENT_ADMIN_COMMANDS } from './content-admin-commands';
import { LETTER_COMMANDS } from './letter-commands';
import { MONEY_COMMANDS } from './money-commands';
import { DISCOUNT_COMMANDS } from './discount-commands';
import { PROMOTION_COMMANDS } from './promotion-commands';
import { RECOMMEND_COMMANDS } from './recommend-commands';
import { AGENT_COMMANDS } from './agent-commands';
import { withAgentReportCommands } from './agent-report-commands';
import { SIGNIN_COMMANDS } from './signin-commands';
import { SPORTS_COMMANDS } from './sports-commands';

export type { CommandResult } from './command-kit';

const BASE_USAGE = `Usage: npm run site -- <command> [--site <id>]

Every command acts on one site: --site <id>, default 1.

Commands:
  help                                   show this list
  captcha [--login on|pow|off] [--register on|pow|off] [--pow-strength light|standard|strong]
                                         what the login (and recovery) and the register (and
                                         its SMS) forms ask: on = picture captcha and invisible
                                         proof of work, pow = the proof of work alone, off =
                                         neither; the proof's work for a browser: about 0.1 s
                                         of a desktop's core (light), 0.5 s (standard, the
                                         default) or 2.5 s (strong), several times that on a
                                         low-end phone
  register-setting --currency <code> --field <name> [--display on|off] [--required on|off]
                   [--unique on|off] [--verification on|off] [--member-center on|off]
                   [--member-center-verification on|off]
                                         change one registration field of a currency;
                                         flags not given keep their value
  register-settings --currency <code>    print the registration fields of a currency
  agent-domain add <host> --agent <account> [--currency <code>]
                                         registrations on <host> go to the agent
                                         (currency: the agent's unless given)
  agent-domain remove <host>             stop using <host> as an agent domain
  agent-domain list                      print the site's agent domains
  blacklist add name|email <value>       refuse registrations with this name or email
  blacklist add ip <address>             refuse registrations and logins from this address
  blacklist remove name|email|ip <value> allow it again
  blacklist list [name|email|ip]         print the blacklist
  member disable|freeze|activate <account>
                                         change a member's status; disable and freeze also
                                         end the member's sessions
  member clean-cache <account>           log the member's open pages out, clear their caches
                                         and reload them
  member show <account>                  status, currency, dates and the last 10 logins
  sms outbox [--limit <n>]               print the newest SMS messages sent (default 20)

Register fields: ${REGISTER_SETTING_NAMES.join(', ')}.`;

/** Register-setting flags on the command line and the column each sets. */
const SETTING_FLAGS = {
  display: 'isDisplay',
  required: 'isRequired',
  unique: 'isUnique',
  verification: 'isVerification',
  'member-center': 'isMemberCenter',
  'member-center-verification': 'isMemberCenterVerification',
} as const satisfies Partial<Record<OptionName, keyof RegisterSettingFlags>>;

/** Flags that only mean something for the phone (it is the field verified by SMS). */
const PHONE_ONLY_FLAGS = ['verification', 'member-center-verification'] as const;

const STATUS_NAMES = Object.fromEntries(
  Object.entries(MEMBER_STATUSES).map(([name, value]) => [value, name]),
) as Record<number, string>;

const MEMBER_ACTIONS = {
  disable: MEMBER_STATUSES.disabled,
  freeze: MEMBER_STATUSES.frozen,
  activate: MEMBER_STATUSES.active,
} as const;

const HOST_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A form's protection: the picture captcha and the invisible proof of work, or the work alone. */
const captchaMode = (
  name: string,
  value: string | boolean | undefined,
): { captcha: boolean; proofOfWork: boolean } | undefined => {
  if (value === undefined) return undefined;
  if (value === 'on') return { captcha: true, proofOfWork: true };
  if (value === 'pow') return { captcha: false, proofOfWork: true };
  if (value === 'off') return { captcha: false, proofOfWork: false };
  throw new UsageError(`--${name} takes on, pow or off.`);
};

/** The proof of work's strength, when given. */
const proofOfWorkStrength = (
  value: string | boolean | undefined,
): ProofOfWorkStrength | undefined => {
  if (value === undefined) return undefined;
  const strength = PROOF_OF_WORK_STRENGTHS.find((name) => name === value);
  if (strength === undefined) {
    throw new UsageError(`--pow-strength takes ${PROOF_OF_WORK_STRENGTHS.join(', ')}.`);
  }
  return strength;
};

const CAPTCHA_USAGE =
  'captcha [--login on|pow|off] [--register on|pow|off] [--pow-strength light|standard|strong]';

const SITE_COMMANDS: Record<string, Command> = {
  captcha: {
    options: ['login', 'register', 'pow-strength'],
    run: async ({ deps, site, args, values }) => {
      exactArgs(args, 0, CAPTCHA_USAGE);
      const login = captchaMode('login', values.login);
      const register = captchaMode('register', values.register);
      const strength = proofOfWorkStrength(values['pow-strength']);
      if (login === undefined && register === undefined && strength === undefined) {
        throw new UsageError(
          'Give --login on|pow|off, --register on|pow|off, --pow-strength light|standard|strong or several.',
        );
      }
      const settings = await deps.accountSettings.update(site.id, {
        ...(login && { loginCaptcha: login.captcha, loginProofOfWork: login.proofOfWork }),
        ...(register && {
          registerCaptcha: register.captcha,
          registerProofOfWork: register.proofOfWork,
        }),
        ...(strength && { proofOfWorkStrength: strength }),
      });
      const describe = (captcha: boolean, proofOfWork: boolean) =>
        `captcha ${flagText(captcha)}, proof of work ${flagText(proofOfWork)}`;
      return `Site ${site.id}: login ${describe(settings.loginCaptcha, settings.loginProofOfWork)}; register ${describe(settings.registerCaptcha, settings.registerProofOfWork)}; proof of work ${settings.proofOfWorkStrength}.`;
    },
  },

  'register-setting': {
    options: ['currency', 'field', ...(Object.keys(SETTING_FLAGS) as OptionName[])],
    run: async ({ db, site, args, values }) => {
      exactArgs(args, 0, 'register-setting --currency <code> --field <name> [--<flag> on|off]');
      const currency = openCurrency(site, parseCurrency(requireString(values, 'currency')));
      const field = requireString(values, 'field');
      if (!(REGISTER_SETTING_NAMES as readonly string[]).includes(field)) {
        throw new UsageError(
          `Unknown field '${field}'. Fields: ${REGISTER_SETTING_NAMES.join(', ')}.`,
        );
      }
      const name = field as RegisterSettingName;
      const changes = Object.entries(SETTING_FLAGS).flatMap(([option, column]) => {
        const value = onOff(option, values[option as OptionName]);
        return value === undefined ? [] : [[option, column, value] as const];
      });
      if (changes.length === 0) {
        throw new UsageError(
          `Give at least one of ${Object.keys(SETTING_FLAGS)
            .map((f) => `--${f}`)
            .join(', ')}.`,
        );
      }
      for (const [option, , value] of changes) {
        if (
          value &&
          name !== 'member_phone' &&
          (PHONE_ONLY_FLAGS as readonly string[]).includes(option)
        ) {
          throw new UsageError(`--${option} applies to member_phone only.`);
        }
      }
      const repository = createOperatorRepository(db);
      const current = (await repository.findRegisterSettings(site.id, currency)).find(
        (row) => row.name === name,
      );
      const flags: RegisterSettingFlags = {
        isDisplay: current?.isDisplay ?? false,
        isRequired: current?.isRequired ?? false,
        isUnique: current?.isUnique ?? false,
        isVerification: current?.isVerification ?? false,
        isMemberCenter: current?.isMemberCenter ?? false,
        isMemberCenterVerification: current?.isMemberCenterVerification ?? false,
      };
      for (const [, column, value] of changes) flags[column] = value;
      await repository.upsertRegisterSetting(site.id, currency, name, flags);
      const summary = Object.entries(SETTING_FLAGS)
        .map(([option, column]) => `${option} ${flagText(flags[column])}`)
        .join(', ');
      return `Site ${site.id} ${currency} ${name}: ${summary}.`;
    },
  },

  'register-settings': {
    options: ['currency'],
    run: async ({ db, site, args, values }) => {
      exactArgs(args, 0, 'register-settings --currency <code>');
      const currency = parseCurrency(requireString(values, 'currency'));
      const rows = await createOperatorRepository(db).findRegisterSettings(site.id, currency);
      const byName = new Map(rows.map((row) => [row.name, row]));
      const header = [
        'FIELD',
        'DISPLAY',
        'REQUIRED',
        'UNIQUE',
        'VERIFICATION',
        'MEMBER-CENTER',
        'MEMBER-CENTER-VERIFICATION',
      ];
      const lines = REGISTER_SETTING_NAMES.map((name) => {
        const row = byName.get(name);
        if (!row) return [name, '-', '-', '-', '-', '-', '-'];
        return [
          name,
          flagText(row.isDisplay),
          flagText(row.isRequired),
          flagText(row.isUnique),
          flagText(row.isVerification),
          flagText(row.isMemberCenter),
          flagText(row.isMemberCenterVerification),
        ];
      });
      const offered = site.currencies.includes(currency)
        ? ''
        : `\n(site ${site.id} does not offer ${currency})`;
      return `Site ${site.id} register settings for ${currency} ('-': not set, hidden):\n${table(header, lines)}${offered}`;
    },
  },

  'agent-domain': {
    options: ['agent', 'currency'],
    run: async ({ db, site, args, values }) => {
      const [action, rawHost] = args;
      const repository = createOperatorRepository(db);
      if (action === 'list') {
        exactArgs(args, 1, 'agent-domain list');
        const rows = await repository.listAgentDomains(site.id);
        if (rows.length === 0) return `Site ${site.id} has no agent domains.`;
        return table(
          ['HOST', 'AGENT', 'CURRENCY', 'ADDED'],
          rows.map((row) => [row.host, row.agentAccount, row.currency, when(row.createdAt)]),
        );
      }
      if (action !== 'add' && action !== 'remove') {
        throw new UsageError('Usage: agent-domain add|remove <host>, or agent-domain list');
      }
      exactArgs(args, 2, `agent-domain ${action} <host>`);
      const host = normaliseHost(rawHost ?? '');
      if (!HOST_PATTERN.test(host)) throw new UsageError(`'${rawHost ?? ''}' is not a host name.`);

      if (action === 'remove') {
        if (!(await repository.deleteAgentDomain(site.id, host))) {
          throw new RefusedError(`${host} is not an agent domain of site ${site.id}.`);
        }
        return `Removed agent domain ${host} from site ${site.id}.`;
      }

      const agent = await repository.findMemberByAccount(site.id, requireString(values, 'agent'));
      if (!agent)
        throw new RefusedError(`Site ${site.id} has no member '${String(values.agent)}'.`);
      if (!agent.isAgent) throw new RefusedError(`${agent.account} is not an agent.`);
      const currencyOption = stringOption(values, 'currency');
      const currency = openCurrency(
        site,
        currencyOption === undefined ? agent.currency : parseCurrency(currencyOption),
      );
      const existing = await repository.findAgentDomain(host);
      if (existing) {
        const owner =
          existing.siteId === site.id
            ? `agent ${(await repository.findMemberAccount(existing.agentId)) ?? existing.agentId}`
            : `site ${existing.siteId}`;
        throw new RefusedError(`${host} already belongs to ${owner}; remove it first.`);
      }
      if (
        !(await repository.insertAgentDomain({
          host,
          siteId: site.id,
          agentId: agent.id,
          currency,
        }))
      ) {
        throw new RefusedError(`${host} was just added by someone else; nothing changed.`);
      }
      const inactive = agent.agentActive ? '' : ' (note: the agent is not active)';
      return `Registrations on ${host} now go to agent ${agent.account} in ${currency}${inactive}.`;
    },
  },

  blacklist: {
    options: [],
    run: async ({ db, site, args }) => {
      const [action, kind, ...rest] = args;
      const repository = createOperatorRepository(db);
      const parseKind = (value: string | undefined): BlacklistKind => {
        if (value === 'name' || value === 'email' || value === 'ip') return value;
        throw new UsageError('The blacklist holds name, email or ip values.');
      };
      if (action === 'list') {
        if (rest.length > 0) throw new UsageError('Usage: blacklist list [name|email|ip]');
        const rows = await repository.listBlacklist(
          site.id,
          kind === undefined ? undefined : parseKind(kind),
        );
        if (rows.length === 0) return `Site ${site.id} has an empty blacklist.`;
        return table(
          ['KIND', 'VALUE', 'ADDED'],
          rows.map((row) => [row.kind, row.value, when(row.createdAt)]),
        );
      }
      if (action !== 'add' && action !== 'remove') {
        throw new UsageError(
          'Usage: blacklist add|remove name|email|ip <value>, or blacklist list',
        );
      }
      const which = parseKind(kind);
      // A name may hold spaces: the rest of the line is the value.
      const value = rest.join(' ').trim().toLowerCase();
      if (value === '') throw new UsageError(`Usage: blacklist ${action} ${which} <value>`);
      if (value.length > 254) throw new UsageError('The value is longer than 254 characters.');
      if (which === 'email' && emailRule(value, true) !== undefined) {
        throw new UsageError(`'${value}' is not an email address.`);
      }
      if (which === 'ip' && isIP(value) === 0) {
        throw new UsageError(`'${value}' is not an IP address.`);
      }
      if (action === 'add') {
        const added = await repository.insertBlacklist(site.id, which, value);
        return added
          ? which === 'ip'
            ? `Registrations and logins from ${value} are now refused on site ${site.id}.`
            : `Registrations with ${which} '${value}' are now refused on site ${site.id}.`
          : `${which} '${value}' was already on the blacklist of site ${site.id}.`;
      }
      if (!(await repository.deleteBlacklist(site.id, which, value))) {
        throw new RefusedError(`${which} '${value}' is not on the blacklist of site ${site.id}.`);
      }
      return `Removed ${which} '${value}' from the blacklist of site ${site.id}.`;
    },
  },

  member: {
    options: [],
    run: async ({ deps, db, site, args }) => {
      const [action, account] = args;
      const repository = createOperatorRepository(db);
      const isAction = (value: string | undefined): value is keyof typeof MEMBER_ACTIONS =>
        value !== undefined && Object.hasOwn(MEMBER_ACTIONS, value);
      if (action !== 'show' && action !== 'clean-cache' && !isAction(action)) {
        throw new UsageError('Usage: member disable|freeze|activate|show|clean-cache <account>');
      }
      exactArgs(args, 2, `member ${action} <account>`);
      const member = await repository.findMemberByAccount(site.id, account ?? '');
      if (!member) throw new RefusedError(`Site ${site.id} has no member '${account ?? ''}'.`);

      if (action === 'show') {
        const logins = await repository.recentLogins(member.id, 10);
        const facts = [
          `Member ${member.account} (id ${member.id}) on site ${site.id}`,
          `  status      ${STATUS_NAMES[member.status] ?? String(member.status)}`,
          `  currency    ${member.currency}`,
          `  created     ${when(member.createdAt)}`,
          `  last login  ${when(member.lastLoginAt)}`,
          `  agent       ${member.isAgent ? `yes (level ${member.agentLevel}, ${member.agentActive ? 'active' : 'inactive'})` : 'no'}`,
        ].join('\n');
        const history =
          logins.length === 0
            ? 'No logins recorded.'
            : `Last ${logins.length} logins:\n${table(
                ['TIME', 'IP', 'CODE', 'DEVICE'],
                logins.map((login) => [
                  when(login.createdAt),
                  login.ip,
                  login.code,
                  String(login.device.device ?? ''),
                ]),
              )}`;
        return `${facts}\n${history}`;
      }

      if (action === 'clean-cache') {
        deps.members.askToCleanCache(member);
        return `Asked the open pages of ${member.account} to clear their caches and reload.`;
      }

      const status = MEMBER_ACTIONS[action];
      await repository.setMemberStatus(site.id, member.id, status);
      const ended =
        status === MEMBER_STATUSES.active ? [] : await deps.sessions.endAll(member, 'operator');
      const sessions = ended.length === 1 ? '1 session' : `${ended.length} sessions`;
      return status === MEMBER_STATUSES.active
        ? `Member ${member.account} is active.`
        : `Member ${member.account} is ${STATUS_NAMES[status] ?? ''}; ended ${sessions}.`;
    },
  },

  sms: {
    options: ['limit'],
    run: async ({ deps, site, args, values }) => {
      if (args[0] !== 'outbox' || args.length !== 1) {
        throw new UsageError('Usage: sms outbox [--limit <n>]');
      }
      const limitOption = stringOption(values, 'limit');
      const limit = limitOption === undefined ? 20 : positiveInt('limit', limitOption, 1000);
      const rows = await deps.sms.outbox(site.id, limit);
      if (rows.length === 0) return `The SMS outbox of site ${site.id} is empty.`;
      return table(
        ['TIME', 'PHONE', 'MESSAGE'],
        rows.map((row) => [when(row.createdAt), row.phone, row.body.replace(/\s+/g, ' ')]),
      );
    },
  },
};

const COMMANDS: Record<string, Command> = {
  ...SITE_COMMANDS,
  ...CONTENT_COMMANDS,
  ...MONEY_COMMANDS,
  ...GAME_COMMANDS,
  ...SPORTS_COMMANDS,
  ...LETTER_COMMANDS,
  ...CONTENT_ADMIN_COMMANDS,
  ...PROMOTION_COMMANDS,
  ...RECOMMEND_COMMANDS,
  ...SIGNIN_COMMANDS,
  ...DISCOUNT_COMMANDS,
  ...withAgentReportCommands(AGENT_COMMANDS),
};

export const USAGE = [
  BASE_USAGE,
  '',
  'Content:',
  ...Object.values(CONTENT_COMMANDS).flatMap((command) =>
    command.usage === undefined ? [] : [command.usage],
  ),
  '',
  'Money:',
  ...Object.values(MONEY_COMMANDS).flatMap((command) =>
    command.usage === undefined ? [] : [command.usage],
  ),
  '',
  'Games:',
  ...Object.values(GAME_COMMANDS).flatMap((command) =>
    command.usage === undefined ? [] : [command.usage],
  ),
  '',
  'Sportsbook:',
  ...Object.values(SPORTS_COMMANDS).flatMap((command) =>
    command.usage === undefined ? [] : [command.usage],
  ),
  '',
  'Letters:',
  ...Object.values(LETTER_COMMANDS).flatMap((command) =>
    command.usage === undefined ? [] : [command.usage],
  ),
  '',
  'Announcements and pop-up promotions:',
  ...Object.values(CONTENT_ADMIN_COMMANDS).flatMap((command) =>
    command.usage === undefined ? [] : [command.usage],
  ),
  '',
  'Promotions:',
  ...Object.values({
    ...PROMOTION_COMMANDS,
    ...SIGNIN_COMMANDS,
    ...RECOMMEND_COMMANDS,
    ...DISCOUNT_COMMANDS,
  }).flatMap((command) => (command.usage === undefined ? [] : [command.usage])),
  '',
  'Agent centre:',
  ...Object.values(withAgentReportCommands(AGENT_COMMANDS)).flatMap((command) =>
    command.usage === undefined ? [] : [command.usage],
  ),
  '',
  'Exit codes: 0 done, 1 refused (nothing changed), 2 wrong usage.',
].join('\n');

/**
 * Run one operator command (`argv` without the program name) with the services `openDeps`
 * builds (`createDeps` over the configured database), opened only when the command needs them. Never throws for the operator's mistakes: they
 * come back as exit code 2 (usage) or 1 (refused) with a message.
 */
export const runSiteCommand = async (
  argv: readonly string[],
  openDeps: () => Promise<Deps>,
): Promise<CommandResult> => {
  const result = await runCommand(argv, openDeps);
  return { ...result, output: escapeForTerminal(result.output) };
};

const runCommand = async (
  argv: readonly string[],
  openDeps: () => Promise<Deps>,
): Promise<CommandResult> => {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
    const [name, ...args] = positionals;
    if (name === undefined || name === 'help' || values.help === true) {
      return { code: name === undefined && values.help !== true ? 2 : 0, output: USAGE };
    }
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!command) throw new UsageError(`Unknown command '${name}'.`);
    const unexpected = (Object.keys(values) as OptionName[]).filter(
      (option) => option !== 'site' && !command.options.includes(option),
    );
    if (unexpected.length > 0) {
      throw new UsageError(`${name} does not take --${unexpected.join(', --')}.`);
    }
    const siteOption = stringOption(values, 'site');
    const siteId = siteOption === undefined ? 1 : positiveInt('site', siteOption, 2_147_483_647);
    const deps = await openDeps();
    const site = await deps.sites.findById(siteId);
    if (!site) throw new RefusedError(`There is no site ${siteId}.`);
    const db = deps.database.db;
    return { code: 0, output: await command.run({ deps, db, site, args, values }) };
  } catch (error) {
    if (error instanceof RefusedError) return { code: 1, output: error.message };
    if (error instanceof UsageError) {
      return { code: 2, output: `${error.message}\nRun 'npm run site -- help' for the commands.` };
    }
    // parseArgs reports unknown options and missing values with these codes.
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
      return {
        code: 2,
        output: `${(error as Error).message}\nRun 'npm run site -- help' for the commands.`,
      };
    }
    throw error;
  }
};
