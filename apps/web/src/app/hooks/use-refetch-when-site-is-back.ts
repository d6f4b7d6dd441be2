import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { setOnSiteBack } from '../../shared/network/connectivity';

/** When the site answers again after being unreachable, what is on screen is fetched again. */
export const useRefetchWhenSiteIsBack = (): void => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      setOnSiteBack(() => {
        void queryClient.refetchQueries({ type: 'active' });
      }),
    [queryClient],
  );
};
