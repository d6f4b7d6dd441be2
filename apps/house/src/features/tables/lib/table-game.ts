import type { RoundBet } from '@member-site/house-games/rounds';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/** A line of a game's rules: a bet, what it pays to one and its theoretical return. */
export type RuleRow = {
  key: string;
  bet: string;
  /** What it pays to one, as people read it ("1 to 1", "50 to 1", "1 / 2 / 3 to 1"). */
  pays: string;
  /** The theoretical return to player, 0 to 1. */
  rtp: number;
};

/**
 * What the shared table shell needs of a game: its names, how far a bet can pay and how a bet
 * and an outcome read. Every table game (dice lottery now; baccarat, bull bull, racing and
 * cockfight later) describes itself with one of these.
 */
export type TableGameDefinition = {
  /** The catalogue's game code ('l_dice_lottery'). */
  code: string;
  /** The game's name in the player's language. */
  name: (t: TFunction) => string;
  /** The most a bet can return, in hundredths of its stake, the stake included (200: 1 to 1). */
  maxReturn: (bet: RoundBet) => number;
  /**
   * What placing a bet takes from the balance, in hundredths of its stake: more than the stake
   * where a loss can cost a multiple of it (bull bull holds five stakes). The stake when absent.
   */
  hold?: (bet: RoundBet) => number;
  /** A bet as people read it ("Big", "Sum 9", "Triple 4"). */
  betLabel: (bet: RoundBet, t: TFunction) => string;
  /** A round's outcome in a few words for lists ("2 · 5 · 6 = 13, big"); '' when unreadable. */
  outcomeLabel: (outcome: unknown, t: TFunction) => string;
  /** A round's outcome drawn small, for the history and fairness lists. */
  outcomeView?: (outcome: unknown) => ReactNode;
  /** The rules table. */
  rules: (t: TFunction) => RuleRow[];
};
