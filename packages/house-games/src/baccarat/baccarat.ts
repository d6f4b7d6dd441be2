import type { RandomSource } from '../fair/provably-fair';
import type { BetKindRule, RoundBet, RoundGame } from '../rounds/round-game';
import {
  SHOE_CARDS,
  SHOE_DECKS,
  burnCountOf,
  dealCard,
  fullShoeCounts,
  handTotal,
  isPair,
  pointsOf,
} from './cards';

/**
 * Punto banco from an 8-deck shoe. The shoe carries from round to round as the table's state;
 * every round reads its own seed's stream only, so a revealed seed tells nothing of the next round.
 *
 * A round's `card` starts a new shoe when the cut card has come out: all 416 cards, the cut card
 * placed so that 14 to 16 cards are left when it is reached, then the first card is shown and
 * burned together with as many further cards as its value (ten and pictures burn ten). The round's
 * `draw` deals player, banker, player, banker, then the third cards by the tableau, each card
 * uniformly among those left in the shoe.
 */

/** The shoe between rounds: plain JSON, public before each round. */
export type BaccaratShoe = {
  /** The shoe's number at the table, from 1 (0 before the first shoe). */
  shoe: number;
  /** Copies left of each of the 52 cards. */
  counts: number[];
  /** Cards left in the shoe. */
  left: number;
  /** The shoe is replaced when `left` is at or below this. */
  cutCard: number;
  /** Rounds dealt from this shoe. */
  rounds: number;
};

export type BaccaratState = BaccaratShoe;

/** What players see before betting: the shoe the round deals from. */
export type BaccaratCard = {
  shoe: number;
  /** Whether this round starts a new shoe. */
  newShoe: boolean;
  /** The cards burned when the shoe started, the shown one first; empty otherwise. */
  burned: number[];
  /** Copies left of each card before the round's deal (after burning). */
  counts: number[];
  left: number;
  cutCard: number;
  /** The round's number in its shoe, from 1. */
  round: number;
};

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export type BaccaratOutcome = {
  /** The player's cards in deal order: two, or three with a third card. */
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  /** The player's first two cards have the same rank. */
  playerPair: boolean;
  bankerPair: boolean;
  /** A hand totalled 8 or 9 on its first two cards, so neither drew. */
  natural: boolean;
  /** The shoe after the deal: the state of the table's next round. */
  shoeAfter: BaccaratShoe;
};

export const BACCARAT_BET_KINDS = [
  'player',
  'banker',
  'tie',
  'player_pair',
  'banker_pair',
] as const;
export type BaccaratBetKind = (typeof BACCARAT_BET_KINDS)[number];

/** What a winning bet returns, in hundredths of its stake, the stake included. */
export const BACCARAT_PAYS: Readonly<Record<BaccaratBetKind, number>> = {
  player: 200,
  banker: 195,
  tie: 900,
  player_pair: 1200,
  banker_pair: 1200,
};

/** What a player or banker bet returns when the round is a tie: the stake back. */
export const TIE_PUSH = 100;

/** The fewest and most cards left when the cut card is reached. */
export const CUT_CARD_MIN = 14;
export const CUT_CARD_MAX = 16;

const NO_PICKS: BetKindRule = { picks: 0, min: 0, max: 0, distinct: false };

const isBetKind = (kind: string): kind is BaccaratBetKind => Object.hasOwn(BACCARAT_PAYS, kind);

/** The state before a table's first round: no shoe, so the first round starts one. */
export const initialBaccaratState = (): BaccaratState => ({
  shoe: 0,
  counts: new Array<number>(52).fill(0),
  left: 0,
  cutCard: 0,
  rounds: 0,
});

/** Whether the next round needs a new shoe: the cut card has come out (or there is no shoe). */
export const needsNewShoe = (state: BaccaratState): boolean =>
  state.shoe < 1 || state.left <= state.cutCard;

/**
 * The round's public card. With a new shoe due it reads, in order: the cut card's place
 * (`random.int(3)`, 14 to 16 cards left), the shown first card, and the cards it burns; otherwise
 * it reads nothing and shows the state's shoe.
 */
export const baccaratCard = (random: RandomSource, state: BaccaratState): BaccaratCard => {
  if (!needsNewShoe(state)) {
    return {
      shoe: state.shoe,
      newShoe: false,
      burned: [],
      counts: [...state.counts],
      left: state.left,
      cutCard: state.cutCard,
      round: state.rounds + 1,
    };
  }
  const counts = fullShoeCounts(SHOE_DECKS);
  let left = SHOE_CARDS;
  const cutCard = CUT_CARD_MIN + random.int(CUT_CARD_MAX - CUT_CARD_MIN + 1);
  const shown = dealCard(random, counts, left);
  left -= 1;
  const burned = [shown];
  for (let i = 0; i < burnCountOf(shown); i += 1) {
    burned.push(dealCard(random, counts, left));
    left -= 1;
  }
  return { shoe: state.shoe + 1, newShoe: true, burned, counts, left, cutCard, round: 1 };
};

/**
 * Whether the banker draws a third card, by the tableau. With the player standing (no third card)
 * the banker draws on 0 to 5. With the player having drawn, on the value of the player's third card:
 * 0-2 always; 3 unless it is an 8; 4 on 2-7; 5 on 4-7; 6 on 6-7; 7 stands.
 */
export const bankerDraws = (bankerTotal: number, playerThird: number | undefined): boolean => {
  if (playerThird === undefined) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
};

/** Who wins with these totals. */
export const winnerOf = (playerTotal: number, bankerTotal: number): BaccaratWinner =>
  playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';

/**
 * Deals the round from the card's shoe: player, banker, player, banker; a natural (8 or 9 on two
 * cards, either hand) stops the deal; else the player draws on 0 to 5 and stands on 6 or 7, then
 * the banker acts by `bankerDraws`.
 */
export const drawBaccarat = (random: RandomSource, card: BaccaratCard): BaccaratOutcome => {
  const counts = [...card.counts];
  let left = card.left;
  const deal = (): number => {
    const dealt = dealCard(random, counts, left);
    left -= 1;
    return dealt;
  };
  const player = [deal()];
  const banker = [deal()];
  player.push(deal());
  banker.push(deal());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: number | undefined;
    if (handTotal(player) <= 5) {
      const third = deal();
      player.push(third);
      playerThird = pointsOf(third);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(deal());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: winnerOf(playerTotal, bankerTotal),
    playerPair: isPair(player),
    bankerPair: isPair(banker),
    natural,
    shoeAfter: { shoe: card.shoe, counts, left, cutCard: card.cutCard, rounds: card.round },
  };
};

/** What a bet takes from the balance: its stake, for every kind. */
export const baccaratHold = (bet: RoundBet): number => {
  if (!isBetKind(bet.kind)) throw new RangeError(`unknown baccarat bet ${bet.kind}`);
  return 100;
};

/**
 * What a bet returns, in hundredths of its stake: player 200 and banker 195 when their side wins,
 * both 100 (a push) on a tie; tie 900; each pair 1200 when its hand's first two cards pair.
 */
export const settleBaccarat = (bet: RoundBet, outcome: BaccaratOutcome): number => {
  const kind = bet.kind;
  if (!isBetKind(kind)) throw new RangeError(`unknown baccarat bet ${kind}`);
  switch (kind) {
    case 'player':
    case 'banker':
      if (outcome.winner === 'tie') return TIE_PUSH;
      return outcome.winner === kind ? BACCARAT_PAYS[kind] : 0;
    case 'tie':
      return outcome.winner === 'tie' ? BACCARAT_PAYS.tie : 0;
    case 'player_pair':
      return outcome.playerPair ? BACCARAT_PAYS.player_pair : 0;
    case 'banker_pair':
      return outcome.bankerPair ? BACCARAT_PAYS.banker_pair : 0;
  }
};

export const BACCARAT: RoundGame<BaccaratCard, BaccaratOutcome, BaccaratState> = {
  code: 'v_baccarat',
  kinds: Object.fromEntries(BACCARAT_BET_KINDS.map((kind) => [kind, NO_PICKS])),
  initialState: initialBaccaratState,
  card: baccaratCard,
  draw: (random, card) => drawBaccarat(random, card),
  /** The state after a round is the shoe the outcome left, which the deal computed exactly. */
  nextState: (state, outcome) => ({
    ...outcome.shoeAfter,
    counts: [...outcome.shoeAfter.counts],
  }),
  hold: baccaratHold,
  settle: (bet, card, outcome) => settleBaccarat(bet, outcome),
};
