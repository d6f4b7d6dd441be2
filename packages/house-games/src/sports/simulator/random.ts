import { type RandomSource, createFairRandom, hashServerSeed } from '../../fair/provably-fair';

/**
 * The simulator's randomness: the provably-fair stream (HMAC-SHA256 of a key, a label and a
 * nonce, read with rejection sampling), so a schedule and every match replay exactly from one
 * seed and nothing reads `Math.random`. The key is SHA-256 of the simulator's seed, so any text
 * can be a seed; each fixture reads its own streams, labelled by its id: nonce 0 for its form and
 * toss when it is scheduled, nonce 1 for the match itself.
 */

/** The HMAC key of a simulator seed: 64 hexadecimal characters, as a fair server seed is. */
export const simulatorKey = (seed: string): string => {
  if (seed.length === 0) throw new RangeError('a simulator seed is not empty');
  return hashServerSeed(`sportsbook simulator:${seed}`);
};

/** A labelled stream of a key (the label: 1 to 64 visible ASCII characters). */
export const simulatorStream = (key: string, label: string, nonce: number): RandomSource =>
  createFairRandom({ serverSeed: key, clientSeed: label, nonce });

const STEPS = 2 ** 32 - 1;

/** A uniform number in (0, 1), never 0 or 1: the middle of one of 2^32 - 1 equal steps. */
export const uniform = (random: RandomSource): number => (random.int(STEPS) + 0.5) / STEPS;

/** True with chance `p`. */
export const happens = (random: RandomSource, p: number): boolean => uniform(random) < p;

/** An exponential waiting time of rate `rate` (mean 1 / rate): the gap of a Poisson process. */
export const waitFor = (random: RandomSource, rate: number): number =>
  rate > 0 ? -Math.log(uniform(random)) / rate : Infinity;

/** A whole number in [from, to]. */
export const between = (random: RandomSource, from: number, to: number): number =>
  from + random.int(to - from + 1);

/**
 * The times of a Poisson process of `rate` per unit on [0, length): exponential gaps added up
 * until they pass the end. Given how many there are, they are uniform on the interval, and the
 * count is Poisson(rate x length), which is what the pricing models assume.
 */
export const poissonTimes = (random: RandomSource, rate: number, length: number): number[] => {
  const times: number[] = [];
  for (let t = waitFor(random, rate); t < length; t += waitFor(random, rate)) times.push(t);
  return times;
};
