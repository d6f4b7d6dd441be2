import {
  type CallResponse,
  type OperatorWithdrawal,
  type WithdrawalOrder,
  type createWithdrawalCall,
  type withdrawalInfoCall,
} from '@member-site/contracts';
import {
  type Currency,
  type SupportedLanguage,
  formatMinorUnits,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import type { DomainEventBus } from '../../infra/events';
import { maskTail } from '../../shared/mask';
import { isoOrNull } from '../../shared/time';
import type { BonusService } from '../bonus/bonus.service';
import type { LedgerService } from '../ledger/ledger.service';
import { newOrderNumber } from '../ledger/order-number';
import {
  checkAmountLimits,
  moneyError,
  parseAmount,
  refuseInactiveMember,
  toMoneyError,
} from '../ledger/money-errors';
import type { MemberService } from '../member/member.service';
import type { WalletService } from '../wallet/wallet.service';
import type { AuditEntry } from '../operator/operator.service';
import {
  type OperatorOrderRecord,
  type WithdrawalOrderRecord,
  decideOrder,
  findBankAccount,
  findByRequest,
  findMember,
  findMemberOrder,
  findSetting,
  insertOrder,
  listMemberOrders,
  listPendingOrders,
  lockSiteOrder,
} from './withdrawal.repository';

/** The member a call acts for, and the language of its messages. */
export type WithdrawalViewer = { siteId: number; memberId: number; language: SupportedLanguage };

export type CreateWithdrawalInput = {
  amount: string;
  /** The currency the client meant, when it said; it must be the wallet's. */
  currency?: Currency;
  withdrawPassword: string;
  requestId: string;
};

export type DecisionInput = {
  siteId: number;
  orderNumber: string;
  /** 'operator:<name>' or 'cli:<user>', for the order and the audit log. */
  actor: string;
  reason: string;
};

/** Auditing inside the decision's transaction (the operator service's `audit`). */
export type Auditor = { audit: (entry: AuditEntry, tx: Db) => Promise<void> };

export type WithdrawalServiceDeps = {
  /** Holds, pays out and returns the money. */
  ledger: LedgerService;
  /** The member's main balance. */
  wallet: Pick<WalletService, 'mainBalance'>;
  /** The withdraw password check, with the counter shared with bank-account binding. */
  members: Pick<MemberService, 'checkWithdrawPassword'>;
  /** The audit entry of each decision. */
  operators: Auditor;
  events: DomainEventBus;
  /**
   * Releases the member's bonuses whose turnover is met before a withdrawal is asked or its page
   * read, so the main balance is what it should be. A held bonus itself is in another account.
   */
  bonus?: Pick<BonusService, 'settle'>;
  now?: () => Date;
};

/** How many recent orders the info call lists besides the pending ones. */
const PENDING_LIST_LIMIT = 50;

/** Thrown inside the hold transaction to roll it back when the order row cannot be written. */
class OrderSlotTaken extends Error {}

export const toMemberOrder = (row: WithdrawalOrderRecord): WithdrawalOrder => ({
  order_number: row.orderNumber,
  currency: row.currency,
  amount: formatMinorUnits(row.amount, row.currency),
  status: row.status,
  bank_name: row.bankName,
  account_number: maskTail(row.accountNumber),
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
  decided_at: isoOrNull(row.decidedAt),
});

export const toOperatorOrder = (row: OperatorOrderRecord): OperatorWithdrawal => ({
  ...toMemberOrder(row),
  account_number: row.accountNumber,
  member_account: row.memberAccount,
  account_name: row.accountName,
  decided_by: row.decidedBy,
});

export const createWithdrawalService = (db: Db, options: WithdrawalServiceDeps) => {
  const { ledger, members, events } = options;
  const now = options.now ?? (() => new Date());

  const accountsOf = async (tx: Db, siteId: number, memberId: number, currency: Currency) => {
    const [wallet, held] = await Promise.all([
      ledger.ensureAccount({ siteId, kind: 'member_main', memberId, currency }, tx),
      ledger.ensureAccount({ siteId, kind: 'house_withdrawals_held', currency }, tx),
    ]);
    return { wallet, held };
  };

  const publishCash = (siteId: number, memberId: number, currency: Currency, cash: bigint) => {
    events.publish('member.cash', {
      siteId,
      memberId,
      currency,
      cash: formatMinorUnits(cash, currency),
    });
  };

  /** The member, refusing a disabled or frozen one (money 114). */
  const liveMember = async (viewer: WithdrawalViewer) => {
    const member = await findMember(db, viewer.siteId, viewer.memberId);
    if (!member) throw moneyError('116');
    refuseInactiveMember(member.status);
    return member;
  };

  const replayOf = async (
    existing: WithdrawalOrderRecord,
    amount: bigint,
    viewer: WithdrawalViewer,
  ): Promise<CallResponse<typeof createWithdrawalCall>> => {
    if (existing.amount !== amount) throw moneyError('112');
    const balance = await options.wallet.mainBalance({
      siteId: viewer.siteId,
      memberId: viewer.memberId,
      currency: existing.currency,
    });
    return {
      order: toMemberOrder(existing),
      main_balance: formatMinorUnits(balance, existing.currency),
      replayed: true,
    };
  };

  /**
   * Decide a pending order: move the held money (to the house for paid, back to the member for
   * rejected), mark the order and write the audit entry in one transaction. The order row is
   * locked first, so of two simultaneous decisions the second finds it decided (money 107).
   */
  const decide = async (
    input: DecisionInput,
    status: 'paid' | 'rejected',
  ): Promise<{ order: OperatorWithdrawal }> => {
    let cash: { memberId: number; currency: Currency; balance: bigint } | undefined;
    const order = await db
      .transaction(async (tx) => {
        const row = await lockSiteOrder(tx, input.siteId, input.orderNumber);
        if (!row) throw moneyError('106');
        if (row.status !== 'pending') throw moneyError('107');
        const { wallet, held } = await accountsOf(tx, row.siteId, row.memberId, row.currency);
        const paid = status === 'paid';
        const house = paid
          ? await ledger.ensureAccount(
              { siteId: row.siteId, kind: 'house_deposits', currency: row.currency },
              tx,
            )
          : wallet;
        const moved = await ledger.transferWithin(tx, {
          siteId: row.siteId,
          idempotencyKey: `${paid ? 'withdrawal-paid' : 'withdrawal-return'}:${row.orderNumber}`,
          kind: paid ? 'withdrawal_paid' : 'withdrawal_return',
          currency: row.currency,
          amount: row.amount,
          from: held.id,
          to: house.id,
          memo: { order_number: row.orderNumber, actor: input.actor },
        });
        const decided = await decideOrder(tx, row.id, {
          status,
          settleTransferId: moved.transferId,
          decidedBy: input.actor,
          reason: input.reason,
        });
        if (!decided) throw moneyError('107');
        await options.operators.audit(
          {
            siteId: row.siteId,
            actor: input.actor,
            action: paid ? 'withdrawal.approve' : 'withdrawal.reject',
            targetType: 'withdrawal_order',
            targetId: row.orderNumber,
            reason: input.reason,
            details: {
              member_account: row.memberAccount,
              amount: formatMinorUnits(row.amount, row.currency),
              currency: row.currency,
              transfer_id: moved.transferId,
            },
          },
          tx,
        );
        if (!paid) {
          cash = { memberId: row.memberId, currency: row.currency, balance: moved.balances.to };
        }
        return toOperatorOrder({ ...decided, memberAccount: row.memberAccount });
      })
      .catch((error: unknown) => {
        throw toMoneyError(error);
      });
    if (cash) publishCash(input.siteId, cash.memberId, cash.currency, cash.balance);
    return { order };
  };

  return {
    /** The withdrawal page: balance, bank account (masked), limits and pending orders. */
    info: async (viewer: WithdrawalViewer): Promise<CallResponse<typeof withdrawalInfoCall>> => {
      const member = await findMember(db, viewer.siteId, viewer.memberId);
      if (!member) throw moneyError('116');
      const { currency } = member;
      await options.bonus?.settle({ siteId: viewer.siteId, memberId: member.id, currency });
      const [balance, bank, setting, pending] = await Promise.all([
        options.wallet.mainBalance({ siteId: viewer.siteId, memberId: member.id, currency }),
        findBankAccount(db, member.id),
        findSetting(db, viewer.siteId, currency),
        listMemberOrders(db, viewer.siteId, member.id, {
          limit: PENDING_LIST_LIMIT,
          pendingOnly: true,
        }),
      ]);
      return {
        currency,
        main_balance: formatMinorUnits(balance, currency),
        bank_account: bank
          ? {
              bank_name: bank.bankName,
              account_name: bank.accountName,
              account_number: maskTail(bank.accountNumber),
            }
          : null,
        is_withdraw_password: member.withdrawPasswordHash !== null,
        min_amount: setting ? formatMinorUnits(setting.minAmount, currency) : null,
        max_amount: setting ? formatMinorUnits(setting.maxAmount, currency) : null,
        pending: pending.map(toMemberOrder),
      };
    },

    /**
     * Ask for a withdrawal. The checks run in the order a member would fix them; then the order
     * and the hold of its amount are written in one transaction. The same request id returns the
     * first order; with another amount it answers 112.
     */
    create: async (
      viewer: WithdrawalViewer,
      input: CreateWithdrawalInput,
    ): Promise<CallResponse<typeof createWithdrawalCall>> => {
      const member = await liveMember(viewer);
      if (input.currency !== undefined && input.currency !== member.currency) {
        throw moneyError('104');
      }
      const bank = await findBankAccount(db, member.id);
      if (!bank) throw moneyError('109');
      if (member.withdrawPasswordHash === null) throw moneyError('111');

      // The same counter as the bank-account binding: wrong withdraw passwords add up.
      const passwordCheck = await members.checkWithdrawPassword(
        { siteId: viewer.siteId, id: member.id, withdrawPasswordHash: member.withdrawPasswordHash },
        input.withdrawPassword,
      );
      if (passwordCheck === 'blocked') throw moneyError('115');
      if (passwordCheck === 'wrong') throw moneyError('110');

      const { currency } = member;
      const amount = parseAmount(input.amount, currency);
      const earlier = await findByRequest(db, member.id, input.requestId);
      if (earlier) return replayOf(earlier, amount, viewer);

      const setting = await findSetting(db, viewer.siteId, currency);
      if (!setting) throw moneyError('108');
      checkAmountLimits(amount, setting, currency, viewer.language);
      await options.bonus?.settle({ siteId: viewer.siteId, memberId: member.id, currency });

      for (let attempt = 0; attempt < 5; attempt += 1) {
        try {
          const created = await db.transaction(async (tx) => {
            const orderNumber = newOrderNumber('W', now());
            const { wallet, held } = await accountsOf(tx, viewer.siteId, member.id, currency);
            const hold = await ledger.transferWithin(tx, {
              siteId: viewer.siteId,
              idempotencyKey: `withdrawal-hold:${orderNumber}`,
              kind: 'withdrawal_hold',
              currency,
              amount,
              from: wallet.id,
              to: held.id,
              memo: { order_number: orderNumber },
            });
            // A replayed hold means this order number was used before: draw another.
            if (hold.replayed) throw new OrderSlotTaken();
            const order = await insertOrder(tx, {
              siteId: viewer.siteId,
              memberId: member.id,
              orderNumber,
              requestId: input.requestId,
              currency,
              amount,
              bankName: bank.bankName,
              accountName: bank.accountName,
              accountNumber: bank.accountNumber,
              holdTransferId: hold.transferId,
            });
            if (!order) throw new OrderSlotTaken();
            return { order, balance: hold.balances.from };
          });
          publishCash(viewer.siteId, member.id, currency, created.balance);
          return {
            order: toMemberOrder(created.order),
            main_balance: formatMinorUnits(created.balance, currency),
            replayed: false,
          };
        } catch (error) {
          if (!(error instanceof OrderSlotTaken)) throw toMoneyError(error);
          // A simultaneous request with the same id won: answer with its order.
          const winner = await findByRequest(db, member.id, input.requestId);
          if (winner) return replayOf(winner, amount, viewer);
        }
      }
      throw new Error('no free withdrawal order number after 5 attempts');
    },

    /** The member's pending orders first, then the newest decided ones. */
    list: async (viewer: WithdrawalViewer, count: number) => {
      const rows = await listMemberOrders(db, viewer.siteId, viewer.memberId, { limit: count });
      return { list: rows.map(toMemberOrder) };
    },

    /** One of the member's own orders; anything else answers 106. */
    order: async (viewer: WithdrawalViewer, orderNumber: string) => {
      const row = await findMemberOrder(db, viewer.siteId, viewer.memberId, orderNumber);
      if (!row) throw moneyError('106');
      return { order: toMemberOrder(row) };
    },

    /** The site's pending orders, oldest first. */
    pending: async (siteId: number, limit: number) => {
      const rows = await listPendingOrders(db, siteId, limit);
      return { list: rows.map(toOperatorOrder) };
    },

    /** Pay a pending order out: held → house deposits. */
    approve: (input: DecisionInput) => decide(input, 'paid'),

    /** Return a pending order's money to the member's main wallet. */
    reject: (input: DecisionInput) => decide(input, 'rejected'),
  };
};

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
