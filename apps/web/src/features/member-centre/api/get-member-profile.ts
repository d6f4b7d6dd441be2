import { memberProfileCall, type MemberProfile } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { MEMBER_PROFILE_QUERY_KEY } from '../../../shared/session/member-queries';

export const getMemberProfileQueryOptions = () =>
  queryOptions({
    queryKey: MEMBER_PROFILE_QUERY_KEY,
    queryFn: async ({ signal }): Promise<MemberProfile> =>
      (await call(memberProfileCall, { site_id: SITE_ID }, { signal })).member_profile,
  });

export const useMemberProfile = () => useQuery(getMemberProfileQueryOptions());
