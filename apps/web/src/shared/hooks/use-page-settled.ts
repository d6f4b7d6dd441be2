import { useSyncExternalStore } from 'react';

import { whenPageSettled } from '../lib/page-settled';

/** The visitor's own first press or key anywhere on the page also counts as settled. */
const WAKING_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

let settled = false;
const listeners = new Set<() => void>();
let stopWaiting: (() => void) | undefined;

const settle = (): void => {
  if (settled) return;
  settled = true;
  stopWaiting?.();
  stopWaiting = undefined;
  for (const listener of [...listeners]) listener();
};

const startWaiting = (): void => {
  const cancel = whenPageSettled(settle);
  for (const type of WAKING_EVENTS) {
    document.addEventListener(type, settle, { capture: true, passive: true });
  }
  stopWaiting = () => {
    cancel();
    for (const type of WAKING_EVENTS) document.removeEventListener(type, settle, true);
  };
};

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  if (!settled && !stopWaiting) startWaiting();
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Run `listener` once, when the page has settled or at the visitor's first press or key (at once if
 * that has happened). Returns a function that stops waiting.
 */
export const onPageSettled = (listener: () => void): (() => void) => {
  if (settled) {
    listener();
    return () => undefined;
  }
  const once = () => {
    listeners.delete(once);
    listener();
  };
  return subscribe(once);
};

/**
 * False on the server, while the browser hydrates the server's page and until the page has
 * settled (`whenPageSettled`) or the visitor first presses or types anywhere; true from then on,
 * for every part mounted later too. For a part's extras the first screen can do without (a
 * carousel's sliding, its other banners): the page comes alive first, they follow.
 */
export const usePageSettled = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );

/** Forgets that the page settled (tests only: the module keeps it for the page's life). */
export const resetPageSettledForTests = (): void => {
  stopWaiting?.();
  stopWaiting = undefined;
  settled = false;
};
