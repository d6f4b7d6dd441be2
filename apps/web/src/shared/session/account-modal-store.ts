import { create } from 'zustand';

export type AuthModalMode = 'login' | 'register';

type AuthModalState = {
  mode: AuthModalMode | null;
  /** Whether a modal was opened in this visit (its code is then loaded and kept). */
  everOpened: boolean;
  open: (mode: AuthModalMode) => void;
  close: () => void;
};

/** Which account modal is open (login or register; spec section 2), shared by the auth and register features. */
export const useAuthModalStore = create<AuthModalState>()((set) => ({
  mode: null,
  everOpened: false,
  open: (mode) => {
    set({ mode, everOpened: true });
  },
  close: () => {
    set({ mode: null });
  },
}));

export const openLogin = (): void => {
  useAuthModalStore.getState().open('login');
};

export const openRegister = (): void => {
  useAuthModalStore.getState().open('register');
};
