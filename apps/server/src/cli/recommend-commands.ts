import type { RecommendRules } from '@member-site/contracts';

import {
  type Command,
  UsageError,
  cliActor,
  exactArgs,
  onOff,
  parseCurrency,
  refusalOf,
  requireString,
  stringOption,
  table,
} from './command-kit';

const RECOMMEND_USAGE = `  recommend rules show [--currency RMB]  print the recommend-a-friend rules of each currency
  recommend rules set --currency RMB [--min-deposit 100 (--award 10 | --percent 5 --cap 50)]
                      [--tiers 1000:10,5000:60] [--status on|off] --reason <text>
                                         replace a currency's rules: the first-deposit award
                                         (fixed, or a percent of the deposit up to a cap) and the
                                         turnover tiers (turnover:award, rising); --status off
                                         keeps them but pays nothing
  recommend pay                          pay now the turnover tiers friends have reached
  cash-surplus show [--currency RMB]     print whether the cash-surplus feature is on
  cash-surplus set --currency RMB --status on|off --reason <text>
                                         switch the cash-surplus feature for a currency`;

const describeRules = (rules: RecommendRules): string[] => [
  rules.currency,
  rules.active ? 'on' : 'off',
  rules.first_deposit === null
    ? '-'
    : rules.first_deposit.percent > 0
      ? `>= ${rules.first_deposit.min_deposit}: ${rules.first_deposit.percent}% up to ${rules.first_deposit.cap}`
      : `>= ${rules.first_deposit.min_deposit}: ${rules.first_deposit.award}`,
  rules.turnover_tiers.map((tier) => `${tier.turnover}:${tier.award}`).join(',') || '-',
];

const parseTiers = (text: string | undefined): { turnover: string; award: string }[] => {
  if (text === undefined || text.trim() === '') return [];
  return text.split(',').map((pair) => {
    const [turnover, award, extra] = pair.split(':');
    if (!turnover || !award || extra !== undefined) {
      throw new UsageError('--tiers is a list of turnover:award pairs, such as 1000:10,5000:60.');
    }
    return { turnover: turnover.trim(), award: award.trim() };
  });
};

const recommendCommand: Command = {
  usage: RECOMMEND_USAGE,
  options: ['currency', 'min-deposit', 'award', 'percent', 'cap', 'tiers', 'status', 'reason'],
  run: async ({ deps, site, args, values }) => {
    const [action, what] = args;
    if (action === 'rules' && what === 'show') {
      exactArgs(args, 2, 'recommend rules show');
      const currency = stringOption(values, 'currency');
      const { list } = await deps.recommend.operatorRules(
        site.id,
        currency === undefined ? undefined : parseCurrency(currency),
      );
      if (list.length === 0) return `Site ${site.id} has no recommend rules.`;
      return table(['CURRENCY', 'STATUS', 'FIRST DEPOSIT', 'TIERS'], list.map(describeRules));
    }
    if (action === 'rules' && what === 'set') {
      exactArgs(args, 2, 'recommend rules set --currency ... --reason ...');
      const currency = parseCurrency(requireString(values, 'currency'));
      const minDeposit = stringOption(values, 'min-deposit');
      const award = stringOption(values, 'award');
      const percentText = stringOption(values, 'percent');
      const cap = stringOption(values, 'cap');
      if (minDeposit === undefined && (award ?? percentText ?? cap) !== undefined) {
        throw new UsageError('--award, --percent and --cap need --min-deposit.');
      }
      if (minDeposit !== undefined && (award === undefined) === (percentText === undefined)) {
        throw new UsageError('--min-deposit takes --award, or --percent with --cap.');
      }
      const percent = percentText === undefined ? 0 : Number(percentText);
      if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
        throw new UsageError('--percent is a number from 0 to 100.');
      }
      const rules = await deps.recommend
        .setRules(
          site,
          {
            currency,
            active: onOff('status', values.status) ?? true,
            first_deposit:
              minDeposit === undefined
                ? null
                : {
                    min_deposit: minDeposit,
                    award: award ?? '0',
                    percent,
                    cap: cap ?? '0',
                  },
            turnover_tiers: parseTiers(stringOption(values, 'tiers')),
            reason: requireString(values, 'reason'),
          },
          cliActor(),
        )
        .catch(refusalOf);
      return table(['CURRENCY', 'STATUS', 'FIRST DEPOSIT', 'TIERS'], [describeRules(rules)]);
    }
    if (action === 'pay') {
      exactArgs(args, 1, 'recommend pay');
      const paid = await deps.recommend.payDueTurnover();
      return `Paid ${paid} turnover award${paid === 1 ? '' : 's'}.`;
    }
    throw new UsageError(`Usage:\n${RECOMMEND_USAGE}`);
  },
};

const cashSurplusCommand: Command = {
  options: ['currency', 'status', 'reason'],
  run: async ({ deps, site, args, values }) => {
    const [action] = args;
    if (action === 'show') {
      exactArgs(args, 1, 'cash-surplus show');
      const only = stringOption(values, 'currency');
      const currencies = only === undefined ? site.currencies : [parseCurrency(only)];
      const rows = await Promise.all(
        currencies.map(async (currency) => [
          currency,
          (await deps.recommend.cashSurplusCheck(site.id, currency)).active ? 'on' : 'off',
        ]),
      );
      return table(['CURRENCY', 'CASH SURPLUS'], rows);
    }
    if (action === 'set') {
      exactArgs(args, 1, 'cash-surplus set --currency ... --status on|off --reason ...');
      const active = onOff('status', values.status);
      if (active === undefined) throw new UsageError('--status is required (on or off).');
      const done = await deps.recommend
        .setCashSurplus(
          site,
          {
            currency: parseCurrency(requireString(values, 'currency')),
            active,
            reason: requireString(values, 'reason'),
          },
          cliActor(),
        )
        .catch(refusalOf);
      return `Cash surplus is ${done.active ? 'on' : 'off'} for ${done.currency}.`;
    }
    throw new UsageError(`Usage:\n${RECOMMEND_USAGE}`);
  },
};

export const RECOMMEND_COMMANDS: Record<string, Command> = {
  recommend: recommendCommand,
  'cash-surplus': cashSurplusCommand,
};
