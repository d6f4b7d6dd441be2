/**
 * Closed sets and limits of the agent centre's reports and commission settlement.
 */
/** What a settlement row goes through: written pending, then approved and paid, or rejected. */
export const AGENT_SETTLEMENT_STATUSES = ['pending', 'approved', 'paid', 'rejected'] as const;
export type AgentSettlementStatus = (typeof AGENT_SETTLEMENT_STATUSES)[number];

/** The longest date range the operation and stratified tables take, in days (both ends counted). */
export const AGENT_REPORT_MAX_DAYS = 90;

/** The deepest level the stratified table lists separately; deeper levels join the last one. */
export const AGENT_REPORT_MAX_LEVELS = 10;
