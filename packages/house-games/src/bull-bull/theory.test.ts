import { describe, expect, it } from 'vitest';

import {
  BULL_BULL_THEORY,
  binomial,
  computeBullBullTheory,
  countDisjointPairsAtMost,
  forEachCombination,
} from './theory';

describe('the bull bull theory', () => {
  it('matches its constants when computed again', () => {
    const theory = computeBullBullTheory();
    expect(theory.levelCounts).toEqual(BULL_BULL_THEORY.levelCounts);
    expect(theory.pairsAtMost).toEqual(BULL_BULL_THEORY.pairsAtMost);
    expect(theory.expectedWinnerMultiplier).toBeCloseTo(
      BULL_BULL_THEORY.expectedWinnerMultiplier,
      14,
    );
    expect(theory.netPerStake).toBeCloseTo(BULL_BULL_THEORY.netPerStake, 14);
    expect(theory.houseEdgePerStake).toBeCloseTo(BULL_BULL_THEORY.houseEdgePerStake, 14);
    expect(theory.returnPerHold).toBeCloseTo(BULL_BULL_THEORY.returnPerHold, 14);
    expect(theory.returnPerStake).toBeCloseTo(BULL_BULL_THEORY.returnPerStake, 14);
    theory.winnerMultiplierChances.forEach((chance, m) =>
      expect(chance).toBeCloseTo(BULL_BULL_THEORY.winnerMultiplierChances[m] ?? -1, 14),
    );
  }, 60_000);

  it('counts every hand and every disjoint pair', () => {
    const theory = BULL_BULL_THEORY;
    expect(theory.hands).toBe(2_598_960);
    expect(theory.levelCounts.reduce((sum, count) => sum + count, 0)).toBe(theory.hands);
    // Four of a kind: 13 ranks x 48 fifth cards, less the 16 that are five small (four aces with a
    // 2, 3 or 4; four twos with an ace).
    expect(theory.levelCounts[12]).toBe(13 * 48 - 16);
    // Five face: C(12, 5) less the 24 bombs of faces.
    expect(theory.levelCounts[11]).toBe(binomial(12, 5) - 24);
    expect(theory.pairs).toBe(binomial(52, 5) * binomial(47, 5));
    // Every pair has both multipliers at most 5: the inclusion-exclusion gives the direct count.
    expect(theory.pairsAtMost[4]).toBe(theory.pairs);
    expect(theory.winnerMultiplierChances.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 14);
    const expected = theory.winnerMultiplierChances.reduce((sum, p, m) => sum + p * (m + 1), 0);
    expect(expected).toBeCloseTo(theory.expectedWinnerMultiplier, 13);
    expect(theory.netPerStake).toBeCloseTo(-0.025 * theory.expectedWinnerMultiplier, 15);
    expect(theory.returnPerHold).toBeCloseTo(1 + theory.netPerStake / 5, 15);
    expect(theory.returnPerStake).toBeCloseTo(1 + theory.netPerStake, 15);
  });

  it('counts disjoint pairs as brute force does on a small deck', () => {
    for (const [deckSize, handSize] of [
      [9, 2],
      [11, 3],
      [12, 4],
    ] as const) {
      const hands: number[][] = [];
      forEachCombination(deckSize, handSize, (set) => hands.push([...set]));
      expect(hands).toHaveLength(binomial(deckSize, handSize));
      // A class from the cards, uneven across hands.
      const classOf = Uint8Array.from(hands, (cards) =>
        Math.min(3, cards.reduce((sum, card) => sum + card * card, 0) % 5),
      );
      const direct = [0, 0, 0, 0];
      hands.forEach((a, i) =>
        hands.forEach((b, j) => {
          if (a.some((card) => b.includes(card))) return;
          const worst = Math.max(classOf[i] ?? 0, classOf[j] ?? 0);
          for (let t = worst; t < 4; t += 1) direct[t] = (direct[t] ?? 0) + 1;
        }),
      );
      expect(countDisjointPairsAtMost(deckSize, handSize, classOf, 4)).toEqual(direct);
      expect(direct[3]).toBe(
        binomial(deckSize, handSize) * binomial(deckSize - handSize, handSize),
      );
    }
  });

  it('visits combinations in the order of the combinatorial number system', () => {
    const seen: number[][] = [];
    forEachCombination(5, 3, (set, index) => {
      expect(index).toBe(seen.length);
      seen.push([...set]);
    });
    expect(seen).toEqual([
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
      [0, 1, 4],
      [0, 2, 4],
      [1, 2, 4],
      [0, 3, 4],
      [1, 3, 4],
      [2, 3, 4],
    ]);
  });
});
