/**
 * The agent centre (spec sections 2, 6 and 7): the member's agent status, the plans on offer, the
 * agreement and the application (family `applyForAgent`); an active agent's downline, promotion
 * links and transfers from the agent wallet (family `agent`: 101 for a caller who is not an active
 * agent); and the operator's calls. An agent sees its own downline at every depth and nothing
 * else: a member of another agent answers exactly as a member that does not exist.
 */
import { describeCalls } from '../call';
import type { agentWire } from '../wire/agent';

export type {
  AgentActiveRule,
  AgentApplication,
  AgentDownlineMember,
  AgentLink,
  AgentPlan,
  AgentPlanTier,
  AgentSettings,
  AgentTransfer,
  OperatorAgentApplication,
  OperatorAgentPlan,
} from '../wire/agent';

const call = describeCalls<typeof agentWire>();

/** The member's agent standing, agent wallet, latest application and upline agent. */
export const agentStatusCall = call({
  path: '/arks/web/agent/status',
  method: 'POST',
  access: 'member',
  family: 'agent',
});
/** The commission plans on offer for the member's currency. */
export const agentPlansCall = call({
  path: '/arks/web/agent/plans',
  method: 'POST',
  access: 'member',
  family: 'agent',
});
/** The agent agreement in the request's language (en_US when it has none). */
export const agentAgreementCall = call({
  path: '/arks/web/agent/agreement',
  method: 'POST',
  access: 'member',
  family: 'agent',
});
/**
 * Apply to become an agent on a plan. applyForAgent 101 an agent already, 104 an agent's
 * downline, 102 the programme is closed for the currency, 103 an application is pending, 105 no
 * such plan on offer for the currency.
 */
export const agentApplyCall = call({
  path: '/arks/web/agent/apply',
  method: 'POST',
  access: 'member',
  family: 'applyForAgent',
});
/** The agent's downline at every depth, searchable and paged (agent 101, 110). */
export const agentDownlineCall = call({
  path: '/arks/web/agent/downline',
  method: 'POST',
  access: 'member',
  family: 'agent',
});
/** The agent's promotion links per currency and page (agent 101). */
export const agentLinksCall = call({
  path: '/arks/web/agent/links',
  method: 'POST',
  access: 'member',
  family: 'agent',
});
/**
 * Move money from the agent wallet to a downline member's main wallet, once per request id.
 * agent 101 not an active agent, 102 not in the downline, 103 wrong withdraw password, 104 the
 * wallet lacks the amount, 105 the member cannot receive, 106 a bad amount, 107 no withdraw
 * password set, 108 too many wrong passwords, 109 the request id was used for another transfer.
 */
export const agentTransferCall = call({
  path: '/arks/web/agent/transfer',
  method: 'POST',
  access: 'member',
  family: 'agent',
});
/** The agent's transfers to its downline, newest first, with totals (agent 101, 110). */
export const agentTransfersCall = call({
  path: '/arks/web/agent/transfers',
  method: 'POST',
  access: 'member',
  family: 'agent',
});
/** The site's agent applications, newest first, by status. */
export const operatorAgentApplicationsCall = call({
  path: '/operator/agent/applications',
  method: 'POST',
  access: 'operator',
  family: 'agent',
});
/**
 * Approve a pending application: the member becomes an active agent on the plan. Two approvals
 * at once approve once; the other answers agent 112 (111 no such application).
 */
export const operatorAgentApproveCall = call({
  path: '/operator/agent/applications/approve',
  method: 'POST',
  access: 'operator',
  family: 'agent',
});
/** Reject a pending application (agent 111, 112). */
export const operatorAgentRejectCall = call({
  path: '/operator/agent/applications/reject',
  method: 'POST',
  access: 'operator',
  family: 'agent',
});
/** The site's commission plans, every currency or one. */
export const operatorAgentPlansCall = call({
  path: '/operator/agent/plans',
  method: 'POST',
  access: 'operator',
  family: 'agent',
});
/** Create a plan, or change one with its tiers (agent 113 a plan that cannot be, 115 no such plan). */
export const operatorAgentPlanSetCall = call({
  path: '/operator/agent/plans/set',
  method: 'POST',
  access: 'operator',
  family: 'agent',
});
/** The agent programme of every currency of the site (or one). */
export const operatorAgentSettingsCall = call({
  path: '/operator/agent/settings',
  method: 'POST',
  access: 'operator',
  family: 'agent',
});
/** Open or close the programme for a currency, with its agreement and link lifetime. */
export const operatorAgentSettingsSetCall = call({
  path: '/operator/agent/settings/set',
  method: 'POST',
  access: 'operator',
  family: 'agent',
});
/**
 * Fund an agent's wallet from the house, once per request id (agent 114 no such agent, 106 a bad
 * amount, 109 the request id was used for another credit).
 */
export const operatorAgentWalletCreditCall = call({
  path: '/operator/agent/wallet/credit',
  method: 'POST',
  access: 'operator',
  family: 'agent',
});
