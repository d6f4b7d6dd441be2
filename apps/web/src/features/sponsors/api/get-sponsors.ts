import { sponsorListCall } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { SPONSORS_QUERY_KEY } from '../../../shared/site/content-queries';

export const getSponsorsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...SPONSORS_QUERY_KEY, SITE_ID, language],
    queryFn: async ({ signal }) => {
      const { list } = await call(sponsorListCall, { site_id: SITE_ID }, { signal });
      return [...list].sort((a, b) => a.sort - b.sort);
    },
    staleTime: 10 * 60_000,
  });

export const useSponsors = (language: string) => useQuery(getSponsorsQueryOptions(language));
