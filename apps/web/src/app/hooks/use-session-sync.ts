import { STORAGE_KEYS } from '@member-site/contracts/constants';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { onApiEvent } from '../../shared/api/api-events';
import { clearToken } from '../../shared/api/token';
import { i18n } from '../../shared/i18n/i18n';
import { endSession } from '../../shared/session/end-session';
import { useForcePasswordStore } from '../../shared/session/force-password-store';
import { MEMBER_QUERY_ROOT } from '../../shared/session/member-queries';
import { connectSessionRuntime } from '../../shared/session/session-runtime';
import { useSessionStore } from '../../shared/session/session-store';
import { showToast } from '../../shared/ui/toast';

/** Local-storage keys whose change in another tab means the session there changed. */
const SESSION_STORAGE_KEYS = new Set<string>([
  STORAGE_KEYS.token,
  STORAGE_KEYS.memberId,
  STORAGE_KEYS.memberAccount,
  STORAGE_KEYS.memberType,
  STORAGE_KEYS.agentType,
  STORAGE_KEYS.currency,
]);

/**
 * A member call answered 401 (spec section 4, Session expiry): stop the member calls in flight,
 * log out here and say so once, however many calls failed together.
 */
export const handleUnauthorized = (): void => {
  if (!useSessionStore.getState().session) {
    // A visitor's stale token: forget it quietly.
    clearToken();
    return;
  }
  endSession();
  showToast({ kind: 'error', message: i18n.t('errors.unauthenticated') });
};

/** Another tab logged in, out or as someone else: follow it, and drop the other member's data. */
export const followOtherTab = (queryClient: QueryClient, event: StorageEvent): void => {
  if (event.key !== null && !SESSION_STORAGE_KEYS.has(event.key)) return;
  const before = useSessionStore.getState().session;
  useSessionStore.getState().reload();
  const after = useSessionStore.getState().session;
  if (before?.memberId === after?.memberId) return;
  if (!after) useForcePasswordStore.getState().done();
  void queryClient.cancelQueries({ queryKey: [MEMBER_QUERY_ROOT] });
  queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
};

/**
 * Keep the session in step with the app: give the session steps the query cache and router,
 * end the session on a 401, take rotated tokens, and follow logins and logouts made in other tabs.
 */
export const useSessionSync = (): void => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(
    () =>
      connectSessionRuntime({
        queryClient,
        navigate: (to, options) => void navigate(to, options),
      }),
    [queryClient, navigate],
  );

  useEffect(() => onApiEvent('unauthorized', handleUnauthorized), []);

  // A call stored a rotated token: the session goes on with it (the realtime connection
  // authorises its next subscriptions with it).
  useEffect(
    () =>
      onApiEvent('tokenRotated', () => {
        useSessionStore.getState().reload();
      }),
    [],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      followOtherTab(queryClient, event);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient]);
};
