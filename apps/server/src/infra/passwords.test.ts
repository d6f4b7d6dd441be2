import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  dummyPasswordHash,
  hashPassword,
  setPasswordHashCost,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';

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

  it('spends on an unknown account what it spends on a wrong password: the same argon2 work', async () => {
    // argon2's time is set by its parameters, which each hash carries: the dummy an unknown
    // account is checked against has those of a member's hash.
    const parameters = (encoded: string) =>
      /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/.exec(encoded)?.[0];
    const stored = await hashPassword('abc123');
    expect(parameters(await dummyPasswordHash())).toBe(parameters(stored));
    expect(parameters(stored)).toBe('$argon2id$v=19$m=19456,t=2,p=1$');
    expect(await verifyAgainstDummy('not-a-real-password-0')).toBe(false);
    expect(await verifyAgainstDummy('abc123')).toBe(false);
  });
});
