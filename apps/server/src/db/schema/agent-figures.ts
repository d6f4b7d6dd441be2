import {
  type AgentPlanBasis,
  type AgentSettlementStatus,
  AGENT_PLAN_BASES,
  AGENT_SETTLEMENT_STATUSES,
} from '@member-site/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { ledgerTransfers } from './ledger';
import { currencyCode, isOneOf, money, siteId } from './columns';

/*
 * The agent centre's figures and commission settlement. Decision record 0029.
 *
 * `member_day_figures` is a rollup of one member's money and bets per calendar day of the site's
 * time zone, written by database triggers in the same transaction as the movement it counts: the
 * ledger entries (deposits, withdrawals, bonuses, the games' stakes and payouts) and the games'
 * settled bets (valid bet). So it is exact by construction, and `ledger:verify` recomputes it from
 * the ledger and the bets and compares.
 */
export const memberDayFigures = pgTable(
  'member_day_figures',
  {
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The calendar day of the site's time zone. */
    day: date({ mode: 'string' }).notNull(),
    currency: currencyCode().notNull(),
    siteId: siteId(),
    depositCount: integer().notNull().default(0),
    deposits: money()
      .notNull()
      .default(sql`0`),
    /** 1 on the day of the member's first deposit ever, with its amount. */
    firstDepositCount: smallint().notNull().default(0),
    firstDepositAmount: money()
      .notNull()
      .default(sql`0`),
    /** Withdrawals requested less those returned. */
    withdrawals: money()
      .notNull()
      .default(sql`0`),
    /** Stakes of bets and rounds settled on the day. */
    validBet: money()
      .notNull()
      .default(sql`0`),
    /** The signed sum of the games' movements on the member's wallets: payouts minus stakes. */
    winLoss: money()
      .notNull()
      .default(sql`0`),
    /** Bonuses, rewards and awards credited, less forfeits. */
    bonuses: money()
      .notNull()
      .default(sql`0`),
    /**
     * Running totals: the member's deposits and valid bet of the currency over every day up to
     * this one, so a range's sums are two rows' difference (migration 0019).
     */
    cumDeposits: money()
      .notNull()
      .default(sql`0`),
    cumValidBet: money()
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.currency] })],
);

/**
 * The agents' rollup: for each agent, the sums of `member_day_figures` over the members below it
 * (by their depth below the agent) and the registrations of those members, per day of the site's
 * time zone. Written by database triggers on `member_day_figures`, `agent_tree` and `members`
 * (migration 0018), so a member moved to another agent moves their whole history; `ledger:verify`
 * recomputes it from the member rollup and the tree and compares. A key (agent, currency, day,
 * depth) may have several rows, one per `slot`, summed by readers: a writer takes a slot no other
 * transaction holds, or opens one, so members of one agent never queue behind each other.
 */
export const agentDayFigures = pgTable(
  'agent_day_figures',
  {
    ancestorId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    currency: currencyCode().notNull(),
    /** The calendar day of the site's time zone. */
    day: date({ mode: 'string' }).notNull(),
    /** How deep the members counted are below the agent (1 direct). */
    depth: smallint().notNull(),
    slot: integer().generatedAlwaysAsIdentity(),
    /** Members of the currency who registered on the day. */
    registrations: integer().notNull().default(0),
    depositCount: integer().notNull().default(0),
    deposits: money()
      .notNull()
      .default(sql`0`),
    firstDepositCount: integer().notNull().default(0),
    firstDepositAmount: money()
      .notNull()
      .default(sql`0`),
    withdrawals: money()
      .notNull()
      .default(sql`0`),
    validBet: money()
      .notNull()
      .default(sql`0`),
    winLoss: money()
      .notNull()
      .default(sql`0`),
    bonuses: money()
      .notNull()
      .default(sql`0`),
    /** Members whose day meets the active rule of the agent's plan (migration 0019). */
    activeMembers: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.currency, t.day, t.depth, t.slot] })],
);

/** Each member's first credited deposit: the unique key makes "first" hold under concurrency. */
export const memberFirstDeposits = pgTable('member_first_deposits', {
  memberId: integer()
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  siteId: siteId(),
  currency: currencyCode().notNull(),
  amount: money().notNull(),
  transferId: bigint({ mode: 'number' })
    .notNull()
    .references(() => ledgerTransfers.id, { onDelete: 'restrict' }),
  day: date({ mode: 'string' }).notNull(),
});

/**
 * How a site's commission periods run: weeks starting on `weekStartsOn` (ISO: 1 Monday .. 7
 * Sunday) of the site's time zone. No row: Monday.
 */
export const agentPeriodSettings = pgTable(
  'agent_period_settings',
  {
    siteId: siteId().primaryKey(),
    weekStartsOn: smallint().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('agent_period_settings_week_check', sql`${t.weekStartsOn} BETWEEN 1 AND 7`)],
);

/**
 * One agent's commission for one period, written when the period closes (unique per agent and
 * period: a later close writes only the rows of agents without one, and a row never changes but
 * for its decision), paid into the agent wallet once approved.
 */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    agentId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    currency: currencyCode().notNull(),
    periodStart: date({ mode: 'string' }).notNull(),
    periodEnd: date({ mode: 'string' }).notNull(),
    planId: integer(),
    planName: varchar({ length: 64 }),
    basis: varchar({ length: 16 }).$type<AgentPlanBasis>(),
    tier: smallint().notNull().default(0),
    rateBp: integer().notNull().default(0),
    activeMembers: integer().notNull().default(0),
    validBet: money().notNull(),
    winLoss: money().notNull(),
    bonuses: money().notNull(),
    netWinLoss: money().notNull(),
    carriedIn: money().notNull(),
    figure: money().notNull(),
    carriedOut: money().notNull(),
    commission: money().notNull(),
    status: varchar({ length: 16 }).$type<AgentSettlementStatus>().notNull().default('pending'),
    reason: varchar({ length: 200 }),
    decidedBy: varchar({ length: 100 }),
    decidedAt: timestamp({ withTimezone: true }),
    transferId: bigint({ mode: 'number' }).references(() => ledgerTransfers.id, {
      onDelete: 'restrict',
    }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_settlements_agent_period_key').on(t.agentId, t.periodStart),
    index().on(t.siteId, t.status, t.periodStart),
    index().on(t.siteId, t.periodStart),
    check('agent_settlements_status_check', isOneOf(t.status, AGENT_SETTLEMENT_STATUSES)),
    check(
      'agent_settlements_basis_check',
      sql`${t.basis} IS NULL OR ${isOneOf(t.basis, AGENT_PLAN_BASES)}`,
    ),
    check(
      'agent_settlements_amounts_check',
      sql`${t.commission} >= 0 AND ${t.carriedIn} <= 0 AND ${t.carriedOut} <= 0 AND ${t.rateBp} BETWEEN 0 AND 10000`,
    ),
    check(
      'agent_settlements_paid_check',
      sql`(${t.status} = 'paid') = (${t.paidAt} IS NOT NULL) AND (${t.transferId} IS NULL OR ${t.status} = 'paid')`,
    ),
  ],
);

/**
 * A site's period that has been closed (the timer goes on from the latest), with how many agents'
 * rows its closes wrote.
 */
export const agentClosedPeriods = pgTable(
  'agent_closed_periods',
  {
    siteId: siteId(),
    periodStart: date({ mode: 'string' }).notNull(),
    periodEnd: date({ mode: 'string' }).notNull(),
    agents: integer().notNull(),
    closedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.periodStart] })],
);
