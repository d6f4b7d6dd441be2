import type { AgentSettlementStatus, Currency } from '@member-site/contracts/constants';
import { type SQL, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';

/*
 * The agent reports' queries. Every figure is a sum over `member_day_figures` (the rollup the
 * ledger's and the games' triggers keep, migration 0017) of the agent's downline as `agent_tree`
 * lists it, so a report reads one indexed range of the tree and one of the rollup per member.
 */

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/** The sums of a set of members over some days, minor units as text (exact on both drivers). */
export type FigureSums = {
  registrations: number;
  first_deposit_count: number;
  first_deposit_amount: string;
  deposits: string;
  withdrawals: string;
  valid_bet: string;
  win_loss: string;
  bonuses: string;
  active_members: number;
};

/** Who counts as an active member: at least both minimums, and one of them above zero. */
export type ActiveRule = { minDeposit: bigint; minValidBet: bigint };

export type FigureScope = {
  agentId: number;
  currency: Currency;
  /** First and last site day, both included. */
  startDay: string;
  endDay: string;
  rule: ActiveRule;
};

const isActive = (deposits: SQL, validBet: SQL, rule: ActiveRule): SQL =>
  sql`(${deposits} >= ${rule.minDeposit.toString()}::bigint AND ${validBet} >= ${rule.minValidBet.toString()}::bigint AND (${deposits} > 0 OR ${validBet} > 0))`;

const SUMS = sql`
  COALESCE(sum(f.first_deposit_count), 0)::int AS first_deposit_count,
  COALESCE(sum(f.first_deposit_amount), 0)::text AS first_deposit_amount,
  COALESCE(sum(f.deposits), 0)::text AS deposits,
  COALESCE(sum(f.withdrawals), 0)::text AS withdrawals,
  COALESCE(sum(f.valid_bet), 0)::text AS valid_bet,
  COALESCE(sum(f.win_loss), 0)::text AS win_loss,
  COALESCE(sum(f.bonuses), 0)::text AS bonuses`;

/** The downline's rollup rows in the scope (`depth` from the tree). */
const scopedFigures = (scope: FigureScope): SQL => sql`
  SELECT t.depth, f.member_id, f.day, f.deposits, f.first_deposit_count, f.first_deposit_amount,
         f.withdrawals, f.valid_bet, f.win_loss, f.bonuses
  FROM agent_tree t
  JOIN member_day_figures f ON f.member_id = t.member_id
  WHERE t.ancestor_id = ${scope.agentId} AND f.currency = ${scope.currency}
    AND f.day BETWEEN ${scope.startDay}::date AND ${scope.endDay}::date`;

export type DayFigureRow = FigureSums & { depth: number; day: string | null };

/**
 * The figures of the downline by day (the chart) and over the whole range (the totals), both by
 * level when `byDepth`; one pass over the rollup with grouping sets. Registrations are counted
 * from the members' own rows.
 */
export const downlineFigures = async (
  db: Db,
  scope: FigureScope,
  byDepth: boolean,
): Promise<{ days: DayFigureRow[]; totals: DayFigureRow[] }> => {
  const depth = byDepth ? sql`depth` : sql`0`;
  const rows = rowsOf<FigureSums & { depth: number; day: string | null; member_id: number | null }>(
    await db.execute(sql`
      WITH scoped AS (${scopedFigures(scope)}),
      per_member AS (
        SELECT ${depth} AS depth, member_id, sum(deposits) AS deposits, sum(valid_bet) AS valid_bet
        FROM scoped GROUP BY 1, member_id
      ),
      per_day AS (
        SELECT ${depth} AS depth, day, count(*) FILTER (
                 WHERE ${isActive(sql`f.deposits`, sql`f.valid_bet`, scope.rule)})::int AS active,
               ${SUMS}
        FROM scoped f GROUP BY 1, day
      ),
      registered AS (
        SELECT ${byDepth ? sql`t.depth` : sql`0`} AS depth,
               agent_figures_day(m.created_at) AS day, count(*)::int AS registrations
        FROM agent_tree t JOIN members m ON m.id = t.member_id
        WHERE t.ancestor_id = ${scope.agentId} AND m.currency = ${scope.currency}
          AND m.created_at >= (${scope.startDay}::date::timestamp AT TIME ZONE 'America/Caracas')
          AND m.created_at < ((${scope.endDay}::date + 1)::timestamp AT TIME ZONE 'America/Caracas')
        GROUP BY 1, 2
      )
      SELECT COALESCE(d.depth, r.depth) AS depth, COALESCE(d.day, r.day)::text AS day,
             COALESCE(r.registrations, 0) AS registrations, COALESCE(d.active, 0) AS active_members,
             COALESCE(d.first_deposit_count, 0) AS first_deposit_count,
             COALESCE(d.first_deposit_amount, '0') AS first_deposit_amount,
             COALESCE(d.deposits, '0') AS deposits, COALESCE(d.withdrawals, '0') AS withdrawals,
             COALESCE(d.valid_bet, '0') AS valid_bet, COALESCE(d.win_loss, '0') AS win_loss,
             COALESCE(d.bonuses, '0') AS bonuses, NULL::int AS member_id
      FROM per_day d FULL JOIN registered r ON r.depth = d.depth AND r.day = d.day
      UNION ALL
      SELECT depth, NULL, 0, count(*) FILTER (
               WHERE ${isActive(sql`deposits`, sql`valid_bet`, scope.rule)})::int,
             0, '0', '0', '0', '0', '0', '0', -1
      FROM per_member GROUP BY depth
      ORDER BY 1, 2`),
  );
  const days: DayFigureRow[] = [];
  const actives = new Map<number, number>();
  for (const row of rows) {
    if (row.member_id === -1) actives.set(row.depth, row.active_members);
    else days.push({ ...row, depth: row.depth });
  }
  const totals = new Map<number, DayFigureRow>();
  for (const row of days) {
    const sum = totals.get(row.depth);
    if (!sum) {
      totals.set(row.depth, { ...row, day: null });
      continue;
    }
    sum.registrations += row.registrations;
    sum.first_deposit_count += row.first_deposit_count;
    for (const key of [
      'first_deposit_amount',
      'deposits',
      'withdrawals',
      'valid_bet',
      'win_loss',
      'bonuses',
    ] as const) {
      sum[key] = (BigInt(sum[key]) + BigInt(row[key])).toString();
    }
  }
  for (const [depth, active] of actives) {
    const sum = totals.get(depth);
    if (sum) sum.active_members = active;
  }
  return { days, totals: [...totals.values()] };
};

/** The active rule of the agent's plan, if it has one. */
export const findActiveRule = async (
  db: Db,
  agentId: number,
): Promise<{ min_deposit: string; min_valid_bet: string } | undefined> =>
  rowsOf<{ min_deposit: string; min_valid_bet: string }>(
    await db.execute(sql`
      SELECT p.min_deposit::text AS min_deposit, p.min_valid_bet::text AS min_valid_bet
      FROM members m JOIN agent_plans p ON p.id = m.agent_plan_id WHERE m.id = ${agentId}`),
  )[0];

/** How many members the downline has at each depth (of the currency). */
export const downlineSizes = async (
  db: Db,
  agentId: number,
  currency: Currency,
): Promise<{ depth: number; members: number }[]> =>
  rowsOf<{ depth: number; members: number }>(
    await db.execute(sql`
      SELECT t.depth, count(*)::int AS members
      FROM agent_tree t JOIN members m ON m.id = t.member_id
      WHERE t.ancestor_id = ${agentId} AND m.currency = ${currency}
      GROUP BY t.depth ORDER BY t.depth`),
  ).map((row) => ({ depth: row.depth, members: row.members }));

export type OperationRow = FigureSums & {
  kind: 'day' | 'total' | 'member';
  day: string | null;
  member_id: number | null;
  account: string | null;
  depth: number | null;
  is_agent: boolean | null;
  created_at: string | null;
  total_count: number;
};

/**
 * The operation table in one statement: the downline (tree and member rows) and its rollup rows
 * in the range are each read once, then grouped by day (the chart), summed (the totals, with the
 * active members from the per-member sums) and paged by member, the biggest valid bet first.
 */
export const operationFigures = async (
  db: Db,
  scope: FigureScope,
  account: string | undefined,
  page: { limit: number; offset: number },
): Promise<OperationRow[]> => {
  const accountFilter =
    account === undefined || account === ''
      ? sql``
      : sql`WHERE strpos(lower(d.account), lower(${account})) > 0`;
  const from = sql`(${scope.startDay}::date::timestamp AT TIME ZONE 'America/Caracas')`;
  const to = sql`((${scope.endDay}::date + 1)::timestamp AT TIME ZONE 'America/Caracas')`;
  return rowsOf<OperationRow>(
    await db.execute(sql`
      WITH downline AS MATERIALIZED (
        SELECT t.member_id, t.depth, m.account, m.is_agent, m.created_at
        FROM agent_tree t JOIN members m ON m.id = t.member_id
        WHERE t.ancestor_id = ${scope.agentId} AND m.currency = ${scope.currency}
      ),
      scoped AS MATERIALIZED (${scopedFigures(scope)}),
      per_member AS MATERIALIZED (
        SELECT member_id, sum(deposits) AS d, sum(valid_bet) AS v,
               ${isActive(sql`sum(deposits)`, sql`sum(valid_bet)`, scope.rule)} AS active,
               ${SUMS}
        FROM scoped f GROUP BY member_id
      ),
      per_day AS (
        SELECT day, count(*) FILTER (
                 WHERE ${isActive(sql`f.deposits`, sql`f.valid_bet`, scope.rule)})::int AS active,
               ${SUMS}
        FROM scoped f GROUP BY day
      ),
      registered AS (
        SELECT agent_figures_day(created_at) AS day, count(*)::int AS registrations
        FROM downline WHERE created_at >= ${from} AND created_at < ${to}
        GROUP BY 1
      )
      SELECT 'day' AS kind, COALESCE(d.day, r.day)::text AS day, NULL::int AS member_id,
             NULL::text AS account, NULL::int AS depth, NULL::boolean AS is_agent,
             NULL::text AS created_at, COALESCE(r.registrations, 0) AS registrations,
             COALESCE(d.active, 0) AS active_members,
             COALESCE(d.first_deposit_count, 0) AS first_deposit_count,
             COALESCE(d.first_deposit_amount, '0') AS first_deposit_amount,
             COALESCE(d.deposits, '0') AS deposits, COALESCE(d.withdrawals, '0') AS withdrawals,
             COALESCE(d.valid_bet, '0') AS valid_bet, COALESCE(d.win_loss, '0') AS win_loss,
             COALESCE(d.bonuses, '0') AS bonuses, 0 AS total_count
      FROM per_day d FULL JOIN registered r ON r.day = d.day
      UNION ALL
      SELECT 'total', NULL, NULL, NULL, NULL, NULL, NULL,
             (SELECT COALESCE(sum(registrations), 0)::int FROM registered),
             count(*) FILTER (WHERE active)::int,
             COALESCE(sum(first_deposit_count), 0)::int,
             COALESCE(sum(first_deposit_amount::bigint), 0)::text,
             COALESCE(sum(deposits::bigint), 0)::text, COALESCE(sum(withdrawals::bigint), 0)::text,
             COALESCE(sum(valid_bet::bigint), 0)::text, COALESCE(sum(win_loss::bigint), 0)::text,
             COALESCE(sum(bonuses::bigint), 0)::text, 0
      FROM per_member
      UNION ALL
      (SELECT 'member', NULL, d.member_id, d.account, d.depth, d.is_agent,
              to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              CASE WHEN d.created_at >= ${from} AND d.created_at < ${to} THEN 1 ELSE 0 END,
              CASE WHEN p.active THEN 1 ELSE 0 END,
              COALESCE(p.first_deposit_count, 0),
              COALESCE(p.first_deposit_amount, '0'),
              COALESCE(p.deposits, '0'), COALESCE(p.withdrawals, '0'),
              COALESCE(p.valid_bet, '0'), COALESCE(p.win_loss, '0'),
              COALESCE(p.bonuses, '0'),
              count(*) OVER ()::int
       FROM downline d LEFT JOIN per_member p ON p.member_id = d.member_id
       ${accountFilter}
       ORDER BY COALESCE(p.v, 0) DESC, d.member_id
       LIMIT ${page.limit} OFFSET ${page.offset})`),
  );
};

/** An agent and what its period's settlement needs. */
export type AgentPeriodFigures = {
  agent_id: number;
  currency: Currency;
  plan_id: number | null;
  plan_name: string | null;
  basis: 'net_win_loss' | 'valid_bet' | null;
  active_members: number;
  valid_bet: string;
  win_loss: string;
  bonuses: string;
  /** The carry of the agent's latest earlier settlement (zero or less). */
  carried_in: string;
};

/**
 * Every active agent of a site with the figures of its downline over the period, its plan and
 * the carry of its latest earlier settlement: one statement for all the site's agents.
 */
export const agentsPeriodFigures = async (
  db: Db,
  siteId: number,
  startDay: string,
  endDay: string,
): Promise<AgentPeriodFigures[]> =>
  rowsOf<AgentPeriodFigures>(
    await db.execute(sql`
      WITH agents AS (
        SELECT a.id, a.currency, a.agent_plan_id, p.name ->> 'en_US' AS plan_name, p.basis,
               COALESCE(p.min_deposit, 0) AS min_deposit, COALESCE(p.min_valid_bet, 0) AS min_valid_bet
        FROM members a LEFT JOIN agent_plans p ON p.id = a.agent_plan_id
        WHERE a.site_id = ${siteId} AND a.is_agent AND a.agent_active
      ),
      per_member AS (
        SELECT t.ancestor_id, f.member_id, sum(f.deposits) AS d, sum(f.valid_bet) AS v,
               sum(f.win_loss) AS w, sum(f.bonuses) AS b
        FROM agents a
        JOIN agent_tree t ON t.ancestor_id = a.id
        JOIN member_day_figures f ON f.member_id = t.member_id AND f.currency = a.currency
          AND f.day BETWEEN ${startDay}::date AND ${endDay}::date
        GROUP BY t.ancestor_id, f.member_id
      ),
      per_agent AS (
        SELECT a.id, count(*) FILTER (WHERE pm.d >= a.min_deposit AND pm.v >= a.min_valid_bet
                                        AND (pm.d > 0 OR pm.v > 0))::int AS active,
               COALESCE(sum(pm.v), 0) AS v, COALESCE(sum(pm.w), 0) AS w, COALESCE(sum(pm.b), 0) AS b
        FROM agents a JOIN per_member pm ON pm.ancestor_id = a.id
        GROUP BY a.id
      )
      SELECT a.id AS agent_id, a.currency, a.agent_plan_id AS plan_id, a.plan_name, a.basis,
             COALESCE(pa.active, 0) AS active_members, COALESCE(pa.v, 0)::text AS valid_bet,
             COALESCE(pa.w, 0)::text AS win_loss, COALESCE(pa.b, 0)::text AS bonuses,
             COALESCE((SELECT s.carried_out FROM agent_settlements s
                       WHERE s.agent_id = a.id AND s.period_start < ${startDay}::date
                       ORDER BY s.period_start DESC LIMIT 1), 0)::text AS carried_in
      FROM agents a LEFT JOIN per_agent pa ON pa.id = a.id
      ORDER BY a.id`),
  );

/** A plan's tiers, lowest first. */
export const planTiers = async (
  db: Db,
  planIds: readonly number[],
): Promise<
  {
    plan_id: number;
    tier: number;
    min_active_members: number;
    min_figure: string;
    rate_bp: number;
  }[]
> =>
  planIds.length === 0
    ? []
    : rowsOf<{
        plan_id: number;
        tier: number;
        min_active_members: number;
        min_figure: string;
        rate_bp: number;
      }>(
        await db.execute(sql`
          SELECT plan_id, tier, min_active_members, min_figure::text AS min_figure, rate_bp
          FROM agent_plan_tiers
          WHERE plan_id IN (${sql.join(
            planIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          ORDER BY plan_id, tier`),
      ).map((row) => ({
        ...row,
        plan_id: row.plan_id,
        tier: row.tier,
        min_active_members: row.min_active_members,
        rate_bp: row.rate_bp,
      }));

export type NewSettlement = {
  siteId: number;
  agentId: number;
  currency: Currency;
  periodStart: string;
  periodEnd: string;
  planId: number | null;
  planName: string | null;
  basis: 'net_win_loss' | 'valid_bet' | null;
  tier: number;
  rateBp: number;
  activeMembers: number;
  validBet: bigint;
  winLoss: bigint;
  bonuses: bigint;
  netWinLoss: bigint;
  carriedIn: bigint;
  figure: bigint;
  carriedOut: bigint;
  commission: bigint;
};

/** Write the period's rows; an agent that has one for the period keeps it. Answers rows written. */
export const insertSettlements = async (
  db: Db,
  rows: readonly NewSettlement[],
): Promise<number> => {
  let written = 0;
  // Batches keep each statement's parameters well under the driver's limit.
  for (let index = 0; index < rows.length; index += 500) {
    const batch = rows.slice(index, index + 500);
    const result = await db.execute(sql`
      INSERT INTO agent_settlements (site_id, agent_id, currency, period_start, period_end, plan_id,
        plan_name, basis, tier, rate_bp, active_members, valid_bet, win_loss, bonuses,
        net_win_loss, carried_in, figure, carried_out, commission)
      VALUES ${sql.join(
        batch.map(
          (row) => sql`(${row.siteId}, ${row.agentId}, ${row.currency}, ${row.periodStart}::date,
            ${row.periodEnd}::date, ${row.planId}, ${row.planName}, ${row.basis}, ${row.tier},
            ${row.rateBp}, ${row.activeMembers}, ${row.validBet.toString()}::bigint,
            ${row.winLoss.toString()}::bigint, ${row.bonuses.toString()}::bigint,
            ${row.netWinLoss.toString()}::bigint, ${row.carriedIn.toString()}::bigint,
            ${row.figure.toString()}::bigint, ${row.carriedOut.toString()}::bigint,
            ${row.commission.toString()}::bigint)`,
        ),
        sql`, `,
      )}
      ON CONFLICT (agent_id, period_start) DO NOTHING
      RETURNING id`);
    written += rowsOf<{ id: number }>(result).length;
  }
  return written;
};

/** Mark a site's period closed; false when it already was (nothing else is written then). */
export const markPeriodClosed = async (
  db: Db,
  siteId: number,
  periodStart: string,
  periodEnd: string,
  agents: number,
): Promise<boolean> =>
  rowsOf<{ site_id: number }>(
    await db.execute(sql`
      INSERT INTO agent_closed_periods (site_id, period_start, period_end, agents)
      VALUES (${siteId}, ${periodStart}::date, ${periodEnd}::date, ${agents})
      ON CONFLICT (site_id, period_start) DO NOTHING
      RETURNING site_id`),
  ).length > 0;

/** Take the transaction-scoped advisory lock of a site's settlement. */
export const lockSiteSettlement = async (
  db: Db,
  lockClass: number,
  siteId: number,
): Promise<void> => {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${lockClass}::int, ${siteId}::int)`);
};

/** The start of a site's latest closed period, if any. */
export const latestClosedPeriod = async (db: Db, siteId: number): Promise<string | undefined> =>
  rowsOf<{ period_start: string }>(
    await db.execute(sql`
      SELECT max(period_start)::text AS period_start FROM agent_closed_periods
      WHERE site_id = ${siteId}`),
  )[0]?.period_start ?? undefined;

/** The site's first weekday of a period (ISO: 1 Monday .. 7 Sunday); Monday without a row. */
export const weekStartOf = async (db: Db, siteId: number): Promise<number> =>
  rowsOf<{ week_starts_on: number }>(
    await db.execute(sql`
        SELECT week_starts_on FROM agent_period_settings WHERE site_id = ${siteId}`),
  )[0]?.week_starts_on ?? 1;

/** Set the site's first weekday of a period. */
export const saveWeekStart = async (
  db: Db,
  siteId: number,
  weekStartsOn: number,
): Promise<void> => {
  await db.execute(sql`
    INSERT INTO agent_period_settings (site_id, week_starts_on) VALUES (${siteId}, ${weekStartsOn})
    ON CONFLICT (site_id) DO UPDATE SET week_starts_on = EXCLUDED.week_starts_on, updated_at = now()`);
};

/** The ids of sites that have at least one agent. */
export const sitesWithAgents = async (db: Db): Promise<number[]> =>
  rowsOf<{ site_id: number }>(
    await db.execute(sql`SELECT DISTINCT site_id FROM members WHERE is_agent ORDER BY site_id`),
  ).map((row) => row.site_id);

export type SettlementRow = {
  id: number;
  site_id: number;
  agent_id: number;
  agent_account: string;
  currency: Currency;
  period_start: string;
  period_end: string;
  plan_id: number | null;
  plan_name: string | null;
  basis: 'net_win_loss' | 'valid_bet' | null;
  tier: number;
  rate_bp: number;
  active_members: number;
  valid_bet: string;
  win_loss: string;
  bonuses: string;
  net_win_loss: string;
  carried_in: string;
  figure: string;
  carried_out: string;
  commission: string;
  status: AgentSettlementStatus;
  reason: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  paid_at: Date | string | null;
  transfer_id: number | null;
  total_count: number;
};

const SETTLEMENT_COLUMNS = sql`
  s.id, s.site_id, s.agent_id, m.account AS agent_account, s.currency, s.period_start::text,
  s.period_end::text, s.plan_id, s.plan_name, s.basis, s.tier, s.rate_bp, s.active_members,
  s.valid_bet::text, s.win_loss::text, s.bonuses::text, s.net_win_loss::text, s.carried_in::text,
  s.figure::text, s.carried_out::text, s.commission::text, s.status, s.reason, s.created_at,
  s.decided_at, s.paid_at, s.transfer_id`;

/** A page of settlements, newest period first. */
export const settlementsPage = async (
  db: Db,
  filter: {
    siteId: number;
    agentId?: number;
    agentAccount?: string;
    status?: AgentSettlementStatus;
    periodStart?: string;
  },
  page: { limit: number; offset: number },
): Promise<SettlementRow[]> => {
  const conditions: SQL[] = [sql`s.site_id = ${filter.siteId}`];
  if (filter.agentId !== undefined) conditions.push(sql`s.agent_id = ${filter.agentId}`);
  if (filter.agentAccount !== undefined)
    conditions.push(sql`lower(m.account) = lower(${filter.agentAccount})`);
  if (filter.status !== undefined) conditions.push(sql`s.status = ${filter.status}`);
  if (filter.periodStart !== undefined)
    conditions.push(sql`s.period_start = ${filter.periodStart}::date`);
  return rowsOf<SettlementRow>(
    await db.execute(sql`
      SELECT ${SETTLEMENT_COLUMNS}, count(*) OVER ()::int AS total_count
      FROM agent_settlements s JOIN members m ON m.id = s.agent_id
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY s.period_start DESC, s.id DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
};

/** One settlement of the site, locked for the rest of the transaction unless `lock` is false. */
export const lockSettlement = async (
  db: Db,
  siteId: number,
  id: number,
  lock = true,
): Promise<SettlementRow | undefined> =>
  rowsOf<SettlementRow>(
    await db.execute(sql`
      SELECT ${SETTLEMENT_COLUMNS}, 1 AS total_count
      FROM agent_settlements s JOIN members m ON m.id = s.agent_id
      WHERE s.site_id = ${siteId} AND s.id = ${id}
      ${lock ? sql`FOR UPDATE OF s` : sql``}`),
  )[0];

/** Record a decision on a settlement. */
export const decideSettlement = async (
  db: Db,
  id: number,
  change: {
    status: AgentSettlementStatus;
    reason: string | null;
    decidedBy: string;
    transferId: number | null;
    paid: boolean;
  },
): Promise<void> => {
  await db.execute(sql`
    UPDATE agent_settlements SET status = ${change.status}, reason = ${change.reason},
      decided_by = ${change.decidedBy}, decided_at = now(), transfer_id = ${change.transferId},
      paid_at = ${change.paid ? sql`now()` : sql`NULL`}
    WHERE id = ${id}`);
};
