import { REALTIME_CHANNEL_CHECK_MS } from '@member-site/contracts/constants';

import { useRealtimeStatusStore } from '../../../shared/realtime/realtime-status';

type StatusStore = Pick<typeof useRealtimeStatusStore, 'getState' | 'subscribe'>;

const isJoined = (state: { connected: boolean; memberChannel: boolean }): boolean =>
  state.connected && state.memberChannel;

/**
 * Whether the member's private channel is joined, waiting up to 2 s for it (spec section 4: the
 * channel is checked before play). Resolves as soon as the connection reports the channel, so a
 * page whose socket is still connecting is not held up longer than it takes; false when it is
 * still missing when the time is up.
 */
export const waitForMemberChannel = (
  timeoutMs: number = REALTIME_CHANNEL_CHECK_MS,
  store: StatusStore = useRealtimeStatusStore,
): Promise<boolean> => {
  if (isJoined(store.getState())) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (joined: boolean) => {
      clearTimeout(timer);
      stop();
      resolve(joined);
    };
    const stop = store.subscribe((state) => {
      if (isJoined(state)) finish(true);
    });
    const timer = setTimeout(() => {
      finish(false);
    }, timeoutMs);
  });
};
