import { siteDetailCall, type SiteDetail } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../config/env';
import { call } from '../api/call';

/**
 * The site's configuration (titles, currencies, languages, templates, app links). Shared because
 * the app shell and several features read it; it changes rarely, so it stays fresh for the visit.
 */
export const getSiteDetailQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'detail', SITE_ID],
    queryFn: async ({ signal }): Promise<SiteDetail> =>
      (await call(siteDetailCall, { site_id: SITE_ID }, { signal })).detail,
    staleTime: Infinity,
  });

export const useSiteDetail = () => useQuery(getSiteDetailQueryOptions());
