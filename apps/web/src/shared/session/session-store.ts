import { type MemberSession } from '@member-site/contracts';
import { type Currency, STORAGE_KEYS, isCurrency } from '@member-site/contracts/constants';
import { create } from 'zustand';

import { readStorage, removeStorage, writeStorage } from '../lib/storage';

/** The logged-in member as the client keeps it (spec section 3, session in local storage). */
export type StoredSession = {
  token: string;
  memberId: number;
  account: string;
  memberType: number;
  agentType: number;
  currency: Currency;
};

const KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.memberId,
  STORAGE_KEYS.memberAccount,
  STORAGE_KEYS.memberType,
  STORAGE_KEYS.agentType,
  STORAGE_KEYS.currency,
] as const;

/** The session in local storage, or null when any part is missing or malformed. */
export const readStoredSession = (): StoredSession | null => {
  const token = readStorage('local', STORAGE_KEYS.token);
  const memberId = Number(readStorage('local', STORAGE_KEYS.memberId));
  const account = readStorage('local', STORAGE_KEYS.memberAccount);
  const currency = readStorage('local', STORAGE_KEYS.currency);
  if (!token || !Number.isInteger(memberId) || memberId <= 0 || !account) return null;
  if (!isCurrency(currency)) return null;
  return {
    token,
    memberId,
    account,
    memberType: Number(readStorage('local', STORAGE_KEYS.memberType) ?? 1) || 1,
    agentType: Number(readStorage('local', STORAGE_KEYS.agentType) ?? 0) || 0,
    currency,
  };
};

const writeStoredSession = (session: StoredSession): void => {
  writeStorage('local', STORAGE_KEYS.token, session.token);
  writeStorage('local', STORAGE_KEYS.memberId, String(session.memberId));
  writeStorage('local', STORAGE_KEYS.memberAccount, session.account);
  writeStorage('local', STORAGE_KEYS.memberType, String(session.memberType));
  writeStorage('local', STORAGE_KEYS.agentType, String(session.agentType));
  writeStorage('local', STORAGE_KEYS.currency, session.currency);
};

const clearStoredSession = (): void => {
  for (const key of KEYS) removeStorage('local', key);
};

export const sessionFromLogin = (login: MemberSession): StoredSession => ({
  token: login.token,
  memberId: login.member_id,
  account: login.member_account,
  memberType: login.member_type,
  agentType: login.agent_type,
  currency: login.member_currency,
});

type SessionState = {
  session: StoredSession | null;
  /**
   * Changes whenever the stored session is replaced by another one (login, handoff, logout, a
   * login or logout in another tab) and stays the same when only its token rotates, so what is
   * bound to one session (the realtime connection) knows when to start over.
   */
  serial: number;
  /** Store a new session (login, registration, double validation, handoff). */
  signIn: (session: StoredSession) => void;
  /** Forget the session: storage and state. */
  signOut: () => void;
  /** Re-read storage (another tab logged in or out, or a call rotated the token). */
  reload: () => void;
};

/**
 * The member's session, shared by every feature. The API client reads the token from storage
 * itself (and stores rotated ones), so this store is the source of truth for who is logged in.
 */
export const useSessionStore = create<SessionState>()((set) => ({
  session: readStoredSession(),
  serial: 0,
  signIn: (session) => {
    writeStoredSession(session);
    set((state) => ({ session, serial: state.serial + 1 }));
  },
  signOut: () => {
    clearStoredSession();
    set((state) => ({ session: null, serial: state.session ? state.serial + 1 : state.serial }));
  },
  reload: () => {
    set((state) => {
      const session = readStoredSession();
      // A new token of the same member is the same session rotated; anything else is another.
      const same = session?.memberId === state.session?.memberId;
      return { session, serial: same ? state.serial : state.serial + 1 };
    });
  },
}));

export const useIsLoggedIn = (): boolean => useSessionStore((state) => state.session !== null);
