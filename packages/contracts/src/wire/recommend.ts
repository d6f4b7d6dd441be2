/**
 * Recommend a friend and the member's feature checks (spec sections 2, 6 and 7): whether the
 * friend-recommend programme is open, whether a member may recommend (or apply to be an agent),
 * the cash-surplus flag, the member's invite, the rules, the award record and their friends; and
 * the operator's calls that set the rules and the cash-surplus flag (the calls: ../calls/recommend.ts).
 */
import { z } from 'zod';

import { RECOMMEND_AWARD_KINDS, RECOMMEND_MAX_TIERS } from '../constants/recommend';
import { boundedText, moneySchema } from './account';
import { callSchemas } from './call';
import { currencySchema, isoDateSchema, pageRequestShape, siteIdSchema } from './common';
import { amountInputSchema, operatorReasonSchema } from './money';
import { recordDateSchema } from './records';

export const recommendTierSchema = z.object({
  /** 1 for the lowest tier. */
  tier: z.number(),
  /** The friend's turnover that reaches the tier. */
  turnover: moneySchema,
  award: moneySchema,
});
export type RecommendTier = z.infer<typeof recommendTierSchema>;

export const recommendRulesSchema = z.object({
  currency: currencySchema,
  active: z.boolean(),
  /** The first-deposit award, or null when the rules pay none. */
  first_deposit: z
    .object({
      /** The least first deposit that earns the award. */
      min_deposit: moneySchema,
      /** A fixed award ('0.00' when a percent is paid instead). */
      award: moneySchema,
      /** Percent of the first deposit (two decimals at most), 0 for a fixed award. */
      percent: z.number(),
      /** The most a percent award pays. */
      cap: moneySchema,
    })
    .nullable(),
  turnover_tiers: z.array(recommendTierSchema),
  updated_at: isoDateSchema,
});
export type RecommendRules = z.infer<typeof recommendRulesSchema>;

export const recommendAwardSchema = z.object({
  id: z.number(),
  /** The friend's account, masked. */
  friend_account: z.string(),
  kind: z.enum(RECOMMEND_AWARD_KINDS),
  /** The turnover tier (0 for a first-deposit award). */
  tier: z.number(),
  amount: moneySchema,
  currency: currencySchema,
  /** What earned it: the first deposit, or the tier's turnover. */
  basis: moneySchema,
  created_at: isoDateSchema,
});
export type RecommendAward = z.infer<typeof recommendAwardSchema>;

export const recommendFriendSchema = z.object({
  /** The friend's account, masked. */
  friend_account: z.string(),
  registered_at: isoDateSchema,
  first_deposit: z.boolean(),
  /** Stakes of the friend's settled bets so far. */
  turnover: moneySchema,
  /** What this friend has earned the member so far. */
  awards: moneySchema,
});
export type RecommendFriend = z.infer<typeof recommendFriendSchema>;

const pageResponseShape = { total_count: z.number(), page: z.number(), count: z.number() };

/** An optional range of calendar days of the site's time zone (both or neither). */
const optionalRangeShape = {
  start_date: recordDateSchema.optional(),
  end_date: recordDateSchema.optional(),
};

const tierInputSchema = z.strictObject({ turnover: amountInputSchema, award: amountInputSchema });

/** The schemas of the recommend-a-friend calls, by path. */
export const recommendWire = callSchemas({
  '/bonus_setting/check': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), member_currency: currencySchema }),
    /** 1 when the site's friend-recommend programme is open and rules are active for the currency. */
    response: z.object({ is_friend: z.union([z.literal(0), z.literal(1)]) }),
  },
  '/member/apply_for_agent/check': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      agent_id: z.union([boundedText(32), z.number().int().nonnegative()]).optional(),
      apply_agent_flag: z.union([z.boolean(), z.number().int().min(0).max(1)]).optional(),
    }),
    /** Success: an ordinary member, not an agent's downline (else codes 101 or 104). */
    response: z.object({}),
  },
  '/arks/web/cash_surplus/check': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), currency: currencySchema }),
    response: z.object({ active: z.boolean() }),
  },
  '/arks/web/recommend/invite': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    response: z.object({
      code: z.string(),
      /** The invite link's path on this site; the web makes it absolute. */
      link: z.string(),
      currency: currencySchema,
    }),
  },
  '/arks/web/recommend/rules': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    /** The active rules of the member's currency, or null. */
    response: z.object({ rules: recommendRulesSchema.nullable() }),
  },
  '/arks/web/recommend/awards': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      ...optionalRangeShape,
      ...pageRequestShape,
    }),
    response: z.object({
      list: z.array(recommendAwardSchema),
      ...pageResponseShape,
      /** Over every award of the range, not only this page. */
      totals: z.object({
        awards: z.number(),
        amount: moneySchema,
        first_deposit: moneySchema,
        turnover: moneySchema,
      }),
    }),
  },
  '/arks/web/recommend/friends': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      /** Part of a friend's account. */
      account: boundedText(12).optional(),
      ...optionalRangeShape,
      ...pageRequestShape,
    }),
    response: z.object({ list: z.array(recommendFriendSchema), ...pageResponseShape }),
  },
  '/arks/web/recommend/check': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    /** The turnover awards this check paid now (already-paid tiers are not paid again). */
    response: z.object({ paid: z.number(), amount: moneySchema }),
  },
  '/operator/recommend/rules': {
    request: z.strictObject({ currency: currencySchema.optional() }),
    response: z.object({ list: z.array(recommendRulesSchema) }),
  },
  '/operator/recommend/rules/set': {
    request: z.strictObject({
      currency: currencySchema,
      active: z.boolean(),
      first_deposit: z
        .strictObject({
          min_deposit: amountInputSchema,
          award: amountInputSchema.default('0'),
          percent: z.number().min(0).max(100).default(0),
          cap: amountInputSchema.default('0'),
        })
        .nullable(),
      turnover_tiers: z.array(tierInputSchema).max(RECOMMEND_MAX_TIERS),
      reason: operatorReasonSchema,
    }),
    response: recommendRulesSchema,
  },
  '/operator/cash_surplus/set': {
    request: z.strictObject({
      currency: currencySchema,
      active: z.boolean(),
      reason: operatorReasonSchema,
    }),
    response: z.object({ currency: currencySchema, active: z.boolean() }),
  },
});
