/**
 * Popup windows this page opened and may have to close or ask about later:
 * - `payment`: the deposit or fast-payment gateway window;
 * - `auth`: a third-party login window (its page answers through the cross-window messages);
 * - `waiting`: the /loading window a game opens in while it starts.
 * The member-centre, agent and quick-payment windows are the session's (`member-windows.ts`).
 */
export type PopupKind = 'payment' | 'auth' | 'waiting';

const popups = new Map<PopupKind, Window>();

/** Remember the window of a kind (the newest one replaces an older one). */
export const rememberPopup = (kind: PopupKind, handle: Window): void => {
  popups.set(kind, handle);
};

/** Whether a window of this kind is open. */
export const isPopupOpen = (kind: PopupKind): boolean => {
  const handle = popups.get(kind);
  if (!handle) return false;
  try {
    if (!handle.closed) return true;
  } catch {
    // A window that went cross-origin still answers `closed`; one that cannot is gone.
  }
  popups.delete(kind);
  return false;
};

/** Close the window of this kind, if this page opened one; returns whether one was open. */
export const closePopup = (kind: PopupKind): boolean => {
  const open = isPopupOpen(kind);
  const handle = popups.get(kind);
  popups.delete(kind);
  if (!open || !handle) return false;
  try {
    handle.close();
  } catch {
    // Already gone.
  }
  return true;
};
