import { describe, expect, it } from 'vitest';

import {
  MAX_ODDS,
  assertChances,
  expectedReturn,
  formatOdds,
  oddsFor,
  overround,
  priceMarket,
} from './odds';
import { MIN_ODDS, type OddsFormat, type OutcomeChances } from './types';

const chances = (win: number, halfWin = 0, push = 0, halfLose = 0): OutcomeChances => ({
  win,
  halfWin,
  push,
  halfLose,
});

describe('expectedReturn', () => {
  it('weighs each outcome by what it returns per unit staked', () => {
    expect(expectedReturn(chances(0.5), 190)).toBe(0.95);
    expect(expectedReturn(chances(0.5), 200)).toBe(1);
    // 0.45 x 1.83 + 0.27 / 2
    expect(expectedReturn(chances(0.45, 0, 0, 0.27), 183)).toBeCloseTo(0.9585, 12);
    // 0.45 x 1.41 + 0.27 x 2.41 / 2
    expect(expectedReturn(chances(0.45, 0.27), 141)).toBeCloseTo(0.95985, 12);
    // a sure push returns the stake whatever the odds
    expect(expectedReturn(chances(0, 0, 1), 500)).toBe(1);
    expect(expectedReturn(chances(0, 0, 0, 1), 500)).toBe(0.5);
  });
});

describe('oddsFor', () => {
  // [chances, target, odds derived by hand from the module's equation]
  const cases: [string, OutcomeChances, number, number][] = [
    // 0.95 / 0.5 = 1.90
    ['a 50/50 at 5%', chances(0.5), 0.95, 190],
    // 0.95 / 0.45 = 2.111
    ['a 45% win at 5%', chances(0.45), 0.95, 211],
    // home -0.25, 45% win, 27% draw (half lose): (0.96 - 0.135) / 0.45 = 1.833
    ['AH -0.25', chances(0.45, 0, 0, 0.27), 0.96, 183],
    // home +0.25, 45% win, 27% draw (half win): (0.96 - 0.135) / (0.45 + 0.135) = 1.410
    ['AH +0.25', chances(0.45, 0.27), 0.96, 141],
    // home -0.75, 25% win by two or more, 20% by one (half win): (0.96 - 0.1) / 0.35 = 2.457
    ['AH -0.75', chances(0.25, 0.2), 0.96, 245],
    // level ball, 45% win, 27% draw (push): (0.96 - 0.27) / 0.45 = 1.533
    ['AH 0', chances(0.45, 0, 0.27), 0.96, 153],
    // over 2.25, 40% three goals or more, 25% exactly two (half lose):
    // (0.955 - 0.125) / 0.4 = 2.075
    ['OU 2.25', chances(0.4, 0, 0, 0.25), 0.955, 207],
    // 0.95 / 0.94 = 1.0106
    ['a heavy favourite', chances(0.94), 0.95, 101],
  ];

  it.each(cases)('prices %s', (_, selection, target, odds) => {
    expect(oddsFor(selection, target)).toBe(odds);
    expect(expectedReturn(selection, odds)).toBeLessThanOrEqual(target);
    expect(expectedReturn(selection, odds + 1)).toBeGreaterThan(target);
  });

  it('hits its target for every chance on a grid', () => {
    for (let win = 0.01; win < 0.8; win += 0.0137)
      for (const halfWin of [0, 0.05, 0.1])
        for (const halfLose of [0, 0.07]) {
          const selection = chances(win, halfWin, 0.02, halfLose);
          const target = 0.94;
          const odds = oddsFor(selection, target);
          if (odds === null) {
            expect(expectedReturn(selection, MIN_ODDS)).toBeGreaterThan(target);
            continue;
          }
          expect(Number.isInteger(odds)).toBe(true);
          expect(expectedReturn(selection, odds)).toBeLessThanOrEqual(target);
          if (odds < MAX_ODDS) expect(expectedReturn(selection, odds + 1)).toBeGreaterThan(target);
        }
  });

  it('offers nothing below 1.01 or where nothing wins', () => {
    // 0.95 / 0.95 = 1.00
    expect(oddsFor(chances(0.95), 0.95)).toBeNull();
    expect(oddsFor(chances(0.99), 0.95)).toBeNull();
    expect(oddsFor(chances(0), 0.95)).toBeNull();
    expect(oddsFor(chances(0, 0, 0.5, 0.5), 0.95)).toBeNull();
    // Pushes and half losses return 0.6 + 0.1 = 0.7 of 0.95: the win adds the rest,
    // 0.25 / 0.12 = 2.083.
    expect(oddsFor(chances(0.12, 0, 0.6, 0.2), 0.95)).toBe(208);
    // A 90% push returns 0.9 and a 10% win even at 1.01 adds 0.101: past 0.95 at any odds.
    expect(oddsFor(chances(0.1, 0, 0.9, 0), 0.95)).toBeNull();
  });

  it('caps the odds at 1000.00', () => {
    expect(MAX_ODDS).toBe(100_000);
    // 0.95 / 0.0001 = 9500.00
    expect(oddsFor(chances(0.0001), 0.95)).toBe(100_000);
    // 0.95 / 0.003 = 316.67, under the cap
    expect(oddsFor(chances(0.003), 0.95)).toBe(31_666);
  });

  it('refuses chances out of range and a target that is not positive', () => {
    expect(() => oddsFor(chances(-0.1), 0.95)).toThrow(RangeError);
    expect(() => oddsFor(chances(0.6, 0.5), 0.95)).toThrow(RangeError);
    expect(() => oddsFor(chances(Number.NaN), 0.95)).toThrow(RangeError);
    expect(() => oddsFor(chances(0.5), 0)).toThrow(RangeError);
    expect(() => oddsFor(chances(0.5), Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => assertChances(chances(0.7, 0, 0.3))).not.toThrow();
  });
});

describe('priceMarket', () => {
  it('prices each selection at 1 - margin', () => {
    // 0.95 / 0.45 = 2.11, 0.95 / 0.27 = 3.518, 0.95 / 0.28 = 3.392
    expect(
      priceMarket(
        {
          market: { type: '1x2', line: null },
          selections: [
            { key: 'home', chances: chances(0.45) },
            { key: 'draw', chances: chances(0.27) },
            { key: 'away', chances: chances(0.28) },
          ],
        },
        0.05,
      ),
    ).toEqual([
      { key: 'home', odds: 211 },
      { key: 'draw', odds: 351 },
      { key: 'away', odds: 339 },
    ]);
  });

  it('prices both sides of a quarter line and leaves out a selection it cannot offer', () => {
    // home -0.25: 45% win, 27% half lose; away +0.25: 28% win, 27% half win:
    // (0.96 - 0.135) / (0.28 + 0.135) = 1.988
    expect(
      priceMarket(
        {
          market: { type: 'ah', line: -1 },
          selections: [
            { key: 'home', chances: chances(0.45, 0, 0, 0.27) },
            { key: 'away', chances: chances(0.28, 0.27) },
          ],
        },
        0.04,
      ),
    ).toEqual([
      { key: 'home', odds: 183 },
      { key: 'away', odds: 198 },
    ]);
    expect(
      priceMarket(
        {
          market: { type: 'btts', line: null },
          selections: [
            { key: 'yes', chances: chances(0.97) },
            { key: 'no', chances: chances(0.03) },
          ],
        },
        0.06,
      ),
    ).toEqual([
      { key: 'yes', odds: null },
      // 0.94 / 0.03 = 31.33
      { key: 'no', odds: 3133 },
    ]);
  });

  it('refuses a bad margin or a selection the market does not have', () => {
    const market = {
      market: { type: 'ou' as const, line: 10 },
      selections: [{ key: 'over', chances: chances(0.5) }],
    };
    expect(() => priceMarket(market, 1)).toThrow(RangeError);
    expect(() => priceMarket(market, -0.01)).toThrow(RangeError);
    expect(() =>
      priceMarket({ ...market, selections: [{ key: 'home', chances: chances(0.5) }] }, 0.05),
    ).toThrow(RangeError);
  });
});

describe('formatOdds', () => {
  // [odds, decimal, Hong Kong, Malay]
  const table: [number, string, string, string][] = [
    [100, '1.00', '0.00', '0.00'],
    [101, '1.01', '0.01', '0.01'],
    [195, '1.95', '0.95', '0.95'],
    [200, '2.00', '1.00', '1.00'],
    // -1 / 1.01 = -0.990
    [201, '2.01', '1.01', '-0.99'],
    // -1 / 1.25 = -0.80
    [225, '2.25', '1.25', '-0.80'],
    // -1 / 1.4 = -0.714
    [240, '2.40', '1.40', '-0.71'],
    // -1 / 1.6 = -0.625, half away from zero
    [260, '2.60', '1.60', '-0.63'],
    // -1 / 1.75 = -0.571
    [275, '2.75', '1.75', '-0.57'],
    [300, '3.00', '2.00', '-0.50'],
    // -1 / 2.01 = -0.4975
    [301, '3.01', '2.01', '-0.50'],
    // -1 / 8 = -0.125
    [900, '9.00', '8.00', '-0.13'],
    // -1 / 40 = -0.025
    [4100, '41.00', '40.00', '-0.03'],
    // -1 / 200 = -0.005
    [20_100, '201.00', '200.00', '-0.01'],
    // -1 / 200.01 rounds to 0: written -0.01
    [20_101, '201.01', '200.01', '-0.01'],
    [100_000, '1000.00', '999.00', '-0.01'],
  ];
  it.each(table)('writes %d as %s, %s, %s', (odds, decimal, hongKong, malay) => {
    expect(formatOdds(odds, 'decimal')).toBe(decimal);
    expect(formatOdds(odds, 'hongkong')).toBe(hongKong);
    expect(formatOdds(odds, 'malay')).toBe(malay);
  });

  it('refuses odds that are not whole hundredths of at least 1.00', () => {
    for (const format of ['decimal', 'hongkong', 'malay'] as OddsFormat[]) {
      expect(() => formatOdds(99, format)).toThrow(RangeError);
      expect(() => formatOdds(195.5, format)).toThrow(RangeError);
    }
  });
});

describe('overround', () => {
  it('adds up 1 / decimal odds less 1', () => {
    expect(overround([200, 200])).toBe(0);
    // 2 / 1.9 - 1 = 1 / 19
    expect(overround([190, 190])).toBeCloseTo(1 / 19, 12);
    // 1 / 2.11 + 1 / 3.51 + 1 / 3.39 - 1
    expect(overround([211, 351, 339])).toBeCloseTo(0.0538192, 6);
  });

  it('refuses no odds or bad odds', () => {
    expect(() => overround([])).toThrow(RangeError);
    expect(() => overround([190, 0])).toThrow(RangeError);
  });
});
