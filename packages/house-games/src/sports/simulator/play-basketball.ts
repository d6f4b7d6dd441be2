import type { RandomSource } from '../../fair/provably-fair';
import { OVERTIME_MINUTES, QUARTER_MINUTES, basketballRates } from '../models/basketball';
import type { FixturePlan } from './plan';
import { poissonTimes } from './random';
import type { BasketballState } from './state';
import { type Timeline, basketballElapsed, timelineRecorder } from './timeline';

/**
 * A basketball match as `models/basketball.ts` prices it: in each period, home's points and then
 * away's are drawn as Poisson processes of one point at a time at the sides' rates
 * (`basketballRates`); a level score after the fourth quarter or an overtime brings another
 * 5-minute overtime. The game clock stops between periods (`BREAK_SECONDS`).
 *
 * Late in a close game every point moves the moneyline: a point in the last
 * `CLOSE_FINISH_SECONDS` of the fourth quarter or an overtime that leaves the margin at 3 or
 * less suspends the markets from `CLOSE_SUSPENSION.before` model seconds before it to
 * `CLOSE_SUSPENSION.after` after it.
 */

/**
 * The breaks after each period, in model seconds: after the 1st, the 2nd (half-time) and the 3rd,
 * then before each overtime.
 */
export const BREAK_SECONDS = [120, 300, 120, 120] as const;
export const CLOSE_FINISH_SECONDS = 60;
export const CLOSE_MARGIN = 3;
export const CLOSE_SUSPENSION = { before: 6, after: 6 } as const;

export const playBasketball = (
  plan: FixturePlan,
  random: RandomSource,
  durationMs: number,
): Timeline => {
  const rates = basketballRates(plan.strengths);
  const recorder = timelineRecorder(plan, durationMs);
  const score = { home: 0, away: 0 };
  const state = (period: number, secondsLeft: number, interval: boolean): BasketballState => ({
    sport: 'basketball',
    status: 'in_play',
    home: score.home,
    away: score.away,
    period,
    secondsLeft: Math.round(secondsLeft * 10) / 10,
    interval,
    elapsed: basketballElapsed(period, secondsLeft),
  });

  let start = 0;
  recorder.event(0, 'start', null, state(1, QUARTER_MINUTES * 60, false));
  for (let period = 1; ; period += 1) {
    const length = (period <= 4 ? QUARTER_MINUTES : OVERTIME_MINUTES) * 60;
    if (period > 1) recorder.event(start, 'period', null, state(period, length, false));
    const points = [
      ...poissonTimes(random, rates.home, length / 60).map((at) => ({ at, side: 'home' as const })),
      ...poissonTimes(random, rates.away, length / 60).map((at) => ({ at, side: 'away' as const })),
    ].sort((a, b) => a.at - b.at);
    for (const point of points) {
      const played = point.at * 60;
      score[point.side] += 1;
      recorder.event(start + played, 'points', point.side, state(period, length - played, false));
      if (
        period >= 4 &&
        length - played <= CLOSE_FINISH_SECONDS &&
        Math.abs(score.home - score.away) <= CLOSE_MARGIN
      )
        recorder.suspend(start + played, CLOSE_SUSPENSION.before, CLOSE_SUSPENSION.after);
    }
    const end = start + length;
    if (period >= 4 && score.home !== score.away) {
      recorder.event(end, 'finish', null, {
        ...state(period, 0, false),
        status: 'finished',
      });
      return recorder.build(end, { sport: 'basketball', home: score.home, away: score.away });
    }
    recorder.event(end, 'period', null, state(period, 0, true));
    start = end + (BREAK_SECONDS[Math.min(period, 4) - 1] ?? 120);
  }
};
