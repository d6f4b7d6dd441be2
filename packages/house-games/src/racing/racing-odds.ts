/**
 * Chances and odds of a virtual race. Each runner's strength (its rating plus the race's going
 * factor) gives it a weight exp(strength / temperature); its chance to win is its share of the
 * weights, written exactly as whole millionths that add up to 1,000,000 (largest remainder).
 *
 * The finishing order follows the Harville (Plackett-Luce) model: the winner is drawn in
 * proportion to the chances, then the second among the others in proportion to theirs, and so
 * on. So with p the chances, runner j second behind i has chance p_i p_j / (1 - p_i), and runner
 * i finishes in the first three with chance
 *
 *   p_i + sum over j of p_j p_i / (1 - p_j) + sum over j, k of p_j p_k / (1 - p_j) p_i / (1 - p_j - p_k)
 *
 * (j, k and i all different). Odds are in hundredths of the stake, the stake included, rounded
 * down from (1 - margin) / chance, so every bet returns at most 1 - margin on average.
 *
 * Only +, -, x and / touch floating-point numbers here (the exponential is a fixed series), and
 * IEEE 754 rounds those the same everywhere, so anyone recomputes a card to the last digit.
 */

/** Each market's margin: the share of the stakes it keeps on average. */
export type RacingMargins = { win: number; place: number; forecast: number };

export const RACING_MARGINS: Readonly<RacingMargins> = { win: 0.1, place: 0.1, forecast: 0.15 };

/** The lowest odds paid, in hundredths: 1.01 to 1. */
export const RACING_MIN_ODDS = 101;

/** Strength points per unit of the exponent: the lower, the more a rating point counts. */
export const RACING_TEMPERATURE = 11;

/**
 * The highest chance any runner may have to finish in the first three. A field more one-sided
 * than that is flattened (the temperature raised by a quarter at a time) until it is not, so
 * place odds never reach the 1.01 minimum and keep their margin.
 */
export const RACING_MAX_PLACE_CHANCE = 0.85;

/** A whole chance, in millionths. */
export const MILLION = 1_000_000;

/**
 * e^x from basic arithmetic only: the Taylor series of e^(x / 16) to 16 terms, raised to the
 * 16th power by squaring four times: within a few parts in 10^15 of e^x for |x| <= 8.
 */
export const fixedExp = (x: number): number => {
  const y = x / 16;
  let term = 1;
  let sum = 1;
  for (let n = 1; n <= 16; n += 1) {
    term = (term * y) / n;
    sum += term;
  }
  for (let i = 0; i < 4; i += 1) sum *= sum;
  return sum;
};

/**
 * Positive weights as whole millionths adding up to 1,000,000: each share rounded down, then one
 * more millionth to the largest remainders (the lower runner first on a tie).
 */
export const toMillionths = (weights: readonly number[]): number[] => {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (weight * MILLION) / total);
  const shares = exact.map(Math.floor);
  const left = MILLION - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (let n = 0; n < left; n += 1) {
    const at = byRemainder[n % byRemainder.length]?.i ?? 0;
    shares[at] = (shares[at] ?? 0) + 1;
  }
  return shares;
};

/** Chances (fractions) from millionths. */
const chancesOf = (millionths: readonly number[]): number[] =>
  millionths.map((share) => share / MILLION);

/** The Harville chance that runner `first` wins and runner `second` is second (indices from 0). */
export const forecastChance = (
  chances: readonly number[],
  first: number,
  second: number,
): number => {
  const p = chances[first] ?? 0;
  return first === second ? 0 : (p * (chances[second] ?? 0)) / (1 - p);
};

/** Each runner's Harville chance to finish in the first three (indices from 0). */
export const placeChances = (chances: readonly number[]): number[] =>
  chances.map((p, i) => {
    let place = p;
    chances.forEach((pj, j) => {
      if (j === i) return;
      place += (pj * p) / (1 - pj);
      chances.forEach((pk, k) => {
        if (k === i || k === j) return;
        place += ((pj * pk) / (1 - pj)) * (p / (1 - pj - pk));
      });
    });
    return place;
  });

/**
 * The runners' chances to win, in millionths, from their strengths (in points): weights
 * exp((strength - strongest) / temperature), the temperature raised until no runner's place
 * chance exceeds `RACING_MAX_PLACE_CHANCE`.
 */
export const winMillionths = (strengths: readonly number[]): number[] => {
  const strongest = Math.max(...strengths);
  for (let temperature = RACING_TEMPERATURE; ; temperature *= 1.25) {
    const millionths = toMillionths(
      strengths.map((strength) => fixedExp((strength - strongest) / temperature)),
    );
    const worst = Math.max(...placeChances(chancesOf(millionths)));
    if (worst <= RACING_MAX_PLACE_CHANCE && millionths.every((share) => share > 0))
      return millionths;
  }
};

/** Odds in hundredths for a chance and a margin: (1 - margin) / chance rounded down, at least 1.01. */
export const oddsFor = (chance: number, margin: number): number =>
  Math.max(RACING_MIN_ODDS, Math.floor((100 * (1 - margin)) / chance));

export type RacingOdds = {
  /** By runner: the odds that it wins. */
  win: number[];
  /** By runner: the odds that it finishes in the first three. */
  place: number[];
  /** `forecast[first - 1][second - 1]`: the odds of that exact first and second; 0 on the diagonal. */
  forecast: number[][];
};

/** Every market's odds from the chances to win in millionths. */
export const racingOdds = (
  millionths: readonly number[],
  margins: Readonly<RacingMargins> = RACING_MARGINS,
): RacingOdds => {
  const chances = chancesOf(millionths);
  // Win odds straight from the integers: 100 (1 - margin) / (q / 10^6) = 100 x keep / q, with
  // keep the share paid back in millionths, so the division is of two exact integers.
  const keep = Math.round((1 - margins.win) * MILLION);
  return {
    win: millionths.map((q) => Math.max(RACING_MIN_ODDS, Math.floor((100 * keep) / q))),
    place: placeChances(chances).map((chance) => oddsFor(chance, margins.place)),
    forecast: chances.map((_, first) =>
      chances.map((__, second) =>
        first === second ? 0 : oddsFor(forecastChance(chances, first, second), margins.forecast),
      ),
    ),
  };
};
