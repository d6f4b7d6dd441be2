import { type Bulletin, bulletinHideCall } from '@member-site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { memberQueryKey } from '../../../shared/session/member-queries';

/**
 * The member closed a promotion shown once (display_frequency 0): the server stops showing it to
 * them, and the lists this page holds drop it at once.
 */
export const useHideBulletin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(bulletinHideCall, { site_id: SITE_ID, id }),
    onMutate: (id) => {
      queryClient.setQueriesData<Bulletin[]>({ queryKey: memberQueryKey('bulletins') }, (list) =>
        list?.filter((bulletin) => bulletin.id !== id),
      );
    },
  });
};
