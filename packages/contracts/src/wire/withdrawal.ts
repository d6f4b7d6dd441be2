/**
 * Withdrawals: the member asks for money out of the main wallet to the bound bank account. The
 * amount is held at request; the operator approves (paid) or rejects (returned to the wallet).
 * Every call answers the `money` error family.
 */
import { z } from 'zod';

import { WITHDRAWAL_ORDER_STATUSES } from '../constants/money';
import { callSchemas } from './call';
import { currencySchema, siteIdSchema } from './common';
import { moneySchema } from './account';
import {
  amountInputSchema,
  operatorReasonSchema,
  requestIdSchema,
  walletCurrencySchema,
} from './money';

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

/** A withdrawal order as the operator sees it (full bank details, the member's account). */
export const operatorWithdrawalSchema = withdrawalOrderSchema.extend({
  member_account: z.string(),
  account_name: z.string(),
  decided_by: z.string().nullable(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;

/** The schemas of the withdrawal calls, by path (the calls: ../calls/withdrawal.ts). */
export const withdrawalWire = callSchemas({
  '/member/withdrawal/info': {
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
  },
  '/member/withdrawal/create': {
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
  },
  '/member/withdrawal/list': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      count: z.number().int().min(1).max(100).default(20),
    }),
    response: z.object({ list: z.array(withdrawalOrderSchema) }),
  },
  '/member/withdrawal/order': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      order_number: z.string().max(32),
    }),
    response: z.object({ order: withdrawalOrderSchema }),
  },
  '/operator/withdrawals': {
    request: z.strictObject({ count: z.number().int().min(1).max(500).default(100) }),
    response: z.object({ list: z.array(operatorWithdrawalSchema) }),
  },
  '/operator/withdrawals/approve': {
    request: z.strictObject({
      order_number: z.string().max(32),
      reason: operatorReasonSchema.optional(),
    }),
    response: z.object({ order: operatorWithdrawalSchema }),
  },
  '/operator/withdrawals/reject': {
    request: z.strictObject({ order_number: z.string().max(32), reason: operatorReasonSchema }),
    response: z.object({ order: operatorWithdrawalSchema }),
  },
});
