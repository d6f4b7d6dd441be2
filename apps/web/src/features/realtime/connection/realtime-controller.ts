import {
  REALTIME_CLIENT,
  SUBSCRIPTION_ERROR_EVENT,
  SUBSCRIPTION_SUCCEEDED_EVENT,
} from '@member-site/contracts/realtime';
import type { QueryClient } from '@tanstack/react-query';
import Echo from 'laravel-echo';
import { io } from 'socket.io-client';

import { SITE_ID, SOCKET_URL } from '../../../config/env';
import { useRealtimeStatusStore } from '../../../shared/realtime/realtime-status';
import { type ChannelInputs, type ChannelPlan, planChannels } from '../utils/channel-plan';
import {
  type HandlerContext,
  memberChannelHandlers,
  memberCurrencyChannelHandlers,
  refreshMissedPushes,
  templateChannelHandlers,
  webApiChannelHandlers,
  webMemberChannelHandlers,
} from './realtime-handlers';

/** socket.io-client's `io`: the seam where tests put a fake socket under the stock laravel-echo. */
export type SocketClient = typeof io;

export type RealtimeControllerDeps = {
  queryClient: QueryClient;
  client?: SocketClient;
  /** Where the socket connects; the page's own origin when undefined. */
  url?: string;
  siteId?: number;
  reloadPage?: () => void;
};

/** What the connection follows: the channel inputs and which stored session they belong to. */
export type RealtimeState = ChannelInputs & {
  /** The session store's serial: a new value is another session (see session-store.ts). */
  sessionSerial: number;
};

export type RealtimeController = {
  /** Follow the app's state: recreate, re-authorise or re-subscribe as it requires. */
  update: (state: RealtimeState) => void;
  /** Drop the connection for good. */
  stop: () => void;
};

type Connection = {
  echo: Echo<'socket.io'>;
  serial: number;
  plan: ChannelPlan;
  /** The token of the member's channels, kept through rotations. */
  token: string | undefined;
  context: HandlerContext;
  stopListening: () => void;
};

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((name, index) => name === b[index]);

/** The handlers of a public channel, by its name. */
const publicHandlers = (name: string, context: HandlerContext): object => {
  if (name === 'web_member') return webMemberChannelHandlers(context);
  if (name.startsWith('web_api.')) return webApiChannelHandlers(context);
  return templateChannelHandlers(context);
};

/** Whether a connection serves this session with these member channels. */
const isSameSession = (current: Connection, serial: number, plan: ChannelPlan): boolean =>
  current.serial === serial &&
  sameList(current.plan.private, plan.private) &&
  sameList(current.plan.presence, plan.presence);

const reloadAtLobby = (): void => {
  window.location.replace('/');
};

type Listenable = { listen: (event: string, callback: CallableFunction) => unknown };

/** Listen to every event of a handler map (laravel-echo: a leading dot skips the namespace). */
const listenAll = (channel: Listenable, handlers: object): void => {
  for (const [event, handler] of Object.entries(handlers)) {
    channel.listen(`.${event}`, handler as CallableFunction);
  }
};

/**
 * The realtime connection of spec sections 4 and 7 over the stock laravel-echo client: one Echo
 * at a time, with the public channels for everyone and the member's channels while a session
 * with a member id and a token is stored.
 *
 * - Another session (login, handoff, logout, another tab's) drops the Echo and starts a new one,
 *   so no channel of the old session survives. A rotated token of the same session only changes
 *   the Authorization header, which laravel-echo reads again at every (re)subscription.
 * - A changed site currency or template moves the public channels without reconnecting.
 * - The member feed counts as live once the server confirms the member's channel
 *   (`subscription_succeeded`), and the balances and letters are asked again then, after the first
 *   connection as after a reconnection: socket.io delivers a push at most once, so what was
 *   pushed before the socket was in the channel is lost.
 */
export const createRealtimeController = (deps: RealtimeControllerDeps): RealtimeController => {
  const client = deps.client ?? io;
  const status = useRealtimeStatusStore.getState();
  let connection: Connection | undefined;

  const close = (): void => {
    if (!connection) return;
    connection.stopListening();
    connection.echo.disconnect();
    connection = undefined;
    status.setConnected(false);
    status.setMemberChannel(false);
  };

  const open = (state: RealtimeState, plan: ChannelPlan): void => {
    const token = plan.private.length > 0 ? state.member?.token : undefined;
    const echo = new Echo<'socket.io'>({
      broadcaster: 'socket.io',
      client,
      host: deps.url ?? SOCKET_URL,
      auth: { headers: token ? { Authorization: `Bearer ${token}` } : {} },
      withoutInterceptors: true,
      query: { site_id: String(deps.siteId ?? SITE_ID) },
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: REALTIME_CLIENT.reconnectionDelay,
      reconnectionDelayMax: REALTIME_CLIENT.reconnectionDelayMax,
      randomizationFactor: REALTIME_CLIENT.randomizationFactor,
      timeout: REALTIME_CLIENT.timeout,
      transports: [...REALTIME_CLIENT.transports],
    });
    const next: Connection = {
      echo,
      serial: state.sessionSerial,
      plan,
      token,
      context: {
        queryClient: deps.queryClient,
        connectionToken: () => next.token,
        reloadPage: deps.reloadPage ?? reloadAtLobby,
      },
      stopListening: () => undefined,
    };
    const { context } = next;

    const socket = echo.connector.socket;
    const memberChannel = plan.private[0];
    const isMemberChannel = (channel: unknown) =>
      memberChannel !== undefined && channel === `private-${memberChannel}`;
    const onConnect = () => {
      status.setConnected(true);
    };
    const onDisconnect = () => {
      status.setConnected(false);
      status.setMemberChannel(false);
    };
    // The member feed is live once the server has the socket in the member's channel (after each
    // connection, laravel-echo subscribes again). What a push may have changed before then, since
    // the page's own calls or during a drop, is asked for again.
    const onJoined = (channel: unknown) => {
      if (!isMemberChannel(channel)) return;
      status.setMemberChannel(true);
      refreshMissedPushes(deps.queryClient);
    };
    const onRefused = (channel: unknown) => {
      if (isMemberChannel(channel)) status.setMemberChannel(false);
    };
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on(SUBSCRIPTION_SUCCEEDED_EVENT, onJoined);
    socket.on(SUBSCRIPTION_ERROR_EVENT, onRefused);
    next.stopListening = () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off(SUBSCRIPTION_SUCCEEDED_EVENT, onJoined);
      socket.off(SUBSCRIPTION_ERROR_EVENT, onRefused);
    };

    for (const name of plan.public) listenAll(echo.channel(name), publicHandlers(name, context));
    const [member, currency] = plan.private;
    if (member) listenAll(echo.private(member), memberChannelHandlers(context));
    if (currency) listenAll(echo.private(currency), memberCurrencyChannelHandlers());
    for (const name of plan.presence) echo.join(name);

    connection = next;
    status.setConnected(socket.connected);
    status.setMemberChannel(false);
  };

  const update = (state: RealtimeState): void => {
    const plan = planChannels(state);
    const current = connection;
    if (!current || !isSameSession(current, state.sessionSerial, plan)) {
      // The old connection goes before the new one opens: never two at once.
      close();
      open(state, plan);
      return;
    }
    const token = plan.private.length > 0 ? state.member?.token : undefined;
    if (token && token !== current.token) {
      current.token = token;
      current.echo.connector.options.auth.headers.Authorization = `Bearer ${token}`;
    }
    if (!sameList(current.plan.public, plan.public)) {
      for (const name of current.plan.public) {
        if (!plan.public.includes(name)) current.echo.leaveChannel(name);
      }
      for (const name of plan.public) {
        if (!current.plan.public.includes(name)) {
          listenAll(current.echo.channel(name), publicHandlers(name, current.context));
        }
      }
      current.plan = plan;
    }
  };

  return { update, stop: close };
};
