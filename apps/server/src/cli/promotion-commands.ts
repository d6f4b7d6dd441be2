import { RED_ENVELOPE_RULES, type RedEnvelopeRule } from '@member-site/contracts/constants';

import {
  type Command,
  UsageError,
  cliActor,
  exactArgs,
  parseCurrency,
  positiveInt,
  refusalOf,
  requireString,
  stringOption,
  table,
  when,
} from './command-kit';

const MAX_ID = 2 ** 31 - 1;

const ENVELOPE_USAGE = `  envelope schedule --currency <code> --start <when> --end <when> --pool <amount>
                    (--count <n> [--min <amount>] [--max <amount>] | --rule equal
                    (--count <n> | --amount <amount>)) [--min-deposit <amount>
                    [--deposit-since <when>]] --reason <text>
                                         split the pool into red envelopes (random amounts
                                         between --min and --max, default one minor unit and
                                         twice the mean, or equal) and set it aside from the
                                         house's bonus account; <when> is ISO 8601 with its
                                         offset (2026-12-01T20:00-04:00) or now; members of the
                                         currency may claim one each while it runs, those who
                                         deposited --min-deposit since --deposit-since only
  envelope list [--currency <code>]      print the site's promotions, newest start first
  envelope cancel <id> --reason <text>   stop a promotion; its unclaimed envelopes go back to
                                         the house's bonus account`;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant the operator typed: ISO 8601 with its offset, or `now`. */
const instant = (name: string, text: string): Date => {
  if (text === 'now') return new Date();
  const date = new Date(text);
  if (!INSTANT.test(text) || Number.isNaN(date.getTime())) {
    throw new UsageError(`--${name} is ISO 8601 with its offset (2026-12-01T20:00-04:00) or now.`);
  }
  return date;
};

const envelopeCommand: Command = {
  usage: ENVELOPE_USAGE,
  options: [
    'currency',
    'start',
    'end',
    'pool',
    'count',
    'rule',
    'amount',
    'min',
    'max',
    'min-deposit',
    'deposit-since',
    'reason',
  ],
  run: async ({ deps, site, args, values }) => {
    const [action, first] = args;
    if (action === 'schedule') {
      exactArgs(args, 1, 'envelope schedule --currency <code> ... --reason <text>');
      const rule = stringOption(values, 'rule') ?? 'random';
      if (!(RED_ENVELOPE_RULES as readonly string[]).includes(rule)) {
        throw new UsageError(`--rule is one of ${RED_ENVELOPE_RULES.join(', ')}.`);
      }
      const count = stringOption(values, 'count');
      const since = stringOption(values, 'deposit-since');
      const promotion = await deps.redEnvelopeAdmin
        .schedule({
          site,
          actor: cliActor(),
          currency: parseCurrency(requireString(values, 'currency')),
          startAt: instant('start', requireString(values, 'start')),
          endAt: instant('end', requireString(values, 'end')),
          pool: requireString(values, 'pool'),
          rule: rule as RedEnvelopeRule,
          count: count === undefined ? undefined : positiveInt('count', count, 1_000_000),
          amount: stringOption(values, 'amount'),
          min: stringOption(values, 'min'),
          max: stringOption(values, 'max'),
          minDeposit: stringOption(values, 'min-deposit'),
          depositSince: since === undefined ? undefined : instant('deposit-since', since),
          reason: requireString(values, 'reason'),
        })
        .catch(refusalOf);
      return `Promotion ${promotion.id}: ${promotion.envelope_count} red envelopes of ${promotion.currency} holding ${promotion.pool}, from ${when(new Date(promotion.start_at))} to ${when(new Date(promotion.end_at))} (${promotion.phase}).`;
    }
    if (action === 'list') {
      exactArgs(args, 1, 'envelope list [--currency <code>]');
      const currency = stringOption(values, 'currency');
      const list = await deps.redEnvelopeAdmin.list(
        site.id,
        currency === undefined ? undefined : parseCurrency(currency),
      );
      if (list.length === 0) return `Site ${site.id} has no red-envelope promotions.`;
      return table(
        ['ID', 'CURRENCY', 'STARTS', 'ENDS', 'PHASE', 'POOL', 'ENVELOPES', 'CLAIMED', 'RETURNED'],
        list.map((promotion) => [
          String(promotion.id),
          promotion.currency,
          when(new Date(promotion.start_at)),
          when(new Date(promotion.end_at)),
          promotion.phase,
          promotion.pool,
          String(promotion.envelope_count),
          `${promotion.claimed_count} (${promotion.claimed_amount})`,
          promotion.returned_amount,
        ]),
      );
    }
    if (action === 'cancel') {
      exactArgs(args, 2, 'envelope cancel <id> --reason <text>');
      const id = positiveInt('id', first ?? '', MAX_ID);
      const promotion = await deps.redEnvelopeAdmin
        .cancel(site.id, id, cliActor(), requireString(values, 'reason'))
        .catch(refusalOf);
      return `Promotion ${promotion.id} is cancelled; ${promotion.returned_amount} ${promotion.currency} went back to the house.`;
    }
    throw new UsageError(`Usage:\n${ENVELOPE_USAGE}`);
  },
};

export const PROMOTION_COMMANDS: Record<string, Command> = { envelope: envelopeCommand };
