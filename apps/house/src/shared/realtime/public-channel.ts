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

export type PublicChannelHandlers = {
  /** Connected, the first time or again: events of the gap are lost, so the state is read again. */
  onConnect: () => void;
  onDisconnect: () => void;
  /** The channel's events by name, each with its payload. */
  events: Record<string, (payload: unknown) => void>;
};

/**
 * Follow a public channel: subscribe on every (re)connection (a public channel needs no auth,
 * and the server forgets subscriptions with the connection), hand the channel's events over, and
 * return what stops it.
 */
export const followPublicChannel = (
  channel: string,
  handlers: PublicChannelHandlers,
  open: HouseSocketFactory = openHouseSocket,
): (() => void) => {
  const socket = open();
  socket.on('connect', () => {
    socket.emit('subscribe', { channel });
    handlers.onConnect();
  });
  socket.on('disconnect', () => {
    handlers.onDisconnect();
  });
  for (const [event, handle] of Object.entries(handlers.events)) {
    socket.on(event, (name: string, payload: unknown) => {
      if (name === channel) handle(payload);
    });
  }
  return () => {
    socket.emit('unsubscribe', { channel });
    socket.disconnect();
  };
};
