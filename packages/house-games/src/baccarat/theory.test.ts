import { describe, expect, it } from 'vitest';

import type { RandomSource } from '../fair/provably-fair';
import { BACCARAT_BET_KINDS, type BaccaratCard, drawBaccarat, settleBaccarat } from './baccarat';
import { SHOE_CARDS, fullShoeCounts } from './cards';
import { BACCARAT_THEORY, computeBaccaratTheory, countBaccaratWinners } from './theory';

/** A fast, seeded random source for simulations (mulberry32), never for real rounds. */
const simulation = (seed: number): RandomSource => {
  let state = seed >>> 0;
  return {
    int(n: number) {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n);
    },
  };
};

/** A house edge in percent, to four decimals. */
const edge = (returned: number): string => ((1 - returned) * 100).toFixed(4);

describe('baccarat theory', () => {
  it('counts the 8-deck winners exactly', () => {
    // Six-card orderings of a 416-card shoe: 416 x 415 x 414 x 413 x 412 x 411.
    expect(countBaccaratWinners(8)).toEqual({
      player: 2_230_518_282_592_256n,
      banker: 2_292_252_566_437_888n,
      tie: 475_627_426_473_216n,
      total: 4_998_398_275_503_360n,
    });
  });

  it('gives the well-known 8-deck house edges', () => {
    const theory = computeBaccaratTheory();
    expect(edge(theory.returns.banker)).toBe('1.0579');
    expect(edge(theory.returns.player)).toBe('1.2351');
    expect(edge(theory.returns.tie)).toBe('14.3596');
    expect(edge(theory.returns.player_pair)).toBe('10.3614');
    expect(edge(theory.returns.banker_pair)).toBe('10.3614');
    expect(theory.pair).toBeCloseTo(31 / 415, 15);
    expect(theory.winner.player + theory.winner.banker + theory.winner.tie).toBeCloseTo(1, 15);
  });

  it('keeps the constant equal to the computation', () => {
    expect(BACCARAT_THEORY).toEqual(computeBaccaratTheory(8));
  });

  it('computes other shoes quickly', () => {
    const started = performance.now();
    const six = computeBaccaratTheory(6);
    expect(edge(six.returns.banker)).toBe('1.0558');
    expect(edge(six.returns.player)).toBe('1.2374');
    expect(edge(six.returns.tie)).toBe('14.4382');
    const single = computeBaccaratTheory(1);
    // One deck: banker 1.01 %, player 1.29 %, tie 15.75 %, a pair (3 / 51 x 12) 29.4118 %.
    expect(((1 - single.returns.banker) * 100).toFixed(2)).toBe('1.01');
    expect(((1 - single.returns.player) * 100).toFixed(2)).toBe('1.29');
    expect(((1 - single.returns.tie) * 100).toFixed(2)).toBe('15.75');
    expect(edge(single.returns.player_pair)).toBe('29.4118');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(() => computeBaccaratTheory(0)).toThrow(RangeError);
  });

  it('agrees with rounds dealt by the game', () => {
    const random = simulation(20240611);
    const card: BaccaratCard = {
      shoe: 1,
      newShoe: false,
      burned: [],
      counts: fullShoeCounts(),
      left: SHOE_CARDS,
      cutCard: 14,
      round: 1,
    };
    const rounds = 200_000;
    const returned = Object.fromEntries(BACCARAT_BET_KINDS.map((kind) => [kind, 0]));
    for (let i = 0; i < rounds; i += 1) {
      const outcome = drawBaccarat(random, card);
      for (const kind of BACCARAT_BET_KINDS) {
        returned[kind] = (returned[kind] ?? 0) + settleBaccarat({ kind, pick: [] }, outcome);
      }
    }
    for (const kind of BACCARAT_BET_KINDS) {
      const observed = (returned[kind] ?? 0) / 100 / rounds;
      // Within about four standard errors: the pays' spread over the square root of the rounds.
      const spread = kind.endsWith('pair') ? 3.2 : kind === 'tie' ? 2.7 : 1;
      expect(Math.abs(observed - BACCARAT_THEORY.returns[kind]), kind).toBeLessThan(
        (4 * spread) / Math.sqrt(rounds),
      );
    }
  });
});
