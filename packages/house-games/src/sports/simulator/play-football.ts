import type { RandomSource } from '../../fair/provably-fair';
import { footballRates } from '../models/football';
import type { FixturePlan } from './plan';
import { between, poissonTimes } from './random';
import type { FootballState } from './state';
import { type Timeline, footballClock, timelineRecorder } from './timeline';

/**
 * A football match as `models/football.ts` prices it. Draws, in this order: the first half's
 * stoppage time (1 to 5 whole minutes), the second's (2 to 7), then home's goals and away's as
 * Poisson processes over the match's scoring time [0, 1) at the sides' rates (`footballRates`),
 * each half being half of it spread evenly over its 45 minutes and its stoppage time. So each
 * side's goals are Poisson with its rate and, whatever has happened, the goals still to come are
 * Poisson with the rate times the time left: exactly what the prices say.
 *
 * Model time runs through the half-time break (`HALF_TIME_SECONDS`). Each goal suspends the
 * markets from `GOAL_SUSPENSION.before` model seconds before it (the dangerous attack) to
 * `GOAL_SUSPENSION.after` after it.
 */

export const HALF_TIME_SECONDS = 15 * 60;
export const GOAL_SUSPENSION = { before: 45, after: 75 } as const;

export const playFootball = (
  plan: FixturePlan,
  random: RandomSource,
  durationMs: number,
): Timeline => {
  const rates = footballRates(plan.strengths);
  const added = [between(random, 1, 5), between(random, 2, 7)] as const;
  const halves = added.map((minutes) => (45 + minutes) * 60);
  const [firstHalf = 0, secondHalf = 0] = halves;
  const goals = [
    ...poissonTimes(random, rates.home, 1).map((at) => ({ at, side: 'home' as const })),
    ...poissonTimes(random, rates.away, 1).map((at) => ({ at, side: 'away' as const })),
  ].sort((a, b) => a.at - b.at);

  const recorder = timelineRecorder(plan, durationMs);
  const score = { home: 0, away: 0 };
  const state = (
    period: FootballState['period'],
    clock: number,
    elapsed: number,
    addedTime: number,
  ): FootballState => ({
    sport: 'football',
    status: period === 'finished' ? 'finished' : 'in_play',
    home: score.home,
    away: score.away,
    period,
    clock: Math.floor(clock),
    ...footballClock(period, clock),
    addedTime,
    elapsed,
  });

  recorder.event(0, 'start', null, state('first_half', 0, 0, added[0]));
  const secondHalfStart = firstHalf + HALF_TIME_SECONDS;
  const halfTimeEvents = () => {
    recorder.event(firstHalf, 'period', null, state('half_time', 2700, 0.5, added[0]));
    recorder.event(secondHalfStart, 'period', null, state('second_half', 2700, 0.5, added[1]));
  };
  let halfTimeDone = false;
  for (const goal of goals) {
    const second = goal.at >= 0.5;
    if (second && !halfTimeDone) {
      halfTimeEvents();
      halfTimeDone = true;
    }
    const share = second ? (goal.at - 0.5) * 2 : goal.at * 2;
    const clock = second ? 2700 + share * secondHalf : share * firstHalf;
    const seconds = second ? secondHalfStart + share * secondHalf : share * firstHalf;
    score[goal.side] += 1;
    recorder.event(
      seconds,
      'goal',
      goal.side,
      state(second ? 'second_half' : 'first_half', clock, goal.at, added[second ? 1 : 0]),
    );
    recorder.suspend(seconds, GOAL_SUSPENSION.before, GOAL_SUSPENSION.after);
  }
  if (!halfTimeDone) halfTimeEvents();
  const end = secondHalfStart + secondHalf;
  recorder.event(end, 'finish', null, state('finished', 2700 + secondHalf, 1, added[1]));
  return recorder.build(end, { sport: 'football', home: score.home, away: score.away });
};
