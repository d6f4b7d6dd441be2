import { CURRENCY_CODES } from '@member-site/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { members } from './accounts';
import { currencyCode, isOneOf, money, siteId } from './columns';
import { houseSessions } from './games';
import { ledgerTransfers } from './ledger';

/*
 * The house's sportsbook (decision 0021): fixtures from a feed, their markets and selections with
 * odds, and the bets placed on them. Odds are whole hundredths of the stake (1.95 is 195), lines
 * whole quarters (2.5 is 10), as `@member-site/house-games/sports` computes them.
 */

export const SPORT_CODES = ['football', 'basketball', 'tennis', 'lol', 'dota2', 'cs2'] as const;
export const SPORT_MARKET_TYPE_CODES = [
  '1x2',
  'ah',
  'ou',
  'btts',
  'cs',
  'ml',
  'hcp',
  'total',
  'map_hcp',
  'total_maps',
] as const;
export const SPORT_LEG_RESULT_CODES = [
  'win',
  'lose',
  'push',
  'half_win',
  'half_lose',
  'void',
] as const;

export const SPORT_FIXTURE_STATUSES = ['scheduled', 'live', 'finished', 'cancelled'] as const;
export type SportFixtureStatus = (typeof SPORT_FIXTURE_STATUSES)[number];

/**
 * A fixture of a feed. `feedRef` is the feed's own id of it. `state` is the match as it stands
 * (the simulator's `MatchState`), `result` the `FixtureResult` once finished; `resultVersion`
 * counts the results entered (the feed's first, then each operator correction), and every bet
 * settled on it keeps the version it was settled to. `strengths` is the feed's hidden pricing
 * input and never leaves the server.
 */
export const sportFixtures = pgTable(
  'sport_fixtures',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    siteId: siteId(),
    feedRef: varchar({ length: 64 }).notNull(),
    sport: varchar({ length: 16 }).$type<(typeof SPORT_CODES)[number]>().notNull(),
    leagueId: varchar({ length: 48 }).notNull(),
    leagueName: text().notNull(),
    homeId: varchar({ length: 48 }).notNull(),
    homeName: text().notNull(),
    awayId: varchar({ length: 48 }).notNull(),
    awayName: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    status: varchar({ length: 16 }).$type<SportFixtureStatus>().notNull().default('scheduled'),
    state: jsonb(),
    result: jsonb(),
    strengths: jsonb(),
    resultVersion: integer().notNull().default(0),
    cancelReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sport_fixtures_feed_key').on(t.siteId, t.feedRef),
    index().on(t.siteId, t.status, t.startsAt),
    check('sport_fixtures_sport_check', isOneOf(t.sport, SPORT_CODES)),
    check('sport_fixtures_status_check', isOneOf(t.status, SPORT_FIXTURE_STATUSES)),
    check(
      'sport_fixtures_result_check',
      sql`(${t.result} IS NULL) = (${t.resultVersion} = 0) AND ${t.resultVersion} >= 0`,
    ),
  ],
);

export const SPORT_MARKET_STATUSES = ['open', 'suspended', 'closed', 'settled', 'voided'] as const;
export type SportMarketStatus = (typeof SPORT_MARKET_STATUSES)[number];

/**
 * A market of a fixture: one per type and line. `margin` is in ten-thousandths (450 is 4.5 %).
 * `main` marks the market a list of fixtures shows of its type.
 */
export const sportMarkets = pgTable(
  'sport_markets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    siteId: siteId(),
    fixtureId: bigint({ mode: 'number' })
      .notNull()
      .references(() => sportFixtures.id, { onDelete: 'restrict' }),
    type: varchar({ length: 16 }).$type<(typeof SPORT_MARKET_TYPE_CODES)[number]>().notNull(),
    /** In quarters; null for a type without a line. */
    line: integer(),
    main: boolean().notNull().default(false),
    status: varchar({ length: 16 }).$type<SportMarketStatus>().notNull().default('open'),
    margin: smallint().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sport_markets_fixture_type_line_key')
      .on(t.fixtureId, t.type, t.line)
      .nullsNotDistinct(),
    check('sport_markets_type_check', isOneOf(t.type, SPORT_MARKET_TYPE_CODES)),
    check('sport_markets_status_check', isOneOf(t.status, SPORT_MARKET_STATUSES)),
    check('sport_markets_margin_check', sql`${t.margin} >= 0 AND ${t.margin} < 10000`),
  ],
);

/** A selection of a market: its odds now (null while not offered) and its result once graded. */
export const sportSelections = pgTable(
  'sport_selections',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    siteId: siteId(),
    marketId: bigint({ mode: 'number' })
      .notNull()
      .references(() => sportMarkets.id, { onDelete: 'restrict' }),
    key: varchar({ length: 8 }).notNull(),
    odds: integer(),
    result: varchar({ length: 16 }).$type<(typeof SPORT_LEG_RESULT_CODES)[number]>(),
  },
  (t) => [
    uniqueIndex('sport_selections_market_key').on(t.marketId, t.key),
    check('sport_selections_odds_check', sql`${t.odds} IS NULL OR ${t.odds} >= 101`),
    check(
      'sport_selections_result_check',
      sql`${t.result} IS NULL OR ${isOneOf(t.result, SPORT_LEG_RESULT_CODES)}`,
    ),
  ],
);

export const SPORT_BET_KINDS = ['single', 'parlay'] as const;
export const SPORT_BET_STATUSES = ['open', 'settled', 'cashed_out'] as const;
export type SportBetStatus = (typeof SPORT_BET_STATUSES)[number];

/**
 * A bet: its stake moved from the member's house wallet to the house by `stakeTransferId`;
 * `returned` what settlement (or the cash-out) paid, `settleVersion` the fixture result versions
 * it was last settled to (summed over its legs), so a resettlement moves only the difference
 * once. A demo bet (no member) moves the session's play money and never touches the ledger.
 */
export const sportBets = pgTable(
  'sport_bets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    siteId: siteId(),
    memberId: integer().references(() => members.id, { onDelete: 'restrict' }),
    sessionId: integer()
      .notNull()
      .references(() => houseSessions.id, { onDelete: 'restrict' }),
    currency: currencyCode().notNull(),
    kind: varchar({ length: 8 }).$type<(typeof SPORT_BET_KINDS)[number]>().notNull(),
    stake: money().notNull(),
    potentialReturn: money().notNull(),
    status: varchar({ length: 16 }).$type<SportBetStatus>().notNull().default('open'),
    returned: money(),
    settleVersion: integer().notNull().default(0),
    /** What a resettlement could not take back from an empty wallet, for the operator. */
    shortfall: money()
      .notNull()
      .default(sql`0`),
    requestId: varchar({ length: 64 }).notNull(),
    stakeTransferId: bigint({ mode: 'number' }).references(() => ledgerTransfers.id, {
      onDelete: 'restrict',
    }),
    returnTransferId: bigint({ mode: 'number' }).references(() => ledgerTransfers.id, {
      onDelete: 'restrict',
    }),
    /** The request id of the cash-out that closed the bet, so a repeat answers the same. */
    cashOutRequestId: varchar({ length: 64 }),
    placedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sport_bets_session_request_key').on(t.sessionId, t.requestId),
    uniqueIndex('sport_bets_member_request_key')
      .on(t.memberId, t.requestId)
      .where(sql`${t.memberId} IS NOT NULL`),
    index().on(t.memberId, t.id),
    index().on(t.sessionId, t.id),
    // The open bets the feed runner looks through for any a finished match has left unsettled.
    index('sport_bets_open_index')
      .on(t.siteId, t.id)
      .where(sql`${t.status} = 'open'`),
    check('sport_bets_kind_check', isOneOf(t.kind, SPORT_BET_KINDS)),
    check('sport_bets_status_check', isOneOf(t.status, SPORT_BET_STATUSES)),
    check('sport_bets_currency_check', isOneOf(t.currency, CURRENCY_CODES)),
    check(
      'sport_bets_amounts_check',
      sql`${t.stake} > 0 AND ${t.potentialReturn} >= 0 AND ${t.shortfall} >= 0 AND (${t.returned} IS NULL OR ${t.returned} >= 0)`,
    ),
    check('sport_bets_settled_check', sql`(${t.status} = 'open') = (${t.returned} IS NULL)`),
    check('sport_bets_ledger_check', sql`(${t.memberId} IS NULL) = (${t.stakeTransferId} IS NULL)`),
  ],
);

/** A leg of a bet: the selection and the odds the bet took; one leg per fixture per bet. */
export const sportBetLegs = pgTable(
  'sport_bet_legs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    siteId: siteId(),
    betId: bigint({ mode: 'number' })
      .notNull()
      .references(() => sportBets.id, { onDelete: 'restrict' }),
    selectionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => sportSelections.id, { onDelete: 'restrict' }),
    fixtureId: bigint({ mode: 'number' })
      .notNull()
      .references(() => sportFixtures.id, { onDelete: 'restrict' }),
    marketId: bigint({ mode: 'number' })
      .notNull()
      .references(() => sportMarkets.id, { onDelete: 'restrict' }),
    odds: integer().notNull(),
    result: varchar({ length: 16 }).$type<(typeof SPORT_LEG_RESULT_CODES)[number]>(),
  },
  (t) => [
    uniqueIndex('sport_bet_legs_fixture_key').on(t.betId, t.fixtureId),
    index().on(t.selectionId),
    index().on(t.fixtureId, t.betId),
    check('sport_bet_legs_odds_check', sql`${t.odds} >= 101`),
    check(
      'sport_bet_legs_result_check',
      sql`${t.result} IS NULL OR ${isOneOf(t.result, SPORT_LEG_RESULT_CODES)}`,
    ),
  ],
);

export const SPORT_ODDS_FORMAT_CODES = ['decimal', 'hongkong', 'malay'] as const;

/** A member's (or a demo session's) odds format. */
export const sportPreferences = pgTable(
  'sport_preferences',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    memberId: integer().references(() => members.id, { onDelete: 'cascade' }),
    sessionId: integer().references(() => houseSessions.id, { onDelete: 'cascade' }),
    oddsFormat: varchar({ length: 16 }).$type<(typeof SPORT_ODDS_FORMAT_CODES)[number]>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sport_preferences_member_key').on(t.memberId),
    uniqueIndex('sport_preferences_session_key').on(t.sessionId),
    check('sport_preferences_format_check', isOneOf(t.oddsFormat, SPORT_ODDS_FORMAT_CODES)),
    check(
      'sport_preferences_owner_check',
      sql`(${t.memberId} IS NULL) <> (${t.sessionId} IS NULL)`,
    ),
  ],
);
