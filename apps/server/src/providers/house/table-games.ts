import type { Currency } from '@member-site/contracts/constants';
import { BACCARAT } from '@member-site/house-games/baccarat';
import { BULL_BULL } from '@member-site/house-games/bull-bull';
import { COCKFIGHT } from '@member-site/house-games/cockfight';
import { DICE_LOTTERY } from '@member-site/house-games/dice';
import { RACING } from '@member-site/house-games/racing';
import type { RoundGame } from '@member-site/house-games/rounds';

/** The clock of a table: seconds from opening to the draw, the closing lead, the show after. */
export type TableClock = { roundSeconds: number; closeSeconds: number; showSeconds: number };

/** A shared-round game of the house: its math, its page, its default clock. */
export type TableGame = {
  code: string;
  /** The game page's path under /house/. */
  path: string;
  game: RoundGame<unknown, unknown, unknown>;
  clock: TableClock;
};

/**
 * The house's table games and their clocks: a baccarat hand and a bull bull round every 30 s, a
 * dice draw every 60 s (bets close 5 s before it), a race every 3 minutes and a fight every 2,
 * each with time after the draw to show it.
 */
export const TABLE_GAMES: readonly TableGame[] = [
  {
    code: 'v_baccarat',
    path: 'tables/baccarat',
    game: BACCARAT,
    clock: { roundSeconds: 22, closeSeconds: 3, showSeconds: 8 },
  },
  {
    code: 'l_dice_lottery',
    path: 'tables/dice-lottery',
    game: DICE_LOTTERY,
    clock: { roundSeconds: 52, closeSeconds: 5, showSeconds: 8 },
  },
  {
    code: 'c_bull_bull',
    path: 'tables/bull-bull',
    game: BULL_BULL,
    clock: { roundSeconds: 22, closeSeconds: 3, showSeconds: 8 },
  },
  {
    code: 't_virtual_racing',
    path: 'tables/virtual-racing',
    game: RACING,
    clock: { roundSeconds: 150, closeSeconds: 10, showSeconds: 30 },
  },
  {
    code: 'd_cockfight',
    path: 'tables/cockfight',
    game: COCKFIGHT,
    clock: { roundSeconds: 95, closeSeconds: 10, showSeconds: 25 },
  },
];

export const tableGame = (code: string): TableGame | undefined =>
  TABLE_GAMES.find((entry) => entry.code === code);

/**
 * The step of a table's stakes per currency, in minor units: 1.00 where the currency has cents
 * and is worth about a yuan or more, otherwise about a yuan's worth. A table takes 5 to 20,000
 * steps per bet by default.
 */
const STAKE_STEP: Record<Currency, bigint> = {
  RMB: 100n,
  USD: 100n,
  BRL: 100n,
  THB: 500n,
  INR: 1000n,
  BDT: 1000n,
  JPY: 20n,
  WON: 200n,
  MMK: 300n,
  VND: 5000n,
};

export type TableLimits = { minStake: bigint; maxStake: bigint; stakeStep: bigint };

export const defaultLimits = (currency: Currency): TableLimits => {
  const step = STAKE_STEP[currency];
  return { minStake: step * 5n, maxStake: step * 20000n, stakeStep: step };
};
