import type { RandomSource } from '../fair/provably-fair';

/**
 * Cards are integers 0..51: `rank = (card % 13) + 1` (1 ace, 2..10, 11 jack, 12 queen, 13 king)
 * and `suit = Math.floor(card / 13)` (0 spades, 1 hearts, 2 clubs, 3 diamonds). A shoe is the
 * number of copies left of each of the 52 cards, so it never holds a card twice more than its
 * decks allow and dealing from it is a walk over 52 counts.
 */
export const CARDS_PER_DECK = 52;
export const RANKS = 13;
/** Decks in the shoe the site deals from. */
export const SHOE_DECKS = 8;
export const SHOE_CARDS = SHOE_DECKS * CARDS_PER_DECK;

export const SUIT_NAMES = ['spades', 'hearts', 'clubs', 'diamonds'] as const;
export type SuitName = (typeof SUIT_NAMES)[number];

/** The card's rank: 1 ace, 2 to 10, 11 jack, 12 queen, 13 king. */
export const rankOf = (card: number): number => (card % RANKS) + 1;

/** The card's suit: 0 spades, 1 hearts, 2 clubs, 3 diamonds. */
export const suitOf = (card: number): number => Math.floor(card / RANKS);

/** The card with the given rank (1..13) and suit (0..3). */
export const cardOf = (rank: number, suit: number): number => suit * RANKS + rank - 1;

/** The card's baccarat value: ace 1, two to nine their face value, ten and the pictures 0. */
export const pointsOf = (card: number): number => {
  const rank = rankOf(card);
  return rank >= 10 ? 0 : rank;
};

/** How many cards a shown first card of a new shoe burns after itself: ten for ten and pictures. */
export const burnCountOf = (card: number): number => Math.min(rankOf(card), 10);

/** A hand's total: the sum of its values, keeping the last digit. */
export const handTotal = (cards: readonly number[]): number =>
  cards.reduce((sum, card) => sum + pointsOf(card), 0) % 10;

/** Whether a hand's first two cards have the same rank (a ten and a king are not a pair). */
export const isPair = (cards: readonly number[]): boolean => {
  const [first, second] = cards;
  return first !== undefined && second !== undefined && rankOf(first) === rankOf(second);
};

/** The counts of a full shoe of `decks` decks: `decks` copies of each of the 52 cards. */
export const fullShoeCounts = (decks: number = SHOE_DECKS): number[] =>
  new Array<number>(CARDS_PER_DECK).fill(decks);

/**
 * Deals one card from a shoe, uniformly among the cards left: `random.int(left)` picks a position
 * and the 52 counts are walked in card order to find the card at it, which is then taken out of
 * `counts`. Drawing every card this way deals the same as a shuffled shoe. Returns the card and
 * changes `counts` in place; the caller lowers its own count of cards left.
 */
export const dealCard = (random: RandomSource, counts: number[], left: number): number => {
  if (!Number.isInteger(left) || left < 1) throw new RangeError('the shoe is empty');
  let position = random.int(left);
  for (let card = 0; card < counts.length; card += 1) {
    const copies = counts[card] ?? 0;
    if (position < copies) {
      counts[card] = copies - 1;
      return card;
    }
    position -= copies;
  }
  throw new RangeError('the shoe holds fewer cards than it says');
};

/** A card's short name, e.g. `A♠`, `10♥`, `K♦`. */
export const cardName = (card: number): string => {
  const rank = rankOf(card);
  const face = rank === 1 ? 'A' : rank === 11 ? 'J' : rank === 12 ? 'Q' : rank === 13 ? 'K' : rank;
  return `${face}${['♠', '♥', '♣', '♦'][suitOf(card)] ?? '?'}`;
};
