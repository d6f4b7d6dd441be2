import { registerSettingsCall } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

/** The register settings of every currency, whether a captcha is asked, the currencies offered. */
export const getRegisterSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['register', 'settings', SITE_ID],
    queryFn: ({ signal }) => call(registerSettingsCall, { site_id: SITE_ID }, { signal }),
    staleTime: 60_000,
  });

export const useRegisterSettings = () => useQuery(getRegisterSettingsQueryOptions());
