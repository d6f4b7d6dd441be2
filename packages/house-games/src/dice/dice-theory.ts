import {
  DICE_BET_KINDS,
  DICE_KINDS,
  type DiceBetKind,
  type DiceOutcome,
  diceOutcome,
  diceReturn,
} from './dice-lottery';

/** The number of equally likely throws of three dice, in order. */
export const DICE_THROWS = 216;

/** The exact return of one bet, from all 216 throws. */
export type DiceReturn = {
  /** The bet's returns over the 216 throws added up, in hundredths of the stake. */
  total: number;
  /** The expected return per stake as a reduced fraction: numerator / denominator. */
  numerator: number;
  denominator: number;
  /** The same as a number: 35 / 36 is 0.9722... */
  rtp: number;
  /** 1 - rtp: the house's share of every stake in the long run. */
  houseEdge: number;
};

/** The returns of one kind of bet. */
export type DiceKindTheory = {
  /** The return of each pick, by pick; empty for kinds that take none. */
  picks: Readonly<Record<number, DiceReturn>>;
  /** The kind's return when every pick returns the same (or it takes none), else null (sums). */
  all: DiceReturn | null;
};

export type DiceTheory = Readonly<Record<DiceBetKind, DiceKindTheory>>;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const toReturn = (total: number): DiceReturn => {
  const denominator = DICE_THROWS * 100;
  const divisor = gcd(total, denominator);
  const rtp = total / denominator;
  return {
    total,
    numerator: total / divisor,
    denominator: denominator / divisor,
    rtp,
    houseEdge: (denominator - total) / denominator,
  };
};

/** All 216 throws, each once. */
export const allDiceThrows = (): DiceOutcome[] => {
  const throws: DiceOutcome[] = [];
  for (let a = 1; a <= 6; a += 1) {
    for (let b = 1; b <= 6; b += 1) {
      for (let c = 1; c <= 6; c += 1) throws.push(diceOutcome([a, b, c]));
    }
  }
  return throws;
};

/**
 * The exact expected return of every kind and pick. Each of the 216 ordered throws is equally
 * likely, so a bet's expected return is its returns over all of them added up (whole hundredths)
 * and divided by 21,600: integer arithmetic throughout, the only division the last one.
 */
export const computeDiceTheory = (): DiceTheory => {
  const throws = allDiceThrows();
  const total = (kind: DiceBetKind, pick: number[]): number =>
    throws.reduce((sum, outcome) => sum + diceReturn({ kind, pick }, outcome), 0);
  const entries = DICE_BET_KINDS.map((kind): [DiceBetKind, DiceKindTheory] => {
    const rule = DICE_KINDS[kind];
    if (rule.picks === 0) return [kind, { picks: {}, all: toReturn(total(kind, [])) }];
    const picks: Record<number, DiceReturn> = {};
    const totals = new Set<number>();
    for (let pick = rule.min; pick <= rule.max; pick += 1) {
      const figure = toReturn(total(kind, [pick]));
      picks[pick] = figure;
      totals.add(figure.total);
    }
    const [only] = totals;
    return [kind, { picks, all: totals.size === 1 && only !== undefined ? toReturn(only) : null }];
  });
  return Object.fromEntries(entries) as Record<DiceBetKind, DiceKindTheory>;
};

/** The exact returns of the Macau table, computed once. */
export const DICE_THEORY: DiceTheory = computeDiceTheory();
