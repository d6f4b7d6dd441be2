import {
  CURRENCY_CODES,
  GAME_HALL_IDS,
  SUPPORT_DEVICES,
  type SupportDevice,
} from '@member-site/contracts/constants';
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
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { members } from './accounts';
import {
  currencyCode,
  hasEnglish,
  isOneOf,
  isSafeUrl,
  listing,
  localized,
  money,
  siteId,
  timestamps,
} from './columns';
import { ledgerTransfers } from './ledger';
import { gameProviders } from './money';

/*
 * The game catalogue (halls, the providers in each hall, games), what members do with it
 * (favourites, recently played, the game they are playing) and the house provider's own books:
 * launch tokens, game sessions, provably fair seeds and every round played.
 */

const gtId = () => smallint().notNull();
const isHallId = (column: Parameters<typeof isOneOf>[0]) => isOneOf(column, GAME_HALL_IDS);

/** A site's game halls (spec section 9 ids 2 to 9): names, icons and order in the game menu. */
export const gameHalls = pgTable(
  'game_halls',
  {
    siteId: siteId(),
    gtId: gtId(),
    name: localized().notNull(),
    icon: text().notNull().default(''),
    activeIcon: text().notNull().default(''),
    ...listing,
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.gtId] }),
    check('game_halls_gt_id_check', isHallId(t.gtId)),
    check('game_halls_name_check', hasEnglish(t.name)),
  ],
);

/**
 * The halls a provider plays in. `forceModal` makes its games of this hall open in a modal
 * whatever the member's setting (spec section 4: "some provider and game-type pairs force modal").
 */
export const providerHalls = pgTable(
  'provider_halls',
  {
    providerId: integer()
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'cascade' }),
    gtId: gtId(),
    forceModal: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.gtId] }),
    check('provider_halls_gt_id_check', isHallId(t.gtId)),
  ],
);

/** The currencies a provider takes; a member of another currency neither sees nor opens it. */
export const providerCurrencies = pgTable(
  'provider_currencies',
  {
    providerId: integer()
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'cascade' }),
    currency: currencyCode().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.currency] }),
    check('provider_currencies_currency_check', isOneOf(t.currency, CURRENCY_CODES)),
  ],
);

/**
 * A provider's maintenance windows: during one, launching answers 203 with the window's start
 * and end (`maintain_interval`) and the lobby shows the window. Transfers of its wallet follow
 * the provider's own `status` (a provider whose wallet is down is in 'maintenance').
 */
export const providerMaintenance = pgTable(
  'provider_maintenance',
  {
    id: serial().primaryKey(),
    providerId: integer()
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.providerId, t.endsAt),
    check('provider_maintenance_window_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * A game. `gameCode` starts with its hall's prefix (e_ for slots, v_ for live casino...), and is
 * what the provider knows the game by. Labels are the slot list's tabs (hot, new...); tags group
 * games across providers for `/v2/get_tag_game_list`.
 */
export const games = pgTable(
  'games',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    providerId: integer()
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'cascade' }),
    gtId: gtId(),
    gameCode: varchar({ length: 64 }).notNull(),
    name: localized().notNull(),
    icon: text().notNull().default(''),
    labels: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    devices: text()
      .array()
      .$type<SupportDevice[]>()
      .notNull()
      .default(sql`'{desktop,mobile,app}'::text[]`),
    demoAllowed: boolean().notNull().default(false),
    ...listing,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('games_provider_code_key').on(t.providerId, t.gameCode),
    index().on(t.siteId, t.gtId, t.sort),
    check('games_gt_id_check', isHallId(t.gtId)),
    check('games_name_check', hasEnglish(t.name)),
    check('games_code_check', sql`${t.gameCode} ~ '^[a-z]_[a-z0-9_]{1,62}$'`),
    check('games_icon_check', sql`${t.icon} = '' OR ${isSafeUrl(t.icon)}`),
    check(
      'games_devices_check',
      sql`${t.devices} <@ ARRAY[${sql.raw(SUPPORT_DEVICES.map((d) => `'${d}'`).join(', '))}]::text[]`,
    ),
  ],
);

/** A member's favourite games. */
export const memberFavoriteGames = pgTable(
  'member_favorite_games',
  {
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

/** The games a member opened, newest first in the last-played list. */
export const memberRecentGames = pgTable(
  'member_recent_games',
  {
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index().on(t.memberId, t.playedAt)],
);

/**
 * A member's game plays: starting (the launch is under way), playing (the game is open), ended.
 * At most one play per member is not ended: a second launch, from another tab at the same
 * moment included, is refused by the unique index.
 */
export const GAME_PLAY_STATUSES = ['starting', 'playing', 'ended'] as const;
export type GamePlayStatus = (typeof GAME_PLAY_STATUSES)[number];

export const gamePlays = pgTable(
  'game_plays',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    providerId: integer()
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'restrict' }),
    status: varchar({ length: 16 }).$type<GamePlayStatus>().notNull().default('starting'),
    device: varchar({ length: 8 }).$type<SupportDevice>().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_plays_one_open_key')
      .on(t.memberId)
      .where(sql`${t.status} <> 'ended'`),
    index().on(t.memberId, t.startedAt),
    check('game_plays_status_check', isOneOf(t.status, GAME_PLAY_STATUSES)),
    check('game_plays_device_check', isOneOf(t.device, SUPPORT_DEVICES)),
  ],
);

/**
 * The house provider's game sessions. A launch writes one with a single-use launch token (only
 * its SHA-256 is kept); the game page trades the token once for the session token it then plays
 * with. A demo session has no member and plays with `demoBalance`, never the ledger.
 */
export const houseSessions = pgTable(
  'house_sessions',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    memberId: integer().references(() => members.id, { onDelete: 'cascade' }),
    playId: integer().references(() => gamePlays.id, { onDelete: 'cascade' }),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The game's code and its name in the session's language, as the launch found them. */
    gameCode: varchar({ length: 64 }).notNull(),
    gameName: text().notNull(),
    currency: currencyCode().notNull(),
    language: varchar({ length: 8 }).notNull(),
    launchTokenHash: varchar({ length: 64 }).notNull().unique(),
    launchExpiresAt: timestamp({ withTimezone: true }).notNull(),
    sessionTokenHash: varchar({ length: 64 }).unique(),
    expiresAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    demo: boolean().notNull().default(false),
    demoBalance: money(),
    /** Where the game's lobby button goes back to (the site's /close). */
    lobbyUrl: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('house_sessions_owner_check', sql`${t.demo} = (${t.memberId} IS NULL)`),
    check('house_sessions_demo_balance_check', sql`${t.demo} = (${t.demoBalance} IS NOT NULL)`),
    check('house_sessions_currency_check', isOneOf(t.currency, CURRENCY_CODES)),
  ],
);

/**
 * Provably fair seed pairs of the house's single-player games. A member (or a demo session) has
 * one active pair; rotating reveals it (`status` revealed, with `revealedAt`) and starts the next.
 * Rounds under a server seed number their nonces from 0; the member may change the client seed
 * between rounds (each round keeps the one it used).
 */
export const HOUSE_SEED_STATUSES = ['active', 'revealed'] as const;
export type HouseSeedStatus = (typeof HOUSE_SEED_STATUSES)[number];

export const houseSeeds = pgTable(
  'house_seeds',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    memberId: integer().references(() => members.id, { onDelete: 'cascade' }),
    sessionId: integer().references(() => houseSessions.id, { onDelete: 'cascade' }),
    serverSeed: varchar({ length: 64 }).notNull(),
    serverSeedHash: varchar({ length: 64 }).notNull(),
    clientSeed: varchar({ length: 64 }).notNull(),
    nextNonce: integer().notNull().default(0),
    status: varchar({ length: 16 }).$type<HouseSeedStatus>().notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_seeds_member_active_key')
      .on(t.memberId)
      .where(sql`${t.status} = 'active' AND ${t.memberId} IS NOT NULL`),
    uniqueIndex('house_seeds_session_active_key')
      .on(t.sessionId)
      .where(sql`${t.status} = 'active' AND ${t.sessionId} IS NOT NULL`),
    check('house_seeds_status_check', isOneOf(t.status, HOUSE_SEED_STATUSES)),
    check('house_seeds_owner_check', sql`(${t.memberId} IS NULL) <> (${t.sessionId} IS NULL)`),
    check('house_seeds_nonce_check', sql`${t.nextNonce} >= 0`),
  ],
);

/**
 * Every real-money round of the house's single-player games: stake, payout, the balance after,
 * the outcome as the game math returned it and the seed pair and nonce that reproduce it. The
 * stake and the payout are ledger transfers committed with the row.
 */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    siteId: siteId(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    sessionId: integer()
      .notNull()
      .references(() => houseSessions.id, { onDelete: 'restrict' }),
    seedId: integer()
      .notNull()
      .references(() => houseSeeds.id, { onDelete: 'restrict' }),
    nonce: integer().notNull(),
    /** The client seed the round was played with (the member may change it between rounds). */
    clientSeed: varchar({ length: 64 }).notNull(),
    currency: currencyCode().notNull(),
    stake: money().notNull(),
    win: money().notNull(),
    balanceAfter: money().notNull(),
    outcome: jsonb().notNull(),
    /** The member's key for the spin: the same key again answers this round. */
    requestId: varchar({ length: 64 }).notNull(),
    stakeTransferId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id, { onDelete: 'restrict' }),
    payoutTransferId: bigint({ mode: 'number' }).references(() => ledgerTransfers.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('house_rounds_seed_nonce_key').on(t.seedId, t.nonce),
    uniqueIndex('house_rounds_request_key').on(t.memberId, t.requestId),
    index().on(t.memberId, t.id),
    check('house_rounds_amounts_check', sql`${t.stake} > 0 AND ${t.win} >= 0`),
    check('house_rounds_payout_check', sql`(${t.win} > 0) = (${t.payoutTransferId} IS NOT NULL)`),
  ],
);
