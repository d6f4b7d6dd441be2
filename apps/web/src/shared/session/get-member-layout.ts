import { memberLayoutCall, type MemberLayout } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../config/env';
import { call } from '../api/call';
import { isMemberFeedLive } from '../realtime/realtime-status';
import { MEMBER_LAYOUT_QUERY_KEY } from './member-queries';
import { useIsLoggedIn } from './session-store';

/**
 * The logged-in member's layout (spec section 3): balance, member and agent flags, whether a game
 * is being played, whether the password must be changed. Login resets and logout drops every
 * `member` query, so another member never sees these figures.
 */
export const getMemberLayoutQueryOptions = () =>
  queryOptions({
    queryKey: MEMBER_LAYOUT_QUERY_KEY,
    queryFn: async ({ signal }): Promise<MemberLayout> =>
      (await call(memberLayoutCall, { site_id: SITE_ID }, { signal })).member_common_layout,
    staleTime: 30_000,
    // The balance changes in other windows too (a deposit in the member-centre window, a payment
    // window closing). The realtime feed pushes it; without the feed, coming back to this window
    // shows the current figure.
    refetchOnWindowFocus: () => (isMemberFeedLive() ? false : 'always'),
  });

/** The member layout of the logged-in member; idle while logged out. */
export const useMemberLayout = () => {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...getMemberLayoutQueryOptions(), enabled: loggedIn });
};
