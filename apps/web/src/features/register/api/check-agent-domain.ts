import { checkAgentDomainCall } from '@member-site/contracts';
import { queryOptions } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

/** Whether this host is an agent's own domain, and then the agent and currency it fixes. */
export const getAgentDomainQueryOptions = (host: string) =>
  queryOptions({
    queryKey: ['register', 'agent-domain', SITE_ID, host],
    queryFn: ({ signal }) => call(checkAgentDomainCall, { site_id: SITE_ID, host }, { signal }),
    staleTime: Infinity,
    retry: false,
  });
