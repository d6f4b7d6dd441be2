import type {
  AgentFigures,
  AgentSettlement,
  CallParsedRequest,
  CallResponse,
  agentOperationCall,
  agentSettlementsCall,
  agentStratifiedCall,
} from '@member-site/contracts';
import {
  AGENT_REPORT_MAX_DAYS,
  type Currency,
  SITE_TIME_ZONE,
  formatMinorUnits,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import type { members } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { addDays, daysBetween, isCalendarDay, isoOrNull, zonedDateOf } from '../../shared/time';
import {
  type ActiveRule,
  type FigureScope,
  type FigureSums,
  type SettlementRow,
  downlineFigures,
  downlineSizes,
  findActiveRule,
  operationFigures,
  settlementsPage,
} from './agent-reports.repository';

/** A refusal of an agent call, answered with a code of the `agent` family. */
export const agentError = (code: string) => new AppError(code, { family: 'agent' });

export type AgentCaller = {
  siteId: number;
  member: Pick<typeof members.$inferSelect, 'id' | 'currency' | 'isAgent' | 'agentActive'>;
};

/** Refuse (agent 101) a member who is not an active agent. */
const requireAgent = (caller: AgentCaller): void => {
  if (!caller.member.isAgent || !caller.member.agentActive) throw agentError('101');
};

/** A range of site days, start first, at most AGENT_REPORT_MAX_DAYS days (agent 110 otherwise). */
export const checkDayRange = (start: string, end: string): void => {
  if (!isCalendarDay(start) || !isCalendarDay(end)) throw agentError('110');
  const days = daysBetween(start, end);
  if (days < 0 || days + 1 > AGENT_REPORT_MAX_DAYS) throw agentError('110');
};

/** The site day an instant falls on. */
export const siteDayOf = (instant: Date): string => zonedDateOf(instant, SITE_TIME_ZONE);

const figuresOf = (row: FigureSums | undefined, currency: Currency): AgentFigures => ({
  registrations: row?.registrations ?? 0,
  first_deposit_count: row?.first_deposit_count ?? 0,
  first_deposit_amount: formatMinorUnits(BigInt(row?.first_deposit_amount ?? 0), currency),
  deposits: formatMinorUnits(BigInt(row?.deposits ?? 0), currency),
  withdrawals: formatMinorUnits(BigInt(row?.withdrawals ?? 0), currency),
  valid_bet: formatMinorUnits(BigInt(row?.valid_bet ?? 0), currency),
  win_loss: formatMinorUnits(BigInt(row?.win_loss ?? 0), currency),
  bonuses: formatMinorUnits(BigInt(row?.bonuses ?? 0), currency),
  active_members: row?.active_members ?? 0,
});

/** Every day of the range, oldest first, zeros where nothing happened. */
const seriesOf = (
  rows: readonly (FigureSums & { day: string | null })[],
  start: string,
  end: string,
  currency: Currency,
) => {
  const byDay = new Map(rows.map((row) => [row.day ?? '', row]));
  const series = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    series.push({ date: day, ...figuresOf(byDay.get(day), currency) });
  }
  return series;
};

const time = (value: Date | string | null): string | null =>
  value === null ? null : isoOrNull(new Date(value));

/** A settlement row as the agent and the operator see it. */
export const settlementView = (row: SettlementRow): AgentSettlement => {
  const money = (value: string) => formatMinorUnits(BigInt(value), row.currency);
  return {
    id: row.id,
    period_start: row.period_start,
    period_end: row.period_end,
    currency: row.currency,
    plan_name: row.plan_name,
    basis: row.basis,
    tier: row.tier,
    rate_percent: row.rate_bp / 100,
    active_members: row.active_members,
    valid_bet: money(row.valid_bet),
    win_loss: money(row.win_loss),
    bonuses: money(row.bonuses),
    net_win_loss: money(row.net_win_loss),
    carried_in: money(row.carried_in),
    figure: money(row.figure),
    carried_out: money(row.carried_out),
    commission: money(row.commission),
    status: row.status,
    reason: row.reason,
    created_at: time(row.created_at) ?? '',
    decided_at: time(row.decided_at),
    paid_at: time(row.paid_at),
  };
};

/**
 * The agent centre's reports: the operation table, the stratified table and the agent's
 * settlements. An agent sees only its own downline: every query starts from `agent_tree` rows
 * whose ancestor is the caller.
 */
export const createAgentReportsService = (db: Db) => {
  /** The active rule of the agent's plan (none: any deposit or valid bet). */
  const activeRuleOf = async (agentId: number): Promise<ActiveRule> => {
    const row = await findActiveRule(db, agentId);
    return {
      minDeposit: BigInt(row?.min_deposit ?? 0),
      minValidBet: BigInt(row?.min_valid_bet ?? 0),
    };
  };

  const scopeOf = async (caller: AgentCaller, start: string, end: string): Promise<FigureScope> => {
    requireAgent(caller);
    checkDayRange(start, end);
    return {
      agentId: caller.member.id,
      currency: caller.member.currency,
      startDay: start,
      endDay: end,
      rule: await activeRuleOf(caller.member.id),
    };
  };

  return {
    /** OperationTable: totals, a daily series and a page of downline members. */
    operation: async (
      caller: AgentCaller,
      body: CallParsedRequest<typeof agentOperationCall>,
    ): Promise<CallResponse<typeof agentOperationCall>> => {
      const scope = await scopeOf(caller, body.start_date, body.end_date);
      const currency = scope.currency;
      const rows = await operationFigures(db, scope, body.account, {
        limit: body.page_size,
        offset: (body.page - 1) * body.page_size,
      });
      const members = rows.filter((row) => row.kind === 'member');
      return {
        currency,
        start_date: body.start_date,
        end_date: body.end_date,
        totals: figuresOf(
          rows.find((row) => row.kind === 'total'),
          currency,
        ),
        series: seriesOf(
          rows.filter((row) => row.kind === 'day'),
          body.start_date,
          body.end_date,
          currency,
        ),
        list: members.map((row) => ({
          ...figuresOf(row, currency),
          member_account: row.account ?? '',
          depth: row.depth ?? 0,
          is_agent: row.is_agent ?? false,
          registered_at: row.created_at ?? '',
        })),
        total_count: members[0]?.total_count ?? 0,
        page: body.page,
        count: members.length,
      };
    },

    /** StratifiedTable: the same figures by level of the hierarchy, each with its series. */
    stratified: async (
      caller: AgentCaller,
      body: CallParsedRequest<typeof agentStratifiedCall>,
    ): Promise<CallResponse<typeof agentStratifiedCall>> => {
      const scope = await scopeOf(caller, body.start_date, body.end_date);
      const currency = scope.currency;
      const sizes = await downlineSizes(db, scope.agentId, currency);
      const { days, totals } = await downlineFigures(db, scope, true);
      return {
        currency,
        start_date: body.start_date,
        end_date: body.end_date,
        levels: sizes.map(({ depth, members: count }) => ({
          depth,
          members: count,
          totals: figuresOf(
            totals.find((row) => row.depth === depth),
            currency,
          ),
          series: seriesOf(
            days.filter((row) => row.depth === depth),
            body.start_date,
            body.end_date,
            currency,
          ),
        })),
      };
    },

    /** PerformanceSettlement: the agent's periods, newest first. */
    settlements: async (
      caller: AgentCaller,
      body: CallParsedRequest<typeof agentSettlementsCall>,
    ): Promise<CallResponse<typeof agentSettlementsCall>> => {
      requireAgent(caller);
      const rows = await settlementsPage(
        db,
        { siteId: caller.siteId, agentId: caller.member.id },
        { limit: body.page_size, offset: (body.page - 1) * body.page_size },
      );
      return {
        list: rows.map(settlementView),
        total_count: rows[0]?.total_count ?? 0,
        page: body.page,
        count: rows.length,
      };
    },
  };
};

export type AgentReportsService = ReturnType<typeof createAgentReportsService>;
