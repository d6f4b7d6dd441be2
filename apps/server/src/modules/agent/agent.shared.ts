import type { AgentApplication, AgentPlan, OperatorAgentPlan } from '@member-site/contracts';
import {
  type AgentMemberStatus,
  type Currency,
  type SupportedLanguage,
  MEMBER_STATUSES,
  formatMinorUnits,
  pickLocalized,
} from '@member-site/contracts/constants';

import { AppError } from '../../http/app-error';
import { siteDayRange } from '../records/records.service';
import type { AgentApplicationRecord, AgentMemberRow, AgentPlanRecord } from './agent.repository';

/** A refusal of an agent-centre call, answered with a code of the `agent` family. */
export const agentError = (code: string, options: { message?: string; data?: unknown } = {}) =>
  new AppError(code, { family: 'agent', ...options });

/** A refusal of an application, answered with a code of the `applyForAgent` family. */
export const applyError = (code: string) => new AppError(code, { family: 'applyForAgent' });

/** The member of a call, the site it was made on and the language of its answer. */
export type AgentCaller = {
  siteId: number;
  language: SupportedLanguage;
  member: Pick<AgentMemberRow, 'id'>;
};

/** An active agent: flagged, switched on by the operator, and an active account. */
export const isActiveAgent = (member: AgentMemberRow): boolean =>
  member.isAgent && member.agentActive && member.status === MEMBER_STATUSES.active;

/** A member status on the wire. */
export const memberStatusName = (status: number): AgentMemberStatus =>
  status === MEMBER_STATUSES.frozen
    ? 'frozen'
    : status === MEMBER_STATUSES.disabled
      ? 'disabled'
      : 'active';

/** Percent (two decimals) from basis points. */
export const rateOf = (rateBp: number): number => rateBp / 100;

/** Basis points from a percent, or undefined for more than two decimals or outside 0..100. */
export const percentToBp = (percent: number): number | undefined => {
  const bp = Math.round(percent * 100);
  return Math.abs(bp - percent * 100) < 1e-6 && bp >= 0 && bp <= 10_000 ? bp : undefined;
};

export const planView = (plan: AgentPlanRecord, language: SupportedLanguage): AgentPlan => ({
  id: plan.id,
  name: pickLocalized(plan.name, language),
  basis: plan.basis,
  active_rule: {
    min_deposit: formatMinorUnits(plan.minDeposit, plan.currency),
    min_valid_bet: formatMinorUnits(plan.minValidBet, plan.currency),
  },
  tiers: plan.tiers.map((tier) => ({
    tier: tier.tier,
    min_active_members: tier.minActiveMembers,
    min_figure: formatMinorUnits(tier.minFigure, plan.currency),
    rate: rateOf(tier.rateBp),
  })),
});

export const operatorPlanView = (plan: AgentPlanRecord): OperatorAgentPlan => ({
  ...planView(plan, 'en_US'),
  currency: plan.currency,
  names: { ...plan.name },
  active: plan.active,
  show_balances: plan.showBalances,
  updated_at: plan.updatedAt.toISOString(),
});

export const applicationView = (
  row: AgentApplicationRecord,
  language: SupportedLanguage,
): AgentApplication => ({
  id: row.id,
  status: row.status,
  plan_id: row.planId,
  plan_name: pickLocalized(row.planName, language),
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
  reason: row.reason,
});

/** An optional day range of the site's time zone: both ends or neither (agent 110 otherwise). */
export const optionalRange = (start?: string, end?: string): { from?: Date; to?: Date } => {
  if (start === undefined && end === undefined) return {};
  if (start === undefined || end === undefined) throw agentError('110');
  try {
    return siteDayRange(start, end);
  } catch {
    throw agentError('110');
  }
};

/** A page of `size` rows. */
export const pageWindow = (page: number, size: number) => ({
  limit: size,
  offset: (page - 1) * size,
});

export const money = (amount: bigint, currency: Currency): string =>
  formatMinorUnits(amount, currency);
