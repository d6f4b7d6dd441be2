import {
  DICE_LOTTERY,
  DICE_PAYS,
  DICE_THEORY,
  diceOutcome,
  type DiceBetKind,
  type DiceOutcome,
} from '@member-site/house-games/dice';
import type { RoundBet } from '@member-site/house-games/rounds';
import type { TFunction } from 'i18next';

import type { RuleRow, TableGameDefinition } from '../lib/table-game';

const SUM_PAYS = DICE_PAYS.sum as Readonly<Record<number, number>>;
const SINGLE_PAYS = DICE_PAYS.single as Readonly<Record<number, number>>;

/** A die's face, 1 to 6. */
const isFace = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;

/** A round's outcome as the server sends it (`{ dice, sum, triple }`), or null. */
export const readDiceOutcome = (outcome: unknown): DiceOutcome | null => {
  if (typeof outcome !== 'object' || outcome === null || !('dice' in outcome)) return null;
  const { dice } = outcome;
  if (!Array.isArray(dice) || dice.length !== 3) return null;
  const [a, b, c] = dice as unknown[];
  return isFace(a) && isFace(b) && isFace(c) ? diceOutcome([a, b, c]) : null;
};

/** What one stake of a bet pays at most, to one (50 for a sum of 4, 3 for a single). */
export const dicePaysToOne = (kind: string, pick: number | undefined): number => {
  switch (kind as DiceBetKind) {
    case 'big':
    case 'small':
    case 'odd':
    case 'even':
      return DICE_PAYS.big;
    case 'sum':
      return SUM_PAYS[pick ?? 0] ?? 0;
    case 'any_triple':
      return DICE_PAYS.any_triple;
    case 'triple':
      return DICE_PAYS.triple;
    case 'double':
      return DICE_PAYS.double;
    case 'single':
      return SINGLE_PAYS[3] ?? 0;
    default:
      return 0;
  }
};

export const diceBetLabel = (bet: RoundBet, t: TFunction): string => {
  const pick = bet.pick[0] ?? 0;
  switch (bet.kind) {
    case 'sum':
    case 'triple':
    case 'double':
    case 'single':
      return t(`dice.bet_${bet.kind}`, { n: pick });
    default:
      return t(`dice.bet_${bet.kind}`);
  }
};

/** "2 · 5 · 6 = 13, big" */
export const diceOutcomeLabel = (outcome: unknown, t: TFunction): string => {
  const dice = readDiceOutcome(outcome);
  if (!dice) return '';
  const [a, b, c] = dice.dice;
  let size: string;
  if (dice.triple) size = t('dice.triple_short');
  else size = dice.sum >= 11 ? t('dice.bet_big') : t('dice.bet_small');
  return t('dice.outcome', { a, b, c, sum: dice.sum, size });
};

const rtpOf = (kind: DiceBetKind, pick?: number): number => {
  const theory = DICE_THEORY[kind];
  const figure = pick === undefined ? theory.all : theory.picks[pick];
  return figure?.rtp ?? 0;
};

const diceRules = (t: TFunction): RuleRow[] => {
  const toOne = (n: number) => t('tables.pays_to_one', { n });
  const rows: RuleRow[] = (['big', 'small', 'odd', 'even'] as const).map((kind) => ({
    key: kind,
    bet: `${t(`dice.bet_${kind}`)} — ${t(`dice.rule_${kind}`)}`,
    pays: toOne(DICE_PAYS[kind]),
    rtp: rtpOf(kind),
  }));
  for (let sum = 4; sum <= 17; sum += 1) {
    rows.push({
      key: `sum-${sum}`,
      bet: t('dice.bet_sum', { n: sum }),
      pays: toOne(SUM_PAYS[sum] ?? 0),
      rtp: rtpOf('sum', sum),
    });
  }
  rows.push(
    {
      key: 'any_triple',
      bet: `${t('dice.bet_any_triple')} — ${t('dice.rule_any_triple')}`,
      pays: toOne(DICE_PAYS.any_triple),
      rtp: rtpOf('any_triple'),
    },
    {
      key: 'triple',
      bet: `${t('dice.rule_triple_name')} — ${t('dice.rule_triple')}`,
      pays: toOne(DICE_PAYS.triple),
      rtp: rtpOf('triple'),
    },
    {
      key: 'double',
      bet: `${t('dice.rule_double_name')} — ${t('dice.rule_double')}`,
      pays: toOne(DICE_PAYS.double),
      rtp: rtpOf('double'),
    },
    {
      key: 'single',
      bet: `${t('dice.rule_single_name')} — ${t('dice.rule_single')}`,
      pays: t('dice.single_pays', {
        one: SINGLE_PAYS[1] ?? 0,
        two: SINGLE_PAYS[2] ?? 0,
        three: SINGLE_PAYS[3] ?? 0,
      }),
      rtp: rtpOf('single'),
    },
  );
  return rows;
};

/** The dice lottery (Sic Bo) at a shared table. */
export const DICE_TABLE: TableGameDefinition = {
  code: DICE_LOTTERY.code,
  name: (t) => t('dice.title'),
  maxReturn: (bet) => (dicePaysToOne(bet.kind, bet.pick[0]) + 1) * 100,
  betLabel: diceBetLabel,
  outcomeLabel: diceOutcomeLabel,
  rules: diceRules,
};
