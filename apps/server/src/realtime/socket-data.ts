import type { PresenceMember } from '@member-site/contracts/realtime';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';

/** What the server keeps on each socket (read across processes by `fetchSockets`). */
export type SocketData = {
  siteId: number;
  /** Rooms joined by the authority of a session: room to session id. */
  grants: Record<string, number>;
  /** Rooms joined by the authority of a house game session: room to game session id. */
  gameGrants: Record<string, number>;
  /** The member this socket shows in each presence room it is in. */
  presence: Record<string, PresenceMember>;
};

export type RealtimeSocket = Socket<
  DefaultEventsMap,
  DefaultEventsMap,
  DefaultEventsMap,
  SocketData
>;

export type RealtimeServer = Server<
  DefaultEventsMap,
  DefaultEventsMap,
  DefaultEventsMap,
  SocketData
>;

/** A record without one key (socket data stays plain objects: `fetchSockets` serialises it). */
export const without = <T>(record: Record<string, T>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
