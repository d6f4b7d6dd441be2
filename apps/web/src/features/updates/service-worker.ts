import { registerSW } from 'virtual:pwa-register';

import { whenPageSettled } from '../../shared/lib/page-settled';
import { useUpdateStore } from './stores/update-store';

/**
 * Register the service worker of the built site (not in development): it keeps the shell and
 * the pictures for the next visit. Installing it downloads the whole shell, about 130 files, so
 * it starts once the page has settled, not beside the first visit's own work. A new build's
 * worker installs beside the running one and waits; the update toast then reloads into it.
 */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenPageSettled(() => {
    const activate = registerSW({
      // The page has loaded already: no need to wait for its load event again.
      immediate: true,
      onNeedRefresh: () => {
        useUpdateStore.setState({ activateWaiting: () => activate(true) });
      },
      onRegisteredSW: (_url, registration) => {
        useUpdateStore.setState({ registration });
      },
    });
  });
};
