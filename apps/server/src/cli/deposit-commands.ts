import { DEPOSIT_ORDER_STATUSES, type DepositOrderStatus } from '@member-site/contracts';

import {
  type Command,
  UsageError,
  exactArgs,
  positiveInt,
  requireString,
  stringOption,
  table,
} from './command-kit';

/** What the deposit commands borrow from the money commands (passed in to avoid an import cycle). */
export type DepositCommandKit = {
  cliActor: () => string;
  refusalOf: (error: unknown) => never;
};

const isStatus = (value: string): value is DepositOrderStatus =>
  (DEPOSIT_ORDER_STATUSES as readonly string[]).includes(value);

/** `deposit list|approve|reject` of `npm run site`: the operator's side of bank transfers. */
export const depositCommands = (kit: DepositCommandKit): Record<string, Command> => ({
  deposit: {
    usage: `  deposit list [--status <s>] [--limit <n>]
                                         print deposit orders (pending by default; status is
                                         pending, approved, paid, rejected or declined)
  deposit approve <order> [--reason <text>]
                                         credit a pending bank transfer to the member
  deposit reject <order> --reason <text> refuse a pending bank transfer`,
    options: ['status', 'limit', 'reason'],
    run: async ({ deps, site, args, values }) => {
      const [action, orderNumber = ''] = args;
      const service = deps.deposits;
      if (action === 'list') {
        exactArgs(args, 1, 'deposit list [--status <s>] [--limit <n>]');
        const status = stringOption(values, 'status') ?? 'pending';
        if (!isStatus(status)) {
          throw new UsageError(`--status is one of ${DEPOSIT_ORDER_STATUSES.join(', ')}.`);
        }
        const limitOption = stringOption(values, 'limit');
        const limit = limitOption === undefined ? 100 : positiveInt('limit', limitOption, 500);
        const rows = await service.list(site.id, status, limit);
        if (rows.length === 0) return `Site ${site.id} has no ${status} deposit orders.`;
        return table(
          ['ORDER', 'MEMBER', 'KIND', 'AMOUNT', 'PAYER', 'REFERENCE', 'CREATED', 'STATUS'],
          rows.map((row) => [
            row.order_number,
            row.member_account,
            row.kind,
            `${row.amount} ${row.currency}`,
            row.payer_name,
            row.reference,
            row.created_at.replace('T', ' ').slice(0, 19),
            row.status,
          ]),
        );
      }
      if (action !== 'approve' && action !== 'reject') {
        throw new UsageError(
          'Usage: deposit list, deposit approve <order>, deposit reject <order>',
        );
      }
      exactArgs(
        args,
        2,
        `deposit ${action} <order>${action === 'reject' ? ' --reason <text>' : ''}`,
      );
      const reason =
        action === 'reject'
          ? requireString(values, 'reason').trim()
          : (stringOption(values, 'reason') ?? '').trim();
      if (action === 'reject' && reason === '') throw new UsageError('--reason must not be empty.');
      if (reason.length > 200) throw new UsageError('--reason is at most 200 characters.');
      const order = await service
        .decide({
          siteId: site.id,
          orderNumber,
          decision: action,
          actor: kit.cliActor(),
          reason,
        })
        .catch(kit.refusalOf);
      return action === 'approve'
        ? `Approved ${order.order_number}: credited ${order.amount} ${order.currency} to ${order.member_account}.`
        : `Rejected ${order.order_number} of ${order.member_account} (${order.amount} ${order.currency}): ${reason}`;
    },
  },
});
