import { loginHeaderCall } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

/** Whether the login form asks for a captcha (the site's setting). */
export const getLoginHeaderQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'login-header', SITE_ID],
    queryFn: ({ signal }) => call(loginHeaderCall, { site_id: SITE_ID }, { signal }),
    staleTime: 60_000,
  });

export const useLoginHeader = () => useQuery(getLoginHeaderQueryOptions());
