import { hash, randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';

import { chainCommitment } from '@member-site/house-games/rounds';

/**
 * Walking a table's hash chain on the server (see `hash-chain.ts` of the house games). A chain of
 * 100,000 seeds costs 100,000 SHA-256s whenever it is published, and again when a process first
 * needs one of its seeds. Done in one go on the event loop, that is seconds on a small machine in
 * which the server answers nothing (not a page, not a push), so the walk here hashes natively and
 * hands the event loop back between slices.
 */

/** The seed before `seed` in its chain: `previousLink` of the house games, hashed natively. */
export const previousSeed = (seed: string): string => hash('sha256', seed, 'hex');

/** Seeds hashed between two turns of the event loop: a millisecond or two of work. */
const SLICE = 1_000;

/**
 * Every `every`-th seed of a chain from its last seed down, by position: mark `k` is the seed of
 * round `k * every + 1`. The first seed (round 1) is always mark 0.
 */
export const walkChainMarks = async (
  lastSeed: string,
  length: number,
  every: number,
): Promise<string[]> => {
  const marks = new Array<string>(Math.ceil(length / every));
  let seed = lastSeed;
  for (let at = length; at >= 1; at -= 1) {
    if ((at - 1) % every === 0) marks[(at - 1) / every] = seed;
    if (at > 1) seed = previousSeed(seed);
    if (at % SLICE === 0) await nextTurn();
  }
  return marks;
};

/** A new chain before it is stored: its secret last seed, its commitment and its marks. */
export type PreparedChain = {
  lastSeed: string;
  commitment: string;
  length: number;
  marks: string[];
};

/** Draw a chain's secret last seed and walk it down to its commitment, keeping its marks. */
export const prepareChain = async (length: number, every: number): Promise<PreparedChain> => {
  const lastSeed = randomBytes(32).toString('hex');
  const marks = await walkChainMarks(lastSeed, length, every);
  const first = marks[0];
  if (first === undefined) throw new RangeError('empty chain');
  return { lastSeed, commitment: chainCommitment([first]), length, marks };
};
