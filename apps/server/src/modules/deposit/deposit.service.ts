import { randomUUID } from 'node:crypto';

import {
  type CallResponse,
  type DepositChannel,
  type DepositOrder,
  type depositChannelsCall,
} from '@member-site/contracts';
import {
  type Currency,
  type SupportedLanguage,
  formatMinorUnits,
  pickLocalized,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import { isoOrNull } from '../../shared/time';
import type { DomainEventBus } from '../../infra/events';
import type { LedgerService } from '../ledger/ledger.service';
import { newOrderNumber } from '../ledger/order-number';
import {
  checkAmountLimits,
  moneyError,
  parseAmount,
  refuseInactiveMember,
  toMoneyError,
} from '../ledger/money-errors';
import type { OperatorService } from '../operator/operator.service';
import {
  type ChannelRow,
  type OrderWithKind,
  findActiveChannel,
  findCallback,
  findOrderByNumber,
  findOrderByRequest,
  incrementDepositTimes,
  insertCallback,
  insertOrder,
  listActiveChannels,
  listAllChannels,
  setChannelActive,
  listOrders,
  lockOrderForCallback,
  setCallbackOutcome,
  updateOrder,
  sumCreditedDeposits,
} from './deposit.repository';
import type { RecommendService } from '../recommend/recommend.service';
import type { PaymentGateway } from './payment-gateway';

/** The member making a deposit call. */
export type Depositor = {
  id: number;
  siteId: number;
  currency: Currency;
  status: number;
};

export const toOrder = (order: OrderWithKind): DepositOrder => ({
  order_number: order.orderNumber,
  channel_id: order.channelId,
  kind: order.kind,
  currency: order.currency,
  amount: formatMinorUnits(order.amount, order.currency),
  status: order.status,
  payer_name: order.payerName,
  reference: order.reference,
  reason: order.reason,
  created_at: order.createdAt.toISOString(),
  decided_at: isoOrNull(order.decidedAt),
});

const toChannel = (channel: ChannelRow, language: SupportedLanguage): DepositChannel => ({
  channel_id: channel.id,
  kind: channel.kind,
  name: pickLocalized(channel.name, language),
  currency: channel.currency,
  min_amount: formatMinorUnits(channel.minAmount, channel.currency),
  max_amount: formatMinorUnits(channel.maxAmount, channel.currency),
  bank:
    channel.kind === 'bank_transfer'
      ? {
          bank_name: channel.details.bank_name ?? '',
          account_name: channel.details.account_name ?? '',
          account_number: channel.details.account_number ?? '',
          branch: channel.details.branch ?? '',
        }
      : null,
});

const ORDER_NUMBER_ATTEMPTS = 5;

export type CreateOrderInput = {
  member: Depositor;
  channelId: number;
  amount: string;
  /** The currency the client meant, when it said; it must be the wallet's. */
  currency?: Currency;
  requestId: string;
  language: SupportedLanguage;
  payerName?: string;
  reference?: string;
};

export type CallbackResult = {
  outcome: string;
  /** True when the callback was already handled: nothing happened this time. */
  replayed: boolean;
};

export type DepositDeps = {
  ledger: LedgerService;
  operators: OperatorService;
  events: DomainEventBus;
  gateways: Record<string, PaymentGateway>;
  /** Pays the recommender's first-deposit award in the crediting transaction. */
  recommend?: Pick<RecommendService, 'payFirstDepositWithin'>;
  now?: () => Date;
};

/** Largest JSON text kept of a refused callback: anyone can send one, so none may be costly. */
const REFUSED_PAYLOAD_MAX_CHARS = 1024;

/** A refused callback's payload as stored: whole when small, else its size and a prefix. */
const boundedPayload = (payload: Record<string, unknown>): Record<string, unknown> => {
  const text = JSON.stringify(payload);
  return text.length <= REFUSED_PAYLOAD_MAX_CHARS
    ? payload
    : { truncated: true, chars: text.length, excerpt: text.slice(0, REFUSED_PAYLOAD_MAX_CHARS) };
};

export const createDepositService = (db: Db, deps: DepositDeps) => {
  const now = deps.now ?? (() => new Date());

  /** The gateway of this name; a name such as `__proto__` or `toString` is none. */
  const gatewayNamed = (name: string): PaymentGateway | undefined =>
    Object.hasOwn(deps.gateways, name) ? deps.gateways[name] : undefined;

  /** Credit a decided order in the caller's transaction; returns the new deposit_times. */
  const credit = async (
    tx: Db,
    order: OrderWithKind,
    status: 'approved' | 'paid',
    decidedBy: string,
  ): Promise<{ depositTimes: number; balance: bigint; announce?: () => void }> => {
    const [wallet, house] = await Promise.all([
      deps.ledger.ensureAccount(
        {
          siteId: order.siteId,
          kind: 'member_main',
          memberId: order.memberId,
          currency: order.currency,
        },
        tx,
      ),
      deps.ledger.ensureAccount(
        { siteId: order.siteId, kind: 'house_deposits', currency: order.currency },
        tx,
      ),
    ]);
    const transfer = await deps.ledger.transferWithin(tx, {
      siteId: order.siteId,
      idempotencyKey: `deposit:${order.orderNumber}`,
      kind: 'deposit',
      currency: order.currency,
      amount: order.amount,
      from: house.id,
      to: wallet.id,
      memo: { order_number: order.orderNumber },
    });
    await updateOrder(tx, order.id, {
      status,
      ledgerTransferId: transfer.transferId,
      decidedBy,
      decidedAt: now(),
    });
    const depositTimes = await incrementDepositTimes(tx, order.memberId);
    // The member's first deposit may earn whoever recommended them an award, paid with it.
    const announce =
      depositTimes === 1
        ? await deps.recommend?.payFirstDepositWithin(tx, {
            siteId: order.siteId,
            memberId: order.memberId,
            currency: order.currency,
            amount: order.amount,
            orderNumber: order.orderNumber,
          })
        : undefined;
    return { depositTimes, balance: transfer.balances.to, ...(announce ? { announce } : {}) };
  };

  const publishCredit = (
    order: OrderWithKind,
    result: { depositTimes: number; balance: bigint; announce?: () => void },
  ): void => {
    result.announce?.();
    deps.events.publish('member_deposit.success', {
      siteId: order.siteId,
      memberId: order.memberId,
      orderNumber: order.orderNumber,
      currency: order.currency,
      depositAmount: formatMinorUnits(order.amount, order.currency),
      depositTimes: result.depositTimes,
    });
    deps.events.publish('member.cash', {
      siteId: order.siteId,
      memberId: order.memberId,
      currency: order.currency,
      cash: formatMinorUnits(result.balance, order.currency),
    });
  };

  /** Check the member, the channel and the amount; nothing is written. */
  const checkRequest = async (
    input: CreateOrderInput,
    kind: ChannelRow['kind'],
  ): Promise<{ channel: ChannelRow; amount: bigint }> => {
    refuseInactiveMember(input.member.status);
    if (input.currency !== undefined && input.currency !== input.member.currency) {
      throw moneyError('104');
    }
    const amount = parseAmount(input.amount, input.member.currency);
    const channel = await findActiveChannel(db, input.member.siteId, input.channelId);
    if (channel?.kind !== kind) throw moneyError('108');
    // A channel of another currency than the wallet's.
    if (channel.currency !== input.member.currency) throw moneyError('104');
    checkAmountLimits(amount, channel, channel.currency, input.language);
    return { channel, amount };
  };

  /**
   * Insert the order, or return the one this request id already made (the same request sent
   * again); a request id reused with other details answers money 112.
   */
  const placeOrder = async (
    input: CreateOrderInput,
    channel: ChannelRow,
    amount: bigint,
  ): Promise<{ order: OrderWithKind; replayed: boolean }> => {
    const payerName = input.payerName ?? '';
    const reference = input.reference ?? '';
    for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt += 1) {
      const inserted = await insertOrder(db, {
        siteId: input.member.siteId,
        memberId: input.member.id,
        channelId: channel.id,
        orderNumber: newOrderNumber('D', now()),
        requestId: input.requestId,
        currency: input.member.currency,
        amount,
        payerName,
        reference,
      });
      if (inserted) {
        const order = await findOrderByRequest(db, input.member.id, input.requestId);
        if (!order) throw new Error('deposit order vanished after insert');
        return { order, replayed: false };
      }
      const existing = await findOrderByRequest(db, input.member.id, input.requestId);
      if (existing) {
        if (
          existing.channelId !== channel.id ||
          existing.amount !== amount ||
          existing.payerName !== payerName ||
          existing.reference !== reference
        ) {
          throw moneyError('112');
        }
        return { order: existing, replayed: true };
      }
      // The order number was taken: draw another.
    }
    throw new Error('could not draw a free deposit order number');
  };

  return {
    channels: async (
      member: Depositor,
      language: SupportedLanguage,
    ): Promise<CallResponse<typeof depositChannelsCall>> => {
      const rows = await listActiveChannels(db, member.siteId, member.currency);
      return {
        currency: member.currency,
        list: rows
          .filter(
            (row) => row.kind === 'bank_transfer' || Object.hasOwn(deps.gateways, row.gateway),
          )
          .map((row) => toChannel(row, language)),
      };
    },

    /** Every payment channel of the site, for the operator (the sandbox gateway among them). */
    allChannels: (siteId: number) => listAllChannels(db, siteId),

    /**
     * Switch a channel on or off for new orders (orders already placed go on), with its audit
     * entry in the same transaction. Undefined when the site has no such channel.
     */
    setChannelActive: (input: {
      siteId: number;
      channelId: number;
      isActive: boolean;
      actor: string;
    }) =>
      db.transaction(async (tx) => {
        const row = await setChannelActive(tx, input.siteId, input.channelId, input.isActive);
        if (!row) return undefined;
        await deps.operators.audit(
          {
            siteId: input.siteId,
            actor: input.actor,
            action: input.isActive ? 'payment_channel_on' : 'payment_channel_off',
            targetType: 'payment_channel',
            targetId: String(row.id),
            details: { kind: row.kind, gateway: row.gateway, currency: row.currency },
          },
          tx,
        );
        return row;
      }),

    /** A bank transfer waiting for the operator. */
    createBankTransfer: async (input: CreateOrderInput): Promise<DepositOrder> => {
      const { channel, amount } = await checkRequest(input, 'bank_transfer');
      const { order } = await placeOrder(input, channel, amount);
      return toOrder(order);
    },

    /** A fast payment: the order and the gateway's checkout, whose address the member opens. */
    createFastPayment: async (
      input: CreateOrderInput & {
        /** Where the member's browser reached the site: the checkout and return pages. */
        origin: string;
        /** Where the gateway reaches this server: never taken from the request. */
        callbackOrigin: string;
        returnPath: string;
      },
    ): Promise<DepositOrder & { pay_url: string }> => {
      const { channel, amount } = await checkRequest(input, 'fast_payment');
      const gateway = gatewayNamed(channel.gateway);
      if (!gateway) throw moneyError('108');
      const { order } = await placeOrder(input, channel, amount);
      const checkout = await gateway.createCheckout(
        {
          orderNumber: order.orderNumber,
          currency: order.currency,
          amount: order.amount,
          callbackUrl: `${input.callbackOrigin}/api/payment/callback/${gateway.name}`,
          // Back on the page itself (mobile), the order number lets it show the result.
          returnUrl:
            input.returnPath === '/close'
              ? `${input.origin}/close`
              : `${input.origin}${input.returnPath}?order=${encodeURIComponent(order.orderNumber)}`,
        },
        input.origin,
      );
      if (order.gatewayReference !== checkout.reference) {
        await updateOrder(db, order.id, { gatewayReference: checkout.reference });
      }
      return { ...toOrder(order), pay_url: checkout.payUrl };
    },

    /** One of the member's own orders; another member's answers money 106. */
    orderStatus: async (member: Depositor, orderNumber: string): Promise<DepositOrder> => {
      const order = await findOrderByNumber(db, member.siteId, orderNumber);
      if (order?.memberId !== member.id) throw moneyError('106');
      return toOrder(order);
    },

    list: async (siteId: number, status: OrderWithKind['status'], limit: number) =>
      (await listOrders(db, siteId, status, limit)).map((order) => ({
        ...toOrder(order),
        member_account: order.memberAccount,
      })),

    /**
     * The operator decides a pending bank transfer: approve credits the member's main wallet,
     * reject credits nothing. The order's change, the credit and the audit entry commit together;
     * an order already decided answers money 107 and nothing changes.
     */
    decide: async (input: {
      siteId: number;
      orderNumber: string;
      decision: 'approve' | 'reject';
      actor: string;
      reason: string;
    }): Promise<DepositOrder & { member_account: string }> => {
      let credited:
        | { order: OrderWithKind; depositTimes: number; balance: bigint; announce?: () => void }
        | undefined;
      let result: OrderWithKind;
      try {
        result = await db.transaction(async (tx) => {
          const order = await findOrderByNumber(tx, input.siteId, input.orderNumber, true);
          if (!order) throw moneyError('106');
          if (order.status !== 'pending' || order.kind !== 'bank_transfer') {
            throw moneyError('107');
          }
          if (input.decision === 'approve') {
            const done = await credit(tx, order, 'approved', input.actor);
            credited = { order, ...done };
          } else {
            await updateOrder(tx, order.id, {
              status: 'rejected',
              decidedBy: input.actor,
              decidedAt: now(),
              reason: input.reason,
            });
          }
          await deps.operators.audit(
            {
              siteId: input.siteId,
              actor: input.actor,
              action: `deposit.${input.decision}`,
              targetType: 'deposit_order',
              targetId: order.orderNumber,
              reason: input.reason,
              details: {
                member_account: order.memberAccount,
                amount: formatMinorUnits(order.amount, order.currency),
                currency: order.currency,
              },
            },
            tx,
          );
          const after = await findOrderByNumber(tx, input.siteId, input.orderNumber);
          if (!after) throw new Error('deposit order vanished');
          return after;
        });
      } catch (error) {
        throw toMoneyError(error);
      }
      if (credited) publishCredit(credited.order, credited);
      return { ...toOrder(result), member_account: result.memberAccount };
    },

    /**
     * A gateway's callback. Forged, malformed and stale callbacks are refused (money 113) and only
     * recorded under an id of their own, so they can never block the real event. A verified event
     * is recorded once per (gateway, event id): a replay is a no-op answered like the first. The
     * order is credited exactly once, with the callback row and deposit_times in the same
     * transaction.
     */
    handleCallback: async (
      gatewayName: string,
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
    ): Promise<CallbackResult> => {
      const gateway = gatewayNamed(gatewayName);
      if (!gateway) throw moneyError('113');
      const verified = await gateway.verifyCallback(headers, rawBody);
      if (!verified.ok) {
        await insertCallback(db, {
          gateway: gatewayName,
          eventId: `refused-${randomUUID()}`,
          orderNumber: '',
          payload: boundedPayload(verified.payload),
          outcome: `rejected_${verified.reason}`,
        });
        throw moneyError('113');
      }
      const { event } = verified;
      let credited:
        | { order: OrderWithKind; depositTimes: number; balance: bigint; announce?: () => void }
        | undefined;
      const result = await db.transaction(async (tx): Promise<CallbackResult> => {
        const recorded = await insertCallback(tx, {
          gateway: gatewayName,
          eventId: event.eventId,
          orderNumber: event.orderNumber,
          payload: event.payload,
          outcome: 'received',
        });
        if (!recorded) {
          const first = await findCallback(tx, gatewayName, event.eventId);
          return { outcome: first?.outcome ?? 'duplicate', replayed: true };
        }
        const settle = async (outcome: string): Promise<CallbackResult> => {
          await setCallbackOutcome(tx, recorded.id, outcome);
          return { outcome, replayed: false };
        };
        const order = await lockOrderForCallback(
          tx,
          gatewayName,
          event.orderNumber,
          event.reference,
        );
        if (!order) return settle('rejected_unknown_order');
        if (order.amount !== event.amount || order.currency !== event.currency) {
          return settle('rejected_amount');
        }
        if (order.status !== 'pending') {
          const same =
            (order.status === 'paid' && event.status === 'paid') ||
            (order.status === 'declined' && event.status === 'declined');
          return settle(same ? 'duplicate' : 'rejected_state');
        }
        if (event.status === 'declined') {
          await updateOrder(tx, order.id, {
            status: 'declined',
            decidedBy: `gateway:${gatewayName}`,
            decidedAt: now(),
          });
          return settle('declined');
        }
        const done = await credit(tx, order, 'paid', `gateway:${gatewayName}`);
        credited = { order, ...done };
        return settle('credited');
      });
      if (credited) publishCredit(credited.order, credited);
      if (result.outcome.startsWith('rejected')) throw moneyError('113');
      return result;
    },

    /**
     * What the member's approved and paid deposits add up to (minor units), decided at or after
     * `since` (null: ever); inside the caller's transaction when one is given.
     */
    creditedTotalWithin: (tx: Db, memberId: number, since: Date | null): Promise<bigint> =>
      sumCreditedDeposits(tx, memberId, since),
  };
};

export type DepositService = ReturnType<typeof createDepositService>;
