import { footerCall } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

export const getFooterQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['site-shell', 'footer', SITE_ID, language],
    queryFn: ({ signal }) => call(footerCall, { site_id: SITE_ID }, { signal }),
    staleTime: 10 * 60_000,
  });

export const useFooter = (language: string) => useQuery(getFooterQueryOptions(language));
