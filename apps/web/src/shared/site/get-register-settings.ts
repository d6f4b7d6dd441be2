import { registerSettingsCall } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../config/env';
import { call } from '../api/call';

/**
 * The site's register settings: per currency the fields asked at registration (and which a
 * member may fill in later in the member centre), whether a captcha is asked, the currencies
 * offered. The same for visitors and members, so one cache entry serves both.
 */
export const getRegisterSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'register-settings', SITE_ID],
    queryFn: ({ signal }) => call(registerSettingsCall, { site_id: SITE_ID }, { signal }),
    staleTime: 5 * 60_000,
  });

export const useRegisterSettings = () => useQuery(getRegisterSettingsQueryOptions());

/** Only the per-currency field settings, as the member centre's profile forms use them. */
export const useRegisterFieldSettings = () =>
  useQuery({ ...getRegisterSettingsQueryOptions(), select: (settings) => settings.list });
