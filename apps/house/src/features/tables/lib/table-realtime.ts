import type { TableRoundView } from '@member-site/contracts';
import { REALTIME_CLIENT, realtimeChannels } from '@member-site/contracts/realtime';
import { io } from 'socket.io-client';

/** What the page needs of a socket.io socket (a fake one in the tests). */
export type TableSocket = {
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
};

/** Opens the socket; the page's own origin unless a test gives another. */
export type TableSocketFactory = () => TableSocket;

export type TableRealtimeHandlers = {
  /** A round opened, drew, settled or was voided. */
  onRound: (round: TableRoundView) => void;
  /** The operator changed the table: its state is read again. */
  onTable: () => void;
  /** Connected, the first time or again: events of the gap are lost, so the state is read again. */
  onConnect: () => void;
  onDisconnect: () => void;
};

const siteIdQuery = (): Record<string, string> => {
  const raw: unknown = import.meta.env.VITE_SITE_ID;
  return typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? { site_id: raw } : {};
};

/**
 * The socket of the server's realtime (laravel-echo-server protocol over socket.io) on the
 * page's own origin, reconnecting on its own. Without a configured site id the server knows the
 * site by the host.
 */
export const openTableSocket: TableSocketFactory = () =>
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

const isRound = (value: unknown): value is TableRoundView =>
  typeof value === 'object' &&
  value !== null &&
  'round_id' in value &&
  typeof value.round_id === 'number' &&
  'status' in value &&
  typeof value.status === 'string';

/**
 * Follow a table's public channel: subscribe on every (re)connection, hand its events over, and
 * return what stops it.
 */
export const followTable = (
  tableId: number,
  handlers: TableRealtimeHandlers,
  open: TableSocketFactory = openTableSocket,
): (() => void) => {
  const channel = realtimeChannels.houseTable(tableId);
  const socket = open();
  socket.on('connect', () => {
    // A public channel needs no auth; the server forgets subscriptions with the connection.
    socket.emit('subscribe', { channel });
    handlers.onConnect();
  });
  socket.on('disconnect', () => {
    handlers.onDisconnect();
  });
  socket.on('house_round', (name: string, payload: unknown) => {
    if (name === channel && isRound(payload)) handlers.onRound(payload);
  });
  socket.on('house_table', (name: string) => {
    if (name === channel) handlers.onTable();
  });
  return () => {
    socket.emit('unsubscribe', { channel });
    socket.disconnect();
  };
};
