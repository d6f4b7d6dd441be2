import { describe, expect, it } from 'vitest';

import { type RandomSource, createFairRandom } from '../fair/provably-fair';
import { isValidBet } from '../rounds/round-game';
import { BULL_BULL, bullBullOutcome, dealBullBull, settleBullBull } from './bull-bull';
import { BULL_BULL_THEORY } from './theory';

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

const SEED = {
  serverSeed: 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778',
  clientSeed: 'bull-bull',
};

describe('a bull bull round', () => {
  it('deals the banker first, then players 1 to 5, from the cards left in order', () => {
    const hands = dealBullBull(scripted(new Array<number>(30).fill(0)));
    expect(hands).toEqual(
      [0, 1, 2, 3, 4, 5].map((hand) => [0, 1, 2, 3, 4].map((i) => hand * 5 + i)),
    );
    // The last card of the deck, then the last of what is left, and so on.
    const fromTop = dealBullBull(scripted(Array.from({ length: 30 }, (_, i) => 51 - i)));
    expect(fromTop[0]).toEqual([51, 50, 49, 48, 47]);
    expect(fromTop[5]).toEqual([26, 25, 24, 23, 22]);
  });

  it('never deals a card twice, and replays the same from the same seed', () => {
    for (let nonce = 0; nonce < 50; nonce += 1) {
      const outcome = BULL_BULL.draw(createFairRandom({ ...SEED, nonce }), null, null);
      const cards = [outcome.banker, ...outcome.players].flatMap((hand) => hand.cards);
      expect(cards).toHaveLength(30);
      expect(new Set(cards).size).toBe(30);
      expect(cards.every((card) => card >= 0 && card < 52)).toBe(true);
      const again = BULL_BULL.draw(createFairRandom({ ...SEED, nonce }), null, null);
      expect(again).toEqual(outcome);
      expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
    }
    const first = BULL_BULL.draw(createFairRandom({ ...SEED, nonce: 0 }), null, null);
    const second = BULL_BULL.draw(createFairRandom({ ...SEED, nonce: 1 }), null, null);
    expect(second).not.toEqual(first);
  });

  it('has no card and no state', () => {
    expect(BULL_BULL.code).toBe('c_bull_bull');
    expect(BULL_BULL.initialState()).toBeNull();
    expect(BULL_BULL.card(scripted([]), null)).toBeNull();
    const outcome = BULL_BULL.draw(createFairRandom({ ...SEED, nonce: 3 }), null, null);
    expect(BULL_BULL.nextState(null, outcome)).toBeNull();
  });

  it('takes a bet on one player hand 1 to 5', () => {
    expect(isValidBet(BULL_BULL, { kind: 'player', pick: [1] })).toBe(true);
    expect(isValidBet(BULL_BULL, { kind: 'player', pick: [5] })).toBe(true);
    expect(isValidBet(BULL_BULL, { kind: 'player', pick: [0] })).toBe(false);
    expect(isValidBet(BULL_BULL, { kind: 'player', pick: [6] })).toBe(false);
    expect(isValidBet(BULL_BULL, { kind: 'player', pick: [] })).toBe(false);
    expect(isValidBet(BULL_BULL, { kind: 'banker', pick: [] })).toBe(false);
    expect(BULL_BULL.hold({ kind: 'player', pick: [2] })).toBe(500);
  });

  it('pays the winning hand its multiplier, less 5 % commission for a player', () => {
    const card = (rank: number, suit: number) => suit * 13 + rank - 1;
    const outcome = bullBullOutcome([
      // Banker: bull 7 (A + 3 + 6, then Q + 7), paying 2.
      [card(1, 0), card(3, 1), card(6, 2), card(12, 3), card(7, 0)],
      // Player 1: niu niu (10 + K + J, 5 + 5), paying 3.
      [card(10, 0), card(13, 1), card(5, 2), card(5, 3), card(11, 0)],
      // Player 2: no bull.
      [card(1, 1), card(2, 1), card(4, 2), card(8, 3), card(9, 0)],
      // Player 3: five small, paying 5.
      [card(1, 2), card(1, 3), card(2, 2), card(2, 3), card(3, 0)],
      // Player 4: bull 7 too, its queen of hearts above the banker's queen of diamonds.
      [card(2, 0), card(8, 1), card(12, 1), card(3, 2), card(4, 3)],
      // Player 5: bull 9, paying 2.
      [card(6, 1), card(4, 1), card(13, 2), card(4, 0), card(5, 1)],
    ]);
    const dealt = [outcome.banker, ...outcome.players].flatMap((hand) => hand.cards);
    expect(new Set(dealt).size).toBe(30);
    expect(outcome.banker).toMatchObject({ category: 'bull', bull: 7, multiplier: 2 });
    expect(outcome.players.map((hand) => hand.category)).toEqual([
      'niu-niu',
      'no-bull',
      'five-small',
      'bull',
      'bull',
    ]);
    expect(outcome.players[3]?.bull).toBe(7);
    expect(outcome.winners).toEqual([true, false, true, true, true]);
    const settle = (pick: number) =>
      BULL_BULL.settle({ kind: 'player', pick: [pick] }, null, outcome);
    expect(settle(1)).toBe(500 + 95 * 3);
    expect(settle(2)).toBe(500 - 100 * 2);
    expect(settle(3)).toBe(500 + 95 * 5);
    expect(settle(4)).toBe(500 + 95 * 2);
    expect(settle(5)).toBe(500 + 95 * 2);
    expect(() => settleBullBull({ kind: 'player', pick: [6] }, outcome)).toThrow(RangeError);
  });

  it('loses everything held when the banker wins with five small', () => {
    const card = (rank: number, suit: number) => suit * 13 + rank - 1;
    const banker = [card(1, 0), card(1, 1), card(2, 2), card(2, 3), card(3, 0)];
    const rest = Array.from({ length: 52 }, (_, i) => i).filter((i) => !banker.includes(i));
    const outcome = bullBullOutcome([
      banker,
      ...[0, 1, 2, 3, 4].map((hand) => rest.slice(hand * 5, hand * 5 + 5)),
    ]);
    expect(outcome.winners).toEqual([false, false, false, false, false]);
    expect(BULL_BULL.settle({ kind: 'player', pick: [1] }, null, outcome)).toBe(0);
  });

  it('returns what the theory says over 100,000 simulated rounds', () => {
    const random = simulation(88);
    const rounds = 100_000;
    let net = 0;
    let wins = 0;
    for (let round = 0; round < rounds; round += 1) {
      const outcome = BULL_BULL.draw(random, null, null);
      for (let pick = 1; pick <= 5; pick += 1) {
        net += BULL_BULL.settle({ kind: 'player', pick: [pick] }, null, outcome) - 500;
        if (outcome.winners[pick - 1]) wins += 1;
      }
    }
    // Five hands a round, 500,000 bets: the mean net's standard error is about 0.003 stakes.
    expect(Math.abs(net / 100 / (rounds * 5) - BULL_BULL_THEORY.netPerStake)).toBeLessThan(0.02);
    expect(Math.abs(wins / (rounds * 5) - 0.5)).toBeLessThan(0.01);
  });
});
