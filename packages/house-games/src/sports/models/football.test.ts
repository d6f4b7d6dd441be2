import { describe, expect, it } from 'vitest';

import { settleSelection } from '../settle';
import { type FootballState, initialState } from '../simulator/state';
import {
  type LegOutcome,
  type MarketChances,
  type MarketKey,
  type OutcomeChances,
  hasLine,
} from '../types';
import { footballChances, footballRates, footballScores } from './football';
import { marketsFor } from './markets';
import type { MatchStrengths } from './strengths';

const STRENGTHS: MatchStrengths = {
  home: { attack: 0.15, defence: 0.05 },
  away: { attack: -0.05, defence: 0.1 },
};

const prematch = initialState('football') as FootballState;

/** An in-play state: the score and the share of the match gone. */
const playing = (home: number, away: number, elapsed: number): FootballState => ({
  ...prematch,
  status: 'in_play',
  period: elapsed < 0.5 ? 'first_half' : 'second_half',
  home,
  away,
  elapsed,
});

const ALL_MARKETS: MarketKey[] = [
  { type: '1x2', line: null },
  { type: 'btts', line: null },
  { type: 'cs', line: null },
  ...[-7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6].map((line) => ({
    type: 'ah' as const,
    line,
  })),
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((line) => ({ type: 'ou' as const, line })),
];

/**
 * What a market's chances add up to: the first selection's win, half win, push and half loss,
 * and its loss, which is the second's win, on a lined two-way market; every win on the others.
 */
const marketTotal = ({ market, selections }: MarketChances): number => {
  if (hasLine(market.type)) {
    const [first, second] = selections.map((selection) => selection.chances);
    if (!first || !second) throw new Error('two selections');
    expect(second.halfLose).toBeCloseTo(first.halfWin, 12);
    expect(second.halfWin).toBeCloseTo(first.halfLose, 12);
    expect(second.push).toBeCloseTo(first.push, 12);
    return first.win + first.halfWin + first.push + first.halfLose + second.win;
  }
  return selections.reduce((sum, { chances }) => sum + chances.win, 0);
};

/** The chances of every selection by settling every final score with `settleSelection`. */
const bySettlement = (state: FootballState, markets: MarketKey[]): OutcomeChances[][] => {
  const { homeGoals, awayGoals } = footballScores(STRENGTHS, state);
  const field: Record<LegOutcome, keyof OutcomeChances | null> = {
    win: 'win',
    half_win: 'halfWin',
    push: 'push',
    half_lose: 'halfLose',
    lose: null,
    void: null,
  };
  const priced = footballChances(STRENGTHS, state, markets);
  const sums = priced.map((market) =>
    market.selections.map(() => ({ win: 0, halfWin: 0, push: 0, halfLose: 0 })),
  );
  homeGoals.p.forEach((ph, x) =>
    awayGoals.p.forEach((pa, y) => {
      const result = { sport: 'football' as const, home: state.home + x, away: state.away + y };
      priced.forEach((market, m) =>
        market.selections.forEach(({ key }, s) => {
          const name = field[settleSelection(market.market, key, result)];
          const sum = sums[m]?.[s];
          if (name && sum) sum[name] += ph * pa;
        }),
      );
    }),
  );
  return sums;
};

const winOf = (markets: MarketChances[], type: string, key: string, line: number | null = null) =>
  markets
    .find((market) => market.market.type === type && market.market.line === line)
    ?.selections.find((selection) => selection.key === key)?.chances.win ?? NaN;

describe('the football model', () => {
  it('prices 0-0 before kick-off at e^-(lambda_h + lambda_a)', () => {
    const rates = footballRates(STRENGTHS);
    const chances = footballChances(STRENGTHS, prematch, [{ type: 'cs', line: null }]);
    expect(winOf(chances, 'cs', '0-0')).toBeCloseTo(Math.exp(-(rates.home + rates.away)), 14);
    // Home advantage: an even match is not even at home.
    const even = footballRates({
      home: { attack: 0, defence: 0 },
      away: { attack: 0, defence: 0 },
    });
    expect(even.home / even.away).toBeCloseTo(Math.exp(0.24), 12);
  });

  it('adds every market up to 1, pre-match and in play', () => {
    for (const state of [prematch, playing(1, 0, 0.3), playing(2, 2, 0.8), playing(0, 3, 0.97)])
      for (const market of footballChances(STRENGTHS, state, ALL_MARKETS))
        expect(marketTotal(market)).toBeCloseTo(1, 12);
  });

  it('gives every selection the chances settling every final score gives it', () => {
    for (const state of [prematch, playing(1, 1, 0.5), playing(0, 1, 0.9)]) {
      const expected = bySettlement(state, ALL_MARKETS);
      footballChances(STRENGTHS, state, ALL_MARKETS).forEach((market, m) =>
        market.selections.forEach(({ chances }, s) => {
          const sum = expected[m]?.[s];
          expect(chances.win).toBeCloseTo(sum?.win ?? NaN, 12);
          expect(chances.halfWin).toBeCloseTo(sum?.halfWin ?? NaN, 12);
          expect(chances.push).toBeCloseTo(sum?.push ?? NaN, 12);
          expect(chances.halfLose).toBeCloseTo(sum?.halfLose ?? NaN, 12);
        }),
      );
    }
  });

  it('prices a quarter line as half the stake on each neighbouring line', () => {
    const [level, halfBelow, quarter] = footballChances(STRENGTHS, prematch, [
      { type: 'ah', line: 0 },
      { type: 'ah', line: -2 },
      { type: 'ah', line: -1 },
    ]).map((market) => market.selections[0]?.chances);
    // Home -0.25: a home win wins both halves, a draw pushes one and loses the other.
    expect(quarter?.win).toBeCloseTo(halfBelow?.win ?? NaN, 14);
    expect(quarter?.halfLose).toBeCloseTo(level?.push ?? NaN, 14);
    expect(quarter?.push).toBe(0);
  });

  it('moves in play the way the score and the clock say', () => {
    const markets: MarketKey[] = [
      { type: '1x2', line: null },
      { type: 'btts', line: null },
      { type: 'ou', line: 10 },
    ];
    const before = footballChances(STRENGTHS, playing(0, 0, 0.4), markets);
    const homeGoal = footballChances(STRENGTHS, playing(1, 0, 0.4), markets);
    const later = footballChances(STRENGTHS, playing(0, 0, 0.8), markets);
    expect(winOf(homeGoal, '1x2', 'home')).toBeGreaterThan(winOf(before, '1x2', 'home') + 0.15);
    expect(winOf(homeGoal, '1x2', 'away')).toBeLessThan(winOf(before, '1x2', 'away'));
    expect(winOf(homeGoal, 'btts', 'yes')).toBeGreaterThan(winOf(before, 'btts', 'yes'));
    expect(winOf(homeGoal, 'ou', 'over', 10)).toBeGreaterThan(winOf(before, 'ou', 'over', 10));
    // Time running out at 0-0 makes a draw likelier and goals scarcer.
    expect(winOf(later, '1x2', 'draw')).toBeGreaterThan(winOf(before, '1x2', 'draw') + 0.1);
    expect(winOf(later, 'ou', 'over', 10)).toBeLessThan(winOf(before, 'ou', 'over', 10));
  });

  it('is certain once the match is over', () => {
    const over: FootballState = { ...playing(2, 1, 1), status: 'finished', period: 'finished' };
    const chances = footballChances(STRENGTHS, over, ALL_MARKETS);
    expect(winOf(chances, '1x2', 'home')).toBe(1);
    expect(winOf(chances, 'cs', '2-1')).toBe(1);
    expect(winOf(chances, 'btts', 'yes')).toBe(1);
    expect(winOf(chances, 'ou', 'over', 10)).toBe(1);
  });

  it('offers the main Asian line with its neighbours and the totals around 2.5 goals', () => {
    const markets = marketsFor('football', STRENGTHS);
    expect(markets.map((market) => market.type)).toEqual([
      '1x2',
      'ah',
      'ah',
      'ah',
      ...markets.filter((market) => market.type === 'ou').map(() => 'ou'),
      'btts',
      'cs',
    ]);
    const handicaps = markets.filter((market) => market.type === 'ah').map((m) => m.line ?? 0);
    const [below = 0, main = 0, above = 0] = handicaps;
    expect([below + 1, above - 1]).toEqual([main, main]);
    // The main line splits the stakes more evenly than any other quarter line.
    const imbalance = (line: number) => {
      const [home, away] =
        footballChances(STRENGTHS, prematch, [{ type: 'ah', line }])[0]?.selections.map(
          (selection) => selection.chances,
        ) ?? [];
      return Math.abs(
        (home?.win ?? 0) + (home?.halfWin ?? 0) / 2 - (away?.win ?? 0) - (away?.halfWin ?? 0) / 2,
      );
    };
    for (let line = -12; line <= 12; line += 1)
      expect(imbalance(main)).toBeLessThanOrEqual(imbalance(line));
    const totals = markets.filter((market) => market.type === 'ou').map((m) => m.line);
    expect(totals).toEqual(expect.arrayContaining([6, 10, 14]));
    expect(totals.length).toBeLessThanOrEqual(4);
  });
});
