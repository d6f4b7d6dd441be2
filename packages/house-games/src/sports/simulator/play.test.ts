import { describe, expect, it } from 'vitest';

import { chancesOf, marketsFor } from '../models/markets';
import { settleSelection } from '../settle';
import { type LegOutcome, type MarketKey, type MarketType, type Sport, SPORTS } from '../types';
import { LEAGUES } from './leagues';
import { playMatch } from './play';
import { type FixturePlan, initialStateOf } from './plan';
import { scheduleFixtures } from './schedule';
import type { MatchState } from './state';
import { type Timeline, stateAt, suspendedAt } from './timeline';

const FROM = Date.UTC(2025, 5, 1);
const DAY = 86_400_000;

/** `count` fixtures of a sport from the schedule of the fixed seed, in kick-off order. */
const fixturesOf = (sport: Sport, count: number): FixturePlan[] => {
  const leagues = LEAGUES.filter((league) => league.sport === sport).map((league) => league.id);
  const plans: FixturePlan[] = [];
  for (let day = 0; plans.length < count; day += 1)
    plans.push(
      ...scheduleFixtures('calibration', FROM + day * DAY, FROM + (day + 1) * DAY, { leagues }),
    );
  return plans.slice(0, count);
};

const headline = (state: MatchState) => [state.home, state.away];

describe('playMatch', () => {
  const samples = SPORTS.map((sport) => fixturesOf(sport, 1)[0]!);

  it('plays the same timeline from the same plan, and another from another', () => {
    for (const plan of samples) {
      expect(playMatch(plan)).toEqual(playMatch(plan));
      expect(playMatch({ ...plan, id: `${plan.id}x` }).events).not.toEqual(playMatch(plan).events);
    }
  });

  it('runs from a start at 0 to a finish whose state is the result, never losing a score', () => {
    for (const plan of samples) {
      const timeline = playMatch(plan);
      const { events } = timeline;
      expect(events[0]?.kind).toBe('start');
      expect(events[0]?.atMs).toBe(0);
      expect(events.at(-1)?.kind).toBe('finish');
      expect(events.at(-1)?.atMs).toBe(timeline.durationMs);
      expect(events.at(-1)?.state.status).toBe('finished');
      expect(timeline.initial).toEqual(initialStateOf(plan));
      expect(timeline.initial.status).toBe('not_started');
      events.slice(1).forEach((event, i) => {
        const before = events[i];
        expect(event.atMs).toBeGreaterThanOrEqual(before?.atMs ?? 0);
        const [h0 = 0, a0 = 0] = before ? headline(before.state) : [];
        expect(event.state.home).toBeGreaterThanOrEqual(h0);
        expect(event.state.away).toBeGreaterThanOrEqual(a0);
      });
      expect(
        events.filter((event) => event.state.status === 'finished').length,
      ).toBeLessThanOrEqual(2);
      const last = events.at(-1)?.state;
      const result = timeline.result;
      if ('maps' in result) expect(last && 'maps' in last && last.maps).toEqual(result.maps);
      else if ('sets' in result) expect(last && 'sets' in last && last.sets).toEqual(result.sets);
      else expect([result.home, result.away]).toEqual(last ? headline(last) : []);
      expect(JSON.parse(JSON.stringify(timeline))).toEqual(timeline);
    }
  });

  it('lasts about the duration asked, in real time', () => {
    for (const plan of samples) {
      const quick = playMatch(plan, { durationMs: 6_000 });
      const normal = playMatch(plan);
      expect(quick.durationMs).toBeGreaterThan(6_000 * 0.5);
      expect(quick.durationMs).toBeLessThan(6_000 * 2.5);
      expect(quick.events.map((event) => event.state)).toEqual(normal.events.map((e) => e.state));
      expect(quick.result).toEqual(normal.result);
    }
  });
});

describe('stateAt and suspendedAt', () => {
  const football = fixturesOf('football', 40)
    .map((plan) => playMatch(plan))
    .find((timeline) => timeline.events.filter((event) => event.kind === 'goal').length >= 2)!;

  it('is the initial state before the start and the final one after the finish', () => {
    expect(stateAt(football, -1)).toEqual(football.initial);
    expect(stateAt(football, football.durationMs)).toEqual(football.events.at(-1)?.state);
    expect(stateAt(football, football.durationMs + 60_000).status).toBe('finished');
  });

  it("runs football's clock and basketball's between events", () => {
    const goal = football.events.find((event) => event.kind === 'goal');
    if (goal?.state.sport !== 'football') throw new Error('no goal');
    const later = stateAt(football, goal.atMs + 60 * football.msPerModelSecond);
    expect(later.sport === 'football' && later.clock).toBe(goal.state.clock + 60);
    expect(later.sport === 'football' && later.elapsed).toBeGreaterThan(goal.state.elapsed);
    expect(headline(later)).toEqual(headline(goal.state));
    const halfTime = football.events.find(
      (event) => event.state.sport === 'football' && event.state.period === 'half_time',
    );
    const during = stateAt(football, (halfTime?.atMs ?? 0) + 1000);
    expect(during.sport === 'football' && [during.period, during.elapsed]).toEqual([
      'half_time',
      0.5,
    ]);

    const basketball = playMatch(fixturesOf('basketball', 1)[0]!);
    const tipOff = stateAt(basketball, 90 * basketball.msPerModelSecond);
    expect(tipOff.sport === 'basketball' && [tipOff.period, tipOff.secondsLeft]).toEqual([1, 630]);
  });

  it('suspends the markets around every goal and not far from one', () => {
    const goals = football.events.filter((event) => event.kind === 'goal');
    const second = football.msPerModelSecond;
    for (const goal of goals) {
      expect(suspendedAt(football, goal.atMs - 30 * second)).toBe(true);
      expect(suspendedAt(football, goal.atMs)).toBe(true);
      expect(suspendedAt(football, goal.atMs + 60 * second)).toBe(true);
    }
    const quiet = (at: number) => goals.every((goal) => Math.abs(goal.atMs - at) > 300 * second);
    for (let at = 0; at < football.durationMs; at += 10_000)
      if (quiet(at)) expect(suspendedAt(football, at)).toBe(false);
    for (const { fromMs, toMs } of football.suspensions) expect(fromMs).toBeLessThan(toMs);
  });

  it('suspends around a break of serve, a set, a map and a close finish', () => {
    const tennis = playMatch(fixturesOf('tennis', 1)[0]!);
    const decisive = tennis.events.filter(
      (event) =>
        event.kind === 'set' ||
        // The server changes after a game: a game won by the new server was a break.
        (event.kind === 'game' &&
          event.state.sport === 'tennis' &&
          event.side === event.state.server),
    );
    expect(decisive.some((event) => event.kind === 'game')).toBe(true);
    for (const event of decisive) {
      expect(suspendedAt(tennis, event.atMs - 20 * tennis.msPerModelSecond)).toBe(true);
      expect(suspendedAt(tennis, event.atMs)).toBe(true);
    }
    for (const sport of ['lol', 'cs2'] as const) {
      const esports = playMatch(fixturesOf(sport, 1)[0]!);
      for (const event of esports.events.filter((e) => e.kind === 'map'))
        expect(suspendedAt(esports, event.atMs - 10 * esports.msPerModelSecond)).toBe(true);
    }
    // A basketball point in the last minute that leaves the margin at 3 or less.
    const close = fixturesOf('basketball', 60)
      .map((plan) => playMatch(plan))
      .flatMap((timeline) =>
        timeline.events
          .filter(
            (event) =>
              event.kind === 'points' &&
              event.state.sport === 'basketball' &&
              event.state.period >= 4 &&
              event.state.secondsLeft <= 60 &&
              Math.abs(event.state.home - event.state.away) <= 3,
          )
          .map((event) => ({ timeline, event })),
      );
    expect(close.length).toBeGreaterThan(0);
    for (const { timeline, event } of close) expect(suspendedAt(timeline, event.atMs)).toBe(true);
  });
});

type Played = { plan: FixturePlan; timeline: Timeline; markets: MarketKey[] };

/**
 * Takes played fixtures, prices each one's markets `at` a share of its typical duration after the
 * start (0: before it; never a share of its actual duration, which would tell the future), settles
 * them on the result, and compares, per market type, selection and outcome, how often it
 * happened with how often the chances said it would. The difference is a sum over fixtures of
 * independent terms, each fixture's the sum over its lines of (happened - chance), whose
 * standard deviation is at most the sum of the lines' sqrt(p (1 - p)) however they are
 * correlated; it must stay within four of the resulting standard deviations. The seed is fixed,
 * so the check always sees the same matches.
 */
const checkCalibration = (played: readonly Played[], at: number): Set<MarketType> => {
  const OUTCOMES: [LegOutcome, 'win' | 'halfWin' | 'push' | 'halfLose'][] = [
    ['win', 'win'],
    ['half_win', 'halfWin'],
    ['push', 'push'],
    ['half_lose', 'halfLose'],
  ];
  const tallies = new Map<string, { observed: number; expected: number; variance: number }>();
  for (const { plan, timeline, markets } of played) {
    const state = at === 0 ? timeline.initial : stateAt(timeline, at * plan.durationMs);
    const deviations = new Map<string, number>();
    for (const { market, selections } of chancesOf(plan, state, markets))
      for (const { key, chances } of selections) {
        const settled = settleSelection(market, key, timeline.result);
        for (const [outcome, field] of OUTCOMES) {
          const name = `${market.type} ${key} ${outcome}`;
          const tally = tallies.get(name) ?? { observed: 0, expected: 0, variance: 0 };
          const p = chances[field];
          tally.observed += settled === outcome ? 1 : 0;
          tally.expected += p;
          tallies.set(name, tally);
          deviations.set(name, (deviations.get(name) ?? 0) + Math.sqrt(Math.max(0, p * (1 - p))));
        }
      }
    for (const [name, deviation] of deviations) {
      const tally = tallies.get(name);
      if (tally) tally.variance += deviation * deviation;
    }
  }
  const checked = new Set<MarketType>();
  for (const [name, { observed, expected, variance }] of tallies) {
    if (expected < 1) continue;
    expect(Math.abs(observed - expected), name).toBeLessThanOrEqual(4 * Math.sqrt(variance) + 1);
    checked.add(name.split(' ')[0] as MarketType);
  }
  return checked;
};

describe('the simulator against its own prices', () => {
  const COUNTS: Record<Sport, number> = {
    football: 1500,
    basketball: 800,
    tennis: 800,
    lol: 1000,
    dota2: 400,
    cs2: 800,
  };
  for (const sport of SPORTS)
    it(`plays ${sport} as its pre-match and in-play prices say`, () => {
      const played = fixturesOf(sport, COUNTS[sport]).map((plan) => ({
        plan,
        timeline: playMatch(plan),
        markets: marketsFor(plan.sport, plan.strengths),
      }));
      const types = checkCalibration(played, 0);
      expect(types.size).toBeGreaterThanOrEqual(3);
      checkCalibration(played, 0.3);
      checkCalibration(played, 0.6);
    });
});
