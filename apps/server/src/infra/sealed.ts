import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { z } from 'zod';

import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

/**
 * Sealed values: small payloads the server hands to a client and later gets back (the session
 * handoff `enc`, the recovery captcha). A sealed value is encrypted and authenticated with
 * AES-256-GCM, bound to a purpose (a value sealed for one purpose never opens for another), and
 * carries its expiry and a random id the caller can use to accept it only once.
 *
 * Wire form: base64url of `version (1 byte) | iv (12) | ciphertext | tag (16)`.
 */

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
/** Name of the key in `server_secrets`. */
export const SEAL_KEY_NAME = 'seal-key-v1';

export type Opened<T> = {
  payload: T;
  /** Random id of this sealed value (128 bits, base64url). */
  id: string;
  expiresAt: Date;
};

type Plain = { i: string; e: number; p: unknown };

const associatedData = (purpose: string): Buffer =>
  Buffer.from(`member-site/sealed/v${VERSION}/${purpose}`, 'utf8');

/** Seal `payload` with `key` for `purpose` until `expiresAt`. */
export const sealWithKey = (
  key: Buffer,
  purpose: string,
  payload: unknown,
  expiresAt: Date,
): { value: string; id: string } => {
  const id = randomBytes(16).toString('base64url');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(purpose));
  const plain: Plain = { i: id, e: expiresAt.getTime(), p: payload };
  const body = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
  const value = Buffer.concat([Buffer.from([VERSION]), iv, body, cipher.getAuthTag()]).toString(
    'base64url',
  );
  return { value, id };
};

/**
 * Open a value sealed with `key` for `purpose`. Anything wrong (another purpose or key, a changed
 * byte, expiry passed, a payload `schema` refuses, not base64url at all) gives `undefined`; it
 * never throws.
 */
export const openWithKey = <S extends z.ZodType>(
  key: Buffer,
  purpose: string,
  value: string,
  schema: S,
  now: Date,
): Opened<z.output<S>> | undefined => {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return undefined;
  const raw = Buffer.from(value, 'base64url');
  if (raw.length < 1 + IV_BYTES + TAG_BYTES + 2 || raw[0] !== VERSION) return undefined;
  const iv = raw.subarray(1, 1 + IV_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  const body = raw.subarray(1 + IV_BYTES, raw.length - TAG_BYTES);
  let plain: unknown;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(associatedData(purpose));
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    plain = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof plain !== 'object' || plain === null) return undefined;
  const { i, e, p } = plain as Partial<Plain>;
  if (typeof i !== 'string' || typeof e !== 'number') return undefined;
  if (e <= now.getTime()) return undefined;
  const parsed = schema.safeParse(p);
  if (!parsed.success) return undefined;
  return { payload: parsed.data, id: i, expiresAt: new Date(e) };
};

/**
 * A random secret of the server by name, made on first use. Every server process races to insert
 * its own random value and then reads whichever won, so all of them agree without coordination.
 */
export const loadServerSecret = async (db: Db, name: string, bytes: number): Promise<Buffer> => {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(bytes).toString('base64') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
    .limit(1);
  const secret = row ? Buffer.from(row.value, 'base64') : undefined;
  if (secret?.length !== bytes) throw new Error(`server secret ${name} missing or malformed`);
  return secret;
};

const loadKey = (db: Db): Promise<Buffer> => loadServerSecret(db, SEAL_KEY_NAME, KEY_BYTES);

/** Seal and open values with the site-wide key kept in the database. */
export const createSealer = (db: Db, now: () => Date = () => new Date()) => {
  let key: Promise<Buffer> | undefined;
  const getKey = (): Promise<Buffer> => {
    key ??= loadKey(db).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };

  return {
    /** Seal `payload` for `purpose`, valid for `ttlMs`. */
    seal: async (
      purpose: string,
      payload: unknown,
      ttlMs: number,
    ): Promise<{ value: string; id: string; expiresAt: Date }> => {
      const expiresAt = new Date(now().getTime() + ttlMs);
      const sealed = sealWithKey(await getKey(), purpose, payload, expiresAt);
      return { ...sealed, expiresAt };
    },

    /** The payload of a value sealed for `purpose`, or undefined when it does not open. */
    open: async <S extends z.ZodType>(
      purpose: string,
      value: string,
      schema: S,
    ): Promise<Opened<z.output<S>> | undefined> =>
      openWithKey(await getKey(), purpose, value, schema, now()),
  };
};
export type Sealer = ReturnType<typeof createSealer>;
