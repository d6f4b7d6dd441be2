import type { DoubleValidationQuestion } from '@member-site/contracts';
import { create } from 'zustand';

/**
 * Why the login-password recovery is open: the member asked for it from the login form, or the
 * login answered 802 (too many wrong passwords locked the account until it is reset).
 */
export type RecoveryReason = 'forgot' | 'verify';

type AuthFlowState = {
  /** The double-validation question of a login from a new device (code 107). */
  doubleValidation: DoubleValidationQuestion | null;
  recovery: { reason: RecoveryReason; account: string } | null;
  /** The account the login form starts with when it opens next (after a password reset). */
  loginAccount: string;
  openDoubleValidation: (question: DoubleValidationQuestion) => void;
  closeDoubleValidation: () => void;
  openRecovery: (reason: RecoveryReason, account: string) => void;
  closeRecovery: () => void;
  setLoginAccount: (account: string) => void;
};

/** The login steps beside the login form: double validation and login-password recovery. */
export const useAuthFlowStore = create<AuthFlowState>()((set) => ({
  doubleValidation: null,
  recovery: null,
  loginAccount: '',
  openDoubleValidation: (question) => {
    set({ doubleValidation: question });
  },
  closeDoubleValidation: () => {
    set({ doubleValidation: null });
  },
  openRecovery: (reason, account) => {
    set({ recovery: { reason, account } });
  },
  closeRecovery: () => {
    set({ recovery: null });
  },
  setLoginAccount: (account) => {
    set({ loginAccount: account });
  },
}));
