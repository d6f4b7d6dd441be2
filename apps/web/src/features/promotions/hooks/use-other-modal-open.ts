import { useSyncExternalStore } from 'react';

import { useAuthModalStore } from '../../../shared/session/account-modal-store';
import { useForcePasswordStore } from '../../../shared/session/force-password-store';
import { usePromotionHistoryStore } from '../stores/promotion-history-store';
import { hasOpenDialog } from '../utils/popup-gate';

const subscribeToDialogs = (onChange: () => void): (() => void) => {
  // Modals render into portals under <body>; any change there may open or close one.
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
  };
};

const subscribeToNothing = (): (() => void) => () => undefined;

const readDialogs = (): boolean => hasOpenDialog(document);

const readNothing = (): boolean => false;

/**
 * Whether another modal is open or on its way. The stores tell about the account modals before
 * their code has loaded; the document tells about every other Mantine modal or drawer. `watch`
 * false stops observing and reading the document once the answer no longer matters: a pop-up the
 * server's page shows is its own dialog there, and reading it would make React render the pop-up
 * again, at once and in one piece, right after hydrating it.
 */
export const useOtherModalOpen = (watch: boolean): boolean => {
  const accountModalOpen = useAuthModalStore((state) => state.mode !== null);
  const forcePasswordOpen = useForcePasswordStore((state) => state.required);
  const historyOpen = usePromotionHistoryStore((state) => state.opened);
  const dialogOpen = useSyncExternalStore(
    watch ? subscribeToDialogs : subscribeToNothing,
    watch ? readDialogs : readNothing,
    readNothing,
  );
  return accountModalOpen || forcePasswordOpen || historyOpen || dialogOpen;
};
