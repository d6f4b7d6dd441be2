import type { MatchStrengths, Side } from '../models/strengths';
import type { Sport } from '../types';
import { type MatchState, initialState } from './state';

/**
 * A fixture as the simulator schedules it: who plays whom and when, and the hidden inputs that
 * price and play it. A plan is plain JSON: the server stores it with the fixture and keeps
 * `strengths` and `seed` to itself.
 */
export type FixturePlan = {
  /** Stable: `<league id>-<kick-off as yyyymmddhhmm, UTC>-<n>`, the same for the same seed. */
  id: string;
  sport: Sport;
  leagueId: string;
  home: { id: string; name: string };
  away: { id: string; name: string };
  /** The start, epoch milliseconds. */
  kickoffMs: number;
  /** Real time a typical match of the sport takes (see `NOMINAL_MODEL_SECONDS`). */
  durationMs: number;
  /** Hidden: the sides' strengths, their form on the day included. */
  strengths: MatchStrengths;
  /** Tennis: who serves first (the toss). The other sports ignore it. */
  firstServer: Side;
  /** Hidden: the key the match is played from (see `random.ts`). */
  seed: string;
};

/**
 * A typical match in model seconds, what a plan's `durationMs` stands for (about the average
 * length the simulator plays): football 90 minutes, the stoppage time and the 15-minute break;
 * basketball 48 minutes of game clock and its breaks (2, 5 and 2 minutes: the half-time break is
 * shortened); tennis about two and a half sets' points with the changeovers; esports two and a
 * half maps and the breaks between them.
 */
export const NOMINAL_MODEL_SECONDS: Readonly<Record<Sport, number>> = {
  football: 112 * 60,
  basketball: 57 * 60,
  tennis: 125 * 60,
  lol: 92 * 60,
  dota2: 92 * 60,
  cs2: 89 * 60,
};

/** How long a typical match lasts in real time unless the schedule is told otherwise. */
export const DEFAULT_DURATION_MS: Readonly<Record<Sport, number>> = {
  football: 10 * 60_000,
  basketball: 10 * 60_000,
  tennis: 12 * 60_000,
  lol: 15 * 60_000,
  dota2: 15 * 60_000,
  cs2: 15 * 60_000,
};

/** A planned fixture's state before the start: what its pre-match prices read. */
export const initialStateOf = (plan: Pick<FixturePlan, 'sport' | 'firstServer'>): MatchState =>
  initialState(plan.sport, plan.firstServer);
