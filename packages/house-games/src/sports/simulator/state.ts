import type { Side } from '../models/strengths';
import type { Esport, Sport } from '../types';

/**
 * A fixture's state while it is played: what a page shows (the clock, the score, the server) and
 * what in-play prices read. Plain JSON data: the server stores it as jsonb, the browser reads it,
 * and `chancesOf` prices from it. Every state has the sport, a status, and the headline score a
 * scoreboard shows first (goals, points, sets won or maps won); the rest is the sport's.
 *
 * Before kick-off a fixture is in its initial state (`initialState`), which is also what
 * pre-match prices are computed from.
 */

/** Before the start, under way (breaks included: in-play markets stay open), or over. */
export type MatchStatus = 'not_started' | 'in_play' | 'finished';

type Headline = {
  status: MatchStatus;
  /** The headline score: goals, points, sets won or maps won. */
  home: number;
  away: number;
};

/** The football periods, in order; there is no extra time. */
export const FOOTBALL_PERIODS = [
  'pre_match',
  'first_half',
  'half_time',
  'second_half',
  'finished',
] as const;
export type FootballPeriod = (typeof FOOTBALL_PERIODS)[number];

/**
 * Football: 2 x 45 minutes and each half's stoppage time. A page writes the clock as `minute`',
 * or 45+`addedMinute`' and 90+`addedMinute`' in stoppage time.
 */
export type FootballState = Headline & {
  sport: 'football';
  period: FootballPeriod;
  /**
   * The match clock in seconds: 0 at kick-off, 2700 when the second half starts, past 2700 or
   * 5400 in stoppage time.
   */
  clock: number;
  /** The minute being played, 1 to 90 (45 and 90 in stoppage time); 0 before kick-off. */
  minute: number;
  /** In stoppage time, its minute being played (1, 2, ...); 0 otherwise. */
  addedMinute: number;
  /**
   * The current half's stoppage time in whole minutes (the second half's once it has started).
   * A page shows it from the half's 45th minute, as a fourth official's board does.
   */
  addedTime: number;
  /**
   * The share of the match's scoring time gone, 0 to 1: each half is half of it, spread evenly
   * over its 45 minutes and its stoppage time. In-play football prices read it.
   */
  elapsed: number;
};

/** Basketball: four 12-minute quarters, then 5-minute overtimes until a side leads. */
export type BasketballState = Headline & {
  sport: 'basketball';
  /** 0 before the tip-off, 1 to 4 the quarters, 5, 6, ... the overtimes. */
  period: number;
  /** The game clock of the period, counting down in seconds. */
  secondsLeft: number;
  /** Between periods: `period` has ended (`secondsLeft` 0) and the next has not started. */
  interval: boolean;
  /** The share of regulation's 48 minutes played, 0 to 1 (1 in overtime). */
  elapsed: number;
};

/**
 * Tennis, best of three sets; a set at 6-6 goes to a tie-break (first to 7 points, two clear),
 * which counts as one game in the service order. `home` and `away` are the sets won.
 */
export type TennisState = Headline & {
  sport: 'tennis';
  /** The finished sets' games, home's first (a tie-break set is 7-6). */
  sets: [number, number][];
  /** The current set's games. */
  games: [number, number];
  /**
   * The current game's points won, home's first. In a game they are kept short of deuce's
   * endless counts: 3-3 is deuce (40-40), 4-3 advantage home, 3-4 advantage away
   * (`tennisPointLabel` writes them). In a tie-break they are the tie-break's points as played.
   */
  points: [number, number];
  tiebreak: boolean;
  /** Who serves the current point. */
  server: Side;
};

/**
 * Esports, best of three maps. `home` and `away` are the maps won.
 * A map's `score` is rounds for CS2 (first to 13, see `CS2_ROUNDS_TO_WIN`) and kills for LoL and
 * Dota 2 (flavour: their prices do not read it).
 */
export type EsportsState = Headline & {
  sport: Esport;
  /** Each finished map's winner, in order. */
  maps: Side[];
  /**
   * The map being played, or the last one played while none is (between maps, at the end);
   * 1 before the start. The next map to play is always `maps.length + 1`.
   */
  map: number;
  /** That map's rounds (CS2) or kills (LoL, Dota 2), home's first. */
  score: [number, number];
  /** Whether map `map` is being played now (false before the start, between maps, at the end). */
  mapLive: boolean;
};

export type MatchState = FootballState | BasketballState | TennisState | EsportsState;

/** The state of a sport's match. */
export type MatchStateOf<S extends Sport> = Extract<MatchState, { sport: S }>;

/**
 * A fixture's state before the start: what pre-match prices are read from. Tennis needs the
 * player who serves first (the toss, drawn with the fixture); the other sports ignore it.
 */
export const initialState = (sport: Sport, firstServer: Side = 'home'): MatchState => {
  const headline = { status: 'not_started' as const, home: 0, away: 0 };
  switch (sport) {
    case 'football':
      return {
        ...headline,
        sport,
        period: 'pre_match',
        clock: 0,
        minute: 0,
        addedMinute: 0,
        addedTime: 0,
        elapsed: 0,
      };
    case 'basketball':
      return { ...headline, sport, period: 0, secondsLeft: 720, interval: false, elapsed: 0 };
    case 'tennis':
      return {
        ...headline,
        sport,
        sets: [],
        games: [0, 0],
        points: [0, 0],
        tiebreak: false,
        server: firstServer,
      };
    default:
      return { ...headline, sport, maps: [], map: 1, score: [0, 0], mapLive: false };
  }
};

const POINT_LABELS = ['0', '15', '30', '40'];

/**
 * A tennis point score as a page writes it, for one player: '0', '15', '30', '40' or 'AD' in a
 * game (both at 3 is deuce, '40' each), the count itself in a tie-break.
 */
export const tennisPointLabel = (state: TennisState, side: Side): string => {
  const [home, away] = state.points;
  const own = side === 'home' ? home : away;
  const other = side === 'home' ? away : home;
  if (state.tiebreak) return String(own);
  if (own >= 3 && other >= 3) return own > other ? 'AD' : '40';
  return POINT_LABELS[own] ?? '40';
};
