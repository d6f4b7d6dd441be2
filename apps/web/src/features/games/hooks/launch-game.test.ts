import {
  callUrl,
  demoPlayCall,
  gameLeaveCall,
  gamePlayCall,
  type CallContract,
} from '@member-site/contracts';
import { QUITTING_CLEAR_MS } from '@member-site/contracts/constants';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useRealtimeStatusStore } from '../../../shared/realtime/realtime-status';
import { MEMBER_LAYOUT_QUERY_KEY, MY_CASH_QUERY_KEY } from '../../../shared/session/member-queries';
import { envelopeResponse } from '../../../test/render';
import { useLaunchStore, type GameRef } from '../stores/launch-store';
import { launchGame, leaveGame, pointWaitingWindow, type LaunchContext } from './launch-game';

const LOTUS: GameRef = { gpId: 1, gameType: 2, gameCode: 'e_lotus_fortune', name: 'Lotus Fortune' };
const GAME_URL = '/house/slot/lotus-fortune#launch=abc';

type Answer = () => Response | Promise<Response>;

const stubCalls = (answers: Map<CallContract, Answer>) => {
  const byUrl = new Map([...answers].map(([contract, answer]) => [callUrl(contract), answer]));
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = byUrl.get(url);
    if (!answer) throw new Error(`unexpected call ${url}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const played = () => envelopeResponse({ game_url: GAME_URL, mode: null });

type FakeWindow = { location: { href: string }; close: ReturnType<typeof vi.fn>; closed: boolean };

const stubWindowOpen = () => {
  const handle: FakeWindow = { location: { href: '/loading' }, close: vi.fn(), closed: false };
  const open = vi.fn(() => handle as unknown as Window);
  vi.stubGlobal('open', open);
  return { open, handle };
};

const context = (
  overrides: Partial<LaunchContext> = {},
): LaunchContext & { notify: ReturnType<typeof vi.fn> } => {
  const notify = vi.fn();
  return {
    device: 'desktop',
    userAgent: 'Mozilla/5.0 Chrome/130.0',
    queryClient: new QueryClient(),
    navigate: vi.fn(),
    t: (key: string) => `t:${key}`,
    assignLocation: vi.fn(),
    ...overrides,
    notify,
  };
};

const resetStore = () => {
  useLaunchStore.setState({
    status: 'idle',
    game: null,
    mode: null,
    frameUrl: null,
    maintenance: null,
  });
};

const memberChannel = (joined: boolean) => {
  useRealtimeStatusStore.getState().setConnected(joined);
  useRealtimeStatusStore.getState().setMemberChannel(joined);
};

beforeEach(() => {
  resetStore();
  memberChannel(true);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetStore();
});

describe('launchGame', () => {
  it('opens the game window on the click, then points it at the game and refreshes balances', async () => {
    stubCalls(new Map([[gamePlayCall, played]]));
    const { open, handle } = stubWindowOpen();
    const ctx = context();
    const invalidate = vi.spyOn(ctx.queryClient, 'invalidateQueries');

    const pending = launchGame({ ...LOTUS, demo: false }, ctx);
    // Before the server answers: the window is open and the state is starting.
    expect(open).toHaveBeenCalledWith(
      '/loading',
      'gameWindow',
      expect.stringContaining('width=1500'),
    );
    expect(useLaunchStore.getState().status).toBe('starting');

    await expect(pending).resolves.toBe('opened');
    expect(handle.location.href).toBe(GAME_URL);
    expect(useLaunchStore.getState()).toMatchObject({ status: 'playing', mode: 'window' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: MEMBER_LAYOUT_QUERY_KEY });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: MY_CASH_QUERY_KEY });
  });

  it('sends the real-money launch with the /close lobby address and the device', async () => {
    const fetchMock = stubCalls(new Map([[gamePlayCall, played]]));
    stubWindowOpen();
    await launchGame({ ...LOTUS, demo: false }, context({ device: 'mobile' }));
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      gp_id: 1,
      game_type: 2,
      game_code: 'e_lotus_fortune',
      lobby_url: '/close',
      device: 'mobile',
    });
  });

  it('refuses while starting, while quitting, the same game again, and a second game on a phone', async () => {
    const fetchMock = stubCalls(new Map());
    const ctx = context();

    useLaunchStore.setState({ status: 'starting', game: LOTUS });
    await expect(launchGame({ ...LOTUS, demo: false }, ctx)).resolves.toBe('refused');
    expect(ctx.notify).toHaveBeenLastCalledWith('t:pg.alert_starting');

    useLaunchStore.setState({ status: 'quitting', game: LOTUS });
    await launchGame({ ...LOTUS, demo: false }, ctx);
    expect(ctx.notify).toHaveBeenLastCalledWith('t:pg.alert_quitting');

    useLaunchStore.setState({ status: 'playing', game: LOTUS });
    await launchGame({ ...LOTUS, demo: false }, ctx);
    expect(ctx.notify).toHaveBeenLastCalledWith('t:pg.alert_duplicate');

    const mobile = context({ device: 'mobile' });
    await launchGame({ ...LOTUS, gameCode: 'e_other', demo: false }, mobile);
    expect(mobile.notify).toHaveBeenLastCalledWith('t:pg.err_is_playing');

    expect(fetchMock).not.toHaveBeenCalled();
    expect(useLaunchStore.getState().status).toBe('playing');
  });

  it('refuses every launch, demo included, on a site that has closed its games', async () => {
    const fetchMock = stubCalls(new Map([[gamePlayCall, played]]));
    const { open } = stubWindowOpen();
    const close = vi.fn();
    const ctx = context({ gamesClosed: true, waitingWindow: { close } as unknown as Window });

    await expect(launchGame({ ...LOTUS, demo: false }, ctx)).resolves.toBe('refused');
    await expect(launchGame({ ...LOTUS, demo: true }, ctx)).resolves.toBe('refused');
    expect(ctx.notify).toHaveBeenCalledTimes(2);
    expect(ctx.notify).toHaveBeenLastCalledWith('t:r88close_msg');
    expect(close).toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useLaunchStore.getState().status).toBe('idle');
  });

  it('opens the maintenance box on 203 with the window from the answer, and resets', async () => {
    const interval = { start_at: '2026-11-23T10:00:00Z', end_at: '2026-11-23T12:00:00Z' };
    stubCalls(
      new Map([
        [
          gamePlayCall,
          () =>
            envelopeResponse(
              { maintain_interval: interval },
              { code: '203', message: 'Maintenance' },
            ),
        ],
      ]),
    );
    const { handle } = stubWindowOpen();

    await expect(launchGame({ ...LOTUS, demo: false }, context())).resolves.toBe('maintenance');
    expect(handle.close).toHaveBeenCalled();
    expect(useLaunchStore.getState()).toMatchObject({
      status: 'idle',
      maintenance: { interval, message: 'Maintenance' },
    });
  });

  it('shows the server’s message on another failure and goes back to idle', async () => {
    stubCalls(
      new Map([
        [
          gamePlayCall,
          () => envelopeResponse(null, { code: '102', message: 'Leave the other game first' }),
        ],
      ]),
    );
    stubWindowOpen();
    const ctx = context();

    await expect(launchGame({ ...LOTUS, demo: false }, ctx)).resolves.toBe('failed');
    expect(ctx.notify).toHaveBeenCalledWith('Leave the other game first');
    expect(useLaunchStore.getState()).toMatchObject({ status: 'idle', game: null });
  });

  it('opens a demo without a member and stays idle (nothing to leave)', async () => {
    stubCalls(new Map([[demoPlayCall, played]]));
    const { handle } = stubWindowOpen();
    await launchGame({ ...LOTUS, demo: true }, context());
    expect(handle.location.href).toBe(GAME_URL);
    expect(useLaunchStore.getState().status).toBe('idle');
  });

  it('shows the game in a modal when the provider forces it, and as the /play page when chosen', async () => {
    stubCalls(
      new Map([[gamePlayCall, () => envelopeResponse({ game_url: GAME_URL, mode: 'modal' })]]),
    );
    const { handle } = stubWindowOpen();
    await launchGame({ ...LOTUS, demo: false }, context());
    expect(handle.close).toHaveBeenCalled();
    expect(useLaunchStore.getState()).toMatchObject({ mode: 'modal', frameUrl: GAME_URL });

    resetStore();
    stubCalls(new Map([[gamePlayCall, played]]));
    const ctx = context({ preferred: 'page' });
    await launchGame({ ...LOTUS, demo: false }, ctx);
    expect(ctx.navigate).toHaveBeenCalledWith('/play');
    expect(useLaunchStore.getState()).toMatchObject({ mode: 'page', frameUrl: GAME_URL });
  });

  it('shows a demo as the /play page under its name, and leaving it asks the server nothing', async () => {
    const fetchMock = stubCalls(new Map([[demoPlayCall, played]]));
    stubWindowOpen();
    const ctx = context({ preferred: 'page' });
    await launchGame({ ...LOTUS, demo: true }, ctx);
    expect(ctx.navigate).toHaveBeenCalledWith('/play');
    expect(useLaunchStore.getState()).toMatchObject({ status: 'idle', frameUrl: GAME_URL });
    expect(useLaunchStore.getState().game?.name).toBe('Lotus Fortune');

    await expect(leaveGame(new QueryClient())).resolves.toBe(true);
    expect(useLaunchStore.getState()).toMatchObject({ frameUrl: null, game: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a phone to the game in this tab, with no window to watch for closing', async () => {
    stubCalls(new Map([[gamePlayCall, played]]));
    const { open } = stubWindowOpen();
    const ctx = context({ device: 'mobile', userAgent: 'Mozilla/5.0 (iPhone) Mobile Safari' });
    await expect(launchGame({ ...LOTUS, demo: false }, ctx)).resolves.toBe('opened');
    expect(open).not.toHaveBeenCalled();
    expect(ctx.assignLocation).toHaveBeenCalledWith(GAME_URL);
    // The site's watch leaves a game whose window was closed: a game in this tab has none, and
    // leaving it before the tab unloads would end the session the game is about to open.
    expect(useLaunchStore.getState()).toMatchObject({ status: 'playing', mode: 'redirect' });
  });

  it('takes the whole tab inside the LINE browser on a phone', async () => {
    stubCalls(new Map([[gamePlayCall, played]]));
    const { open } = stubWindowOpen();
    const ctx = context({ device: 'mobile', userAgent: 'Mozilla/5.0 Mobile Safari Line/13.1.0' });
    await launchGame({ ...LOTUS, demo: false }, ctx);
    expect(open).not.toHaveBeenCalled();
    expect(ctx.assignLocation).toHaveBeenCalledWith(GAME_URL);
    expect(useLaunchStore.getState().mode).toBe('redirect');
  });
});

describe('leaveGame', () => {
  it('is quitting until the leave call succeeds', async () => {
    stubCalls(new Map([[gameLeaveCall, () => envelopeResponse({})]]));
    useLaunchStore.setState({ status: 'playing', game: LOTUS, mode: 'window' });
    const pending = leaveGame(new QueryClient());
    expect(useLaunchStore.getState().status).toBe('quitting');
    await expect(pending).resolves.toBe(true);
    expect(useLaunchStore.getState().status).toBe('idle');
  });

  it('clears quitting after 30 s when the leave call does not succeed', async () => {
    vi.useFakeTimers();
    stubCalls(new Map([[gameLeaveCall, () => envelopeResponse(null, { code: '999' })]]));
    useLaunchStore.setState({ status: 'playing', game: LOTUS, mode: 'window' });

    await expect(leaveGame(new QueryClient())).resolves.toBe(false);
    expect(useLaunchStore.getState().status).toBe('quitting');
    vi.advanceTimersByTime(QUITTING_CLEAR_MS - 1);
    expect(useLaunchStore.getState().status).toBe('quitting');
    vi.advanceTimersByTime(1);
    expect(useLaunchStore.getState().status).toBe('idle');
  });
});

describe('the member channel check before play', () => {
  it('logs the member out with a toast and launches nothing when the channel is missing after 2 s', async () => {
    vi.useFakeTimers();
    memberChannel(false);
    const fetchMock = stubCalls(new Map([[gamePlayCall, played]]));
    const { handle } = stubWindowOpen();
    const logOut = vi.fn(() => Promise.resolve());
    const ctx = context({ logOut });

    const pending = launchGame({ ...LOTUS, demo: false }, ctx);
    expect(useLaunchStore.getState().status).toBe('starting');
    await vi.advanceTimersByTimeAsync(2000);

    await expect(pending).resolves.toBe('signed-out');
    expect(ctx.notify).toHaveBeenCalledWith('t:games.realtimeMissing');
    expect(logOut).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(handle.close).toHaveBeenCalled();
    expect(useLaunchStore.getState().status).toBe('idle');
  });

  it('starts the game once the channel joins within the 2 s', async () => {
    vi.useFakeTimers();
    memberChannel(false);
    const fetchMock = stubCalls(new Map([[gamePlayCall, played]]));
    stubWindowOpen();
    const logOut = vi.fn(() => Promise.resolve());

    const pending = launchGame({ ...LOTUS, demo: false }, context({ logOut }));
    await vi.advanceTimersByTimeAsync(1200);
    expect(fetchMock).not.toHaveBeenCalled();
    memberChannel(true);

    await expect(pending).resolves.toBe('opened');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(logOut).not.toHaveBeenCalled();
  });

  it('opens a demo without asking for the channel', async () => {
    memberChannel(false);
    stubCalls(new Map([[demoPlayCall, played]]));
    stubWindowOpen();
    const logOut = vi.fn(() => Promise.resolve());

    await expect(launchGame({ ...LOTUS, demo: true }, context({ logOut }))).resolves.toBe('opened');
    expect(logOut).not.toHaveBeenCalled();
  });
});

describe('the game address pushed by the server (game.url)', () => {
  it('sends the waiting window to the game at once and does not load it twice', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubCalls(
      new Map([[gamePlayCall, () => new Promise<Response>((resolve) => (answer = resolve))]]),
    );
    const { handle } = stubWindowOpen();
    const setHref = vi.fn();
    Object.defineProperty(handle.location, 'href', { get: () => '/loading', set: setHref });

    const pending = launchGame({ ...LOTUS, demo: false }, context());
    await vi.waitFor(() => {
      expect(pointWaitingWindow(GAME_URL)).toBe(true);
    });
    expect(setHref).toHaveBeenCalledWith(GAME_URL);

    // The answer with a forced modal comes after: the game already loads in its window.
    answer(envelopeResponse({ game_url: GAME_URL, mode: 'modal' }));
    await expect(pending).resolves.toBe('opened');
    expect(setHref).toHaveBeenCalledOnce();
    expect(handle.close).not.toHaveBeenCalled();
    expect(useLaunchStore.getState()).toMatchObject({ status: 'playing', mode: 'window' });
  });

  it('leaves the page alone when no launch is waiting for a window', () => {
    expect(pointWaitingWindow(GAME_URL)).toBe(false);
  });
});
