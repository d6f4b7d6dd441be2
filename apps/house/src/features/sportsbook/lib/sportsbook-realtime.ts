import {
  REALTIME_CLIENT,
  realtimeChannels,
  type SportsbookChannelEvents,
} from '@member-site/contracts/realtime';
import { io } from 'socket.io-client';

/** What one pass of the feed changed: fixtures, markets' status, selections' odds, by id. */
export type SportUpdate = SportsbookChannelEvents['sport_update'];

/** The public channel of the site's sportsbook (both halls) and its event. */
export const SPORTSBOOK_CHANNEL = realtimeChannels.sportsbook;
export const SPORT_UPDATE_EVENT = 'sport_update' satisfies keyof SportsbookChannelEvents;

/** What the page needs of a socket.io socket (a fake one in the tests). */
export type BookSocket = {
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
};

export type BookSocketFactory = () => BookSocket;

export type BookRealtimeHandlers = {
  onUpdate: (update: SportUpdate) => void;
  /** Connected, the first time or again: events of the gap are lost, so the state is read again. */
  onConnect: () => void;
  onDisconnect: () => void;
};

const siteIdQuery = (): Record<string, string> => {
  const raw: unknown = import.meta.env.VITE_SITE_ID;
  return typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? { site_id: raw } : {};
};

/** The server's realtime socket on the page's own origin, reconnecting on its own. */
export const openBookSocket: BookSocketFactory = () =>
  io({
    path: '/socket.io',
    query: siteIdQuery(),
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: REALTIME_CLIENT.reconnectionDelay,
    reconnectionDelayMax: REALTIME_CLIENT.reconnectionDelayMax,
    randomizationFactor: REALTIME_CLIENT.randomizationFactor,
    timeout: REALTIME_CLIENT.timeout,
    transports: [...REALTIME_CLIENT.transports],
  });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const hasId = (key: string) => (item: unknown) => isRecord(item) && typeof item[key] === 'number';

/**
 * A `sport_update` payload as the page uses it: each list kept, entries without their id
 * dropped (a tolerant reader: the wire is not validated in the browser).
 */
export const readSportUpdate = (payload: unknown): SportUpdate | undefined => {
  if (!isRecord(payload)) return undefined;
  const list = (value: unknown, key: string): unknown[] =>
    Array.isArray(value) ? (value as unknown[]).filter(hasId(key)) : [];
  return {
    fixtures: list(payload.fixtures, 'fixture_id') as SportUpdate['fixtures'],
    markets: list(payload.markets, 'market_id') as SportUpdate['markets'],
    selections: list(payload.selections, 'selection_id') as SportUpdate['selections'],
  };
};

/**
 * Follow the sportsbook's public channel: subscribe on every (re)connection, hand its updates
 * over and return what stops it.
 */
export const followBook = (
  handlers: BookRealtimeHandlers,
  open: BookSocketFactory = openBookSocket,
): (() => void) => {
  const socket = open();
  socket.on('connect', () => {
    socket.emit('subscribe', { channel: SPORTSBOOK_CHANNEL });
    handlers.onConnect();
  });
  socket.on('disconnect', () => {
    handlers.onDisconnect();
  });
  socket.on(SPORT_UPDATE_EVENT, (name: string, payload: unknown) => {
    if (name !== SPORTSBOOK_CHANNEL) return;
    const update = readSportUpdate(payload);
    if (update) handlers.onUpdate(update);
  });
  return () => {
    socket.emit('unsubscribe', { channel: SPORTSBOOK_CHANNEL });
    socket.disconnect();
  };
};
