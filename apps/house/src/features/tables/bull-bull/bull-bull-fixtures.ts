import type { TableRoundView, TableState } from '@member-site/contracts';
import { bullBullOutcome, type BullBullOutcome } from '@member-site/house-games/bull-bull';

import { diceRound, tableState } from '../../../test/table-fixtures';

/** A card by rank (1 ace .. 13 king) and suit (0 spades, 1 hearts, 2 clubs, 3 diamonds). */
const card = (rank: number, suit: number): number => suit * 13 + rank - 1;

/**
 * A dealt round: the banker bull 5; player 1 niu niu, 2 no bull, 3 bull 7, 4 bull 2 and 5 five
 * face, so players 1, 3 and 5 beat the banker.
 */
export const DEALT: BullBullOutcome = bullBullOutcome([
  [card(13, 0), card(12, 1), card(3, 0), card(7, 1), card(5, 2)],
  [card(10, 0), card(11, 0), card(12, 0), card(4, 1), card(6, 1)],
  [card(1, 2), card(2, 2), card(4, 2), card(8, 3), card(9, 3)],
  [card(5, 3), card(5, 0), card(13, 2), card(3, 3), card(4, 3)],
  [card(6, 0), card(4, 0), card(8, 0), card(2, 1), card(2, 0)],
  [card(11, 1), card(13, 1), card(11, 3), card(12, 3), card(13, 3)],
]);

/** A second round: the banker five face beats every player hand but player 2's bomb. */
export const DEALT_2: BullBullOutcome = bullBullOutcome([
  [card(11, 0), card(12, 0), card(13, 0), card(11, 2), card(12, 2)],
  [card(1, 0), card(2, 0), card(3, 0), card(9, 1), card(8, 1)],
  [card(7, 0), card(7, 1), card(7, 2), card(7, 3), card(2, 2)],
  [card(3, 1), card(4, 1), card(5, 1), card(6, 1), card(1, 1)],
  [card(10, 1), card(10, 2), card(9, 2), card(8, 2), card(6, 2)],
  [card(4, 3), card(5, 3), card(6, 3), card(9, 3), card(10, 3)],
]);

export const bullRound = (patch: Partial<TableRoundView> = {}): TableRoundView =>
  diceRound({ ...patch });

export const finishedBullRound = (number: number, outcome: BullBullOutcome): TableRoundView =>
  diceRound({
    round_id: 460 + number,
    number,
    status: 'settled',
    outcome,
    seed: String(number % 10).repeat(64),
    chain: { commitment: 'c'.repeat(64), index: number },
    opens_at: '2026-01-01T00:00:00.000Z',
    closes_at: '2026-01-01T00:00:47.000Z',
    draws_at: '2026-01-01T00:00:52.000Z',
  });

export const bullState = (patch: Partial<TableState> = {}): TableState => {
  const base = tableState();
  return {
    ...base,
    table: { ...base.table, game_code: 'c_bull_bull' },
    history: [finishedBullRound(40, DEALT), finishedBullRound(39, DEALT_2)],
    ...patch,
  };
};
