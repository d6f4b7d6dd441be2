import type { FootballState } from '../simulator/state';
import { CORRECT_SCORE_MAX, type MarketChances, type MarketKey, type MarketType } from '../types';
import { type IntDistribution, massBetween, poisson, winChance } from './distribution';
import { type MatchOutcome, outcomeMarket, pricedMarket } from './outcome';
import type { MatchStrengths } from './strengths';

/**
 * Football: each side's goals are an independent Poisson process over the match's scoring time,
 * 90 minutes and stoppage time (the state's `elapsed` runs over it from 0 to 1), with rates
 *
 *   home:  lambda_h = FOOTBALL_BASE_GOALS x e^( FOOTBALL_HOME_ADVANTAGE + attack_h - defence_a)
 *   away:  lambda_a = FOOTBALL_BASE_GOALS x e^(-FOOTBALL_HOME_ADVANTAGE + attack_a - defence_h)
 *
 * goals per match. A Poisson process has no memory, so at any moment the goals still to come are
 * Poisson with the rates scaled by the time left, lambda (1 - elapsed), whatever has happened, and
 * the final score is the current score plus two independent Poisson counts. Pre-match 0-0 has
 * the chance e^-(lambda_h + lambda_a).
 *
 * Every market is then a sum over that score matrix (each side's counts run until less than
 * 1e-15 of its mass is left, about 12 goals for the likeliest sides; see `poisson`):
 * - `1x2`: the final difference above, at or below 0;
 * - `ah`, `ou`: the difference and total distributions read through the line
 *   (`lineChances`, settlement's own rule, so quarter lines are half the stake on each
 *   neighbour);
 * - `btts`: both sides end on at least one goal: (1 - P(no more home goals)) or 1 if home has
 *   scored, times the same for away;
 * - `cs`: each score up to 4-4 from the matrix, `other` the rest.
 */

/** The goals per match of either side between two average sides on a neutral ground. */
export const FOOTBALL_BASE_GOALS = 1.35;

/** Home advantage in the log of the goal rates: home scores e^0.12 = 1.13 times more, away less. */
export const FOOTBALL_HOME_ADVANTAGE = 0.12;

/** Each side's expected goals over a whole match. */
export const footballRates = ({ home, away }: MatchStrengths): { home: number; away: number } => ({
  home: FOOTBALL_BASE_GOALS * Math.exp(FOOTBALL_HOME_ADVANTAGE + home.attack - away.defence),
  away: FOOTBALL_BASE_GOALS * Math.exp(-FOOTBALL_HOME_ADVANTAGE + away.attack - home.defence),
});

/**
 * The final score's distribution from a state: the score so far and each side's goals still to
 * come, independent Poisson counts with the match rates times the time left.
 */
export type FootballScores = {
  home: number;
  away: number;
  homeGoals: IntDistribution;
  awayGoals: IntDistribution;
};

export const footballScores = (strengths: MatchStrengths, state: FootballState): FootballScores => {
  const rates = footballRates(strengths);
  const left = state.status === 'finished' ? 0 : Math.min(1, Math.max(0, 1 - state.elapsed));
  return {
    home: state.home,
    away: state.away,
    homeGoals: poisson(rates.home * left),
    awayGoals: poisson(rates.away * left),
  };
};

/** The final difference (home - away) and total distributions of a score matrix. */
export const footballDifferenceAndTotal = ({
  home,
  away,
  homeGoals,
  awayGoals,
}: FootballScores): { difference: IntDistribution; total: IntDistribution } => {
  const h = homeGoals.p;
  const a = awayGoals.p;
  const difference = new Array<number>(h.length + a.length - 1).fill(0);
  const total = new Array<number>(h.length + a.length - 1).fill(0);
  h.forEach((ph, x) =>
    a.forEach((pa, y) => {
      const mass = ph * pa;
      difference[x - y + a.length - 1] = (difference[x - y + a.length - 1] ?? 0) + mass;
      total[x + y] = (total[x + y] ?? 0) + mass;
    }),
  );
  return {
    difference: { min: home - away - (a.length - 1), p: difference },
    total: { min: home + away, p: total },
  };
};

/** The match outcome: who wins, the final difference and the final total of goals. */
export const footballOutcome = (scores: FootballScores): MatchOutcome => {
  const { difference, total } = footballDifferenceAndTotal(scores);
  return {
    homeWins: massBetween(difference, 1, Infinity),
    awayWins: massBetween(difference, -Infinity, -1),
    difference,
    total,
  };
};

const FOOTBALL_TYPES: readonly MarketType[] = ['1x2', 'ah', 'ou', 'btts', 'cs'];

/** The chances of every asked market, in the order asked. Throws for a type football lacks. */
export const footballChances = (
  strengths: MatchStrengths,
  state: FootballState,
  markets: readonly MarketKey[],
): MarketChances[] => {
  const scores = footballScores(strengths, state);
  const outcome = footballOutcome(scores);
  return markets.map((market) => {
    switch (market.type) {
      case 'btts': {
        const homeScores = scores.home > 0 ? 1 : 1 - (scores.homeGoals.p[0] ?? 0);
        const awayScores = scores.away > 0 ? 1 : 1 - (scores.awayGoals.p[0] ?? 0);
        const yes = homeScores * awayScores;
        return pricedMarket(market, [winChance(yes), winChance(1 - yes)]);
      }
      case 'cs':
        return pricedMarket(market, correctScoreChances(scores).map(winChance));
      default:
        return outcomeMarket('football', FOOTBALL_TYPES, outcome, market);
    }
  });
};
/**
 * Each correct score's chance in `selectionsOf('cs')` order ('0-0' ... '4-4', then `other`),
 * `other` being everything else (so the list adds up to 1).
 */
const correctScoreChances = ({ home, away, homeGoals, awayGoals }: FootballScores): number[] => {
  const chances: number[] = [];
  let named = 0;
  for (let h = 0; h <= CORRECT_SCORE_MAX; h += 1)
    for (let a = 0; a <= CORRECT_SCORE_MAX; a += 1) {
      const chance = (homeGoals.p[h - home] ?? 0) * (awayGoals.p[a - away] ?? 0);
      chances.push(chance);
      named += chance;
    }
  chances.push(Math.max(0, 1 - named));
  return chances;
};
