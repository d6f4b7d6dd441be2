import { type CallRequest, dwRecordCall } from '@member-site/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { memberQueryKey } from '../../../shared/session/member-queries';

export type DwRecordFilter = Omit<CallRequest<typeof dwRecordCall>, 'site_id'>;

/** Under `member`, so a logout or a 401 cancels and forgets it with the session. */
export const dwRecordsQueryOptions = (filter: DwRecordFilter, language: string) =>
  queryOptions({
    queryKey: memberQueryKey('records', 'deposit-withdrawal', language, filter),
    queryFn: ({ signal }) => call(dwRecordCall, { site_id: SITE_ID, ...filter }, { signal }),
    placeholderData: keepPreviousData,
  });

/** One page of the member's deposit and withdrawal record; nothing is asked while disabled. */
export const useDwRecords = (filter: DwRecordFilter, language: string, enabled: boolean) =>
  useQuery({ ...dwRecordsQueryOptions(filter, language), enabled });
