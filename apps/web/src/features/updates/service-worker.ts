import { registerSW } from 'virtual:pwa-register';

import { useUpdateStore } from './stores/update-store';

/**
 * Register the service worker of the built site (not in development): it keeps the shell and
 * the pictures for the next visit. A new build's worker installs beside the running one and waits;
 * the update toast then reloads into it.
 */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const activate = registerSW({
    onNeedRefresh: () => {
      useUpdateStore.setState({ activateWaiting: () => activate(true) });
    },
    onRegisteredSW: (_url, registration) => {
      useUpdateStore.setState({ registration });
    },
  });
};
