/**
 * Bull bull (Niu Niu) hands. A card is a number 0..51 of one 52-card deck: its rank is
 * `card % 13 + 1` (ace 1, 2..10, jack 11, queen 12, king 13) and its suit `floor(card / 13)`,
 * 0 spades, 1 hearts, 2 clubs, 3 diamonds, in that order from the highest.
 *
 * The classic rules, from the highest hand to the lowest:
 *
 * - five small: every card below 5 (ace to four) and the five ranks add up to 10 or less;
 * - bomb: four cards of one rank;
 * - five face: every card a jack, queen or king;
 * - niu niu (bull 10) and bull 9 down to bull 1: a card counts its point value, the ace 1, two to
 *   ten their face, the jack, queen and king 10. If three of the five cards add up to a multiple
 *   of 10, the hand has a bull and the other two cards' sum modulo 10 is its number, 0 meaning
 *   niu niu. Every choice of three gives the same number: it is the total of all five modulo 10;
 * - no bull: no three cards add up to a multiple of 10.
 *
 * A hand takes the highest category it qualifies for. Two hands of the same category (and the
 * same bull number) compare their highest card, by rank and then by suit, so two hands from one
 * deck never tie.
 *
 * The loser of a comparison pays the multiplier of the winning hand: no bull and bull 1 to 6
 * pay 1, bull 7 to 9 pay 2, niu niu 3, five face 4, bomb 4 and five small 5.
 */

export type BullCategory = 'no-bull' | 'bull' | 'niu-niu' | 'five-face' | 'bomb' | 'five-small';

export type BullHand = {
  /** The five cards as dealt. */
  cards: number[];
  category: BullCategory;
  /** The bull number: 0 without a bull, 1..9, 10 for niu niu (whatever the category). */
  bull: number;
  /** What the loser pays when this hand wins, in stakes. */
  multiplier: number;
  /** The three cards making the bull, in dealt order; empty without a bull. */
  bullCards: number[];
};

/**
 * A hand's level in the ranking: 0 no bull, 1..9 bull 1..9, 10 niu niu, 11 five face, 12 bomb,
 * 13 five small.
 */
export type BullLevel = number;

export const BULL_LEVEL = {
  noBull: 0,
  niuNiu: 10,
  fiveFace: 11,
  bomb: 12,
  fiveSmall: 13,
} as const;

/** The ranking, lowest first: each level's category, bull number and multiplier. */
export const BULL_BULL_MULTIPLIERS: readonly {
  level: BullLevel;
  category: BullCategory;
  bull: number;
  multiplier: number;
}[] = [
  { level: 0, category: 'no-bull', bull: 0, multiplier: 1 },
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((bull) => ({
    level: bull,
    category: 'bull' as const,
    bull,
    multiplier: bull >= 7 ? 2 : 1,
  })),
  { level: 10, category: 'niu-niu', bull: 10, multiplier: 3 },
  { level: 11, category: 'five-face', bull: 10, multiplier: 4 },
  { level: 12, category: 'bomb', bull: 0, multiplier: 4 },
  { level: 13, category: 'five-small', bull: 0, multiplier: 5 },
];

/** The multiplier of each level, for the hot loops. */
const MULTIPLIER_BY_LEVEL = Uint8Array.from(BULL_BULL_MULTIPLIERS, (row) => row.multiplier);

/** The largest multiplier a hand can have: a player's hold covers it. */
export const MAX_BULL_MULTIPLIER = 5;

export const rankOf = (card: number): number => (card % 13) + 1;
export const suitOf = (card: number): number => Math.floor(card / 13);
/** A card's point value: the ace 1, two to ten their face, jack, queen and king 10. */
export const pointsOf = (card: number): number => Math.min(rankOf(card), 10);

/** A card's strength for the tie-break: by rank, then by suit (spades highest); 4..55, all distinct. */
export const cardStrength = (card: number): number => rankOf(card) * 4 + 3 - suitOf(card);

export const multiplierOfLevel = (level: BullLevel): number => MULTIPLIER_BY_LEVEL[level] ?? 0;

const assertHand = (cards: readonly number[]): void => {
  if (
    cards.length !== 5 ||
    !cards.every((card) => Number.isInteger(card) && card >= 0 && card < 52) ||
    new Set(cards).size !== 5
  )
    throw new RangeError('a bull bull hand is five different cards 0..51');
};

/** The ranks of the hand `bullLevel` is ranking (it runs millions of times in the theory). */
const scratchRanks = new Uint8Array(5);

/**
 * The level of five cards (see `BullLevel`), without the checks or allocations of `evaluateHand`:
 * the theory ranks all 2,598,960 hands with it.
 */
export const bullLevel = (cards: ArrayLike<number>): BullLevel => {
  const ranks = scratchRanks;
  let total = 0;
  let rankTotal = 0;
  let allSmall = true;
  let allFace = true;
  for (let i = 0; i < 5; i += 1) {
    const rank = ((cards[i] ?? 0) % 13) + 1;
    ranks[i] = rank;
    rankTotal += rank;
    total += Math.min(rank, 10);
    if (rank >= 5) allSmall = false;
    if (rank < 11) allFace = false;
  }
  if (allSmall && rankTotal <= 10) return BULL_LEVEL.fiveSmall;
  // Four cards of one rank among five include the first card or the second.
  for (let i = 0; i < 2; i += 1) {
    let same = 0;
    for (let j = 0; j < 5; j += 1) if (ranks[j] === ranks[i]) same += 1;
    if (same === 4) return BULL_LEVEL.bomb;
  }
  if (allFace) return BULL_LEVEL.fiveFace;
  const rest = total % 10;
  // Three cards add up to a multiple of 10 when the other two add up to the total modulo 10.
  for (let i = 0; i < 4; i += 1) {
    const first = Math.min(ranks[i] ?? 0, 10);
    for (let j = i + 1; j < 5; j += 1) {
      const second = Math.min(ranks[j] ?? 0, 10);
      if ((first + second) % 10 === rest) return rest === 0 ? BULL_LEVEL.niuNiu : rest;
    }
  }
  return BULL_LEVEL.noBull;
};

/** The highest card's strength (see `cardStrength`). */
export const highCard = (cards: readonly number[]): number => Math.max(...cards.map(cardStrength));

/** A number that orders hands exactly as the game does: the higher score wins. */
export const handScore = (cards: readonly number[]): number =>
  bullLevel(cards) * 64 + highCard(cards);

/** Positive when hand `a` beats hand `b`, negative when it loses (two hands of one deck never tie). */
export const compareHands = (a: readonly number[], b: readonly number[]): number =>
  handScore(a) - handScore(b);

/** The first three cards, in dealt order, whose points add up to a multiple of 10. */
const findBullCards = (cards: readonly number[]): number[] => {
  for (let i = 0; i < 3; i += 1)
    for (let j = i + 1; j < 4; j += 1)
      for (let k = j + 1; k < 5; k += 1) {
        const three = [cards[i] ?? 0, cards[j] ?? 0, cards[k] ?? 0];
        if (three.reduce((sum, card) => sum + pointsOf(card), 0) % 10 === 0) return three;
      }
  return [];
};

/** The hand five cards make: its category, bull number, multiplier and bull cards. */
export const evaluateHand = (cards: readonly number[]): BullHand => {
  assertHand(cards);
  const level = bullLevel(cards);
  const bullCards = findBullCards(cards);
  const total = cards.reduce((sum, card) => sum + pointsOf(card), 0);
  const bull = bullCards.length === 0 ? 0 : total % 10 === 0 ? 10 : total % 10;
  const row = BULL_BULL_MULTIPLIERS[level];
  if (!row) throw new RangeError('unknown level');
  return { cards: [...cards], category: row.category, bull, multiplier: row.multiplier, bullCards };
};
