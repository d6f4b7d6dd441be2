import {
  COCK_COLOURS,
  COCKFIGHT,
  COCKFIGHT_BIRDS,
  COCKFIGHT_DRAW_CHANCE,
  COCKFIGHT_DRAW_ODDS,
  COCKFIGHT_MARGIN,
  COCKFIGHT_MAX_WIN_CHANCE,
  COCKFIGHT_MILLION,
  COCKFIGHT_MIN_WIN_CHANCE,
  cockfightSideOdds,
  type CockColour,
  type CockfightCard,
  type CockfightEntrant,
  type CockfightExchange,
  type CockfightOutcome,
  type CockfightResult,
  type CockfightSide,
} from '@member-site/house-games/cockfight';
import type { RoundBet } from '@member-site/house-games/rounds';
import type { TFunction } from 'i18next';

import type { RuleRow, TableGameDefinition } from '../lib/table-game';

export const SIDES: readonly CockfightSide[] = ['meron', 'wala'];
export const RESULTS: readonly CockfightResult[] = ['meron', 'wala', 'draw'];

/** The highest odds a side can be posted at: the underdog at its lowest chance. */
export const MAX_SIDE_ODDS = cockfightSideOdds(COCKFIGHT_MIN_WIN_CHANCE, COCKFIGHT_DRAW_CHANCE);
/** The lowest odds a side can be posted at: the favourite at its highest chance. */
export const MIN_SIDE_ODDS = cockfightSideOdds(COCKFIGHT_MAX_WIN_CHANCE, COCKFIGHT_DRAW_CHANCE);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

const isSide = (value: unknown): value is CockfightSide => value === 'meron' || value === 'wala';

const isResult = (value: unknown): value is CockfightResult => isSide(value) || value === 'draw';

const isColour = (value: unknown): value is CockColour =>
  typeof value === 'string' && (COCK_COLOURS as readonly string[]).includes(value);

const readEntrant = (value: unknown): CockfightEntrant | null => {
  if (!isRecord(value)) return null;
  const { id, name, colour, wins, losses, draws, form } = value;
  if (!isCount(id) || typeof name !== 'string' || !isColour(colour)) return null;
  if (!isCount(wins) || !isCount(losses) || !isCount(draws)) return null;
  return { id, name, colour, wins, losses, draws, form: typeof form === 'number' ? form : 0 };
};

const readTriple = (value: unknown): { meron: number; wala: number; draw: number } | null => {
  if (!isRecord(value)) return null;
  const { meron, wala, draw } = value;
  return isCount(meron) && isCount(wala) && isCount(draw) ? { meron, wala, draw } : null;
};

/** A round's card as the server sends it, or null. */
export const readCockfightCard = (card: unknown): CockfightCard | null => {
  if (!isRecord(card)) return null;
  const meron = readEntrant(card.meron);
  const wala = readEntrant(card.wala);
  const probabilities = readTriple(card.probabilities);
  const odds = readTriple(card.odds);
  if (!meron || !wala || !probabilities || !odds) return null;
  const margin = isCount(card.margin) ? card.margin : COCKFIGHT_MARGIN;
  return { meron, wala, probabilities, odds, margin };
};

const readExchange = (value: unknown): CockfightExchange | null => {
  if (!isRecord(value)) return null;
  const { attacker, hit, damage } = value;
  if (!isSide(attacker) || typeof hit !== 'boolean' || !isCount(damage)) return null;
  return { attacker, hit, damage };
};

/** A round's outcome as the server sends it, or null. */
export const readCockfightOutcome = (outcome: unknown): CockfightOutcome | null => {
  if (!isRecord(outcome) || !isResult(outcome.winner) || !Array.isArray(outcome.exchanges)) {
    return null;
  }
  const exchanges = (outcome.exchanges as unknown[]).map(readExchange);
  if (exchanges.some((exchange) => exchange === null)) return null;
  const { health, seconds, meron, wala } = outcome;
  if (!isRecord(health) || !isCount(health.meron) || !isCount(health.wala)) return null;
  if (!isCount(meron) || !isCount(wala)) return null;
  return {
    winner: outcome.winner,
    exchanges: exchanges as CockfightExchange[],
    health: { meron: health.meron, wala: health.wala },
    seconds: isCount(seconds) ? seconds : 0,
    meron,
    wala,
  };
};

/** A bird's name by its id; the id itself for a bird the stable does not know. */
export const birdName = (id: number): string =>
  COCKFIGHT_BIRDS.find((bird) => bird.id === id)?.name ?? `#${id}`;

/** Odds in hundredths as decimal odds ("1.85"). */
export const decimalOdds = (hundredths: number): string => (hundredths / 100).toFixed(2);

/**
 * The card of the round open for bets. The shell asks a bet's possible return without a card, so
 * the page keeps the current one here and `maxReturn` reads it.
 */
let currentCard: CockfightCard | null = null;

/** Remember the card bets are taken on now (null between rounds). */
export const setCurrentCockfightCard = (card: CockfightCard | null): void => {
  currentCard = card;
};

/**
 * The most a bet returns, in hundredths of its stake: the odds of the current card, or without
 * one the highest odds a side can be posted at, so "pays up to" stays true.
 */
export const cockfightMaxReturn = (
  bet: RoundBet,
  card: CockfightCard | null = currentCard,
): number => {
  if (bet.kind === 'draw') return card?.odds.draw ?? COCKFIGHT_DRAW_ODDS;
  if (isSide(bet.kind)) return card?.odds[bet.kind] ?? MAX_SIDE_ODDS;
  return 0;
};

export const cockfightBetLabel = (bet: RoundBet, t: TFunction): string =>
  isResult(bet.kind) ? t(`cockfight.side_${bet.kind}`) : bet.kind;

/** "Meron Kidlat wins" or "Draw: Kidlat vs Tapang". */
export const cockfightOutcomeLabel = (outcome: unknown, t: TFunction): string => {
  const fight = readCockfightOutcome(outcome);
  if (!fight) return '';
  if (fight.winner === 'draw') {
    return t('cockfight.outcome_draw', {
      meron: birdName(fight.meron),
      wala: birdName(fight.wala),
    });
  }
  return t('cockfight.outcome_win', {
    side: t(`cockfight.side_${fight.winner}`),
    name: birdName(fight[fight.winner]),
  });
};

/** The side bets' return: 1 − the margin (rounding the odds down can take a little off). */
export const SIDE_RTP = 1 - COCKFIGHT_MARGIN / COCKFIGHT_MILLION;
/** The draw bet's return: 19 (18 to 1 and the stake) × the 5 % chance of a draw. */
export const DRAW_RTP = ((COCKFIGHT_DRAW_ODDS / 100) * COCKFIGHT_DRAW_CHANCE) / COCKFIGHT_MILLION;

const cockfightRules = (t: TFunction): RuleRow[] => {
  const range = t('cockfight.rule_side_pays', {
    low: decimalOdds(MIN_SIDE_ODDS),
    high: decimalOdds(MAX_SIDE_ODDS),
  });
  return [
    {
      key: 'meron',
      bet: `${t('cockfight.side_meron')} — ${t('cockfight.rule_meron')}`,
      pays: range,
      rtp: SIDE_RTP,
    },
    {
      key: 'wala',
      bet: `${t('cockfight.side_wala')} — ${t('cockfight.rule_wala')}`,
      pays: range,
      rtp: SIDE_RTP,
    },
    {
      key: 'draw',
      bet: `${t('cockfight.side_draw')} — ${t('cockfight.rule_draw')}`,
      pays: t('tables.pays_to_one', { n: COCKFIGHT_DRAW_ODDS / 100 - 1 }),
      rtp: DRAW_RTP,
    },
    {
      key: 'odds',
      bet: t('cockfight.rule_odds', {
        margin: (COCKFIGHT_MARGIN / 10_000).toString(),
        draw: (COCKFIGHT_DRAW_CHANCE / 10_000).toString(),
      }),
      pays: t('cockfight.rule_odds_pays'),
      rtp: SIDE_RTP,
    },
  ];
};

/** Cockfight (sabong) at a shared table. */
export const COCKFIGHT_TABLE: TableGameDefinition = {
  code: COCKFIGHT.code,
  name: (t) => t('cockfight.title'),
  maxReturn: (bet) => cockfightMaxReturn(bet),
  betLabel: cockfightBetLabel,
  outcomeLabel: cockfightOutcomeLabel,
  rules: cockfightRules,
};
