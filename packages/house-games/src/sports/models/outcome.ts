import {
  type MarketChances,
  type MarketKey,
  type MarketType,
  type OutcomeChances,
  type Sport,
  selectionsOf,
} from '../types';
import { type IntDistribution, NO_CHANCES, lineChances, winChance } from './distribution';

/**
 * What every model works out for a fixture in a given state: who wins the match and the
 * distributions of the final difference and total of the measure its lines are drawn on (goals,
 * points, games over all sets, maps). Football adds a draw (`homeWins + awayWins < 1`); the other
 * sports always have a winner.
 */
export type MatchOutcome = {
  homeWins: number;
  awayWins: number;
  difference: IntDistribution;
  total: IntDistribution;
};

/**
 * Chances as odds need them: each in [0, 1] and their sum at most 1. Sums of many small terms
 * can land a few units in the last place outside (an over already won reads 1.0000000000000004).
 */
export const boundedChances = (chances: OutcomeChances): OutcomeChances => {
  const bound = (chance: number): number => Math.min(1, Math.max(0, chance));
  const win = bound(chances.win);
  const halfWin = bound(chances.halfWin);
  const push = bound(chances.push);
  const halfLose = bound(chances.halfLose);
  const sum = win + halfWin + push + halfLose;
  if (sum <= 1) return { win, halfWin, push, halfLose };
  return { win: win / sum, halfWin: halfWin / sum, push: push / sum, halfLose: halfLose / sum };
};

/** A market's selections in `selectionsOf` order with the given chances. */
export const pricedMarket = (
  market: MarketKey,
  chances: readonly OutcomeChances[],
): MarketChances => ({
  market: { type: market.type, line: market.line },
  selections: selectionsOf(market.type).map((key, i) => ({
    key,
    chances: boundedChances(chances[i] ?? { ...NO_CHANCES }),
  })),
});

/** Handicap-type markets (the line added to home's measure) and total-type ones. */
const HANDICAPS: readonly MarketType[] = ['ah', 'hcp', 'map_hcp'];
const TOTALS: readonly MarketType[] = ['ou', 'total', 'total_maps'];

/** The line of a lined market, checked: whole quarters. */
const lineOf = (market: MarketKey): number => {
  if (market.line === null || !Number.isSafeInteger(market.line))
    throw new RangeError(`${market.type} needs a line in whole quarters`);
  return market.line;
};

/**
 * A moneyline, handicap or total market from a match outcome; throws unless `sport` offers the
 * type (`types` lists the ones it prices this way).
 */
export const outcomeMarket = (
  sport: Sport,
  types: readonly MarketType[],
  outcome: MatchOutcome,
  market: MarketKey,
): MarketChances => {
  if (!types.includes(market.type))
    throw new RangeError(`${sport} offers no ${market.type} market`);
  if (market.type === 'ml' || market.type === '1x2') {
    if (market.line !== null) throw new RangeError(`${market.type} has no line`);
    const draw = Math.max(0, 1 - outcome.homeWins - outcome.awayWins);
    return pricedMarket(
      market,
      market.type === 'ml'
        ? [winChance(outcome.homeWins), winChance(outcome.awayWins)]
        : [winChance(outcome.homeWins), winChance(draw), winChance(outcome.awayWins)],
    );
  }
  const line = lineOf(market);
  if (HANDICAPS.includes(market.type))
    return pricedMarket(market, [
      lineChances(outcome.difference, 1, line),
      lineChances(outcome.difference, -1, -line),
    ]);
  if (TOTALS.includes(market.type))
    return pricedMarket(market, [
      lineChances(outcome.total, 1, -line),
      lineChances(outcome.total, -1, line),
    ]);
  throw new RangeError(`${sport} offers no ${market.type} market`);
};
