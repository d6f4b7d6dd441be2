import type { TableView } from '@member-site/contracts';
import type { Currency } from '@member-site/contracts/constants';
import { returnOf, type RoundBet } from '@member-site/house-games/rounds';

import { toMinor } from '../../../shared/lib/money';

/** A bet waiting in the slip: its kind, picks, stake (minor units) and, once sent, its id. */
export type SlipEntry = {
  key: string;
  kind: string;
  pick: number[];
  stake: bigint;
  /** Given when the bet is first sent and kept, so sending it again answers the same bet. */
  requestId?: string;
};

export const betKey = (bet: RoundBet): string => `${bet.kind}:${bet.pick.join(',')}`;

/** The table's limits in minor units. */
export type StakeLimits = { min: bigint; max: bigint; step: bigint };

export const stakeLimits = (table: TableView, currency: Currency): StakeLimits => ({
  min: toMinor(table.min_stake, currency),
  max: toMinor(table.max_stake, currency),
  step: toMinor(table.stake_step, currency),
});

const CHIP_MULTIPLES = [1n, 2n, 5n, 10n, 50n];

/**
 * The chips of a table: the minimum stake and 2, 5, 10 and 50 times it, each on the table's
 * stake step and at most the maximum stake, without repeats, smallest first.
 */
export const chipValues = ({ min, max, step }: StakeLimits): bigint[] => {
  const base = min > 0n ? min : step;
  if (base <= 0n) return [];
  const chips: bigint[] = [];
  for (const multiple of CHIP_MULTIPLES) {
    let value = base * multiple;
    if (max > 0n && value > max) value = max;
    if (step > 0n) value -= value % step;
    if (value >= base && !chips.includes(value)) chips.push(value);
  }
  return chips;
};

export const slipTotal = (entries: readonly SlipEntry[]): bigint =>
  entries.reduce((sum, entry) => sum + entry.stake, 0n);

/**
 * What placing the slip takes from the balance: each stake times its bet's hold (hundredths of
 * the stake, 100 where the stake is all a bet can lose), as the server takes it.
 */
export const slipHold = (
  entries: readonly SlipEntry[],
  hold: ((bet: RoundBet) => number) | undefined,
): bigint =>
  entries.reduce((sum, entry) => sum + returnOf(entry.stake, hold ? hold(entry) : 100), 0n);

/** Why a chip could not go on a bet. */
export type AddRefusal = 'limit';

/**
 * Add a chip to a bet of the slip (a new entry for a new bet). The table's maximum counts the
 * player's whole stake on the round: what is already placed and what is in the slip.
 */
export const addToSlip = (
  entries: readonly SlipEntry[],
  bet: RoundBet,
  chip: bigint,
  limits: StakeLimits,
  placed: bigint,
): { entries: SlipEntry[]; refused?: AddRefusal } => {
  if (limits.max > 0n && placed + slipTotal(entries) + chip > limits.max) {
    return { entries: [...entries], refused: 'limit' };
  }
  const key = betKey(bet);
  const existing = entries.find((entry) => entry.key === key);
  if (!existing) {
    return { entries: [...entries, { key, kind: bet.kind, pick: [...bet.pick], stake: chip }] };
  }
  // A new stake is another bet: it gets a new request id when it is sent.
  return {
    entries: entries.map((entry) =>
      entry.key === key
        ? { key, kind: entry.kind, pick: entry.pick, stake: entry.stake + chip }
        : entry,
    ),
  };
};
