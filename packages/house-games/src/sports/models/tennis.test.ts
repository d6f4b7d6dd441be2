import { describe, expect, it } from 'vitest';

import { type TennisState, initialState } from '../simulator/state';
import type { MarketKey } from '../types';
import { lineChances, massBetween } from './distribution';
import { marketsFor } from './markets';
import { type MatchStrengths, type Side, otherSide } from './strengths';
import {
  gameChance,
  setScores,
  tennisChances,
  tennisOutcome,
  tennisServeChances,
  tiebreakChance,
  tiebreakServer,
} from './tennis';

const STRENGTHS: MatchStrengths = {
  home: { attack: 0.1, defence: 0.05 },
  away: { attack: 0, defence: 0 },
};

const prematch = initialState('tennis', 'home') as TennisState;

const playing = (partial: Partial<TennisState>): TennisState => ({
  ...prematch,
  status: 'in_play',
  ...partial,
});

/**
 * An independent check: the chance that home wins the match by plain recursion over every
 * point, memoised on the whole state. Only the level scores from deuce and from 6-6 in a
 * tie-break, where the chain loops, use their closed forms (win the next two points, lose them
 * both, or be level again).
 */
const matchChanceByPoints = (serve: { home: number; away: number }, state: TennisState) => {
  const memo = new Map<string, number>();
  const walk = (
    sets: [number, number],
    games: [number, number],
    points: [number, number],
    tiebreak: boolean,
    first: Side,
  ): number => {
    if (sets[0] === 2) return 1;
    if (sets[1] === 2) return 0;
    const key = [...sets, ...games, ...points, tiebreak, first].join('|');
    const known = memo.get(key);
    if (known !== undefined) return known;
    const pointChance = (n: number) => {
      const server = tiebreak ? tiebreakServer(first, n) : first;
      return server === 'home' ? serve.home : 1 - serve.away;
    };
    const n = points[0] + points[1];
    const p = pointChance(n);
    const after = (home: boolean): number => {
      const pts: [number, number] = home ? [points[0] + 1, points[1]] : [points[0], points[1] + 1];
      const target = tiebreak ? 7 : 4;
      const [h, a] = pts;
      if (!((h >= target && h - a >= 2) || (a >= target && a - h >= 2))) {
        if (h === a && h >= target - 1) {
          // Level: the next two points decide or come back here.
          const [p1, p2] = [pointChance(n + 1), pointChance(n + 2)];
          const both = p1 * p2;
          const neither = (1 - p1) * (1 - p2);
          const winGame = both / (both + neither);
          return winGame * wonGame(true) + (1 - winGame) * wonGame(false);
        }
        return walk(sets, games, pts, tiebreak, first);
      }
      return wonGame(h > a);
    };
    const wonGame = (home: boolean): number => {
      const g: [number, number] = home ? [games[0] + 1, games[1]] : [games[0], games[1] + 1];
      const next = otherSide(first);
      const [gh, ga] = g;
      const setOver =
        (gh >= 6 && gh - ga >= 2) || (ga >= 6 && ga - gh >= 2) || gh === 7 || ga === 7;
      if (setOver)
        return walk(
          gh > ga ? [sets[0] + 1, sets[1]] : [sets[0], sets[1] + 1],
          [0, 0],
          [0, 0],
          false,
          next,
        );
      return walk(sets, g, [0, 0], gh === 6 && ga === 6, next);
    };
    const chance = p * after(true) + (1 - p) * after(false);
    memo.set(key, chance);
    return chance;
  };
  const setsWon: [number, number] = [
    state.sets.filter(([h, a]) => h > a).length,
    state.sets.filter(([h, a]) => a > h).length,
  ];
  const [h, a] = state.points;
  // The recursion keeps the first server of a tie-break and the server of a game.
  const first = state.tiebreak
    ? tiebreakServer('home', h + a) === state.server
      ? 'home'
      : 'away'
    : state.server;
  return walk(setsWon, state.games, state.points, state.tiebreak, first);
};

describe('the tennis model', () => {
  it("computes a game's chance in closed form", () => {
    for (const p of [0.5, 0.6, 0.65, 0.8]) {
      const q = 1 - p;
      const closed =
        p ** 4 * (1 + 4 * q + 10 * q * q) + (20 * p ** 3 * q ** 3 * p * p) / (p * p + q * q);
      expect(gameChance(p)).toBeCloseTo(closed, 14);
    }
    expect(gameChance(0.6)).toBeCloseTo(0.735729, 6);
    expect(gameChance(0.5)).toBeCloseTo(0.5, 14);
    // From deuce and advantage.
    expect(gameChance(0.6, 3, 3)).toBeCloseTo(0.36 / 0.52, 14);
    expect(gameChance(0.6, 4, 3)).toBeCloseTo(0.6 + 0.4 * (0.36 / 0.52), 14);
    expect(gameChance(0.6, 5, 5)).toBeCloseTo(gameChance(0.6, 3, 3), 14);
  });

  it('serves a tie-break one point then two each, and prices it level in closed form', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => tiebreakServer('home', n))).toEqual([
      'home',
      'away',
      'away',
      'home',
      'home',
      'away',
      'away',
    ]);
    const serve = { home: 0.7, away: 0.6 };
    const level = (0.7 * 0.4) / (0.7 * 0.4 + 0.3 * 0.6);
    expect(tiebreakChance(serve, 'home', 6, 6)).toBeCloseTo(level, 14);
    expect(tiebreakChance(serve, 'away', 9, 9)).toBeCloseTo(level, 14);
    expect(tiebreakChance({ home: 0.65, away: 0.65 }, 'home')).toBeCloseTo(0.5, 12);
    expect(tiebreakChance(serve, 'home', 6, 0)).toBeGreaterThan(0.99);
  });

  it("gives a set's final scores chances adding up to 1, evenly between equals", () => {
    const even = { home: 0.63, away: 0.63 };
    const scores = setScores(even, 0, 0, 'home', gameChance(0.63));
    expect(scores.reduce((sum, score) => sum + score.chance, 0)).toBeCloseTo(1, 14);
    expect(scores).toHaveLength(14);
    const won = scores.filter((score) => score.home > score.away);
    expect(won.reduce((sum, score) => sum + score.chance, 0)).toBeCloseTo(0.5, 12);
  });

  it('agrees with a point-by-point recursion on the match, pre-match and in play', () => {
    const serve = tennisServeChances(STRENGTHS);
    const states = [
      prematch,
      initialState('tennis', 'away') as TennisState,
      playing({ sets: [[4, 6]], games: [2, 1], points: [1, 3], server: 'away', away: 1 }),
      playing({ sets: [[7, 6]], games: [6, 6], points: [3, 4], tiebreak: true, server: 'away' }),
      playing({
        sets: [
          [6, 3],
          [2, 6],
        ],
        games: [5, 5],
        points: [3, 3],
        server: 'home',
      }),
    ];
    for (const state of states) {
      const withMatch = { ...state, home: 0, away: 0 };
      expect(tennisOutcome(STRENGTHS, withMatch).homeWins).toBeCloseTo(
        matchChanceByPoints(serve, withMatch),
        12,
      );
    }
  });

  it('adds every market up to 1 and moves with a break of serve', () => {
    const markets: MarketKey[] = [
      { type: 'ml', line: null },
      { type: 'hcp', line: -10 },
      { type: 'hcp', line: -8 },
      { type: 'total', line: 90 },
      { type: 'total', line: 88 },
    ];
    // Home serves at 2-2, then holds (3-2) or is broken (2-3); away serves next either way.
    const before = tennisChances(STRENGTHS, playing({ games: [2, 2], server: 'home' }), markets);
    const held = tennisChances(STRENGTHS, playing({ games: [3, 2], server: 'away' }), markets);
    const broken = tennisChances(STRENGTHS, playing({ games: [2, 3], server: 'away' }), markets);
    for (const market of [...before, ...held, ...broken]) {
      const [first, second] = market.selections.map((selection) => selection.chances);
      const sum =
        (first?.win ?? 0) +
        (first?.push ?? 0) +
        (first?.halfWin ?? 0) +
        (first?.halfLose ?? 0) +
        (second?.win ?? 0);
      expect(sum).toBeCloseTo(1, 12);
    }
    const homeMl = (priced: typeof before) => priced[0]?.selections[0]?.chances.win ?? NaN;
    expect(homeMl(broken)).toBeLessThan(homeMl(before) - 0.1);
    expect(homeMl(held)).toBeGreaterThan(homeMl(before));
  });

  it('reads the handicap and total off the games summed over the sets', () => {
    const outcome = tennisOutcome(STRENGTHS, prematch);
    // Two sets at least 12 games, three at most 39.
    expect(massBetween(outcome.total, 0, 11)).toBe(0);
    expect(massBetween(outcome.total, 12, 39)).toBeCloseTo(1, 12);
    // A 6-0 6-0 is the largest win by games: 12.
    expect(massBetween(outcome.difference, 13, 99)).toBe(0);
    const done = tennisOutcome(STRENGTHS, {
      ...prematch,
      status: 'finished',
      sets: [
        [6, 4],
        [3, 6],
        [7, 6],
      ],
      home: 2,
      away: 1,
    });
    expect(done.homeWins).toBe(1);
    expect(lineChances(done.total, 1, -4 * 31.5).win).toBe(1);
    expect(lineChances(done.difference, 1, -4 * 2.5).win).toBe(0);
  });

  it('offers the moneyline and the games half lines nearest an even split', () => {
    const markets = marketsFor('tennis', STRENGTHS);
    expect(markets.map((market) => market.type)).toEqual(['ml', 'hcp', 'total']);
    for (const market of markets.slice(1)) {
      expect(Math.abs(market.line ?? 0) % 4).toBe(2);
      const chances = tennisChances(STRENGTHS, prematch, [market])[0]?.selections[0]?.chances;
      expect(Math.abs((chances?.win ?? 0) - 0.5)).toBeLessThan(0.1);
    }
  });
});
