import { myCashCall, type CallResponse } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { MY_CASH_QUERY_KEY } from '../../../shared/session/member-queries';

export type MyCash = CallResponse<typeof myCashCall>;

export const getMyCashQueryOptions = () =>
  queryOptions({
    queryKey: MY_CASH_QUERY_KEY,
    queryFn: ({ signal }): Promise<MyCash> => call(myCashCall, { site_id: SITE_ID }, { signal }),
    // Money moves in other windows too (deposits, games): coming back shows current balances.
    refetchOnWindowFocus: 'always',
  });

/** The wallet panel's balances: main wallet, one entry per game platform, total. */
export const useMyCash = () => useQuery(getMyCashQueryOptions());
