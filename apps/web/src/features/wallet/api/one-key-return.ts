import { oneKeyReturnCall, type OneKeyReturnData } from '@member-site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { memberQueryKey } from '../../../shared/session/member-queries';

/**
 * One-key return: every platform balance back to the main wallet. Whatever the answer, every
 * member query is refreshed (a partial return or a failure may still have moved money), so the
 * header's member_cash and the panel show what the server now holds.
 */
export const useOneKeyReturn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<OneKeyReturnData> => call(oneKeyReturnCall, { site_id: SITE_ID }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: memberQueryKey() });
    },
  });
};
