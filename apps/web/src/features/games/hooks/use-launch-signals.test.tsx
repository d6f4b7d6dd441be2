import { callUrl, gameLeaveCall, gamePlayCall } from '@member-site/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { emitRealtimeEvent } from '../../../shared/realtime/realtime-events';
import { useRealtimeStatusStore } from '../../../shared/realtime/realtime-status';
import { MEMBER_LAYOUT_QUERY_KEY, MY_CASH_QUERY_KEY } from '../../../shared/session/member-queries';
import { envelopeResponse } from '../../../test/render';
import { useLaunchStore, type GameRef } from '../stores/launch-store';
import { launchGame } from './launch-game';
import { followGameStatus, followQuickGame, useLaunchSignals } from './use-launch-signals';

const LOTUS: GameRef = { gpId: 1, gameType: 2, gameCode: 'e_lotus_fortune', name: 'Lotus Fortune' };
const GAME_URL = '/house/slot/lotus-fortune#launch=abc';

const stubFetch = (answers: Record<string, () => Response>) => {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = answers[url];
    if (!answer) return Promise.reject(new Error(`unexpected call ${url}`));
    return Promise.resolve(answer());
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const resetStore = () => {
  useLaunchStore.setState({ status: 'idle', game: null, mode: null, frameUrl: null });
};

beforeEach(() => {
  resetStore();
  useRealtimeStatusStore.getState().setConnected(true);
  useRealtimeStatusStore.getState().setMemberChannel(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetStore();
});

describe('a game state changed on the server (forward_game.status)', () => {
  it('returns a game that ended elsewhere to idle and fetches the balances again', async () => {
    useLaunchStore.setState({ status: 'playing', game: LOTUS, mode: 'modal', frameUrl: GAME_URL });
    const client = new QueryClient();
    client.setQueryData(MEMBER_LAYOUT_QUERY_KEY, { is_playing: false });
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    await followGameStatus(client);

    expect(invalidate).toHaveBeenCalledWith({ queryKey: MEMBER_LAYOUT_QUERY_KEY });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: MY_CASH_QUERY_KEY });
    expect(useLaunchStore.getState()).toMatchObject({ status: 'idle', frameUrl: null });
  });

  it('keeps the game open while the server still has it playing', async () => {
    useLaunchStore.setState({ status: 'playing', game: LOTUS, mode: 'window' });
    const client = new QueryClient();
    client.setQueryData(MEMBER_LAYOUT_QUERY_KEY, { is_playing: true });

    await followGameStatus(client);

    expect(useLaunchStore.getState().status).toBe('playing');
  });

  it('never interrupts a start under way', async () => {
    useLaunchStore.setState({ status: 'starting', game: LOTUS });
    await followGameStatus(new QueryClient());
    expect(useLaunchStore.getState().status).toBe('starting');
  });

  it('is followed while the launch host listens to the realtime connection', async () => {
    useLaunchStore.setState({ status: 'playing', game: LOTUS, mode: 'modal', frameUrl: GAME_URL });
    const client = new QueryClient();
    client.setQueryData(MEMBER_LAYOUT_QUERY_KEY, { is_playing: false });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useLaunchSignals(), { wrapper });

    emitRealtimeEvent('forward_game.status', { code: 100 });
    await waitFor(() => {
      expect(useLaunchStore.getState().status).toBe('idle');
    });
    unmount();
  });
});

describe('quickGame from another window', () => {
  it('closes the game window and leaves the game, bringing the balance back', async () => {
    const fetchMock = stubFetch({
      [callUrl(gamePlayCall)]: () => envelopeResponse({ game_url: GAME_URL, mode: null }),
      [callUrl(gameLeaveCall)]: () => envelopeResponse({}),
    });
    const handle = { location: { href: '/loading' }, close: vi.fn(), closed: false };
    vi.stubGlobal(
      'open',
      vi.fn(() => handle as unknown as Window),
    );
    const client = new QueryClient();
    await launchGame(
      { ...LOTUS, demo: false },
      {
        device: 'desktop',
        userAgent: 'Mozilla/5.0 Chrome/130.0',
        queryClient: client,
        navigate: vi.fn(),
        notify: vi.fn(),
        t: (key) => key,
      },
    );
    expect(useLaunchStore.getState()).toMatchObject({ status: 'playing', mode: 'window' });

    await followQuickGame(client);

    expect(handle.close).toHaveBeenCalled();
    const urls = fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : ''));
    expect(urls).toContain(callUrl(gameLeaveCall));
    expect(useLaunchStore.getState().status).toBe('idle');
  });

  it('leaves nothing when the game plays in this page, not in a window', async () => {
    const fetchMock = stubFetch({});
    useLaunchStore.setState({ status: 'playing', game: LOTUS, mode: 'modal', frameUrl: GAME_URL });
    await followQuickGame(new QueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useLaunchStore.getState().status).toBe('playing');
  });
});
