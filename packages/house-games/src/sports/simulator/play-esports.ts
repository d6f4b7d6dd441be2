import type { RandomSource } from '../../fair/provably-fair';
import { CS2_ROUNDS_TO_WIN, MAPS_TO_WIN, cs2RoundChance, mapChance } from '../models/esports';
import { type Side, otherSide } from '../models/strengths';
import type { Esport } from '../types';
import type { FixturePlan } from './plan';
import { between, happens, poissonTimes } from './random';
import type { EsportsState } from './state';
import { type Timeline, timelineRecorder } from './timeline';

/**
 * An esports series, best of three maps, as `models/esports.ts` prices it.
 *
 * - CS2: round by round, home winning each with the round chance (`cs2RoundChance`), first to
 *   13 (at 12-12 one decider round). Each round takes `ROUND_SECONDS`, and briefly suspends the
 *   markets around its end (`ROUND_SUSPENSION`).
 * - LoL and Dota 2: the map's winner is drawn first with the map chance (`mapChance`), then its
 *   length (`MAP_MINUTES`) and the kills, which are flavour and must tell nothing of the winner:
 *   until the last `FINAL_FIGHT_SECONDS` each side's kills are a Poisson process at a rate set by
 *   the strengths alone (`KILLS_PER_MINUTE`), whoever wins; in the final fight the winner takes 2
 *   to 5 kills and the loser 0 to 2, then the winner destroys the base. That fight lies inside
 *   the map's suspension, so no one can bet on what it gives away.
 *
 * Each map won suspends the markets from `MAP_SUSPENSION.before` model seconds before its last
 * round or its final fight to `MAP_SUSPENSION.after` after it. Maps are `MAP_BREAK_SECONDS`
 * apart.
 */

export const ROUND_SECONDS = [70, 115] as const;
export const ROUND_SUSPENSION = { before: 8, after: 4 } as const;
export const MAP_MINUTES = [25, 45] as const;
export const FINAL_FIGHT_SECONDS = 90;
export const KILLS_PER_MINUTE = 0.6;
export const MAP_SUSPENSION = { before: 30, after: 60 } as const;
export const MAP_BREAK_SECONDS = 300;

export const playEsports = (
  plan: FixturePlan & { sport: Esport },
  random: RandomSource,
  durationMs: number,
): Timeline => {
  const sport = plan.sport;
  const recorder = timelineRecorder(plan, durationMs);
  const maps: Side[] = [];
  let map = 1;
  let score: [number, number] = [0, 0];
  let mapLive = false;
  const state = (): EsportsState => {
    const home = maps.filter((winner) => winner === 'home').length;
    const away = maps.length - home;
    return {
      sport,
      status: home >= MAPS_TO_WIN || away >= MAPS_TO_WIN ? 'finished' : 'in_play',
      home,
      away,
      maps: [...maps],
      map,
      score: [...score],
      mapLive,
    };
  };
  const round = cs2RoundChance(plan.strengths);
  const fresh = mapChance(sport, plan.strengths);
  // Kill rates lean a little to the stronger side, but never to the map's winner.
  const lean = Math.min(0.3, Math.max(-0.3, 2 * (fresh - 0.5) * 0.3));
  const killRates = { home: KILLS_PER_MINUTE * (1 + lean), away: KILLS_PER_MINUTE * (1 - lean) };

  let time = 0;
  for (;;) {
    mapLive = true;
    score = [0, 0];
    recorder.event(time, map === 1 ? 'start' : 'period', null, state());
    let winner: Side;
    if (sport === 'cs2') {
      for (;;) {
        time += between(random, ROUND_SECONDS[0], ROUND_SECONDS[1]);
        const side: Side = happens(random, round) ? 'home' : 'away';
        score[side === 'home' ? 0 : 1] += 1;
        if (Math.max(...score) >= CS2_ROUNDS_TO_WIN) {
          winner = side;
          break;
        }
        recorder.event(time, 'round', side, state());
        recorder.suspend(time, ROUND_SUSPENSION.before, ROUND_SUSPENSION.after);
      }
    } else {
      winner = happens(random, fresh) ? 'home' : 'away';
      const length = between(random, MAP_MINUTES[0] * 60, MAP_MINUTES[1] * 60);
      const fightStart = length - FINAL_FIGHT_SECONDS;
      const kills = [
        ...poissonTimes(random, killRates.home / 60, fightStart).map((at) => ({
          at,
          side: 'home' as const,
        })),
        ...poissonTimes(random, killRates.away / 60, fightStart).map((at) => ({
          at,
          side: 'away' as const,
        })),
      ];
      const loser = otherSide(winner);
      const fight = [
        ...Array.from({ length: between(random, 2, 5) }, () => winner),
        ...Array.from({ length: between(random, 0, 2) }, () => loser),
      ].map((side) => ({ at: fightStart + between(random, 0, FINAL_FIGHT_SECONDS - 5), side }));
      for (const kill of [...kills, ...fight].sort((a, b) => a.at - b.at)) {
        score[kill.side === 'home' ? 0 : 1] += 1;
        recorder.event(time + kill.at, 'kill', kill.side, state());
      }
      recorder.suspend(time + fightStart, MAP_SUSPENSION.before, FINAL_FIGHT_SECONDS);
      time += length;
    }
    maps.push(winner);
    mapLive = false;
    const after = state();
    recorder.event(time, 'map', winner, after);
    recorder.suspend(time, MAP_SUSPENSION.before, MAP_SUSPENSION.after);
    if (after.status === 'finished') {
      recorder.event(time, 'finish', null, after);
      return recorder.build(time, { sport, maps: [...maps] });
    }
    time += MAP_BREAK_SECONDS;
    map += 1;
  }
};
