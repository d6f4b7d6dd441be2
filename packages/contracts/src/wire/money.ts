/**
 * Shapes every money call shares, and the operator calls that are not tied to one order kind.
 * Wallet, deposit, withdrawal and record calls sit in their own files and answer the `money`
 * error family (one-key returns answer `oneKeyReturn`).
 */
import { z } from 'zod';

import { ADJUSTMENT_DIRECTIONS } from '../constants/money';
import { callSchemas } from './call';
import { currencySchema } from './common';
import { moneySchema } from './account';

/**
 * An amount as the member typed it. Only its length is checked here: the service parses it in the
 * wallet's currency and answers money code 101 for anything that is not a positive decimal with
 * at most the currency's digits, so every bad amount gets the same clear message.
 */
export const amountInputSchema = z.string().max(32);

/**
 * The client's key for one request (a UUID, say). Sending the same key again returns the first
 * result and moves no money twice; sending it with different details answers money code 112.
 */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/**
 * The currency the client believes the wallet is in. Optional; when sent and not the wallet's
 * currency (a stale page after the member's currency changed, say) the call answers money 104.
 */
export const walletCurrencySchema = currencySchema.optional();

/** Why an operator did something, for the audit log. */
export const operatorReasonSchema = z.string().trim().min(1).max(200);

/** The schemas of the money calls, by path (the calls: ../calls/money.ts). */
export const moneyWire = callSchemas({
  '/operator/adjustments': {
    request: z.strictObject({
      member_account: z.string().min(1).max(12),
      direction: z.enum(ADJUSTMENT_DIRECTIONS),
      amount: amountInputSchema,
      currency: walletCurrencySchema,
      reason: operatorReasonSchema,
      request_id: requestIdSchema,
    }),
    response: z.object({
      member_account: z.string(),
      currency: currencySchema,
      direction: z.enum(ADJUSTMENT_DIRECTIONS),
      amount: moneySchema,
      /** The member's main-wallet balance after the adjustment. */
      balance: moneySchema,
      /** True when this request id had already been applied: nothing moved this time. */
      replayed: z.boolean(),
    }),
  },
});
