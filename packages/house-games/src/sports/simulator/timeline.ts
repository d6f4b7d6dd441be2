import type { Side } from '../models/strengths';
import type { FixtureResult, Sport } from '../types';
import { type FixturePlan, NOMINAL_MODEL_SECONDS, initialStateOf } from './plan';
import type { BasketballState, FootballState, MatchState } from './state';

/**
 * A simulated match as the feed plays it out: its events in real time, each with the state it
 * leaves, the windows in which its markets are suspended, and its result.
 *
 * Matches are played in model time (a football match's 90 minutes, a tennis match point by
 * point) and shown accelerated: `durationMs` of real time stands for a typical match of the sport
 * (`NOMINAL_MODEL_SECONDS`), so every model second lasts durationMs / nominal real
 * milliseconds. A match longer than typical (overtimes, a third set or map) lasts longer.
 */

/**
 * What happened:
 * - `start`: kick-off, tip-off, first serve or the first map's start;
 * - `period`: a period ends or starts (half-time, the second half, a quarter, an overtime, a
 *   map starting);
 * - `goal`, `points` (one point in basketball), `point`, `game` (the point that won it), `set`
 *   (the point that won it), `round` (CS2), `kill` (LoL, Dota 2), `map` (a map won);
 * - `finish`: the final whistle; always the last event, its state finished.
 */
export type MatchEventKind =
  | 'start'
  | 'period'
  | 'goal'
  | 'points'
  | 'point'
  | 'game'
  | 'set'
  | 'round'
  | 'kill'
  | 'map'
  | 'finish';

export type MatchEvent = {
  /** Real milliseconds after the start. */
  atMs: number;
  kind: MatchEventKind;
  /** Who scored or won it; null for a period change, the start and the finish. */
  side: Side | null;
  /** The state just after it. */
  state: MatchState;
};

/** Real milliseconds after the start in which the markets take no bets. */
export type Suspension = { fromMs: number; toMs: number };

export type Timeline = {
  fixtureId: string;
  sport: Sport;
  /** Real milliseconds from the start to the finish. */
  durationMs: number;
  /** Real milliseconds per model second (a second of the match clock). */
  msPerModelSecond: number;
  /** The state before the start: what pre-match prices read. */
  initial: MatchState;
  /** In time order, from a `start` at 0 to a `finish` at `durationMs`. */
  events: MatchEvent[];
  /** In time order, never overlapping. */
  suspensions: Suspension[];
  result: FixtureResult;
};

/**
 * Records a match in model seconds and turns it into a timeline: `event` and `suspend` take
 * model seconds from the start; `build` converts them to real milliseconds (rounded, so events a
 * hair apart may share a millisecond; their order is kept) and merges overlapping suspensions.
 */
export const timelineRecorder = (plan: FixturePlan, durationMs: number) => {
  if (!Number.isFinite(durationMs) || durationMs <= 0) throw new RangeError('invalid duration');
  const msPerModelSecond = durationMs / NOMINAL_MODEL_SECONDS[plan.sport];
  const toMs = (seconds: number) => Math.round(seconds * msPerModelSecond);
  const events: MatchEvent[] = [];
  const windows: { from: number; to: number }[] = [];
  return {
    event(seconds: number, kind: MatchEventKind, side: Side | null, state: MatchState): void {
      events.push({ atMs: toMs(seconds), kind, side, state });
    },
    /** Suspends the markets from `before` model seconds before `seconds` to `after` after it. */
    suspend(seconds: number, before: number, after: number): void {
      windows.push({ from: seconds - before, to: seconds + after });
    },
    build(endSeconds: number, result: FixtureResult): Timeline {
      const end = toMs(endSeconds);
      const suspensions: Suspension[] = [];
      for (const { from, to } of [...windows].sort((a, b) => a.from - b.from)) {
        const fromMs = Math.max(0, toMs(from));
        const untilMs = Math.min(end, toMs(to));
        if (untilMs <= fromMs) continue;
        const last = suspensions.at(-1);
        if (last && fromMs <= last.toMs) last.toMs = Math.max(last.toMs, untilMs);
        else suspensions.push({ fromMs, toMs: untilMs });
      }
      return {
        fixtureId: plan.id,
        sport: plan.sport,
        durationMs: end,
        msPerModelSecond,
        initial: initialStateOf(plan),
        events,
        suspensions,
        result,
      };
    },
  };
};

/** The index of the last event at or before `elapsedMs`, or -1 (binary search). */
const lastEventAt = (events: readonly MatchEvent[], elapsedMs: number): number => {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((events[middle]?.atMs ?? Infinity) <= elapsedMs) low = middle + 1;
    else high = middle;
  }
  return low - 1;
};

/**
 * The match's state `elapsedMs` real milliseconds after its start: the initial state before it,
 * the state the last event left, with the clock run on since then (football's minute and
 * `elapsed`, basketball's game clock); the final state once it is over.
 */
export const stateAt = (timeline: Timeline, elapsedMs: number): MatchState => {
  const at = lastEventAt(timeline.events, elapsedMs);
  const event = timeline.events[at];
  if (!event) return timeline.initial;
  const seconds = (elapsedMs - event.atMs) / timeline.msPerModelSecond;
  const state = event.state;
  if (seconds <= 0 || state.status !== 'in_play') return state;
  if (state.sport === 'football') return runFootballClock(state, seconds);
  if (state.sport === 'basketball') return runBasketballClock(state, seconds);
  return state;
};

/**
 * Whether the markets take no bets `elapsedMs` after the start: inside a suspension window, and
 * from the finish on (the match is over: its markets settle).
 */
export const suspendedAt = (timeline: Timeline, elapsedMs: number): boolean =>
  elapsedMs >= timeline.durationMs ||
  timeline.suspensions.some(({ fromMs, toMs }) => fromMs <= elapsedMs && elapsedMs < toMs);

/** Football's clock fields from its clock and its half's stoppage time. */
export const footballClock = (
  period: FootballState['period'],
  clock: number,
): Pick<FootballState, 'minute' | 'addedMinute'> => {
  switch (period) {
    case 'pre_match':
      return { minute: 0, addedMinute: 0 };
    case 'half_time':
      return { minute: 45, addedMinute: 0 };
    case 'finished':
      return { minute: 90, addedMinute: 0 };
    default: {
      const end = period === 'first_half' ? 2700 : 5400;
      const minute = Math.floor(clock / 60) + 1;
      return minute > end / 60
        ? { minute: end / 60, addedMinute: minute - end / 60 }
        : { minute, addedMinute: 0 };
    }
  }
};

/** Runs football's clock on: each half is half of `elapsed`, spread over its whole length. */
const runFootballClock = (state: FootballState, seconds: number): FootballState => {
  if (state.period !== 'first_half' && state.period !== 'second_half') return state;
  const start = state.period === 'first_half' ? 0 : 2700;
  const length = (45 + state.addedTime) * 60;
  const clock = Math.min(start + length, state.clock + seconds);
  const halfEnd = state.period === 'first_half' ? 0.5 : 1;
  return {
    ...state,
    clock: Math.floor(clock),
    ...footballClock(state.period, clock),
    elapsed: Math.min(halfEnd, state.elapsed + (0.5 * seconds) / length),
  };
};

/** The share of regulation played, from the period and its game clock. */
export const basketballElapsed = (period: number, secondsLeft: number): number =>
  period === 0 ? 0 : period > 4 ? 1 : (period * 720 - secondsLeft) / (48 * 60);

const runBasketballClock = (state: BasketballState, seconds: number): BasketballState => {
  if (state.interval || state.period === 0) return state;
  const secondsLeft = Math.max(0, Math.round((state.secondsLeft - seconds) * 10) / 10);
  return { ...state, secondsLeft, elapsed: basketballElapsed(state.period, secondsLeft) };
};
