import { registerValidMessageCall } from '@member-site/contracts';
import { queryOptions } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import type { Introducer } from '../utils/referral';

/** Whether the agent id or recommend code of a link may still introduce members. */
export const getIntroducerValidityQueryOptions = (introducer: Introducer) =>
  queryOptions({
    queryKey: ['register', 'introducer-valid', SITE_ID, introducer.type, introducer.value],
    queryFn: async ({ signal }) =>
      (
        await call(
          registerValidMessageCall,
          introducer.type === 'agent'
            ? { site_id: SITE_ID, agent_id: introducer.value }
            : { site_id: SITE_ID, recommend_code: introducer.value },
          { signal },
        )
      ).is_valid,
    staleTime: 60_000,
    retry: false,
  });
