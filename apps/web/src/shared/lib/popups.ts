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

const isClosed = (handle: Window): boolean => {
  try {
    return handle.closed;
  } catch {
    // A window that cannot even say whether it is closed is gone for this page.
    return true;
  }
};

/** Whether the window of this kind that this page opened is still open. */
export const isPopupOpen = (kind: PopupKind): boolean => {
  const handle = popups.get(kind);
  return handle !== undefined && !isClosed(handle);
};

/**
 * Close the window of this kind if this page opened one and it is still open, and forget it.
 * Returns whether this page had opened one (open or already closed by itself): the page that
 * opened a login window is the one that completes the login it reports.
 */
export const closePopup = (kind: PopupKind): boolean => {
  const handle = popups.get(kind);
  if (!handle) return false;
  popups.delete(kind);
  if (isClosed(handle)) return true;
  try {
    handle.close();
  } catch {
    // Already gone.
  }
  return true;
};
