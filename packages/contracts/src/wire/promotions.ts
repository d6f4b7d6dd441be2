/**
 * Red-envelope promotions (spec sections 3, 4 and 7): the member's current envelope and its
 * claim, and the operator's scheduling, list and cancellation.
 */
import { z } from 'zod';

import { RED_ENVELOPE_PROMOTION_STATUSES, RED_ENVELOPE_RULES } from '../constants/promotions';
import { callSchemas } from './call';
import { currencySchema, idSchema, isoDateSchema } from './common';
import { moneySchema } from './account';
import { amountInputSchema, operatorReasonSchema } from './money';

/** The envelope a member may open now (spec: red envelope entity). */
export const redEnvelopeSchema = z.object({
  id: z.number(),
  /** When the promotion ends, ISO 8601 in UTC; the page counts down to it. */
  end_at: isoDateSchema,
});
export type RedEnvelope = z.infer<typeof redEnvelopeSchema>;

/** A promotion as the operator sees it. */
export const redEnvelopePromotionSchema = z.object({
  id: z.number(),
  currency: currencySchema,
  start_at: isoDateSchema,
  end_at: isoDateSchema,
  status: z.enum(RED_ENVELOPE_PROMOTION_STATUSES),
  /** `upcoming`, `running` or `ended` (also once finished); `cancelled` when cancelled. */
  phase: z.enum(['upcoming', 'running', 'ended', 'cancelled']),
  rule: z.enum(RED_ENVELOPE_RULES),
  pool: moneySchema,
  envelope_count: z.number(),
  claimed_count: z.number(),
  claimed_amount: moneySchema,
  /** What went back to the house when it finished or was cancelled ('0' before). */
  returned_amount: moneySchema,
  min_deposit: moneySchema,
  deposit_since: isoDateSchema.nullable(),
  created_by: z.string(),
});
export type RedEnvelopePromotion = z.infer<typeof redEnvelopePromotionSchema>;

/** An instant the operator gives: ISO 8601 with its offset, e.g. 2026-12-01T20:00:00-04:00. */
const instantSchema = z.iso.datetime({ offset: true });

/** The schemas of the red-envelope calls, by path (the calls: ../calls/promotions.ts). */
export const promotionsWire = callSchemas({
  '/arks/web/activity/red_envelope_promotion': {
    request: z.strictObject({}),
    /** The envelope of the member's currency they may open now, or null. */
    response: redEnvelopeSchema.nullable(),
  },
  '/arks/web/activity/red_envelope': {
    request: z.strictObject({ id: idSchema }),
    response: z.object({
      /** What the envelope held, now in the member's main wallet. */
      cash: moneySchema,
      /** The main wallet's balance afterwards. */
      balance: moneySchema,
    }),
  },
  '/operator/red_envelopes/schedule': {
    request: z.strictObject({
      currency: currencySchema,
      start_at: instantSchema,
      end_at: instantSchema,
      /** The whole pool, a decimal in the currency (it is split exactly, to the minor unit). */
      pool: amountInputSchema,
      rule: z.enum(RED_ENVELOPE_RULES).default('random'),
      /** How many envelopes; for `equal` it may be left out and `amount` given instead. */
      count: z.number().int().positive().optional(),
      /** `equal` only: each envelope's amount; the count is the pool divided by it. */
      amount: amountInputSchema.optional(),
      /** `random` only: the smallest and largest envelope (default one minor unit, twice the mean). */
      min: amountInputSchema.optional(),
      max: amountInputSchema.optional(),
      /** Only members who deposited at least this much since `deposit_since` may claim. */
      min_deposit: amountInputSchema.optional(),
      deposit_since: instantSchema.optional(),
      reason: operatorReasonSchema,
    }),
    response: redEnvelopePromotionSchema,
  },
  '/operator/red_envelopes/list': {
    request: z.strictObject({ currency: currencySchema.optional() }),
    response: z.object({ list: z.array(redEnvelopePromotionSchema) }),
  },
  '/operator/red_envelopes/cancel': {
    request: z.strictObject({ id: idSchema, reason: operatorReasonSchema }),
    response: redEnvelopePromotionSchema,
  },
});
