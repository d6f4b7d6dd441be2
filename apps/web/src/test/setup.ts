import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, vi } from 'vitest';
import type { StateCreator } from 'zustand';

import { forgetTaggedAnswers } from '../shared/api/call';
import { type PopupKind, closePopup } from '../shared/lib/popups';
import { forgetToasts } from '../shared/ui/toast';

// Two test workers share two cores with the server tests: a screen may take longer than the
// library's one second to appear, which is no failure of the page.
configure({ asyncUtilTimeout: 5_000 });

const noop = (): void => undefined;

const POPUP_KINDS: readonly PopupKind[] = ['payment', 'auth', 'waiting'];

/**
 * Every zustand store goes back to the state it was created with after each test. The files of a
 * worker share one module graph (the root config's `web` project), so a store a test changed
 * would otherwise greet the next file; the resets live on `globalThis` because this file runs
 * again for every test file while the stores are created once.
 */
type StoreResets = Set<() => void>;
const storeResets = (): StoreResets => {
  const holder = globalThis as { zustandStoreResets?: StoreResets };
  holder.zustandStoreResets ??= new Set();
  return holder.zustandStoreResets;
};
vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal<typeof import('zustand')>();
  const tracked = (initializer: StateCreator<unknown>) => {
    const store = zustand.create(initializer);
    const initial = store.getState();
    storeResets().add(() => {
      store.setState(initial, true);
    });
    return store;
  };
  // `create(initializer)`, or `create<State>()(initializer)` as typed stores are written.
  const create = (initializer?: StateCreator<unknown>) =>
    initializer === undefined ? tracked : tracked(initializer);
  return { ...zustand, create: create as unknown as typeof zustand.create };
});

// Mantine reads these browser APIs, which jsdom does not provide.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): Partial<MediaQueryList> => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: noop,
    removeEventListener: noop,
    dispatchEvent: () => false,
  }),
});

window.ResizeObserver = class {
  observe = noop;
  unobserve = noop;
  disconnect = noop;
};
window.HTMLElement.prototype.scrollIntoView = noop;

afterEach(() => {
  cleanup();
  for (const reset of storeResets()) reset();
  for (const kind of POPUP_KINDS) closePopup(kind);
  // A toast shown with no host on the page waits in the notifications' store for the next one.
  notifications.clean();
  forgetToasts();
  // A test may narrow the window to a phone's width; the next one starts on jsdom's desktop.
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
  forgetTaggedAnswers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
