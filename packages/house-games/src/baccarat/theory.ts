import {
  BACCARAT_BET_KINDS,
  BACCARAT_PAYS,
  type BaccaratBetKind,
  type BaccaratWinner,
  TIE_PUSH,
  bankerDraws,
} from './baccarat';
import { CARDS_PER_DECK, RANKS, SHOE_DECKS } from './cards';

/**
 * How many ways, out of all orderings of a full shoe's first six cards, each side wins. Every deal
 * is counted as six cards even when it uses four or five, so the three counts add up to
 * N (N - 1) ... (N - 5) for a shoe of N cards and their ratios are exact probabilities.
 */
export type BaccaratWinCounts = Record<BaccaratWinner, bigint> & { total: bigint };

/** The exact return of each bet, from a full shoe. */
export type BaccaratTheory = {
  decks: number;
  /** Probability of each winner. */
  winner: Record<BaccaratWinner, number>;
  /** Probability that a hand's first two cards have the same rank (the same for both hands). */
  pair: number;
  /** Expected return of each bet per unit staked, the stake included (1 would be even). */
  returns: Record<BaccaratBetKind, number>;
};

/** Baccarat values 0..9 and how many cards of each a shoe of `decks` decks holds. */
const valueCounts = (decks: number): number[] =>
  Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * decks);

/**
 * Counts the winners by exact enumeration over card values with their multiplicities: the four
 * first cards (player, banker, player, banker) value by value, then the player's third card and
 * the banker's third by the tableau, each weighted by the copies of its value left at that point.
 * Ten thousand opening deals with at most a hundred continuations each: a few milliseconds.
 */
export const countBaccaratWinners = (decks: number = SHOE_DECKS): BaccaratWinCounts => {
  if (!Number.isInteger(decks) || decks < 1 || decks > 100) throw new RangeError('invalid decks');
  const counts = valueCounts(decks);
  const n = CARDS_PER_DECK * decks;
  const totals = { player: 0n, banker: 0n, tie: 0n };
  const afterFour = n - 4;
  const inner = { player: 0, banker: 0, tie: 0 };
  const tally = (playerTotal: number, bankerTotal: number, weight: number): void => {
    const winner: BaccaratWinner =
      playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
    inner[winner] += weight;
  };
  /** Takes a value out of the shoe, returning the copies there were. */
  const take = (value: number): number => {
    const copies = counts[value] ?? 0;
    counts[value] = copies - 1;
    return copies;
  };
  const put = (value: number): void => {
    counts[value] = (counts[value] ?? 0) + 1;
  };

  /** The deals that follow four cards, weighted as six-card orderings of the cards left. */
  const continuations = (player: number, banker: number): void => {
    if (player >= 8 || banker >= 8 || (player >= 6 && banker >= 6)) {
      tally(player, banker, afterFour * (afterFour - 1));
      return;
    }
    if (player >= 6) {
      // The player stands on 6 or 7 and the banker, on 0 to 5, draws.
      for (let third = 0; third < 10; third += 1) {
        tally(player, (banker + third) % 10, (counts[third] ?? 0) * (afterFour - 1));
      }
      return;
    }
    for (let playerThird = 0; playerThird < 10; playerThird += 1) {
      const copies = take(playerThird);
      if (copies > 0) {
        const playerTotal = (player + playerThird) % 10;
        if (bankerDraws(banker, playerThird)) {
          for (let bankerThird = 0; bankerThird < 10; bankerThird += 1) {
            tally(playerTotal, (banker + bankerThird) % 10, copies * (counts[bankerThird] ?? 0));
          }
        } else {
          tally(playerTotal, banker, copies * (afterFour - 1));
        }
      }
      put(playerThird);
    }
  };

  for (let p1 = 0; p1 < 10; p1 += 1) {
    const w1 = take(p1);
    for (let b1 = 0; b1 < 10; b1 += 1) {
      const w2 = take(b1);
      for (let p2 = 0; p2 < 10; p2 += 1) {
        const w3 = take(p2);
        for (let b2 = 0; b2 < 10; b2 += 1) {
          const w4 = take(b2);
          const opening = w1 * w2 * w3 * w4;
          if (opening > 0) {
            inner.player = 0;
            inner.banker = 0;
            inner.tie = 0;
            continuations((p1 + p2) % 10, (b1 + b2) % 10);
            const weight = BigInt(opening);
            totals.player += weight * BigInt(inner.player);
            totals.banker += weight * BigInt(inner.banker);
            totals.tie += weight * BigInt(inner.tie);
          }
          put(b2);
        }
        put(p2);
      }
      put(b1);
    }
    put(p1);
  }
  return { ...totals, total: totals.player + totals.banker + totals.tie };
};

/** `numerator / denominator` as the nearest double, from exact integers. */
const ratio = (numerator: bigint, denominator: bigint): number =>
  Number((numerator << 64n) / denominator) / 2 ** 64;

/**
 * The expected return of every bet from a full shoe of `decks` decks. Player and banker return
 * their pay on a win and the stake on a tie; the tie bet its pay on a tie. A pair needs the same
 * rank (not the same value) on a hand's first two cards; any two given cards of a shuffled shoe
 * pair with probability 13 x 4d (4d - 1) / (52d (52d - 1)) = (4d - 1) / (52d - 1).
 */
export const computeBaccaratTheory = (decks: number = SHOE_DECKS): BaccaratTheory => {
  const wins = countBaccaratWinners(decks);
  const perRank = BigInt((CARDS_PER_DECK / RANKS) * decks);
  const pairWays = BigInt(RANKS) * perRank * (perRank - 1n);
  const shoe = BigInt(CARDS_PER_DECK * decks);
  const twoCardWays = shoe * (shoe - 1n);
  const hundred = 100n;
  const returnOf = (kind: BaccaratBetKind): number => {
    const pays = BigInt(BACCARAT_PAYS[kind]);
    switch (kind) {
      case 'player':
      case 'banker':
        return ratio(pays * wins[kind] + BigInt(TIE_PUSH) * wins.tie, hundred * wins.total);
      case 'tie':
        return ratio(pays * wins.tie, hundred * wins.total);
      case 'player_pair':
      case 'banker_pair':
        return ratio(pays * pairWays, hundred * twoCardWays);
    }
  };
  return {
    decks,
    winner: {
      player: ratio(wins.player, wins.total),
      banker: ratio(wins.banker, wins.total),
      tie: ratio(wins.tie, wins.total),
    },
    pair: ratio(pairWays, twoCardWays),
    returns: Object.fromEntries(BACCARAT_BET_KINDS.map((kind) => [kind, returnOf(kind)])) as Record<
      BaccaratBetKind,
      number
    >,
  };
};

/**
 * The 8-deck figures `computeBaccaratTheory()` gives, kept as numbers so the site shows them without
 * enumerating: house edges banker 1.0579 %, player 1.2351 %, tie 14.3596 % at 8 to 1, each pair
 * 10.3614 % at 11 to 1.
 */
export const BACCARAT_THEORY: BaccaratTheory = {
  decks: 8,
  winner: {
    player: 0.44624660934359683,
    banker: 0.458597422632763,
    tie: 0.0951559680236402,
  },
  pair: 0.0746987951807229,
  returns: {
    player: 0.9876491867108339,
    banker: 0.989420942157528,
    tie: 0.8564037122127617,
    player_pair: 0.8963855421686747,
    banker_pair: 0.8963855421686747,
  },
};
