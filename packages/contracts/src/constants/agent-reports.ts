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

/** The report figures that are amounts of the agent's currency. */
export const AGENT_MONEY_FIGURES = [
  'first_deposit_amount',
  'deposits',
  'withdrawals',
  'valid_bet',
  'win_loss',
  'bonuses',
] as const;

/** The report figures that are counts of members. */
export const AGENT_COUNT_FIGURES = [
  'registrations',
  'first_deposit_count',
  'active_members',
] as const;

/** Every report figure, in the order the tables and totals show them. */
export const AGENT_FIGURES = [
  'registrations',
  'first_deposit_count',
  ...AGENT_MONEY_FIGURES,
  'active_members',
] as const;
export type AgentFigureKey = (typeof AGENT_FIGURES)[number];
