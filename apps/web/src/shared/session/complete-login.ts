import type { MemberSession } from '@member-site/contracts';

import { i18n } from '../i18n/i18n';
import { useSiteCurrencyStore } from '../site/site-currency';
import { showToast } from '../ui/toast';
import { useAuthModalStore } from './account-modal-store';
import { useForcePasswordStore } from './force-password-store';
import { takeLoginRedirect } from './redirect';
import { getMemberFeaturesQueryOptions } from './member-features';
import { MEMBER_QUERY_ROOT } from './member-queries';
import { isDesktopWidth, memberWindowName, openMemberWindow } from './member-windows';
import { getSessionRuntime, navigateTo } from './session-runtime';
import { sessionFromLogin, useSessionStore } from './session-store';

/** Where a member with the first-login flag changes the password on mobile. */
export const MOBILE_PASSWORD_PAGE = '/user/Info';

/**
 * What follows every successful login, double validation or registration (spec section 4): store
 * the session, close the account modal, greet the member, switch the site to the member's
 * currency and reload member data. Then a member who must change the password is sent to do so
 * (a modal on desktop, the Info page on mobile); anyone else continues where they were going:
 * a saved member-centre, agent or quick-payment address opens in its window on desktop, any other
 * saved address opens in place.
 */
export const completeLogin = (login: MemberSession): void => {
  useSessionStore.getState().signIn(sessionFromLogin(login));
  useAuthModalStore.getState().close();
  showToast({ kind: 'success', message: i18n.t('login_success') });
  useSiteCurrencyStore.getState().choose(login.member_currency);
  const queryClient = getSessionRuntime()?.queryClient;
  void queryClient
    ?.resetQueries({ queryKey: [MEMBER_QUERY_ROOT] })
    // The friend-recommend and cash-surplus flags (spec section 5, Login), for the menu and pages.
    .then(() => queryClient.query(getMemberFeaturesQueryOptions(login.member_currency)))
    .catch(() => undefined);

  const target = takeLoginRedirect();
  const desktop = isDesktopWidth();
  if (login.first_login_to_change_password) {
    if (desktop) useForcePasswordStore.getState().require();
    else navigateTo(MOBILE_PASSWORD_PAGE);
    return;
  }
  if (!target) return;
  if (desktop && memberWindowName(target) && openMemberWindow(target)) return;
  navigateTo(target);
};
