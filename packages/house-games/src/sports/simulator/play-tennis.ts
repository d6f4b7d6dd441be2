import type { RandomSource } from '../../fair/provably-fair';
import { type Side, otherSide } from '../models/strengths';
import { SETS_TO_WIN, tennisServeChances, tiebreakServer } from '../models/tennis';
import type { FixturePlan } from './plan';
import { between, happens } from './random';
import type { TennisState } from './state';
import { type Timeline, timelineRecorder } from './timeline';

/**
 * A tennis match as `models/tennis.ts` prices it, point by point: each point is won by the server
 * with the server's chance (`tennisServeChances`), one draw per point, and then the point's
 * length is drawn (`POINT_SECONDS`). Games alternate service; the tie-break at 6-6 is served one
 * point, then two each in turn (`tiebreakServer`), and counts as one game in the service order.
 * Changeovers and set breaks add model time.
 *
 * A break of serve, a set and the match suspend the markets around the point that decides them
 * (`BREAK_SUSPENSION`, `SET_SUSPENSION`).
 */

/** A point and the pause after it, in model seconds: 25 to 55. */
export const POINT_SECONDS = [25, 55] as const;
/** After every odd game of a set the players change ends; after a set they rest longer. */
export const CHANGEOVER_SECONDS = 90;
export const SET_BREAK_SECONDS = 120;
export const BREAK_SUSPENSION = { before: 40, after: 20 } as const;
export const SET_SUSPENSION = { before: 40, after: 60 } as const;

export const playTennis = (
  plan: FixturePlan,
  random: RandomSource,
  durationMs: number,
): Timeline => {
  const serve = tennisServeChances(plan.strengths);
  const recorder = timelineRecorder(plan, durationMs);
  const sets: [number, number][] = [];
  let games: [number, number] = [0, 0];
  let points: [number, number] = [0, 0];
  let tiebreak = false;
  /** Who serves the current game (the first point, in a tie-break). */
  let gameServer: Side = plan.firstServer;
  let server: Side = plan.firstServer;
  const setsWon = (side: Side) =>
    sets.filter(([home, away]) => (side === 'home' ? home > away : away > home)).length;
  const state = (): TennisState => {
    const home = setsWon('home');
    const away = setsWon('away');
    return {
      sport: 'tennis',
      status: home >= SETS_TO_WIN || away >= SETS_TO_WIN ? 'finished' : 'in_play',
      home,
      away,
      sets: sets.map(([h, a]) => [h, a]),
      games: [...games],
      points: [...points],
      tiebreak,
      server,
    };
  };

  let time = 0;
  recorder.event(0, 'start', null, state());
  for (;;) {
    const serverWins = happens(random, server === 'home' ? serve.home : serve.away);
    const winner = serverWins ? server : otherSide(server);
    time += between(random, POINT_SECONDS[0], POINT_SECONDS[1]);
    const at = winner === 'home' ? 0 : 1;
    points[at] += 1;
    const [h, a] = points;
    const target = tiebreak ? 7 : 4;
    const gameWon = (h >= target && h - a >= 2) || (a >= target && a - h >= 2);
    if (!gameWon) {
      if (tiebreak) server = tiebreakServer(gameServer, h + a);
      // Deuce keeps its counts short: 3-3 is deuce, 4-3 and 3-4 advantage.
      else if (h >= 3 && a >= 3) points = [h - Math.min(h, a) + 3, a - Math.min(h, a) + 3];
      recorder.event(time, 'point', winner, state());
      continue;
    }
    const broke = winner !== gameServer && !tiebreak;
    games[at] += 1;
    points = [0, 0];
    const [gh, ga] = games;
    const setWon = (gh >= 6 && gh - ga >= 2) || (ga >= 6 && ga - gh >= 2) || gh === 7 || ga === 7;
    gameServer = otherSide(gameServer);
    server = gameServer;
    if (setWon) {
      sets.push(games);
      games = [0, 0];
      tiebreak = false;
      const after = state();
      recorder.event(time, 'set', winner, after);
      recorder.suspend(time, SET_SUSPENSION.before, SET_SUSPENSION.after);
      if (after.status === 'finished') {
        recorder.event(time, 'finish', null, after);
        return recorder.build(time, { sport: 'tennis', sets: after.sets });
      }
      time += SET_BREAK_SECONDS;
      continue;
    }
    tiebreak = gh === 6 && ga === 6;
    recorder.event(time, 'game', winner, state());
    if (broke) recorder.suspend(time, BREAK_SUSPENSION.before, BREAK_SUSPENSION.after);
    if ((gh + ga) % 2 === 1) time += CHANGEOVER_SECONDS;
  }
};
