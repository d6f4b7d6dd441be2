/**
 * Records of the member centre (spec section 2, group transaction_record): the transfer record
 * (every ledger movement touching the member's wallets) and the deposit and withdrawal record
 * (the member's orders). Both are read-only member calls over the caller's own rows, filtered by
 * a date range of the site's time zone and paged. A bad range answers money code 117.
 */
import { z } from 'zod';

import {
  DW_RECORD_STATUSES,
  DW_RECORD_TYPES,
  LEDGER_TRANSFER_KINDS,
  TRANSACTION_TYPES,
} from '../constants/records';
import { callSchemas } from './call';
import { currencySchema, isoDateSchema, pageRequestShape, siteIdSchema } from './common';
import { moneySchema } from './account';

/**
 * A calendar day of the site's time zone (America/Caracas), "YYYY-MM-DD". Range checks (a real
 * date, start ≤ end, at most RECORD_MAX_RANGE_DAYS) are the service's, answering money 117.
 */
export const recordDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

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

/** The schemas of the records calls, by path (the calls: ../calls/records.ts). */
export const recordsWire = callSchemas({
  '/member/record/transaction': {
    request: z.strictObject({
      ...recordRangeShape,
      type: z.enum(['all', ...TRANSACTION_TYPES]).default('all'),
    }),
    response: z.object({ list: z.array(transactionRecordSchema), ...pageResponseShape }),
  },
  '/member/record/deposit_withdrawal': {
    request: z.strictObject({
      ...recordRangeShape,
      type: z.enum(['all', ...DW_RECORD_TYPES]).default('all'),
      status: z.enum(['all', ...DW_RECORD_STATUSES]).default('all'),
    }),
    response: z.object({ list: z.array(dwRecordSchema), ...pageResponseShape }),
  },
});
