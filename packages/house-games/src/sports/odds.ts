import {
  MIN_ODDS,
  type MarketChances,
  type OddsFormat,
  type OutcomeChances,
  selectionsOf,
} from './types';

/**
 * Prices: odds from a selection's chances and a margin, and odds written the way a member reads
 * them.
 *
 * A unit staked at decimal odds d = o / 100 returns, stake included, d on a win, (d + 1) / 2 on a
 * half win (half the stake wins, half comes back), 1 on a push, 1 / 2 on a half loss and 0 on a
 * loss. So with the chances w, hw, p, hl of the first four, the expected return is
 *
 *   E(d) = w d + hw (d + 1) / 2 + p + hl / 2 = (w + hw / 2) d + (hw / 2 + p + hl / 2)
 *
 * a straight line in d with slope w + hw / 2. A market with margin m prices each selection at the
 * highest odds with E <= 1 - m, the target, so every selection keeps at least m of its stakes on
 * average (more by the rounding down to whole hundredths):
 *
 *   d = (target - hw / 2 - p - hl / 2) / (w + hw / 2)
 *
 * A plain two-way selection at 50% with a 5% margin: d = 0.95 / 0.5 = 1.90. The Asian home -0.25
 * with 45% to win and 27% to draw (a half loss): d = (0.96 - 0.135) / 0.45 = 1.83 at a 4% margin.
 *
 * Chances are floats, so the solution is only a first guess: `oddsFor` then steps it by whole
 * hundredths until `expectedReturn` itself, the same float expression anyone can evaluate,
 * says it is the highest that does not pass the target. Odds never touch money as floats: they
 * leave here as whole hundredths.
 */

/** The highest odds ever posted: 1000.00. */
export const MAX_ODDS = 100_000;

/** A little room for chances that add up to 1 in floating point but print a hair above it. */
const CHANCE_TOLERANCE = 1e-9;

const isChance = (value: number): boolean => Number.isFinite(value) && value >= 0 && value <= 1;

/** Throws a RangeError unless every chance is in [0, 1] and they add up to at most 1. */
export const assertChances = (chances: OutcomeChances): void => {
  const { win, halfWin, push, halfLose } = chances;
  if (![win, halfWin, push, halfLose].every(isChance))
    throw new RangeError('a chance is in [0, 1]');
  if (win + halfWin + push + halfLose > 1 + CHANCE_TOLERANCE)
    throw new RangeError('chances add up to more than 1');
};

/**
 * The average return per unit staked at `odds` (hundredths), the stake included: 1 is a fair
 * bet, 0.95 keeps 5% (see the module's comment). Written as (w o + hw (o + 100) / 2) / 100, so the
 * odds enter as integers and a 50% chance at 190 returns 0.95 to the last bit.
 */
export const expectedReturn = (chances: OutcomeChances, odds: number): number =>
  (chances.win * odds + (chances.halfWin * (odds + 100)) / 2) / 100 +
  chances.push +
  chances.halfLose / 2;

/**
 * The highest odds in whole hundredths (rounded down) whose expected return is at most `target`
 * (1 - margin): `expectedReturn(chances, o) <= target < expectedReturn(chances, o + 1)`, capped at
 * `MAX_ODDS`. Null when the answer is below `MIN_ODDS` (the selection is too likely to be offered
 * at that margin) or when no odds pay out at all (no chance to win or half win).
 *
 * The float solution of the module's equation lands within a hundredth or so of the answer; the
 * steps that follow settle it exactly, and they stop at once because `expectedReturn` grows with
 * the odds (each of its terms does, and rounding keeps order).
 */
export const oddsFor = (chances: OutcomeChances, target: number): number | null => {
  assertChances(chances);
  if (!Number.isFinite(target) || target <= 0) throw new RangeError('invalid target');
  const slope = chances.win + chances.halfWin / 2;
  if (slope === 0) return null;
  const fixed = chances.halfWin / 2 + chances.push + chances.halfLose / 2;
  const guess = Math.floor((100 * (target - fixed)) / slope);
  let odds = Math.min(MAX_ODDS, Math.max(MIN_ODDS - 1, guess));
  while (odds >= MIN_ODDS && expectedReturn(chances, odds) > target) odds -= 1;
  while (odds < MAX_ODDS && expectedReturn(chances, odds + 1) <= target) odds += 1;
  return odds < MIN_ODDS ? null : odds;
};

/**
 * Each selection of a market priced at `margin` (0.05 keeps 5%), in the order given; null for a
 * selection not offered (see `oddsFor`). Throws a RangeError for a margin outside [0, 1) or a
 * selection the market type does not have.
 */
export const priceMarket = (
  market: MarketChances,
  margin: number,
): { key: string; odds: number | null }[] => {
  if (!Number.isFinite(margin) || margin < 0 || margin >= 1) throw new RangeError('invalid margin');
  const known = selectionsOf(market.market.type);
  return market.selections.map(({ key, chances }) => {
    if (!known.includes(key)) throw new RangeError(`${market.market.type} has no selection ${key}`);
    return { key, odds: oddsFor(chances, 1 - margin) };
  });
};

/** Whole hundredths written with two decimals: 195 is "1.95", 5 is "0.05". */
const hundredths = (value: number): string =>
  `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

/**
 * Odds (hundredths, at least 1.00) as a member reads them:
 * - `decimal`: the return per unit staked, the stake included: 1.95;
 * - `hongkong`: the winnings per unit staked, decimal - 1: 0.95;
 * - `malay`: the Hong Kong odds h when h <= 1 (win h for a stake of 1: 0.95, 1.00); above that,
 *   -1 / h (stake 1 / h to win 1, written negative): decimal 2.25 is h = 1.25, Malay -0.80.
 *
 * Everything is whole hundredths. The negative Malay value is 10000 / (o - 100) hundredths,
 * rounded half away from zero: floor((2 x 10000 + h) / (2 h)) with h = o - 100 in hundredths
 * (decimal 2.60 is -0.625, written -0.63). Past decimal 201.00 that rounds to 0, which would read
 * as no price at all, so it is written -0.01, the nearest the format can say.
 */
export const formatOdds = (odds: number, format: OddsFormat): string => {
  if (!Number.isSafeInteger(odds) || odds < 100) throw new RangeError('invalid odds');
  switch (format) {
    case 'decimal':
      return hundredths(odds);
    case 'hongkong':
      return hundredths(odds - 100);
    case 'malay': {
      const hongKong = odds - 100;
      if (hongKong <= 100) return hundredths(hongKong);
      const magnitude = Math.floor((20_000 + hongKong) / (2 * hongKong));
      return `-${hundredths(Math.max(1, magnitude))}`;
    }
  }
};

/**
 * A market's overround: the sum of 1 / decimal odds over its selections, less 1. A fair two-way
 * market at 2.00 and 2.00 has 0; 1.90 and 1.90 have 2 / 1.9 - 1 = 5.26%. For a page's "margin"
 * display: it is not quite the margin `priceMarket` keeps, which is per selection and counts
 * pushes and half outcomes.
 */
export const overround = (odds: readonly number[]): number => {
  if (odds.length === 0) throw new RangeError('no odds');
  if (!odds.every((value) => Number.isSafeInteger(value) && value >= MIN_ODDS))
    throw new RangeError('invalid odds');
  return odds.reduce((sum, value) => sum + 100 / value, 0) - 1;
};
