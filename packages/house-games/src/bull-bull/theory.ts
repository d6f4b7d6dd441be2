import { BULL_BULL_HOLD, BULL_BULL_WIN_PAY } from './bull-bull';
import { MAX_BULL_MULTIPLIER, bullLevel, multiplierOfLevel } from './hand';

/**
 * The exact return of a bull bull bet, with no simulation.
 *
 * A bet backs player hand i against the banker: two disjoint five-card hands of one shuffled
 * deck, which are exchangeable, and the ranking is strict. With M the multiplier of the better of
 * the two, a winning player is paid 0.95 M and a losing one pays M, and each wins half the time
 * for every value of M by symmetry, so the expected net is
 *
 *   E[net] = 0.95 E[M; player wins] - E[M; banker wins] = -0.05 E[M; player wins] = -0.025 E[M]
 *
 * in stakes. The multiplier never falls as a hand ranks higher, so M is the larger of the two
 * multipliers, and E[M] = sum over k = 1..5 of P(M >= k) = 5 - sum over k = 2..5 of P(both
 * hands have a multiplier below k).
 *
 * P(both hands lie in a family L) counts the ordered pairs of disjoint hands of L. The indicator
 * that A and B are disjoint is the sum over the subsets S of their intersection of (-1)^|S|
 * (Moebius inversion on the subset lattice), so
 *
 *   #{(A, B) in L x L : A and B disjoint} = sum over card sets S, |S| <= 5, of (-1)^|S| N_L(S)^2
 *
 * where N_L(S) is the number of hands of L holding S. One pass over the 2,598,960 hands adds 1
 * to the 32 subsets of each hand of L, indexed by the combinatorial number system (a sorted set
 * c_1 < c_2 < ... < c_j has index C(c_1, 1) + C(c_2, 2) + ... + C(c_j, j) among sets of size j).
 * The families grow with k (multiplier 1, then 1 or 2, ...), so each pass adds only the hands of
 * the next multiplier. Every count is an integer below 2^53, so the sums are exact.
 */

export type BullBullTheory = {
  /** Hands of each level (0 no bull, 1..9 bull n, 10 niu niu, 11 five face, 12 bomb, 13 five small). */
  levelCounts: number[];
  /** All five-card hands: C(52, 5). */
  hands: number;
  /** Ordered pairs of disjoint hands: C(52, 5) x C(47, 5). */
  pairs: number;
  /**
   * Ordered pairs of disjoint hands both with a multiplier of at most m, for m = 1..5 (the last is
   * every pair).
   */
  pairsAtMost: number[];
  /** P(the better of the banker and a player hand has multiplier m), m = 1..5 at index m - 1. */
  winnerMultiplierChances: number[];
  /** E[multiplier of the better hand of the two]. */
  expectedWinnerMultiplier: number;
  /** The player's expected net per unit of the base stake: -0.025 E[M]. */
  netPerStake: number;
  /** The house edge per unit of the base stake: 0.025 E[M]. */
  houseEdgePerStake: number;
  /**
   * The expected return per unit of the base stake, the stake counted once (not the whole hold):
   * 1 + netPerStake.
   */
  returnPerStake: number;
  /** The expected return per unit held (the hold is 5 stakes): (5 + netPerStake) / 5. */
  returnPerHold: number;
};

/** C(n, j) for n = 0..rows - 1 and j = 0..columns - 1, as `table[n * columns + j]`. */
const binomials = (rows: number, columns: number): Float64Array => {
  const table = new Float64Array(rows * columns);
  for (let n = 0; n < rows; n += 1) {
    table[n * columns] = 1;
    for (let j = 1; j < columns && j <= n; j += 1)
      table[n * columns + j] =
        (table[(n - 1) * columns + j - 1] ?? 0) + (table[(n - 1) * columns + j] ?? 0);
  }
  return table;
};

export const binomial = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
};

/**
 * Visits every `size`-subset of 0..deckSize - 1 in colexicographic order, so the n-th visit is
 * the set of index n in the combinatorial number system. `set` is sorted and reused: copy it to
 * keep it.
 */
export const forEachCombination = (
  deckSize: number,
  size: number,
  visit: (set: Int32Array, index: number) => void,
): void => {
  if (size < 1 || size > deckSize) throw new RangeError('invalid combination size');
  const set = Int32Array.from({ length: size }, (_, i) => i);
  for (let index = 0; ; index += 1) {
    visit(set, index);
    let i = 0;
    while (i < size - 1 && (set[i] ?? 0) + 1 === set[i + 1]) {
      set[i] = i;
      i += 1;
    }
    const next = (set[i] ?? 0) + 1;
    if (next >= deckSize) return;
    set[i] = next;
  }
};

/**
 * For hands of `handSize` cards from a deck of `deckSize`, each in a class 0..classes - 1 given
 * by `classOf[index]` (the hand's index in the combinatorial number system), the number of
 * ordered pairs of disjoint hands whose classes are both at most t, for t = 0..classes - 1, by
 * the inclusion-exclusion over shared subsets described above.
 */
export const countDisjointPairsAtMost = (
  deckSize: number,
  handSize: number,
  classOf: Uint8Array,
  classes: number,
): number[] => {
  const columns = handSize + 1;
  const choose = binomials(deckSize + 1, columns);
  const offsets = new Float64Array(columns + 1);
  for (let j = 0; j < columns; j += 1)
    offsets[j + 1] = (offsets[j] ?? 0) + (choose[deckSize * columns + j] ?? 0);
  const subsetCounts = new Uint32Array(offsets[columns] ?? 0);

  // Each non-empty mask of the hand's positions: its highest position, the mask without it, its size.
  const masks = 1 << handSize;
  const highest = new Int32Array(masks);
  const without = new Int32Array(masks);
  const sizes = new Int32Array(masks);
  for (let mask = 1; mask < masks; mask += 1) {
    highest[mask] = 31 - Math.clz32(mask);
    without[mask] = mask ^ (1 << (highest[mask] ?? 0));
    sizes[mask] = (sizes[without[mask] ?? 0] ?? 0) + 1;
  }
  const subsetIndex = new Float64Array(masks);

  const result: number[] = [];
  for (let level = 0; level < classes; level += 1) {
    forEachCombination(deckSize, handSize, (set, index) => {
      if (classOf[index] !== level) return;
      for (let mask = 0; mask < masks; mask += 1) {
        const size = sizes[mask] ?? 0;
        if (mask > 0) {
          const top = set[highest[mask] ?? 0] ?? 0;
          subsetIndex[mask] =
            (subsetIndex[without[mask] ?? 0] ?? 0) + (choose[top * columns + size] ?? 0);
        }
        const at = (offsets[size] ?? 0) + (subsetIndex[mask] ?? 0);
        subsetCounts[at] = (subsetCounts[at] ?? 0) + 1;
      }
    });
    let pairs = 0;
    for (let size = 0; size < columns; size += 1) {
      let squares = 0;
      for (let at = offsets[size] ?? 0; at < (offsets[size + 1] ?? 0); at += 1) {
        const count = subsetCounts[at] ?? 0;
        squares += count * count;
      }
      pairs += size % 2 === 0 ? squares : -squares;
    }
    if (!Number.isSafeInteger(pairs)) throw new RangeError('the pair count left the exact range');
    result.push(pairs);
  }
  return result;
};

/** Computes the exact figures of `BullBullTheory` (about a second). */
export const computeBullBullTheory = (): BullBullTheory => {
  const hands = binomial(52, 5);
  const levelCounts = new Array<number>(14).fill(0);
  const classOf = new Uint8Array(hands);
  forEachCombination(52, 5, (set, index) => {
    const level = bullLevel(set);
    levelCounts[level] = (levelCounts[level] ?? 0) + 1;
    classOf[index] = multiplierOfLevel(level) - 1;
  });
  const pairsAtMost = countDisjointPairsAtMost(52, 5, classOf, MAX_BULL_MULTIPLIER);
  const pairs = hands * binomial(47, 5);
  // P(M <= m) for m = 0..5.
  const atMost = [0, ...pairsAtMost.map((count) => count / pairs)];
  const winnerMultiplierChances = pairsAtMost.map(
    (_, m) => (atMost[m + 1] ?? 0) - (atMost[m] ?? 0),
  );
  const expectedWinnerMultiplier =
    MAX_BULL_MULTIPLIER - pairsAtMost.slice(0, -1).reduce((sum, count) => sum + count / pairs, 0);
  // The player's net in hundredths of the stake is 95 M on a win and -100 M on a loss, each with
  // half of every value of M: (95 - 100) / 2 / 100 = -0.025 per unit of M.
  const netPerStake = ((BULL_BULL_WIN_PAY - 100) / 200) * expectedWinnerMultiplier;
  const holdInStakes = BULL_BULL_HOLD / 100;
  return {
    levelCounts,
    hands,
    pairs,
    pairsAtMost,
    winnerMultiplierChances,
    expectedWinnerMultiplier,
    netPerStake,
    houseEdgePerStake: -netPerStake,
    returnPerStake: 1 + netPerStake,
    returnPerHold: (holdInStakes + netPerStake) / holdInStakes,
  };
};

/**
 * `computeBullBullTheory()`'s figures, kept as constants (a test recomputes them). A bet holds 5
 * stakes; per unit of the base stake the player loses 0.0403 on average (a 4.03 % house edge),
 * which is 0.81 % of what is held.
 */
export const BULL_BULL_THEORY: BullBullTheory = {
  levelCounts: [
    870984, 171288, 168072, 171288, 168072, 177408, 168072, 171288, 168072, 171288, 190976, 768,
    608, 776,
  ],
  hands: 2598960,
  pairs: 3986646103440,
  pairsAtMost: [2119655568400, 3416079135024, 3980046852736, 3984265442176, 3986646103440],
  winnerMultiplierChances: [
    0.5316889218160072, 0.3251915351867679, 0.14146420401483917, 0.0010581800667884833,
    0.0005971589155971957,
  ],
  expectedWinnerMultiplier: 1.6136831190792003,
  netPerStake: -0.04034207797698001,
  houseEdgePerStake: 0.04034207797698001,
  returnPerStake: 0.95965792202302,
  returnPerHold: 0.9919315844046039,
};
