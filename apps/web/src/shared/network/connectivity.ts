import { VERSION_MANIFEST_PATH } from '@member-site/contracts/constants';
import { create } from 'zustand';

import { onApiEvent } from '../api/api-events';

type ConnectivityState = {
  /** The browser is offline, or the last call found no server. */
  unreachable: boolean;
};

export const useConnectivityStore = create<ConnectivityState>()(() => ({
  unreachable: typeof navigator !== 'undefined' && !navigator.onLine,
}));

/** While unreachable, the site is asked again this often. */
export const RECHECK_MS = 10_000;

/**
 * Whether the site answers at all: any HTTP answer to the version manifest (a small static file
 * that no service worker keeps) counts, whatever its status.
 */
export const probeSite = async (): Promise<boolean> => {
  try {
    await fetch(VERSION_MANIFEST_PATH, { cache: 'no-store', method: 'HEAD' });
    useConnectivityStore.setState({ unreachable: false });
    return true;
  } catch {
    useConnectivityStore.setState({ unreachable: true });
    return false;
  }
};

let onSiteBack: () => void = () => undefined;

/** What to do when the site answers again (the app refetches what is on screen). */
export const setOnSiteBack = (handler: () => void): (() => void) => {
  onSiteBack = handler;
  return () => {
    if (onSiteBack === handler) onSiteBack = () => undefined;
  };
};

const setUnreachable = (unreachable: boolean): void => {
  if (useConnectivityStore.getState().unreachable === unreachable) return;
  useConnectivityStore.setState({ unreachable });
  if (!unreachable) onSiteBack();
};

const recheck = (): void => {
  void probeSite().then((answered) => {
    if (answered) onSiteBack();
  });
};

/**
 * Follow the connection from the start, before the first call: the browser's online and offline
 * events and the API client's calls. While unreachable, the site is probed every
 * {@link RECHECK_MS}. Returns the function that stops watching.
 */
export const watchConnectivity = (): (() => void) => {
  const goneOffline = () => {
    setUnreachable(true);
  };
  window.addEventListener('offline', goneOffline);
  window.addEventListener('online', recheck);
  const stops = [
    onApiEvent('unreachable', () => {
      setUnreachable(true);
    }),
    onApiEvent('reachable', () => {
      setUnreachable(false);
    }),
  ];
  const timer = setInterval(() => {
    if (useConnectivityStore.getState().unreachable) recheck();
  }, RECHECK_MS);
  return () => {
    window.removeEventListener('offline', goneOffline);
    window.removeEventListener('online', recheck);
    for (const stop of stops) stop();
    clearInterval(timer);
  };
};
