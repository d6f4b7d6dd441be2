import type { BasketballState } from '../simulator/state';
import type { MarketChances, MarketKey, MarketType } from '../types';
import {
  type IntDistribution,
  certain,
  discreteNormal,
  massBetween,
  mixtureOf,
  poisson,
  skellam,
  sumOf,
  trimmed,
} from './distribution';
import { type MatchOutcome, outcomeMarket } from './outcome';
import type { MatchStrengths } from './strengths';

/**
 * Basketball: each side's points are an independent Poisson process in game time, one point at a
 * time, at
 *
 *   home:  (BASKETBALL_BASE_POINTS + BASKETBALL_HOME_ADVANTAGE / 2 + attack_h - defence_a) / 48
 *   away:  (BASKETBALL_BASE_POINTS - BASKETBALL_HOME_ADVANTAGE / 2 + attack_a - defence_h) / 48
 *
 * points a minute, over four 12-minute quarters and, while the score is level at the end, as
 * many 5-minute overtimes as it takes (the simulator plays exactly this).
 *
 * With t minutes left in regulation (or in the current overtime), the points still to come are
 * X ~ Poisson(r_h t) and Y ~ Poisson(r_a t), so the difference D = d0 + X - Y has mean
 * d0 + (r_h - r_a) t and variance (r_h + r_a) t. It is priced from the normal approximation with
 * the continuity correction: P(D = k) is the normal mass of [k - 1/2, k + 1/2]. While 80 points
 * or more are to come it is within about 2e-4 of the exact Skellam chances on the moneyline and
 * 1e-3 on any handicap line (the Skellam's slight skew when one side is much stronger). Below that
 * (`EXACT_BELOW_POINTS`, the last 17 minutes or so, and every overtime) the normal grows rough,
 * a few thousandths off in the last minute, and the exact sum over both counts is cheap, so it
 * is used instead. The total needs no approximation: X + Y is Poisson((r_h + r_a) t), so
 * T = t0 + X + Y is priced exactly.
 *
 * Overtime. A level score at the end of regulation (chance P(D = 0)) goes to an overtime, in
 * which the exact Skellam gives each side's chance to lead at its end, p+ and p-, and to be level
 * again, p0. Overtimes repeat until one ends with a leader, so the overtimes' final difference
 * is one overtime's difference given it is not 0, and home wins them with chance
 * q = p+ / (p+ + p-). So the moneyline is
 *
 *   P(home) = P(D > 0) + P(D = 0) q,
 *
 * and the final difference (overtime included, as `hcp` settles) is D where it is not 0, and an
 * overtime's non-zero difference where it is.
 *
 * The final total is exact. A level regulation leaves its points on the diagonal X - Y = -d0,
 * each pair with chance P(X = x) P(Y = y), and adds the overtimes' points: n level overtimes
 * (each on its own diagonal) and the decided one after them, summed over n (`overtimesOf`), since
 * an overtime's points and whether it ends level are not independent. What overtimes add depends
 * only on the rates, so it is worked out once per fixture and kept.
 *
 * The lines are half lines (x.5) in practice, but any line is priced the same way.
 */

/** The points per 48 minutes of either side between two average sides on a neutral court. */
export const BASKETBALL_BASE_POINTS = 110;

/** Home advantage in points per match: home scores half of it more, away half of it less. */
export const BASKETBALL_HOME_ADVANTAGE = 3;

export const QUARTER_MINUTES = 12;
export const OVERTIME_MINUTES = 5;
export const REGULATION_MINUTES = 4 * QUARTER_MINUTES;

/** Each side's points per minute of game time. */
export const basketballRates = ({
  home,
  away,
}: MatchStrengths): { home: number; away: number } => ({
  home:
    (BASKETBALL_BASE_POINTS + BASKETBALL_HOME_ADVANTAGE / 2 + home.attack - away.defence) /
    REGULATION_MINUTES,
  away:
    (BASKETBALL_BASE_POINTS - BASKETBALL_HOME_ADVANTAGE / 2 + away.attack - home.defence) /
    REGULATION_MINUTES,
});

/** Minutes left in regulation, or in the current overtime once in one. */
export const minutesLeft = (state: BasketballState): number => {
  if (state.period === 0) return REGULATION_MINUTES;
  const inPeriod = state.secondsLeft / 60;
  return state.period <= 4 ? inPeriod + QUARTER_MINUTES * (4 - state.period) : inPeriod;
};

/** Below this chance a further overtime is left out of the total. */
const NEGLIGIBLE = 1e-12;

/** A distribution moved by `by`. */
const shifted = (dist: IntDistribution, by: number): IntDistribution => ({
  min: dist.min + by,
  p: dist.p,
});

/** The match outcome from a state: the winner and the final difference and total, with overtime. */
export const basketballOutcome = (
  strengths: MatchStrengths,
  state: BasketballState,
): MatchOutcome => {
  const d0 = state.home - state.away;
  const t0 = state.home + state.away;
  if (state.status === 'finished')
    return {
      homeWins: d0 > 0 ? 1 : 0,
      awayWins: d0 < 0 ? 1 : 0,
      difference: certain(d0),
      total: certain(t0),
    };
  const rates = basketballRates(strengths);
  const overtimes = overtimesOf(rates);
  const t = minutesLeft(state);
  const regulationD = shifted(remainingDifference(rates, t), d0);
  const level = massBetween(regulationD, 0, 0);
  const difference = mixtureOf([
    { weight: 1, dist: withoutZero(regulationD) },
    { weight: level, dist: overtimes.difference },
  ]);
  const homeWins = massBetween(difference, 1, Infinity);
  const { level: levelT, notLevel } = splitTotals(rates, t, d0, t0);
  const total =
    levelT.p.length === 0
      ? notLevel
      : mixtureOf([
          { weight: 1, dist: notLevel },
          { weight: 1, dist: sumOf(trimmed(levelT), overtimes.total) },
        ]);
  return { homeWins, awayWins: 1 - homeWins, difference, total };
};

/** What overtimes add once regulation ends level, for given rates: the same all match long. */
type Overtimes = {
  /** The overtimes' final difference: one overtime's, given it is not level. */
  difference: IntDistribution;
  /** The overtimes' points, all of them. */
  total: IntDistribution;
};

/** The last few rates' overtimes: in-play repricing asks for the same fixtures again and again. */
const overtimeCache = new Map<string, Overtimes>();
const OVERTIME_CACHE_SIZE = 512;

/**
 * The overtimes of a match with these rates. The difference is one overtime's given that it
 * ends with a leader. The total is exact: an overtime's total and whether it ends level are not
 * independent (a level overtime's total is even), so the points are summed over n level
 * overtimes and the decided one that follows, for n = 0, 1, ... until the chance left is below
 * 1e-12, each overtime split by `splitTotals`.
 */
const overtimesOf = (rates: { home: number; away: number }): Overtimes => {
  const key = `${rates.home}:${rates.away}`;
  const known = overtimeCache.get(key);
  if (known) return known;
  const one = remainingDifference(rates, OVERTIME_MINUTES);
  const decided = 1 - massBetween(one, 0, 0);
  const difference = { min: one.min, p: withoutZero(one).p.map((mass) => mass / decided) };
  const overtime = splitTotals(rates, OVERTIME_MINUTES, 0, 0);
  const series: IntDistribution[] = [];
  const levelOvertime = trimmed(overtime.level);
  for (let term = trimmed(overtime.notLevel); massOf(term) > NEGLIGIBLE;) {
    series.push(term);
    // The level one first: `sumOf` skips its zeros (its totals are all even).
    term = trimmed(sumOf(levelOvertime, term));
  }
  const total = trimmed(mixtureOf(series.map((dist) => ({ weight: 1, dist }))));
  if (overtimeCache.size >= OVERTIME_CACHE_SIZE) {
    const [oldest] = overtimeCache.keys();
    if (oldest !== undefined) overtimeCache.delete(oldest);
  }
  const overtimes = { difference, total };
  overtimeCache.set(key, overtimes);
  return overtimes;
};

const massOf = (dist: IntDistribution): number => dist.p.reduce((sum, mass) => sum + mass, 0);

/**
 * The totals of `minutes` of play from scores d0 (home - away) and t0 (home + away), split by
 * whether they end level: both parts carry their chances (together they add up to 1). A level
 * end puts the points on the diagonal: y of away's, x = y - d0 of home's, total t0 + 2y - d0,
 * chance P(X = x) P(Y = y).
 */
const splitTotals = (
  rates: { home: number; away: number },
  minutes: number,
  d0: number,
  t0: number,
): { level: IntDistribution; notLevel: IntDistribution } => {
  const all = shifted(poisson((rates.home + rates.away) * minutes), t0);
  const home = poisson(rates.home * minutes);
  const away = poisson(rates.away * minutes);
  const from = Math.max(away.min, home.min + d0);
  const to = Math.min(away.min + away.p.length, home.min + home.p.length + d0) - 1;
  if (to < from) return { level: { min: t0, p: [] }, notLevel: all };
  const level: IntDistribution = {
    min: t0 + 2 * from - d0,
    p: new Array<number>(2 * (to - from) + 1).fill(0),
  };
  for (let y = from; y <= to; y += 1)
    level.p[2 * (y - from)] = (home.p[y - d0 - home.min] ?? 0) * (away.p[y - away.min] ?? 0);
  const notLevel = all.p.map((mass, i) =>
    Math.max(0, mass - (level.p[all.min + i - level.min] ?? 0)),
  );
  return { level, notLevel: { min: all.min, p: notLevel } };
};

/**
 * Below this many points to come in all (about 17 minutes' worth), the difference is summed
 * exactly, which costs little there and is where the normal approximation is weakest.
 */
export const EXACT_BELOW_POINTS = 80;

/**
 * The difference of the points to come in `minutes`: the normal approximation with the
 * continuity correction, or the exact Skellam sum when few points are to come.
 */
const remainingDifference = (
  rates: { home: number; away: number },
  minutes: number,
): IntDistribution => {
  const pace = rates.home + rates.away;
  return pace * minutes < EXACT_BELOW_POINTS
    ? skellam(rates.home * minutes, rates.away * minutes)
    : discreteNormal((rates.home - rates.away) * minutes, Math.sqrt(pace * minutes));
};

/** The distribution with its mass at 0 taken out (not renormalised). */
const withoutZero = (dist: IntDistribution): IntDistribution => ({
  min: dist.min,
  p: dist.p.map((mass, i) => (dist.min + i === 0 ? 0 : mass)),
});

const BASKETBALL_TYPES: readonly MarketType[] = ['ml', 'hcp', 'total'];

/**
 * The chances of every asked market, in the order asked: `ml` overtime included (see the module's
 * comment), `hcp` and `total` on the final points. Throws for a type basketball lacks.
 */
export const basketballChances = (
  strengths: MatchStrengths,
  state: BasketballState,
  markets: readonly MarketKey[],
): MarketChances[] => {
  const outcome = basketballOutcome(strengths, state);
  return markets.map((market) => outcomeMarket('basketball', BASKETBALL_TYPES, outcome, market));
};
