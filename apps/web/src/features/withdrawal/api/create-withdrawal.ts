import { type CallResponse, createWithdrawalCall } from '@member-site/contracts';
import { type Currency } from '@member-site/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { memberQueryKey } from '../../../shared/session/member-queries';

export type WithdrawalRequest = {
  amount: string;
  withdraw_password: string;
  request_id: string;
  /** The currency the page shows: the server refuses it (104) if the wallet's has changed. */
  currency?: Currency;
};
export type WithdrawalResult = CallResponse<typeof createWithdrawalCall>;

/**
 * Ask for a withdrawal. On success every member query is refreshed: the held amount has left the
 * main wallet, so the balances shown anywhere change.
 */
export const useCreateWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalRequest): Promise<WithdrawalResult> =>
      call(createWithdrawalCall, { site_id: SITE_ID, ...body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: memberQueryKey() });
    },
  });
};
