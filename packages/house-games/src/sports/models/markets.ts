import { type MatchState, initialState } from '../simulator/state';
import { type MarketChances, type MarketKey, type Sport, isEsport } from '../types';
import { type IntDistribution, lineChances, lineImbalance } from './distribution';
import { basketballChances, basketballOutcome } from './basketball';
import { esportsChances } from './esports';
import { footballChances, footballOutcome, footballScores } from './football';
import type { MatchOutcome } from './outcome';
import type { MatchStrengths } from './strengths';
import { tennisChances, tennisOutcome } from './tennis';

/**
 * The pricing models' one entry point and the lines a fixture offers.
 *
 * `chancesOf` prices a fixture in any state, pre-match (its initial state) or in play, from the
 * hidden strengths the simulator plays it with, so the posted prices are fair before margin;
 * `odds.ts` then takes the margin. `marketsFor` picks the lines once, when the fixture is made:
 * in play only the prices move.
 */

/** What pricing needs of a fixture: its sport and the two sides' hidden strengths. */
export type PricedFixture = { sport: Sport; strengths: MatchStrengths };

/**
 * Each asked market's chances in the asked order, each selection's in `selectionsOf` order.
 * Throws a RangeError when the state is another sport's, or a market is one the sport does not
 * offer or has a malformed line.
 */
export const chancesOf = (
  fixture: PricedFixture,
  state: MatchState,
  markets: readonly MarketKey[],
): MarketChances[] => {
  if (state.sport !== fixture.sport)
    throw new RangeError(`a ${state.sport} state for a ${fixture.sport} fixture`);
  switch (state.sport) {
    case 'football':
      return footballChances(fixture.strengths, state, markets);
    case 'basketball':
      return basketballChances(fixture.strengths, state, markets);
    case 'tennis':
      return tennisChances(fixture.strengths, state, markets);
    default:
      return esportsChances(fixture.strengths, state, markets);
  }
};

/** Football's fixed over/under lines: 1.5, 2.5 and 3.5 goals. */
export const FOOTBALL_TOTAL_LINES = [6, 10, 14] as const;
/** Esports' lines: home -1.5 maps and 2.5 maps. */
export const ESPORTS_HANDICAP_LINE = -6;
export const ESPORTS_TOTAL_LINE = 10;

/**
 * The lines a fixture offers, fixed when it is made (from its pre-match chances):
 * - football: `1x2`; `ah` on the main line (the quarter line nearest an even split of the
 *   stakes, see `lineImbalance`) and the quarter lines either side of it; `ou` on 1.5, 2.5, 3.5
 *   and the quarter line nearest an even split when it is none of those; `btts`; `cs`;
 * - basketball and tennis: `ml`, then `hcp` and `total` on the half lines (x.5) nearest an even
 *   split: points, or games over all sets (tennis priced with home serving first: the toss
 *   moves the lines' chances by well under a percent);
 * - esports: `ml`, `map_hcp` home -1.5 and `total_maps` 2.5.
 * Lined markets come out in order of their line.
 */
export const marketsFor = (sport: Sport, strengths: MatchStrengths): MarketKey[] => {
  if (isEsport(sport))
    return [
      { type: 'ml', line: null },
      { type: 'map_hcp', line: ESPORTS_HANDICAP_LINE },
      { type: 'total_maps', line: ESPORTS_TOTAL_LINE },
    ];
  if (sport === 'football') {
    const outcome = footballOutcome(footballScores(strengths, prematch('football')));
    const handicap = mainHandicap(outcome, 1);
    const total = mainTotal(outcome, 1);
    const totals = [...new Set<number>([...FOOTBALL_TOTAL_LINES, total])].sort((a, b) => a - b);
    return [
      { type: '1x2', line: null },
      ...[handicap - 1, handicap, handicap + 1].map((line) => ({ type: 'ah' as const, line })),
      ...totals.map((line) => ({ type: 'ou' as const, line })),
      { type: 'btts', line: null },
      { type: 'cs', line: null },
    ];
  }
  const outcome =
    sport === 'basketball'
      ? basketballOutcome(strengths, prematch('basketball'))
      : tennisOutcome(strengths, prematch('tennis'));
  return [
    { type: 'ml', line: null },
    { type: 'hcp', line: mainHandicap(outcome, 4) },
    { type: 'total', line: mainTotal(outcome, 4) },
  ];
};

const prematch = <S extends 'football' | 'basketball' | 'tennis'>(sport: S) =>
  initialState(sport) as Extract<MatchState, { sport: S }>;

/**
 * Lines `step` quarters apart (1: every quarter line; 4: the half lines only) covering a
 * distribution's support, in increasing order: from 2 quarters below 4 x the lowest value to 2
 * above 4 x the highest.
 */
const linesAround = (dist: IntDistribution, step: 1 | 4, sign: 1 | -1): number[] => {
  const ends = [4 * dist.min, 4 * (dist.min + dist.p.length - 1)].map((x) => sign * x);
  const low = Math.min(...ends) - 2;
  const high = Math.max(...ends) + 2;
  const lines: number[] = [];
  // Half lines sit 2 quarters past a multiple of 4.
  const first = step === 4 ? 4 * Math.floor(low / 4) + 2 : low;
  for (let line = first; line <= high; line += step) lines.push(line);
  return lines;
};

/**
 * Of `lines` in increasing order, the one whose `imbalance` (increasing with the line) is nearest
 * 0, found by bisection; the lower line on a tie.
 */
const nearestEvenSplit = (lines: readonly number[], imbalance: (line: number) => number) => {
  let low = 0;
  let high = lines.length - 1;
  // The first line with imbalance >= 0 (or the last line).
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (imbalance(lines[middle] ?? 0) >= 0) high = middle;
    else low = middle + 1;
  }
  const above = lines[low] ?? 0;
  const below = lines[low - 1];
  if (below === undefined) return above;
  return Math.abs(imbalance(below)) <= Math.abs(imbalance(above)) ? below : above;
};

/** Home's handicap line nearest an even split (home's chances rise with the line). */
const mainHandicap = (outcome: MatchOutcome, step: 1 | 4): number =>
  nearestEvenSplit(linesAround(outcome.difference, step, -1), (line) =>
    lineImbalance(
      lineChances(outcome.difference, 1, line),
      lineChances(outcome.difference, -1, -line),
    ),
  );

/** The total line nearest an even split (under's chances rise with the line). */
const mainTotal = (outcome: MatchOutcome, step: 1 | 4): number =>
  nearestEvenSplit(
    linesAround(outcome.total, step, 1).filter((line) => line > 0),
    (line) =>
      lineImbalance(lineChances(outcome.total, -1, line), lineChances(outcome.total, 1, -line)),
  );
