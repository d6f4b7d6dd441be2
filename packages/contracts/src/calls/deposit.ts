/**
 * Deposit calls (issue 4, point 3): the payment channels of the member's currency, bank-transfer
 * orders that wait for the operator, fast-payment orders paid at a payment gateway, the status of
 * one order, and the operator's list, approve and reject. Every call answers the `money` family.
 */
import { z } from 'zod';

import { defineCall } from '../call';
import { currencySchema } from '../constants/currency';
import { moneySchema } from './account';
import { siteIdSchema, siteRequestSchema } from './common';
import {
  amountInputSchema,
  operatorReasonSchema,
  requestIdSchema,
  walletCurrencySchema,
} from './money';

export const DEPOSIT_CHANNEL_KINDS = ['bank_transfer', 'fast_payment'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];

export const DEPOSIT_ORDER_STATUSES = [
  'pending',
  'approved',
  'paid',
  'rejected',
  'declined',
] as const;
export type DepositOrderStatus = (typeof DEPOSIT_ORDER_STATUSES)[number];

/** Statuses after which an order never changes again. */
export const FINAL_DEPOSIT_STATUSES: readonly DepositOrderStatus[] = [
  'approved',
  'paid',
  'rejected',
  'declined',
];
/** Statuses that credited the member's main wallet. */
export const CREDITED_DEPOSIT_STATUSES: readonly DepositOrderStatus[] = ['approved', 'paid'];

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

/** The deposit channels of the member's currency, in display order. */
export const depositChannelsCall = defineCall({
  path: '/member/deposit/channels',
  method: 'POST',
  access: 'member',
  family: 'money',
  request: siteRequestSchema,
  response: z.object({ currency: currencySchema, list: z.array(depositChannelSchema) }),
});

/**
 * A bank-transfer deposit: the member has sent (or will send) `amount` to the channel's receiving
 * account. The order waits for the operator; nothing is credited until it is approved.
 */
export const depositBankTransferCall = defineCall({
  path: '/member/deposit/bank_transfer',
  method: 'POST',
  access: 'member',
  family: 'money',
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
});

/**
 * A fast-payment deposit: the order is created and the gateway's checkout opened; the member
 * pays or declines at `pay_url`, and the gateway's signed callback decides the order.
 */
export const depositFastPaymentCall = defineCall({
  path: '/member/deposit/fast_payment',
  method: 'POST',
  access: 'member',
  family: 'money',
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
});

/** One of the member's own deposit orders (another member's answers money 106). */
export const depositOrderStatusCall = defineCall({
  path: '/member/deposit/order',
  method: 'POST',
  access: 'member',
  family: 'money',
  request: z.strictObject({
    site_id: siteIdSchema.optional(),
    order_number: z.string().min(1).max(32),
  }),
  response: depositOrderSchema,
});

const operatorDepositSchema = depositOrderSchema.extend({ member_account: z.string() });

/** The operator's list of deposit orders (pending ones by default), newest first. */
export const operatorDepositListCall = defineCall({
  path: '/operator/deposits',
  method: 'POST',
  access: 'operator',
  family: 'money',
  request: z.strictObject({
    status: z.enum(DEPOSIT_ORDER_STATUSES).default('pending'),
    count: z.number().int().min(1).max(500).default(100),
  }),
  response: z.object({ list: z.array(operatorDepositSchema) }),
});

/** Approve a pending bank transfer: credits the member's main wallet. */
export const operatorDepositApproveCall = defineCall({
  path: '/operator/deposits/approve',
  method: 'POST',
  access: 'operator',
  family: 'money',
  request: z.strictObject({
    order_number: z.string().min(1).max(32),
    reason: z.string().trim().max(200).default(''),
  }),
  response: operatorDepositSchema,
});

/** Reject a pending bank transfer with a reason: nothing is credited. */
export const operatorDepositRejectCall = defineCall({
  path: '/operator/deposits/reject',
  method: 'POST',
  access: 'operator',
  family: 'money',
  request: z.strictObject({
    order_number: z.string().min(1).max(32),
    reason: operatorReasonSchema,
  }),
  response: operatorDepositSchema,
});
