import type { RealtimeEvents } from '@member-site/contracts/realtime';
import { useEffect, useRef } from 'react';

/**
 * Realtime events that features act on themselves, passed on by the realtime connection: the
 * games feature takes game addresses and launch states (`forward_game.status` other than 957,
 * which the connection shows itself), the red-envelope feature takes `RedEnvelopeDisplay`, the
 * deposit page takes `member_deposit.success` for the order it shows.
 */
export type RealtimeHookEvents = Pick<
  RealtimeEvents,
  'game.url' | 'forward_game.status' | 'member_deposit.success' | 'RedEnvelopeDisplay'
>;
export type RealtimeHookEventName = keyof RealtimeHookEvents;

type Listener<N extends RealtimeHookEventName> = (payload: RealtimeHookEvents[N]) => void;

const listeners = new Map<RealtimeHookEventName, Set<Listener<never>>>();

/** Listen for a realtime event; returns the function that stops listening. */
export const onRealtimeEvent = <N extends RealtimeHookEventName>(
  name: N,
  listener: Listener<N>,
): (() => void) => {
  const set = listeners.get(name) ?? new Set();
  set.add(listener);
  listeners.set(name, set);
  return () => {
    set.delete(listener);
  };
};

/** Pass an event on to its listeners (the realtime connection's side). */
export const emitRealtimeEvent = <N extends RealtimeHookEventName>(
  name: N,
  payload: RealtimeHookEvents[N],
): void => {
  for (const listener of listeners.get(name) ?? []) (listener as Listener<N>)(payload);
};

/** Listen for a realtime event while the component is mounted (the latest handler is called). */
export const useRealtimeEvent = <N extends RealtimeHookEventName>(
  name: N,
  handler: Listener<N>,
): void => {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      onRealtimeEvent(name, (payload) => {
        latest.current(payload);
      }),
    [name],
  );
};
