import {
  CORRECT_SCORE_MAX,
  type FixtureResult,
  type LegOutcome,
  MARKETS_OF_SPORT,
  MIN_ODDS,
  type MarketKey,
  hasLine,
  selectionsOf,
} from './types';

/**
 * Settlement: what a selection did once its fixture is over, and what a bet returns.
 *
 * Every market compares two whole numbers, home's and away's measure (goals, points, games, sets
 * won or maps won), with a line in quarters. Written in quarters, a selection's **margin** is how
 * far it finished past its line:
 *
 *   handicap (`ah`, `hcp`, `map_hcp`), home:   4 (home - away) + line
 *   handicap, away:                            -(the same)
 *   total (`ou`, `total`, `total_maps`), over: 4 (home + away) - line
 *   total, under:                              -(the same)
 *
 * and the Asian rules read the outcome from the margin alone (`outcomeOfMargin`):
 * - a whole line (a multiple of 4 quarters) can land exactly: margin 0 is a `push`, the stake
 *   back;
 * - a half line (2 quarters past a multiple of 4) leaves a margin of 4k + 2, never 0: it never
 *   pushes;
 * - a quarter line (an odd number of quarters: -0.25 is -1, 0.75 is 3) is half the stake on each
 *   neighbouring line, a quarter below and a quarter above, one whole and one half (-0.25 is half
 *   on 0 and half on -0.5), so its margin is odd and the halves' margins are the even numbers
 *   either side of it: -0.25 on a draw has margin -1, halves 0 (push) and -2 (lose), a
 *   `half_lose`. The halves cannot go opposite ways (their margins are even and two apart, so
 *   one cannot be above 0 and the other below it); when one half pushes, the other decides:
 *   `half_win` or `half_lose`.
 *
 * A moneyline is the handicap 0 (a level match is a push: "draw no bet").
 *
 * A bet's return is the stake times each leg's factor, computed as one exact fraction of BigInts
 * and rounded down once at the end, so no float ever touches money and a ten-leg parlay at odds up
 * to 1000.00 is exact to the minor unit.
 */

/** An exact non-negative fraction: `numerator / denominator`, the denominator positive. */
export type Fraction = { numerator: bigint; denominator: bigint };

/** Home's and away's measure in a fixture: what a market compares. */
type Tally = { home: number; away: number };

const sign = (margin: number): 'win' | 'push' | 'lose' =>
  margin > 0 ? 'win' : margin < 0 ? 'lose' : 'push';

/**
 * The outcome of a selection that finished `margin` quarters past its line (see the module's
 * comment): an even margin is a whole or half line, settled by its sign; an odd margin is a
 * quarter line, settled as two halves on the even margins either side of it.
 */
export const outcomeOfMargin = (margin: number): LegOutcome => {
  if (!Number.isSafeInteger(margin)) throw new RangeError('invalid margin');
  if (margin % 2 === 0) return sign(margin);
  const below = sign(margin - 1);
  const above = sign(margin + 1);
  if (below === above) return below;
  // Two quarters apart, so one of them is the push: the other half decides.
  return below === 'push' ? 'half_win' : 'half_lose';
};

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Throws unless the result is well formed: whole non-negative counts, known map winners. */
const assertResult = (result: FixtureResult): void => {
  switch (result.sport) {
    case 'football':
    case 'basketball':
      if (isCount(result.home) && isCount(result.away)) return;
      break;
    case 'tennis':
      // Read as unknown: the result comes from a feed, whatever its type says.
      if (
        result.sets.every(
          (set: readonly unknown[]) => set.length === 2 && isCount(set[0]) && isCount(set[1]),
        )
      )
        return;
      break;
    case 'lol':
    case 'dota2':
    case 'cs2':
      if (result.maps.every((winner: unknown) => winner === 'home' || winner === 'away')) return;
      break;
  }
  throw new RangeError('invalid result');
};

/**
 * Who won: football's and basketball's score, tennis's sets (a set goes to the side with more
 * games in it), esports' maps.
 */
const winnerTally = (result: FixtureResult): Tally => {
  switch (result.sport) {
    case 'football':
    case 'basketball':
      return { home: result.home, away: result.away };
    case 'tennis':
      return {
        home: result.sets.filter(([home, away]) => home > away).length,
        away: result.sets.filter(([home, away]) => away > home).length,
      };
    default:
      return mapTally(result.maps);
  }
};

/** What lines are drawn on: goals, points, tennis's games over all sets, esports' maps. */
const lineTally = (result: FixtureResult): Tally => {
  switch (result.sport) {
    case 'football':
    case 'basketball':
      return { home: result.home, away: result.away };
    case 'tennis':
      return result.sets.reduce(
        (games, [home, away]) => ({ home: games.home + home, away: games.away + away }),
        { home: 0, away: 0 },
      );
    default:
      return mapTally(result.maps);
  }
};

const mapTally = (maps: readonly ('home' | 'away')[]): Tally => ({
  home: maps.filter((winner) => winner === 'home').length,
  away: maps.filter((winner) => winner === 'away').length,
});

/**
 * Throws a RangeError unless the market is one the result's sport offers, the selection one of
 * the market's, and the line present exactly when the type has one (a whole number of quarters).
 */
export const assertSettleable = (
  market: MarketKey,
  selection: string,
  result: FixtureResult,
): void => {
  if (!MARKETS_OF_SPORT[result.sport].includes(market.type))
    throw new RangeError(`${result.sport} offers no ${market.type} market`);
  if (!selectionsOf(market.type).includes(selection))
    throw new RangeError(`${market.type} has no selection ${selection}`);
  if (hasLine(market.type)) {
    if (market.line === null) throw new RangeError(`${market.type} needs a line`);
    if (!Number.isSafeInteger(market.line)) throw new RangeError('a line is whole quarters');
  } else if (market.line !== null) throw new RangeError(`${market.type} has no line`);
  assertResult(result);
};

/**
 * What a selection did in a finished fixture, by the rules in the module's comment:
 * - `1x2`: home, draw or away on the score;
 * - `ml`: the side with more points, sets or maps wins; a level count (a basketball score that is
 *   somehow tied, a tennis match stopped level in sets, an esports best-of-two at 1-1) pushes;
 * - `ah`, `hcp`, `map_hcp`: the line added to home's goals, points, games (summed over the sets)
 *   or maps; the away selection takes the opposite side of the same line;
 * - `ou`, `total`, `total_maps`: the total goals, points, games or maps played over or under it;
 * - `btts`: yes when both sides scored;
 * - `cs`: the score itself, or `other` when a side scored more than `CORRECT_SCORE_MAX`.
 *
 * Throws a RangeError for a market the sport does not offer, an unknown selection, a line on a
 * type without one or none on a type with one, or a malformed result.
 */
export const settleSelection = (
  market: MarketKey,
  selection: string,
  result: FixtureResult,
): LegOutcome => {
  assertSettleable(market, selection, result);
  const line = market.line ?? 0;
  switch (market.type) {
    case '1x2': {
      const { home, away } = winnerTally(result);
      const winner = home > away ? 'home' : home < away ? 'away' : 'draw';
      return selection === winner ? 'win' : 'lose';
    }
    case 'ml':
    case 'ah':
    case 'hcp':
    case 'map_hcp': {
      const { home, away } = market.type === 'ml' ? winnerTally(result) : lineTally(result);
      const homeMargin = 4 * (home - away) + line;
      return outcomeOfMargin(selection === 'home' ? homeMargin : -homeMargin);
    }
    case 'ou':
    case 'total':
    case 'total_maps': {
      const { home, away } = lineTally(result);
      const overMargin = 4 * (home + away) - line;
      return outcomeOfMargin(selection === 'over' ? overMargin : -overMargin);
    }
    case 'btts': {
      const { home, away } = lineTally(result);
      const both = home > 0 && away > 0;
      return (selection === 'yes') === both ? 'win' : 'lose';
    }
    case 'cs': {
      const { home, away } = lineTally(result);
      const score =
        home > CORRECT_SCORE_MAX || away > CORRECT_SCORE_MAX ? 'other' : `${home}-${away}`;
      return selection === score ? 'win' : 'lose';
    }
  }
};

/** Every selection of a market settled, in `selectionsOf` order. */
export const settleMarket = (
  market: MarketKey,
  result: FixtureResult,
): { key: string; outcome: LegOutcome }[] =>
  selectionsOf(market.type).map((key) => ({ key, outcome: settleSelection(market, key, result) }));

/** Throws unless `odds` are whole hundredths at or above `MIN_ODDS`. */
export const assertOdds = (odds: number): void => {
  if (!Number.isSafeInteger(odds) || odds < MIN_ODDS) throw new RangeError('invalid odds');
};

/**
 * What a settled leg multiplies a bet by, odds `o` in hundredths:
 * - `win`: o / 100;
 * - `half_win`: half the stake wins, half comes back: (o / 100 + 1) / 2 = (o + 100) / 200;
 * - `push`, `void`: 1, the stake back;
 * - `half_lose`: half the stake comes back: 1 / 2;
 * - `lose`: 0.
 */
export const legFactor = (odds: number, outcome: LegOutcome): Fraction => {
  assertOdds(odds);
  switch (outcome) {
    case 'win':
      return { numerator: BigInt(odds), denominator: 100n };
    case 'half_win':
      return { numerator: BigInt(odds) + 100n, denominator: 200n };
    case 'push':
    case 'void':
      return { numerator: 1n, denominator: 1n };
    case 'half_lose':
      return { numerator: 1n, denominator: 2n };
    case 'lose':
      return { numerator: 0n, denominator: 1n };
  }
};

/**
 * `amount` times every factor, rounded down once at the end: the numerators and the denominators
 * are multiplied as BigInts (ten legs of hundredths need about 70 bits, far inside BigInt's
 * range), so the only rounding is the last division, and it is in the house's favour by less than
 * one minor unit.
 */
export const applyFactors = (amount: bigint, factors: readonly Fraction[]): bigint => {
  if (amount < 0n) throw new RangeError('negative amount');
  let numerator = amount;
  let denominator = 1n;
  for (const factor of factors) {
    if (factor.numerator < 0n || factor.denominator <= 0n) throw new RangeError('invalid factor');
    numerator *= factor.numerator;
    denominator *= factor.denominator;
  }
  return numerator / denominator;
};

/**
 * What a bet returns, the stake included, in the stake's minor units: a single is one leg, a
 * parlay several, each leg's factor (`legFactor`) applied in turn to what the legs before it
 * returned, all of it rounded down once at the end. A void or pushed leg counts as 1, so a parlay
 * with one carries on with the other legs. Stake 1000 at 1.95 with a half win returns
 * 1000 x 2.95 / 2 = 1475.
 *
 * The number of legs is not checked against `MAX_PARLAY_LEGS` here: that is a rule of taking a
 * bet, and a bet already taken is settled whatever the rule says today.
 */
export const betReturn = (
  stake: bigint,
  legs: readonly { odds: number; outcome: LegOutcome }[],
): bigint => {
  if (stake < 0n) throw new RangeError('negative stake');
  if (legs.length === 0) throw new RangeError('a bet has at least one leg');
  return applyFactors(
    stake,
    legs.map((leg) => legFactor(leg.odds, leg.outcome)),
  );
};

/**
 * Whether a bet can be settled now: every leg has its outcome, or one has lost (a parlay with a
 * lost leg returns nothing whatever its other legs do). A half-lost leg does not decide a bet.
 */
export const isBetSettled = (outcomes: readonly (LegOutcome | null)[]): boolean =>
  outcomes.includes('lose') || outcomes.every((outcome) => outcome !== null);
