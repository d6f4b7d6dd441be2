/**
 * The calls of the house's sportsbook (hall 4, sports) and esports book (hall 9): the menu of
 * sports and leagues, fixtures with their markets and odds, placing singles and parlays, the
 * player's bets and cashing one out. The book's pages carry the game session token in
 * `authorization` (the session's game says which hall); they answer the `house` error family.
 *
 * Odds travel as whole hundredths of the stake, the stake included (1.95 is 195), and lines as
 * whole quarters (-0.25 is -1, 2.5 is 10), exactly as `@member-site/house-games/sports` computes
 * them; the page formats them in the member's odds format.
 */
import { z } from 'zod';

import { moneySchema } from './account';
import { callSchemas } from './call';
import { currencySchema, idSchema, isoDateSchema, pageRequestShape, siteIdSchema } from './common';
import { supportDeviceSchema } from './games';
import { amountInputSchema, operatorReasonSchema, requestIdSchema } from './money';

export const SPORT_CODES = ['football', 'basketball', 'tennis', 'lol', 'dota2', 'cs2'] as const;
export const SPORT_MARKET_TYPES = [
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
export const SPORT_LEG_RESULTS = ['win', 'lose', 'push', 'half_win', 'half_lose', 'void'] as const;
export const SPORT_ODDS_FORMATS = ['decimal', 'hongkong', 'malay'] as const;
export const SPORT_FIXTURE_STATUSES = ['scheduled', 'live', 'finished', 'cancelled'] as const;
/**
 * A market's status: `open` takes bets; `suspended` for a moment around an event of the match;
 * `closed` once its fixture has finished and until it is settled; `settled`; `voided` (every
 * bet on it refunded).
 */
export const SPORT_MARKET_STATUSES = ['open', 'suspended', 'closed', 'settled', 'voided'] as const;
export const SPORT_BET_STATUSES = ['open', 'settled', 'cashed_out'] as const;
/** The fixtures list's tabs: in play now, starting today, and later days. */
export const SPORT_TABS = ['live', 'today', 'early'] as const;
/** Which odds changes a bet may take on its way: none, better odds only, or any. */
export const SPORT_ACCEPT_ODDS = ['none', 'higher', 'any'] as const;

const sportSchema = z.enum(SPORT_CODES);
const marketTypeSchema = z.enum(SPORT_MARKET_TYPES);
const legResultSchema = z.enum(SPORT_LEG_RESULTS);
export const oddsFormatSchema = z.enum(SPORT_ODDS_FORMATS);

/** Whole hundredths of the stake, the stake included: 1.01 to 1000.00. */
const oddsSchema = z.number().int().min(101).max(100_000);

/** A selection of a market: its odds now (null while it is not offered) and its result. */
export const sportSelectionSchema = z.object({
  selection_id: z.number(),
  /** `home`, `draw`, `away`, `over`, `under`, `yes`, `no`, a score `2-1` or `other`. */
  key: z.string(),
  odds: oddsSchema.nullable(),
  result: legResultSchema.nullable(),
});
export type SportSelectionView = z.infer<typeof sportSelectionSchema>;

export const sportMarketSchema = z.object({
  market_id: z.number(),
  type: marketTypeSchema,
  /** In quarters; null for a market without a line. */
  line: z.number().int().nullable(),
  status: z.enum(SPORT_MARKET_STATUSES),
  /** The share of stakes the market keeps on average, 0 to 1, shown next to it. */
  margin: z.number(),
  selections: z.array(sportSelectionSchema),
});
export type SportMarketView = z.infer<typeof sportMarketSchema>;

const namedSchema = z.object({ id: z.string(), name: z.string() });

/**
 * A fixture. `state` is the match as it stands while it is played (the score, the minute, the
 * sets, the maps: `MatchState` of `@member-site/house-games/sports`); `result` once it finished.
 * A list answers each fixture's main markets only; a fixture's own call answers them all.
 */
export const sportFixtureSchema = z.object({
  fixture_id: z.number(),
  sport: sportSchema,
  league: namedSchema,
  home: namedSchema,
  away: namedSchema,
  starts_at: isoDateSchema,
  status: z.enum(SPORT_FIXTURE_STATUSES),
  state: z.unknown().nullable(),
  result: z.unknown().nullable(),
  /** How many markets the fixture has in all. */
  market_count: z.number(),
  markets: z.array(sportMarketSchema),
});
export type SportFixtureView = z.infer<typeof sportFixtureSchema>;

const tabCountsShape = { live: z.number(), today: z.number(), early: z.number() };

/** The book's menu: its sports, each with its leagues, and how many fixtures each tab holds. */
export const sportMenuSchema = z.object({
  /** The hall of the session's game: 4 (sports) or 9 (esports). */
  hall: z.union([z.literal(4), z.literal(9)]),
  odds_format: oddsFormatSchema,
  /** The book's stake limits in the session's currency. */
  min_stake: moneySchema,
  max_stake: moneySchema,
  /**
   * The most one member may stake on one market of each type, across all their bets on it,
   * before the start and in play. A bet over what is left is refused with 110 and what is left.
   */
  market_max_stake: z.object({
    prematch: z.record(marketTypeSchema, moneySchema),
    live: z.record(marketTypeSchema, moneySchema),
  }),
  sports: z.array(
    z.object({
      sport: sportSchema,
      ...tabCountsShape,
      leagues: z.array(z.object({ ...namedSchema.shape, ...tabCountsShape })),
    }),
  ),
});
export type SportMenu = z.infer<typeof sportMenuSchema>;

/** A leg of a bet: the selection, the fixture and market it belongs to, its odds and result. */
export const sportBetLegSchema = z.object({
  selection_id: z.number(),
  key: z.string(),
  fixture_id: z.number(),
  sport: sportSchema,
  home: z.string(),
  away: z.string(),
  starts_at: isoDateSchema,
  market_type: marketTypeSchema,
  line: z.number().int().nullable(),
  /** The odds the bet took. */
  odds: oddsSchema,
  result: legResultSchema.nullable(),
});

/**
 * A bet of the player: a single (one leg) or a parlay. `odds` is the legs' odds multiplied, as a
 * decimal (it can pass what a number holds exactly). `cash_out` is what cashing it out pays now,
 * null while it cannot be cashed out.
 */
export const sportBetSchema = z.object({
  bet_id: z.number(),
  kind: z.enum(['single', 'parlay']),
  status: z.enum(SPORT_BET_STATUSES),
  stake: moneySchema,
  odds: z.string(),
  potential_return: moneySchema,
  returned: moneySchema.nullable(),
  cash_out: moneySchema.nullable(),
  legs: z.array(sportBetLegSchema),
  placed_at: isoDateSchema,
  settled_at: isoDateSchema.nullable(),
});
export type SportBetView = z.infer<typeof sportBetSchema>;

/** A finished fixture's result as an operator enters it (see `FixtureResult`). */
export const sportResultInputSchema = z.discriminatedUnion('sport', [
  z.strictObject({
    sport: z.enum(['football', 'basketball']),
    home: z.number().int().min(0).max(500),
    away: z.number().int().min(0).max(500),
  }),
  z.strictObject({
    sport: z.literal('tennis'),
    sets: z
      .array(z.tuple([z.number().int().min(0).max(7), z.number().int().min(0).max(7)]))
      .min(2)
      .max(3),
  }),
  z.strictObject({
    sport: z.enum(['lol', 'dota2', 'cs2']),
    maps: z
      .array(z.enum(['home', 'away']))
      .min(1)
      .max(5),
  }),
]);

export const sportsbookWire = callSchemas({
  '/arks/web/game/sport-quickbet-url': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      currency: currencySchema.optional(),
      support_device: supportDeviceSchema.default('desktop'),
      /** The site's own host, as the browser shows it. */
      domain: z.string().max(253).optional(),
    }),
    /** The quick-bet frame's address and the provider whose game a match in it opens. */
    response: z.object({ url: z.string(), gp_id: z.number() }),
  },
  '/house/sports/featured': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      /** The frame's currency; matches and odds are the same in every currency. */
      currency: currencySchema.optional(),
      count: z.number().int().min(1).max(20).default(6),
    }),
    /** Matches in play and about to start, each with its main market, for the quick-bet frame. */
    response: z.object({ list: z.array(sportFixtureSchema) }),
  },
  '/house/sports/menu': {
    request: z.strictObject({}),
    response: sportMenuSchema,
  },
  '/house/sports/fixtures': {
    request: z.strictObject({
      tab: z.enum(SPORT_TABS).default('today'),
      sport: sportSchema.optional(),
      league_id: z
        .string()
        .regex(/^[a-z0-9_-]{1,48}$/, 'expected a league id')
        .optional(),
      ...pageRequestShape,
    }),
    response: z.object({ list: z.array(sportFixtureSchema), total_count: z.number() }),
  },
  '/house/sports/fixture': {
    request: z.strictObject({ fixture_id: idSchema }),
    response: sportFixtureSchema,
  },
  '/house/sports/bet': {
    request: z.strictObject({
      legs: z
        .array(z.strictObject({ selection_id: idSchema, odds: oddsSchema }))
        .min(1)
        .max(10),
      stake: amountInputSchema,
      accept_odds: z.enum(SPORT_ACCEPT_ODDS).default('none'),
      request_id: requestIdSchema,
    }),
    response: z.object({ bet: sportBetSchema, balance: moneySchema }),
  },
  '/house/sports/bets': {
    request: z.strictObject({
      status: z.enum(['open', 'settled', 'all']).default('all'),
      ...pageRequestShape,
    }),
    /** The bets, and the balance as they leave it (a settlement paid since the page read it). */
    response: z.object({
      list: z.array(sportBetSchema),
      total_count: z.number(),
      balance: moneySchema,
    }),
  },
  '/house/sports/cash-out': {
    request: z.strictObject({
      bet_id: idSchema,
      /** The value the page showed; a different value now is refused unless `accept_change`. */
      value: amountInputSchema,
      accept_change: z.boolean().default(false),
      request_id: requestIdSchema,
    }),
    response: z.object({ bet: sportBetSchema, balance: moneySchema }),
  },
  '/house/sports/preferences': {
    request: z.strictObject({ odds_format: oddsFormatSchema }),
    response: z.object({ odds_format: oddsFormatSchema }),
  },
  '/operator/sports/fixtures': {
    request: z.strictObject({
      status: z.enum(SPORT_FIXTURE_STATUSES).optional(),
      ...pageRequestShape,
    }),
    response: z.object({ list: z.array(sportFixtureSchema), total_count: z.number() }),
  },
  '/operator/sports/result': {
    request: z.strictObject({
      fixture_id: idSchema,
      result: sportResultInputSchema,
      reason: operatorReasonSchema,
    }),
    response: sportFixtureSchema,
  },
  '/operator/sports/cancel': {
    request: z.strictObject({ fixture_id: idSchema, reason: operatorReasonSchema }),
    response: sportFixtureSchema,
  },
});
