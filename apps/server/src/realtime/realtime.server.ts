import type { Server as HttpServer } from 'node:http';

import { createAdapter } from '@socket.io/redis-adapter';
import {
  MAX_CHANNEL_NAME_LENGTH,
  type ParsedChannel,
  type PresenceMember,
  SUBSCRIPTION_ERROR_EVENT,
  SUBSCRIPTION_SUCCEEDED_EVENT,
  parseChannel,
} from '@member-site/contracts/realtime';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';

import type { DomainEventBus } from '../infra/events';
import { maskTail } from '../shared/mask';
import type { SessionService } from '../modules/session/session.service';
import type { SiteService } from '../modules/site/site.service';
import type { HouseService } from '../providers/house/house.service';
import type { TableService } from '../providers/house/table.service';
import { startBroadcaster } from './broadcaster';
import { createPresence } from './presence';
import { roomOf } from './rooms';
import { type RealtimeServer, type RealtimeSocket, without } from './socket-data';

/** Limits that keep one connection from hurting the others. */
export type RealtimeLimits = {
  /** Largest message a client may send, in bytes (a subscribe is well under 1 KB). */
  maxMessageBytes: number;
  /** Channels one socket may be in at once. */
  maxChannelsPerSocket: number;
  /** Subscribe and unsubscribe messages per socket per window; beyond, refused with 429. */
  subscribesPerWindow: number;
  windowMs: number;
  /** A socket sending this many times the allowed messages in one window is disconnected. */
  disconnectAfterTimes: number;
  /** A client that reads slower than the server writes is dropped above this many bytes queued. */
  maxQueuedBytes: number;
  /** How often queues are measured and sessions checked against the database. */
  queueCheckMs: number;
  sessionSweepMs: number;
};

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  maxMessageBytes: 16 * 1024,
  maxChannelsPerSocket: 16,
  subscribesPerWindow: 30,
  windowMs: 10_000,
  disconnectAfterTimes: 5,
  maxQueuedBytes: 1024 * 1024,
  queueCheckMs: 5_000,
  sessionSweepMs: 60_000,
};

export type RealtimeLog = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
};

export type RealtimeDeps = {
  sessions: SessionService;
  sites: SiteService;
  tables: Pick<TableService, 'roundView'>;
  /** Game sessions of the house, which open its game pages' private channel. */
  house: Pick<HouseService, 'inspectSession' | 'liveSessions'>;
  events: DomainEventBus;
  redis: Redis | undefined;
  redisPrefix: string;
  log: RealtimeLog;
  limits?: Partial<RealtimeLimits>;
};

export type Realtime = {
  io: RealtimeServer;
  /** Disconnect every socket of this process (before the HTTP server stops). */
  disconnectAll: () => void;
  /** Stop timers, listeners and the adapter. */
  close: () => Promise<void>;
};

/** Refusals as laravel-echo-server reports them: `subscription_error(channel, status)`. */
type Refusal = { status: 400 | 401 | 403 | 429; reason: string };

/** How many refusals of one socket are logged before the rest are only counted. */
const LOGGED_REFUSALS_PER_SOCKET = 5;
/** A session ended this recently cannot be joined by a subscription that was checking it. */
const ENDED_MEMORY_MS = 5 * 60_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The bearer token of a subscribe message's `auth.headers.Authorization`, or ''. */
const bearerToken = (auth: unknown): string => {
  if (typeof auth !== 'object' || auth === null) return '';
  const headers = (auth as { headers?: unknown }).headers;
  if (typeof headers !== 'object' || headers === null) return '';
  const value =
    (headers as Record<string, unknown>).Authorization ??
    (headers as Record<string, unknown>).authorization;
  if (typeof value !== 'string' || value.length > 300) return '';
  return value.startsWith('Bearer ') ? value.slice('Bearer '.length).trim() : '';
};

/** Bytes queued for a socket and not yet taken by its client. */
const queuedBytes = (socket: RealtimeSocket): number => {
  const conn = socket.conn as unknown as {
    writeBuffer?: { data?: unknown }[];
    transport?: { socket?: { bufferedAmount?: number } };
  };
  const pending = (conn.writeBuffer ?? []).reduce(
    (sum, packet) => sum + (typeof packet.data === 'string' ? packet.data.length : 64),
    0,
  );
  return pending + (conn.transport?.socket?.bufferedAmount ?? 0);
};

/**
 * The realtime server: socket.io on the site's own HTTP server, speaking the protocol of
 * laravel-echo-server so the stock laravel-echo client works unchanged (ARCHITECTURE section 5).
 *
 * - `subscribe {channel, auth}` joins a channel and answers `subscription_succeeded(channel)`
 *   once it is in (or `subscription_error(channel, status)`): public ones for anyone, `private-member.{id}`
 *   with that member's live session token, `private-member.{currency}` and
 *   `presence-member.{currency}` with a live session of that currency on this site,
 *   `private-house.{id}` with the token of a live game session of that member (a house game
 *   page); a game session that ends leaves its channel on the next sweep.
 * - Events reach sockets through the broadcaster, which maps domain events to channels.
 * - A session that ends (another login, logout, password change, the operator, expiry) takes
 *   its sockets out of every private and presence channel at once; after another login they
 *   first hear `login`.
 * - With Redis, the socket.io adapter shares rooms between processes (presence lists).
 */
export const attachRealtime = (httpServer: HttpServer, deps: RealtimeDeps): Realtime => {
  const limits = { ...DEFAULT_REALTIME_LIMITS, ...deps.limits };
  const { sessions, sites, house, log } = deps;

  const io: RealtimeServer = new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: limits.maxMessageBytes,
    connectTimeout: 20_000,
    // No permessage-deflate: engine.io hands every frame to ws without a compress flag, and ws
    // honours the threshold only without context takeover, so each socket would keep a zlib
    // context (about 200 KB) and deflate every event, a broadcast being compressed once per
    // socket. Events are a few dozen bytes; uncompressed, a broadcast is one frame encoded once
    // and written to every socket (bench/realtime.mjs measures both).
    perMessageDeflate: false,
    httpCompression: { threshold: 1024 },
  });
  let adapterClients: Redis[] = [];
  if (deps.redis) {
    const subscriber = deps.redis.duplicate();
    subscriber.on('error', () => undefined);
    adapterClients = [subscriber];
    io.adapter(
      createAdapter(deps.redis, subscriber, {
        key: `${deps.redisPrefix}:socket.io`,
        requestsTimeout: 3000,
      }),
    );
  }
  const presence = createPresence(io);

  // Sessions that sockets of this process joined rooms with, and when each would expire.
  type Tracked = { memberId: number; sockets: Set<RealtimeSocket>; timer?: NodeJS.Timeout };
  const tracked = new Map<number, Tracked>();
  const endedRecently = new Map<number, number>();

  /** Leave every room joined with this session's authority; tell presence rooms. */
  const leaveSessionRooms = async (socket: RealtimeSocket, sessionId: number) => {
    for (const [room, grantedBy] of Object.entries(socket.data.grants)) {
      if (grantedBy !== sessionId) continue;
      socket.data.grants = without(socket.data.grants, room);
      const channel = room.slice(room.indexOf('|') + 1);
      if (socket.data.presence[room]) {
        await presence.leave(socket, room, channel);
      } else {
        await socket.leave(room);
      }
    }
  };

  const endSession = async (sessionId: number, loginMark?: string) => {
    endedRecently.set(sessionId, Date.now());
    const entry = tracked.get(sessionId);
    if (!entry) return;
    tracked.delete(sessionId);
    clearTimeout(entry.timer);
    await Promise.all(
      [...entry.sockets].map(async (socket) => {
        if (loginMark !== undefined) {
          const channel = `private-member.${entry.memberId}`;
          socket.emit('login', channel, { token: loginMark });
        }
        await leaveSessionRooms(socket, sessionId);
      }),
    );
  };

  const report = (error: unknown) => {
    log.warn({ err: error }, 'realtime session check failed');
  };

  /** Check a session when it would expire; a session used since then expires later. */
  const scheduleExpiry = (sessionId: number, at: Date) => {
    const entry = tracked.get(sessionId);
    if (!entry) return;
    clearTimeout(entry.timer);
    const delay = Math.min(Math.max(at.getTime() - Date.now(), 0) + 50, MAX_TIMER_MS);
    entry.timer = setTimeout(() => {
      sessions.liveUntil([sessionId]).then((live) => {
        const until = live.get(sessionId);
        if (until) scheduleExpiry(sessionId, until);
        else return endSession(sessionId);
      }, report);
    }, delay);
    entry.timer.unref();
  };

  const track = (socket: RealtimeSocket, sessionId: number, memberId: number, until: Date) => {
    let entry = tracked.get(sessionId);
    if (!entry) {
      entry = { memberId, sockets: new Set() };
      tracked.set(sessionId, entry);
      entry.sockets.add(socket);
      scheduleExpiry(sessionId, until);
      return;
    }
    entry.sockets.add(socket);
  };

  const untrack = (socket: RealtimeSocket) => {
    for (const sessionId of new Set(Object.values(socket.data.grants))) {
      const entry = tracked.get(sessionId);
      if (!entry) continue;
      entry.sockets.delete(socket);
      if (entry.sockets.size === 0) {
        clearTimeout(entry.timer);
        tracked.delete(sessionId);
      }
    }
  };

  /** Decide a subscription: the room to join and, for private channels, the session. */
  const authorize = async (
    socket: RealtimeSocket,
    parsed: ParsedChannel,
    auth: unknown,
  ): Promise<
    | {
        ok: true;
        session?: { id: number; memberId: number; until: Date };
        member?: PresenceMember;
        gameSession?: number;
      }
    | { ok: false; refusal: Refusal }
  > => {
    if (parsed.access === 'public') return { ok: true };
    const token = bearerToken(auth);
    if (parsed.kind === 'house-member') {
      const game = token === '' ? undefined : await house.inspectSession(token);
      if (!game?.memberId) {
        return { ok: false, refusal: { status: 401, reason: 'no live game session' } };
      }
      if (game.siteId !== socket.data.siteId || game.memberId !== parsed.memberId) {
        return { ok: false, refusal: { status: 403, reason: 'not the member’s channel' } };
      }
      return { ok: true, gameSession: game.id };
    }
    const found = token === '' ? undefined : await sessions.inspect(token);
    if (!found) return { ok: false, refusal: { status: 401, reason: 'no live session' } };
    const { member, session } = found;
    if (member.siteId !== socket.data.siteId) {
      return { ok: false, refusal: { status: 403, reason: 'member of another site' } };
    }
    const own =
      parsed.kind === 'member'
        ? parsed.memberId === member.id
        : parsed.currency === member.currency;
    if (!own) return { ok: false, refusal: { status: 403, reason: 'not the member’s channel' } };
    const until =
      session.idleExpiresAt < session.absoluteExpiresAt
        ? session.idleExpiresAt
        : session.absoluteExpiresAt;
    return {
      ok: true,
      session: { id: session.id, memberId: member.id, until },
      member: {
        user_id: member.id,
        user_info: { member_id: member.id, member_account: maskTail(member.account, 3) },
      },
    };
  };

  io.use((socket, next) => {
    const raw = socket.handshake.query.site_id;
    const siteId = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
    sites.resolveSite(siteId, socket.handshake.headers.host ?? '').then(
      (site) => {
        socket.data.siteId = site.id;
        socket.data.grants = {};
        socket.data.gameGrants = {};
        socket.data.presence = {};
        next();
      },
      () => {
        next(new Error('unknown site'));
      },
    );
  });

  io.on('connection', (socket) => {
    let windowStart = Date.now();
    let messages = 0;
    let refusals = 0;
    const pending = new Set<string>();

    const refuse = (channel: string, refusal: Refusal) => {
      refusals += 1;
      if (refusals <= LOGGED_REFUSALS_PER_SOCKET) {
        log.warn(
          {
            socket: socket.id,
            site: socket.data.siteId,
            ip: socket.handshake.address,
            channel: channel.slice(0, MAX_CHANNEL_NAME_LENGTH),
            status: refusal.status,
            reason: refusal.reason,
          },
          'realtime subscription refused',
        );
      }
      socket.emit(
        SUBSCRIPTION_ERROR_EVENT,
        channel.slice(0, MAX_CHANNEL_NAME_LENGTH),
        refusal.status,
      );
    };

    /** Count a message; false when over the limit (and disconnect a flood). */
    const withinRate = (): boolean => {
      const at = Date.now();
      if (at - windowStart > limits.windowMs) {
        windowStart = at;
        messages = 0;
      }
      messages += 1;
      if (messages > limits.subscribesPerWindow * limits.disconnectAfterTimes) {
        log.warn(
          { socket: socket.id, site: socket.data.siteId, ip: socket.handshake.address },
          'realtime socket flooding: disconnected',
        );
        socket.disconnect(true);
        return false;
      }
      return messages <= limits.subscribesPerWindow;
    };

    const channelOf = (data: unknown): string | undefined => {
      if (typeof data !== 'object' || data === null) return undefined;
      const channel = (data as { channel?: unknown }).channel;
      return typeof channel === 'string' ? channel : undefined;
    };

    socket.on('subscribe', (data: unknown) => {
      const channel = channelOf(data) ?? '';
      if (!withinRate()) {
        if (socket.connected) refuse(channel, { status: 429, reason: 'too many subscriptions' });
        return;
      }
      const parsed = parseChannel(channel);
      if (!parsed) {
        refuse(channel, { status: 400, reason: 'unknown channel' });
        return;
      }
      const room = roomOf(socket.data.siteId, channel);
      if (socket.rooms.has(room) || pending.has(room)) return;
      // The socket's own room is in `rooms` too; subscriptions being checked count already.
      if (socket.rooms.size - 1 + pending.size >= limits.maxChannelsPerSocket) {
        refuse(channel, { status: 429, reason: 'too many channels' });
        return;
      }
      pending.add(room);
      const auth = (data as { auth?: unknown }).auth;
      authorize(socket, parsed, auth)
        .then(async (decision) => {
          if (!decision.ok) {
            refuse(channel, decision.refusal);
            return;
          }
          if (!socket.connected || socket.rooms.has(room)) return;
          const { session, member, gameSession } = decision;
          if (gameSession !== undefined) {
            socket.data.gameGrants = { ...socket.data.gameGrants, [room]: gameSession };
            await socket.join(room);
            socket.emit(SUBSCRIPTION_SUCCEEDED_EVENT, channel);
            return;
          }
          if (!session) {
            await socket.join(room);
            socket.emit(SUBSCRIPTION_SUCCEEDED_EVENT, channel);
            return;
          }
          // The session may have ended while it was being checked.
          if (endedRecently.has(session.id)) {
            refuse(channel, { status: 401, reason: 'no live session' });
            return;
          }
          socket.data.grants[room] = session.id;
          track(socket, session.id, session.memberId, session.until);
          if (parsed.access === 'presence' && member) {
            await presence.join(socket, room, channel, member);
          } else {
            await socket.join(room);
          }
          socket.emit(SUBSCRIPTION_SUCCEEDED_EVENT, channel);
        })
        .catch((error: unknown) => {
          log.warn({ err: error, socket: socket.id }, 'realtime subscription failed');
          refuse(channel, { status: 401, reason: 'check failed' });
        })
        .finally(() => pending.delete(room));
    });

    socket.on('unsubscribe', (data: unknown) => {
      const channel = channelOf(data);
      if (channel === undefined || !withinRate()) return;
      const room = roomOf(socket.data.siteId, channel);
      if (!socket.rooms.has(room)) return;
      socket.data.gameGrants = without(socket.data.gameGrants, room);
      const sessionId = socket.data.grants[room];
      socket.data.grants = without(socket.data.grants, room);
      if (sessionId !== undefined && !Object.values(socket.data.grants).includes(sessionId)) {
        const entry = tracked.get(sessionId);
        entry?.sockets.delete(socket);
        if (entry?.sockets.size === 0) {
          clearTimeout(entry.timer);
          tracked.delete(sessionId);
        }
      }
      const leaving = socket.data.presence[room]
        ? presence.leave(socket, room, channel)
        : socket.leave(room);
      Promise.resolve(leaving).catch((error: unknown) => {
        log.warn({ err: error, socket: socket.id }, 'realtime unsubscribe failed');
      });
    });

    socket.on('disconnecting', () => {
      untrack(socket);
      for (const room of Object.keys(socket.data.presence)) {
        const channel = room.slice(room.indexOf('|') + 1);
        presence.leave(socket, room, channel).catch((error: unknown) => {
          log.warn({ err: error, socket: socket.id }, 'realtime presence leave failed');
        });
      }
    });
  });

  /** Take sockets out of game pages' channels whose game session has ended or expired. */
  const sweepGameChannels = async () => {
    const sockets = [...io.of('/').sockets.values()].filter(
      (socket) => Object.keys(socket.data.gameGrants).length > 0,
    );
    if (sockets.length === 0) return;
    const ids = new Set(sockets.flatMap((socket) => Object.values(socket.data.gameGrants)));
    const live = await house.liveSessions([...ids]);
    await Promise.all(
      sockets.flatMap((socket) =>
        Object.entries(socket.data.gameGrants)
          .filter(([, id]) => !live.has(id))
          .map(async ([room]) => {
            socket.data.gameGrants = without(socket.data.gameGrants, room);
            await socket.leave(room);
          }),
      ),
    );
  };

  const stopBroadcaster = startBroadcaster(io, deps.events, deps.tables, (error) => {
    deps.log.warn({ err: error }, 'a house round could not be read for its channel');
  });
  const stopSessionEvents = deps.events.subscribe('session.ended', (event) => {
    for (const sessionId of event.sessionIds) {
      endSession(
        sessionId,
        event.reason === 'login_elsewhere' ? event.newSessionMark : undefined,
      ).catch(report);
    }
  });

  // Events of ended sessions can be missed (a transport outage): check every session now and
  // then. Queues of clients that stopped reading are measured on the same beat.
  const sweep = setInterval(() => {
    const cutoff = Date.now() - ENDED_MEMORY_MS;
    for (const [id, at] of endedRecently) if (at < cutoff) endedRecently.delete(id);
    sweepGameChannels().catch(report);
    const ids = [...tracked.keys()];
    if (ids.length === 0) return;
    sessions.liveUntil(ids).then(async (live) => {
      await Promise.all(ids.filter((id) => !live.has(id)).map((id) => endSession(id)));
    }, report);
  }, limits.sessionSweepMs);
  sweep.unref();
  const queueCheck = setInterval(() => {
    for (const socket of io.of('/').sockets.values()) {
      if (queuedBytes(socket) > limits.maxQueuedBytes) {
        log.warn(
          { socket: socket.id, site: socket.data.siteId, ip: socket.handshake.address },
          'realtime client not reading: disconnected',
        );
        socket.disconnect(true);
        // A client that does not read would not read the closing handshake either: free its
        // buffers now instead of waiting for the handshake's timeout.
        const transport = socket.conn.transport as unknown as {
          socket?: { terminate?: () => void };
        };
        transport.socket?.terminate?.();
      }
    }
  }, limits.queueCheckMs);
  queueCheck.unref();

  return {
    io,
    disconnectAll: () => {
      io.local.disconnectSockets(true);
    },
    close: async () => {
      clearInterval(sweep);
      clearInterval(queueCheck);
      stopBroadcaster();
      stopSessionEvents();
      for (const entry of tracked.values()) clearTimeout(entry.timer);
      tracked.clear();
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.resolve(io.of('/').adapter.close());
      // QUIT waits behind the adapter's own unsubscribes, which would fail on a cut connection.
      await Promise.all(adapterClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
};
