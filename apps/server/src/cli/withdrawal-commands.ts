import {
  type Command,
  UsageError,
  cliActor,
  exactArgs,
  positiveInt,
  refusalOf,
  requireString,
  stringOption,
  table,
  when,
} from './command-kit';

const withdrawalCommand: Command = {
  usage: `  withdrawal list [--limit <n>]          print the site's pending withdrawals, oldest first
  withdrawal approve <order> [--reason <text>]
                                         pay a pending withdrawal out
  withdrawal reject <order> --reason <text>
                                         return a pending withdrawal to the member's main wallet`,
  options: ['reason', 'limit'],
  run: async ({ deps, site, args, values }) => {
    const [action, orderNumber = ''] = args;
    const service = deps.withdrawals;
    if (action === 'list') {
      exactArgs(args, 1, 'withdrawal list [--limit <n>]');
      const limitOption = stringOption(values, 'limit');
      const limit = limitOption === undefined ? 100 : positiveInt('limit', limitOption, 500);
      const { list } = await service.pending(site.id, limit);
      if (list.length === 0) return `Site ${site.id} has no pending withdrawals.`;
      return table(
        ['ORDER', 'MEMBER', 'AMOUNT', 'BANK', 'ACCOUNT', 'REQUESTED'],
        list.map((order) => [
          order.order_number,
          order.member_account,
          `${order.amount} ${order.currency}`,
          order.bank_name,
          `${order.account_name} ${order.account_number}`,
          when(new Date(order.created_at)),
        ]),
      );
    }
    if (action !== 'approve' && action !== 'reject') {
      throw new UsageError(
        'Usage: withdrawal list, withdrawal approve <order>, or withdrawal reject <order> --reason <text>',
      );
    }
    exactArgs(
      args,
      2,
      `withdrawal ${action} <order>${action === 'reject' ? ' --reason <text>' : ''}`,
    );
    const reason =
      action === 'reject'
        ? requireString(values, 'reason')
        : (stringOption(values, 'reason') ?? '').trim();
    if (reason.length > 200) throw new UsageError('--reason is at most 200 characters.');
    const input = { siteId: site.id, orderNumber, actor: cliActor(), reason };
    const { order } = await (
      action === 'approve' ? service.approve(input) : service.reject(input)
    ).catch(refusalOf);
    return action === 'approve'
      ? `Withdrawal ${order.order_number} of ${order.amount} ${order.currency} to ${order.member_account} is paid.`
      : `Withdrawal ${order.order_number} of ${order.amount} ${order.currency} is rejected; the money is back in ${order.member_account}'s main wallet.`;
  },
};

/** Withdrawal commands of `npm run site`, spread into MONEY_COMMANDS. */
export const WITHDRAWAL_COMMANDS: Record<string, Command> = { withdrawal: withdrawalCommand };
