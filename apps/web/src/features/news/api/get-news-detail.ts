import { newsDetailCall } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

export const getNewsDetailQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: ['news', 'detail', SITE_ID, id, language],
    queryFn: async ({ signal }) =>
      (await call(newsDetailCall, { site_id: SITE_ID, id }, { signal })).detail,
  });

export const useNewsDetail = (id: number | undefined, language: string) =>
  useQuery({ ...getNewsDetailQueryOptions(id ?? 0, language), enabled: id !== undefined });
