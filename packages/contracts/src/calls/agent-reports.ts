/**
 * The agent centre's reports and commission settlement (spec sections 2 and 6) and the operator's
 * review of settlements. Member calls answer the `agent` error family: 101 when the member is not
 * an active agent, 110 for a date range that is not one (backwards, malformed or longer than 90
 * days). The operator's calls add 121 (no such settlement), 122 (already decided otherwise) and
 * 123 (the period to close has not ended).
 */
import { describeCalls } from '../call';
import type { agentReportsWire } from '../wire/agent-reports';

export type {
  AgentDayFigures,
  AgentFigures,
  AgentLevelFigures,
  AgentMemberFigures,
  AgentSettlement,
  OperatorAgentSettlement,
  OperatorAgentSettlementClose,
} from '../wire/agent-reports';

const call = describeCalls<typeof agentReportsWire>();

/** Totals, a daily series and per-member rows of the agent's downline over a range of days. */
export const agentOperationCall = call({
  path: '/arks/web/agent/operation',
  method: 'POST',
  access: 'member',
  family: 'agent',
});
/** The same figures by level of the agent's hierarchy, each with its daily series. */
export const agentStratifiedCall = call({
  path: '/arks/web/agent/stratified',
  method: 'POST',
  access: 'member',
  family: 'agent',
});
/** The agent's commission periods, newest first. */
export const agentSettlementsCall = call({
  path: '/arks/web/agent/settlements',
  method: 'POST',
  access: 'member',
  family: 'agent',
});
/** Every agent's commission periods, newest first, filtered by status, period or agent. */
export const operatorAgentSettlementsCall = call({
  path: '/operator/agent/settlements',
  method: 'POST',
  access: 'operator',
  family: 'agent',
});
/** Approve a pending settlement: its commission is paid into the agent's wallet once. */
export const operatorAgentSettlementApproveCall = call({
  path: '/operator/agent/settlements/approve',
  method: 'POST',
  access: 'operator',
  family: 'agent',
});
/** Reject a pending settlement with a reason: nothing is paid. */
export const operatorAgentSettlementRejectCall = call({
  path: '/operator/agent/settlements/reject',
  method: 'POST',
  access: 'operator',
  family: 'agent',
});
/**
 * Close the period holding a day, which must have ended by the site's settlement clock (agent 123
 * otherwise): every active agent without a row for it gets one; rows written before never change.
 */
export const operatorAgentSettlementCloseCall = call({
  path: '/operator/agent/settlements/close',
  method: 'POST',
  access: 'operator',
  family: 'agent',
});
/**
 * Set the first weekday of the site's commission periods (1 Monday .. 7 Sunday). Periods never
 * overlap, so it can change only while no period of the site has been closed (agent 124 after).
 */
export const operatorAgentWeekStartCall = call({
  path: '/operator/agent/settlements/week-start',
  method: 'POST',
  access: 'operator',
  family: 'agent',
});
