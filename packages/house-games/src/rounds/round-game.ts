import type { RandomSource } from '../fair/provably-fair';

/**
 * The shape every shared-round game has (baccarat, dice lottery, bull bull, virtual racing,
 * cockfight): every player at a table bets on the same round, whose randomness is the round's
 * seed from the table's hash chain (see `hash-chain.ts`).
 *
 * A round goes: `card` (what is public before anyone bets: the runners and their odds, the birds
 * and theirs; nothing for games without one), then `draw` (the outcome), each reading the
 * round's one random stream in that order, so anyone holding the revealed seed recomputes both.
 * A game with state that carries from round to round (baccarat's shoe) passes it through
 * `nextState`; the state before a round is public, so the round stays verifiable.
 *
 * Money is never a float: a bet's hold and return are whole hundredths of its stake, and the
 * server turns them into minor units with `returnOf`.
 */

/** A bet: its kind and, for kinds that need them, its picks (a number, a runner, two runners). */
export type RoundBet = { kind: string; pick: readonly number[] };

/** How a kind of bet is placed. */
export type BetKindRule = {
  /** How many picks the bet takes (0 for player, banker, big, meron...). */
  picks: number;
  /** The values a pick may take, inclusive. */
  min: number;
  max: number;
  /** Whether the picks must differ from each other (a forecast's first and second). */
  distinct: boolean;
};

export type RoundGame<Card, Outcome, State> = {
  /** The game's code: the catalogue's game code of its table. */
  code: string;
  /** The kinds of bet the game takes, by name. */
  kinds: Readonly<Record<string, BetKindRule>>;
  /** The state before a table's first round (a fresh shoe). */
  initialState(): State;
  /** What players see before betting, drawn from the round's stream first. */
  card(random: RandomSource, state: State): Card;
  /** The round's outcome, drawn from the same stream after the card. */
  draw(random: RandomSource, card: Card, state: State): Outcome;
  /** The state after a round (the shoe without the cards dealt, or a new shoe at the cut card). */
  nextState(state: State, outcome: Outcome): State;
  /**
   * What placing the bet takes from the balance, in hundredths of its stake: 100 for a bet that
   * can lose at most its stake, more where a loss can be a multiple of it (bull bull).
   */
  hold(bet: RoundBet): number;
  /**
   * What the bet returns at settlement, in hundredths of its stake, the hold included: 0 lost
   * everything, 100 the stake back, 195 a banker win paid 0.95 to 1.
   */
  settle(bet: RoundBet, card: Card, outcome: Outcome): number;
};

/** Whether a bet is one the game takes: a known kind with the right picks. */
export const isValidBet = <C, O, S>(game: RoundGame<C, O, S>, bet: RoundBet): boolean => {
  const rule = game.kinds[bet.kind];
  if (!rule || !Object.hasOwn(game.kinds, bet.kind)) return false;
  if (bet.pick.length !== rule.picks) return false;
  if (!bet.pick.every((value) => Number.isInteger(value) && value >= rule.min && value <= rule.max))
    return false;
  return !rule.distinct || new Set(bet.pick).size === bet.pick.length;
};

/**
 * A return in minor units: `stake` times `hundredths` / 100, rounded down, so the house never
 * pays a fraction of a minor unit it does not have.
 */
export const returnOf = (stake: bigint, hundredths: number): bigint => {
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) throw new RangeError('invalid return');
  return (stake * BigInt(hundredths)) / 100n;
};
