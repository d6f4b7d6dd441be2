import { create } from 'zustand';

type RealtimeStatusState = {
  /** The socket is connected. */
  connected: boolean;
  /** The member's private channel was asked for on this socket and not refused. */
  memberChannel: boolean;
  setConnected: (connected: boolean) => void;
  setMemberChannel: (memberChannel: boolean) => void;
};

/**
 * Where the realtime connection stands, for the features whose data it pushes: while the member's
 * feed is live, balances and pending deposits arrive by push and need no polling; when it is not
 * (no socket, connection lost, channel refused), polling and focus refetches are the fallback.
 */
export const useRealtimeStatusStore = create<RealtimeStatusState>()((set) => ({
  connected: false,
  memberChannel: false,
  setConnected: (connected) => {
    set({ connected });
  },
  setMemberChannel: (memberChannel) => {
    set({ memberChannel });
  },
}));

const isLive = (state: RealtimeStatusState): boolean => state.connected && state.memberChannel;

/** Whether the member's events arrive by push right now (outside React: query options). */
export const isMemberFeedLive = (): boolean => isLive(useRealtimeStatusStore.getState());

/** Whether the member's events arrive by push, re-rendering when that changes. */
export const useIsMemberFeedLive = (): boolean => useRealtimeStatusStore(isLive);
