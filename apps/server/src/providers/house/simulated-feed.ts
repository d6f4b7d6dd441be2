import {
  DEFAULT_MARGINS,
  type FixtureResult,
  type MarketChances,
  type MarketKey,
  type Sport,
  priceMarket,
} from '@member-site/house-games/sports';

import type { FeedMarket, FeedUpdate, SportsFeed } from './sports-feed';

/** A fixture as the simulator plans it (`FixturePlan` of `@member-site/house-games/sports`). */
export type SimulatedPlan = {
  id: string;
  sport: Sport;
  leagueId: string;
  home: { id: string; name: string };
  away: { id: string; name: string };
  kickoffMs: number;
  strengths: unknown;
};

/** A match played out (`Timeline`): its events in real milliseconds after the start. */
export type SimulatedTimeline = {
  durationMs: number;
  events: readonly { atMs: number }[];
  result: FixtureResult;
};

/**
 * The simulator's functions the feed plays with, as `@member-site/house-games/sports` declares
 * them; passed in so the feed is written against the shape, not the module.
 */
export type SportsSimulator<Plan extends SimulatedPlan, Line extends SimulatedTimeline, State> = {
  scheduleFixtures: (
    seed: string,
    fromMs: number,
    toMs: number,
    options: { durationMs?: Partial<Record<Sport, number>>; leagues?: readonly string[] },
  ) => Plan[];
  playMatch: (plan: Plan, options: { durationMs?: number }) => Line;
  stateAt: (timeline: Line, elapsedMs: number) => State;
  suspendedAt: (timeline: Line, elapsedMs: number) => boolean;
  initialState: (plan: Plan) => State;
  chancesOf: (
    fixture: { sport: Sport; strengths: Plan['strengths'] },
    state: State,
    markets: readonly MarketKey[],
  ) => MarketChances[];
  marketsFor: (sport: Sport, strengths: Plan['strengths']) => MarketKey[];
  leagueName: (leagueId: string) => string;
};

export type SimulatedFeedOptions = {
  /** Any text: the same seed schedules and plays the same fixtures. */
  seed: string;
  /** Real time of a typical match (all sports); the simulator's defaults otherwise. */
  matchMs?: number;
  /**
   * How far ahead fixtures are announced: three days by default, or 432 typical matches when
   * `matchMs` is given (three days of ten-minute matches), so a turbo schedule announces as many
   * fixtures as a normal one.
   */
  aheadMs?: number;
  /** Longest a match can still be in play after its kick-off: three typical matches. */
  liveMs?: number;
  /** Only these leagues (by id); every league by default. */
  leagues?: readonly string[];
  /** Told of a market the model could not price (it is offered at no odds meanwhile). */
  onUnpriced?: (fixtureRef: string, market: MarketKey, error: RangeError) => void;
};

const DAY_MS = 24 * 60 * 60_000;
/** At most this much more of the schedule is announced at one step: 18 typical matches. */
const ANNOUNCE_STEP_MS = 3 * 60 * 60_000;
const ANNOUNCE_STEP_MATCHES = 18;
const AHEAD_MATCHES = 432;

/** The market shown in lists of each type: the middle of the type's lines. */
const withMain = (markets: readonly MarketKey[]): { key: MarketKey; main: boolean }[] =>
  markets.map((key, index) => {
    const same = markets.filter((other) => other.type === key.type);
    const middle = same[Math.floor((same.length - 1) / 2)];
    return { key, main: middle === markets[index] };
  });

/**
 * The built-in feed (decision 0021): the simulator schedules fixtures days ahead from a seed and
 * plays each in accelerated time; the feed reports them as a real supplier would: fixtures with
 * their markets at pre-match prices, the match going live, its state after each event, markets
 * suspended and resumed around events, every in-play market repriced at each step from
 * `chancesOf` with its type's margin, and the result at the final whistle. Everything is derived
 * from the seed and the clock, so a process that takes a site over reports the same match.
 */
export const createSimulatedFeed = <
  Plan extends SimulatedPlan,
  Line extends SimulatedTimeline,
  State,
>(
  simulator: SportsSimulator<Plan, Line, State>,
  options: SimulatedFeedOptions,
): SportsFeed => {
  const durationMs =
    options.matchMs === undefined
      ? {}
      : Object.fromEntries(
          (['football', 'basketball', 'tennis', 'lol', 'dota2', 'cs2'] as const).map((sport) => [
            sport,
            options.matchMs,
          ]),
        );
  const schedule = {
    durationMs,
    ...(options.leagues === undefined ? {} : { leagues: options.leagues }),
  };
  const { onUnpriced } = options;
  const aheadMs =
    options.aheadMs ??
    (options.matchMs === undefined
      ? 3 * DAY_MS
      : Math.min(3 * DAY_MS, AHEAD_MATCHES * options.matchMs));
  const announceStepMs =
    options.matchMs === undefined
      ? ANNOUNCE_STEP_MS
      : Math.min(ANNOUNCE_STEP_MS, ANNOUNCE_STEP_MATCHES * options.matchMs);
  const liveMs = options.liveMs ?? 3 * (options.matchMs ?? 15 * 60_000);
  /** Per site: fixtures announced up to this time (kick-off). */
  const announcedUntil = new Map<number, number>();
  const timelines = new Map<string, Line>();

  const timelineOf = (plan: Plan): Line => {
    let timeline = timelines.get(plan.id);
    if (!timeline) {
      timeline = simulator.playMatch(plan, {
        ...(options.matchMs === undefined ? {} : { durationMs: options.matchMs }),
      });
      timelines.set(plan.id, timeline);
    }
    return timeline;
  };

  /**
   * Each market priced at its type's margin. A market the model cannot price in this state is
   * offered at no odds (its selections null) rather than failing the step for every fixture.
   */
  const priced = (plan: Plan, state: State, markets: readonly MarketKey[]) =>
    simulator.chancesOf(plan, state, markets).map((chances) => {
      try {
        return {
          key: chances.market,
          selections: priceMarket(chances, DEFAULT_MARGINS[chances.market.type]),
        };
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        onUnpriced?.(plan.id, chances.market, error);
        return {
          key: chances.market,
          selections: chances.selections.map(({ key }) => ({ key, odds: null })),
        };
      }
    });

  const announce = (plan: Plan): FeedUpdate => {
    const markets = withMain(simulator.marketsFor(plan.sport, plan.strengths));
    const prices = priced(
      plan,
      simulator.initialState(plan),
      markets.map(({ key }) => key),
    );
    return {
      kind: 'fixture',
      fixture: {
        ref: plan.id,
        sport: plan.sport,
        league: { id: plan.leagueId, name: simulator.leagueName(plan.leagueId) },
        home: plan.home,
        away: plan.away,
        startsAt: new Date(plan.kickoffMs),
        strengths: plan,
        markets: markets.map(({ key, main }, index): FeedMarket => ({
          type: key.type,
          line: key.line,
          main,
          margin: DEFAULT_MARGINS[key.type],
          selections: prices[index]?.selections ?? [],
        })),
      },
    };
  };

  return {
    updates(siteId, from, to) {
      const fromMs = from.getTime();
      const toMs = to.getTime();
      const updates: FeedUpdate[] = [];
      const since = announcedUntil.get(siteId) ?? toMs - liveMs;
      // The nearest fixtures first: a fresh start announces the days ahead a few hours a step.
      const until = Math.min(toMs + aheadMs, Math.max(since, toMs) + announceStepMs);
      if (until > since) {
        for (const plan of simulator.scheduleFixtures(options.seed, since, until, schedule)) {
          updates.push(announce(plan));
        }
        announcedUntil.set(siteId, until);
      }
      for (const plan of simulator.scheduleFixtures(
        options.seed,
        toMs - liveMs,
        toMs + 1,
        schedule,
      )) {
        if (plan.kickoffMs > toMs) continue;
        const timeline = timelineOf(plan);
        const before = fromMs - plan.kickoffMs;
        const now = toMs - plan.kickoffMs;
        if (before >= timeline.durationMs) {
          timelines.delete(plan.id);
          continue;
        }
        const ref = plan.id;
        const eventsSince = timeline.events.some(
          (event) => event.atMs > before && event.atMs <= now,
        );
        if (before < 0 || eventsSince) {
          updates.push({ kind: 'state', ref, live: true, state: simulator.stateAt(timeline, now) });
        }
        if (now >= timeline.durationMs) {
          updates.push({ kind: 'result', ref, result: timeline.result });
          timelines.delete(plan.id);
          continue;
        }
        const wasSuspended = before >= 0 && simulator.suspendedAt(timeline, before);
        const isSuspended = simulator.suspendedAt(timeline, now);
        if (isSuspended && !wasSuspended) updates.push({ kind: 'suspend', ref });
        if (!isSuspended) {
          const markets = simulator.marketsFor(plan.sport, plan.strengths);
          updates.push({
            kind: 'odds',
            ref,
            markets: priced(plan, simulator.stateAt(timeline, now), markets).map(
              ({ key, selections }) => ({ type: key.type, line: key.line, selections }),
            ),
          });
          if (wasSuspended) updates.push({ kind: 'resume', ref });
        }
      }
      return updates;
    },
  };
};
