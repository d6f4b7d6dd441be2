import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';
import { openTestDatabase, testConfig } from '../test/helpers';
import { SEAL_KEY_NAME, createSealer, openWithKey, sealWithKey } from './sealed';

const payloadSchema = z.object({ member: z.number() });
const key = randomBytes(32);
const at = new Date('2030-01-01T00:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);

describe('sealWithKey / openWithKey', () => {
  it('opens what it sealed, with its id and expiry', () => {
    const { value, id } = sealWithKey(key, 'handoff', { member: 7 }, later(60_000));
    const opened = openWithKey(key, 'handoff', value, payloadSchema, at);
    expect(opened).toEqual({ payload: { member: 7 }, id, expiresAt: later(60_000) });
  });

  it('hides the payload: the sealed text does not contain it', () => {
    const { value } = sealWithKey(key, 'handoff', { secret: 'hunter2' }, later(60_000));
    expect(Buffer.from(value, 'base64url').toString('latin1')).not.toContain('hunter2');
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('gives every sealed value its own id and ciphertext', () => {
    const a = sealWithKey(key, 'handoff', { member: 7 }, later(60_000));
    const b = sealWithKey(key, 'handoff', { member: 7 }, later(60_000));
    expect(a.id).not.toBe(b.id);
    expect(a.value).not.toBe(b.value);
  });

  it('does not open for another purpose', () => {
    const { value } = sealWithKey(key, 'handoff', { member: 7 }, later(60_000));
    expect(openWithKey(key, 'client-captcha', value, payloadSchema, at)).toBeUndefined();
  });

  it('does not open with another key', () => {
    const { value } = sealWithKey(key, 'handoff', { member: 7 }, later(60_000));
    expect(openWithKey(randomBytes(32), 'handoff', value, payloadSchema, at)).toBeUndefined();
  });

  it('does not open once expired', () => {
    const { value } = sealWithKey(key, 'handoff', { member: 7 }, later(60_000));
    expect(openWithKey(key, 'handoff', value, payloadSchema, later(59_999))).toBeDefined();
    expect(openWithKey(key, 'handoff', value, payloadSchema, later(60_000))).toBeUndefined();
  });

  it('refuses any changed byte', () => {
    const { value } = sealWithKey(key, 'handoff', { member: 7 }, later(60_000));
    const raw = Buffer.from(value, 'base64url');
    for (let index = 0; index < raw.length; index += 1) {
      const changed = Buffer.from(raw);
      changed[index] = (changed[index] ?? 0) ^ 0x01;
      expect(
        openWithKey(key, 'handoff', changed.toString('base64url'), payloadSchema, at),
      ).toBeUndefined();
    }
  });

  it('refuses a payload the schema does not accept', () => {
    const { value } = sealWithKey(key, 'handoff', { member: 'seven' }, later(60_000));
    expect(openWithKey(key, 'handoff', value, payloadSchema, at)).toBeUndefined();
  });

  it.each(['', 'not base64!', 'AAAA', 'x'.repeat(2000), `${'A'.repeat(40)}==`])(
    'never throws on garbage (%#)',
    (garbage) => {
      expect(openWithKey(key, 'handoff', garbage, payloadSchema, at)).toBeUndefined();
    },
  );
});

describe('createSealer', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate(testConfig().migrationsDir);
  });
  afterAll(async () => database.close());

  it('makes one key on first use, shared by every sealer of the database', async () => {
    const sealers = Array.from({ length: 4 }, () => createSealer(database.db));
    const sealed = await Promise.all(
      sealers.map((sealer, index) => sealer.seal('handoff', { member: index }, 60_000)),
    );
    const rows = await database.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, SEAL_KEY_NAME));
    expect(rows).toHaveLength(1);

    const other = createSealer(database.db);
    for (const [index, { value }] of sealed.entries()) {
      const opened = await other.open('handoff', value, payloadSchema);
      expect(opened?.payload).toEqual({ member: index });
    }
  });

  it('follows its clock for expiry', async () => {
    let now = at;
    const sealer = createSealer(database.db, () => now);
    const { value, expiresAt } = await sealer.seal('handoff', { member: 1 }, 120_000);
    expect(expiresAt).toEqual(later(120_000));
    now = later(119_000);
    expect(await sealer.open('handoff', value, payloadSchema)).toBeDefined();
    now = later(120_000);
    expect(await sealer.open('handoff', value, payloadSchema)).toBeUndefined();
  });
});
