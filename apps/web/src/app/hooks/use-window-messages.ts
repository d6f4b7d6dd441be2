import { useEffect } from 'react';

import { i18n } from '../../shared/i18n/i18n';
import { closePopup } from '../../shared/lib/popups';
import { onWindowMessage, type WindowMessage } from '../../shared/lib/window-messages';
import { completeLogin } from '../../shared/session/complete-login';
import { showToast } from '../../shared/ui/toast';

/**
 * What this page does with a message from another window (spec section 4, Socket):
 * - `authLogin`: the third-party login window this page opened finished: close it and complete the
 *   login here (other tabs follow the stored session by themselves);
 * - `authLoginClose`: close that window, saying why when the login failed (`resCode`);
 * - `quickGame`: close the window the page was waiting in for a game (the games feature listens
 *   for the same message to run its own steps).
 * A page that did not open the window leaves the message to the page that did.
 */
export const handleWindowMessage = (message: WindowMessage): void => {
  switch (message.msg) {
    case 'authLogin':
      if (closePopup('auth')) completeLogin(message.data);
      return;
    case 'authLoginClose': {
      if (!closePopup('auth') || message.resCode === undefined) return;
      const reason = message.resMessage?.trim() ?? '';
      showToast({
        kind: 'error',
        message: reason !== '' ? reason : i18n.t('crossWindow.authLoginFailed'),
      });
      return;
    }
    case 'quickGame':
      closePopup('waiting');
      return;
  }
};

/** Answer the messages of the site's other windows while the page is open. */
export const useWindowMessages = (): void => {
  useEffect(() => onWindowMessage(handleWindowMessage), []);
};
