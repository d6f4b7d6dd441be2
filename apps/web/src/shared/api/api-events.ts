/**
 * Events the API client announces to the rest of the app: `unauthorized` after a 401 on a call
 * with the stored token, `tokenRotated` after it stored a token the server rotated,
 * `unreachable` when a call found no server at all (no network, server down) and `reachable`
 * when a call got any answer.
 */
export type ApiEventName = 'unauthorized' | 'tokenRotated' | 'unreachable' | 'reachable';

type Listener = () => void;

const listeners = new Map<ApiEventName, Set<Listener>>();

/** Listen for an API event; returns the function that stops listening. */
export const onApiEvent = (name: ApiEventName, listener: Listener): (() => void) => {
  const set = listeners.get(name) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(name, set);
  return () => set.delete(listener);
};

export const emitApiEvent = (name: ApiEventName): void => {
  for (const listener of listeners.get(name) ?? []) listener();
};
