import { describe, expect, it } from 'vitest';

import {
  MILLION,
  RACING_MARGINS,
  RACING_MAX_PLACE_CHANCE,
  fixedExp,
  forecastChance,
  placeChances,
  racingOdds,
  toMillionths,
  winMillionths,
} from './racing-odds';
import { RACING_STABLE } from './stable';

/** Every ordering of 0..n - 1. */
const permutations = (n: number): number[][] => {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((rest) =>
    Array.from({ length: n }, (_, at) => [...rest.slice(0, at), n - 1, ...rest.slice(at)]),
  );
};

/** The Harville chance of a whole finishing order. */
const orderChance = (chances: readonly number[], order: readonly number[]): number => {
  let left = 1;
  let chance = 1;
  for (const runner of order) {
    const p = chances[runner] ?? 0;
    chance *= p / left;
    left -= p;
  }
  return chance;
};

const CHANCES = toMillionths([5, 3, 2.5, 2, 1.2, 1, 0.7, 0.4]).map((q) => q / MILLION);

describe('racing chances and odds', () => {
  it('computes e^x from basic arithmetic to near machine precision', () => {
    for (let x = -8; x <= 2; x += 0.37)
      expect(Math.abs(fixedExp(x) / Math.exp(x) - 1)).toBeLessThan(1e-13);
    expect(fixedExp(0)).toBe(1);
  });

  it('writes weights as whole millionths adding up to a million, largest remainders first', () => {
    expect(toMillionths([1, 1, 1])).toEqual([333334, 333333, 333333]);
    expect(toMillionths([2, 1, 1, 2])).toEqual([333333, 166667, 166667, 333333]);
    const shares = toMillionths([0.3, 0.1, 7, 2.2, 1e-3]);
    expect(shares.reduce((sum, q) => sum + q, 0)).toBe(MILLION);
    expect(shares.every(Number.isInteger)).toBe(true);
  });

  it('sums the place chance over every first, second and third as Harville does', () => {
    const orders = permutations(8);
    expect(orders).toHaveLength(40320);
    const direct = new Array<number>(8).fill(0);
    const seconds = CHANCES.map(() => new Array<number>(8).fill(0));
    for (const order of orders) {
      const chance = orderChance(CHANCES, order);
      order.slice(0, 3).forEach((runner) => (direct[runner] = (direct[runner] ?? 0) + chance));
      const [first = 0, second = 0] = order;
      const row = seconds[first] ?? [];
      row[second] = (row[second] ?? 0) + chance;
    }
    const place = placeChances(CHANCES);
    place.forEach((chance, runner) => expect(chance).toBeCloseTo(direct[runner] ?? -1, 12));
    expect(place.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(3, 12);
    CHANCES.forEach((_, first) =>
      CHANCES.forEach((__, second) =>
        expect(forecastChance(CHANCES, first, second)).toBeCloseTo(
          seconds[first]?.[second] ?? -1,
          12,
        ),
      ),
    );
  });

  it('prices every market from (1 - margin) / chance, rounded down', () => {
    const millionths = CHANCES.map((p) => Math.round(p * MILLION));
    const odds = racingOdds(millionths);
    const place = placeChances(CHANCES);
    millionths.forEach((q, i) => {
      expect(odds.win[i]).toBe(Math.max(101, Math.floor((100 * 900_000) / q)));
      expect(odds.place[i]).toBe(Math.max(101, Math.floor(90 / (place[i] ?? 1))));
      expect(odds.forecast[i]?.[i]).toBe(0);
      millionths.forEach((_, j) => {
        if (i === j) return;
        expect(odds.forecast[i]?.[j]).toBe(
          Math.max(101, Math.floor(85 / forecastChance(CHANCES, i, j))),
        );
      });
    });
    // The favourite at 5 / 15.8 has win odds of 0.9 / 0.316... = 2.84.
    expect(odds.win[0]).toBe(284);
    expect(RACING_MARGINS).toEqual({ win: 0.1, place: 0.1, forecast: 0.15 });
  });

  it('keeps the minimum odds of 1.01 from ever binding, even in the most one-sided field', () => {
    const ratings = RACING_STABLE.map((horse) => horse.rating).sort((a, b) => a - b);
    const strongest = (ratings.at(-1) ?? 0) + 3;
    const field = [strongest, ...ratings.slice(0, 7).map((rating) => rating - 3)];
    const millionths = winMillionths(field);
    expect(millionths.reduce((sum, q) => sum + q, 0)).toBe(MILLION);
    const place = placeChances(millionths.map((q) => q / MILLION));
    expect(Math.max(...place)).toBeLessThanOrEqual(RACING_MAX_PLACE_CHANCE);
    const odds = racingOdds(millionths);
    expect(Math.min(...odds.place)).toBeGreaterThan(101);
    expect(Math.min(...odds.win)).toBeGreaterThan(101);
    // Two strong horses in a weak field: each would place almost surely without the flattening.
    const pair = winMillionths([103, 103, 69, 69, 69, 69, 69, 69]);
    expect(Math.max(...placeChances(pair.map((q) => q / MILLION)))).toBeLessThanOrEqual(
      RACING_MAX_PLACE_CHANCE,
    );
  });
});
