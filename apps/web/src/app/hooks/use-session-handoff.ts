import { infoDataCall, infoDataPeekCall, memberLayoutCall } from '@member-site/contracts';
import { STORAGE_KEYS } from '@member-site/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

import { SITE_ID } from '../../config/env';
import { ApiError } from '../../shared/api/api-error';
import { call } from '../../shared/api/call';
import { i18n } from '../../shared/i18n/i18n';
import { readStorage, removeStorage } from '../../shared/lib/storage';
import { MEMBER_QUERY_ROOT } from '../../shared/session/member-queries';
import { useSessionStore, type StoredSession } from '../../shared/session/session-store';
import { useSiteCurrencyStore } from '../../shared/site/site-currency';
import { showToast } from '../../shared/ui/toast';
import {
  captureAddressHandoff,
  takePendingHandoff,
  type AddressHandoff,
} from './session-handoff-address';

/** The accounts named when a handoff would replace another member's session. */
export type SwitchQuestion = { current: string; next: string };

export type HandoffDeps = {
  queryClient: QueryClient;
  /** Ask whether to replace the stored session; resolves true to switch. */
  confirmSwitch: (question: SwitchQuestion) => Promise<boolean>;
};

/**
 * What became of a handoff: `adopted` (the handed session is now the member's), `kept` (the
 * member chose to stay), `invalid` (the server refused the envelope or token), `unreachable`
 * (the server could not be asked) or `skipped` (this page had already taken it).
 */
export type HandoffResult = 'adopted' | 'kept' | 'invalid' | 'unreachable' | 'skipped';

class HandoffRefused extends Error {
  constructor(readonly result: 'invalid' | 'unreachable') {
    super(result);
  }
}

const refusal = (error: unknown): HandoffRefused =>
  new HandoffRefused(
    error instanceof ApiError && !error.isNetworkFailure ? 'invalid' : 'unreachable',
  );

/** The token the handoff carries; an `enc` envelope is opened by the server. */
const handedToken = async (handoff: AddressHandoff): Promise<string> => {
  if (handoff.kind === 'tk') return handoff.token;
  try {
    return (await call(infoDataCall, { site_id: SITE_ID, enc: handoff.enc })).tk;
  } catch (error) {
    throw refusal(error);
  }
};

/**
 * The session behind a token, as the server knows it: the member layout asked with that token
 * (not the stored one), so a forged or expired token is refused before anything is stored.
 */
const verifiedSession = async (token: string): Promise<StoredSession> => {
  let current = token;
  try {
    const { member_common_layout: layout } = await call(
      memberLayoutCall,
      { site_id: SITE_ID },
      {
        token,
        onRotatedToken: (rotated) => {
          current = rotated;
        },
      },
    );
    return {
      token: current,
      memberId: layout.id,
      account: layout.member_account,
      currency: layout.member_currency,
      memberType: layout.member_type,
      agentType: layout.agent_type,
    };
  } catch (error) {
    throw refusal(error);
  }
};

const adopt = (session: StoredSession, queryClient: QueryClient): void => {
  useSessionStore.getState().signIn(session);
  useSiteCurrencyStore.getState().choose(session.currency);
  void queryClient.resetQueries({ queryKey: [MEMBER_QUERY_ROOT] });
};

const MESSAGES = { invalid: 'handoff.invalid', unreachable: 'handoff.unreachable' } as const;

/**
 * Session handoff (spec section 4) from the app wrapper or agent tools, once the address has been
 * cleaned. The handed token is checked with the server first; a refused one changes nothing and
 * says so. A different member's stored session is replaced only when the visitor agrees (for an
 * `enc`, before the server opens any session for it); the same member's is refreshed silently. A `tk` this page already took (`skipReloadGetInfo`) is left
 * alone, and the flag is cleared.
 */
export const runSessionHandoff = async (
  handoff: AddressHandoff,
  { queryClient, confirmSwitch }: HandoffDeps,
): Promise<HandoffResult> => {
  if (handoff.kind === 'tk' && readStorage('local', STORAGE_KEYS.skipReloadGetInfo)) {
    removeStorage('local', STORAGE_KEYS.skipReloadGetInfo);
    return 'skipped';
  }
  const refused = (error: unknown): HandoffResult => {
    if (!(error instanceof HandoffRefused)) throw error;
    showToast({ kind: 'error', message: i18n.t(MESSAGES[error.result]) });
    return error.result;
  };
  const stored = useSessionStore.getState().session;
  let confirmed = false;
  if (handoff.kind === 'enc' && stored) {
    // Ask before an `enc` opens another member's session: one who stays leaves none behind.
    let owner;
    try {
      owner = await call(infoDataPeekCall, { site_id: SITE_ID, enc: handoff.enc });
    } catch (error) {
      return refused(refusal(error));
    }
    if (owner.member_id !== stored.memberId) {
      const next = owner.member_account;
      if (!(await confirmSwitch({ current: stored.account, next }))) return 'kept';
      confirmed = true;
    }
  }
  let handed: StoredSession;
  try {
    handed = await verifiedSession(await handedToken(handoff));
  } catch (error) {
    return refused(error);
  }
  const current = useSessionStore.getState().session;
  if (!confirmed && current && current.memberId !== handed.memberId) {
    const switchAccount = await confirmSwitch({ current: current.account, next: handed.account });
    if (!switchAccount) return 'kept';
  }
  adopt(handed, queryClient);
  return 'adopted';
};

type PendingQuestion = { question: SwitchQuestion; answer: (switchAccount: boolean) => void };

/**
 * Run the session handoff once per page load, on the layout root. Returns the switch question
 * waiting for the visitor, if any, and how to answer it.
 */
export const useSessionHandoff = (): {
  question: SwitchQuestion | undefined;
  answer: (switchAccount: boolean) => void;
} => {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingQuestion>();
  useEffect(() => {
    captureAddressHandoff();
    const handoff = takePendingHandoff();
    if (!handoff) return;
    const confirmSwitch = (question: SwitchQuestion) =>
      new Promise<boolean>((resolve) => {
        setPending({ question, answer: resolve });
      });
    void runSessionHandoff(handoff, { queryClient, confirmSwitch });
  }, [queryClient]);
  const answer = useCallback(
    (switchAccount: boolean) => {
      setPending(undefined);
      pending?.answer(switchAccount);
    },
    [pending],
  );
  return { question: pending?.question, answer };
};
