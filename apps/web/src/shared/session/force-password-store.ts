import { create } from 'zustand';

type ForcePasswordState = {
  /** The member must change the login password before going on (first login, desktop). */
  required: boolean;
  require: () => void;
  done: () => void;
};

/** The forced password change of spec section 6: a modal on desktop. */
export const useForcePasswordStore = create<ForcePasswordState>()((set) => ({
  required: false,
  require: () => {
    set({ required: true });
  },
  done: () => {
    set({ required: false });
  },
}));
