import { describe, expect, it } from 'vitest';

import { settleSelection } from '../settle';
import { type EsportsState, initialState } from '../simulator/state';
import type { MarketKey } from '../types';
import {
  CS2_ROUNDS_TO_WIN,
  cs2MapChance,
  cs2RoundChance,
  esportsChances,
  mapChance,
  seriesScores,
} from './esports';
import { marketsFor } from './markets';
import { type MatchStrengths, type Side, logistic } from './strengths';

const STRENGTHS: MatchStrengths = {
  home: { attack: 0.2, defence: 0.1 },
  away: { attack: 0, defence: -0.05 },
};

const MARKETS: MarketKey[] = [
  { type: 'ml', line: null },
  { type: 'map_hcp', line: -6 },
  { type: 'map_hcp', line: 6 },
  { type: 'map_hcp', line: -4 },
  { type: 'total_maps', line: 10 },
  { type: 'total_maps', line: 9 },
];

const state = (sport: 'lol' | 'dota2' | 'cs2', partial: Partial<EsportsState>): EsportsState => ({
  ...(initialState(sport) as EsportsState),
  status: 'in_play',
  ...partial,
});

const homeMl = (priced: ReturnType<typeof esportsChances>) =>
  priced[0]?.selections[0]?.chances.win ?? NaN;

describe('the esports model', () => {
  it('wins a best of three with m^2 (3 - 2m): 0.648 for a map chance of 0.6', () => {
    const won = (m: number) =>
      seriesScores({ home: 0, away: 0 }, m, m)
        .filter((score) => score.home > score.away)
        .reduce((sum, score) => sum + score.chance, 0);
    expect(won(0.6)).toBeCloseTo(0.648, 14);
    expect(won(0.5)).toBeCloseTo(0.5, 14);
    for (const m of [0.3, 0.55, 0.9]) expect(won(m)).toBeCloseTo(m * m * (3 - 2 * m), 14);
  });

  it('chains CS2 rounds into a map: first to 13, a decider at 12-12', () => {
    expect(CS2_ROUNDS_TO_WIN).toBe(13);
    expect(cs2MapChance(0.5)).toBeCloseTo(0.5, 14);
    expect(cs2MapChance(0.55, 12, 12)).toBeCloseTo(0.55, 14);
    expect(cs2MapChance(0.55, 12, 11)).toBeCloseTo(0.55 + 0.45 * 0.55, 14);
    expect(cs2MapChance(0.55, 13, 5)).toBe(1);
    expect(cs2MapChance(0.55, 5, 13)).toBe(0);
    // First to 13 from 0-0, summed over how many rounds the loser takes.
    const r = 0.55;
    let direct = 0;
    for (let lost = 0; lost <= 12; lost += 1) {
      let ways = 1;
      for (let k = 1; k <= lost; k += 1) ways = (ways * (12 + k)) / k;
      direct += ways * r ** 13 * (1 - r) ** lost;
    }
    expect(cs2MapChance(r)).toBeCloseTo(direct, 13);
    // A map amplifies the round edge.
    expect(mapChance('cs2', STRENGTHS)).toBeGreaterThan(cs2RoundChance(STRENGTHS));
    expect(mapChance('lol', STRENGTHS)).toBeCloseTo(logistic(0.35), 14);
  });

  it('gives every selection the chances settling every series gives it', () => {
    for (const sport of ['lol', 'cs2'] as const)
      for (const current of [
        initialState(sport) as EsportsState,
        state(sport, { maps: ['away'], map: 2, score: [7, 4], mapLive: true, away: 1 }),
        state(sport, { maps: ['home', 'away'], map: 2, score: [13, 11], home: 1, away: 1 }),
      ]) {
        const priced = esportsChances(STRENGTHS, current, MARKETS);
        const fresh = mapChance(sport, STRENGTHS);
        const now =
          sport === 'cs2' && current.mapLive
            ? cs2MapChance(cs2RoundChance(STRENGTHS), ...current.score)
            : fresh;
        const won = {
          home: current.maps.filter((side) => side === 'home').length,
          away: current.maps.filter((side) => side === 'away').length,
        };
        const series = seriesScores(won, now, fresh);
        priced.forEach(({ market, selections }) =>
          selections.forEach(({ key, chances }) => {
            let win = 0;
            let push = 0;
            let halfWin = 0;
            for (const score of series) {
              const maps: Side[] = [
                ...current.maps,
                ...Array.from({ length: score.home - won.home }, (): Side => 'home'),
                ...Array.from({ length: score.away - won.away }, (): Side => 'away'),
              ];
              const outcome = settleSelection(market, key, { sport, maps });
              if (outcome === 'win') win += score.chance;
              if (outcome === 'push') push += score.chance;
              if (outcome === 'half_win') halfWin += score.chance;
            }
            expect(chances.win).toBeCloseTo(win, 13);
            expect(chances.push).toBeCloseTo(push, 13);
            expect(chances.halfWin).toBeCloseTo(halfWin, 13);
          }),
        );
      }
  });

  it('moves in play with maps and, in CS2, rounds', () => {
    const before = esportsChances(STRENGTHS, initialState('cs2') as EsportsState, MARKETS);
    const mapUp = esportsChances(
      STRENGTHS,
      state('cs2', { maps: ['home'], map: 1, score: [13, 9], home: 1 }),
      MARKETS,
    );
    const roundsUp = esportsChances(
      STRENGTHS,
      state('cs2', { score: [8, 3], mapLive: true }),
      MARKETS,
    );
    const roundsDown = esportsChances(
      STRENGTHS,
      state('cs2', { score: [3, 8], mapLive: true }),
      MARKETS,
    );
    expect(homeMl(mapUp)).toBeGreaterThan(homeMl(before));
    expect(homeMl(roundsUp)).toBeGreaterThan(homeMl(before));
    expect(homeMl(roundsDown)).toBeLessThan(homeMl(before));
    // LoL's kills are flavour: the same price whatever the kills.
    const lol = esportsChances(STRENGTHS, state('lol', { score: [20, 2], mapLive: true }), MARKETS);
    expect(homeMl(lol)).toBe(
      homeMl(esportsChances(STRENGTHS, initialState('lol') as EsportsState, MARKETS)),
    );
    const over = esportsChances(
      STRENGTHS,
      { ...state('lol', { maps: ['home', 'home'], map: 2, home: 2 }), status: 'finished' },
      MARKETS,
    );
    expect(homeMl(over)).toBe(1);
  });

  it('offers the moneyline, home -1.5 maps and 2.5 maps', () => {
    for (const sport of ['lol', 'dota2', 'cs2'] as const)
      expect(marketsFor(sport, STRENGTHS)).toEqual([
        { type: 'ml', line: null },
        { type: 'map_hcp', line: -6 },
        { type: 'total_maps', line: 10 },
      ]);
  });
});
