import type { MemberLayout } from '@member-site/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { onWindowMessage } from '../../../shared/lib/window-messages';
import { onRealtimeEvent } from '../../../shared/realtime/realtime-events';
import { MEMBER_LAYOUT_QUERY_KEY, MY_CASH_QUERY_KEY } from '../../../shared/session/member-queries';
import { useLaunchStore } from '../stores/launch-store';
import { leaveGame, openGameWindow, pointWaitingWindow } from './launch-game';

/**
 * `forward_game.status` other than 957 (the connection shows that one itself): the state of the
 * member's game changed on the server. The balances are fetched again and, when the server no
 * longer has a game open (it ended in another tab or device), the launch state returns to idle.
 */
export const followGameStatus = async (queryClient: QueryClient): Promise<void> => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: MEMBER_LAYOUT_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: MY_CASH_QUERY_KEY }),
  ]);
  const layout = queryClient.getQueryData<MemberLayout>(MEMBER_LAYOUT_QUERY_KEY);
  if (layout?.is_playing !== true) useLaunchStore.getState().gameEnded();
};

/**
 * `quickGame` from another window: the window the page waited in is closed (the app shell does
 * that for every waiting window) and, when it held the game, the game is left first, as closing
 * it by hand would (spec section 4, Socket).
 */
export const followQuickGame = async (queryClient: QueryClient): Promise<void> => {
  const { status, mode } = useLaunchStore.getState();
  openGameWindow()?.close();
  if (status === 'playing' && mode === 'window') await leaveGame(queryClient);
};

/**
 * What the launch follows from outside the click: the game address the server pushes while the
 * page waits for it, game states changed elsewhere, and the `quickGame` message of the site's
 * other windows.
 */
export const useLaunchSignals = (): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stops = [
      onRealtimeEvent('game.url', ({ url }) => {
        pointWaitingWindow(url);
      }),
      onRealtimeEvent('forward_game.status', () => {
        void followGameStatus(queryClient);
      }),
      onWindowMessage((message) => {
        if (message.msg === 'quickGame') void followQuickGame(queryClient);
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
};
