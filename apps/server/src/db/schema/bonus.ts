import {
  BONUS_GRANT_STATUSES,
  BONUS_SOURCE_KINDS,
  type BonusGrantStatus,
  type BonusSourceKind,
  CURRENCY_CODES,
  DISCOUNT_APPLICATION_STATUSES,
  DISCOUNT_AWARD_KINDS,
  type DiscountApplicationStatus,
  type DiscountAwardKind,
} from '@member-site/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
import { currencyCode, isOneOf, money, siteId } from './columns';
import { discounts } from './content';
import { ledgerTransfers } from './ledger';

/*
 * Bonus money with a turnover requirement. A grant that asks turnover is paid into the member's
 * held-bonus ledger account (kind member_bonus) and recorded here; the stakes of the member's
 * settled bets are counted into the active grants oldest first, each bet once, and a grant whose
 * turnover is met is released into the main wallet. One that expires first is forfeited.
 */

export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    currency: currencyCode().notNull(),
    amount: money().notNull(),
    requiredTurnover: money().notNull(),
    /** The stakes counted towards it so far (at most requiredTurnover). */
    turnover: money()
      .notNull()
      .default(sql`0`),
    /** Bets settled up to this instant have been counted (starts at the grant's time). */
    countedUntil: timestamp({ withTimezone: true }).notNull(),
    status: varchar({ length: 16 }).$type<BonusGrantStatus>().notNull().default('active'),
    sourceKind: varchar({ length: 16 }).$type<BonusSourceKind>().notNull(),
    sourceId: integer(),
    /** The caller's key: the same key again answers this grant and moves nothing. */
    idempotencyKey: varchar({ length: 100 }).notNull(),
    grantTransferId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id, { onDelete: 'restrict' }),
    closeTransferId: bigint({ mode: 'number' }).references(() => ledgerTransfers.id, {
      onDelete: 'restrict',
    }),
    grantedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bonus_grants_idempotency_key').on(t.siteId, t.idempotencyKey),
    index('bonus_grants_member_idx').on(t.memberId, t.currency, t.status, t.id),
    index('bonus_grants_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active' AND ${t.expiresAt} IS NOT NULL`),
    index('bonus_grants_active_idx')
      .on(t.siteId, t.memberId)
      .where(sql`${t.status} = 'active'`),
    check('bonus_grants_status_check', isOneOf(t.status, BONUS_GRANT_STATUSES)),
    check('bonus_grants_source_check', isOneOf(t.sourceKind, BONUS_SOURCE_KINDS)),
    check('bonus_grants_currency_check', isOneOf(t.currency, CURRENCY_CODES)),
    check(
      'bonus_grants_amounts_check',
      sql`${t.amount} > 0 AND ${t.requiredTurnover} > 0 AND ${t.turnover} >= 0 AND ${t.turnover} <= ${t.requiredTurnover}`,
    ),
    check(
      'bonus_grants_closed_check',
      sql`(${t.status} = 'active') = (${t.closeTransferId} IS NULL AND ${t.closedAt} IS NULL)`,
    ),
  ],
);

/**
 * A discount that takes applications from members of a currency (one award per currency), with
 * what an approved application pays: a fixed amount, or
 * a percent of what the member deposited since `depositSince` (the discount's start when null),
 * up to `cap`; held until `turnoverMultiple` times the award has been staked (0: cash at once).
 */
export const discountAwards = pgTable(
  'discount_awards',
  {
    discountId: integer()
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    siteId: siteId(),
    currency: currencyCode().notNull(),
    kind: varchar({ length: 16 }).$type<DiscountAwardKind>().notNull(),
    amount: money(),
    percent: smallint(),
    cap: money(),
    turnoverMultiple: smallint().notNull(),
    depositSince: timestamp({ withTimezone: true }),
    expiryDays: smallint(),
    updatedBy: varchar({ length: 64 }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.discountId, t.currency] }),
    check('discount_awards_kind_check', isOneOf(t.kind, DISCOUNT_AWARD_KINDS)),
    check('discount_awards_currency_check', isOneOf(t.currency, CURRENCY_CODES)),
    check(
      'discount_awards_shape_check',
      sql`(${t.kind} = 'fixed' AND ${t.amount} > 0 AND ${t.percent} IS NULL) OR (${t.kind} = 'percent' AND ${t.amount} IS NULL AND ${t.percent} BETWEEN 1 AND 100 AND (${t.cap} IS NULL OR ${t.cap} > 0))`,
    ),
    check('discount_awards_multiple_check', sql`${t.turnoverMultiple} BETWEEN 0 AND 100`),
  ],
);

/** A member's application for a discount: one per member and discount, decided once. */
export const discountApplications = pgTable(
  'discount_applications',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    discountId: integer()
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    currency: currencyCode().notNull(),
    status: varchar({ length: 16 }).$type<DiscountApplicationStatus>().notNull().default('pending'),
    /** What the approval paid. */
    award: money(),
    /** The grant it made when the award asks turnover. */
    grantId: integer().references(() => bonusGrants.id, { onDelete: 'restrict' }),
    transferId: bigint({ mode: 'number' }).references(() => ledgerTransfers.id, {
      onDelete: 'restrict',
    }),
    decidedBy: varchar({ length: 64 }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_applications_member_key').on(t.discountId, t.memberId),
    index('discount_applications_site_idx').on(t.siteId, t.status, t.id),
    index('discount_applications_member_idx').on(t.memberId, t.id),
    check('discount_applications_status_check', isOneOf(t.status, DISCOUNT_APPLICATION_STATUSES)),
    check(
      'discount_applications_decided_check',
      sql`(${t.status} = 'approved') = (${t.award} IS NOT NULL AND ${t.transferId} IS NOT NULL)`,
    ),
  ],
);
