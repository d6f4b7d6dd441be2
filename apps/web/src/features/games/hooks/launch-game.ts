import {
  demoPlayCall,
  gameLeaveCall,
  gamePlayCall,
  type CallResponse,
  type MaintainInterval,
} from '@member-site/contracts';
import type { GameLaunchMode } from '@member-site/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { describeError, isApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/call';
import { PLAY_PATH } from '../../../shared/lib/game-page';
import { logOut } from '../../../shared/session/log-out';
import { MEMBER_LAYOUT_QUERY_KEY, MY_CASH_QUERY_KEY } from '../../../shared/session/member-queries';
import { launchRefusal, useLaunchStore, type GameRef } from '../stores/launch-store';
import { isGameWindowAt, openWaitingWindow, pointGameWindow } from '../utils/game-window';
import { chooseLaunchMode, type LaunchDevice } from '../utils/launch-mode';
import { waitForMemberChannel } from '../utils/member-channel';

/** Where the game sends the player back to (the /close page leaves the game). */
export const LOBBY_URL = '/close';

type Translate = (key: string) => string;

export type LaunchContext = {
  device: LaunchDevice;
  userAgent: string;
  /** The member's chosen mode on desktop. */
  preferred?: GameLaunchMode | undefined;
  queryClient: QueryClient;
  navigate: (to: string) => void;
  notify: (message: string) => void;
  t: Translate;
  /**
   * The game window the caller opened on the click when this code was still loading (a banner);
   * otherwise it is opened here.
   */
  waitingWindow?: Window | null;
  /** Where a redirect sends the page (the browser's location in the app). */
  assignLocation?: (url: string) => void;
  /** Log the member out (when the private channel is missing); the site's logout by default. */
  logOut?: () => Promise<void>;
  /** The site has closed its games (spec section 5): every launch is refused with its message. */
  gamesClosed?: boolean;
};

export type LaunchRequest = GameRef & {
  demo: boolean;
  /**
   * What the game should open at, for the provider (play1's `extra`, a string of at most 200
   * characters): the quick-bet frame's match, `{"fixture_id":12}`. A demo launch carries none.
   */
  extra?: string;
};

export type LaunchOutcome = 'opened' | 'refused' | 'failed' | 'maintenance' | 'signed-out';

let gameWindow: Window | null = null;
/** The window a launch under way waits in (on /loading until the game's address is known). */
let pendingWindow: Window | null = null;

const isOpen = (handle: Window): boolean => {
  try {
    return !handle.closed;
  } catch {
    return false;
  }
};

/**
 * The server announced the address of the game being started (`game.url`): the window the page
 * waits in goes there at once. Returns whether a waiting window was pointed at it.
 */
export const pointWaitingWindow = (url: string): boolean => {
  const waiting = pendingWindow;
  if (!waiting || useLaunchStore.getState().status !== 'starting' || !isOpen(waiting)) {
    return false;
  }
  return pointGameWindow(waiting, url);
};

/** The game window this page opened, while it is open. */
export const openGameWindow = (): Window | null => {
  try {
    return gameWindow && !gameWindow.closed ? gameWindow : null;
  } catch {
    return null;
  }
};

const refreshBalances = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: MEMBER_LAYOUT_QUERY_KEY }),
    client.invalidateQueries({ queryKey: MY_CASH_QUERY_KEY }),
  ]);

const maintainIntervalOf = (data: unknown): MaintainInterval | null => {
  if (typeof data !== 'object' || data === null || !('maintain_interval' in data)) return null;
  const interval = data.maintain_interval;
  if (typeof interval !== 'object' || interval === null) return null;
  const { start_at: start, end_at: end } = interval as Record<string, unknown>;
  return typeof start === 'string' && typeof end === 'string'
    ? { start_at: start, end_at: end }
    : null;
};

/**
 * Open a game (spec section 4, "Game launch"). Must be called from the click itself: on desktop
 * the game window opens before the first await, so popup blockers let it through, and is pointed
 * at the game once the server answers. Refusals and failures are told to the player; code 203
 * opens the maintenance box. A member's real-money launch moves the main balance into the game,
 * so the balances are fetched again.
 */
export const launchGame = async (
  request: LaunchRequest,
  context: LaunchContext,
): Promise<LaunchOutcome> => {
  const store = useLaunchStore.getState();
  const refusal = context.gamesClosed
    ? 'r88close_msg'
    : launchRefusal(store, request, context.device === 'desktop');
  const preopened = context.waitingWindow ?? null;
  if (refusal) {
    preopened?.close();
    context.notify(context.t(refusal));
    return 'refused';
  }
  const planned = chooseLaunchMode(context);
  const waiting =
    planned === 'window' && context.device === 'desktop'
      ? (preopened ?? openWaitingWindow())
      : null;
  if (preopened && preopened !== waiting) preopened.close();
  store.begin(request);

  if (!request.demo && !(await waitForMemberChannel())) {
    // Without the member's own channel the site cannot follow the money or a login elsewhere
    // while the game plays (spec section 4): the member is logged out and nothing starts.
    waiting?.close();
    store.fail();
    context.notify(context.t('games.realtimeMissing'));
    await (context.logOut ?? logOut)();
    return 'signed-out';
  }

  pendingWindow = waiting;
  try {
    return await startGame(request, context, waiting);
  } finally {
    pendingWindow = null;
  }
};

const startGame = async (
  request: LaunchRequest,
  context: LaunchContext,
  waiting: Window | null,
): Promise<LaunchOutcome> => {
  const store = useLaunchStore.getState();
  let answer: CallResponse<typeof gamePlayCall>;
  try {
    const game = {
      site_id: SITE_ID,
      gp_id: request.gpId,
      game_type: request.gameType,
      game_code: request.gameCode,
      device: context.device === 'desktop' ? ('desktop' as const) : ('mobile' as const),
    };
    answer = request.demo
      ? await call(demoPlayCall, game)
      : await call(gamePlayCall, {
          ...game,
          lobby_url: LOBBY_URL,
          ...(request.extra === undefined ? {} : { extra: request.extra }),
        });
  } catch (error) {
    waiting?.close();
    store.fail();
    if (isApiError(error) && error.code === '203') {
      store.showMaintenance(maintainIntervalOf(error.data), error.serverMessage);
      return 'maintenance';
    }
    // The server's play messages are already in the player's language (spec section 8).
    const serverMessage = isApiError(error) ? error.serverMessage : '';
    context.notify(serverMessage !== '' ? serverMessage : describeError(error, context.t));
    return 'failed';
  }

  // A window the `game.url` push already sent to the game keeps it: loading the single-use
  // address a second time, in a modal, would fail.
  const pushed = waiting !== null && isGameWindowAt(waiting, answer.game_url);
  const mode = pushed ? 'window' : chooseLaunchMode({ ...context, forced: answer.mode });
  // A phone has no room for a second window (and blockers refuse one after the await): the game
  // takes this tab and comes back through /close. A blocked desktop window does the same.
  const inThisTab = mode === 'window' && !(context.device === 'desktop' && waiting);
  if (mode === 'window' && context.device === 'desktop' && waiting) {
    pointGameWindow(waiting, answer.game_url);
    gameWindow = waiting;
  } else {
    waiting?.close();
  }
  if (request.demo) {
    store.finishDemo();
  } else {
    // A game that takes this tab is played as a redirect: no window of ours holds it, and a
    // watch for a closed window would leave the game while the tab is still on its way there.
    store.play(
      inThisTab ? 'redirect' : mode,
      mode === 'modal' || mode === 'page' ? answer.game_url : null,
    );
    void refreshBalances(context.queryClient);
  }

  const assign = context.assignLocation ?? ((url: string) => window.location.assign(url));
  switch (mode) {
    case 'modal':
    case 'page':
      // A demo in the site stays idle (nothing to leave) but keeps its game, whose name the
      // dialog or the page shows.
      if (request.demo) {
        useLaunchStore.setState({ frameUrl: answer.game_url, mode, game: request });
      }
      if (mode === 'page') context.navigate(PLAY_PATH);
      break;
    case 'redirect':
      assign(answer.game_url);
      break;
    case 'window':
      if (inThisTab) assign(answer.game_url);
      break;
  }
  return 'opened';
};

/**
 * Leave the game (spec section 4): quitting until the leave call succeeds or 30 s pass, then the
 * balances are fetched again (the game's money is back in the main wallet).
 */
export const leaveGame = async (queryClient: QueryClient): Promise<boolean> => {
  const store = useLaunchStore.getState();
  if (store.status === 'idle' && store.frameUrl !== null) {
    // A demo shown in the page: nothing to leave on the server.
    useLaunchStore.setState({ frameUrl: null, mode: null, game: null });
    return true;
  }
  store.quit();
  try {
    await call(gameLeaveCall, { site_id: SITE_ID });
    useLaunchStore.getState().quitDone();
    return true;
  } catch {
    // The state clears by itself after 30 s; the server keeps the game until then.
    return false;
  } finally {
    void refreshBalances(queryClient);
  }
};
