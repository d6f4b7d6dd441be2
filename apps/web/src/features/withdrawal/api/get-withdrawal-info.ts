import { withdrawalInfoCall, type CallResponse } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { memberQueryKey } from '../../../shared/session/member-queries';

export type WithdrawalInfo = CallResponse<typeof withdrawalInfoCall>;

/** Under `member`, so a logout forgets it and a money movement anywhere refreshes it. */
export const WITHDRAWAL_INFO_QUERY_KEY = memberQueryKey('withdrawal', 'info');

export const getWithdrawalInfoQueryOptions = () =>
  queryOptions({
    queryKey: WITHDRAWAL_INFO_QUERY_KEY,
    queryFn: async ({ signal }): Promise<WithdrawalInfo> =>
      call(withdrawalInfoCall, { site_id: SITE_ID }, { signal }),
  });

/** Balance, bound bank account, limits and pending withdrawals of the member. */
export const useWithdrawalInfo = () => useQuery(getWithdrawalInfoQueryOptions());
