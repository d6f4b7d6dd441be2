import { Suspense, useEffect } from 'react';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { useOnceTrue } from '../../../shared/hooks/use-once-true';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import { useAuthModalStore } from '../../../shared/session/account-modal-store';
import { useForcePasswordStore } from '../../../shared/session/force-password-store';
import { useMemberLayout } from '../../../shared/session/get-member-layout';
import { useAuthFlowStore } from '../stores/auth-flow-store';

const LoginModal = lazyComponent(
  () => import('./login-modal'),
  (m) => m.LoginModal,
);
const DoubleValidationModal = lazyComponent(
  () => import('./double-validation-modal'),
  (m) => m.DoubleValidationModal,
);
const RecoveryModal = lazyComponent(
  () => import('./recovery-modal'),
  (m) => m.RecoveryModal,
);
const ForcePasswordModal = lazyComponent(
  () => import('./force-password-modal'),
  (m) => m.ForcePasswordModal,
);

/**
 * A member whose layout still asks for the first-login password change (after a reload, say)
 * gets the modal on desktop too; on mobile the Info page asks for it.
 */
const useForcedPasswordFromLayout = (): void => {
  const desktop = useIsDesktop();
  const mustChange = useMemberLayout().data?.first_login_to_change_password === true;
  useEffect(() => {
    if (desktop && mustChange) useForcePasswordStore.getState().require();
  }, [desktop, mustChange]);
};

/** Mounts the account modals (and loads each one's code) the first time it is needed. */
export const AuthHost = () => {
  const login = useOnceTrue(useAuthModalStore((state) => state.mode === 'login'));
  const doubleValidation = useOnceTrue(
    useAuthFlowStore((state) => state.doubleValidation !== null),
  );
  const recovery = useOnceTrue(useAuthFlowStore((state) => state.recovery !== null));
  const forcePassword = useOnceTrue(useForcePasswordStore((state) => state.required));
  useForcedPasswordFromLayout();

  return (
    <>
      {login && (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      )}
      {doubleValidation && (
        <Suspense fallback={null}>
          <DoubleValidationModal />
        </Suspense>
      )}
      {recovery && (
        <Suspense fallback={null}>
          <RecoveryModal />
        </Suspense>
      )}
      {forcePassword && (
        <Suspense fallback={null}>
          <ForcePasswordModal />
        </Suspense>
      )}
    </>
  );
};
