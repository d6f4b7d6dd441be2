import type { RandomSource } from '../../fair/provably-fair';
import type { Strength } from '../models/strengths';
import type { Sport } from '../types';
import { LEAGUES, type League, type Team } from './leagues';
import { DEFAULT_DURATION_MS, type FixturePlan } from './plan';
import { simulatorKey, simulatorStream } from './random';

/**
 * The simulated fixture list. Matches are accelerated (a football match lasts 10 minutes by
 * default), so the leagues play round the clock rather than on weekend afternoons: each league
 * kicks off `fixturesPerSlot` fixtures at once, in slots a whole number of quarter hours apart,
 * each league's slots shifted by its phase (a share of the slot, in whole minutes), so the
 * leagues of a sport take turns and some match is always in play or about to start.
 *
 * Everything is a function of absolute time, the seed and the options, never of the window
 * asked: slot k of a league starts at k x slot + its phase after the epoch, and plays round
 * k mod (n - 1) of the league's round robin (the circle method), its teams in an order shuffled
 * once per pass through the rounds (a "season") from the seed. So two windows that overlap list
 * the same fixtures with the same ids, and the same seed always gives the same fixtures.
 *
 * A slot's fixtures are pairs of one round, so no team plays twice in a slot, and slots are
 * `SLOT_MATCHES` typical matches apart, longer than any match lasts in practice (a basketball
 * game would need some sixteen overtimes; the longest tennis matches and esports series last
 * under twice a typical one), so no team plays two matches at once.
 */

export type ScheduleOptions = {
  /** Real time of a typical match, per sport (`DEFAULT_DURATION_MS` for the others). */
  durationMs?: Partial<Record<Sport, number>>;
  /** Only these leagues (by id); all of them by default. */
  leagues?: readonly string[];
};

/**
 * A league's slots are this many typical matches apart, rounded up to whole quarter hours, as
 * real kick-offs are; matches of under five minutes (a demo site's turbo schedule) kick off on
 * whole minutes instead.
 */
export const SLOT_MATCHES = 3;
const QUARTER_HOUR = 15 * 60_000;
const MINUTE = 60_000;
const TURBO_BELOW_MS = 5 * MINUTE;

/** The time between a league's slots for a typical match of `durationMs`: 30 minutes for 10. */
export const slotMsFor = (durationMs: number): number => {
  const unit = durationMs < TURBO_BELOW_MS ? MINUTE : QUARTER_HOUR;
  return Math.max(unit, Math.ceil((SLOT_MATCHES * durationMs) / unit) * unit);
};

/**
 * How far a fixture's form moves each strength number either way, per sport: a side's attack
 * and defence each move by a whole tenth of it from -10 to +10 tenths.
 */
export const FORM: Readonly<Record<Sport, number>> = {
  football: 0.04,
  basketball: 1.5,
  tennis: 0.03,
  lol: 0.06,
  dota2: 0.06,
  cs2: 0.06,
};

/**
 * Every fixture kicking off in [fromMs, toMs), in kick-off order (then by id), from a seed (any
 * text). Plans are plain JSON with the hidden strengths and the match key (`FixturePlan`).
 */
export const scheduleFixtures = (
  seed: string,
  fromMs: number,
  toMs: number,
  options: ScheduleOptions = {},
): FixturePlan[] => {
  if (!Number.isFinite(fromMs) || !Number.isFinite(toMs)) throw new RangeError('invalid window');
  const key = simulatorKey(seed);
  const plans: FixturePlan[] = [];
  for (const league of LEAGUES) {
    if (options.leagues && !options.leagues.includes(league.id)) continue;
    const durationMs = options.durationMs?.[league.sport] ?? DEFAULT_DURATION_MS[league.sport];
    const slotMs = slotMsFor(durationMs);
    const phaseMs = Math.round((league.phase * slotMs) / MINUTE) * MINUTE;
    const first = Math.ceil((fromMs - phaseMs) / slotMs);
    const last = Math.ceil((toMs - phaseMs) / slotMs) - 1;
    for (let slot = first; slot <= last; slot += 1)
      plans.push(...slotFixtures(key, league, slot, slot * slotMs + phaseMs, durationMs));
  }
  return plans.sort((a, b) => a.kickoffMs - b.kickoffMs || (a.id < b.id ? -1 : 1));
};

/** `yyyymmddhhmm` of a UTC time. */
const stamp = (ms: number): string => new Date(ms).toISOString().slice(0, 16).replace(/[-T:]/g, '');

/** The fixtures of a league's slot: pairs of round `slot mod (n - 1)` of its round robin. */
const slotFixtures = (
  key: string,
  league: League,
  slot: number,
  kickoffMs: number,
  durationMs: number,
): FixturePlan[] => {
  const n = league.teams.length;
  const rounds = n - 1;
  const round = ((slot % rounds) + rounds) % rounds;
  const season = Math.floor(slot / rounds);
  const teams = seasonOrder(key, league, season);
  const pairs = roundPairs(teams, round);
  return Array.from({ length: Math.min(league.fixturesPerSlot, pairs.length) }, (_, j) => {
    const pair = pairs[(slot * league.fixturesPerSlot + j) % pairs.length];
    if (!pair) throw new Error('no pair');
    const [home, away] = pair;
    const id = `${league.id}-${stamp(kickoffMs)}-${j + 1}`;
    const random = simulatorStream(key, id, 0);
    const strengths = {
      home: withForm(random, home, league.sport),
      away: withForm(random, away, league.sport),
    };
    return {
      id,
      sport: league.sport,
      leagueId: league.id,
      home: { id: home.id, name: home.name },
      away: { id: away.id, name: away.name },
      kickoffMs,
      durationMs,
      strengths,
      firstServer: random.int(2) === 0 ? 'home' : 'away',
      seed: key,
    };
  });
};

/** The league's teams in the season's order: a Fisher-Yates shuffle from the season's stream. */
const seasonOrder = (key: string, league: League, season: number): Team[] => {
  const random = simulatorStream(key, `${league.id}:season:${season}`, 0);
  const teams = [...league.teams];
  for (let i = teams.length - 1; i > 0; i -= 1) {
    const j = random.int(i + 1);
    const [a, b] = [teams[i], teams[j]];
    if (a && b) [teams[i], teams[j]] = [b, a];
  }
  return teams;
};

/**
 * Round `round` of the circle method: the first team stays, the others turn one place a round,
 * and position i meets position n - 1 - i; who is at home alternates with i and the round.
 */
const roundPairs = (teams: readonly Team[], round: number): [Team, Team][] => {
  const [fixed, ...others] = teams;
  if (!fixed) return [];
  const circle = [
    fixed,
    ...others.slice(round % others.length),
    ...others.slice(0, round % others.length),
  ];
  const pairs: [Team, Team][] = [];
  for (let i = 0; i < circle.length / 2; i += 1) {
    const a = circle[i];
    const b = circle[circle.length - 1 - i];
    if (a && b) pairs.push((i + round) % 2 === 0 ? [a, b] : [b, a]);
  }
  return pairs;
};

/** A team's strength with its form on the day (see `FORM`): attack first, then defence. */
const withForm = (random: RandomSource, team: Team, sport: Sport): Strength => {
  const form = () => ((random.int(21) - 10) / 10) * FORM[sport];
  return { attack: team.strength.attack + form(), defence: team.strength.defence + form() };
};
