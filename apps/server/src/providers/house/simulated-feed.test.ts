import type { MarketKey, OutcomeChances } from '@member-site/house-games/sports';
import { describe, expect, it } from 'vitest';

import { type SportsSimulator, createSimulatedFeed } from './simulated-feed';
import type { FeedUpdate } from './sports-feed';

const KICKOFF = Date.UTC(2026, 10, 25, 12, 0);
const SECOND = 1000;

type Plan = {
  id: string;
  sport: 'basketball';
  leagueId: string;
  home: { id: string; name: string };
  away: { id: string; name: string };
  kickoffMs: number;
  strengths: { edge: number };
};
type Line = {
  durationMs: number;
  events: { atMs: number; home: number }[];
  result: { sport: 'basketball'; home: number; away: number };
};
type State = { home: number; started: boolean };

const PLAN: Plan = {
  id: 'nba-1',
  sport: 'basketball',
  leagueId: 'nba',
  home: { id: 'h', name: 'Home' },
  away: { id: 'a', name: 'Away' },
  kickoffMs: KICKOFF,
  strengths: { edge: 0.1 },
};

const chances = (win: number): OutcomeChances => ({ win, halfWin: 0, push: 0, halfLose: 0 });

/** A one-match simulator: home scores at 20 s, the markets stop from 15 s to 25 s, 60 s long. */
const simulator: SportsSimulator<Plan, Line, State> = {
  scheduleFixtures: (_seed, fromMs, toMs) =>
    PLAN.kickoffMs >= fromMs && PLAN.kickoffMs < toMs ? [PLAN] : [],
  playMatch: () => ({
    durationMs: 60 * SECOND,
    events: [
      { atMs: 0, home: 0 },
      { atMs: 20 * SECOND, home: 2 },
    ],
    result: { sport: 'basketball', home: 2, away: 0 },
  }),
  stateAt: (line, elapsedMs) => ({
    started: elapsedMs >= 0,
    home: line.events.filter((event) => event.atMs <= elapsedMs).at(-1)?.home ?? 0,
  }),
  suspendedAt: (line, elapsedMs) =>
    elapsedMs >= line.durationMs || (elapsedMs >= 15 * SECOND && elapsedMs < 25 * SECOND),
  initialState: () => ({ home: 0, started: false }),
  chancesOf: (_fixture, state, markets: readonly MarketKey[]) =>
    markets.map((market) => {
      const home = state.home > 0 ? 0.8 : 0.5;
      return {
        market,
        selections: [
          { key: 'home', chances: chances(home) },
          { key: 'away', chances: chances(1 - home) },
        ],
      };
    }),
  marketsFor: () => [{ type: 'ml', line: null }],
  leagueName: () => 'NBA',
};

describe('the simulated feed', () => {
  it('announces, plays live with suspensions and repricing, and reports the result', () => {
    const feed = createSimulatedFeed(simulator, { seed: 'test', matchMs: 60 * SECOND });
    const at = (offset: number) => new Date(KICKOFF + offset);
    // The simulated feed answers at once, never a promise.
    const step = (from: number, to: number) => feed.updates(1, at(from), at(to)) as FeedUpdate[];
    const kinds = (updates: FeedUpdate[]) => updates.map((update) => update.kind);

    const first = step(-10 * SECOND, -5 * SECOND);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      kind: 'fixture',
      fixture: {
        ref: 'nba-1',
        league: { id: 'nba', name: 'NBA' },
        startsAt: new Date(KICKOFF),
        markets: [{ type: 'ml', line: null, main: true, margin: 0.04 }],
      },
    });
    // Fair 50/50 at a 4% margin: 1.92 each.
    expect(JSON.stringify(first)).toContain('{"key":"home","odds":192}');

    const live = step(-5 * SECOND, 5 * SECOND);
    expect(kinds(live)).toEqual(['state', 'odds']);
    expect(kinds(step(5 * SECOND, 10 * SECOND))).toEqual(['odds']);
    expect(step(10 * SECOND, 16 * SECOND)).toEqual([{ kind: 'suspend', ref: 'nba-1' }]);
    const goal = step(16 * SECOND, 22 * SECOND);
    expect(goal).toEqual([
      { kind: 'state', ref: 'nba-1', live: true, state: { home: 2, started: true } },
    ]);
    const resumed = step(22 * SECOND, 26 * SECOND);
    expect(kinds(resumed)).toEqual(['odds', 'resume']);
    // After the goal home is an 80% favourite: 1.20.
    expect(JSON.stringify(resumed)).toContain('{"key":"home","odds":120}');
    expect(step(26 * SECOND, 61 * SECOND)).toEqual([
      { kind: 'result', ref: 'nba-1', result: { sport: 'basketball', home: 2, away: 0 } },
    ]);
    expect(step(61 * SECOND, 70 * SECOND)).toEqual([]);
  });
});
