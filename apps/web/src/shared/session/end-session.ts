import { MEMBER_QUERY_ROOT } from './member-queries';
import { useForcePasswordStore } from './force-password-store';
import { closeMemberWindows } from './member-windows';
import { getSessionRuntime, navigateTo } from './session-runtime';
import { useSessionStore } from './session-store';

/**
 * End the session on this device (spec section 4, logout and session expiry): stop member calls
 * in flight, forget the stored session and every cached member answer, close the member-centre,
 * agent and quick-payment windows, and go home. The server call, when there is one, is the
 * caller's.
 */
export const endSession = (): void => {
  const queryClient = getSessionRuntime()?.queryClient;
  void queryClient?.cancelQueries({ queryKey: [MEMBER_QUERY_ROOT] });
  useSessionStore.getState().signOut();
  useForcePasswordStore.getState().done();
  queryClient?.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
  closeMemberWindows();
  navigateTo('/');
};
