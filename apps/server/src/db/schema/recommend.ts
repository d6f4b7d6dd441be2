import { CURRENCY_CODES, RECOMMEND_AWARD_KINDS } from '@member-site/contracts/constants';
import type { RecommendAwardKind } from '@member-site/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { members } from './accounts';
import { currencyCode, isOneOf, money, siteId } from './columns';
import { ledgerTransfers } from './ledger';

/*
 * Recommend a friend: the operator's rules per site and currency, the awards paid to members for
 * the friends they recommended, and the per-currency cash-surplus switch.
 */

/**
 * The rules of one currency of a site. A first-deposit award is paid when `firstDepositMin` is
 * set: a fixed `firstDepositAward`, or `firstDepositPercentBp` basis points of the deposit capped
 * at `firstDepositCap`. The turnover tiers are rows of `recommend_turnover_tiers`.
 */
export const recommendRules = pgTable(
  'recommend_rules',
  {
    siteId: siteId(),
    currency: currencyCode().notNull(),
    active: boolean().notNull().default(false),
    /** The least first deposit that earns an award; null: no first-deposit award. */
    firstDepositMin: money(),
    firstDepositAward: money()
      .notNull()
      .default(sql`0`),
    /** Percent of the first deposit in basis points (0 to 10000); 0: the fixed award. */
    firstDepositPercentBp: integer().notNull().default(0),
    firstDepositCap: money()
      .notNull()
      .default(sql`0`),
    updatedBy: varchar({ length: 100 }).notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency] }),
    check('recommend_rules_currency_check', isOneOf(t.currency, CURRENCY_CODES)),
    check(
      'recommend_rules_first_deposit_check',
      sql`${t.firstDepositAward} >= 0 AND ${t.firstDepositCap} >= 0 AND ${t.firstDepositPercentBp} BETWEEN 0 AND 10000 AND (${t.firstDepositMin} IS NULL OR ${t.firstDepositMin} > 0)`,
    ),
  ],
);

/** A turnover tier of a currency's rules: reaching `turnover` pays `award`, once per friend. */
export const recommendTurnoverTiers = pgTable(
  'recommend_turnover_tiers',
  {
    siteId: siteId(),
    currency: currencyCode().notNull(),
    /** 1 for the lowest tier; tiers rise with their turnover. */
    tier: smallint().notNull(),
    turnover: money().notNull(),
    award: money().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency, t.tier] }),
    check('recommend_turnover_tiers_amounts_check', sql`${t.turnover} > 0 AND ${t.award} > 0`),
  ],
);

/**
 * An award paid to `recommenderId` for the friend `friendId`. The unique key (kind, friend, tier)
 * is the last line against paying twice: a retry or a race breaks it and rolls back.
 */
export const recommendAwards = pgTable(
  'recommend_awards',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    siteId: siteId(),
    recommenderId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    friendId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    kind: varchar({ length: 16 }).$type<RecommendAwardKind>().notNull(),
    /** The turnover tier; 0 for the first-deposit award. */
    tier: smallint().notNull(),
    currency: currencyCode().notNull(),
    amount: money().notNull(),
    /** What earned it: the first deposit, or the tier's turnover. */
    basis: money().notNull(),
    transferId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recommend_awards_kind_friend_tier_key').on(t.kind, t.friendId, t.tier),
    index().on(t.recommenderId, t.createdAt),
    check('recommend_awards_kind_check', isOneOf(t.kind, RECOMMEND_AWARD_KINDS)),
    check('recommend_awards_amount_check', sql`${t.amount} > 0`),
    check('recommend_awards_not_self_check', sql`${t.recommenderId} <> ${t.friendId}`),
  ],
);

/** Whether the cash-surplus feature is on for a currency of a site (off when there is no row). */
export const cashSurplusSettings = pgTable(
  'cash_surplus_settings',
  {
    siteId: siteId(),
    currency: currencyCode().notNull(),
    active: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency] }),
    check('cash_surplus_settings_currency_check', isOneOf(t.currency, CURRENCY_CODES)),
  ],
);
