import { REALTIME_CLIENT } from '@member-site/contracts/realtime';
import { io } from 'socket.io-client';

/** What a game page needs of a socket.io socket (a fake one in the tests). */
export type HouseSocket = {
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
};

/** Opens the socket; the page's own origin unless a test gives another. */
export type HouseSocketFactory = () => HouseSocket;

const siteIdQuery = (): Record<string, string> => {
  const raw: unknown = import.meta.env.VITE_SITE_ID;
  return typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? { site_id: raw } : {};
};

/**
 * The socket of the server's realtime (laravel-echo-server protocol over socket.io) on the
 * page's own origin, reconnecting on its own. Without a configured site id the server knows the
 * site by the host.
 */
export const openHouseSocket: HouseSocketFactory = () =>
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

/** A channel to follow with its events by name; a private one with the game session's token. */
export type ChannelSubscription = {
  /** The channel's full name (`sportsbook`, `private-house.12`). */
  channel: string;
  /** The game session's token, which the server checks for a private channel. */
  token?: string;
  /** The channel's events by name, each with its payload. */
  events: Record<string, (payload: unknown) => void>;
};

export type ChannelHandlers = {
  /** Connected, the first time or again: events of the gap are lost, so the state is read again. */
  onConnect: () => void;
  onDisconnect: () => void;
};

/**
 * Follow channels on one socket: subscribe to each on every (re)connection (the server forgets
 * subscriptions with the connection), hand each channel's events over, and return what stops it.
 */
export const followChannels = (
  subscriptions: readonly ChannelSubscription[],
  handlers: ChannelHandlers,
  open: HouseSocketFactory = openHouseSocket,
): (() => void) => {
  const socket = open();
  socket.on('connect', () => {
    for (const { channel, token } of subscriptions) {
      socket.emit(
        'subscribe',
        token === undefined
          ? { channel }
          : { channel, auth: { headers: { Authorization: `Bearer ${token}` } } },
      );
    }
    handlers.onConnect();
  });
  socket.on('disconnect', () => {
    handlers.onDisconnect();
  });
  const byEvent = new Map<string, Map<string, (payload: unknown) => void>>();
  for (const { channel, events } of subscriptions) {
    for (const [event, handle] of Object.entries(events)) {
      const channels = byEvent.get(event) ?? new Map<string, (payload: unknown) => void>();
      channels.set(channel, handle);
      byEvent.set(event, channels);
    }
  }
  for (const [event, channels] of byEvent) {
    socket.on(event, (name: string, payload: unknown) => {
      channels.get(name)?.(payload);
    });
  }
  return () => {
    for (const { channel } of subscriptions) socket.emit('unsubscribe', { channel });
    socket.disconnect();
  };
};

export type PublicChannelHandlers = ChannelHandlers & {
  /** The channel's events by name, each with its payload. */
  events: Record<string, (payload: unknown) => void>;
};

/** Follow one public channel (no auth): `followChannels` with one subscription. */
export const followPublicChannel = (
  channel: string,
  handlers: PublicChannelHandlers,
  open: HouseSocketFactory = openHouseSocket,
): (() => void) =>
  followChannels(
    [{ channel, events: handlers.events }],
    { onConnect: handlers.onConnect, onDisconnect: handlers.onDisconnect },
    open,
  );
