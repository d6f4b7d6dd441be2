import { bindBankAccountCall } from '@member-site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { getMemberLayoutQueryOptions } from '../../../shared/session/get-member-layout';
import { MEMBER_PROFILE_QUERY_KEY } from '../../../shared/session/member-queries';

export type BankAccountForm = {
  bank_name: string;
  account_name: string;
  account_number: string;
  withdraw_password: string;
};

/** Bind the member's bank account; the profile and the deposit prompt flag follow. */
export const useBindBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BankAccountForm) =>
      (await call(bindBankAccountCall, { site_id: SITE_ID, ...body })).bank_account,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MEMBER_PROFILE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: getMemberLayoutQueryOptions().queryKey }),
      ]);
    },
  });
};
