import { editPasswordCall } from '@member-site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { SITE_ID } from '../../config/env';
import { call } from '../api/call';
import { getMemberLayoutQueryOptions } from './get-member-layout';
import { MEMBER_PROFILE_QUERY_KEY } from './member-queries';
import { useSessionStore } from './session-store';

export type PasswordKind = 'login' | 'withdraw';

export type PasswordChange = {
  type: PasswordKind;
  old_password: string;
  password: string;
  check_password: string;
};

/**
 * Change the login or the withdraw password, from the member centre or the forced change after a
 * first login. The session goes on with the token the server returns (its other sessions end),
 * and the member layout is asked again because a forced password change is now done.
 */
export const useEditPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PasswordChange) =>
      call(editPasswordCall, { site_id: SITE_ID, ...body }),
    onSuccess: async ({ token }, { type }) => {
      const layoutKey = getMemberLayoutQueryOptions().queryKey;
      const { session, signIn } = useSessionStore.getState();
      if (session) signIn({ ...session, token });
      if (type === 'login') {
        queryClient.setQueryData(layoutKey, (layout) =>
          layout ? { ...layout, first_login_to_change_password: false } : layout,
        );
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: layoutKey }),
        queryClient.invalidateQueries({ queryKey: MEMBER_PROFILE_QUERY_KEY }),
      ]);
    },
  });
};
