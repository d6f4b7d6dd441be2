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
