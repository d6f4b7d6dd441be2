import { describe, expect, it } from 'vitest';

import {
  applyFactors,
  betReturn,
  isBetSettled,
  legFactor,
  outcomeOfMargin,
  settleMarket,
  settleSelection,
} from './settle';
import { type FixtureResult, type LegOutcome, type MarketType } from './types';

const football = (home: number, away: number): FixtureResult => ({
  sport: 'football',
  home,
  away,
});
const basketball = (home: number, away: number): FixtureResult => ({
  sport: 'basketball',
  home,
  away,
});
const tennis = (...sets: [number, number][]): FixtureResult => ({ sport: 'tennis', sets });
const maps = (sport: 'lol' | 'dota2' | 'cs2', ...played: ('home' | 'away')[]): FixtureResult => ({
  sport,
  maps: played,
});

/** Settles `selection` of a market with the line in goals (or points, games, maps): 2.25 is 9. */
const settle = (
  type: MarketType,
  line: number | null,
  selection: string,
  result: FixtureResult,
): LegOutcome =>
  settleSelection({ type, line: line === null ? null : line * 4 }, selection, result);

describe('outcomeOfMargin', () => {
  it('settles whole and half lines by sign and quarter lines as two halves', () => {
    const outcomes = [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4].map(outcomeOfMargin);
    expect(outcomes).toEqual([
      'lose',
      'lose',
      'lose',
      'lose',
      'half_lose',
      'push',
      'half_win',
      'win',
      'win',
      'win',
    ]);
  });

  it('refuses a margin that is not whole quarters', () => {
    expect(() => outcomeOfMargin(0.5)).toThrow(RangeError);
  });
});

describe('settleSelection: football', () => {
  it('settles 1x2 on the full-time score', () => {
    expect(['home', 'draw', 'away'].map((s) => settle('1x2', null, s, football(2, 1)))).toEqual([
      'win',
      'lose',
      'lose',
    ]);
    expect(['home', 'draw', 'away'].map((s) => settle('1x2', null, s, football(1, 1)))).toEqual([
      'lose',
      'win',
      'lose',
    ]);
    expect(['home', 'draw', 'away'].map((s) => settle('1x2', null, s, football(0, 3)))).toEqual([
      'lose',
      'lose',
      'win',
    ]);
  });

  // [home's line in goals, home goals, away goals, home's outcome, away's outcome]
  const asianHandicaps: [number, number, number, LegOutcome, LegOutcome][] = [
    // level ball (0): a whole line
    [0, 1, 1, 'push', 'push'],
    [0, 1, 0, 'win', 'lose'],
    [0, 0, 1, 'lose', 'win'],
    // -0.25: half on 0, half on -0.5
    [-0.25, 1, 1, 'half_lose', 'half_win'],
    [-0.25, 1, 0, 'win', 'lose'],
    [-0.25, 0, 1, 'lose', 'win'],
    // +0.25: half on 0, half on +0.5
    [0.25, 1, 1, 'half_win', 'half_lose'],
    [0.25, 0, 1, 'lose', 'win'],
    [0.25, 2, 0, 'win', 'lose'],
    // -0.5: a half line never pushes
    [-0.5, 1, 1, 'lose', 'win'],
    [-0.5, 1, 0, 'win', 'lose'],
    // -0.75: half on -0.5, half on -1
    [-0.75, 1, 0, 'half_win', 'half_lose'],
    [-0.75, 2, 0, 'win', 'lose'],
    [-0.75, 1, 1, 'lose', 'win'],
    // -1: whole
    [-1, 1, 0, 'push', 'push'],
    [-1, 2, 0, 'win', 'lose'],
    [-1, 2, 2, 'lose', 'win'],
    // -1.25: half on -1, half on -1.5
    [-1.25, 1, 0, 'half_lose', 'half_win'],
    [-1.25, 3, 1, 'win', 'lose'],
    // -1.5
    [-1.5, 2, 0, 'win', 'lose'],
    [-1.5, 1, 0, 'lose', 'win'],
    // +0.75: half on +0.5, half on +1
    [0.75, 0, 1, 'half_lose', 'half_win'],
    [0.75, 1, 1, 'win', 'lose'],
    [0.75, 0, 2, 'lose', 'win'],
    // +1.5
    [1.5, 0, 1, 'win', 'lose'],
    [1.5, 0, 2, 'lose', 'win'],
    // -2.75 on 3-0: half on -2.5 wins, half on -3 pushes
    [-2.75, 3, 0, 'half_win', 'half_lose'],
  ];
  it.each(asianHandicaps)(
    'settles ah home %d on %d-%d as %s (away %s)',
    (line, home, away, homeOutcome, awayOutcome) => {
      expect(settle('ah', line, 'home', football(home, away))).toBe(homeOutcome);
      expect(settle('ah', line, 'away', football(home, away))).toBe(awayOutcome);
    },
  );

  // [line in goals, total goals, over's outcome, under's outcome]
  const totals: [number, number, LegOutcome, LegOutcome][] = [
    [2.5, 2, 'lose', 'win'],
    [2.5, 3, 'win', 'lose'],
    [2, 2, 'push', 'push'],
    [2, 3, 'win', 'lose'],
    [2.25, 2, 'half_lose', 'half_win'],
    [2.25, 3, 'win', 'lose'],
    [2.25, 1, 'lose', 'win'],
    [2.75, 3, 'half_win', 'half_lose'],
    [2.75, 2, 'lose', 'win'],
    [2.75, 4, 'win', 'lose'],
    [0.5, 0, 'lose', 'win'],
    [3.25, 3, 'half_lose', 'half_win'],
  ];
  it.each(totals)('settles ou %d with %d goals: over %s, under %s', (line, goals, over, under) => {
    // The same total from either side's goals.
    for (const home of [0, goals]) {
      const result = football(home, goals - home);
      expect(settle('ou', line, 'over', result)).toBe(over);
      expect(settle('ou', line, 'under', result)).toBe(under);
    }
  });

  it('settles btts on whether both sides scored', () => {
    expect(settle('btts', null, 'yes', football(1, 1))).toBe('win');
    expect(settle('btts', null, 'no', football(1, 1))).toBe('lose');
    expect(settle('btts', null, 'yes', football(2, 0))).toBe('lose');
    expect(settle('btts', null, 'no', football(2, 0))).toBe('win');
    expect(settle('btts', null, 'yes', football(0, 3))).toBe('lose');
    expect(settle('btts', null, 'no', football(0, 0))).toBe('win');
  });

  it('settles the correct score, with other past four goals a side', () => {
    expect(settle('cs', null, '2-1', football(2, 1))).toBe('win');
    expect(settle('cs', null, '1-2', football(2, 1))).toBe('lose');
    expect(settle('cs', null, 'other', football(2, 1))).toBe('lose');
    expect(settle('cs', null, '4-4', football(4, 4))).toBe('win');
    expect(settle('cs', null, '0-0', football(0, 0))).toBe('win');
    expect(settle('cs', null, 'other', football(5, 0))).toBe('win');
    expect(settle('cs', null, '4-0', football(5, 0))).toBe('lose');
    expect(settle('cs', null, 'other', football(0, 5))).toBe('win');
    expect(settle('cs', null, 'other', football(4, 4))).toBe('lose');
  });

  it('wins exactly one correct score of the 26', () => {
    for (const [home, away, winner] of [
      [3, 2, '3-2'],
      [6, 1, 'other'],
      [1, 7, 'other'],
    ] as const) {
      const settled = settleMarket({ type: 'cs', line: null }, football(home, away));
      expect(settled).toHaveLength(26);
      expect(settled.filter((s) => s.outcome === 'win').map((s) => s.key)).toEqual([winner]);
    }
  });

  it('settles a whole market in selection order', () => {
    expect(settleMarket({ type: 'ah', line: -1 }, football(1, 1))).toEqual([
      { key: 'home', outcome: 'half_lose' },
      { key: 'away', outcome: 'half_win' },
    ]);
    expect(settleMarket({ type: '1x2', line: null }, football(0, 0))).toEqual([
      { key: 'home', outcome: 'lose' },
      { key: 'draw', outcome: 'win' },
      { key: 'away', outcome: 'lose' },
    ]);
  });
});

describe('settleSelection: basketball', () => {
  it('settles the moneyline, overtime included, and pushes a level score', () => {
    expect(settle('ml', null, 'home', basketball(101, 99))).toBe('win');
    expect(settle('ml', null, 'away', basketball(101, 99))).toBe('lose');
    expect(settle('ml', null, 'away', basketball(88, 120))).toBe('win');
    expect(settle('ml', null, 'home', basketball(110, 110))).toBe('push');
    expect(settle('ml', null, 'away', basketball(110, 110))).toBe('push');
  });

  it('adds the handicap to home points', () => {
    expect(settle('hcp', -5.5, 'home', basketball(101, 99))).toBe('lose');
    expect(settle('hcp', -5.5, 'away', basketball(101, 99))).toBe('win');
    expect(settle('hcp', -5.5, 'home', basketball(108, 99))).toBe('win');
    expect(settle('hcp', -2, 'home', basketball(101, 99))).toBe('push');
    expect(settle('hcp', -2.25, 'home', basketball(101, 99))).toBe('half_lose');
    expect(settle('hcp', -1.75, 'home', basketball(101, 99))).toBe('half_win');
    expect(settle('hcp', 3.5, 'home', basketball(97, 100))).toBe('win');
  });

  it('settles the total points', () => {
    expect(settle('total', 200.5, 'under', basketball(101, 99))).toBe('win');
    expect(settle('total', 200.5, 'over', basketball(101, 99))).toBe('lose');
    expect(settle('total', 200, 'over', basketball(101, 99))).toBe('push');
    expect(settle('total', 199.75, 'over', basketball(101, 99))).toBe('half_win');
    expect(settle('total', 199.5, 'over', basketball(101, 99))).toBe('win');
  });
});

describe('settleSelection: tennis', () => {
  // Home takes the first and third sets: 2 sets to 1, 16 games to 16.
  const close = tennis([6, 4], [3, 6], [7, 6]);
  // Away wins in three sets but home takes fewer games only by 2: 17 to 19.
  const lost = tennis([4, 6], [7, 6], [6, 7]);

  it('gives the match to the side with more sets, not more games', () => {
    expect(settle('ml', null, 'home', close)).toBe('win');
    expect(settle('ml', null, 'away', close)).toBe('lose');
    expect(settle('ml', null, 'away', tennis([6, 7], [6, 4], [4, 6]))).toBe('win');
    // More games (16 to 14) but fewer sets.
    expect(settle('ml', null, 'home', tennis([6, 0], [5, 7], [5, 7]))).toBe('lose');
    expect(settle('ml', null, 'home', tennis([6, 4], [4, 6]))).toBe('push');
  });

  it('draws the handicap on games summed over the sets', () => {
    expect(settle('hcp', 0, 'home', close)).toBe('push');
    expect(settle('hcp', -1.5, 'home', close)).toBe('lose');
    expect(settle('hcp', -1.5, 'away', close)).toBe('win');
    expect(settle('hcp', 2.5, 'home', lost)).toBe('win');
    expect(settle('hcp', 2, 'home', lost)).toBe('push');
    expect(settle('hcp', 1.75, 'home', lost)).toBe('half_lose');
    expect(settle('hcp', -5.5, 'home', tennis([6, 0], [6, 0]))).toBe('win');
  });

  it('totals the games over the sets', () => {
    expect(settle('total', 31.5, 'over', close)).toBe('win');
    expect(settle('total', 32, 'over', close)).toBe('push');
    expect(settle('total', 32.25, 'over', close)).toBe('half_lose');
    expect(settle('total', 32.25, 'under', close)).toBe('half_win');
    expect(settle('total', 36.5, 'under', lost)).toBe('win');
    expect(settle('total', 22.5, 'under', tennis([6, 0], [6, 0]))).toBe('win');
  });
});

describe('settleSelection: esports', () => {
  it.each(['lol', 'dota2', 'cs2'] as const)('settles %s on maps', (sport) => {
    const twoOne = maps(sport, 'home', 'away', 'home');
    expect(settle('ml', null, 'home', twoOne)).toBe('win');
    expect(settle('ml', null, 'away', twoOne)).toBe('lose');
    expect(settle('map_hcp', -1.5, 'home', twoOne)).toBe('lose');
    expect(settle('map_hcp', -1.5, 'away', twoOne)).toBe('win');
    expect(settle('map_hcp', -1, 'home', twoOne)).toBe('push');
    expect(settle('total_maps', 2.5, 'over', twoOne)).toBe('win');
    expect(settle('total_maps', 2.5, 'under', twoOne)).toBe('lose');

    const sweep = maps(sport, 'away', 'away');
    expect(settle('ml', null, 'away', sweep)).toBe('win');
    expect(settle('map_hcp', 1.5, 'home', sweep)).toBe('lose');
    expect(settle('map_hcp', -1.5, 'away', sweep)).toBe('win');
    expect(settle('total_maps', 2.5, 'under', sweep)).toBe('win');
    expect(settle('total_maps', 2, 'over', sweep)).toBe('push');
  });

  it('pushes the moneyline of a level best of two', () => {
    expect(settle('ml', null, 'home', maps('dota2', 'home', 'away'))).toBe('push');
    expect(settle('map_hcp', 0.5, 'home', maps('dota2', 'home', 'away'))).toBe('win');
  });
});

describe('settleSelection: what it refuses', () => {
  it('refuses a market the sport does not offer', () => {
    expect(() => settle('ml', null, 'home', football(1, 0))).toThrow(RangeError);
    expect(() => settle('1x2', null, 'home', basketball(1, 0))).toThrow(RangeError);
    expect(() => settle('map_hcp', 1.5, 'home', tennis([6, 4]))).toThrow(RangeError);
    expect(() => settle('ah', 0, 'home', maps('lol', 'home'))).toThrow(RangeError);
    expect(() => settle('cs', null, '1-0', maps('cs2', 'home'))).toThrow(RangeError);
    expect(() => settle('hcp', -1.5, 'home', football(1, 0))).toThrow(RangeError);
  });

  it('refuses a selection the market does not have', () => {
    expect(() => settle('ah', 0, 'draw', football(1, 0))).toThrow(RangeError);
    expect(() => settle('1x2', null, 'over', football(1, 0))).toThrow(RangeError);
    expect(() => settle('cs', null, '5-0', football(5, 0))).toThrow(RangeError);
    expect(() => settle('btts', null, 'home', football(1, 0))).toThrow(RangeError);
    expect(() => settle('total_maps', 2.5, 'home', maps('lol', 'home'))).toThrow(RangeError);
  });

  it('refuses a missing line, a line where there is none, and part of a quarter', () => {
    expect(() => settleSelection({ type: 'ah', line: null }, 'home', football(1, 0))).toThrow(
      RangeError,
    );
    expect(() => settleSelection({ type: 'total', line: null }, 'over', basketball(1, 0))).toThrow(
      RangeError,
    );
    expect(() => settleSelection({ type: '1x2', line: 0 }, 'home', football(1, 0))).toThrow(
      RangeError,
    );
    expect(() => settleSelection({ type: 'ml', line: 2 }, 'home', tennis([6, 4]))).toThrow(
      RangeError,
    );
    expect(() => settleSelection({ type: 'ah', line: 0.5 }, 'home', football(1, 0))).toThrow(
      RangeError,
    );
  });

  it('refuses a malformed result', () => {
    expect(() => settle('1x2', null, 'home', football(-1, 0))).toThrow(RangeError);
    expect(() => settle('ou', 2.5, 'over', football(1.5, 0))).toThrow(RangeError);
    expect(() =>
      settle('ml', null, 'home', { sport: 'tennis', sets: [[6] as unknown as [number, number]] }),
    ).toThrow(RangeError);
    expect(() => settle('ml', null, 'home', { sport: 'lol', maps: ['draw' as 'home'] })).toThrow(
      RangeError,
    );
  });
});

describe('legFactor', () => {
  it('is odds / 100 for a win, (odds + 100) / 200 for a half win, and so on', () => {
    expect(legFactor(195, 'win')).toEqual({ numerator: 195n, denominator: 100n });
    expect(legFactor(195, 'half_win')).toEqual({ numerator: 295n, denominator: 200n });
    expect(legFactor(195, 'push')).toEqual({ numerator: 1n, denominator: 1n });
    expect(legFactor(195, 'void')).toEqual({ numerator: 1n, denominator: 1n });
    expect(legFactor(195, 'half_lose')).toEqual({ numerator: 1n, denominator: 2n });
    expect(legFactor(195, 'lose')).toEqual({ numerator: 0n, denominator: 1n });
  });

  it('refuses odds that are not whole hundredths of at least 1.01', () => {
    expect(() => legFactor(100, 'win')).toThrow(RangeError);
    expect(() => legFactor(195.5, 'win')).toThrow(RangeError);
    expect(() => legFactor(Number.NaN, 'void')).toThrow(RangeError);
  });
});

describe('betReturn', () => {
  it('returns a single by its outcome', () => {
    const single = (outcome: LegOutcome) => betReturn(1000n, [{ odds: 195, outcome }]);
    expect(single('win')).toBe(1950n);
    expect(single('half_win')).toBe(1475n);
    expect(single('push')).toBe(1000n);
    expect(single('void')).toBe(1000n);
    expect(single('half_lose')).toBe(500n);
    expect(single('lose')).toBe(0n);
  });

  it('rounds down to the minor unit', () => {
    // 333 x 2.95 / 2 = 491.175
    expect(betReturn(333n, [{ odds: 195, outcome: 'half_win' }])).toBe(491n);
    // 1 x 1/2
    expect(betReturn(1n, [{ odds: 195, outcome: 'half_lose' }])).toBe(0n);
    // 7 x 1.01 = 7.07
    expect(betReturn(7n, [{ odds: 101, outcome: 'win' }])).toBe(7n);
  });

  it('rounds a parlay once at the end, not leg by leg', () => {
    // 1 x 1.5 x 1.5 = 2.25; rounding after each leg would give 1.
    expect(
      betReturn(1n, [
        { odds: 150, outcome: 'win' },
        { odds: 150, outcome: 'win' },
      ]),
    ).toBe(2n);
  });

  it('carries a parlay through void, pushed and half legs', () => {
    // 1000 x 1.95 x 1 x (2.90 / 2) x 1/2 x 1 = 1413.75
    expect(
      betReturn(1000n, [
        { odds: 195, outcome: 'win' },
        { odds: 210, outcome: 'push' },
        { odds: 190, outcome: 'half_win' },
        { odds: 180, outcome: 'half_lose' },
        { odds: 300, outcome: 'void' },
      ]),
    ).toBe(1413n);
    // Every leg void: the stake back.
    expect(
      betReturn(1234n, [
        { odds: 195, outcome: 'void' },
        { odds: 250, outcome: 'void' },
      ]),
    ).toBe(1234n);
    // One lost leg loses the parlay.
    expect(
      betReturn(1000n, [
        { odds: 195, outcome: 'win' },
        { odds: 210, outcome: 'lose' },
        { odds: 190, outcome: 'win' },
      ]),
    ).toBe(0n);
  });

  it('is exact for ten legs from 1.01 to 1000.00', () => {
    // 10^20 x 1.01^10 = 101^10
    expect(
      betReturn(
        10n ** 20n,
        Array.from({ length: 10 }, () => ({ odds: 101, outcome: 'win' as const })),
      ),
    ).toBe(110462212541120451001n);
    // 7 x 1000^10: far past 2^53, where a float would be off.
    expect(
      betReturn(
        7n,
        Array.from({ length: 10 }, () => ({ odds: 100_000, outcome: 'win' as const })),
      ),
    ).toBe(7n * 10n ** 30n);
    // 1000000007 x 1.01 x 1000 x 1.95 x 3.33 x 12.5 x 1.01 x 7.77 x 20 x 1.5 x 999.99
    // = 19300543508802492990.9..., where floats give 19300543508802490000.
    const odds = [101, 100_000, 195, 333, 1250, 101, 777, 2000, 150, 99_999];
    expect(
      betReturn(
        1_000_000_007n,
        odds.map((o) => ({ odds: o, outcome: 'win' as const })),
      ),
    ).toBe(19300543508802492990n);
  });

  it('refuses a negative stake, no legs and bad odds', () => {
    expect(() => betReturn(-1n, [{ odds: 195, outcome: 'win' }])).toThrow(RangeError);
    expect(() => betReturn(1000n, [])).toThrow(RangeError);
    expect(() => betReturn(1000n, [{ odds: 99, outcome: 'void' }])).toThrow(RangeError);
  });
});

describe('applyFactors', () => {
  it('multiplies exactly and rounds down once', () => {
    expect(
      applyFactors(10n, [
        { numerator: 1n, denominator: 3n },
        { numerator: 3n, denominator: 1n },
      ]),
    ).toBe(10n);
    expect(applyFactors(10n, [{ numerator: 1n, denominator: 3n }])).toBe(3n);
    expect(applyFactors(10n, [])).toBe(10n);
  });

  it('refuses a negative amount or factor and a zero denominator', () => {
    expect(() => applyFactors(-1n, [])).toThrow(RangeError);
    expect(() => applyFactors(1n, [{ numerator: -1n, denominator: 1n }])).toThrow(RangeError);
    expect(() => applyFactors(1n, [{ numerator: 1n, denominator: 0n }])).toThrow(RangeError);
  });
});

describe('isBetSettled', () => {
  it('is settled when every leg is, or one has lost', () => {
    expect(isBetSettled(['win', 'push', 'half_lose'])).toBe(true);
    expect(isBetSettled(['win', null])).toBe(false);
    expect(isBetSettled(['lose', null, null])).toBe(true);
    expect(isBetSettled(['half_lose', null])).toBe(false);
    expect(isBetSettled([null])).toBe(false);
  });
});
