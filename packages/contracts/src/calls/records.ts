/**
 * Records of the member centre (spec section 2, group transaction_record): the transfer record
 * (every ledger movement touching the member's wallets) and the deposit and withdrawal record
 * (the member's orders). Both are read-only member calls over the caller's own rows, filtered by
 * a date range of the site's time zone and paged. A bad range answers money code 117.
 */
import { z } from 'zod';

import { defineCall } from '../call';
import { currencySchema } from '../constants/currency';
import { moneySchema } from './account';
import { isoDateSchema, pageRequestShape, siteIdSchema } from './common';

/** Longest date range a record query may cover, in days (both ends included). */
export const RECORD_MAX_RANGE_DAYS = 90;

/**
 * A calendar day of the site's time zone (America/Caracas), "YYYY-MM-DD". Range checks (a real
 * date, start ≤ end, at most RECORD_MAX_RANGE_DAYS) are the service's, answering money 117.
 */
export const recordDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

/**
 * Every kind of ledger transfer the server writes. The ledger refuses any other kind and the
 * transfer record reports these, so the server and the record cannot drift apart.
 */
export const LEDGER_TRANSFER_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_return',
  'withdrawal_paid',
  'transfer_in',
  'transfer_out',
  'game_settlement',
  'adjustment',
] as const;
export type LedgerTransferKind = (typeof LEDGER_TRANSFER_KINDS)[number];

/**
 * Ledger transfer kinds a member can see: those that touch a member's wallet (a paid-out
 * withdrawal moves held money to the house, so it is not one).
 */
export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_return',
  'transfer_in',
  'transfer_out',
  'game_settlement',
  'adjustment',
] as const satisfies readonly LedgerTransferKind[];
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** The type filter of the transfer record: all, or one group of kinds. */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'transfer',
  'settlement',
  'adjustment',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Which kinds each type group holds. */
export const TRANSACTION_TYPE_KINDS: Record<TransactionType, readonly TransactionKind[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal_hold', 'withdrawal_return'],
  transfer: ['transfer_in', 'transfer_out'],
  settlement: ['game_settlement'],
  adjustment: ['adjustment'],
};

/** The group of a kind; 'other' for a kind this client does not know yet. */
export const transactionTypeOfKind = (kind: string): TransactionType | 'other' =>
  TRANSACTION_TYPES.find((type) =>
    (TRANSACTION_TYPE_KINDS[type] as readonly string[]).includes(kind),
  ) ?? 'other';

const recordRangeShape = {
  site_id: siteIdSchema.optional(),
  start_date: recordDateSchema,
  end_date: recordDateSchema,
  ...pageRequestShape,
};

/** A wallet of the member: the main wallet, or the wallet at one game provider. */
export const recordWalletSchema = z.object({
  type: z.enum(['main', 'provider']),
  /** The provider's gp_id when the site lists it; null for the main wallet. */
  gp_id: z.number().nullable(),
  /** The provider's code (its wallet in the ledger); null for the main wallet. */
  code: z.string().nullable(),
  /** The provider's name in the member's language ('' for the main wallet: the client names it). */
  name: z.string(),
});
export type RecordWallet = z.infer<typeof recordWalletSchema>;

export const transactionRecordSchema = z.object({
  /** The ledger transfer's id. */
  id: z.number(),
  /** When it happened (ISO 8601, UTC). */
  time: isoDateSchema,
  kind: z.enum(LEDGER_TRANSFER_KINDS),
  type: z.enum([...TRANSACTION_TYPES, 'other']),
  /**
   * Whether money came in ('credit') or went out ('debit'). For a move between the member's own
   * wallets (transfer_in/out) it is the main wallet's view: into a game is a debit.
   */
  direction: z.enum(['credit', 'debit']),
  /** Always positive; the sign is `direction`. */
  amount: moneySchema,
  currency: currencySchema,
  /** The provider wallet the movement concerns, or the main wallet. */
  wallet: recordWalletSchema,
  /** The deposit or withdrawal order behind the movement, when there is one. */
  order_number: z.string().nullable(),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;

const pageResponseShape = {
  total_count: z.number(),
  page: z.number(),
  count: z.number(),
};

/** Transaction (transfer record): the member's ledger movements, newest first. */
export const transactionRecordCall = defineCall({
  path: '/member/record/transaction',
  method: 'POST',
  access: 'member',
  family: 'money',
  request: z.strictObject({
    ...recordRangeShape,
    type: z.enum(['all', ...TRANSACTION_TYPES]).default('all'),
  }),
  response: z.object({ list: z.array(transactionRecordSchema), ...pageResponseShape }),
});

export const DW_RECORD_TYPES = ['deposit', 'withdrawal'] as const;
export type DwRecordType = (typeof DW_RECORD_TYPES)[number];

/** Deposit statuses: pending, approved (bank transfer), paid (fast payment), rejected, declined. */
export const DW_DEPOSIT_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'declined'] as const;
/** Withdrawal statuses: pending, paid, rejected (the amount went back to the main wallet). */
export const DW_WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;
export const DW_RECORD_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'declined'] as const;
export type DwRecordStatus = (typeof DW_RECORD_STATUSES)[number];

export const dwRecordSchema = z.object({
  order_number: z.string(),
  type: z.enum(DW_RECORD_TYPES),
  amount: moneySchema,
  currency: currencySchema,
  status: z.enum(DW_RECORD_STATUSES),
  /** The payment channel's name in the member's language, for deposits; null for withdrawals. */
  channel_name: z.string().nullable(),
  /** When the member asked (ISO 8601, UTC). */
  created_at: isoDateSchema,
  /** When it was approved, paid, rejected or declined; null while pending. */
  decided_at: isoDateSchema.nullable(),
  /** Why it was rejected; null unless rejected. */
  reason: z.string().nullable(),
});
export type DwRecord = z.infer<typeof dwRecordSchema>;

/** DWRecord: the member's deposit and withdrawal orders, newest first. */
export const dwRecordCall = defineCall({
  path: '/member/record/deposit_withdrawal',
  method: 'POST',
  access: 'member',
  family: 'money',
  request: z.strictObject({
    ...recordRangeShape,
    type: z.enum(['all', ...DW_RECORD_TYPES]).default('all'),
    status: z.enum(['all', ...DW_RECORD_STATUSES]).default('all'),
  }),
  response: z.object({ list: z.array(dwRecordSchema), ...pageResponseShape }),
});
