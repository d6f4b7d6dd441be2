import { CURRENCY_CODES } from '@member-site/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { members } from './accounts';
import { currencyCode, isOneOf, money, siteId } from './columns';
import { games, houseSessions } from './games';
import { ledgerTransfers } from './ledger';

/*
 * The house's shared-round games (baccarat, dice lottery, bull bull, virtual racing, cockfight):
 * tables that run rounds on a clock, the hash chains their outcomes come from, the rounds and
 * the bets placed on them.
 */

export const HOUSE_TABLE_STATUSES = ['open', 'closed'] as const;
export type HouseTableStatus = (typeof HOUSE_TABLE_STATUSES)[number];

/**
 * A table: one game in one currency, with its clock (seconds a round takes bets, seconds before
 * the draw bets stop) and its limits in minor units. `state` is the game's state after the last
 * finished round (baccarat's shoe, the racing stable's form), from which the next round starts.
 * A closed table finishes the round in progress and opens no other.
 */
export const houseTables = pgTable(
  'house_tables',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    gameCode: varchar({ length: 64 }).notNull(),
    currency: currencyCode().notNull(),
    status: varchar({ length: 16 }).$type<HouseTableStatus>().notNull().default('open'),
    /** Seconds from a round's opening to its draw. */
    roundSeconds: smallint().notNull(),
    /** Bets are refused from this many seconds before the draw. */
    closeSeconds: smallint().notNull(),
    /** Seconds the draw is shown before the next round opens. */
    showSeconds: smallint().notNull(),
    minStake: money().notNull(),
    maxStake: money().notNull(),
    stakeStep: money().notNull(),
    /** Null for a game without state (the dice, bull bull). */
    state: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('house_tables_game_currency_key').on(t.siteId, t.gameId, t.currency),
    check('house_tables_status_check', isOneOf(t.status, HOUSE_TABLE_STATUSES)),
    check('house_tables_currency_check', isOneOf(t.currency, CURRENCY_CODES)),
    check(
      'house_tables_clock_check',
      sql`${t.closeSeconds} >= 0 AND ${t.roundSeconds} > ${t.closeSeconds} AND ${t.showSeconds} >= 0`,
    ),
    check(
      'house_tables_limits_check',
      sql`${t.stakeStep} > 0 AND ${t.minStake} > 0 AND ${t.minStake} % ${t.stakeStep} = 0 AND ${t.maxStake} >= ${t.minStake}`,
    ),
  ],
);

export const HOUSE_CHAIN_STATUSES = ['active', 'retired'] as const;
export type HouseChainStatus = (typeof HOUSE_CHAIN_STATUSES)[number];

/**
 * A hash chain of a table (`packages/house-games` rounds/hash-chain): the secret last seed from
 * which every seed is derived, the published commitment, its length and how many rounds used it.
 * A table draws from its one active chain; a newly published chain replaces it from the next
 * round on, and a retired chain's unused seeds are never used.
 */
export const houseChains = pgTable(
  'house_chains',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    tableId: integer()
      .notNull()
      .references(() => houseTables.id, { onDelete: 'restrict' }),
    lastSeed: varchar({ length: 64 }).notNull(),
    commitment: varchar({ length: 64 }).notNull(),
    length: integer().notNull(),
    used: integer().notNull().default(0),
    status: varchar({ length: 16 }).$type<HouseChainStatus>().notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_chains_active_key')
      .on(t.tableId)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('house_chains_commitment_key').on(t.commitment),
    check('house_chains_status_check', isOneOf(t.status, HOUSE_CHAIN_STATUSES)),
    check('house_chains_used_check', sql`${t.used} >= 0 AND ${t.used} <= ${t.length}`),
  ],
);

export const HOUSE_TABLE_ROUND_STATUSES = ['open', 'settling', 'settled', 'voided'] as const;
export type HouseTableRoundStatus = (typeof HOUSE_TABLE_ROUND_STATUSES)[number];

/**
 * A round of a table. Open takes bets until `closesAt`; at `drawsAt` it is settling (its seed
 * revealed, its bets paid one by one); settled when every bet is; voided refunds every bet. The
 * card (what players see before betting) is public from the start; the outcome is written when
 * the round draws. `stateBefore` is the game's state the round started from, so anyone can
 * replay it with the revealed seed. A seed of a chain serves one round only, and a table has at
 * most one round that is not finished.
 */
export const houseTableRounds = pgTable(
  'house_table_rounds',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    siteId: siteId(),
    tableId: integer()
      .notNull()
      .references(() => houseTables.id, { onDelete: 'restrict' }),
    chainId: integer()
      .notNull()
      .references(() => houseChains.id, { onDelete: 'restrict' }),
    /** The round's place in its chain, from 1: it uses the chain's seed of that number. */
    chainIndex: integer().notNull(),
    /** The table's round number, from 1. */
    number: integer().notNull(),
    status: varchar({ length: 16 }).$type<HouseTableRoundStatus>().notNull().default('open'),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    drawsAt: timestamp({ withTimezone: true }).notNull(),
    /** Null for a game with nothing public before betting. */
    card: jsonb(),
    stateBefore: jsonb(),
    outcome: jsonb(),
    /** The round's seed, written when it draws (revealed) or is voided. */
    seed: varchar({ length: 64 }),
    finishedAt: timestamp({ withTimezone: true }),
    voidReason: text(),
  },
  (t) => [
    uniqueIndex('house_table_rounds_chain_key').on(t.chainId, t.chainIndex),
    uniqueIndex('house_table_rounds_number_key').on(t.tableId, t.number),
    uniqueIndex('house_table_rounds_unfinished_key')
      .on(t.tableId)
      .where(sql`${t.status} IN ('open', 'settling')`),
    index().on(t.tableId, t.id),
    check('house_table_rounds_status_check', isOneOf(t.status, HOUSE_TABLE_ROUND_STATUSES)),
    check(
      'house_table_rounds_clock_check',
      sql`${t.opensAt} <= ${t.closesAt} AND ${t.closesAt} <= ${t.drawsAt}`,
    ),
    check(
      'house_table_rounds_outcome_check',
      sql`(${t.status} = 'open' OR ${t.status} = 'voided') OR (${t.outcome} IS NOT NULL AND ${t.seed} IS NOT NULL)`,
    ),
  ],
);

export const HOUSE_TABLE_BET_STATUSES = ['placed', 'settled', 'refunded'] as const;
export type HouseTableBetStatus = (typeof HOUSE_TABLE_BET_STATUSES)[number];

/**
 * A bet on a round. A member's bet holds `hold` from the house wallet by a ledger transfer
 * committed with the row; settling pays `returned` back (none when it is 0) and refunding pays
 * the hold back, each once, by the bet's own idempotency keys. A demo bet (no member) moves the
 * demo session's play money instead and never touches the ledger.
 */
export const houseTableBets = pgTable(
  'house_table_bets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    siteId: siteId(),
    roundId: bigint({ mode: 'number' })
      .notNull()
      .references(() => houseTableRounds.id, { onDelete: 'restrict' }),
    tableId: integer()
      .notNull()
      .references(() => houseTables.id, { onDelete: 'restrict' }),
    sessionId: integer()
      .notNull()
      .references(() => houseSessions.id, { onDelete: 'restrict' }),
    memberId: integer().references(() => members.id, { onDelete: 'restrict' }),
    kind: varchar({ length: 32 }).notNull(),
    pick: smallint()
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    stake: money().notNull(),
    hold: money().notNull(),
    returned: money(),
    status: varchar({ length: 16 }).$type<HouseTableBetStatus>().notNull().default('placed'),
    /** The player's key for the bet: the same key again answers this bet. */
    requestId: varchar({ length: 64 }).notNull(),
    holdTransferId: bigint({ mode: 'number' }).references(() => ledgerTransfers.id, {
      onDelete: 'restrict',
    }),
    returnTransferId: bigint({ mode: 'number' }).references(() => ledgerTransfers.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_table_bets_request_key').on(t.sessionId, t.requestId),
    uniqueIndex('house_table_bets_member_request_key')
      .on(t.memberId, t.requestId)
      .where(sql`${t.memberId} IS NOT NULL`),
    index().on(t.roundId, t.status),
    index().on(t.sessionId, t.id),
    index().on(t.memberId, t.id),
    check('house_table_bets_status_check', isOneOf(t.status, HOUSE_TABLE_BET_STATUSES)),
    check(
      'house_table_bets_amounts_check',
      sql`${t.stake} > 0 AND ${t.hold} >= ${t.stake} AND (${t.returned} IS NULL OR ${t.returned} >= 0)`,
    ),
    check(
      'house_table_bets_ledger_check',
      sql`(${t.memberId} IS NULL) = (${t.holdTransferId} IS NULL)`,
    ),
    check(
      'house_table_bets_settled_check',
      sql`(${t.status} = 'placed') = (${t.returned} IS NULL)`,
    ),
  ],
);
