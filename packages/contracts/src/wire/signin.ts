/**
 * Daily sign-in: the member's campaign calendar and the day's sign-in, and the operator's calls
 * that schedule and close campaigns (the calls: ../calls/signin.ts).
 */
import { z } from 'zod';

import { SIGNIN_DAY_STATUSES, SIGNIN_MAX_DAYS } from '../constants/signin';
import { moneySchema } from './account';
import { callSchemas } from './call';
import {
  currencySchema,
  idSchema,
  isoDateSchema,
  localizedTextSchema,
  siteIdSchema,
} from './common';
import { amountInputSchema, operatorReasonSchema } from './money';
import { recordDateSchema } from './records';

export const signinDaySchema = z.object({
  /** The calendar day in the site's time zone, YYYY-MM-DD. */
  date: z.string(),
  /** Its place in the campaign, from 1. */
  day: z.number(),
  reward: moneySchema,
  status: z.enum(SIGNIN_DAY_STATUSES),
});
export type SigninDay = z.infer<typeof signinDaySchema>;

export const signinCampaignSchema = z.object({
  id: z.number(),
  /** In the member's language (en_US when the operator gave none in it). */
  title: z.string(),
  currency: currencySchema,
  start_date: z.string(),
  end_date: z.string(),
  /** Today in the site's time zone (America/Caracas), the day the member can sign in. */
  today: z.string(),
  days: z.array(signinDaySchema),
  signed_days: z.number(),
  /** What the member's sign-ins of this campaign have paid so far. */
  total_reward: moneySchema,
});
export type SigninCampaign = z.infer<typeof signinCampaignSchema>;

export const operatorSigninCampaignSchema = z.object({
  id: z.number(),
  currency: currencySchema,
  title: localizedTextSchema,
  start_date: z.string(),
  end_date: z.string(),
  rewards: z.array(moneySchema),
  status: z.enum(['active', 'closed']),
  claims: z.number(),
  paid: moneySchema,
  created_at: isoDateSchema,
});
export type OperatorSigninCampaign = z.infer<typeof operatorSigninCampaignSchema>;

const titleText = z.string().trim().max(80);

/** The schemas of the sign-in calls, by path. */
export const signinWire = callSchemas({
  '/arks/web/activity/signin': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    /** The member's current campaign (today within it), else the next one to start, else null. */
    response: z.object({ campaign: signinCampaignSchema.nullable() }),
  },
  '/arks/web/activity/signin/claim': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      campaign_id: idSchema,
      /** The day clicked; only today signs in (103 for a day to come, 104 for a missed one). */
      date: recordDateSchema,
    }),
    response: z.object({
      date: z.string(),
      day: z.number(),
      reward: moneySchema,
      /** The main wallet's balance after the reward. */
      cash: moneySchema,
    }),
  },
  '/operator/signin/campaigns': {
    request: z.strictObject({ currency: currencySchema.optional() }),
    response: z.object({ list: z.array(operatorSigninCampaignSchema) }),
  },
  '/operator/signin/schedule': {
    request: z.strictObject({
      currency: currencySchema,
      /** The campaign's name in each language; English is required and is the fallback. */
      title: z.strictObject({
        zh_CN: titleText.optional(),
        zh_TW: titleText.optional(),
        en_US: titleText.min(1),
        vi_VN: titleText.optional(),
        hi_IN: titleText.optional(),
      }),
      start_date: recordDateSchema,
      /** The reward of each day in order, decimal amounts of the currency; one to 31 days. */
      rewards: z.array(amountInputSchema).min(1).max(SIGNIN_MAX_DAYS),
      reason: operatorReasonSchema,
    }),
    response: operatorSigninCampaignSchema,
  },
  '/operator/signin/close': {
    request: z.strictObject({ campaign_id: idSchema, reason: operatorReasonSchema }),
    response: operatorSigninCampaignSchema,
  },
});
