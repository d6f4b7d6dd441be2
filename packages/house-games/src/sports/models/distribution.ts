import { outcomeOfMargin } from '../settle';
import type { OutcomeChances } from '../types';

/**
 * The few distributions every model is written in, and how a lined market reads them.
 *
 * A model's job ends at two distributions of whole numbers: the difference home - away (goals,
 * points, games or maps) and the total home + away. Every lined market is then one sum over one
 * of them. A selection's margin in quarters (as `settle.ts` defines it) is a straight line in the
 * measure X:
 *
 *   handicap home:  4X + line      handicap away: -(4X + line)      X = home - away
 *   over:           4X - line      under:         -(4X - line)      X = home + away
 *
 * so its chances are the masses of the X whose margin `outcomeOfMargin` reads as win, half win,
 * push or half lose. Settlement's own rule is called here, so a price and a settlement can never
 * disagree about a line.
 */

/** A distribution on the whole numbers `min`, `min + 1`, ...: `p[i]` is the chance of `min + i`. */
export type IntDistribution = { min: number; p: number[] };

/** No chance of anything: all four outcomes but `lose` at 0. */
export const NO_CHANCES: Readonly<OutcomeChances> = { win: 0, halfWin: 0, push: 0, halfLose: 0 };

/** A plain win-or-lose selection with chance `win`. */
export const winChance = (win: number): OutcomeChances => ({ ...NO_CHANCES, win });

/** The point mass at `value`. */
export const certain = (value: number): IntDistribution => ({ min: value, p: [1] });

/** The chance that X lies in [from, to] (whole numbers, both included). */
export const massBetween = (dist: IntDistribution, from: number, to: number): number => {
  let sum = 0;
  const last = Math.min(to, dist.min + dist.p.length - 1);
  for (let x = Math.max(from, dist.min); x <= last; x += 1) sum += dist.p[x - dist.min] ?? 0;
  return sum;
};

/**
 * A selection's chances when its margin in quarters is `sign * 4X + offset` (see the module's
 * comment): handicap home is (1, line), away (-1, -line), over (1, -line), under (-1, line).
 */
export const lineChances = (
  dist: IntDistribution,
  sign: 1 | -1,
  offset: number,
): OutcomeChances => {
  const chances = { ...NO_CHANCES };
  dist.p.forEach((mass, i) => {
    switch (outcomeOfMargin(sign * 4 * (dist.min + i) + offset)) {
      case 'win':
        chances.win += mass;
        break;
      case 'half_win':
        chances.halfWin += mass;
        break;
      case 'push':
        chances.push += mass;
        break;
      case 'half_lose':
        chances.halfLose += mass;
        break;
      default:
        break;
    }
  });
  return chances;
};

/**
 * How evenly a line splits a two-way market: the first selection's share of the stakes it wins
 * (a half win counts half) less the second's. 0 is an even split; the line nearest it is the
 * market's main line.
 */
export const lineImbalance = (first: OutcomeChances, second: OutcomeChances): number =>
  first.win + first.halfWin / 2 - (second.win + second.halfWin / 2);

/** The distribution of -X. */
export const negated = (dist: IntDistribution): IntDistribution => ({
  min: -(dist.min + dist.p.length - 1),
  p: [...dist.p].reverse(),
});

/** The distribution of X + Y for independent X and Y (a convolution). */
export const sumOf = (x: IntDistribution, y: IntDistribution): IntDistribution => {
  // Plain loops over a typed array: the hottest loop of in-play repricing.
  const ys = Float64Array.from(y.p);
  const out = new Float64Array(x.p.length + ys.length - 1);
  for (let i = 0; i < x.p.length; i += 1) {
    const px = x.p[i] ?? 0;
    // Zeros are common (a distribution on one parity): skipping them halves the work.
    if (px === 0) continue;
    for (let j = 0; j < ys.length; j += 1) out[i + j] = (out[i + j] ?? 0) + px * (ys[j] ?? 0);
  }
  return { min: x.min + y.min, p: Array.from(out) };
};

/** Mixes distributions with the given weights (adding up to 1). */
export const mixtureOf = (parts: readonly { weight: number; dist: IntDistribution }[]) => {
  const live = parts.filter((part) => part.weight > 0 && part.dist.p.length > 0);
  if (live.length === 0) return certain(0);
  const min = Math.min(...live.map((part) => part.dist.min));
  const max = Math.max(...live.map((part) => part.dist.min + part.dist.p.length - 1));
  const p = new Array<number>(max - min + 1).fill(0);
  for (const { weight, dist } of live)
    dist.p.forEach(
      (mass, i) => (p[dist.min - min + i] = (p[dist.min - min + i] ?? 0) + weight * mass),
    );
  return { min, p };
};

/** Below this, the tail a truncated distribution leaves out is folded into its last value. */
const TAIL = 1e-15;

/**
 * The distribution without the values at either end whose masses are each below `TAIL`, their
 * masses added to the first and last values kept (so the total stays the same): it keeps
 * convolutions and sums short.
 */
export const trimmed = (dist: IntDistribution): IntDistribution => {
  let first = 0;
  let last = dist.p.length - 1;
  while (first < last && (dist.p[first] ?? 0) < TAIL) first += 1;
  while (last > first && (dist.p[last] ?? 0) < TAIL) last -= 1;
  if (first === 0 && last === dist.p.length - 1) return dist;
  const p = dist.p.slice(first, last + 1);
  const below = dist.p.slice(0, first).reduce((sum, mass) => sum + mass, 0);
  const above = dist.p.slice(last + 1).reduce((sum, mass) => sum + mass, 0);
  p[0] = (p[0] ?? 0) + below;
  p[p.length - 1] = (p[p.length - 1] ?? 0) + above;
  return { min: dist.min + first, p };
};

/**
 * The Poisson distribution of mean `mean`, from p(0) = e^-mean and p(k) = p(k - 1) mean / k, on
 * the counts that matter: below the first count and beyond the last, less than 1e-15 of the mass
 * lies, and those slivers are added to the first and last counts kept, so the masses add up to 1
 * to the last few bits. Means up to 700 (e^-mean must not underflow).
 */
export const poisson = (mean: number): IntDistribution => {
  if (!(mean >= 0) || mean > 700) throw new RangeError('invalid Poisson mean');
  if (mean === 0) return certain(0);
  const all = [Math.exp(-mean)];
  let sum = all[0] ?? 0;
  for (let k = 1; k <= mean || 1 - sum > TAIL; k += 1) {
    const next = ((all[k - 1] ?? 0) * mean) / k;
    all.push(next);
    sum += next;
    if (next === 0 && k > mean) break;
  }
  let first = 0;
  let below = 0;
  while (first < all.length - 1 && below + (all[first] ?? 0) < TAIL) {
    below += all[first] ?? 0;
    first += 1;
  }
  const p = all.slice(first);
  p[0] = (p[0] ?? 0) + below;
  p[p.length - 1] = (p[p.length - 1] ?? 0) + Math.max(0, 1 - sum);
  return { min: first, p };
};

/**
 * The distribution of X - Y for independent Poisson X and Y of means `meanX` and `meanY` (the
 * Skellam distribution), exactly: a sum over both counts.
 */
export const skellam = (meanX: number, meanY: number): IntDistribution => {
  const x = poisson(meanX);
  const y = poisson(meanY);
  return sumOf(x, negated(y));
};

/**
 * The standard normal distribution function Phi(x) = erfc(-x / sqrt 2) / 2, with erfc from the
 * Chebyshev fit of Numerical Recipes (`erfcc`), relative error below 1.2e-7 everywhere.
 */
export const normalCdf = (x: number): number => {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const erfc =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t *
                              (-1.13520398 +
                                t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? 1 - erfc / 2 : erfc / 2;
};

/** How many standard deviations either side of the mean a discretised normal keeps. */
const NORMAL_SPAN = 9;

/**
 * A normal distribution of mean `mean` and standard deviation `sd` made whole, with the
 * continuity correction: the whole number k on the lattice `step` apart (k = mean's parity
 * when `step` is 2) takes the normal mass of [k - step / 2, k + step / 2]. The lattice runs nine
 * deviations either side of the mean and the two tails beyond fold into its ends, so the masses
 * add up to 1. A zero deviation is the point mass at the rounded mean.
 *
 * `parity`, with `step` 2, pins the lattice to the even (0) or odd (1) numbers.
 */
export const discreteNormal = (
  mean: number,
  sd: number,
  step: 1 | 2 = 1,
  parity: 0 | 1 = 0,
): IntDistribution => {
  const onLattice = (x: number) => (step === 1 ? x : 2 * Math.round((x - parity) / 2) + parity);
  if (!(sd > 1e-9)) return certain(onLattice(Math.round(mean)));
  const low = onLattice(Math.floor(mean - NORMAL_SPAN * sd));
  const high = onLattice(Math.ceil(mean + NORMAL_SPAN * sd));
  const p = new Array<number>(high - low + 1).fill(0);
  let below = 0;
  for (let k = low; k <= high; k += step) {
    const above = k === high ? 1 : normalCdf((k + step / 2 - mean) / sd);
    p[k - low] = above - below;
    below = above;
  }
  return { min: low, p };
};
