import type { TableRoundCheck } from '@member-site/contracts';
import { BACCARAT } from '@member-site/house-games/baccarat';
import { BULL_BULL } from '@member-site/house-games/bull-bull';
import { COCKFIGHT } from '@member-site/house-games/cockfight';
import { DICE_LOTTERY } from '@member-site/house-games/dice';
import { RACING } from '@member-site/house-games/racing';
import { isNextLink, playSharedRound, type RoundGame } from '@member-site/house-games/rounds';

/**
 * The games the verify page replays, by game code. A new table game plugs in with its
 * `RoundGame` (and, on the page, a view of its outcome).
 */
export const TABLE_GAMES: Readonly<Record<string, RoundGame<unknown, unknown, unknown>>> = {
  [BACCARAT.code]: BACCARAT,
  [DICE_LOTTERY.code]: DICE_LOTTERY,
  [BULL_BULL.code]: BULL_BULL,
  [RACING.code]: RACING,
  [COCKFIGHT.code]: COCKFIGHT,
};

/** The same JSON value: objects compared key by key whatever their order. */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((value, index) => sameValue(value, b[index]))
    );
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every(
      (key) =>
        Object.hasOwn(b, key) &&
        sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
};

export type TableVerification =
  /** The round has not drawn: its seed is still secret. */
  | { kind: 'not-drawn' }
  /** A game this page cannot replay yet; the seed's link is still checked. */
  | { kind: 'unsupported'; linkOk: boolean }
  | {
      kind: 'replayed';
      /** The seed hashes to the seed before it (or the chain's commitment). */
      linkOk: boolean;
      card: unknown;
      outcome: unknown;
      /** The recomputed card and outcome are the round's; null when the round shows none. */
      matches: boolean | null;
    };

/**
 * Check a table round: its seed must be the next link of the chain after `previous`, and the
 * game played from that seed and the state before it must give the round's card and outcome.
 */
export const verifyTableRound = (check: TableRoundCheck): TableVerification => {
  const { round } = check;
  if (round.seed === null) return { kind: 'not-drawn' };
  const linkOk = isNextLink(round.seed, check.previous);
  const game = TABLE_GAMES[check.game_code];
  if (!game) return { kind: 'unsupported', linkOk };
  const played = playSharedRound(game, round.seed, check.state_before ?? game.initialState());
  const matches =
    round.outcome === null
      ? null
      : sameValue(played.outcome, round.outcome) &&
        sameValue(played.card ?? null, round.card ?? null);
  return { kind: 'replayed', linkOk, card: played.card, outcome: played.outcome, matches };
};
