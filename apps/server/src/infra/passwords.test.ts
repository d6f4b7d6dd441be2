import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashPassword, setPasswordHashCost, verifyAgainstDummy, verifyPassword } from './passwords';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const timed = async (run: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

describe('passwords', () => {
  // The rest of the suite hashes at the test cost; these tests check the real one.
  beforeAll(() => setPasswordHashCost('standard'));
  afterAll(() => setPasswordHashCost('test'));

  it('stores an argon2id hash with a salt of its own, never the password', async () => {
    const first = await hashPassword('abc123');
    const second = await hashPassword('abc123');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toContain('abc123');
    expect(first).not.toBe(second);
  });

  it('accepts the password and refuses any other', async () => {
    const stored = await hashPassword('abc123');
    expect(await verifyPassword(stored, 'abc123')).toBe(true);
    expect(await verifyPassword(stored, 'abc124')).toBe(false);
    expect(await verifyPassword(stored, 'ABC123')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('handles passwords outside ASCII', async () => {
    const stored = await hashPassword('密码abc123');
    expect(await verifyPassword(stored, '密码abc123')).toBe(true);
    expect(await verifyPassword(stored, '密碼abc123')).toBe(false);
  });

  it('answers false for a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('', 'abc123')).toBe(false);
    expect(await verifyPassword('not a hash', 'abc123')).toBe(false);
    expect(await verifyPassword('$argon2id$v=19$m=1,t=1,p=1$AAAA$BBBB', 'abc123')).toBe(false);
  });

  it('spends on an unknown account about what it spends on a wrong password', async () => {
    const stored = await hashPassword('abc123');
    await verifyAgainstDummy('warm-up');
    const real: number[] = [];
    const dummy: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      real.push(await timed(() => verifyPassword(stored, 'wrong1')));
      dummy.push(await timed(() => verifyAgainstDummy('wrong1')));
    }
    expect(await verifyAgainstDummy('not-a-real-password-0')).toBe(false);
    // Same argon2 cost for both; the bounds are loose so a busy machine does not fail the test.
    expect(median(dummy)).toBeGreaterThan(median(real) / 3);
    expect(median(dummy)).toBeLessThan(median(real) * 3);
  });
});
