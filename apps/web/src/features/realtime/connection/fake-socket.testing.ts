import type { SocketClient } from './realtime-controller';

type Callback = (...args: unknown[]) => void;

class Emitter {
  private readonly listeners = new Map<string, Set<Callback>>();

  on(event: string, callback: Callback): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(callback);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, callback?: Callback): this {
    if (callback) this.listeners.get(event)?.delete(callback);
    else this.listeners.delete(event);
    return this;
  }

  removeListener(event: string, callback?: Callback): this {
    return this.off(event, callback);
  }

  fire(event: string, ...args: unknown[]): void {
    for (const callback of [...(this.listeners.get(event) ?? [])]) callback(...args);
  }
}

/** What the page sent: `subscribe` and `unsubscribe` with their payloads. */
export type SentMessage = {
  event: string;
  channel: string;
  authorization: string | undefined;
};

/**
 * A socket.io socket without a network, for the stock laravel-echo to drive in tests: it records
 * what Echo sends and lets the test play the server (connect, push events, refuse, reconnect).
 */
export class FakeSocket extends Emitter {
  connected = false;
  id: string | undefined = undefined;
  disconnected = false;
  readonly io = new Emitter();
  readonly sent: SentMessage[] = [];

  constructor(
    readonly uri: string | undefined,
    readonly options: Record<string, unknown>,
  ) {
    super();
  }

  emit(event: string, ...args: unknown[]): this {
    const payload = args[0] as
      { channel?: string; auth?: { headers?: Record<string, string> } } | undefined;
    this.sent.push({
      event,
      channel: payload?.channel ?? '',
      authorization: payload?.auth?.headers?.Authorization,
    });
    return this;
  }

  disconnect(): this {
    this.disconnected = true;
    if (this.connected) this.serverDisconnect();
    return this;
  }

  /** Channels subscribed and not unsubscribed since, in order. */
  channels(): string[] {
    const joined: string[] = [];
    for (const message of this.sent) {
      if (message.event === 'subscribe' && !joined.includes(message.channel)) {
        joined.push(message.channel);
      }
      const index = joined.indexOf(message.channel);
      if (message.event === 'unsubscribe' && index !== -1) joined.splice(index, 1);
    }
    return joined;
  }

  /** The Authorization header of the latest subscription to a channel. */
  authorizationOf(channel: string): string | undefined {
    return this.sent.filter((m) => m.event === 'subscribe' && m.channel === channel).at(-1)
      ?.authorization;
  }

  /** The connection opens; the server then confirms each channel asked for, unless told not to. */
  serverConnect({ confirm = true }: { confirm?: boolean } = {}): void {
    this.connected = true;
    this.id = `socket-${Math.random().toString(36).slice(2)}`;
    this.fire('connect');
    if (confirm) this.serverConfirm();
  }

  /** The server has the socket in every channel asked for: `subscription_succeeded(channel)`. */
  serverConfirm(): void {
    for (const channel of this.channels()) this.fire('subscription_succeeded', channel);
  }

  serverDisconnect(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** A reconnection after a drop: the manager's `reconnect`, then the socket's `connect`. */
  serverReconnect({ confirm = true }: { confirm?: boolean } = {}): void {
    if (this.connected) this.serverDisconnect();
    this.connected = true;
    this.io.fire('reconnect', 1);
    this.fire('connect');
    if (confirm) this.serverConfirm();
  }

  /** The server emits `(event, channel, payload)`, as laravel-echo-server does. */
  push(event: string, channel: string, payload: unknown): void {
    this.fire(event, channel, payload);
  }
}

/** A stand-in for socket.io-client's `io`, keeping every socket it made. */
export const createFakeSocketClient = () => {
  const sockets: FakeSocket[] = [];
  const make = (uri?: string, options: Record<string, unknown> = {}) => {
    const socket = new FakeSocket(uri, options);
    sockets.push(socket);
    return socket;
  };
  return {
    sockets,
    client: make as unknown as SocketClient,
    /** The newest socket (the one in use). */
    current: (): FakeSocket => {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was made');
      return socket;
    },
  };
};
