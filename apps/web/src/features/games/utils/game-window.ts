import { GAME_WINDOW, WINDOW_NAMES } from '@member-site/contracts/constants';

import { rememberPopup } from '../../../shared/lib/popups';

/**
 * Open the `gameWindow` on /loading (1500 by 800). Call it from the click itself, before any
 * await, or popup blockers refuse it; the launch then points it at the game.
 */
export const openWaitingWindow = (): Window | null => {
  const features = `width=${GAME_WINDOW.width},height=${GAME_WINDOW.height},resizable=yes,scrollbars=yes`;
  const handle = window.open('/loading', WINDOW_NAMES.game, features);
  if (handle) rememberPopup('waiting', handle);
  return handle;
};

/** Where each game window was sent, so the same launch address is never loaded twice. */
const destinations = new WeakMap<Window, string>();

/**
 * Send a game window to the game's address, once: the address carries a single-use launch
 * token, so the push that announces it (`game.url`) and the launch's own answer must not both
 * load it. Returns whether the window was sent there now.
 */
export const pointGameWindow = (handle: Window, url: string): boolean => {
  if (destinations.get(handle) === url) return false;
  destinations.set(handle, url);
  handle.location.href = url;
  return true;
};

/** Whether the window was already sent to this address. */
export const isGameWindowAt = (handle: Window, url: string): boolean =>
  destinations.get(handle) === url;
