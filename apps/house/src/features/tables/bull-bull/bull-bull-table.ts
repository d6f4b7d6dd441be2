import {
  BULL_BULL,
  BULL_BULL_HOLD,
  BULL_BULL_MULTIPLIERS,
  BULL_BULL_PLAYERS,
  BULL_BULL_THEORY,
  BULL_BULL_WIN_PAY,
  MAX_BULL_MULTIPLIER,
  bullBullOutcome,
  type BullBullOutcome,
  type BullCategory,
  type BullHand,
} from '@member-site/house-games/bull-bull';
import type { RoundBet } from '@member-site/house-games/rounds';
import type { TFunction } from 'i18next';

import type { RuleRow, TableGameDefinition } from '../lib/table-game';

/** The player hands a bet can back, 1 to 5. */
export const PLAYER_HANDS = Array.from({ length: BULL_BULL_PLAYERS }, (_, index) => index + 1);

/** What a bet holds, in stakes (5). */
export const HOLD_STAKES = BULL_BULL_HOLD / 100;

/** The most a bet can return, in hundredths of its stake, the hold included: 500 + 95 × 5. */
export const BULL_BULL_MAX_RETURN = BULL_BULL_HOLD + BULL_BULL_WIN_PAY * MAX_BULL_MULTIPLIER;

/** What a winning hand of a multiplier wins per stake, less the commission (0.95 × m). */
export const winPerStake = (multiplier: number): number => (BULL_BULL_WIN_PAY * multiplier) / 100;

const isCard = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 52;

const cardsOf = (hand: unknown): number[] | null => {
  if (typeof hand !== 'object' || hand === null || !('cards' in hand)) return null;
  const { cards } = hand;
  return Array.isArray(cards) && cards.length === 5 && cards.every(isCard) ? [...cards] : null;
};

/**
 * A round's outcome as the server sends it, or null. The hands are evaluated again from their
 * cards (thirty different cards of one deck), so what is shown always follows the rules.
 */
export const readBullBullOutcome = (outcome: unknown): BullBullOutcome | null => {
  if (typeof outcome !== 'object' || outcome === null) return null;
  if (!('banker' in outcome) || !('players' in outcome)) return null;
  const { banker, players } = outcome;
  if (!Array.isArray(players) || players.length !== BULL_BULL_PLAYERS) return null;
  const hands = [banker, ...(players as unknown[])].map(cardsOf);
  if (hands.some((cards) => cards === null)) return null;
  // One deck deals every hand: no card twice.
  if (new Set(hands.flat()).size !== hands.length * 5) return null;
  try {
    return bullBullOutcome(hands as number[][]);
  } catch {
    return null;
  }
};

/** A category as people read it ("Bull 7", "Niu Niu", "No bull"). */
export const categoryLabel = (category: BullCategory, bull: number, t: TFunction): string => {
  switch (category) {
    case 'bull':
      return t('bullBull.cat_bull', { n: bull });
    case 'niu-niu':
      return t('bullBull.cat_niu_niu');
    case 'five-face':
      return t('bullBull.cat_five_face');
    case 'bomb':
      return t('bullBull.cat_bomb');
    case 'five-small':
      return t('bullBull.cat_five_small');
    default:
      return t('bullBull.cat_no_bull');
  }
};

export const handLabel = (hand: BullHand, t: TFunction): string =>
  categoryLabel(hand.category, hand.bull, t);

/** A hand's level in the ranking (0 no bull, 1..9 bull n, 10 niu niu ... 13 five small). */
export const levelOf = (hand: Pick<BullHand, 'category' | 'bull'>): number =>
  BULL_BULL_MULTIPLIERS.findIndex(
    (row) => row.category === hand.category && (row.category !== 'bull' || row.bull === hand.bull),
  );

/** The label of a level of the ranking. */
export const levelLabel = (level: number, t: TFunction): string => {
  const row = BULL_BULL_MULTIPLIERS[level];
  return row ? categoryLabel(row.category, row.bull, t) : '';
};

export const bullBullBetLabel = (bet: RoundBet, t: TFunction): string =>
  t('bullBull.player', { n: bet.pick[0] ?? 0 });

/** "Banker Bull 7 · winning hands: 1, 3" */
export const bullBullOutcomeLabel = (outcome: unknown, t: TFunction): string => {
  const round = readBullBullOutcome(outcome);
  if (!round) return '';
  const winners = PLAYER_HANDS.filter((n) => round.winners[n - 1]);
  return t('bullBull.outcome', {
    banker: handLabel(round.banker, t),
    winners: winners.length === 0 ? t('bullBull.no_winners') : winners.join(', '),
  });
};

/** The multiplier of a category, from the ranking (bull 7 for the upper bulls). */
const multiplierOf = (category: BullCategory, bull = 0): number =>
  BULL_BULL_MULTIPLIERS.find(
    (row) => row.category === category && (category !== 'bull' || row.bull === bull),
  )?.multiplier ?? 0;

const bullBullRules = (t: TFunction): RuleRow[] => {
  const rtp = BULL_BULL_THEORY.returnPerStake;
  const pays = (multiplier: number) =>
    t('bullBull.rule_mult_pays', { m: multiplier, win: winPerStake(multiplier) });
  const rows: RuleRow[] = [
    {
      key: 'player',
      bet: `${t('bullBull.rule_player_name')} — ${t('bullBull.rule_player', { hold: HOLD_STAKES })}`,
      pays: t('bullBull.rule_player_pays'),
      rtp,
    },
  ];
  const ranking: { key: string; name: string; rule: string; multiplier: number }[] = [
    {
      key: 'five-small',
      name: t('bullBull.cat_five_small'),
      rule: t('bullBull.rule_five_small'),
      multiplier: multiplierOf('five-small'),
    },
    {
      key: 'bomb',
      name: t('bullBull.cat_bomb'),
      rule: t('bullBull.rule_bomb'),
      multiplier: multiplierOf('bomb'),
    },
    {
      key: 'five-face',
      name: t('bullBull.cat_five_face'),
      rule: t('bullBull.rule_five_face'),
      multiplier: multiplierOf('five-face'),
    },
    {
      key: 'niu-niu',
      name: t('bullBull.cat_niu_niu'),
      rule: t('bullBull.rule_niu_niu'),
      multiplier: multiplierOf('niu-niu'),
    },
    {
      key: 'bull-high',
      name: t('bullBull.rule_bull_range', { from: 7, to: 9 }),
      rule: t('bullBull.rule_bull'),
      multiplier: multiplierOf('bull', 7),
    },
    {
      key: 'bull-low',
      name: t('bullBull.rule_bull_range', { from: 1, to: 6 }),
      rule: t('bullBull.rule_bull'),
      multiplier: multiplierOf('bull', 1),
    },
    {
      key: 'no-bull',
      name: t('bullBull.cat_no_bull'),
      rule: t('bullBull.rule_no_bull'),
      multiplier: multiplierOf('no-bull'),
    },
  ];
  for (const row of ranking) {
    rows.push({ key: row.key, bet: `${row.name} — ${row.rule}`, pays: pays(row.multiplier), rtp });
  }
  return rows;
};

/** Bull bull (Niu Niu) at a shared table: a bet backs one of five player hands. */
export const BULL_BULL_TABLE: TableGameDefinition = {
  code: BULL_BULL.code,
  name: (t) => t('bullBull.title'),
  maxReturn: () => BULL_BULL_MAX_RETURN,
  hold: () => BULL_BULL_HOLD,
  betLabel: bullBullBetLabel,
  outcomeLabel: bullBullOutcomeLabel,
  rules: bullBullRules,
};
