import type { AddressInfo } from 'node:net';

import { REALTIME_CLIENT } from '@member-site/contracts/realtime';
import Echo from 'laravel-echo';
import { type Socket, io } from 'socket.io-client';

import type { TestApp } from './helpers';

/** One event as a socket received it: the event's name and its arguments. */
export type Received = { event: string; args: unknown[] };

/**
 * The stock laravel-echo client over socket.io-client, connected to a test server as the web
 * app connects (spec section 9's settings), recording everything its socket receives.
 */
export type EchoClient = {
  echo: Echo<'socket.io'>;
  socket: Socket;
  received: Received[];
  /** The first received event (from now or from the start) that matches, within `ms`. */
  next: (match: (event: Received) => boolean, ms?: number) => Promise<Received>;
  close: () => void;
};

/** Start the app listening on a free local port; returns its address. */
export const listen = async (t: TestApp): Promise<string> => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
};

export const connectEcho = (
  url: string,
  options: { token?: string; siteId?: number; transports?: string[] } = {},
): EchoClient => {
  const echo = new Echo<'socket.io'>({
    broadcaster: 'socket.io',
    client: io,
    host: url,
    auth: { headers: options.token ? { Authorization: `Bearer ${options.token}` } : {} },
    query: { site_id: String(options.siteId ?? 1) },
    reconnectionDelay: REALTIME_CLIENT.reconnectionDelay,
    reconnectionDelayMax: REALTIME_CLIENT.reconnectionDelayMax,
    randomizationFactor: REALTIME_CLIENT.randomizationFactor,
    timeout: REALTIME_CLIENT.timeout,
    transports: options.transports ?? [...REALTIME_CLIENT.transports],
  });
  const socket = (echo.connector as unknown as { socket: Socket }).socket;
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  socket.onAny((event: string, ...args: unknown[]) => {
    received.push({ event, args });
    for (const wake of waiters) wake();
  });
  return {
    echo,
    socket,
    received,
    next: (match, ms = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms: ${JSON.stringify(received)}`));
        }, ms);
        waiters.add(check);
        check();
      }),
    close: () => {
      echo.disconnect();
    },
  };
};

/** A received event named `event` on `channel`. */
export const eventOn =
  (event: string, channel: string) =>
  (received: Received): boolean =>
    received.event === event && received.args[0] === channel;

/** Poll the server until this client's socket is (or is no longer) in a channel's room. */
const untilMembership = async (
  t: TestApp,
  client: EchoClient,
  channel: string,
  wanted: boolean,
  siteId: number,
  ms: number,
): Promise<void> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const sockets = await t.app.realtime.io.in(`${siteId}|${channel}`).fetchSockets();
    if (sockets.some((socket) => socket.id === client.socket.id) === wanted) return;
    if (Date.now() > deadline) {
      throw new Error(`socket never ${wanted ? 'joined' : 'left'} ${channel}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Wait until the server has this client's socket in a channel's room, read from the room itself. */
export const untilInChannel = (
  t: TestApp,
  client: EchoClient,
  channel: string,
  siteId = 1,
  ms = 5000,
): Promise<void> => untilMembership(t, client, channel, true, siteId, ms);

/** Wait until the server no longer has this client's socket in a channel's room. */
export const untilOutOfChannel = (
  t: TestApp,
  client: EchoClient,
  channel: string,
  siteId = 1,
  ms = 5000,
): Promise<void> => untilMembership(t, client, channel, false, siteId, ms);
