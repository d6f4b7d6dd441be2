import {
  SERVER_SEED_PATTERN,
  type FairRandom,
  createFairRandom,
  hashServerSeed,
} from '../fair/provably-fair';
import type { RoundGame } from './round-game';

/**
 * The hash chain a table's rounds are drawn from, generated before any of them is played.
 *
 * A chain of length N starts from a secret random seed s(N); every seed before it is the SHA-256
 * of the one after: s(i) = SHA-256(s(i + 1)), as 64 hexadecimal characters. The operator
 * publishes the chain's commitment, SHA-256(s(1)), before the first round. Round 1 of the chain
 * is drawn from s(1), round 2 from s(2), and so on: each round uses the next seed back from the
 * chain's end and reveals it when it settles. Anyone can check that a revealed seed hashes to the
 * seed revealed before it (to the commitment for the first), so every result was fixed when the
 * chain was published, and knowing the revealed seeds tells nothing of the next one (that would
 * mean inverting SHA-256).
 */

/** The seed before `seed` in its chain, which a revealed `seed` must hash to. */
export const previousLink = (seed: string): string => hashServerSeed(seed);

/**
 * The chain's seeds in the order rounds use them, from s(1) to s(length), for a secret last seed.
 * Costs one SHA-256 per seed (about a second for 100,000 on a small machine): a server walks long
 * chains natively, between turns of its event loop (`chain-walk.ts` of the server).
 */
export const chainSeeds = (lastSeed: string, length: number): string[] => {
  if (!SERVER_SEED_PATTERN.test(lastSeed)) throw new RangeError('invalid chain seed');
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError('invalid chain length');
  const seeds = new Array<string>(length);
  let seed = lastSeed;
  for (let index = length - 1; index >= 0; index -= 1) {
    seeds[index] = seed;
    seed = previousLink(seed);
  }
  return seeds;
};

/** The commitment published for a chain: the hash of its first seed. */
export const chainCommitment = (seeds: readonly string[]): string => {
  const first = seeds[0];
  if (first === undefined) throw new RangeError('empty chain');
  return previousLink(first);
};

/**
 * Whether `seed` is the link after `previous` (the seed revealed by the chain's round before,
 * or the commitment for its first round).
 */
export const isNextLink = (seed: string, previous: string): boolean =>
  SERVER_SEED_PATTERN.test(seed) && previousLink(seed) === previous.toLowerCase();

/**
 * Check revealed seeds against a commitment: `seeds` are rounds 1, 2, ... of the chain in order.
 * Returns the number of the first round whose seed does not follow, or 0 when all do.
 */
export const firstBrokenLink = (commitment: string, seeds: readonly string[]): number => {
  let previous = commitment;
  for (const [index, seed] of seeds.entries()) {
    if (!isNextLink(seed, previous)) return index + 1;
    previous = seed;
  }
  return 0;
};

/** A round's random stream: the seed keys it, the game's code tells games apart. */
export const roundRandom = (seed: string, gameCode: string): FairRandom =>
  createFairRandom({ serverSeed: seed, clientSeed: gameCode, nonce: 0 });

/** What a round of a shared-round game is, given its seed and the table's state before it. */
export type PlayedRound<Card, Outcome, State> = { card: Card; outcome: Outcome; state: State };

/**
 * Play a round from its seed: the card first, then the outcome, from one stream, and the table's
 * state after it. The server and the verify page both call this, so a round the page recomputes
 * is the round the table played.
 */
export const playSharedRound = <Card, Outcome, State>(
  game: RoundGame<Card, Outcome, State>,
  seed: string,
  state: State,
): PlayedRound<Card, Outcome, State> => {
  const random = roundRandom(seed, game.code);
  const card = game.card(random, state);
  const outcome = game.draw(random, card, state);
  return { card, outcome, state: game.nextState(state, outcome) };
};
