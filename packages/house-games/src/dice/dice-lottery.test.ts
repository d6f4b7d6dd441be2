import { describe, expect, it } from 'vitest';

import { type RandomSource, createFairRandom } from '../fair/provably-fair';
import { type RoundBet, isValidBet } from '../rounds/round-game';
import { diceFrequencies } from './dice-frequencies';
import { DICE_LOTTERY, DICE_PAYS, type DiceOutcome, diceOutcome, throwDice } from './dice-lottery';
import { DICE_THEORY, allDiceThrows, computeDiceTheory } from './dice-theory';

/** A random source that answers the given values in order, for rounds set up by hand. */
const scripted = (values: number[]): RandomSource => {
  let next = 0;
  return {
    int(n: number) {
      const value = values[next] ?? 0;
      next += 1;
      if (value >= n) throw new Error(`scripted ${value} is not below ${n}`);
      return value;
    },
  };
};

const bet = (kind: string, ...pick: number[]): RoundBet => ({ kind, pick });
const settle = (placed: RoundBet, dice: [number, number, number]): number =>
  DICE_LOTTERY.settle(placed, null, diceOutcome(dice));

describe('a throw of the dice lottery', () => {
  it('draws three dice in order from the stream, one int(6) each', () => {
    const outcome = DICE_LOTTERY.draw(scripted([0, 5, 2]), null, null);
    expect(outcome).toEqual({ dice: [1, 6, 3], sum: 10, triple: false });
    expect(DICE_LOTTERY.draw(scripted([3, 3, 3]), null, null)).toEqual({
      dice: [4, 4, 4],
      sum: 12,
      triple: true,
    });
  });

  it('has no card and no state, and holds the stake of every bet', () => {
    expect(DICE_LOTTERY.code).toBe('l_dice_lottery');
    expect(DICE_LOTTERY.initialState()).toBeNull();
    expect(DICE_LOTTERY.card(scripted([]), null)).toBeNull();
    expect(DICE_LOTTERY.nextState(null, diceOutcome([1, 2, 3]))).toBeNull();
    expect(DICE_LOTTERY.hold(bet('big'))).toBe(100);
    expect(DICE_LOTTERY.hold(bet('triple', 6))).toBe(100);
  });

  it('replays the same throw from the same seeds', () => {
    const inputs = { serverSeed: 'd'.repeat(64), clientSeed: 'dice', nonce: 7 };
    const first = DICE_LOTTERY.draw(createFairRandom(inputs), null, null);
    expect(DICE_LOTTERY.draw(createFairRandom(inputs), null, null)).toEqual(first);
    const another = { ...inputs, nonce: 8 };
    const throws = Array.from({ length: 20 }, (_, nonce) =>
      throwDice(createFairRandom({ ...another, nonce })),
    );
    expect(new Set(throws.map((outcome) => outcome.dice.join())).size).toBeGreaterThan(1);
  });

  it('takes only the kinds and picks of the table', () => {
    expect(isValidBet(DICE_LOTTERY, bet('big'))).toBe(true);
    expect(isValidBet(DICE_LOTTERY, bet('big', 1))).toBe(false);
    expect(isValidBet(DICE_LOTTERY, bet('sum', 4))).toBe(true);
    expect(isValidBet(DICE_LOTTERY, bet('sum', 3))).toBe(false);
    expect(isValidBet(DICE_LOTTERY, bet('sum', 18))).toBe(false);
    expect(isValidBet(DICE_LOTTERY, bet('triple', 6))).toBe(true);
    expect(isValidBet(DICE_LOTTERY, bet('double', 0))).toBe(false);
    expect(isValidBet(DICE_LOTTERY, bet('single', 7))).toBe(false);
    expect(isValidBet(DICE_LOTTERY, bet('single', 2.5))).toBe(false);
    expect(isValidBet(DICE_LOTTERY, bet('toString'))).toBe(false);
    expect(() => settle(bet('sum', 3), [1, 1, 1])).toThrow(RangeError);
    expect(() => settle(bet('lucky'), [1, 1, 1])).toThrow(RangeError);
  });
});

describe('the dice lottery pays', () => {
  it('big and small at even money, losing on any triple', () => {
    expect(settle(bet('big'), [6, 5, 6])).toBe(200);
    expect(settle(bet('big'), [5, 5, 1])).toBe(200);
    expect(settle(bet('big'), [4, 5, 1])).toBe(0);
    expect(settle(bet('big'), [6, 6, 6])).toBe(0);
    expect(settle(bet('big'), [4, 4, 4])).toBe(0);
    expect(settle(bet('small'), [4, 5, 1])).toBe(200);
    expect(settle(bet('small'), [1, 1, 2])).toBe(200);
    expect(settle(bet('small'), [5, 5, 1])).toBe(0);
    expect(settle(bet('small'), [1, 1, 1])).toBe(0);
    expect(settle(bet('small'), [3, 3, 3])).toBe(0);
  });

  it('odd and even at even money, losing on any triple', () => {
    expect(settle(bet('odd'), [1, 2, 4])).toBe(200);
    expect(settle(bet('odd'), [1, 2, 3])).toBe(0);
    expect(settle(bet('odd'), [3, 3, 3])).toBe(0);
    expect(settle(bet('even'), [1, 2, 3])).toBe(200);
    expect(settle(bet('even'), [1, 2, 4])).toBe(0);
    expect(settle(bet('even'), [2, 2, 2])).toBe(0);
  });

  it('every sum at its odds, triples included', () => {
    const sums: [number, [number, number, number], number][] = [
      [4, [1, 1, 2], 51],
      [5, [1, 2, 2], 19],
      [6, [2, 2, 2], 15],
      [7, [1, 2, 4], 13],
      [8, [2, 3, 3], 9],
      [9, [3, 3, 3], 7],
      [10, [6, 3, 1], 7],
      [11, [5, 5, 1], 7],
      [12, [4, 4, 4], 7],
      [13, [6, 6, 1], 9],
      [14, [6, 4, 4], 13],
      [15, [5, 5, 5], 15],
      [16, [6, 5, 5], 19],
      [17, [6, 6, 5], 51],
    ];
    for (const [sum, dice, stakes] of sums) {
      expect(settle(bet('sum', sum), dice)).toBe(stakes * 100);
      expect(settle(bet('sum', sum === 4 ? 5 : 4), dice)).toBe(0);
    }
  });

  it('any triple at 24 to 1 and a specific triple at 150 to 1', () => {
    for (let face = 1; face <= 6; face += 1) {
      expect(settle(bet('any_triple'), [face, face, face])).toBe(2500);
      expect(settle(bet('triple', face), [face, face, face])).toBe(15_100);
      expect(settle(bet('triple', face), [face, face, (face % 6) + 1])).toBe(0);
      expect(settle(bet('triple', (face % 6) + 1), [face, face, face])).toBe(0);
    }
    expect(settle(bet('any_triple'), [2, 2, 3])).toBe(0);
  });

  it('a double at 10 to 1 on two or three of the face', () => {
    expect(settle(bet('double', 3), [3, 1, 3])).toBe(1100);
    expect(settle(bet('double', 3), [3, 3, 3])).toBe(1100);
    expect(settle(bet('double', 3), [3, 1, 2])).toBe(0);
    expect(settle(bet('double', 1), [3, 3, 2])).toBe(0);
  });

  it('a single at 1, 2 or 3 to 1 by the dice showing the face', () => {
    expect(settle(bet('single', 5), [1, 2, 3])).toBe(0);
    expect(settle(bet('single', 5), [5, 2, 3])).toBe(200);
    expect(settle(bet('single', 5), [5, 2, 5])).toBe(300);
    expect(settle(bet('single', 5), [5, 5, 5])).toBe(400);
  });

  it('as the one payout table says', () => {
    expect(DICE_PAYS.sum[4]).toBe(50);
    expect(DICE_PAYS.single[3]).toBe(3);
    expect(Object.keys(DICE_PAYS.sum).map(Number)).toEqual(
      Array.from({ length: 14 }, (_, i) => i + 4),
    );
  });
});

describe('the theory of the dice lottery', () => {
  const edge = (figure: { houseEdge: number } | null | undefined): number =>
    figure?.houseEdge ?? Number.NaN;

  it('counts 216 different throws', () => {
    const throws = allDiceThrows();
    expect(throws).toHaveLength(216);
    expect(new Set(throws.map((outcome) => outcome.dice.join())).size).toBe(216);
  });

  it('gives the known house edges exactly', () => {
    for (const kind of ['big', 'small', 'odd', 'even'] as const) {
      expect(DICE_THEORY[kind].all).toMatchObject({ numerator: 35, denominator: 36 });
      expect(edge(DICE_THEORY[kind].all)).toBeCloseTo(0.0278, 4);
    }
    expect(DICE_THEORY.any_triple.all).toMatchObject({ numerator: 25, denominator: 36 });
    expect(edge(DICE_THEORY.any_triple.all)).toBeCloseTo(0.3056, 4);
    expect(DICE_THEORY.triple.all).toMatchObject({ numerator: 151, denominator: 216 });
    expect(edge(DICE_THEORY.triple.all)).toBeCloseTo(0.3009, 4);
    // 16 of 216 throws show at least two of a face: 8 to 1 returns 144 / 216.
    expect(DICE_THEORY.double.all).toMatchObject({ numerator: 22, denominator: 27 });
    expect(edge(DICE_THEORY.double.all)).toBeCloseTo(0.1852, 4);
    // One die 75 throws, two 15, three 1: (75 x 2 + 15 x 3 + 1 x 4) / 216.
    expect(DICE_THEORY.single.all).toMatchObject({ numerator: 199, denominator: 216 });
    expect(edge(DICE_THEORY.single.all)).toBeCloseTo(0.0787, 4);
  });

  it('gives each sum its own return, the same for the sums either side of 10.5', () => {
    expect(DICE_THEORY.sum.all).toBeNull();
    const sums: Record<number, number> = {
      4: 0.2917,
      5: 0.4722,
      6: 0.3056,
      7: 0.0972,
      8: 0.125,
      9: 0.1898,
      10: 0.125,
    };
    for (const [sum, houseEdge] of Object.entries(sums)) {
      expect(edge(DICE_THEORY.sum.picks[Number(sum)])).toBeCloseTo(houseEdge, 4);
      expect(DICE_THEORY.sum.picks[21 - Number(sum)]).toEqual(DICE_THEORY.sum.picks[Number(sum)]);
    }
    expect(DICE_THEORY.sum.picks[4]).toMatchObject({
      total: 15_300,
      numerator: 17,
      denominator: 24,
    });
    expect(DICE_THEORY.sum.picks[3]).toBeUndefined();
  });

  it('lists every pick of the picked kinds and none for the others', () => {
    expect(Object.keys(DICE_THEORY.big.picks)).toEqual([]);
    expect(Object.keys(DICE_THEORY.single.picks)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(Object.keys(DICE_THEORY.sum.picks)).toHaveLength(14);
    expect(computeDiceTheory()).toEqual(DICE_THEORY);
  });

  it('keeps every return below the stake', () => {
    for (const { picks, all } of Object.values(DICE_THEORY)) {
      for (const figure of [...Object.values(picks), ...(all ? [all] : [])]) {
        expect(figure.rtp).toBeLessThan(1);
        expect(figure.rtp + figure.houseEdge).toBeCloseTo(1, 12);
        expect(figure.numerator / figure.denominator).toBe(figure.rtp);
      }
    }
  });
});

describe('dice frequencies', () => {
  it('counts faces, sums, big, small, odd, even and triples', () => {
    const results: DiceOutcome[] = [
      diceOutcome([1, 2, 3]),
      diceOutcome([6, 6, 5]),
      diceOutcome([4, 4, 4]),
      diceOutcome([1, 1, 2]),
    ];
    const counts = diceFrequencies(results);
    expect(counts.throws).toBe(4);
    expect(counts.faces).toEqual({ 1: 3, 2: 2, 3: 1, 4: 3, 5: 1, 6: 2 });
    expect(counts.sums[6]).toBe(1);
    expect(counts.sums[17]).toBe(1);
    expect(counts.sums[12]).toBe(1);
    expect(counts.sums[4]).toBe(1);
    expect(counts.sums[3]).toBe(0);
    expect(counts.sums[18]).toBe(0);
    expect(Object.keys(counts.sums)).toHaveLength(16);
    expect(counts).toMatchObject({ big: 1, small: 2, odd: 1, even: 2, triple: 1 });
  });

  it('counts nothing in an empty list, and the whole space as the theory does', () => {
    expect(diceFrequencies([])).toMatchObject({ throws: 0, big: 0, triple: 0 });
    const all = diceFrequencies(allDiceThrows());
    expect(all).toMatchObject({ throws: 216, big: 105, small: 105, odd: 105, even: 105 });
    expect(all.triple).toBe(6);
    expect(all.faces[1]).toBe(108);
    expect(all.sums[10]).toBe(27);
  });
});
