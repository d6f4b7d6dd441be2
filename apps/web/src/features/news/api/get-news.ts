import { newsListCall } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

export const getNewsQueryOptions = (language: string, count: number) =>
  queryOptions({
    queryKey: ['news', 'list', SITE_ID, language, count],
    queryFn: ({ signal }) => call(newsListCall, { site_id: SITE_ID, page: 1, count }, { signal }),
  });

/** The latest news of the site. */
export const useNews = (language: string, count = 5) =>
  useQuery(getNewsQueryOptions(language, count));
