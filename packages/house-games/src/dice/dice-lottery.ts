import type { RandomSource } from '../fair/provably-fair';
import { type BetKindRule, type RoundBet, type RoundGame, isValidBet } from '../rounds/round-game';

/**
 * The dice lottery (Sic Bo): three dice are thrown, and bets are on their sum, on triples, doubles
 * and single faces. There is nothing to see before betting and nothing carries from round to round.
 */

/** Three dice, each 1 to 6, in the order they were drawn. */
export type DiceThrow = readonly [number, number, number];

export type DiceOutcome = {
  dice: [number, number, number];
  /** The three dice added: 3 to 18. */
  sum: number;
  /** All three dice show the same face. */
  triple: boolean;
};

export const DICE_BET_KINDS = [
  'big',
  'small',
  'odd',
  'even',
  'sum',
  'any_triple',
  'triple',
  'double',
  'single',
] as const;
export type DiceBetKind = (typeof DICE_BET_KINDS)[number];

/**
 * The Macau table, in stakes paid to one stake (1 is even money; the stake comes back on top).
 * `sum` pays by the sum picked; `single` pays by how many dice show the face picked. Big, small,
 * odd and even lose on any triple.
 */
export const DICE_PAYS = {
  /** Sum 11 to 17, no triple. */
  big: 1,
  /** Sum 4 to 10, no triple. */
  small: 1,
  /** Odd sum, no triple. */
  odd: 1,
  /** Even sum, no triple. */
  even: 1,
  /** The sum picked, 4 to 17. */
  sum: {
    4: 50,
    5: 18,
    6: 14,
    7: 12,
    8: 8,
    9: 6,
    10: 6,
    11: 6,
    12: 6,
    13: 8,
    14: 12,
    15: 14,
    16: 18,
    17: 50,
  },
  /** Any of the six triples. */
  any_triple: 24,
  /** The triple of the face picked. */
  triple: 150,
  /** At least two dice show the face picked: 10 to 1, a house edge of 18.52 %. */
  double: 10,
  /** One, two or three dice show the face picked. */
  single: { 1: 1, 2: 2, 3: 3 },
} as const satisfies Readonly<Record<DiceBetKind, number | Readonly<Record<number, number>>>>;

const NO_PICK: BetKindRule = { picks: 0, min: 0, max: 0, distinct: false };
const FACE_PICK: BetKindRule = { picks: 1, min: 1, max: 6, distinct: false };

export const DICE_KINDS: Readonly<Record<DiceBetKind, BetKindRule>> = {
  big: NO_PICK,
  small: NO_PICK,
  odd: NO_PICK,
  even: NO_PICK,
  sum: { picks: 1, min: 4, max: 17, distinct: false },
  any_triple: NO_PICK,
  triple: FACE_PICK,
  double: FACE_PICK,
  single: FACE_PICK,
};

/** Every bet takes exactly its stake: no bet can lose more. */
export const DICE_HOLD = 100;

/** The outcome of three dice. */
export const diceOutcome = (dice: DiceThrow): DiceOutcome => {
  const [first, second, third] = dice;
  return {
    dice: [first, second, third],
    sum: first + second + third,
    triple: first === second && second === third,
  };
};

/** Three dice drawn in order, each `random.int(6) + 1`. */
export const throwDice = (random: RandomSource): DiceOutcome =>
  diceOutcome([random.int(6) + 1, random.int(6) + 1, random.int(6) + 1]);

/** How many of the dice show a face. */
export const countDiceFace = (outcome: DiceOutcome, face: number): number =>
  outcome.dice.filter((die) => die === face).length;

/** What a bet pays to one stake on an outcome, or undefined when it loses. */
const paysToOne = (kind: DiceBetKind, pick: number, outcome: DiceOutcome): number | undefined => {
  const { sum, triple } = outcome;
  switch (kind) {
    case 'big':
      return !triple && sum >= 11 ? DICE_PAYS.big : undefined;
    case 'small':
      return !triple && sum <= 10 ? DICE_PAYS.small : undefined;
    case 'odd':
      return !triple && sum % 2 === 1 ? DICE_PAYS.odd : undefined;
    case 'even':
      return !triple && sum % 2 === 0 ? DICE_PAYS.even : undefined;
    case 'sum':
      return sum === pick ? (DICE_PAYS.sum as Readonly<Record<number, number>>)[pick] : undefined;
    case 'any_triple':
      return triple ? DICE_PAYS.any_triple : undefined;
    case 'triple':
      return triple && outcome.dice[0] === pick ? DICE_PAYS.triple : undefined;
    case 'double':
      return countDiceFace(outcome, pick) >= 2 ? DICE_PAYS.double : undefined;
    case 'single':
      return (DICE_PAYS.single as Readonly<Record<number, number>>)[countDiceFace(outcome, pick)];
  }
};

const isDiceKind = (kind: string): kind is DiceBetKind => Object.hasOwn(DICE_KINDS, kind);

/**
 * What a bet returns on an outcome, in hundredths of its stake with the stake included: 200 for
 * an even-money win, 5,100 for a sum of 4, 0 for a loss. Throws on a bet the game does not take.
 */
export const diceReturn = (bet: RoundBet, outcome: DiceOutcome): number => {
  if (!isDiceKind(bet.kind) || !isValidBet(DICE_LOTTERY, bet)) {
    throw new RangeError('invalid dice bet');
  }
  const pays = paysToOne(bet.kind, bet.pick[0] ?? 0, outcome);
  return pays === undefined ? 0 : (pays + 1) * 100;
};

export const DICE_LOTTERY: RoundGame<null, DiceOutcome, null> = {
  code: 'l_dice_lottery',
  kinds: DICE_KINDS,
  initialState: () => null,
  card: () => null,
  draw: (random) => throwDice(random),
  nextState: () => null,
  hold: () => DICE_HOLD,
  settle: (bet, _card, outcome) => diceReturn(bet, outcome),
};
