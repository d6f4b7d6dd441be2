import { create } from 'zustand';

type PromotionHistoryState = { opened: boolean; open: () => void; close: () => void };

/** The pop-up promotion history, opened from the pop-up and from the header. */
export const usePromotionHistoryStore = create<PromotionHistoryState>()((set) => ({
  opened: false,
  open: () => {
    set({ opened: true });
  },
  close: () => {
    set({ opened: false });
  },
}));
