import { memberProfileEditCall, type CallRequest } from '@member-site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { MEMBER_PROFILE_QUERY_KEY } from '../../../shared/session/member-queries';

export type ProfileEditBody = Omit<CallRequest<typeof memberProfileEditCall>, 'site_id'>;

/** Fill in profile fields that are still empty; the answer is the updated profile. */
export const useEditProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileEditBody) =>
      (await call(memberProfileEditCall, { site_id: SITE_ID, ...body })).member_profile,
    onSuccess: (profile) => {
      queryClient.setQueryData(MEMBER_PROFILE_QUERY_KEY, profile);
    },
  });
};
