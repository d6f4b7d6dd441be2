import {
  DEPOSIT_ORDER_STATUSES,
  type DepositOrderStatus,
  formatMinorUnits,
} from '@member-site/contracts/constants';

import {
  type Command,
  RefusedError,
  UsageError,
  cliActor,
  exactArgs,
  positiveInt,
  refusalOf,
  requireString,
  stringOption,
  table,
} from './command-kit';

const isStatus = (value: string): value is DepositOrderStatus =>
  (DEPOSIT_ORDER_STATUSES as readonly string[]).includes(value);

/** `deposit list|approve|reject` of `npm run site`: the operator's side of bank transfers. */
export const DEPOSIT_COMMANDS: Record<string, Command> = {
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
          actor: cliActor(),
          reason,
        })
        .catch(refusalOf);
      return action === 'approve'
        ? `Approved ${order.order_number}: credited ${order.amount} ${order.currency} to ${order.member_account}.`
        : `Rejected ${order.order_number} of ${order.member_account} (${order.amount} ${order.currency}): ${reason}`;
    },
  },
  'payment-channel': {
    usage: `  payment-channel list                   print the site's payment channels, on and off
  payment-channel on|off <id>            offer a channel for new deposits, or stop offering it
                                         (the sandbox gateway's channels among them)`,
    options: [],
    run: async ({ deps, site, args }) => {
      const [action, id = ''] = args;
      if (action === 'list') {
        exactArgs(args, 1, 'payment-channel list');
        const rows = await deps.deposits.allChannels(site.id);
        if (rows.length === 0) return `Site ${site.id} has no payment channels.`;
        return table(
          ['ID', 'CURRENCY', 'KIND', 'GATEWAY', 'NAME', 'LIMITS', 'STATE'],
          rows.map((row) => [
            String(row.id),
            row.currency,
            row.kind,
            row.gateway === '' ? '-' : row.gateway,
            row.name.en_US,
            `${formatMinorUnits(row.minAmount, row.currency)} - ${formatMinorUnits(row.maxAmount, row.currency)}`,
            row.isActive ? 'on' : 'off',
          ]),
        );
      }
      if (action !== 'on' && action !== 'off') {
        throw new UsageError('Usage: payment-channel list, payment-channel on|off <id>');
      }
      exactArgs(args, 2, `payment-channel ${action} <id>`);
      const channelId = positiveInt('id', id, 2_147_483_647);
      const row = await deps.deposits.setChannelActive({
        siteId: site.id,
        channelId,
        isActive: action === 'on',
        actor: cliActor(),
      });
      if (!row) throw new RefusedError(`Site ${site.id} has no payment channel ${channelId}.`);
      return `Payment channel ${row.id} (${row.kind}${row.gateway === '' ? '' : ` via ${row.gateway}`}, ${row.currency}) is ${action} for new deposits.`;
    },
  },
};
