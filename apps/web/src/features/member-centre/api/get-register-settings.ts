import { registerSettingsCall } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { memberQueryKey } from '../../../shared/session/member-queries';

/** The site's register settings: which profile fields a member may fill in later, and how. */
export const getMemberCentreSettingsQueryOptions = () =>
  queryOptions({
    queryKey: memberQueryKey('register-settings', SITE_ID),
    queryFn: async ({ signal }) =>
      (await call(registerSettingsCall, { site_id: SITE_ID }, { signal })).list,
    staleTime: 5 * 60_000,
  });

export const useMemberCentreSettings = () => useQuery(getMemberCentreSettingsQueryOptions());
