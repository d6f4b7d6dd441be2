import { describe, expect, it } from 'vitest';

import { initialState } from '../simulator/state';
import { MARKETS_OF_SPORT, SPORTS, selectionsOf } from '../types';
import { chancesOf, marketsFor } from './markets';
import type { MatchStrengths } from './strengths';

const EVEN: MatchStrengths = {
  home: { attack: 0, defence: 0 },
  away: { attack: 0, defence: 0 },
};

describe('chancesOf and marketsFor', () => {
  it("prices every market a fixture offers, in order, with the type's selections", () => {
    for (const sport of SPORTS) {
      const markets = marketsFor(sport, EVEN);
      expect(markets.every((market) => MARKETS_OF_SPORT[sport].includes(market.type))).toBe(true);
      expect(new Set(markets.map((market) => market.type))).toEqual(
        new Set(MARKETS_OF_SPORT[sport]),
      );
      const priced = chancesOf({ sport, strengths: EVEN }, initialState(sport), markets);
      expect(priced.map((market) => market.market)).toEqual(markets);
      for (const { market, selections } of priced) {
        expect(selections.map((selection) => selection.key)).toEqual(selectionsOf(market.type));
        for (const { chances } of selections) {
          const sum = chances.win + chances.halfWin + chances.push + chances.halfLose;
          expect(sum).toBeLessThanOrEqual(1 + 1e-9);
          expect(
            Math.min(chances.win, chances.halfWin, chances.push, chances.halfLose),
          ).toBeGreaterThanOrEqual(0);
        }
      }
      // The prices are plain JSON.
      expect(JSON.parse(JSON.stringify(priced))).toEqual(priced);
    }
  });

  it('refuses a state of another sport and a market the sport does not offer', () => {
    expect(() =>
      chancesOf({ sport: 'football', strengths: EVEN }, initialState('tennis'), []),
    ).toThrow(RangeError);
    expect(() =>
      chancesOf({ sport: 'football', strengths: EVEN }, initialState('football'), [
        { type: 'ml', line: null },
      ]),
    ).toThrow(RangeError);
    expect(() =>
      chancesOf({ sport: 'tennis', strengths: EVEN }, initialState('tennis'), [
        { type: 'hcp', line: null },
      ]),
    ).toThrow(RangeError);
    expect(() =>
      chancesOf({ sport: 'cs2', strengths: EVEN }, initialState('cs2'), [{ type: 'ml', line: 4 }]),
    ).toThrow(RangeError);
  });

  it('fixes lines from the strengths: a stronger home side gives more on the handicap', () => {
    const strong: MatchStrengths = { home: { attack: 0.3, defence: 0.2 }, away: EVEN.away };
    const handicap = (sport: 'football' | 'basketball' | 'tennis', strengths: MatchStrengths) =>
      marketsFor(sport, strengths).find((m) => m.type === (sport === 'football' ? 'ah' : 'hcp'))
        ?.line ?? NaN;
    expect(handicap('football', strong)).toBeLessThan(handicap('football', EVEN));
    expect(
      handicap('basketball', { home: { attack: 6, defence: 4 }, away: EVEN.away }),
    ).toBeLessThan(handicap('basketball', EVEN));
    expect(handicap('tennis', strong)).toBeLessThan(handicap('tennis', EVEN));
  });
});

describe('chances while matches are played', () => {
  it('stay in [0, 1] with a sum of at most 1, so every market can be priced', async () => {
    const { scheduleFixtures, playMatch, stateAt } = await import('../simulator');
    const { priceMarket } = await import('../odds');
    const from = Date.parse('2026-11-25T00:00:00Z');
    const plans = scheduleFixtures('feed-test', from, from + 86_400_000);
    let checked = 0;
    for (const sport of SPORTS) {
      for (const plan of plans.filter((entry) => entry.sport === sport).slice(0, 6)) {
        const timeline = playMatch(plan);
        const markets = marketsFor(plan.sport, plan.strengths);
        for (let step = 0; step <= 60; step += 1) {
          const state = stateAt(timeline, (timeline.durationMs * step) / 60);
          for (const priced of chancesOf(plan, state, markets)) {
            for (const { chances } of priced.selections) {
              const parts = [chances.win, chances.halfWin, chances.push, chances.halfLose];
              expect(parts.every((part) => part >= 0 && part <= 1)).toBe(true);
              expect(parts.reduce((sum, part) => sum + part, 0)).toBeLessThanOrEqual(1);
              checked += 1;
            }
            expect(() => priceMarket(priced, 0.05)).not.toThrow();
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});
