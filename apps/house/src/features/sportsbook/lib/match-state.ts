/**
 * The match as it stands, read from a fixture's `state` (a `MatchState` of the sportsbook's
 * simulator, carried by the wire as unknown) or its `result` (a `FixtureResult`). The readers are
 * tolerant: a field they do not find is left out, never a crash, so the page keeps working with
 * another feed's state.
 */
export type Side = 'home' | 'away';

export type MatchView = {
  /** The headline score a scoreboard shows first: goals, points, sets won or maps won. */
  score: [number, number] | null;
  /** Football: the minute being played and, in stoppage time, its added minute; half time. */
  minute: number | null;
  addedMinute: number;
  halfTime: boolean;
  /** Basketball's quarter (5 on: overtimes) and the seconds left in it. */
  period: number | null;
  secondsLeft: number | null;
  /** Tennis: each finished set's games, the current set's games and points, the server. */
  sets: [number, number][];
  games: [number, number] | null;
  points: [number, number] | null;
  tiebreak: boolean;
  server: Side | null;
  /** Esports: each finished map's winner, the map being played and its rounds or kills. */
  maps: Side[];
  map: number | null;
  mapScore: [number, number] | null;
};

const EMPTY: MatchView = {
  score: null,
  minute: null,
  addedMinute: 0,
  halfTime: false,
  period: null,
  secondsLeft: null,
  sets: [],
  games: null,
  points: null,
  tiebreak: false,
  server: null,
  maps: [],
  map: null,
  mapScore: null,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;

const pair = (value: unknown): [number, number] | null => {
  if (Array.isArray(value) && value.length === 2) {
    const [home, away] = [count(value[0]), count(value[1])];
    return home !== null && away !== null ? [home, away] : null;
  }
  if (isRecord(value)) {
    const [home, away] = [count(value.home), count(value.away)];
    return home !== null && away !== null ? [home, away] : null;
  }
  return null;
};

const isSide = (value: unknown): value is Side => value === 'home' || value === 'away';

const readSets = (value: unknown): [number, number][] =>
  Array.isArray(value)
    ? (value as unknown[]).map(pair).filter((set): set is [number, number] => set !== null)
    : [];

const readMaps = (value: unknown): Side[] =>
  Array.isArray(value) ? (value as unknown[]).filter(isSide) : [];

/** Sets won from finished sets' games (a result carries the sets only). */
const setsWon = (sets: [number, number][]): [number, number] => [
  sets.filter(([home, away]) => home > away).length,
  sets.filter(([home, away]) => away > home).length,
];

/** Read a fixture's `state` (while it plays) or else its `result` (once it finished). */
export const readMatch = (state: unknown, result?: unknown): MatchView => {
  const source = isRecord(state) ? state : isRecord(result) ? result : null;
  if (!source) return EMPTY;
  const sets = readSets(source.sets);
  const maps = readMaps(source.maps);
  const headline = pair({ home: source.home, away: source.away });
  const fromParts =
    maps.length > 0
      ? ([
          maps.filter((side) => side === 'home').length,
          maps.filter((side) => side === 'away').length,
        ] as [number, number])
      : sets.length > 0
        ? setsWon(sets)
        : null;
  const isEsports = Array.isArray(source.maps);
  return {
    score: headline ?? fromParts,
    minute: count(source.minute),
    addedMinute: count(source.addedMinute) ?? 0,
    halfTime: source.period === 'half_time',
    period: isEsports ? null : count(source.period),
    secondsLeft: count(source.secondsLeft),
    sets,
    games: pair(source.games),
    points: pair(source.points),
    tiebreak: source.tiebreak === true,
    server: isSide(source.server) ? source.server : null,
    maps,
    map: isEsports ? count(source.map) : null,
    mapScore: isEsports ? pair(source.score) : null,
  };
};

const POINT_LABELS = ['0', '15', '30', '40'];

/** A tennis game's points as the scoreboard writes them: 0, 15, 30, 40, AD; a tie-break's count. */
export const pointLabel = (view: MatchView, side: Side): string | null => {
  if (!view.points) return null;
  const [home, away] = view.points;
  const own = side === 'home' ? home : away;
  const other = side === 'home' ? away : home;
  if (view.tiebreak) return String(own);
  if (own >= 3 && other >= 3) return own > other ? 'AD' : '40';
  return POINT_LABELS[own] ?? '40';
};

/** A clock in seconds as m:ss. */
export const clockText = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
