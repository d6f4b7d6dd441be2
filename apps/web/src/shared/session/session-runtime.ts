import type { QueryClient } from '@tanstack/react-query';

/** What the session steps need from the running app: the query cache and the router. */
export type SessionRuntime = {
  queryClient: QueryClient;
  /** Same-page navigation (React Router's `navigate`). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
};

let runtime: SessionRuntime | undefined;

/**
 * Hand the app's query client and navigation to the session steps (login, logout, expiry), which
 * run outside components: after a form's call, on an API event, from another feature. Returns the
 * function that disconnects them again.
 */
export const connectSessionRuntime = (next: SessionRuntime): (() => void) => {
  runtime = next;
  return () => {
    if (runtime === next) runtime = undefined;
  };
};

export const getSessionRuntime = (): SessionRuntime | undefined => runtime;

/** Navigate within the app, or load the address when the app is not mounted yet. */
export const navigateTo = (to: string, options?: { replace?: boolean }): void => {
  if (runtime) runtime.navigate(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};
