import {
  applyForAgentCheckCall,
  bonusSettingCheckCall,
  cashSurplusCheckCall,
} from '@member-site/contracts';
import type { Currency } from '@member-site/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../config/env';
import { isApiError } from '../api/api-error';
import { call } from '../api/call';
import { memberQueryKey } from './member-queries';
import { useSessionStore } from './session-store';

/** Why friend recommendation is closed for the member, when it is. */
export type FriendRecommendClosed = 'programme_closed' | 'agent' | 'agent_downline';

/** What the member may use beyond the basics (spec sections 5 and 6), loaded after login. */
export type MemberFeatures = {
  /** Friend recommendation: is_friend = 1 and the apply-for-agent check gave neither 101 nor 104. */
  friendRecommend: { enabled: true } | { enabled: false; reason: FriendRecommendClosed };
  /** The cash-surplus feature's switch for the member's currency. */
  cashSurplus: boolean;
};

export const MEMBER_FEATURES_QUERY_KEY = memberQueryKey('features');

/** The apply-for-agent check's refusal: 101 an agent already, 104 an agent's downline. */
const agentStanding = async (signal: AbortSignal): Promise<FriendRecommendClosed | undefined> => {
  try {
    await call(applyForAgentCheckCall, { site_id: SITE_ID }, { signal });
    return undefined;
  } catch (error) {
    if (isApiError(error) && error.family === 'applyForAgent') {
      if (error.code === '101') return 'agent';
      if (error.code === '104') return 'agent_downline';
    }
    throw error;
  }
};

export const getMemberFeaturesQueryOptions = (currency: Currency) =>
  queryOptions({
    queryKey: [...MEMBER_FEATURES_QUERY_KEY, currency],
    queryFn: async ({ signal }): Promise<MemberFeatures> => {
      const [bonus, standing, surplus] = await Promise.all([
        call(bonusSettingCheckCall, { site_id: SITE_ID, member_currency: currency }, { signal }),
        agentStanding(signal),
        call(cashSurplusCheckCall, { site_id: SITE_ID, currency }, { signal }),
      ]);
      const friendRecommend: MemberFeatures['friendRecommend'] =
        standing !== undefined
          ? { enabled: false, reason: standing }
          : bonus.is_friend === 1
            ? { enabled: true }
            : { enabled: false, reason: 'programme_closed' };
      return { friendRecommend, cashSurplus: surplus.active };
    },
    staleTime: 5 * 60_000,
  });

/**
 * The logged-in member's feature flags (friend recommendation, cash surplus); idle while logged
 * out. Login resets every `member` query, so they are loaded again for each member.
 */
export const useMemberFeatures = () => {
  const currency = useSessionStore((state) => state.session?.currency);
  return useQuery({
    ...getMemberFeaturesQueryOptions(currency ?? 'RMB'),
    enabled: currency !== undefined,
  });
};
