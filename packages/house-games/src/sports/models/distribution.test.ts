import { describe, expect, it } from 'vitest';

import {
  discreteNormal,
  lineChances,
  massBetween,
  mixtureOf,
  negated,
  normalCdf,
  poisson,
  sumOf,
} from './distribution';

const totalOf = (p: readonly number[]) => p.reduce((sum, mass) => sum + mass, 0);
const meanOf = ({ min, p }: { min: number; p: number[] }) =>
  p.reduce((sum, mass, i) => sum + mass * (min + i), 0);

describe('the distributions the models are written in', () => {
  it('makes a Poisson distribution that adds up to 1 with the right mean', () => {
    for (const mean of [0, 0.3, 1.5, 4, 12]) {
      const dist = poisson(mean);
      expect(totalOf(dist.p)).toBeCloseTo(1, 14);
      expect(meanOf(dist)).toBeCloseTo(mean, 10);
    }
    expect(poisson(2).p[0]).toBe(Math.exp(-2));
    expect(poisson(0).p).toEqual([1]);
  });

  it('computes the normal distribution function to about 1e-7', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655254, 7);
    expect(normalCdf(3)).toBeCloseTo(0.998650102, 7);
  });

  it('discretises a normal with the continuity correction on the integers or on one parity', () => {
    const dist = discreteNormal(10.3, 4);
    expect(totalOf(dist.p)).toBeCloseTo(1, 12);
    expect(meanOf(dist)).toBeCloseTo(10.3, 6);
    expect(massBetween(dist, 10, 10)).toBeCloseTo(normalCdf(0.2 / 4) - normalCdf(-0.8 / 4), 12);
    const evens = discreteNormal(10.3, 4, 2, 0);
    expect(totalOf(evens.p)).toBeCloseTo(1, 12);
    evens.p.forEach((mass, i) => {
      if ((evens.min + i) % 2 !== 0) expect(mass).toBe(0);
    });
    expect(discreteNormal(3.4, 0)).toEqual({ min: 3, p: [1] });
  });

  it('adds, mixes and negates distributions', () => {
    const die = { min: 1, p: [1, 1, 1, 1, 1, 1].map((x) => x / 6) };
    const two = sumOf(die, die);
    expect(two.min).toBe(2);
    expect(massBetween(two, 7, 7)).toBeCloseTo(6 / 36, 15);
    expect(negated(die)).toEqual({ min: -6, p: die.p });
    const mixed = mixtureOf([
      { weight: 0.25, dist: { min: 0, p: [1] } },
      { weight: 0.75, dist: { min: 2, p: [0.5, 0.5] } },
    ]);
    expect(mixed).toEqual({ min: 0, p: [0.25, 0, 0.375, 0.375] });
  });

  it("reads a line through settlement's rule: whole lines push, quarter lines split", () => {
    // X = home - away: -1, 0 or 1, each a third.
    const dist = { min: -1, p: [1 / 3, 1 / 3, 1 / 3] };
    const third = 1 / 3;
    // Home -0.25 (line -1): a draw is a half loss, a home win a win.
    expect(lineChances(dist, 1, -1)).toEqual({ win: third, halfWin: 0, push: 0, halfLose: third });
    // Away +0.25 on the same market: a draw is its half win.
    expect(lineChances(dist, -1, 1)).toEqual({ win: third, halfWin: third, push: 0, halfLose: 0 });
    // Home 0 (draw no bet): a draw pushes.
    expect(lineChances(dist, 1, 0)).toEqual({ win: third, halfWin: 0, push: third, halfLose: 0 });
    // Home -0.75 (line -3): winning by one is a half win.
    expect(lineChances(dist, 1, -3).halfWin).toBeCloseTo(third, 15);
    // Over 0.5 on totals 0, 1, 2.
    expect(lineChances({ min: 0, p: [0.5, 0.25, 0.25] }, 1, -2).win).toBe(0.5);
  });
});
