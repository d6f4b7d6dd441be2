import { randomInt } from 'node:crypto';

import type { RedEnvelopeRule } from '@member-site/contracts/constants';

/** How many proportional passes spread the random split before the rest goes one by one. */
const SPREAD_PASSES = 8;
/** Resolution of the random weights. */
const WEIGHT_SCALE = 1_000_000;

export type SplitRule =
  | { rule: Extract<RedEnvelopeRule, 'equal'> }
  | { rule: Extract<RedEnvelopeRule, 'random'>; min: bigint; max: bigint };

/** Whether `count` envelopes between `min` and `max` can hold exactly `pool`. */
export const canSplit = (pool: bigint, count: number, min: bigint, max: bigint): boolean =>
  min > 0n && max >= min && BigInt(count) * min <= pool && pool <= BigInt(count) * max;

/**
 * Split `pool` minor units into `count` envelopes that add up to it exactly. `equal`: the same
 * amount each, the remainder one unit more for the first few. `random`: every envelope between
 * `min` and `max` (the caller checked `canSplit`), the amount above the minimum spread by random
 * weights, capped at the maximum, and what the caps and rounding left given out in random order.
 */
export const splitPool = (
  pool: bigint,
  count: number,
  split: SplitRule,
  random: (max: number) => number = (max) => randomInt(max),
): bigint[] => {
  const n = BigInt(count);
  if (split.rule === 'equal') {
    const base = pool / n;
    const extra = Number(pool % n);
    return Array.from({ length: count }, (_, i) => base + (i < extra ? 1n : 0n));
  }
  const { min, max } = split;
  if (!canSplit(pool, count, min, max)) throw new Error('the pool cannot be split this way');
  const amounts: bigint[] = Array.from({ length: count }, () => min);
  const room = max - min;
  let left = pool - n * min;
  for (let pass = 0; pass < SPREAD_PASSES && left > 0n; pass += 1) {
    const open = amounts.flatMap((amount, i) => (amount - min < room ? [i] : []));
    const weights = open.map(() => BigInt(random(WEIGHT_SCALE) + 1));
    const total = weights.reduce((sum, weight) => sum + weight, 0n);
    const spread = left;
    open.forEach((i, k) => {
      const current = amounts[i] ?? min;
      const share = (spread * (weights[k] ?? 0n)) / total;
      const given = share < max - current ? share : max - current;
      amounts[i] = current + given;
      left -= given;
    });
  }
  // What rounding and the caps left: one envelope at a time, in random order.
  const order = amounts.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
  }
  for (const i of order) {
    if (left === 0n) break;
    const current = amounts[i] ?? min;
    const given = left < max - current ? left : max - current;
    amounts[i] = current + given;
    left -= given;
  }
  return amounts;
};
