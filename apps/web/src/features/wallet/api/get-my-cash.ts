import { myCashCall, type CallResponse } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { isMemberFeedLive } from '../../../shared/realtime/realtime-status';
import { MY_CASH_QUERY_KEY } from '../../../shared/session/member-queries';

export type MyCash = CallResponse<typeof myCashCall>;

export const getMyCashQueryOptions = () =>
  queryOptions({
    queryKey: MY_CASH_QUERY_KEY,
    queryFn: ({ signal }): Promise<MyCash> => call(myCashCall, { site_id: SITE_ID }, { signal }),
    // Money moves in other windows too (deposits, games). The realtime feed pushes every move of
    // the main wallet; without the feed, coming back to this window shows current balances.
    refetchOnWindowFocus: () => (isMemberFeedLive() ? false : 'always'),
  });

/** The wallet panel's balances: main wallet, one entry per game platform, total. */
export const useMyCash = () => useQuery(getMyCashQueryOptions());
