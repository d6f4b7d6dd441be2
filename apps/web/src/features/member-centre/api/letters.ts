import { letterDestroyCall, letterReadCall } from '@member-site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { LETTERS_QUERY_KEY } from '../../../shared/session/member-queries';

/** Mark a letter read (spec section 4: reading an unread letter reads the list again). */
export const useReadLetter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(letterReadCall, { site_id: SITE_ID, id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LETTERS_QUERY_KEY }),
  });
};

/** Delete some letters by id, or (`ids` undefined) every letter the member has. */
export const useDestroyLetters = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[] | undefined) =>
      call(letterDestroyCall, {
        site_id: SITE_ID,
        active: 0,
        ...(ids === undefined ? {} : { ids: [...ids] }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LETTERS_QUERY_KEY }),
  });
};
