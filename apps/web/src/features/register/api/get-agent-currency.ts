import { memberInfoCall } from '@member-site/contracts';
import { queryOptions } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

/** The currency of the agent whose link brought the visitor. */
export const getAgentCurrencyQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: ['register', 'agent-currency', SITE_ID, agentId],
    queryFn: async ({ signal }) =>
      (await call(memberInfoCall, { site_id: SITE_ID, id: agentId }, { signal })).currency,
    staleTime: Infinity,
    retry: false,
  });
