import { create } from 'zustand';

import { readStorage, writeStorage } from '../lib/storage';

/** Local-storage key (spec section 4, session): the site was opened as the installed app. */
export const PWA_STORAGE_KEY = 'pwa';

/** Chromium's install offer, kept until the visitor asks to install (not in the DOM typings). */
type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

type InstallState = {
  /** The browser's offer to install, when it made one and the app is not installed yet. */
  offer: InstallPromptEvent | null;
  /** The app was installed during this visit. */
  installed: boolean;
};

export const useInstallStore = create<InstallState>()(() => ({ offer: null, installed: false }));

/**
 * Keep the browser's install offer for the /app page. The browser makes it once, early, whatever
 * page is open, so this runs at start, before any page renders.
 */
export const captureInstallOffer = (): void => {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallStore.setState({ offer: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    useInstallStore.setState({ offer: null, installed: true });
  });
};

/** Show the browser's install dialog; true when the visitor installed the app. */
export const installApp = async (): Promise<boolean> => {
  const { offer } = useInstallStore.getState();
  if (!offer) return false;
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  // An offer can be shown once; the browser makes a new one if the visitor declined.
  useInstallStore.setState({ offer: null, installed: outcome === 'accepted' });
  return outcome === 'accepted';
};

/** The page runs as the installed app (home-screen icon), on Android, desktop or iOS. */
export const isStandalone = (): boolean =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** Remember `pwa=1` of the address (the manifest's start address) for the rest of the visit. */
export const rememberAppLaunch = (search: string): void => {
  if (new URLSearchParams(search).get('pwa') === '1') writeStorage('local', PWA_STORAGE_KEY, '1');
};

/** The site was opened as the installed app: the platform reported at login is then pwa (7). */
export const isAppLaunch = (): boolean =>
  readStorage('local', PWA_STORAGE_KEY) === '1' || isStandalone();

/** Safari on iPhone and iPad, which installs only through Share, Add to Home Screen. */
export const isIosSafari = (userAgent: string, maxTouchPoints: number): boolean => {
  const ios =
    /iPhone|iPad|iPod/.test(userAgent) || (userAgent.includes('Macintosh') && maxTouchPoints > 1);
  return ios && userAgent.includes('Safari') && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
};
