import {
  RED_ENVELOPE_PROMOTION_STATUSES,
  RED_ENVELOPE_RULES,
  type RedEnvelopePromotionStatus,
  type RedEnvelopeRule,
} from '@member-site/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { members } from './accounts';
import { currencyCode, isOneOf, money, siteId } from './columns';
import { ledgerAccounts } from './ledger';

/*
 * Red-envelope promotions. The operator's pool is split into envelope rows when the promotion is
 * scheduled, and moved from the house's bonus account into a few promotion accounts (shards) at
 * the same time. A claim takes one free envelope row (FOR UPDATE SKIP LOCKED) and pays it from its
 * shard: claims at the same moment touch different rows, and no claim writes the promotion row.
 */

export const RED_ENVELOPE_STATES = ['free', 'claimed', 'returned'] as const;
export type RedEnvelopeState = (typeof RED_ENVELOPE_STATES)[number];

export const redEnvelopePromotions = pgTable(
  'red_envelope_promotions',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    currency: currencyCode().notNull(),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    status: varchar({ length: 16 })
      .$type<RedEnvelopePromotionStatus>()
      .notNull()
      .default('scheduled'),
    rule: varchar({ length: 16 }).$type<RedEnvelopeRule>().notNull(),
    pool: money().notNull(),
    envelopeCount: integer().notNull(),
    /** Members must have deposited at least this much (0: anyone of the currency) ... */
    minDeposit: money()
      .notNull()
      .default(sql`0`),
    /** ... since this instant (null: ever). */
    depositSince: timestamp({ withTimezone: true }),
    /** When RedEnvelopeDisplay was published for it (null: not yet). */
    announcedAt: timestamp({ withTimezone: true }),
    returnedAmount: money()
      .notNull()
      .default(sql`0`),
    cancelledAt: timestamp({ withTimezone: true }),
    createdBy: varchar({ length: 64 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.siteId, t.currency, t.startAt),
    index('red_envelope_promotions_due_idx')
      .on(t.startAt)
      .where(sql`${t.status} = 'scheduled' AND ${t.announcedAt} IS NULL`),
    // The scheduled promotions the timer finishes once they end.
    index('red_envelope_promotions_open_idx')
      .on(t.endAt)
      .where(sql`${t.status} = 'scheduled'`),
    check(
      'red_envelope_promotions_status_check',
      isOneOf(t.status, RED_ENVELOPE_PROMOTION_STATUSES),
    ),
    check('red_envelope_promotions_rule_check', isOneOf(t.rule, RED_ENVELOPE_RULES)),
    check('red_envelope_promotions_window_check', sql`${t.endAt} > ${t.startAt}`),
    check('red_envelope_promotions_pool_check', sql`${t.pool} > 0 AND ${t.envelopeCount} > 0`),
  ],
);

/** One envelope of a promotion, with the amount it was given at scheduling. */
export const redEnvelopes = pgTable(
  'red_envelopes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    promotionId: integer()
      .notNull()
      .references(() => redEnvelopePromotions.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
    /** The promotion account (shard) that holds this envelope's amount. */
    accountId: integer()
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    state: varchar({ length: 16 }).$type<RedEnvelopeState>().notNull().default('free'),
    memberId: integer().references(() => members.id, { onDelete: 'restrict' }),
    /** Paid by the ledger transfer keyed `red-envelope:<promotion>:<member>`. */
    claimedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // A member opens at most one envelope per promotion, however many requests race.
    uniqueIndex('red_envelopes_member_key').on(t.promotionId, t.memberId),
    // The free envelopes a claim picks from, in order, skipping the ones others are taking.
    index('red_envelopes_free_idx')
      .on(t.promotionId, t.id)
      .where(sql`${t.state} = 'free'`),
    check('red_envelopes_amount_check', sql`${t.amount} > 0`),
    check('red_envelopes_state_check', isOneOf(t.state, RED_ENVELOPE_STATES)),
    check(
      'red_envelopes_claim_check',
      sql`(${t.state} = 'claimed') = (${t.memberId} IS NOT NULL AND ${t.claimedAt} IS NOT NULL)`,
    ),
  ],
);
