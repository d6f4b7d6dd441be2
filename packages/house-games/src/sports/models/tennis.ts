import type { TennisState } from '../simulator/state';
import type { MarketChances, MarketKey, MarketType } from '../types';
import type { IntDistribution } from './distribution';
import { type MatchOutcome, outcomeMarket } from './outcome';
import { type MatchStrengths, type Side, logistic, otherSide } from './strengths';

/**
 * Tennis, best of three sets, as exact Markov chains (no simulation): every point on a player's
 * serve is won with the same chance, independently of every other point,
 *
 *   home serving:  p_h = logistic(TENNIS_SERVE_LOG_ODDS + attack_h - defence_a)
 *   away serving:  p_a = logistic(TENNIS_SERVE_LOG_ODDS + attack_a - defence_h)
 *
 * A game (server's chance, from server's points i and receiver's j): g(i, j) = p g(i+1, j) +
 * (1 - p) g(i, j+1), won at 4 points two clear. From deuce the next two points either both go to
 * one player or return to deuce, so deuce is won with p^2 / (p^2 + (1 - p)^2); from 0-0 that
 * gives the closed form
 *
 *   g = p^4 (1 + 4q + 10q^2) + 20 p^3 q^3 p^2 / (p^2 + q^2),   q = 1 - p.
 *
 * A tie-break (first to 7 points, two clear): the first point is served by the player whose turn
 * it is, then two each in turn, so point n (from 0) is served by the first server when
 * floor((n + 1) / 2) is even. From 6-6 (or any level score beyond) the next two points are one on
 * each serve, so home wins from level with p_h (1 - p_a) / (p_h (1 - p_a) + (1 - p_h) p_a).
 *
 * A set: games alternate service; first to 6 games two clear, 7-5, or the tie-break at 6-6
 * (7-6). The tie-break counts as one game in the service order, so the next set's first server
 * is whoever would serve the game after it. A set's final scores are a forward pass over the
 * game scores from the current one (the game under way priced from its points).
 *
 * The match: the finished sets, the current set's final-score distribution, then fresh sets
 * (their distribution for each first server) until a player has two, keeping the joint
 * distribution of (home's games, away's games) over all sets: 22 x 22 numbers. The moneyline
 * reads the sets, `hcp` and `total` the games summed over the sets (a tie-break set is 7-6).
 */

/** log-odds of an average server winning a point on serve: logistic(0.55) = 63.4 %. */
export const TENNIS_SERVE_LOG_ODDS = 0.55;

export const SETS_TO_WIN = 2;

/** Each player's chance to win a point on their own serve. */
export const tennisServeChances = ({
  home,
  away,
}: MatchStrengths): { home: number; away: number } => ({
  home: logistic(TENNIS_SERVE_LOG_ODDS + home.attack - away.defence),
  away: logistic(TENNIS_SERVE_LOG_ODDS + away.attack - home.defence),
});

/**
 * The server's chance to win a game from the server's points `i` and the receiver's `j`
 * (deuce-reduced or not: equal scores from 3-3 on are deuce).
 */
export const gameChance = (p: number, i = 0, j = 0): number => {
  const q = 1 - p;
  const deuce = (p * p) / (p * p + q * q);
  const from = (a: number, b: number): number => {
    if (a >= 4 && a - b >= 2) return 1;
    if (b >= 4 && b - a >= 2) return 0;
    if (a >= 3 && b >= 3) return a === b ? deuce : a > b ? p + q * deuce : p * deuce;
    return p * from(a + 1, b) + q * from(a, b + 1);
  };
  return from(i, j);
};

/** Who serves point `n` (from 0) of a tie-break whose first point `first` served. */
export const tiebreakServer = (first: Side, n: number): Side =>
  Math.floor((n + 1) / 2) % 2 === 0 ? first : otherSide(first);

/**
 * Home's chance to win a tie-break from home's points `i` and away's `j`, `first` having served
 * its first point; `serve` are each player's chances on their own serve.
 */
export const tiebreakChance = (
  serve: { home: number; away: number },
  first: Side,
  i = 0,
  j = 0,
): number => {
  const holdHome = serve.home * (1 - serve.away);
  const level = holdHome / (holdHome + (1 - serve.home) * serve.away);
  const memo = new Map<number, number>();
  const from = (a: number, b: number): number => {
    if (a >= 7 && a - b >= 2) return 1;
    if (b >= 7 && b - a >= 2) return 0;
    if (a >= 6 && b >= 6) {
      // Two points off each keeps who serves next (the pattern repeats every four points).
      const cut = 2 * Math.floor((Math.min(a, b) - 6) / 2);
      a -= cut;
      b -= cut;
      if (a === b) return level;
    }
    const key = a * 16 + b;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const server = tiebreakServer(first, a + b);
    const point = server === 'home' ? serve.home : 1 - serve.away;
    const chance = point * from(a + 1, b) + (1 - point) * from(a, b + 1);
    memo.set(key, chance);
    return chance;
  };
  return from(i, j);
};

/** A set's final score and its chance. */
export type SetScore = { home: number; away: number; chance: number };

const isSetOver = (home: number, away: number): boolean =>
  (home >= 6 && home - away >= 2) || (away >= 6 && away - home >= 2) || home === 7 || away === 7;

/**
 * A set's final scores from games (`home`, `away`) with `server` serving the game under way, home
 * winning that game with chance `current`; every later game from scratch.
 */
export const setScores = (
  serve: { home: number; away: number },
  home: number,
  away: number,
  server: Side,
  current: number,
): SetScore[] => {
  const hold = { home: gameChance(serve.home), away: gameChance(serve.away) };
  // chance[h][a] of passing through games h-a; games are played in order of h + a.
  const chance = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
  const row = (h: number) => chance[h] ?? [];
  row(home)[away] = 1;
  const scores: SetScore[] = [];
  for (let played = home + away; played <= 13; played += 1)
    for (let h = home; h <= Math.min(7, played - away); h += 1) {
      const a = played - h;
      const mass = row(h)[a] ?? 0;
      if (mass === 0) continue;
      if (isSetOver(h, a)) {
        scores.push({ home: h, away: a, chance: mass });
        continue;
      }
      const gameServer = (played - home - away) % 2 === 0 ? server : otherSide(server);
      const homeWins =
        played === home + away
          ? current
          : h === 6 && a === 6
            ? tiebreakChance(serve, gameServer)
            : gameServer === 'home'
              ? hold.home
              : 1 - hold.away;
      row(h + 1)[a] = (row(h + 1)[a] ?? 0) + mass * homeWins;
      row(h)[a + 1] = (row(h)[a + 1] ?? 0) + mass * (1 - homeWins);
    }
  return scores;
};

/** Home's chance to win the game or tie-break under way in a state. */
const currentGameChance = (serve: { home: number; away: number }, state: TennisState): number => {
  const [home, away] = state.points;
  if (state.tiebreak) {
    const n = home + away;
    // The first server is the current one if point n is theirs in the pattern, else the other.
    const first = tiebreakServer('home', n) === state.server ? 'home' : 'away';
    return tiebreakChance(serve, first, home, away);
  }
  return state.server === 'home'
    ? gameChance(serve.home, home, away)
    : 1 - gameChance(serve.away, away, home);
};

/** Games per player over three sets at most: 3 x 7. */
const MAX_GAMES = 21;
const SIDE = MAX_GAMES + 1;

/**
 * A joint distribution of (home's games, away's games), sparse: the key is
 * home x 22 + away. After two sets it has about a hundred cells.
 */
type GamesGrid = Map<number, number>;

/** The grid with a set of `home`-`away` games added to every cell, times `chance`, into `into`. */
const addSet = (into: GamesGrid, grid: GamesGrid, home: number, away: number, chance: number) => {
  const shift = home * SIDE + away;
  for (const [cell, mass] of grid)
    into.set(cell + shift, (into.get(cell + shift) ?? 0) + mass * chance);
};

/** The match outcome from a state: the sets decide who wins, the games the lines. */
export const tennisOutcome = (strengths: MatchStrengths, state: TennisState): MatchOutcome => {
  const serve = tennisServeChances(strengths);
  let setsHome = 0;
  let setsAway = 0;
  let gamesHome = 0;
  let gamesAway = 0;
  for (const [h, a] of state.sets) {
    gamesHome += h;
    gamesAway += a;
    if (h > a) setsHome += 1;
    else setsAway += 1;
  }
  // By sets played, then sets won and who serves first in the next set: the games so far.
  // Index: 4 x home's sets + 2 x away's sets + (1 if away serves first).
  const pending: GamesGrid[] = Array.from({ length: 8 }, () => new Map<number, number>());
  const homeWon = new Map<number, number>();
  const awayWon = new Map<number, number>();
  const target = (sh: number, sa: number, server: Side): GamesGrid => {
    if (sh >= SETS_TO_WIN) return homeWon;
    if (sa >= SETS_TO_WIN) return awayWon;
    return pending[4 * sh + 2 * sa + (server === 'away' ? 1 : 0)] ?? homeWon;
  };
  const start: GamesGrid = new Map([[gamesHome * SIDE + gamesAway, 1]]);

  if (state.status === 'finished' || setsHome >= SETS_TO_WIN || setsAway >= SETS_TO_WIN)
    (setsHome > setsAway ? homeWon : awayWon).set(gamesHome * SIDE + gamesAway, 1);
  else {
    const [h0, a0] = state.games;
    const current = setScores(serve, h0, a0, state.server, currentGameChance(serve, state));
    for (const score of current) {
      const gamesLeft = score.home + score.away - h0 - a0;
      const next = gamesLeft % 2 === 0 ? state.server : otherSide(state.server);
      const into = target(
        setsHome + (score.home > score.away ? 1 : 0),
        setsAway + (score.away > score.home ? 1 : 0),
        next,
      );
      addSet(into, start, score.home, score.away, score.chance);
    }
  }

  // Fresh sets, in order of sets played (0-0, then 1-0 and 0-1, then 1-1), each state finished
  // before it is played on; a fresh set's scores depend only on who serves first in it.
  const fresh = { home: [] as SetScore[], away: [] as SetScore[] };
  for (const index of [0, 1, 4, 5, 2, 3, 6, 7]) {
    const grid = pending[index];
    if (!grid || grid.size === 0) continue;
    const sh = index >> 2;
    const sa = (index >> 1) & 1;
    const server: Side = index & 1 ? 'away' : 'home';
    if (fresh[server].length === 0) {
      const hold = server === 'home' ? gameChance(serve.home) : 1 - gameChance(serve.away);
      fresh[server] = setScores(serve, 0, 0, server, hold);
    }
    for (const score of fresh[server]) {
      const next = (score.home + score.away) % 2 === 0 ? server : otherSide(server);
      const into = target(
        sh + (score.home > score.away ? 1 : 0),
        sa + (score.away > score.home ? 1 : 0),
        next,
      );
      addSet(into, grid, score.home, score.away, score.chance);
    }
  }

  const difference = new Array<number>(2 * MAX_GAMES + 1).fill(0);
  const total = new Array<number>(2 * MAX_GAMES + 1).fill(0);
  let homeWins = 0;
  for (const [grid, won] of [
    [homeWon, true],
    [awayWon, false],
  ] as const)
    for (const [cell, mass] of grid) {
      const h = Math.floor(cell / SIDE);
      const a = cell % SIDE;
      difference[h - a + MAX_GAMES] = (difference[h - a + MAX_GAMES] ?? 0) + mass;
      total[h + a] = (total[h + a] ?? 0) + mass;
      if (won) homeWins += mass;
    }
  const differenceDist: IntDistribution = { min: -MAX_GAMES, p: difference };
  const totalDist: IntDistribution = { min: 0, p: total };
  return { homeWins, awayWins: 1 - homeWins, difference: differenceDist, total: totalDist };
};

const TENNIS_TYPES: readonly MarketType[] = ['ml', 'hcp', 'total'];

/**
 * The chances of every asked market, in the order asked: `ml` on sets, `hcp` and `total` on the
 * games over all sets. Throws for a type tennis lacks.
 */
export const tennisChances = (
  strengths: MatchStrengths,
  state: TennisState,
  markets: readonly MarketKey[],
): MarketChances[] => {
  const outcome = tennisOutcome(strengths, state);
  return markets.map((market) => outcomeMarket('tennis', TENNIS_TYPES, outcome, market));
};
