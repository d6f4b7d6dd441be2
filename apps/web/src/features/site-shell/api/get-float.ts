import { floatCall } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

export const getFloatQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['site-shell', 'float', SITE_ID, language],
    queryFn: async ({ signal }) => (await call(floatCall, { site_id: SITE_ID }, { signal })).list,
    staleTime: 10 * 60_000,
  });

export const useFloatButtons = (language: string) => useQuery(getFloatQueryOptions(language));
