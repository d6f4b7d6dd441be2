/**
 * Withdrawals: the member asks for money out of the main wallet to the bound bank account. The
 * amount is held at request; the operator approves (paid) or rejects (returned to the wallet).
 * Every call answers the `money` error family.
 */
import { z } from 'zod';

import { defineCall } from '../call';
import { currencySchema } from '../constants/currency';
import { moneySchema } from './account';
import { siteIdSchema } from './common';
import {
  amountInputSchema,
  operatorReasonSchema,
  requestIdSchema,
  walletCurrencySchema,
} from './money';

export const WITHDRAWAL_ORDER_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type WithdrawalOrderStatus = (typeof WITHDRAWAL_ORDER_STATUSES)[number];

/** Withdrawal order numbers: 'W' + yyyymmdd + 8 digits. */
export const withdrawalOrderNumberSchema = z.string().regex(/^W\d{16}$/);

/** A withdrawal order as its member sees it. */
export const withdrawalOrderSchema = z.object({
  order_number: z.string(),
  currency: currencySchema,
  amount: moneySchema,
  status: z.enum(WITHDRAWAL_ORDER_STATUSES),
  bank_name: z.string(),
  /** The account number at the time of the request, all but the last 4 digits masked. */
  account_number: z.string(),
  /** The operator's reason for a rejection; '' otherwise. */
  reason: z.string(),
  /** ISO 8601 UTC. */
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type WithdrawalOrder = z.infer<typeof withdrawalOrderSchema>;

/** What the withdrawal page needs: balance, bank account, limits and the pending orders. */
export const withdrawalInfoCall = defineCall({
  path: '/member/withdrawal/info',
  method: 'POST',
  access: 'member',
  family: 'money',
  request: z.strictObject({ site_id: siteIdSchema.optional() }),
  response: z.object({
    currency: currencySchema,
    /** The main wallet's balance. */
    main_balance: moneySchema,
    /** The bound bank account (number masked), or null when none is bound. */
    bank_account: z
      .object({ bank_name: z.string(), account_name: z.string(), account_number: z.string() })
      .nullable(),
    is_withdraw_password: z.boolean(),
    /** Limits of one withdrawal in the member's currency; null when the site takes none. */
    min_amount: moneySchema.nullable(),
    max_amount: moneySchema.nullable(),
    pending: z.array(withdrawalOrderSchema),
  }),
});

/**
 * Ask for a withdrawal. The same `request_id` again returns the same order (nothing is held
 * twice); with a different amount it answers money 112.
 */
export const createWithdrawalCall = defineCall({
  path: '/member/withdrawal/create',
  method: 'POST',
  access: 'member',
  family: 'money',
  request: z.strictObject({
    site_id: siteIdSchema.optional(),
    amount: amountInputSchema,
    currency: walletCurrencySchema,
    withdraw_password: z.string().max(32),
    request_id: requestIdSchema,
  }),
  response: z.object({
    order: withdrawalOrderSchema,
    /** The main wallet's balance after the hold. */
    main_balance: moneySchema,
    /** True when this request id had already made the order: nothing was held this time. */
    replayed: z.boolean(),
  }),
});

/** The member's own withdrawals, newest first: every pending one and the recent decided ones. */
export const withdrawalListCall = defineCall({
  path: '/member/withdrawal/list',
  method: 'POST',
  access: 'member',
  family: 'money',
  request: z.strictObject({
    site_id: siteIdSchema.optional(),
    count: z.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ list: z.array(withdrawalOrderSchema) }),
});

/** One of the member's own orders; another member's order number answers money 106. */
export const withdrawalOrderCall = defineCall({
  path: '/member/withdrawal/order',
  method: 'POST',
  access: 'member',
  family: 'money',
  request: z.strictObject({
    site_id: siteIdSchema.optional(),
    order_number: z.string().max(32),
  }),
  response: z.object({ order: withdrawalOrderSchema }),
});

/** A withdrawal order as the operator sees it (full bank details, the member's account). */
export const operatorWithdrawalSchema = withdrawalOrderSchema.extend({
  member_account: z.string(),
  account_name: z.string(),
  decided_by: z.string().nullable(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;

/** The site's pending withdrawals, oldest first. */
export const operatorWithdrawalListCall = defineCall({
  path: '/operator/withdrawals',
  method: 'POST',
  access: 'operator',
  family: 'money',
  request: z.strictObject({ count: z.number().int().min(1).max(500).default(100) }),
  response: z.object({ list: z.array(operatorWithdrawalSchema) }),
});

/** Approve a pending withdrawal: the held money leaves the site (paid). A decided order: 107. */
export const operatorWithdrawalApproveCall = defineCall({
  path: '/operator/withdrawals/approve',
  method: 'POST',
  access: 'operator',
  family: 'money',
  request: z.strictObject({
    order_number: z.string().max(32),
    reason: operatorReasonSchema.optional(),
  }),
  response: z.object({ order: operatorWithdrawalSchema }),
});

/** Reject a pending withdrawal: the held money goes back to the member's main wallet. */
export const operatorWithdrawalRejectCall = defineCall({
  path: '/operator/withdrawals/reject',
  method: 'POST',
  access: 'operator',
  family: 'money',
  request: z.strictObject({ order_number: z.string().max(32), reason: operatorReasonSchema }),
  response: z.object({ order: operatorWithdrawalSchema }),
});
