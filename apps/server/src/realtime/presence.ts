import type { PresenceMember } from '@member-site/contracts/realtime';
import type { Server } from 'socket.io';

import { type RealtimeSocket, type SocketData, without } from './socket-data';

/**
 * Presence channels as laravel-echo-server runs them: the joining socket gets the whole list
 * (`presence:subscribed`), the others hear `presence:joining` when a member's first socket
 * arrives and `presence:leaving` when their last one goes. Who is in a room is read from the
 * sockets themselves (`fetchSockets`, across processes through the adapter), so no list kept on
 * the side can drift from the truth.
 */
export const createPresence = (io: Server) => {
  const membersOf = async (room: string, except?: string): Promise<PresenceMember[]> => {
    const sockets = await io.in(room).fetchSockets();
    const byUser = new Map<number, PresenceMember>();
    for (const socket of sockets) {
      if (socket.id === except) continue;
      const member = (socket.data as SocketData).presence[room];
      if (member) byUser.set(member.user_id, member);
    }
    return [...byUser.values()];
  };

  return {
    join: async (
      socket: RealtimeSocket,
      room: string,
      channel: string,
      member: PresenceMember,
    ): Promise<void> => {
      const before = await membersOf(room);
      socket.data.presence[room] = member;
      await socket.join(room);
      const present = before.some((other) => other.user_id === member.user_id);
      socket.emit('presence:subscribed', channel, present ? before : [...before, member]);
      if (!present) socket.to(room).emit('presence:joining', channel, member);
    },

    /** Take the socket out of the room; `presence:leaving` if it was the member's last one. */
    leave: async (socket: RealtimeSocket, room: string, channel: string): Promise<void> => {
      const member = socket.data.presence[room];
      socket.data.presence = without(socket.data.presence, room);
      await socket.leave(room);
      if (!member) return;
      const rest = await membersOf(room, socket.id);
      if (!rest.some((other) => other.user_id === member.user_id)) {
        io.to(room).emit('presence:leaving', channel, member);
      }
    },
  };
};

export type Presence = ReturnType<typeof createPresence>;
