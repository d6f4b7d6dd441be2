import {
  BONUS_MAX_EXPIRY_DAYS,
  BONUS_MAX_TURNOVER_MULTIPLE,
  DISCOUNT_APPLICATION_STATUSES,
  type DiscountApplicationStatus,
} from '@member-site/contracts/constants';

import {
  type Command,
  UsageError,
  cliActor,
  escapeForTerminal,
  exactArgs,
  parseCurrency,
  positiveInt,
  refusalOf,
  requireString,
  stringOption,
  table,
} from './command-kit';

const MAX_ID = 2 ** 31 - 1;

const DISCOUNT_USAGE = `  discount award <discount_id> --currency RMB (--amount 18 | --percent 10 [--cap 50])
                 --multiple 5 [--expiry-days 7] [--deposit-since <when>] --reason <text>
                                         the discount takes applications: an approved one pays a
                                         fixed amount, or a percent of the member's deposits
                                         since --deposit-since (default the discount's start) up
                                         to the cap, held until --multiple times it was staked
                                         (0: cash at once), forfeited after --expiry-days
  discount award-remove <discount_id> [--currency RMB] --reason <text>
                                         stop the discount taking applications (of one
                                         currency, or of all)
  discount applications [--status pending|approved|rejected]
                                         print the site's applications, newest first
  discount approve <application_id> --reason <text>
                                         approve: the award is granted at once, once
  discount reject <application_id> --reason <text>
                                         reject a pending application`;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The operator's reason: one to 200 characters without control characters. */
const reasonOf = (values: Parameters<typeof requireString>[0]): string => {
  const reason = requireString(values, 'reason').trim();
  if (reason === '' || reason.length > 200 || /[\p{Cc}\p{Cs}]/u.test(reason)) {
    throw new UsageError('--reason is one to 200 characters without control characters.');
  }
  return reason;
};

const wholeNumber = (name: string, text: string, max: number): number => {
  if (!/^\d{1,3}$/.test(text) || Number(text) > max) {
    throw new UsageError(`--${name} must be a whole number from 0 to ${max}.`);
  }
  return Number(text);
};

const discountCommand: Command = {
  usage: DISCOUNT_USAGE,
  options: [
    'currency',
    'amount',
    'percent',
    'cap',
    'multiple',
    'expiry-days',
    'deposit-since',
    'status',
    'reason',
  ],
  run: async ({ deps, site, args, values }) => {
    const [action, first] = args;
    const service = deps.discountApplications;
    if (action === 'award') {
      exactArgs(args, 2, 'discount award <discount_id> --currency ... --multiple ... --reason ...');
      const discountId = positiveInt('discount_id', first ?? '', MAX_ID);
      const amount = stringOption(values, 'amount');
      const percent = stringOption(values, 'percent');
      const cap = stringOption(values, 'cap');
      const expiry = stringOption(values, 'expiry-days');
      const since = stringOption(values, 'deposit-since');
      if ((amount === undefined) === (percent === undefined)) {
        throw new UsageError('Give either --amount or --percent.');
      }
      if (since !== undefined && (!INSTANT.test(since) || Number.isNaN(Date.parse(since)))) {
        throw new UsageError(
          '--deposit-since is ISO 8601 with its offset (2026-12-01T00:00-04:00).',
        );
      }
      const award = await service
        .setAward(
          site,
          {
            discount_id: discountId,
            currency: parseCurrency(requireString(values, 'currency')),
            kind: amount === undefined ? 'percent' : 'fixed',
            ...(amount === undefined ? {} : { amount }),
            ...(percent === undefined ? {} : { percent: positiveInt('percent', percent, 100) }),
            ...(cap === undefined ? {} : { cap }),
            turnover_multiple: wholeNumber(
              'multiple',
              requireString(values, 'multiple'),
              BONUS_MAX_TURNOVER_MULTIPLE,
            ),
            ...(expiry === undefined
              ? {}
              : { expiry_days: positiveInt('expiry-days', expiry, BONUS_MAX_EXPIRY_DAYS) }),
            ...(since === undefined ? {} : { deposit_since: since }),
            reason: reasonOf(values),
          },
          cliActor(),
        )
        .catch(refusalOf);
      const what =
        award.kind === 'fixed'
          ? `${award.amount ?? ''} ${award.currency}`
          : `${award.percent ?? 0}% of deposits${award.cap === null ? '' : ` up to ${award.cap} ${award.currency}`}`;
      return `Discount ${award.discount_id} takes applications: ${what}, turnover ${award.turnover_multiple}x${award.expiry_days === null ? '' : `, forfeited after ${award.expiry_days} days`}.`;
    }
    if (action === 'award-remove') {
      exactArgs(args, 2, 'discount award-remove <discount_id> [--currency RMB] --reason <text>');
      const discountId = positiveInt('discount_id', first ?? '', MAX_ID);
      const currency = stringOption(values, 'currency');
      const { removed } = await service
        .removeAward(
          site.id,
          {
            discount_id: discountId,
            currency: currency === undefined ? undefined : parseCurrency(currency),
            reason: reasonOf(values),
          },
          cliActor(),
        )
        .catch(refusalOf);
      return removed
        ? `Discount ${discountId} no longer takes applications.`
        : `Discount ${discountId} did not take applications.`;
    }
    if (action === 'applications') {
      exactArgs(args, 1, 'discount applications [--status pending|approved|rejected]');
      const status = stringOption(values, 'status');
      if (
        status !== undefined &&
        !(DISCOUNT_APPLICATION_STATUSES as readonly string[]).includes(status)
      ) {
        throw new UsageError('--status is pending, approved or rejected.');
      }
      const { list } = await service.operatorList(site.id, {
        status: status as DiscountApplicationStatus | undefined,
      });
      if (list.length === 0) return `Site ${site.id} has no such applications.`;
      return table(
        ['ID', 'DISCOUNT', 'MEMBER', 'CURRENCY', 'STATUS', 'AWARD', 'APPLIED', 'DECIDED BY'],
        list.map((entry) => [
          String(entry.id),
          String(entry.discount_id),
          entry.member_account,
          entry.currency,
          entry.status,
          entry.award ?? '-',
          entry.created_at,
          escapeForTerminal(entry.decided_by ?? '-'),
        ]),
      );
    }
    if (action === 'approve' || action === 'reject') {
      exactArgs(args, 2, `discount ${action} <application_id> --reason <text>`);
      const id = positiveInt('application_id', first ?? '', MAX_ID);
      const input = { id, reason: reasonOf(values) };
      const decided = await (
        action === 'approve'
          ? service.approve(site.id, input, cliActor())
          : service.reject(site.id, input, cliActor())
      ).catch(refusalOf);
      return decided.status === 'approved'
        ? `Application ${decided.id} of ${decided.member_account} is approved: ${decided.award ?? ''} ${decided.currency}.`
        : `Application ${decided.id} of ${decided.member_account} is rejected.`;
    }
    throw new UsageError(`Usage:\n${DISCOUNT_USAGE}`);
  },
};

export const DISCOUNT_COMMANDS: Record<string, Command> = { discount: discountCommand };
