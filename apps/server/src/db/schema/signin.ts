import { CURRENCY_CODES } from '@member-site/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { members } from './accounts';
import { currencyCode, hasEnglish, isOneOf, localized, money, siteId } from './columns';
import { ledgerTransfers } from './ledger';

/*
 * Daily sign-in: campaigns of consecutive calendar days of the site's time zone, each day with its
 * reward, and the members' claims, one per member per day.
 */

export const SIGNIN_CAMPAIGN_STATUSES = ['active', 'closed'] as const;
export type SigninCampaignStatus = (typeof SIGNIN_CAMPAIGN_STATUSES)[number];

/**
 * A campaign for the members of one currency: from `startDate`, one day per row of
 * `signin_campaign_days`. A closed campaign takes no more claims; its claims stay.
 */
export const signinCampaigns = pgTable(
  'signin_campaigns',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    currency: currencyCode().notNull(),
    title: localized().notNull(),
    /** The first day, a calendar day of the site's time zone. */
    startDate: date({ mode: 'string' }).notNull(),
    /** How many days it runs; its last day is `startDate + days - 1`. */
    days: smallint().notNull(),
    status: varchar({ length: 16 }).$type<SigninCampaignStatus>().notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.siteId, t.currency, t.startDate),
    check('signin_campaigns_currency_check', isOneOf(t.currency, CURRENCY_CODES)),
    check('signin_campaigns_status_check', isOneOf(t.status, SIGNIN_CAMPAIGN_STATUSES)),
    check('signin_campaigns_days_check', sql`${t.days} BETWEEN 1 AND 31`),
    check('signin_campaigns_title_check', hasEnglish(t.title)),
  ],
);

/** What signing in on the campaign's `day`-th day (1-based) pays, in the currency's minor units. */
export const signinCampaignDays = pgTable(
  'signin_campaign_days',
  {
    campaignId: integer()
      .notNull()
      .references(() => signinCampaigns.id, { onDelete: 'cascade' }),
    day: smallint().notNull(),
    reward: money().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.day] }),
    check('signin_campaign_days_reward_check', sql`${t.reward} > 0`),
    check('signin_campaign_days_day_check', sql`${t.day} BETWEEN 1 AND 31`),
  ],
);

/** A member's sign-in on one day of a campaign, with the ledger transfer that paid its reward. */
export const signinClaims = pgTable(
  'signin_claims',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    siteId: siteId(),
    campaignId: integer()
      .notNull()
      .references(() => signinCampaigns.id, { onDelete: 'restrict' }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    /** The calendar day signed in, in the site's time zone. */
    date: date({ mode: 'string' }).notNull(),
    day: smallint().notNull(),
    reward: money().notNull(),
    transferId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signin_claims_member_day_key').on(t.campaignId, t.memberId, t.date),
    index().on(t.memberId, t.campaignId),
    check('signin_claims_reward_check', sql`${t.reward} > 0`),
  ],
);
