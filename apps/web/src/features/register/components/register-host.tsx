import { Suspense, useState } from 'react';

import { lazyComponent } from '../../../shared/lib/lazy-component';
import { useAuthModalStore } from '../../../shared/session/account-modal-store';

const RegisterModal = lazyComponent(
  () => import('./register-modal'),
  (m) => m.RegisterModal,
);

/**
 * Mounts the register modal the first time Register is pressed (or /register sent the visitor):
 * its code, field rules included, loads then and stays for the modal's closing transition.
 */
export const RegisterHost = () => {
  const opened = useAuthModalStore((state) => state.mode === 'register');
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted && !opened) return null;
  return (
    <Suspense fallback={null}>
      <RegisterModal />
    </Suspense>
  );
};
