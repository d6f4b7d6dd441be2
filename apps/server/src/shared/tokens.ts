import { createHash, randomBytes } from 'node:crypto';

/** A bearer token: 256 random bits in base64url (43 characters). Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256 in hexadecimal. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
