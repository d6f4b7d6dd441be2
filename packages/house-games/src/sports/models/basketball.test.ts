import { describe, expect, it } from 'vitest';

import { type BasketballState, initialState } from '../simulator/state';
import type { MarketChances, MarketKey } from '../types';
import {
  EXACT_BELOW_POINTS,
  OVERTIME_MINUTES,
  basketballChances,
  basketballOutcome,
  basketballRates,
  minutesLeft,
} from './basketball';
import { type IntDistribution, lineChances, massBetween, poisson } from './distribution';
import { marketsFor } from './markets';
import type { MatchStrengths } from './strengths';

const STRENGTHS: MatchStrengths = {
  home: { attack: 3, defence: 1 },
  away: { attack: 1, defence: -1 },
};

const prematch = initialState('basketball') as BasketballState;

const playing = (
  home: number,
  away: number,
  period: number,
  secondsLeft: number,
  interval = false,
): BasketballState => ({
  ...prematch,
  status: 'in_play',
  home,
  away,
  period,
  secondsLeft,
  interval,
});

/**
 * The exact chances of the Poisson model, for checking the normal approximation: the points to
 * come summed over both sides' Poisson counts, a level regulation followed by overtimes (each an
 * exact Skellam, repeated while level, their totals added).
 */
const exactOutcome = (strengths: MatchStrengths, state: BasketballState) => {
  const rates = basketballRates(strengths);
  const pairs = (minutes: number, d0: number, t0: number) => {
    const x = poisson(rates.home * minutes);
    const y = poisson(rates.away * minutes);
    const cells: { d: number; t: number; p: number }[] = [];
    x.p.forEach((px, i) =>
      y.p.forEach((py, j) => {
        const [home, away] = [x.min + i, y.min + j];
        cells.push({ d: d0 + home - away, t: t0 + home + away, p: px * py });
      }),
    );
    return cells;
  };
  const difference = new Map<number, number>();
  const total = new Map<number, number>();
  const add = (map: Map<number, number>, key: number, p: number) =>
    map.set(key, (map.get(key) ?? 0) + p);
  const overtime = pairs(OVERTIME_MINUTES, 0, 0);
  const again = overtime.filter((cell) => cell.d === 0).reduce((sum, cell) => sum + cell.p, 0);
  // Level after regulation at total t: overtimes until one is not level.
  let level = new Map<number, number>();
  for (const cell of pairs(minutesLeft(state), state.home - state.away, state.home + state.away)) {
    if (cell.d !== 0) {
      add(difference, cell.d, cell.p);
      add(total, cell.t, cell.p);
    } else add(level, cell.t, cell.p);
  }
  for (let n = 0; n < 12 && level.size > 0; n += 1) {
    const next = new Map<number, number>();
    for (const [t, p] of level)
      for (const cell of overtime) {
        if (cell.d === 0) add(next, t + cell.t, p * cell.p);
        else {
          add(difference, cell.d, p * cell.p);
          add(total, t + cell.t, p * cell.p);
        }
      }
    level = next;
  }
  const toDist = (map: Map<number, number>): IntDistribution => {
    const min = Math.min(...map.keys());
    const p = new Array<number>(Math.max(...map.keys()) - min + 1).fill(0);
    for (const [k, mass] of map) p[k - min] = mass;
    return { min, p };
  };
  expect(again).toBeLessThan(0.1);
  return { difference: toDist(difference), total: toDist(total) };
};

const sumOfMarket = ({ selections }: MarketChances): number => {
  const [first, second] = selections.map((selection) => selection.chances);
  return (
    (first?.win ?? 0) +
    (first?.halfWin ?? 0) +
    (first?.push ?? 0) +
    (first?.halfLose ?? 0) +
    (second?.win ?? 0)
  );
};

describe('the basketball model', () => {
  it('adds every market up to 1 and never pushes a half line', () => {
    const markets: MarketKey[] = [
      { type: 'ml', line: null },
      { type: 'hcp', line: -14 },
      { type: 'hcp', line: -16 },
      { type: 'hcp', line: 9 },
      { type: 'total', line: 890 },
      { type: 'total', line: 880 },
    ];
    for (const state of [
      prematch,
      playing(30, 25, 2, 300),
      playing(99, 99, 4, 0, true),
      playing(101, 100, 5, 12),
    ])
      for (const market of basketballChances(STRENGTHS, state, markets)) {
        expect(sumOfMarket(market)).toBeCloseTo(1, 9);
        if (market.market.line !== null && market.market.line % 4 !== 0)
          expect(market.selections.every(({ chances }) => chances.push === 0)).toBe(true);
      }
  });

  it('is within 1e-3 of the exact Poisson chances, and exact with few points to come', () => {
    // The moneyline's tolerance and any line's: the normal approximation, then exact sums.
    const cases: [BasketballState, number, number][] = [
      [prematch, 3e-4, 1e-3],
      [playing(50, 47, 2, 0, true), 3e-4, 1e-3],
      // Fewer than EXACT_BELOW_POINTS to come: summed exactly.
      [playing(80, 78, 4, 360), 1e-9, 1e-9],
      [playing(96, 97, 4, 20), 1e-9, 1e-9],
      [playing(101, 101, 5, 150), 1e-9, 1e-9],
    ];
    for (const [state, moneyline, tolerance] of cases) {
      expect(
        (basketballRates(STRENGTHS).home + basketballRates(STRENGTHS).away) * minutesLeft(state) <
          EXACT_BELOW_POINTS,
      ).toBe(tolerance < 1e-6);
      const model = basketballOutcome(STRENGTHS, state);
      const exact = exactOutcome(STRENGTHS, state);
      expect(Math.abs(model.homeWins - massBetween(exact.difference, 1, Infinity))).toBeLessThan(
        moneyline,
      );
      for (let line = -50; line <= 50; line += 1) {
        const home = lineChances(model.difference, 1, line);
        const exactHome = lineChances(exact.difference, 1, line);
        expect(Math.abs(home.win - exactHome.win)).toBeLessThan(tolerance);
        expect(Math.abs(home.push - exactHome.push)).toBeLessThan(tolerance);
      }
      // The total is exact either way.
      const meanTotal = Math.round(state.home + state.away + 4.6 * minutesLeft(state)) * 4;
      for (let line = meanTotal - 80; line <= meanTotal + 80; line += 2) {
        const over = lineChances(model.total, 1, -line);
        const exactOver = lineChances(exact.total, 1, -line);
        expect(Math.abs(over.win - exactOver.win)).toBeLessThan(1e-9);
      }
    }
    // The exact sums over a whole game are slow on purpose: a busy machine needs more than 5 s.
  }, 60_000);

  it('sends a level score to overtime, which either side may win', () => {
    const rates = basketballRates(STRENGTHS);
    const level = basketballOutcome(STRENGTHS, playing(100, 100, 4, 0, true));
    // Home wins the overtimes with q = p+ / (p+ + p-) of one overtime.
    const overtime = exactOutcome(STRENGTHS, playing(0, 0, 5, OVERTIME_MINUTES * 60));
    expect(level.homeWins).toBeCloseTo(massBetween(overtime.difference, 1, Infinity), 2);
    expect(level.homeWins).toBeGreaterThan(0.5);
    expect(level.homeWins).toBeLessThan(0.75);
    // Every point of the overtimes counts in the total: 200.5 is sure to go over.
    expect(lineChances(level.total, 1, -802).win).toBeCloseTo(1, 9);
    const mean = level.total.p.reduce((sum, p, i) => sum + p * (level.total.min + i), 0);
    expect(mean).toBeGreaterThan(200 + (rates.home + rates.away) * OVERTIME_MINUTES);
  });

  it('moves in play with the score and the clock', () => {
    const ml = (state: BasketballState) =>
      basketballChances(STRENGTHS, state, [{ type: 'ml', line: null }])[0]?.selections[0]?.chances
        .win ?? NaN;
    expect(ml(playing(60, 50, 3, 600))).toBeGreaterThan(ml(playing(55, 55, 3, 600)));
    expect(ml(playing(55, 65, 3, 600))).toBeLessThan(ml(prematch));
    expect(ml(playing(100, 90, 4, 60))).toBeGreaterThan(0.99);
    expect(ml(playing(100, 90, 4, 600))).toBeLessThan(ml(playing(100, 90, 4, 60)));
    expect(ml({ ...playing(100, 101, 4, 0), status: 'finished' })).toBe(0);
  });

  it('offers the moneyline and the half lines nearest an even split', () => {
    const markets = marketsFor('basketball', STRENGTHS);
    expect(markets.map((market) => market.type)).toEqual(['ml', 'hcp', 'total']);
    const [, handicap, total] = basketballChances(STRENGTHS, prematch, markets);
    for (const market of [handicap, total]) {
      expect(((market?.market.line ?? 0) % 4) + 4).toSatisfy((r: number) => r % 4 === 2);
      const first = market?.selections[0]?.chances.win ?? 0;
      // The next half line moves the chance by about 2.5 %: the main one is within half of it.
      expect(Math.abs(first - 0.5)).toBeLessThan(0.015);
    }
  });
});
