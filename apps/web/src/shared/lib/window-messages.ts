import type { MemberSession } from '@member-site/contracts';
import { STORAGE_KEYS, isCurrency } from '@member-site/contracts/constants';

import { removeStorage, writeStorage } from './storage';

/**
 * The messages windows of the site send each other (spec section 3, cross-tab message: `msg`,
 * `data`, `resCode`, `resMessage`), by `msg`.
 */
export type WindowMessages = {
  /** A third-party login finished in its window: `data` is the session to store. */
  authLogin: { data: MemberSession };
  /** The third-party login window closes; with `resCode` the login failed, `resMessage` says why. */
  authLoginClose: { resCode?: string | number; resMessage?: string };
  /** A game window the site was waiting for has started; `data` is the games feature's. */
  quickGame: { data?: unknown };
};
export type WindowMessageName = keyof WindowMessages;
export type WindowMessage<N extends WindowMessageName = WindowMessageName> = {
  [K in N]: { msg: K } & WindowMessages[K];
}[N];

/** The name of the channel and of the local-storage key the legacy windows write. */
const CHANNEL = STORAGE_KEYS.windowMsg;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A session as another window sent it: the last two fields may be missing. */
type SentSession = Omit<MemberSession, 'idle_expires_in' | 'first_login_to_change_password'> & {
  idle_expires_in?: unknown;
  first_login_to_change_password?: unknown;
};

const isSentSession = (value: unknown): value is SentSession =>
  isRecord(value) &&
  typeof value.token === 'string' &&
  value.token !== '' &&
  Number.isInteger(value.member_id) &&
  (value.member_id as number) > 0 &&
  typeof value.member_account === 'string' &&
  value.member_account !== '' &&
  isCurrency(value.member_currency) &&
  typeof value.member_type === 'number' &&
  typeof value.agent_type === 'number';

const optionalCode = (value: unknown): string | number | undefined =>
  typeof value === 'string' || typeof value === 'number' ? value : undefined;

/** A message as another window sent it (an object or its JSON), or undefined if it is none. */
export const parseWindowMessage = (raw: unknown): WindowMessage | undefined => {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  }
  if (!isRecord(value)) return undefined;
  switch (value.msg) {
    case 'authLogin': {
      if (!isSentSession(value.data)) return undefined;
      const first = value.data.first_login_to_change_password === true;
      const idle = typeof value.data.idle_expires_in === 'number' ? value.data.idle_expires_in : 0;
      return {
        msg: 'authLogin',
        data: { ...value.data, first_login_to_change_password: first, idle_expires_in: idle },
      };
    }
    case 'authLoginClose': {
      const resCode = optionalCode(value.resCode);
      const resMessage = typeof value.resMessage === 'string' ? value.resMessage : undefined;
      return {
        msg: 'authLoginClose',
        ...(resCode === undefined || resCode === '' ? {} : { resCode }),
        ...(resMessage === undefined ? {} : { resMessage }),
      };
    }
    case 'quickGame':
      return { msg: 'quickGame', data: value.data };
    default:
      return undefined;
  }
};

type Listener = (message: WindowMessage) => void;
const listeners = new Set<Listener>();
let stopReceiving: (() => void) | undefined;

const deliver = (raw: unknown): void => {
  const message = parseWindowMessage(raw);
  if (!message) return;
  for (const listener of [...listeners]) listener(message);
};

/** Listen on both ways a message may come: the broadcast channel and the storage key. */
const startReceiving = (): (() => void) => {
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : undefined;
  const onBroadcast = (event: MessageEvent) => {
    deliver(event.data);
  };
  channel?.addEventListener('message', onBroadcast);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CHANNEL && event.newValue) deliver(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    channel?.removeEventListener('message', onBroadcast);
    channel?.close();
    window.removeEventListener('storage', onStorage);
  };
};

/**
 * Listen for messages from the site's other windows (never this window's own); returns the
 * function that stops listening.
 */
export const onWindowMessage = (listener: Listener): (() => void) => {
  listeners.add(listener);
  stopReceiving ??= startReceiving();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopReceiving?.();
    stopReceiving = undefined;
  };
};

/**
 * Tell the site's other windows: through a BroadcastChannel where the browser has one, else
 * through the `window-msg` local-storage key (other windows hear the write), which is then
 * cleared so the same message can be sent again.
 */
export const postWindowMessage = (message: WindowMessage): void => {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(message);
    channel.close();
    return;
  }
  writeStorage('local', CHANNEL, JSON.stringify({ ...message, sentAt: Date.now() }));
  removeStorage('local', CHANNEL);
};
