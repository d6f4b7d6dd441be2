import { mobileFooterCall } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

export const getMobileFooterQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['site-shell', 'mobile-footer', SITE_ID, language],
    queryFn: async ({ signal }) =>
      (await call(mobileFooterCall, { site_id: SITE_ID }, { signal })).list,
    staleTime: 10 * 60_000,
  });

export const useMobileFooter = (language: string) =>
  useQuery(getMobileFooterQueryOptions(language));
