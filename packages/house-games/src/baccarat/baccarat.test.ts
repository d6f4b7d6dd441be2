import { describe, expect, it } from 'vitest';

import { type RandomSource, createFairRandom } from '../fair/provably-fair';
import { isValidBet } from '../rounds/round-game';
import {
  BACCARAT,
  BACCARAT_BET_KINDS,
  type BaccaratCard,
  type BaccaratOutcome,
  type BaccaratState,
  bankerDraws,
  drawBaccarat,
  initialBaccaratState,
} from './baccarat';
import {
  SHOE_CARDS,
  cardName,
  cardOf,
  fullShoeCounts,
  handTotal,
  pointsOf,
  rankOf,
  suitOf,
} from './cards';

/** A random source that answers the given values in order, for rounds set up by hand. */
const scripted = (values: number[]): RandomSource & { read: () => number } => {
  let next = 0;
  return {
    int(n: number) {
      const value = values[next];
      next += 1;
      if (value === undefined) throw new Error('the script ran out');
      if (value >= n) throw new Error(`scripted ${value} is not below ${n}`);
      return value;
    },
    read: () => next,
  };
};

/**
 * A random source that deals the given cards in order from a shoe with these counts: each answer
 * is the position of the wanted card in the counts walk, as `dealCard` reads it.
 */
const forcing = (cards: number[], startCounts: readonly number[]): RandomSource => {
  const counts = [...startCounts];
  let next = 0;
  return {
    int(n: number) {
      const card = cards[next];
      next += 1;
      if (card === undefined) throw new Error('no card forced for this draw');
      if ((counts[card] ?? 0) < 1) throw new Error(`the shoe has no ${cardName(card)} left`);
      const position = counts.slice(0, card).reduce((sum, copies) => sum + copies, 0);
      if (position >= n) throw new Error('position past the cards left');
      counts[card] = (counts[card] ?? 0) - 1;
      return position;
    },
  };
};

/** A random source that must not be read. */
const untouched: RandomSource = {
  int() {
    throw new Error('the stream was read');
  },
};

const SPADES = 0;
const HEARTS = 1;
const DIAMONDS = 3;
/** The spade of a rank, or of another suit. */
const c = (rank: number, suit = SPADES): number => cardOf(rank, suit);
const K = 13;
const A_OF_HEARTS = cardOf(1, HEARTS);
const Q = 12;
const J = 11;

const freshCard = (): BaccaratCard => ({
  shoe: 1,
  newShoe: false,
  burned: [],
  counts: fullShoeCounts(),
  left: SHOE_CARDS,
  cutCard: 14,
  round: 1,
});

/** Deals the given cards (P1, B1, P2, B2, then any thirds) from a full shoe. */
const deal = (cards: number[]): BaccaratOutcome => {
  const card = freshCard();
  return drawBaccarat(forcing(cards, card.counts), card);
};

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

describe('baccarat cards', () => {
  it('reads rank, suit and value from a card number', () => {
    expect(rankOf(0)).toBe(1);
    expect(suitOf(0)).toBe(0);
    expect(rankOf(51)).toBe(13);
    expect(suitOf(51)).toBe(3);
    expect(cardOf(12, HEARTS)).toBe(24);
    expect([1, 2, 9, 10, 11, 12, 13].map((rank) => pointsOf(c(rank)))).toEqual([
      1, 2, 9, 0, 0, 0, 0,
    ]);
    expect(handTotal([c(9), c(8), c(K)])).toBe(7);
    expect(cardName(c(1))).toBe('A♠');
    expect(cardName(c(10, HEARTS))).toBe('10♥');
    expect(cardName(c(K, DIAMONDS))).toBe('K♦');
  });
});

describe('the tableau', () => {
  it('stops on a natural of either hand', () => {
    const playerNine = deal([c(9), c(5), c(K), c(2)]);
    expect(playerNine).toMatchObject({
      player: [c(9), c(K)],
      banker: [c(5), c(2)],
      playerTotal: 9,
      bankerTotal: 7,
      winner: 'player',
      natural: true,
    });
    // The player's 5 would draw, but the banker's natural 8 ends the deal.
    const bankerEight = deal([c(3), c(4), c(2), c(4, HEARTS)]);
    expect(bankerEight).toMatchObject({
      player: [c(3), c(2)],
      banker: [c(4), c(4, HEARTS)],
      winner: 'banker',
      natural: true,
    });
  });

  it('has the player stand on 6 and 7, and the banker then draw on 0 to 5 only', () => {
    const bankerFive = deal([c(6), c(2), c(K), c(3), c(4)]);
    expect(bankerFive).toMatchObject({
      player: [c(6), c(K)],
      banker: [c(2), c(3), c(4)],
      playerTotal: 6,
      bankerTotal: 9,
      winner: 'banker',
      natural: false,
    });
    const bankerSix = deal([c(7), c(6), c(Q), c(K)]);
    expect(bankerSix).toMatchObject({
      player: [c(7), c(Q)],
      banker: [c(6), c(K)],
      winner: 'player',
    });
    const bothSix = deal([c(6), c(6, HEARTS), c(J), c(10)]);
    expect(bothSix).toMatchObject({ winner: 'tie', playerTotal: 6, bankerTotal: 6 });
    expect(bothSix.player).toHaveLength(2);
    expect(bothSix.banker).toHaveLength(2);
  });

  it('has the banker act on the player third card', () => {
    // Banker 3 stands on a player third 8 and draws on a 9.
    expect(deal([c(2), c(3), c(3, HEARTS), c(K), c(8)])).toMatchObject({
      player: [c(2), c(3, HEARTS), c(8)],
      banker: [c(3), c(K)],
      playerTotal: 3,
      bankerTotal: 3,
      winner: 'tie',
    });
    expect(deal([c(2), c(3), c(3, HEARTS), c(K), c(9), c(5)])).toMatchObject({
      banker: [c(3), c(K), c(5)],
      playerTotal: 4,
      bankerTotal: 8,
      winner: 'banker',
    });
    // Banker 6 draws on a player third 6 and stands on a 5.
    expect(deal([c(1), c(6), c(4), c(K), c(6, HEARTS), c(2)])).toMatchObject({
      player: [c(1), c(4), c(6, HEARTS)],
      banker: [c(6), c(K), c(2)],
      playerTotal: 1,
      bankerTotal: 8,
    });
    expect(deal([c(1), c(6), c(4), c(K), c(5)])).toMatchObject({
      banker: [c(6), c(K)],
      playerTotal: 0,
      bankerTotal: 6,
      winner: 'banker',
    });
    // Banker 7 stands whatever the player drew; banker 0 always draws.
    expect(deal([c(K), c(7), c(Q), c(J), c(3)]).banker).toEqual([c(7), c(J)]);
    expect(deal([c(K), c(10), c(Q), c(J), c(8), c(1)]).banker).toEqual([c(10), c(J), c(1)]);
  });

  it('follows the standard banker chart', () => {
    // Rows: banker total 0..7; columns: the player third card's value 0..9 (D draws, S stands).
    const chart = [
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDSD',
      'SSDDDDDDSS',
      'SSSSDDDDSS',
      'SSSSSSDDSS',
      'SSSSSSSSSS',
    ];
    chart.forEach((line, banker) => {
      line.split('').forEach((mark, third) => {
        expect(bankerDraws(banker, third), `banker ${banker}, third ${third}`).toBe(mark === 'D');
      });
    });
    // With no player third card: draws on 0 to 5.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((total) => bankerDraws(total, undefined))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('marks pairs by rank, not by value', () => {
    const pairs = deal([c(4), c(5), c(4, HEARTS), c(5, DIAMONDS)]);
    expect(pairs).toMatchObject({ playerPair: true, bankerPair: true, winner: 'player' });
    const tenAndKing = deal([c(10), c(K), c(K, HEARTS), c(Q), c(7), c(8)]);
    expect(tenAndKing.playerPair).toBe(false);
    expect(tenAndKing.bankerPair).toBe(false);
    const kings = deal([c(K), c(2), c(K, HEARTS), c(2, HEARTS), c(3), c(A_OF_HEARTS)]);
    expect(kings).toMatchObject({ playerPair: true, bankerPair: true });
    expect(kings.player).toHaveLength(3);
  });

  it('takes the dealt cards out of the shoe', () => {
    const outcome = deal([c(2), c(3), c(3, HEARTS), c(K), c(9), c(5)]);
    const counts = fullShoeCounts();
    for (const card of [...outcome.player, ...outcome.banker])
      counts[card] = (counts[card] ?? 0) - 1;
    expect(outcome.shoeAfter).toEqual({
      shoe: 1,
      counts,
      left: SHOE_CARDS - 6,
      cutCard: 14,
      rounds: 1,
    });
  });
});

describe('the shoe', () => {
  it('starts with no shoe, so the first round starts one', () => {
    const state = BACCARAT.initialState();
    expect(state).toEqual(initialBaccaratState());
    const card = BACCARAT.card(scripted([0, 8 * 4, 0, 0, 0, 0, 0]), state);
    expect(card).toMatchObject({ shoe: 1, newShoe: true, cutCard: 14, round: 1 });
    // The first card is the 5 of spades (position 32), which burns five more: aces of spades.
    expect(card.burned).toEqual([c(5), c(1), c(1), c(1), c(1), c(1)]);
    expect(card.left).toBe(SHOE_CARDS - 6);
    expect(card.counts[c(1)]).toBe(3);
    expect(card.counts[c(5)]).toBe(7);
    expect(sum(card.counts)).toBe(card.left);
  });

  it('reshuffles at the cut card, placing it and burning by the shown card', () => {
    const state: BaccaratState = {
      shoe: 3,
      counts: fullShoeCounts(0).fill(15, 51),
      left: 15,
      cutCard: 15,
      rounds: 77,
    };
    // The cut card leaves 16 cards; a king shown burns ten more.
    const random = scripted([2, 12 * 8, ...new Array<number>(10).fill(0)]);
    const card = BACCARAT.card(random, state);
    expect(random.read()).toBe(12);
    expect(card).toMatchObject({ shoe: 4, newShoe: true, cutCard: 16, round: 1 });
    expect(card.burned).toEqual([c(K), ...new Array<number>(8).fill(c(1)), c(2), c(2)]);
    expect(card.left).toBe(SHOE_CARDS - 11);
    expect(sum(card.counts)).toBe(card.left);
    // An ace shown burns one.
    const ace = BACCARAT.card(scripted([0, 0, 0]), state);
    expect(ace).toMatchObject({ burned: [c(1), c(1)], cutCard: 14, left: SHOE_CARDS - 2 });
    expect(ace.counts[c(1)]).toBe(6);
  });

  it('reads nothing while the cut card has not come out', () => {
    const state: BaccaratState = {
      shoe: 2,
      counts: fullShoeCounts(),
      left: SHOE_CARDS,
      cutCard: 15,
      rounds: 0,
    };
    // Sixteen cards left, one of each of the last sixteen, above a cut card at 15.
    const above = { ...state, counts: fullShoeCounts(0).fill(1, 36), left: 16 };
    const card = BACCARAT.card(untouched, above);
    expect(card).toEqual({
      shoe: 2,
      newShoe: false,
      burned: [],
      counts: above.counts,
      left: 16,
      cutCard: 15,
      round: 1,
    });
    expect(card.counts).not.toBe(above.counts);
    expect(() => BACCARAT.card(untouched, { ...above, left: 15 })).toThrow('the stream was read');
  });

  it('deals a whole shoe from fair seeds with consistent counts, then reshuffles', () => {
    const serverSeed = '5f0a3c2e9b8d7f6a1e4c3b2a0918f7e6d5c4b3a29180f7e6d5c4b3a291807f6e';
    let state = BACCARAT.initialState();
    let seen = new Array<number>(52).fill(0);
    let shoes = 0;
    let rounds = 0;
    for (let nonce = 0; shoes < 3; nonce += 1) {
      const random = createFairRandom({ serverSeed, clientSeed: 'table-7', nonce });
      const card = BACCARAT.card(random, state);
      if (card.newShoe) {
        if (shoes > 0) {
          // The previous shoe ended at its cut card, with every card accounted for.
          expect(state.left).toBeLessThanOrEqual(state.cutCard);
          expect(state.left).toBeGreaterThan(state.cutCard - 6);
          expect(state.rounds).toBeGreaterThan(60);
          seen.forEach((times, card) => expect(times + (state.counts[card] ?? 0)).toBe(8));
        }
        shoes += 1;
        seen = new Array<number>(52).fill(0);
        expect(card.shoe).toBe(shoes);
        expect(card.cutCard).toBeGreaterThanOrEqual(14);
        expect(card.cutCard).toBeLessThanOrEqual(16);
        const [shown] = card.burned;
        expect(shown).toBeDefined();
        expect(card.burned).toHaveLength(1 + Math.min(rankOf(shown ?? 0), 10));
        for (const burned of card.burned) seen[burned] = (seen[burned] ?? 0) + 1;
        expect(card.left).toBe(SHOE_CARDS - card.burned.length);
      } else {
        expect(card.burned).toEqual([]);
        expect(card.counts).toEqual(state.counts);
      }
      expect(card.left).toBeGreaterThan(card.cutCard);
      expect(sum(card.counts)).toBe(card.left);

      const outcome = BACCARAT.draw(random, card, state);
      const dealt = [...outcome.player, ...outcome.banker];
      const after = outcome.shoeAfter;
      expect(after.left).toBe(card.left - dealt.length);
      expect(sum(after.counts)).toBe(after.left);
      for (let each = 0; each < 52; each += 1) {
        const times = dealt.filter((dealtCard) => dealtCard === each).length;
        expect(after.counts[each]).toBe((card.counts[each] ?? 0) - times);
        expect(after.counts[each]).toBeGreaterThanOrEqual(0);
        seen[each] = (seen[each] ?? 0) + times;
      }
      expect(outcome.playerTotal).toBe(handTotal(outcome.player));
      expect(outcome.bankerTotal).toBe(handTotal(outcome.banker));

      const next = BACCARAT.nextState(state, outcome);
      expect(next).toEqual({ ...after, rounds: card.round });
      expect(JSON.parse(JSON.stringify(next))).toEqual(next);
      expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
      state = next;
      rounds += 1;
    }
    expect(rounds).toBeGreaterThan(120);
  });

  it('deals the same round from the same seed, and another from the next', () => {
    const state: BaccaratState = {
      shoe: 5,
      counts: fullShoeCounts(),
      left: SHOE_CARDS,
      cutCard: 16,
      rounds: 0,
    };
    const seed = {
      serverSeed: 'c0ffee00'.repeat(8),
      clientSeed: 'member',
      nonce: 41,
    };
    const play = (nonce: number) => {
      const random = createFairRandom({ ...seed, nonce });
      const card = BACCARAT.card(random, state);
      return { card, outcome: BACCARAT.draw(random, card, state) };
    };
    expect(play(41)).toEqual(play(41));
    const rounds = [41, 42, 43, 44, 45].map((nonce) => play(nonce).outcome.player);
    expect(new Set(rounds.map((cards) => cards.join())).size).toBeGreaterThan(1);
    // A new shoe reads the same way from the same seed as well.
    const fresh = (nonce: number) => {
      const random = createFairRandom({ ...seed, nonce });
      const card = BACCARAT.card(random, initialBaccaratState());
      return { card, outcome: BACCARAT.draw(random, card, initialBaccaratState()) };
    };
    expect(fresh(7)).toEqual(fresh(7));
  });
});

describe('baccarat bets', () => {
  const outcome = (
    winner: BaccaratOutcome['winner'],
    playerPair = false,
    bankerPair = false,
  ): BaccaratOutcome => ({
    player: [],
    banker: [],
    playerTotal: 0,
    bankerTotal: 0,
    winner,
    playerPair,
    bankerPair,
    natural: false,
    shoeAfter: initialBaccaratState(),
  });
  const card = freshCard();
  const settle = (kind: string, result: BaccaratOutcome) =>
    BACCARAT.settle({ kind, pick: [] }, card, result);

  it('takes the five kinds with no picks, holding the stake', () => {
    expect(BACCARAT.code).toBe('v_baccarat');
    expect(Object.keys(BACCARAT.kinds)).toEqual([...BACCARAT_BET_KINDS]);
    for (const kind of BACCARAT_BET_KINDS) {
      expect(isValidBet(BACCARAT, { kind, pick: [] })).toBe(true);
      expect(isValidBet(BACCARAT, { kind, pick: [0] })).toBe(false);
      expect(BACCARAT.hold({ kind, pick: [] })).toBe(100);
    }
    expect(isValidBet(BACCARAT, { kind: 'dragon', pick: [] })).toBe(false);
    expect(isValidBet(BACCARAT, { kind: 'toString', pick: [] })).toBe(false);
    expect(() => BACCARAT.hold({ kind: 'dragon', pick: [] })).toThrow(RangeError);
  });

  it('pays player 1 to 1, banker 0.95 to 1, and pushes both on a tie', () => {
    expect(settle('player', outcome('player'))).toBe(200);
    expect(settle('player', outcome('banker'))).toBe(0);
    expect(settle('player', outcome('tie'))).toBe(100);
    expect(settle('banker', outcome('banker'))).toBe(195);
    expect(settle('banker', outcome('player'))).toBe(0);
    expect(settle('banker', outcome('tie'))).toBe(100);
  });

  it('pays tie 8 to 1 and each pair 11 to 1', () => {
    expect(settle('tie', outcome('tie'))).toBe(900);
    expect(settle('tie', outcome('player'))).toBe(0);
    expect(settle('tie', outcome('banker'))).toBe(0);
    expect(settle('player_pair', outcome('banker', true, false))).toBe(1200);
    expect(settle('player_pair', outcome('player', false, true))).toBe(0);
    expect(settle('banker_pair', outcome('player', false, true))).toBe(1200);
    expect(settle('banker_pair', outcome('tie', true, false))).toBe(0);
    expect(settle('player_pair', outcome('tie', true, true))).toBe(1200);
  });

  it('settles dealt hands', () => {
    const pairs = deal([c(4), c(5), c(4, HEARTS), c(5, DIAMONDS)]);
    expect(BACCARAT_BET_KINDS.map((kind) => settle(kind, pairs))).toEqual([200, 0, 0, 1200, 1200]);
    const tie = deal([c(2), c(3), c(3, HEARTS), c(K), c(8)]);
    expect(BACCARAT_BET_KINDS.map((kind) => settle(kind, tie))).toEqual([100, 100, 900, 0, 0]);
  });
});
