/**
 * The sportsbook's vocabulary: sports, market types, lines, selections, results and what a
 * selection did. Everything else of the sportsbook (settlement, prices, the simulated feed) is
 * written against these types, on the server and in the browser alike.
 *
 * Money never meets a float here: odds are whole hundredths of the stake, the stake included
 * (1.95 is 195), and lines are whole quarters of a goal, point, game or map (-0.25 is -1, 2.5 is
 * 10), so every line and every price compares and stores exactly.
 */

export const SPORTS = ['football', 'basketball', 'tennis', 'lol', 'dota2', 'cs2'] as const;
export type Sport = (typeof SPORTS)[number];

/** The esports, booked in hall 9; the others are hall 4's. */
export const ESPORTS = ['lol', 'dota2', 'cs2'] as const satisfies readonly Sport[];
export type Esport = (typeof ESPORTS)[number];

export const isEsport = (sport: Sport): sport is Esport =>
  (ESPORTS as readonly Sport[]).includes(sport);

export const isSport = (value: unknown): value is Sport =>
  typeof value === 'string' && (SPORTS as readonly string[]).includes(value);

/**
 * The market types:
 * - `1x2`: football's full-time result (home, draw, away);
 * - `ah`: football's Asian handicap, the line added to the home side's goals;
 * - `ou`: football's total goals over or under the line;
 * - `btts`: both teams to score (yes, no);
 * - `cs`: football's correct score, every score up to 4-4 and `other`;
 * - `ml`: the match winner (moneyline) of basketball (overtime included), tennis and esports;
 * - `hcp`: basketball's points handicap and tennis's games handicap, the line added to home's;
 * - `total`: basketball's total points and tennis's total games, over or under the line;
 * - `map_hcp`: an esports match's maps handicap, the line added to home's maps;
 * - `total_maps`: the maps an esports match takes, over or under the line.
 */
export const MARKET_TYPES = [
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
export type MarketType = (typeof MARKET_TYPES)[number];

export const isMarketType = (value: unknown): value is MarketType =>
  typeof value === 'string' && (MARKET_TYPES as readonly string[]).includes(value);

/** The market types each sport offers. */
export const MARKETS_OF_SPORT: Readonly<Record<Sport, readonly MarketType[]>> = {
  football: ['1x2', 'ah', 'ou', 'btts', 'cs'],
  basketball: ['ml', 'hcp', 'total'],
  tennis: ['ml', 'hcp', 'total'],
  lol: ['ml', 'map_hcp', 'total_maps'],
  dota2: ['ml', 'map_hcp', 'total_maps'],
  cs2: ['ml', 'map_hcp', 'total_maps'],
};

/** The market types that have a line; the others have none (`line` null). */
export const LINED_MARKETS = [
  'ah',
  'ou',
  'hcp',
  'total',
  'map_hcp',
  'total_maps',
] as const satisfies readonly MarketType[];

export const hasLine = (type: MarketType): boolean =>
  (LINED_MARKETS as readonly MarketType[]).includes(type);

/**
 * A market of a fixture: its type and, for a lined type, the line in quarters (home's handicap,
 * or the total). One fixture has at most one market per type and line.
 */
export type MarketKey = { type: MarketType; line: number | null };

/** The highest score a correct-score selection names; any other score is `other`. */
export const CORRECT_SCORE_MAX = 4;

/**
 * A market's selections, in the order a page lists them:
 * - `1x2`: home, draw, away;
 * - `ah`, `hcp`, `map_hcp`, `ml`: home, away;
 * - `ou`, `total`, `total_maps`: over, under;
 * - `btts`: yes, no;
 * - `cs`: '0-0' to '4-4' (home's goals first), home's scores first, then `other`.
 */
export const selectionsOf = (type: MarketType): readonly string[] => {
  switch (type) {
    case '1x2':
      return ['home', 'draw', 'away'];
    case 'ah':
    case 'hcp':
    case 'map_hcp':
    case 'ml':
      return ['home', 'away'];
    case 'ou':
    case 'total':
    case 'total_maps':
      return ['over', 'under'];
    case 'btts':
      return ['yes', 'no'];
    case 'cs':
      return CORRECT_SCORES;
  }
};

const CORRECT_SCORES: readonly string[] = [
  ...Array.from({ length: (CORRECT_SCORE_MAX + 1) ** 2 }, (_, index) => {
    const home = Math.floor(index / (CORRECT_SCORE_MAX + 1));
    const away = index % (CORRECT_SCORE_MAX + 1);
    return `${home}-${away}`;
  }),
  'other',
];

/**
 * A finished fixture as settlement reads it:
 * - football: the goals after 90 minutes and stoppage time (no extra time);
 * - basketball: the points, overtime included;
 * - tennis: each set's games, home's first (a tie-break set is 7-6);
 * - esports: the winner of each map played, in order.
 */
export type FixtureResult =
  | { sport: 'football' | 'basketball'; home: number; away: number }
  | { sport: 'tennis'; sets: [number, number][] }
  | { sport: Esport; maps: ('home' | 'away')[] };

/**
 * What a selection did:
 * - `win`, `lose`;
 * - `push`: the stake back (a whole line landed exactly);
 * - `half_win`, `half_lose`: a quarter line, half the stake on each neighbouring line;
 * - `void`: the stake back (a fixture cancelled or abandoned, a market voided).
 */
export const LEG_OUTCOMES = ['win', 'lose', 'push', 'half_win', 'half_lose', 'void'] as const;
export type LegOutcome = (typeof LEG_OUTCOMES)[number];

/**
 * A selection's chances of each outcome but `lose` (the rest) and `void` (never priced). Plain
 * numbers in [0, 1] adding up to at most 1.
 */
export type OutcomeChances = {
  win: number;
  halfWin: number;
  push: number;
  halfLose: number;
};

/** A market priced: each selection's chances, in `selectionsOf` order. */
export type MarketChances = {
  market: MarketKey;
  selections: { key: string; chances: OutcomeChances }[];
};

/** How a member reads odds: decimal (1.95), Hong Kong (0.95) or Malay (0.95, -0.80). */
export const ODDS_FORMATS = ['decimal', 'hongkong', 'malay'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** The lowest odds ever posted: 1.01. */
export const MIN_ODDS = 101;

/** The most legs a parlay may have. */
export const MAX_PARLAY_LEGS = 10;

/**
 * Each market type's margin: the share of the stakes a selection keeps on average (its odds make
 * it return 1 - margin per unit staked). The operator may set others per site.
 */
export const DEFAULT_MARGINS: Readonly<Record<MarketType, number>> = {
  '1x2': 0.05,
  ah: 0.04,
  ou: 0.045,
  btts: 0.06,
  cs: 0.15,
  ml: 0.04,
  hcp: 0.045,
  total: 0.045,
  map_hcp: 0.05,
  total_maps: 0.06,
};

/**
 * How much of the book's largest stake each market type takes, in per cent: the most one member
 * may have staked on one market, across all their bets on it. Markets that are harder to price
 * (correct score, both teams to score, total maps) take less.
 */
export const MARKET_STAKE_PERCENT: Readonly<Record<MarketType, number>> = {
  '1x2': 100,
  ah: 100,
  ou: 100,
  btts: 50,
  cs: 10,
  ml: 100,
  hcp: 100,
  total: 100,
  map_hcp: 50,
  total_maps: 50,
};

/** In play, a market takes this per cent of what it takes before the start. */
export const IN_PLAY_STAKE_PERCENT = 50;

/** The most one member may stake on a market, from the book's largest stake (minor units). */
export const marketStakeLimit = (maxStake: bigint, type: MarketType, inPlay: boolean): bigint =>
  (maxStake * BigInt(MARKET_STAKE_PERCENT[type]) * BigInt(inPlay ? IN_PLAY_STAKE_PERCENT : 100)) /
  10_000n;

/** What a cash-out keeps of a bet's fair value at current odds. */
export const CASH_OUT_MARGIN = 0.05;
