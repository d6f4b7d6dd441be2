import {
  type CallRequest,
  agentOperationCall,
  agentSettlementsCall,
  agentStratifiedCall,
} from '@member-site/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { AGENT_QUERY_KEY } from '../../../shared/session/member-queries';

export type AgentOperationFilter = Omit<CallRequest<typeof agentOperationCall>, 'site_id'>;
export type AgentStratifiedFilter = Omit<CallRequest<typeof agentStratifiedCall>, 'site_id'>;
export type AgentSettlementsFilter = Omit<CallRequest<typeof agentSettlementsCall>, 'site_id'>;

/** The operation table of a range: totals, the daily series and a page of members. */
export const useAgentOperation = (filter: AgentOperationFilter, enabled: boolean) =>
  useQuery({
    queryKey: [...AGENT_QUERY_KEY, 'operation', filter],
    queryFn: ({ signal }) => call(agentOperationCall, { site_id: SITE_ID, ...filter }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The stratified table of a range: each level of the hierarchy with its daily series. */
export const useAgentStratified = (filter: AgentStratifiedFilter, enabled: boolean) =>
  useQuery({
    queryKey: [...AGENT_QUERY_KEY, 'stratified', filter],
    queryFn: ({ signal }) => call(agentStratifiedCall, { site_id: SITE_ID, ...filter }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** One page of the agent's commission periods, newest first. */
export const useAgentSettlements = (filter: AgentSettlementsFilter) =>
  useQuery({
    queryKey: [...AGENT_QUERY_KEY, 'settlements', filter],
    queryFn: ({ signal }) =>
      call(agentSettlementsCall, { site_id: SITE_ID, ...filter }, { signal }),
    placeholderData: keepPreviousData,
  });
