import { type CallRequest, transactionRecordCall } from '@member-site/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { memberQueryKey } from '../../../shared/session/member-queries';

export type TransactionRecordFilter = Omit<CallRequest<typeof transactionRecordCall>, 'site_id'>;

/** Under `member`, so a logout or a 401 cancels and forgets it with the session. */
export const transactionRecordsQueryOptions = (filter: TransactionRecordFilter, language: string) =>
  queryOptions({
    queryKey: memberQueryKey('records', 'transaction', language, filter),
    queryFn: ({ signal }) =>
      call(transactionRecordCall, { site_id: SITE_ID, ...filter }, { signal }),
    placeholderData: keepPreviousData,
  });

/** One page of the member's transfer record; nothing is asked while `enabled` is false. */
export const useTransactionRecords = (
  filter: TransactionRecordFilter,
  language: string,
  enabled: boolean,
) => useQuery({ ...transactionRecordsQueryOptions(filter, language), enabled });
