import {
  type CallRequest,
  type CallResponse,
  agentAgreementCall,
  agentApplyCall,
  agentDownlineCall,
  agentLinksCall,
  agentPlansCall,
  agentStatusCall,
  agentTransferCall,
  agentTransfersCall,
} from '@member-site/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { AGENT_QUERY_KEY, MEMBER_LAYOUT_QUERY_KEY } from '../../../shared/session/member-queries';

export type AgentStatus = CallResponse<typeof agentStatusCall>;
export type AgentDownlineFilter = Omit<CallRequest<typeof agentDownlineCall>, 'site_id'>;
export type AgentTransfersFilter = Omit<CallRequest<typeof agentTransfersCall>, 'site_id'>;
export type AgentTransferRequest = Omit<CallRequest<typeof agentTransferCall>, 'site_id'>;
export type AgentApplyRequest = Omit<CallRequest<typeof agentApplyCall>, 'site_id'>;

/** The member's agent standing, level name, agent wallet and latest application. */
export const useAgentStatus = () =>
  useQuery({
    queryKey: [...AGENT_QUERY_KEY, 'status'],
    queryFn: ({ signal }) => call(agentStatusCall, { site_id: SITE_ID }, { signal }),
    staleTime: 30_000,
  });

/** The commission plans on offer for the member's currency. */
export const useAgentPlans = () =>
  useQuery({
    queryKey: [...AGENT_QUERY_KEY, 'plans'],
    queryFn: ({ signal }) => call(agentPlansCall, { site_id: SITE_ID }, { signal }),
    staleTime: 5 * 60_000,
  });

/** The agreement in the member's language (the call answers in the request's language). */
export const useAgentAgreement = (language: string) =>
  useQuery({
    queryKey: [...AGENT_QUERY_KEY, 'agreement', language],
    queryFn: ({ signal }) => call(agentAgreementCall, { site_id: SITE_ID }, { signal }),
    staleTime: 5 * 60_000,
  });

/** Apply to become an agent; the status (with the new application) is read again after. */
export const useApplyForAgent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentApplyRequest) => call(agentApplyCall, { site_id: SITE_ID, ...body }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: AGENT_QUERY_KEY });
    },
  });
};

/** One page of the agent's downline, as filtered. */
export const useAgentDownline = (filter: AgentDownlineFilter, enabled = true) =>
  useQuery({
    queryKey: [...AGENT_QUERY_KEY, 'downline', filter],
    queryFn: ({ signal }) => call(agentDownlineCall, { site_id: SITE_ID, ...filter }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The agent's promotion links per currency and page. */
export const useAgentLinks = () =>
  useQuery({
    queryKey: [...AGENT_QUERY_KEY, 'links'],
    queryFn: ({ signal }) => call(agentLinksCall, { site_id: SITE_ID }, { signal }),
    staleTime: 5 * 60_000,
  });

/** One page of the agent's transfers to its downline, with totals. */
export const useAgentTransfers = (filter: AgentTransfersFilter) =>
  useQuery({
    queryKey: [...AGENT_QUERY_KEY, 'transfers', filter],
    queryFn: ({ signal }) => call(agentTransfersCall, { site_id: SITE_ID, ...filter }, { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Move money from the agent wallet to a downline member. The caller keeps the request id of an
 * attempt that got no answer and sends it again, so the server moves the money once. On success
 * the agent's status (its wallet), transfers and the member layout are read again.
 */
export const useAgentTransfer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentTransferRequest) =>
      call(agentTransferCall, { site_id: SITE_ID, ...body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: AGENT_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: MEMBER_LAYOUT_QUERY_KEY }),
      ]);
    },
  });
};
