import { GAME_WINDOW, WINDOW_NAMES } from '@member-site/contracts/constants';

import { rememberPopup } from '../../../shared/lib/popups';

export type GatewayWindowName = typeof WINDOW_NAMES.deposit | typeof WINDOW_NAMES.fastPayment;

/**
 * Open /loading in the named payment window right away, inside the click (popup blockers only
 * allow windows opened by a click), so the gateway's address can be put in it once the order
 * exists. Undefined when the browser refused the window. The window is remembered as the page's
 * payment window (a paid deposit is reported differently while it is open).
 */
export const openGatewayWindow = (name: GatewayWindowName): Window | undefined => {
  const features = `width=${GAME_WINDOW.width},height=${GAME_WINDOW.height},resizable=yes,scrollbars=yes`;
  const handle = window.open('/loading', name, features) ?? undefined;
  if (handle) rememberPopup('payment', handle);
  return handle;
};

/** Send the payment window (or, without one, this page) to the gateway's checkout. */
export const goToGateway = (target: Window | undefined, payUrl: string): void => {
  if (target && !target.closed) {
    target.location.href = payUrl;
    target.focus();
    return;
  }
  window.location.assign(payUrl);
};

/** Close a payment window that will not be used (the order was refused). */
export const closeGatewayWindow = (target: Window | undefined): void => {
  try {
    if (target && !target.closed) target.close();
  } catch {
    // Already gone.
  }
};
