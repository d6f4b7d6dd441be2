import {
  houseLeaveCall,
  houseSessionCall,
  type FairSeed,
  type HouseSession,
} from '@member-site/contracts';

import { houseCall } from '../api/house-call';
import { HOUSE_STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../lib/storage';

/**
 * The launch token of the address (`#launch=<token>`), taken out of the address at once so it
 * never lands in the history, a bookmark or a shared link.
 */
export const takeLaunchToken = (): string | undefined => {
  const hash = window.location.hash.replace(/^#/, '');
  if (hash === '') return undefined;
  const token = new URLSearchParams(hash).get('launch') ?? undefined;
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname + window.location.search,
  );
  return token === '' ? undefined : token;
};

const isStoredSession = (value: unknown): value is HouseSession =>
  typeof value === 'object' &&
  value !== null &&
  'session_token' in value &&
  typeof value.session_token === 'string' &&
  'stakes' in value &&
  Array.isArray(value.stakes);

/** The game session this tab opened before (a reload keeps playing), if any. */
export const readStoredSession = (): HouseSession | undefined => {
  const text = readStorage('session', HOUSE_STORAGE_KEYS.session);
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isStoredSession(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

export const storeSession = (session: HouseSession): void => {
  writeStorage('session', HOUSE_STORAGE_KEYS.session, JSON.stringify(session));
};

export const clearStoredSession = (): void => {
  removeStorage('session', HOUSE_STORAGE_KEYS.session);
};

/** Keep the stored copy in step with what the page shows (balance, seed). */
export const updateStoredSession = (patch: { balance?: string; seed?: FairSeed }): void => {
  const stored = readStoredSession();
  if (stored) storeSession({ ...stored, ...patch });
};

export const openSession = async (launchToken: string): Promise<HouseSession> => {
  const session = await houseCall(houseSessionCall, { launch_token: launchToken });
  storeSession(session);
  return session;
};

/** End the play at the house (its balance goes back to the main wallet); errors do not matter. */
export const leaveSession = async (token: string): Promise<void> => {
  try {
    await houseCall(houseLeaveCall, {}, { token });
  } catch {
    // The lobby button always leaves; the server ends idle sessions on its own.
  }
  clearStoredSession();
};

/**
 * Go to the lobby: the site's lobby address in the top window when the game runs in the site's
 * iframe (and the browser lets it), else in this window.
 */
export const goToLobby = (lobbyUrl: string): void => {
  const target = lobbyUrl === '' ? '/' : lobbyUrl;
  try {
    if (window.top && window.top !== window) {
      window.top.location.href = target;
      return;
    }
  } catch {
    // A cross-origin parent refuses: leave in this window.
  }
  window.location.href = target;
};
