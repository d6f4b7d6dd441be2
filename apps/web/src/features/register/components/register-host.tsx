import { Suspense } from 'react';

import { useOnceTrue } from '../../../shared/hooks/use-once-true';
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
  const wanted = useOnceTrue(useAuthModalStore((state) => state.mode === 'register'));
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <RegisterModal />
    </Suspense>
  );
};
