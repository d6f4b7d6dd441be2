import { describe, expect, it } from 'vitest';

import { type RandomSource, createFairRandom } from '../fair/provably-fair';
import { LOTUS_FORTUNE, LOTUS_FORTUNE_FIGURES, LOTUS_PAYLINES } from './lotus-fortune';
import type { SlotDefinition } from './slot-definition';
import { isPlayableStake, playSlotRound } from './slot-engine';
import { computeSlotMath } from './slot-math';

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

/** A tiny definition whose windows are easy to set: strips where stop i shows i, i+1, i+2. */
const TINY: SlotDefinition = {
  ...LOTUS_FORTUNE,
  id: 'tiny',
  reels: Array.from({ length: 5 }, () => [
    'A', // 0
    'A',
    'A',
    'lotus', // 3
    'K',
    'ingot', // 5
    'Q',
    'J',
    'dragon', // 8
    'dragon',
    'dragon',
    'lotus', // 11
    'lotus',
    'lotus',
    '10', // 14
    '10',
  ]),
};

describe('a spin of the line slot', () => {
  it('pays a line of five from the left, with wilds standing in', () => {
    // Middle row: A, lotus, A, A, A on reel stops 1, 2, 0, 0, 0 (rows 0..2 show stop..stop+2).
    const round = playSlotRound(TINY, scripted([0, 2, 0, 0, 0]), 2500);
    const [spin] = round.spins;
    expect(spin?.grid.map((reel) => reel[1])).toEqual(['A', 'lotus', 'A', 'A', 'A']);
    // Lines through A or the lotus on each reel: every line crossing only rows 0 to 2 of these
    // stops. The middle line pays five A: 100 line bets of 100.
    const middle = spin?.lineWins.find((win) => win.line === 0);
    expect(middle).toEqual({ line: 0, symbol: 'A', count: 5, win: 100 * 100 });
    expect(round.win).toBe(spin?.lineWins.reduce((sum, win) => sum + win.win, 0));
    expect(round.freeSpins).toBe(0);
  });

  it('pays a line of wilds alone as the top symbol', () => {
    const round = playSlotRound(TINY, scripted([11, 11, 11, 11, 11]), 2500);
    const top = round.spins[0]?.lineWins.find((win) => win.line === 1);
    expect(top).toEqual({ line: 1, symbol: 'dragon', count: 5, win: 1000 * 100 });
  });

  it('stops a line at the scatter and the first other symbol', () => {
    // Top row: dragon, dragon, ingot, ...: two dragons pay nothing.
    const round = playSlotRound(TINY, scripted([8, 9, 5, 14, 14]), 2500);
    const spin = round.spins[0];
    expect(spin?.grid.map((reel) => reel[0])).toEqual(['dragon', 'dragon', 'ingot', '10', '10']);
    expect(spin?.lineWins.find((win) => win.line === 1)).toBeUndefined();
  });

  it('pays scatters anywhere and plays the free spins they start, tripled', () => {
    // Ingots on reels 1 to 3 (stop 5 shows ingot on the top row; stop 3 on row 2).
    const base = [5, 3, 4, 14, 14];
    // Ten free spins on windows that pay nothing: 10, 10, A on the first reel, Q, J, dragon after.
    const quiet = [14, 6, 6, 6, 6];
    const values = [...base, ...Array.from({ length: 10 }, () => quiet).flat()];
    const round = playSlotRound(TINY, scripted(values), 2500);
    const [first] = round.spins;
    expect(first?.scatters).toBe(3);
    expect(first?.scatterWin).toBe(2 * 2500);
    expect(first?.freeSpinsAwarded).toBe(10);
    expect(round.freeSpins).toBe(10);
    expect(round.spins).toHaveLength(11);
    expect(round.spins.slice(1).map((spin) => [spin.multiplier, spin.win])).toEqual(
      Array.from({ length: 10 }, () => [3, 0]),
    );
    expect(round.win).toBe(first?.win);
  });

  it('stops the round at the maximum win', () => {
    const capped = { ...TINY, maxWinStakes: 10 };
    // Five wilds on every line: far above 10 stakes.
    const round = playSlotRound(capped, scripted([11, 11, 11, 11, 11]), 2500);
    expect(round.win).toBe(25_000);
    expect(round.capped).toBe(true);
  });

  it('plays only whole line bets', () => {
    expect(isPlayableStake(LOTUS_FORTUNE, 25)).toBe(true);
    expect(isPlayableStake(LOTUS_FORTUNE, 30)).toBe(false);
    expect(isPlayableStake(LOTUS_FORTUNE, 0)).toBe(false);
    expect(isPlayableStake(LOTUS_FORTUNE, 2.5)).toBe(false);
    expect(() => playSlotRound(LOTUS_FORTUNE, scripted([]), 30)).toThrow(RangeError);
  });

  it('replays the same round from the same seeds', () => {
    const inputs = { serverSeed: 'f'.repeat(64), clientSeed: 'replay', nonce: 12 };
    const first = playSlotRound(LOTUS_FORTUNE, createFairRandom(inputs), 500);
    const again = playSlotRound(LOTUS_FORTUNE, createFairRandom(inputs), 500);
    expect(again).toEqual(first);
  });
});

describe('Lotus Fortune', () => {
  it('has 25 different paylines and five reels whose windows never show two scatters', () => {
    expect(new Set(LOTUS_PAYLINES.map((line) => line.join())).size).toBe(25);
    for (const strip of LOTUS_FORTUNE.reels) {
      strip.forEach((_, stop) => {
        const window = [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);
        expect(window.filter((symbol) => symbol === 'ingot').length).toBeLessThanOrEqual(1);
      });
    }
    expect(LOTUS_FORTUNE.reels[0]?.includes('lotus')).toBe(false);
    expect(LOTUS_FORTUNE.reels[4]?.includes('lotus')).toBe(false);
  });

  it('returns the declared 96 % exactly from its strips and paytable', () => {
    const math = computeSlotMath(LOTUS_FORTUNE);
    expect(math.rtp).toBeGreaterThan(LOTUS_FORTUNE_FIGURES.rtp - 0.0005);
    expect(math.rtp).toBeLessThan(LOTUS_FORTUNE_FIGURES.rtp + 0.0005);
    expect(math.scatterCounts.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
  });

  it('plays as its math says over 300,000 simulated rounds', () => {
    const math = computeSlotMath(LOTUS_FORTUNE);
    const random = simulation(2026);
    const rounds = 300_000;
    let lineWins = 0;
    let hits = 0;
    let triggers = 0;
    for (let i = 0; i < rounds; i += 1) {
      const round = playSlotRound(LOTUS_FORTUNE, random, 25);
      const base = round.spins[0];
      lineWins += (base?.win ?? 0) - (base?.scatterWin ?? 0);
      if (round.win > 0) hits += 1;
      if (round.freeSpins > 0) triggers += 1;
    }
    // Line pays of base spins vary little: the simulated mean is within 2 % of the exact one.
    expect(lineWins / (rounds * 25) / math.lineReturn).toBeGreaterThan(0.98);
    expect(lineWins / (rounds * 25) / math.lineReturn).toBeLessThan(1.02);
    expect(triggers / rounds / math.freeSpinChance).toBeGreaterThan(0.9);
    expect(triggers / rounds / math.freeSpinChance).toBeLessThan(1.1);
    expect(Math.abs(hits / rounds - LOTUS_FORTUNE_FIGURES.hitFrequency)).toBeLessThan(0.01);
  });
});
