/**
 * Bonus money with a turnover requirement and the discount pages' "apply" action: the member's
 * grants with their progress, applying for a discount and the member's applications; the
 * operator's awards and decisions (the calls: ../calls/bonus.ts).
 */
import { z } from 'zod';

import {
  BONUS_GRANT_STATUSES,
  BONUS_MAX_EXPIRY_DAYS,
  BONUS_MAX_TURNOVER_MULTIPLE,
  BONUS_SOURCE_KINDS,
  DISCOUNT_APPLICATION_STATUSES,
  DISCOUNT_AWARD_KINDS,
} from '../constants/bonus';
import { moneySchema } from './account';
import { callSchemas } from './call';
import { currencySchema, idSchema, isoDateSchema, siteIdSchema } from './common';
import { amountInputSchema, operatorReasonSchema } from './money';

export const bonusGrantSchema = z.object({
  id: z.number(),
  source: z.enum(BONUS_SOURCE_KINDS),
  /** The discount (or other source) that paid it, when there is one. */
  source_id: z.number().nullable(),
  currency: currencySchema,
  amount: moneySchema,
  /** The stakes of settled bets the grant asks before it is released. */
  required_turnover: moneySchema,
  /** What has been counted towards it so far (never more than required_turnover). */
  turnover: moneySchema,
  status: z.enum(BONUS_GRANT_STATUSES),
  granted_at: isoDateSchema,
  /** When an active grant is forfeited if its turnover is not met (null: never). */
  expires_at: isoDateSchema.nullable(),
  /** When it was released or forfeited. */
  closed_at: isoDateSchema.nullable(),
});
export type BonusGrant = z.infer<typeof bonusGrantSchema>;

export const discountApplicationSchema = z.object({
  id: z.number(),
  discount_id: z.number(),
  status: z.enum(DISCOUNT_APPLICATION_STATUSES),
  currency: currencySchema,
  /** What the approval paid (null until approved). */
  award: moneySchema.nullable(),
  created_at: isoDateSchema,
  decided_at: isoDateSchema.nullable(),
});
export type DiscountApplication = z.infer<typeof discountApplicationSchema>;

export const operatorDiscountApplicationSchema = discountApplicationSchema.extend({
  member_account: z.string(),
  decided_by: z.string().nullable(),
  grant_id: z.number().nullable(),
});
export type OperatorDiscountApplication = z.infer<typeof operatorDiscountApplicationSchema>;

export const discountAwardSchema = z.object({
  discount_id: z.number(),
  currency: currencySchema,
  kind: z.enum(DISCOUNT_AWARD_KINDS),
  /** The fixed award (kind fixed). */
  amount: moneySchema.nullable(),
  /** Whole percent of the deposits (kind percent). */
  percent: z.number().nullable(),
  /** The most a percent award pays (null: no cap). */
  cap: moneySchema.nullable(),
  turnover_multiple: z.number(),
  /** Deposits credited from this instant count for a percent award (null: the discount's start). */
  deposit_since: isoDateSchema.nullable(),
  /** Days a grant stays held before it is forfeited (null: never). */
  expiry_days: z.number().nullable(),
});
export type DiscountAward = z.infer<typeof discountAwardSchema>;

const multipleSchema = z.number().int().min(0).max(BONUS_MAX_TURNOVER_MULTIPLE);

/** The schemas of the bonus calls, by path. */
export const bonusWire = callSchemas({
  '/arks/web/bonus/list': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    response: z.object({
      currency: currencySchema,
      /** What the member's active grants hold apart from cash. */
      held: moneySchema,
      /** The member's grants, active first (oldest first), then the closed ones, newest first. */
      list: z.array(bonusGrantSchema),
    }),
  },
  '/arks/web/discount/apply': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), id: idSchema }),
    response: discountApplicationSchema,
  },
  '/arks/web/discount/applications': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    response: z.object({ list: z.array(discountApplicationSchema) }),
  },
  '/operator/discount-applications': {
    request: z.strictObject({
      status: z.enum(DISCOUNT_APPLICATION_STATUSES).optional(),
      discount_id: idSchema.optional(),
    }),
    response: z.object({ list: z.array(operatorDiscountApplicationSchema) }),
  },
  '/operator/discount-applications/approve': {
    request: z.strictObject({ id: idSchema, reason: operatorReasonSchema }),
    response: operatorDiscountApplicationSchema,
  },
  '/operator/discount-applications/reject': {
    request: z.strictObject({ id: idSchema, reason: operatorReasonSchema }),
    response: operatorDiscountApplicationSchema,
  },
  '/operator/discount-awards/set': {
    request: z.strictObject({
      discount_id: idSchema,
      currency: currencySchema,
      kind: z.enum(DISCOUNT_AWARD_KINDS),
      amount: amountInputSchema.optional(),
      percent: z.number().int().min(1).max(100).optional(),
      cap: amountInputSchema.optional(),
      turnover_multiple: multipleSchema,
      deposit_since: z.iso.datetime({ offset: true }).optional(),
      expiry_days: z.number().int().min(1).max(BONUS_MAX_EXPIRY_DAYS).optional(),
      reason: operatorReasonSchema,
    }),
    response: discountAwardSchema,
  },
  '/operator/discount-awards/remove': {
    request: z.strictObject({
      discount_id: idSchema,
      /** Only this currency's award (all of them when absent). */
      currency: currencySchema.optional(),
      reason: operatorReasonSchema,
    }),
    response: z.object({ discount_id: z.number(), removed: z.boolean() }),
  },
});
