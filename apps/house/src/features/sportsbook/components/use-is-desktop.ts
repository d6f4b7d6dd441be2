import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 992px)';

const media = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;

const subscribe = (onChange: () => void): (() => void) => {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** The desktop layout (992 px and wider); without media queries (tests), desktop. */
export const useIsDesktop = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? true,
    () => true,
  );
