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
  AGENT_MONEY_FIGURES,
  AGENT_REPORT_MAX_DAYS,
  type Currency,
  SITE_TIME_ZONE,
  type SupportedLanguage,
  formatMinorUnits,
  pickLocalized,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import type { members } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { addDays, daysBetween, isCalendarDay, isoOrNull, zonedDateOf } from '../../shared/time';
import {
  type ClosedPass,
  type RangeView,
  isActiveUnder,
  rangeView,
} from './agent-reports.member-sums';
import {
  type ActiveRule,
  type FigureScope,
  type FigureSums,
  type Leader,
  type RollupDayRow,
  type SettlementRow,
  downlineSizes,
  findActiveRule,
  liveMembers,
  memberFigures,
  memberPass,
  quietMembers,
  rollupDays,
  rollupVersion,
  searchMembers,
  settlementsPage,
  tuneReportTransaction,
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

/**
 * The days of the rollup at one depth (every depth when undefined), and their sum over the range
 * with the range's active members from the member view.
 */
const daysAndTotals = (
  rollup: readonly RollupDayRow[],
  view: RangeView,
  depth: number | undefined,
): { days: (FigureSums & { day: string })[]; totals: FigureSums } => {
  const days = rollup.filter((row) => depth === undefined || row.depth === depth);
  const money = Object.fromEntries(AGENT_MONEY_FIGURES.map((key) => [key, 0n])) as Record<
    (typeof AGENT_MONEY_FIGURES)[number],
    bigint
  >;
  let registrations = 0;
  let firstDepositCount = 0;
  for (const row of days) {
    registrations += row.registrations;
    firstDepositCount += row.first_deposit_count;
    for (const key of AGENT_MONEY_FIGURES) money[key] += BigInt(row[key]);
  }
  let active = 0;
  for (const count of view.counts) {
    if (depth === undefined || count.depth === depth) active += count.active;
  }
  const totals: FigureSums = {
    registrations,
    first_deposit_count: firstDepositCount,
    ...(Object.fromEntries(
      AGENT_MONEY_FIGURES.map((key) => [key, money[key].toString()]),
    ) as Record<(typeof AGENT_MONEY_FIGURES)[number], string>),
    active_members: active,
  };
  return { days, totals };
};

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

/**
 * A settlement row as the agent and the operator see it. Given a language (the agent's), the plan
 * is named in it as the plan is named now; otherwise, or once the plan is gone, by the English
 * name it had when the period was settled.
 */
export const settlementView = (
  row: SettlementRow,
  language?: SupportedLanguage,
): AgentSettlement => {
  const money = (value: string) => formatMinorUnits(BigInt(value), row.currency);
  return {
    id: row.id,
    period_start: row.period_start,
    period_end: row.period_end,
    currency: row.currency,
    plan_name:
      language !== undefined && row.plan_names !== null
        ? pickLocalized(row.plan_names, language)
        : row.plan_name,
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

/** `now`: the clock that tells the site's today (the closed days are those before it). */
export type AgentReportsOptions = { now?: () => Date };

/** Closed days' passes kept between calls, for how long at most, and their leaders at least. */
const KEPT_PASSES = 64;
const KEPT_PASS_MS = 15 * 60_000;
const KEPT_LEADERS = 200;

type KeptPass = { version: string; pass: ClosedPass; at: number };

/**
 * The agent centre's reports: the operation table, the stratified table and the agent's
 * settlements. An agent sees only its own downline: every query starts from `agent_tree` rows
 * whose ancestor is the caller.
 */
export const createAgentReportsService = (db: Db, options: AgentReportsOptions = {}) => {
  const now = options.now ?? (() => new Date());
  const kept = new Map<string, KeptPass>();

  /**
   * The downline's members over the range, with the first `leaders` members by valid bet. The
   * closed days (before the site's today) are read in one pass that is kept between calls while
   * the agent rollup's rows of those days are unchanged (`rollupVersion`, read in the same
   * snapshot): a movement on one of those days, or a member joining or leaving the downline with
   * figures there, writes one of those rows, and the next call reads the days again. The live days
   * are read at every call, with the closed sums of the members who have figures on them. Exact
   * either way.
   */
  const viewOf = async (
    tx: Db,
    scope: FigureScope,
    leaders: number,
  ): Promise<{ view: RangeView; leaders: Leader[] }> => {
    const today = siteDayOf(now());
    const closedEnd = scope.endDay < today ? scope.endDay : addDays(today, -1);
    const hasClosed = scope.startDay <= closedEnd;
    const key = [
      scope.agentId,
      scope.currency,
      scope.startDay,
      closedEnd,
      scope.rule.minDeposit,
      scope.rule.minValidBet,
    ].join('|');
    const version = hasClosed
      ? await rollupVersion(tx, scope.agentId, scope.currency, scope.startDay, closedEnd)
      : '';
    const readClosed = async (asked: number): Promise<ClosedPass> => {
      const pass = { ...(await memberPass(tx, { ...scope, endDay: closedEnd }, asked)), asked };
      kept.delete(key);
      kept.set(key, { version, pass, at: Date.now() });
      for (const oldest of kept.keys()) {
        if (kept.size <= KEPT_PASSES) break;
        kept.delete(oldest);
      }
      return pass;
    };
    let closed: ClosedPass | undefined;
    if (hasClosed) {
      const found = kept.get(key);
      if (found?.version === version && Date.now() - found.at < KEPT_PASS_MS) {
        closed = found.pass;
        kept.delete(key);
        kept.set(key, found);
      } else {
        closed = await readClosed(Math.max(KEPT_LEADERS, 2 * leaders));
      }
    }
    const liveStart = hasClosed ? addDays(closedEnd, 1) : scope.startDay;
    const live =
      liveStart <= scope.endDay
        ? await liveMembers(
            tx,
            { ...scope, startDay: liveStart },
            hasClosed ? { startDay: scope.startDay, endDay: closedEnd } : undefined,
          )
        : undefined;
    let view = rangeView(closed, live, scope.rule);
    let first = view.leaders(leaders);
    if (first === undefined && closed) {
      // Live members took places among the closed leaders kept: read enough of them.
      closed = await readClosed(Math.max(2 * closed.asked, leaders + (live?.length ?? 0)));
      view = rangeView(closed, live, scope.rule);
      first = view.leaders(leaders);
    }
    return { view, leaders: first ?? [] };
  };

  /** The active rule of the agent's plan (none: any deposit or valid bet). */
  const activeRuleOf = async (agentId: number): Promise<ActiveRule> => {
    const row = await findActiveRule(db, agentId);
    return {
      minDeposit: BigInt(row?.min_deposit ?? 0),
      minValidBet: BigInt(row?.min_valid_bet ?? 0),
    };
  };

  /** A report's reads, in one read-only transaction: every figure from one snapshot. */
  const inReport = <T>(read: (tx: Db) => Promise<T>): Promise<T> =>
    db.transaction(
      async (tx) => {
        await tuneReportTransaction(tx);
        return read(tx);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

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
      const limit = body.page_size;
      const offset = (body.page - 1) * body.page_size;
      const account = body.account ?? '';
      const read = await inReport(async (tx) => {
        const rollup = await rollupDays(tx, scope, false);
        const { view, leaders } = await viewOf(tx, scope, account === '' ? offset + limit : 0);
        // The member table's order is the leaders' (biggest valid bet first), then the members
        // without a valid bet in the range by id; a search pages the matching members alone.
        let ids: number[];
        let total: number;
        if (account === '') {
          let betting = 0;
          for (const count of view.counts) betting += count.betting;
          ids = leaders.slice(offset).map((row) => row.member_id);
          if (ids.length < limit && offset + limit > betting) {
            ids.push(
              ...(await quietMembers(tx, scope, {
                limit: limit - ids.length,
                offset: Math.max(0, offset - betting),
              })),
            );
          }
          const sizes = await downlineSizes(tx, scope.agentId, currency);
          total = sizes.reduce((sum, level) => sum + level.members, 0);
        } else {
          ({ ids, total } = await searchMembers(tx, scope, account, { limit, offset }));
        }
        const rows = await memberFigures(tx, scope, ids);
        return { rollup, view, ids, total, rows };
      });
      const { days, totals } = daysAndTotals(read.rollup, read.view, undefined);
      const byId = new Map(read.rows.map((row) => [row.member_id, row]));
      const list = read.ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        const active = isActiveUnder(scope.rule, BigInt(row.deposits), BigInt(row.valid_bet));
        return [
          {
            ...figuresOf({ ...row, active_members: active ? 1 : 0 }, currency),
            member_account: row.account,
            depth: row.depth,
            is_agent: row.is_agent,
            registered_at: row.created_at,
          },
        ];
      });
      return {
        currency,
        start_date: body.start_date,
        end_date: body.end_date,
        totals: figuresOf(totals, currency),
        series: seriesOf(days, body.start_date, body.end_date, currency),
        list,
        total_count: read.total,
        page: body.page,
        count: list.length,
      };
    },

    /** StratifiedTable: the same figures by level of the hierarchy, each with its series. */
    stratified: async (
      caller: AgentCaller,
      body: CallParsedRequest<typeof agentStratifiedCall>,
    ): Promise<CallResponse<typeof agentStratifiedCall>> => {
      const scope = await scopeOf(caller, body.start_date, body.end_date);
      const currency = scope.currency;
      const read = await inReport(async (tx) => ({
        sizes: await downlineSizes(tx, scope.agentId, currency),
        rollup: await rollupDays(tx, scope, true),
        view: (await viewOf(tx, scope, 0)).view,
      }));
      return {
        currency,
        start_date: body.start_date,
        end_date: body.end_date,
        levels: read.sizes.map(({ depth, members: count }) => {
          const { days, totals } = daysAndTotals(read.rollup, read.view, depth);
          return {
            depth,
            members: count,
            totals: figuresOf(totals, currency),
            series: seriesOf(days, body.start_date, body.end_date, currency),
          };
        }),
      };
    },

    /** PerformanceSettlement: the agent's periods, newest first. */
    settlements: async (
      caller: AgentCaller,
      body: CallParsedRequest<typeof agentSettlementsCall>,
      language: SupportedLanguage,
    ): Promise<CallResponse<typeof agentSettlementsCall>> => {
      requireAgent(caller);
      const rows = await settlementsPage(
        db,
        { siteId: caller.siteId, agentId: caller.member.id },
        { limit: body.page_size, offset: (body.page - 1) * body.page_size },
      );
      return {
        list: rows.map((row) => settlementView(row, language)),
        total_count: rows[0]?.total_count ?? 0,
        page: body.page,
        count: rows.length,
      };
    },
  };
};

export type AgentReportsService = ReturnType<typeof createAgentReportsService>;
