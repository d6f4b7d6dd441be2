import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';

/**
 * The sandbox gateway's callback signature, shared by the gateway (signs) and the site's sandbox
 * adapter (verifies): hex HMAC-SHA256 over `timestamp + '.' + raw body` with the merchant secret.
 */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp';

/** Name of the merchant secret in `server_secrets`. */
export const SANDBOX_SECRET_NAME = 'sandbox-gateway-merchant-v1';
const SECRET_BYTES = 32;

export const signCallback = (secret: Buffer, timestamp: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');

/** Whether `signature` is the signature of this timestamp and body, compared in constant time. */
export const isValidSignature = (
  secret: Buffer,
  timestamp: string,
  rawBody: string,
  signature: string,
): boolean => {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signCallback(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * The merchant secret the gateway and the site share, made on first use like the server's other
 * secrets: every process races to insert a random one and then reads whichever won.
 */
export const createSecretLoader = (db: Db) => {
  let secret: Promise<Buffer> | undefined;
  const load = async (): Promise<Buffer> => {
    await db
      .insert(serverSecrets)
      .values({ name: SANDBOX_SECRET_NAME, value: randomBytes(SECRET_BYTES).toString('base64') })
      .onConflictDoNothing({ target: serverSecrets.name });
    const [row] = await db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, SANDBOX_SECRET_NAME))
      .limit(1);
    const key = row ? Buffer.from(row.value, 'base64') : undefined;
    if (key?.length !== SECRET_BYTES)
      throw new Error('sandbox gateway secret missing or malformed');
    return key;
  };
  return (): Promise<Buffer> => {
    secret ??= load().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
};
