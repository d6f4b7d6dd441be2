import { bulletinHistoryCall } from '@member-site/contracts';
import { type DisplayDevice } from '@member-site/contracts/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

export const BULLETIN_HISTORY_PAGE_SIZE = 10;

type HistoryParams = { device: DisplayDevice; page: number; language: string };

export const getBulletinHistoryQueryOptions = ({ device, page, language }: HistoryParams) =>
  queryOptions({
    queryKey: ['promotions', 'bulletin-history', SITE_ID, device, page, language],
    queryFn: ({ signal }) =>
      call(
        bulletinHistoryCall,
        {
          site_id: SITE_ID,
          display_device: device,
          page,
          count: BULLETIN_HISTORY_PAGE_SIZE,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** Earlier pop-up promotions, a page at a time. */
export const useBulletinHistory = (params: HistoryParams & { enabled: boolean }) =>
  useQuery({ ...getBulletinHistoryQueryOptions(params), enabled: params.enabled });
