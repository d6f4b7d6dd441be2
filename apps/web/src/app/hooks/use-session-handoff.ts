import {
  ORDINARY_MEMBER_TYPE,
  STORAGE_KEYS,
  infoDataCall,
  isCurrency,
} from '@member-site/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { SITE_ID } from '../../config/env';
import { call } from '../../shared/api/call';
import { readStorage, removeStorage } from '../../shared/lib/storage';
import { MEMBER_QUERY_ROOT } from '../../shared/session/member-queries';
import { navigateTo } from '../../shared/session/session-runtime';
import { useSessionStore, type StoredSession } from '../../shared/session/session-store';
import { useSiteCurrencyStore } from '../../shared/site/site-currency';

/** Address parameters that carry a session (spec section 2, layout root). */
const SESSION_PARAMS = ['tk', 'member_account', 'member_currency', 'member_id', 'member_type'];

/** The session the address carries, when tk, member_account, member_currency and member_id all are. */
export const readAddressSession = (search: URLSearchParams): StoredSession | undefined => {
  const token = search.get('tk')?.trim();
  const account = search.get('member_account')?.trim();
  const currency = search.get('member_currency')?.trim();
  const memberId = Number(search.get('member_id'));
  if (!token || !account || !isCurrency(currency)) return undefined;
  if (!Number.isInteger(memberId) || memberId <= 0) return undefined;
  const memberType = Number(search.get('member_type'));
  return {
    token,
    memberId,
    account,
    currency,
    memberType: Number.isInteger(memberType) && memberType > 0 ? memberType : ORDINARY_MEMBER_TYPE,
    agentType: 0,
  };
};

const adopt = (session: StoredSession, queryClient: QueryClient): void => {
  useSessionStore.getState().signIn(session);
  useSiteCurrencyStore.getState().choose(session.currency);
  void queryClient.resetQueries({ queryKey: [MEMBER_QUERY_ROOT] });
};

/** The address without the session parameters, so the token does not stay in the history. */
const withoutSessionParams = (location: Location): string => {
  const search = new URLSearchParams(location.search);
  for (const name of SESSION_PARAMS) search.delete(name);
  const query = search.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
};

/**
 * Session handoff (spec section 4) from the app wrapper or agent tools. A session in the address
 * replaces the stored one unless `skipReloadGetInfo` says this page already took it, and the flag
 * is then cleared. An `enc` envelope is opened by the server; success or not, the address goes
 * back to / afterwards.
 */
export const runSessionHandoff = async (
  location: Location,
  queryClient: QueryClient,
): Promise<void> => {
  const search = new URLSearchParams(location.search);
  const fromAddress = readAddressSession(search);
  if (fromAddress) {
    if (!readStorage('local', STORAGE_KEYS.skipReloadGetInfo)) adopt(fromAddress, queryClient);
    removeStorage('local', STORAGE_KEYS.skipReloadGetInfo);
    navigateTo(withoutSessionParams(location), { replace: true });
  }

  const enc = search.get('enc');
  if (!enc) return;
  try {
    const data = await call(infoDataCall, { site_id: SITE_ID, enc });
    adopt(
      {
        token: data.tk,
        memberId: data.member_id,
        account: data.member_account,
        currency: data.member_currency,
        memberType: ORDINARY_MEMBER_TYPE,
        agentType: 0,
      },
      queryClient,
    );
  } catch {
    // An expired or forged envelope simply logs nobody in.
  }
  navigateTo('/', { replace: true });
};

let handled = false;

/** Run the session handoff once per page load, on the layout root. */
export const useSessionHandoff = (): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (handled) return;
    handled = true;
    void runSessionHandoff(window.location, queryClient);
  }, [queryClient]);
};
