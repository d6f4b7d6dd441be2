import { STORAGE_KEYS } from '@member-site/contracts/constants';

import { readStorage, removeStorage, writeStorage } from '../lib/storage';

/** The member's session token, kept where the spec keeps it (local storage `token`). */
export const readToken = (): string | null => readStorage('local', STORAGE_KEYS.token);

export const writeToken = (token: string): void => writeStorage('local', STORAGE_KEYS.token, token);

export const clearToken = (): void => removeStorage('local', STORAGE_KEYS.token);

/** The token of an `authorization: Bearer <token>` header, or undefined. */
export const tokenFromHeader = (header: string | null): string | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
};
