/**
 * Deposit calls (issue 4, point 3): the payment channels of the member's currency, bank-transfer
 * orders that wait for the operator, fast-payment orders paid at a payment gateway, the status of
 * one order, and the operator's list, approve and reject. Every call answers the `money` family.
 */
import { z } from 'zod';

import { DEPOSIT_CHANNEL_KINDS, DEPOSIT_ORDER_STATUSES } from '../constants/money';
import { callSchemas } from './call';
import { currencySchema, siteIdSchema, siteRequestSchema } from './common';
import { moneySchema } from './account';
import {
  amountInputSchema,
  operatorReasonSchema,
  requestIdSchema,
  walletCurrencySchema,
} from './money';

/** The receiving account of a bank-transfer channel. */
export const bankDetailsSchema = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  branch: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const depositChannelSchema = z.object({
  channel_id: z.number(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  /** In the member's language. */
  name: z.string(),
  currency: currencySchema,
  min_amount: moneySchema,
  max_amount: moneySchema,
  /** Set for bank transfers only. */
  bank: bankDetailsSchema.nullable(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const depositOrderSchema = z.object({
  order_number: z.string(),
  channel_id: z.number(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  currency: currencySchema,
  amount: moneySchema,
  status: z.enum(DEPOSIT_ORDER_STATUSES),
  payer_name: z.string(),
  reference: z.string(),
  /** The operator's reason of a rejection; '' otherwise. */
  reason: z.string(),
  /** ISO 8601 UTC. */
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

const operatorDepositSchema = depositOrderSchema.extend({ member_account: z.string() });

/** The schemas of the deposit calls, by path (the calls: ../calls/deposit.ts). */
export const depositWire = callSchemas({
  '/member/deposit/channels': {
    request: siteRequestSchema,
    response: z.object({ currency: currencySchema, list: z.array(depositChannelSchema) }),
  },
  '/member/deposit/bank_transfer': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      channel_id: z.number().int().positive(),
      amount: amountInputSchema,
      currency: walletCurrencySchema,
      payer_name: z.string().trim().min(1).max(64),
      reference: z.string().trim().max(64).default(''),
      request_id: requestIdSchema,
    }),
    response: depositOrderSchema,
  },
  '/member/deposit/fast_payment': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      channel_id: z.number().int().positive(),
      amount: amountInputSchema,
      currency: walletCurrencySchema,
      request_id: requestIdSchema,
      /**
       * Where the gateway sends the browser afterwards: '/close' (the default, for the deposit
       * window), or the page itself ('/Deposit', '/fastPayment', '/user/Deposit') on mobile.
       */
      return_path: z.string().max(32).optional(),
    }),
    response: depositOrderSchema.extend({ pay_url: z.string() }),
  },
  '/member/deposit/order': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      order_number: z.string().min(1).max(32),
    }),
    response: depositOrderSchema,
  },
  '/operator/deposits': {
    request: z.strictObject({
      status: z.enum(DEPOSIT_ORDER_STATUSES).default('pending'),
      count: z.number().int().min(1).max(500).default(100),
    }),
    response: z.object({ list: z.array(operatorDepositSchema) }),
  },
  '/operator/deposits/approve': {
    request: z.strictObject({
      order_number: z.string().min(1).max(32),
      reason: z.string().trim().max(200).default(''),
    }),
    response: operatorDepositSchema,
  },
  '/operator/deposits/reject': {
    request: z.strictObject({
      order_number: z.string().min(1).max(32),
      reason: operatorReasonSchema,
    }),
    response: operatorDepositSchema,
  },
});
