import { create } from 'zustand';

type UpdateState = {
  /** A service worker controls the page: a new build is ready only once its worker waits. */
  controlled: boolean;
  /** The service worker's registration, asked to look for a new build when one is deployed. */
  registration: ServiceWorkerRegistration | undefined;
  /** Activates the waiting worker of a new build and reloads into it. */
  activateWaiting: (() => Promise<void>) | undefined;
};

export const useUpdateStore = create<UpdateState>()(() => ({
  // Read at start, before the registration (loaded after the first render) and the first poll.
  controlled:
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    navigator.serviceWorker.controller !== null,
  registration: undefined,
  activateWaiting: undefined,
}));

/** Reload into the newest build: through its waiting service worker when there is one. */
export const reloadToNewBuild = (): void => {
  const { activateWaiting } = useUpdateStore.getState();
  if (activateWaiting) {
    void activateWaiting();
    return;
  }
  window.location.reload();
};
