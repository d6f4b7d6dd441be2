import { describe, expect, it } from 'vitest';

import { canSplit, splitPool } from './red-envelope.split';

const sum = (amounts: bigint[]) => amounts.reduce((total, amount) => total + amount, 0n);

describe('splitting a red-envelope pool', () => {
  it('splits equally to the minor unit, the remainder one unit at a time', () => {
    const amounts = splitPool(1_000n, 3, { rule: 'equal' });
    expect(amounts).toEqual([334n, 333n, 333n]);
  });

  it('gives random amounts within the range that add up to the pool exactly', () => {
    for (const [pool, count, min, max] of [
      [100_000n, 500, 1n, 400n],
      [1_000n, 10, 100n, 100n],
      [999_999n, 7, 1n, 999_999n],
      [50_000n, 1_000, 10n, 60n],
    ] as const) {
      const amounts = splitPool(pool, count, { rule: 'random', min, max });
      expect(amounts).toHaveLength(count);
      expect(sum(amounts)).toBe(pool);
      expect(amounts.every((amount) => amount >= min && amount <= max)).toBe(true);
    }
  });

  it('does not give every envelope the same amount when the range allows otherwise', () => {
    const amounts = splitPool(100_000n, 500, { rule: 'random', min: 1n, max: 400n });
    expect(new Set(amounts.map(String)).size).toBeGreaterThan(50);
  });

  it('knows which splits are impossible', () => {
    expect(canSplit(100n, 10, 11n, 20n)).toBe(false);
    expect(canSplit(100n, 10, 1n, 9n)).toBe(false);
    expect(canSplit(100n, 10, 10n, 10n)).toBe(true);
    expect(canSplit(100n, 10, 0n, 10n)).toBe(false);
  });
});
