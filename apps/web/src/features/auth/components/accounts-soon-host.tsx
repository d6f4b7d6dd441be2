import { Suspense } from 'react';

import { lazyComponent } from '../../../shared/lib/lazy-component';
import { useAuthModalStore } from '../../../shared/session/account-modal-store';

const AccountsSoonModal = lazyComponent(
  () => import('./accounts-soon-modal'),
  (m) => m.AccountsSoonModal,
);

/** Mounts the account modal (and loads its code) the first time Login or Register is pressed. */
export const AccountsSoonHost = () => {
  const wanted = useAuthModalStore((state) => state.mode !== null || state.everOpened);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AccountsSoonModal />
    </Suspense>
  );
};
