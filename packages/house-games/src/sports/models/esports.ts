import type { EsportsState } from '../simulator/state';
import type { Esport, MarketChances, MarketKey, MarketType } from '../types';
import { type MatchOutcome, outcomeMarket } from './outcome';
import { type MatchStrengths, type Side, logistic } from './strengths';

/**
 * Esports, best of three maps. A side's rating is attack + defence, and only the difference
 * delta = rating_h - rating_a counts (no home advantage: home is the side named first).
 *
 * - LoL and Dota 2: home wins each map with m = logistic(ESPORTS_MAP_SCALE x delta), every map
 *   independently. Kills are flavour: they tell nothing about the map's winner (the simulator
 *   draws them independently of it until the map's last fight, inside its suspension), so a map
 *   under way is still priced at m.
 * - CS2: home wins each round with r = logistic(CS2_ROUND_SCALE x delta), and a map is the first
 *   to `CS2_ROUNDS_TO_WIN` rounds. Instead of CS2's overtimes, the rule here is that at 12-12 a
 *   single decider round settles the map 13-12, which is simply "first to 13" with at most 25
 *   rounds. From a round score (i, j) the map chance is the chain
 *   c(i, j) = r c(i+1, j) + (1 - r) c(i, j+1), c(13, j) = 1, c(i, 13) = 0, so each round won
 *   moves the price.
 *
 * The series: from maps won (a, b) with home's chance c on the map under way (m, or the CS2
 * chain's value) and m on any later map, the final maps score follows by enumeration. With
 * c = m: P(home) = m^2 (3 - 2m), 0.648 for m = 0.6. `map_hcp` reads home's maps minus away's,
 * `total_maps` the maps played (2 or 3).
 */

/** Map log-odds per rating point in LoL and Dota 2. */
export const ESPORTS_MAP_SCALE = 1;

/** Round log-odds per rating point in CS2. */
export const CS2_ROUND_SCALE = 0.3;

/** Rounds to win a CS2 map; at 12-12 one decider round settles it (see the module's comment). */
export const CS2_ROUNDS_TO_WIN = 13;

export const MAPS_TO_WIN = 2;

const ratingGap = ({ home, away }: MatchStrengths): number =>
  home.attack + home.defence - (away.attack + away.defence);

/** Home's chance to win a CS2 round. */
export const cs2RoundChance = (strengths: MatchStrengths): number =>
  logistic(CS2_ROUND_SCALE * ratingGap(strengths));

/** Home's chance to win a CS2 map from rounds `home`-`away` with round chance `r`. */
export const cs2MapChance = (r: number, home = 0, away = 0): number => {
  const n = CS2_ROUNDS_TO_WIN;
  if (home >= n) return 1;
  if (away >= n) return 0;
  // c[j] holds c(i, j) for the row i being filled, from i = n - 1 down to `home`.
  let below = new Array<number>(n + 1).fill(1);
  for (let i = n - 1; i >= home; i -= 1) {
    const row = new Array<number>(n + 1).fill(0);
    for (let j = n - 1; j >= away; j -= 1)
      row[j] = r * (below[j] ?? 1) + (1 - r) * (row[j + 1] ?? 0);
    below = row;
  }
  return below[away] ?? 0;
};

/** Home's chance to win a fresh map. */
export const mapChance = (sport: Esport, strengths: MatchStrengths): number =>
  sport === 'cs2'
    ? cs2MapChance(cs2RoundChance(strengths))
    : logistic(ESPORTS_MAP_SCALE * ratingGap(strengths));

/**
 * Home's chance on the map under way in a state, or on the next one between maps: only a CS2
 * map under way reads its score.
 */
export const currentMapChance = (strengths: MatchStrengths, state: EsportsState): number =>
  state.sport === 'cs2' && state.mapLive
    ? cs2MapChance(cs2RoundChance(strengths), state.score[0], state.score[1])
    : mapChance(state.sport, strengths);

/** The chance of each final maps score, from maps won and the chances described above. */
export const seriesScores = (
  won: { home: number; away: number },
  current: number,
  later: number,
): { home: number; away: number; chance: number }[] => {
  const scores: { home: number; away: number; chance: number }[] = [];
  const from = (home: number, away: number, chance: number, next: number) => {
    if (chance === 0) return;
    if (home >= MAPS_TO_WIN || away >= MAPS_TO_WIN) {
      const known = scores.find((score) => score.home === home && score.away === away);
      if (known) known.chance += chance;
      else scores.push({ home, away, chance });
      return;
    }
    from(home + 1, away, chance * next, later);
    from(home, away + 1, chance * (1 - next), later);
  };
  from(won.home, won.away, 1, current);
  return scores;
};

/** The match outcome from a state. */
export const esportsOutcome = (strengths: MatchStrengths, state: EsportsState): MatchOutcome => {
  const won = {
    home: state.maps.filter((winner: Side) => winner === 'home').length,
    away: state.maps.filter((winner: Side) => winner === 'away').length,
  };
  const scores =
    state.status === 'finished'
      ? [{ ...won, chance: 1 }]
      : seriesScores(won, currentMapChance(strengths, state), mapChance(state.sport, strengths));
  const difference = new Array<number>(2 * MAPS_TO_WIN + 1).fill(0);
  const total = new Array<number>(2 * MAPS_TO_WIN).fill(0);
  let homeWins = 0;
  for (const { home, away, chance } of scores) {
    difference[home - away + MAPS_TO_WIN] = (difference[home - away + MAPS_TO_WIN] ?? 0) + chance;
    total[home + away] = (total[home + away] ?? 0) + chance;
    if (home > away) homeWins += chance;
  }
  return {
    homeWins,
    awayWins: 1 - homeWins,
    difference: { min: -MAPS_TO_WIN, p: difference },
    total: { min: 0, p: total },
  };
};

const ESPORTS_TYPES: readonly MarketType[] = ['ml', 'map_hcp', 'total_maps'];

/** The chances of every asked market, in the order asked. Throws for a type esports lack. */
export const esportsChances = (
  strengths: MatchStrengths,
  state: EsportsState,
  markets: readonly MarketKey[],
): MarketChances[] => {
  const outcome = esportsOutcome(strengths, state);
  return markets.map((market) => outcomeMarket(state.sport, ESPORTS_TYPES, outcome, market));
};
