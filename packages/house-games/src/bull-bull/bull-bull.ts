import type { RandomSource } from '../fair/provably-fair';
import type { RoundBet, RoundGame } from '../rounds/round-game';
import { type BullHand, MAX_BULL_MULTIPLIER, compareHands, evaluateHand } from './hand';

/**
 * Bull bull at a shared table: each round deals one fresh 52-card deck to the banker and five
 * player hands, and a bet backs one player hand against the banker. The loser pays the
 * multiplier of the winning hand (see `hand.ts`), so placing a bet holds five stakes, the largest
 * multiplier; a winning player hand is paid its multiplier less a 5 % commission.
 */

export const BULL_BULL_CODE = 'c_bull_bull';

/** The player hands a round deals besides the banker's. */
export const BULL_BULL_PLAYERS = 5;

/** Cards in a hand. */
const HAND = 5;

/** What a bet holds, in hundredths of its stake: the largest multiplier. */
export const BULL_BULL_HOLD = MAX_BULL_MULTIPLIER * 100;

/** What a winning player hand is paid per unit of its multiplier, in hundredths: 5 % commission. */
export const BULL_BULL_WIN_PAY = 95;

export type BullBullOutcome = {
  banker: BullHand;
  /** Player hands 1..5, in order. */
  players: BullHand[];
  /** Whether player hand i + 1 beat the banker. */
  winners: boolean[];
};

/**
 * Deals one round: 30 cards without replacement from a fresh deck, each `random.int(cardsLeft)`
 * into the cards still in the deck (kept in order 0..51 as cards leave), the banker's five first
 * and then players 1 to 5 with five each.
 */
export const dealBullBull = (random: RandomSource): number[][] => {
  const deck = Array.from({ length: 52 }, (_, card) => card);
  const hands: number[][] = [];
  for (let hand = 0; hand <= BULL_BULL_PLAYERS; hand += 1) {
    const cards: number[] = [];
    for (let i = 0; i < HAND; i += 1) {
      const [card] = deck.splice(random.int(deck.length), 1);
      if (card === undefined) throw new Error('the deck ran out');
      cards.push(card);
    }
    hands.push(cards);
  }
  return hands;
};

/** The outcome of a dealt round: every hand evaluated and each player hand against the banker. */
export const bullBullOutcome = (hands: readonly (readonly number[])[]): BullBullOutcome => {
  const [bankerCards, ...playerCards] = hands;
  if (!bankerCards || playerCards.length !== BULL_BULL_PLAYERS)
    throw new RangeError('a round deals the banker and five players');
  const banker = evaluateHand(bankerCards);
  const players = playerCards.map(evaluateHand);
  const winners = players.map((player) => compareHands(player.cards, banker.cards) > 0);
  return { banker, players, winners };
};

/**
 * A `player` bet's return in hundredths of its stake, the hold of 500 included: 500 plus 95 times
 * the player hand's multiplier when it beat the banker, 500 less 100 times the banker's
 * multiplier when it did not.
 */
export const settleBullBull = (bet: RoundBet, outcome: BullBullOutcome): number => {
  const pick = bet.pick[0];
  if (bet.kind !== 'player' || bet.pick.length !== 1 || pick === undefined)
    throw new RangeError('not a bull bull bet');
  const player = outcome.players[pick - 1];
  if (!player) throw new RangeError('no such player hand');
  return outcome.winners[pick - 1]
    ? BULL_BULL_HOLD + BULL_BULL_WIN_PAY * player.multiplier
    : BULL_BULL_HOLD - 100 * outcome.banker.multiplier;
};

export const BULL_BULL: RoundGame<null, BullBullOutcome, null> = {
  code: BULL_BULL_CODE,
  kinds: { player: { picks: 1, min: 1, max: BULL_BULL_PLAYERS, distinct: false } },
  initialState: () => null,
  card: () => null,
  draw: (random) => bullBullOutcome(dealBullBull(random)),
  nextState: () => null,
  hold: () => BULL_BULL_HOLD,
  settle: (bet, _card, outcome) => settleBullBull(bet, outcome),
};
