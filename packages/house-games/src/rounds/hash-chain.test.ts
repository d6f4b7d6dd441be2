import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';

import {
  chainCommitment,
  chainSeeds,
  firstBrokenLink,
  isNextLink,
  playSharedRound,
  roundRandom,
} from './hash-chain';
import { type RoundGame, isValidBet, returnOf } from './round-game';

const LAST = 'a3f1c2e4b5d6978812345678901234567890abcdefabcdefabcdefabcdef0123';
const sha = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));

/** A coin tossed once a round, counting heads across rounds. */
const COIN: RoundGame<{ round: number }, { heads: boolean }, { heads: number; rounds: number }> = {
  code: 'x_coin',
  kinds: { heads: { picks: 0, min: 0, max: 0, distinct: false } },
  initialState: () => ({ heads: 0, rounds: 0 }),
  card: (_random, state) => ({ round: state.rounds + 1 }),
  draw: (random) => ({ heads: random.int(2) === 1 }),
  nextState: (state, outcome) => ({
    heads: state.heads + (outcome.heads ? 1 : 0),
    rounds: state.rounds + 1,
  }),
  hold: () => 100,
  settle: (_bet, _card, outcome) => (outcome.heads ? 195 : 0),
};

describe('hash chain', () => {
  it('links every seed to the one before by SHA-256 and commits to the first', () => {
    const seeds = chainSeeds(LAST, 50);
    expect(seeds).toHaveLength(50);
    expect(seeds.at(-1)).toBe(LAST);
    for (let index = 1; index < seeds.length; index += 1) {
      expect(sha(seeds[index] ?? '')).toBe(seeds[index - 1]);
    }
    expect(chainCommitment(seeds)).toBe(sha(seeds[0] ?? ''));
    expect(new Set(seeds).size).toBe(50);
  });

  it('verifies revealed seeds against the commitment and finds the first forged one', () => {
    const seeds = chainSeeds(LAST, 20);
    const commitment = chainCommitment(seeds);
    expect(firstBrokenLink(commitment, seeds)).toBe(0);
    expect(firstBrokenLink(commitment, seeds.slice(0, 7))).toBe(0);
    const forged = [...seeds];
    forged[6] = LAST.replace('a', 'b');
    expect(firstBrokenLink(commitment, forged)).toBe(7);
    // Skipping a round breaks the chain too.
    expect(firstBrokenLink(commitment, [seeds[0] ?? '', seeds[2] ?? ''])).toBe(2);
    expect(isNextLink(seeds[1] ?? '', (seeds[0] ?? '').toUpperCase())).toBe(true);
    expect(isNextLink('not a seed', commitment)).toBe(false);
  });

  it('refuses a malformed last seed or length', () => {
    expect(() => chainSeeds('xyz', 3)).toThrow(RangeError);
    expect(() => chainSeeds(LAST, 0)).toThrow(RangeError);
  });
});

describe('shared rounds', () => {
  it('draws the same round from the same seed and different rounds from different games', () => {
    const [seed = ''] = chainSeeds(LAST, 1);
    const first = Array.from({ length: 8 }, () => roundRandom(seed, 'x_coin').int(1000));
    expect(new Set(first).size).toBe(1);
    const a = roundRandom(seed, 'x_coin');
    const b = roundRandom(seed, 'x_other');
    const wordsA = Array.from({ length: 8 }, () => a.int(2 ** 31));
    const wordsB = Array.from({ length: 8 }, () => b.int(2 ** 31));
    expect(wordsA).not.toEqual(wordsB);
  });

  it('plays a chain of rounds whose state carries from one to the next', () => {
    const seeds = chainSeeds(LAST, 200);
    let state = COIN.initialState();
    let heads = 0;
    for (const seed of seeds) {
      const played = playSharedRound(COIN, seed, state);
      expect(played.card.round).toBe(state.rounds + 1);
      expect(playSharedRound(COIN, seed, state)).toEqual(played);
      if (played.outcome.heads) heads += 1;
      state = played.state;
    }
    expect(state).toEqual({ heads, rounds: 200 });
    // A fair coin: 200 tosses land between 60 and 140 heads unless the stream is broken.
    expect(heads).toBeGreaterThan(60);
    expect(heads).toBeLessThan(140);
  });
});

describe('bets', () => {
  it('checks a bet against its kind', () => {
    const game = {
      ...COIN,
      kinds: {
        heads: { picks: 0, min: 0, max: 0, distinct: false },
        forecast: { picks: 2, min: 1, max: 8, distinct: true },
      },
    };
    expect(isValidBet(game, { kind: 'heads', pick: [] })).toBe(true);
    expect(isValidBet(game, { kind: 'heads', pick: [1] })).toBe(false);
    expect(isValidBet(game, { kind: 'tails', pick: [] })).toBe(false);
    expect(isValidBet(game, { kind: 'toString', pick: [] })).toBe(false);
    expect(isValidBet(game, { kind: 'forecast', pick: [3, 5] })).toBe(true);
    expect(isValidBet(game, { kind: 'forecast', pick: [3, 3] })).toBe(false);
    expect(isValidBet(game, { kind: 'forecast', pick: [0, 5] })).toBe(false);
    expect(isValidBet(game, { kind: 'forecast', pick: [3, 9] })).toBe(false);
    expect(isValidBet(game, { kind: 'forecast', pick: [3, 4.5] })).toBe(false);
  });

  it('pays whole minor units, rounded down', () => {
    expect(returnOf(1000n, 195)).toBe(1950n);
    expect(returnOf(333n, 195)).toBe(649n);
    expect(returnOf(5n, 0)).toBe(0n);
    expect(returnOf(10n ** 15n, 900)).toBe(9n * 10n ** 15n);
    expect(() => returnOf(10n, -1)).toThrow(RangeError);
    expect(() => returnOf(10n, 1.5)).toThrow(RangeError);
  });
});
