import type { DiceOutcome } from './dice-lottery';

/** Counts over a list of outcomes, for the page's frequency charts. */
export type DiceFrequencies = {
  /** How many outcomes were counted. */
  throws: number;
  /** How many dice showed each face, 1 to 6: three dice a throw. */
  faces: Record<number, number>;
  /** How many throws had each sum, 3 to 18. */
  sums: Record<number, number>;
  /** Throws on which big, small, odd and even won: triples are none of them, as they settle. */
  big: number;
  small: number;
  odd: number;
  even: number;
  /** Throws of three equal dice. */
  triple: number;
};

const zeros = (from: number, to: number): Record<number, number> => {
  const counts: Record<number, number> = {};
  for (let value = from; value <= to; value += 1) counts[value] = 0;
  return counts;
};

/** Counts of each face, each sum, big, small, odd, even and triples over a list of outcomes. */
export const diceFrequencies = (results: readonly DiceOutcome[]): DiceFrequencies => {
  const frequencies: DiceFrequencies = {
    throws: results.length,
    faces: zeros(1, 6),
    sums: zeros(3, 18),
    big: 0,
    small: 0,
    odd: 0,
    even: 0,
    triple: 0,
  };
  for (const { dice, sum, triple } of results) {
    for (const die of dice) frequencies.faces[die] = (frequencies.faces[die] ?? 0) + 1;
    frequencies.sums[sum] = (frequencies.sums[sum] ?? 0) + 1;
    if (triple) {
      frequencies.triple += 1;
      continue;
    }
    if (sum >= 11) frequencies.big += 1;
    else frequencies.small += 1;
    if (sum % 2 === 1) frequencies.odd += 1;
    else frequencies.even += 1;
  }
  return frequencies;
};
