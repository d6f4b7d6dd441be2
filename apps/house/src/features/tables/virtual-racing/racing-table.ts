import {
  RACING,
  RACING_CHECKPOINTS,
  RACING_MARGINS,
  RACING_RUNNERS,
  RACING_STABLE,
  type RacingCard,
  type RacingMargins,
  type RacingOutcome,
} from '@member-site/house-games/racing';
import type { RoundBet } from '@member-site/house-games/rounds';
import type { TFunction } from 'i18next';

import type { RuleRow, TableGameDefinition } from '../lib/table-game';

export type RacingMarket = keyof RacingMargins;

export const MARKETS: readonly RacingMarket[] = ['win', 'place', 'forecast'];

/** The runner numbers of a race, 1 to 8. */
export const RUNNER_NUMBERS = Array.from({ length: RACING_RUNNERS }, (_, index) => index + 1);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

const isWholeList = (value: unknown, length: number): value is number[] =>
  Array.isArray(value) && value.length === length && value.every(isWhole);

/** A round's card as the server sends it, or null when it is not a race card. */
export const readRacingCard = (card: unknown): RacingCard | null => {
  if (!isRecord(card)) return null;
  const { runners, probabilities, odds, margins } = card;
  if (!Array.isArray(runners) || runners.length !== RACING_RUNNERS) return null;
  const runnersOk = runners.every(
    (runner: unknown, index) =>
      isRecord(runner) &&
      runner.number === index + 1 &&
      isWhole(runner.horseId) &&
      typeof runner.name === 'string' &&
      Array.isArray(runner.form) &&
      runner.form.every(isWhole),
  );
  if (!runnersOk || !isWholeList(probabilities, RACING_RUNNERS) || !isRecord(odds)) return null;
  const { win, place, forecast } = odds;
  if (!isWholeList(win, RACING_RUNNERS) || !isWholeList(place, RACING_RUNNERS)) return null;
  if (
    !Array.isArray(forecast) ||
    forecast.length !== RACING_RUNNERS ||
    !forecast.every((row) => isWholeList(row, RACING_RUNNERS))
  )
    return null;
  if (!isRecord(margins) || !MARKETS.every((market) => typeof margins[market] === 'number'))
    return null;
  return card as RacingCard;
};

/** A round's outcome as the server sends it, or null when it is not a race. */
export const readRacingOutcome = (outcome: unknown): RacingOutcome | null => {
  if (!isRecord(outcome)) return null;
  const { order, checkpoints, times, horseIds } = outcome;
  if (!isWholeList(order, RACING_RUNNERS) || !isWholeList(times, RACING_RUNNERS)) return null;
  if (!isWholeList(horseIds, RACING_RUNNERS)) return null;
  if (
    !Array.isArray(checkpoints) ||
    checkpoints.length !== RACING_CHECKPOINTS ||
    !checkpoints.every((row) => isWholeList(row, RACING_RUNNERS))
  )
    return null;
  if (!RUNNER_NUMBERS.every((number) => order.includes(number))) return null;
  return outcome as RacingOutcome;
};

/**
 * The card of the round on screen. The shell asks a bet's possible return without a card, so
 * the page keeps the latest card here and the definition reads it.
 */
let shownCard: RacingCard | null = null;

export const setShownCard = (card: RacingCard | null): void => {
  shownCard = card;
};

export const getShownCard = (): RacingCard | null => shownCard;

/** A bet's odds on a card, in hundredths of the stake, the stake included; 0 when unknown. */
export const oddsOf = (bet: RoundBet, card: RacingCard | null): number => {
  if (!card) return 0;
  const [a, b] = bet.pick;
  if (a === undefined) return 0;
  switch (bet.kind) {
    case 'win':
      return card.odds.win[a - 1] ?? 0;
    case 'place':
      return card.odds.place[a - 1] ?? 0;
    case 'forecast':
      return b === undefined || a === b ? 0 : (card.odds.forecast[a - 1]?.[b - 1] ?? 0);
    default:
      return 0;
  }
};

/** Odds in hundredths as decimal odds: 345 → "3.45". */
export const decimalOdds = (hundredths: number): string =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/** A margin as a whole percentage where it is one: 0.1 → "10%", 0.125 → "12.5%". */
export const marginText = (margin: number): string => `${Math.round(margin * 1000) / 10}%`;

/** A runner as people read it: "#3 Golden Lotus", or "#3" without a card. */
export const runnerName = (number: number, card: RacingCard | null): string => {
  const name = card?.runners[number - 1]?.name;
  return name ? `#${number} ${name}` : `#${number}`;
};

/** The horse that ran as a number in a race, by the outcome's stable ids. */
export const horseNameOf = (outcome: RacingOutcome, number: number): string =>
  RACING_STABLE[outcome.horseIds[number - 1] ?? -1]?.name ?? '';

/** A finishing time in hundredths of a second: 7123 → "71.23". */
export const raceTime = (hundredths: number): string => decimalOdds(hundredths);

export const racingBetLabel = (bet: RoundBet, t: TFunction): string => {
  const card = getShownCard();
  const [a = 0, b = 0] = bet.pick;
  if (bet.kind === 'forecast')
    return t('racing.bet_forecast', { first: runnerName(a, card), second: runnerName(b, card) });
  if (bet.kind === 'win' || bet.kind === 'place')
    return t(`racing.bet_${bet.kind}`, { runner: runnerName(a, card) });
  return bet.kind;
};

/** "1st #3, 2nd #7, 3rd #1" */
export const racingOutcomeLabel = (outcome: unknown, t: TFunction): string => {
  const race = readRacingOutcome(outcome);
  if (!race) return '';
  const [first, second, third] = race.order;
  return t('racing.outcome', { first, second, third });
};

/**
 * A row per market: what it is, its odds with the house margin and its theoretical return,
 * 1 - margin. Odds are rounded down to the hundredth, so a race's exact return is at most that.
 */
const racingRules = (t: TFunction): RuleRow[] =>
  MARKETS.map((market) => {
    const margin = RACING_MARGINS[market];
    return {
      key: market,
      bet: `${t(`racing.market_${market}`)} — ${t(`racing.rule_${market}`)}`,
      pays: t('racing.rule_pays', { margin: marginText(margin) }),
      rtp: 1 - margin,
    };
  });

/** Virtual horse racing at a shared table: win, place and forecast at the card's odds. */
export const RACING_TABLE: TableGameDefinition = {
  code: RACING.code,
  name: (t) => t('racing.title'),
  maxReturn: (bet) => oddsOf(bet, getShownCard()),
  betLabel: racingBetLabel,
  outcomeLabel: racingOutcomeLabel,
  rules: racingRules,
};
