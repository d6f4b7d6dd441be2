import type {
  AgentSettlementStatus,
  Currency,
  LocalizedText,
} from '@member-site/contracts/constants';
import { type SQL, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';

/*
 * The agent reports' queries, over the two rollups the ledger's and the games' triggers keep
 * (migrations 0017 to 0019): `agent_day_figures` holds each agent's downline summed per day and
 * depth, with the members active that day under the agent's rule, so totals, daily series and
 * levels read tens of rows whatever the downline's size; `member_day_figures` holds each member's
 * days with running totals of deposits and valid bet, so what depends on each member's own sums
 * over the range (the range's active members and the order of the member table) takes two index
 * probes per downline member whatever the range's length, and the other figures are read in full
 * only for the members of the page shown. The service keeps the pass over a range's closed days
 * between calls while `rollupVersion` says they are unchanged.
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

/**
 * A member's deposits and valid bet over a range (first and last day included), from the running
 * totals of their latest day up to its end and their latest day before its start: a lateral
 * subquery of one row, zeros for a member without figures there.
 */
const rangeSumsOf = (memberId: SQL, currency: Currency, startDay: string, endDay: string): SQL => {
  const latest = (upTo: SQL) => sql`(
    SELECT r.cum_deposits, r.cum_valid_bet FROM member_day_figures r
    WHERE r.member_id = ${memberId} AND r.currency = ${currency} AND r.day ${upTo}
    ORDER BY r.day DESC LIMIT 1)`;
  return sql`(
    SELECT COALESCE(e.cum_deposits - COALESCE(b.cum_deposits, 0), 0)::bigint AS deposits,
           COALESCE(e.cum_valid_bet - COALESCE(b.cum_valid_bet, 0), 0)::bigint AS valid_bet
    FROM (SELECT 1) one
    LEFT JOIN LATERAL ${latest(sql`<= ${endDay}::date`)} e ON true
    LEFT JOIN LATERAL ${latest(sql`< ${startDay}::date`)} b ON true)`;
};

const MONEY_SUMS = sql`
  COALESCE(sum(f.first_deposit_count), 0)::int AS first_deposit_count,
  COALESCE(sum(f.first_deposit_amount), 0)::text AS first_deposit_amount,
  COALESCE(sum(f.deposits), 0)::text AS deposits,
  COALESCE(sum(f.withdrawals), 0)::text AS withdrawals,
  COALESCE(sum(f.valid_bet), 0)::text AS valid_bet,
  COALESCE(sum(f.win_loss), 0)::text AS win_loss,
  COALESCE(sum(f.bonuses), 0)::text AS bonuses`;

/**
 * Settings of a report's read-only transaction: the live days' pass groups up to one row per
 * downline member in memory rather than on disk, the plans are never worth compiling, and the
 * probes of the running totals, one per member and never repeated, are not worth caching.
 */
export const tuneReportTransaction = async (tx: Db): Promise<void> => {
  await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
  await tx.execute(sql`SET LOCAL jit = off`);
  await tx.execute(sql`SET LOCAL enable_memoize = off`);
};

export type RollupDayRow = FigureSums & { depth: number; day: string };

/**
 * The downline's figures per day of the range, by depth when `byDepth` (else depth 0), from the
 * agent rollup: registrations, money and each day's active members under the agent's rule.
 */
export const rollupDays = async (
  db: Db,
  scope: FigureScope,
  byDepth: boolean,
): Promise<RollupDayRow[]> =>
  rowsOf<RollupDayRow>(
    await db.execute(sql`
      SELECT ${byDepth ? sql`f.depth` : sql`0`}::int AS depth, f.day::text AS day,
             COALESCE(sum(f.registrations), 0)::int AS registrations, ${MONEY_SUMS},
             COALESCE(sum(f.active_members), 0)::int AS active_members
      FROM agent_day_figures f
      WHERE f.ancestor_id = ${scope.agentId} AND f.currency = ${scope.currency}
        AND f.day BETWEEN ${scope.startDay}::date AND ${scope.endDay}::date
      GROUP BY 1, f.day
      ORDER BY 1, 2`),
  );

/**
 * How many members the downline has at each depth (of the currency): every registration the
 * agent rollup counted, whatever the day.
 */
export const downlineSizes = async (
  db: Db,
  agentId: number,
  currency: Currency,
): Promise<{ depth: number; members: number }[]> =>
  rowsOf<{ depth: number; members: number }>(
    await db.execute(sql`
      SELECT f.depth::int AS depth, sum(f.registrations)::int AS members
      FROM agent_day_figures f
      WHERE f.ancestor_id = ${agentId} AND f.currency = ${currency}
      GROUP BY f.depth HAVING sum(f.registrations) > 0 ORDER BY f.depth`),
  ).map((row) => ({ depth: row.depth, members: row.members }));

/** Members at one depth active over a range, and those with a valid bet in it. */
export type DepthCounts = { depth: number; active: number; betting: number };

export type Leader = { member_id: number; valid_bet: bigint };

export type MemberPass = { counts: DepthCounts[]; leaders: Leader[] };

/**
 * One pass over the downline: each member's deposits and valid bet over the range from the running
 * totals (two index-only probes), from which come the range's active members and the first
 * `leaders` members by valid bet (ties by id), by depth.
 */
export const memberPass = async (
  db: Db,
  scope: FigureScope,
  leaders: number,
): Promise<MemberPass> => {
  const rows = rowsOf<{
    kind: 'range' | 'leader';
    depth: number;
    active: number;
    betting: number;
    member_id: number | null;
    valid_bet: string | null;
  }>(
    await db.execute(sql`
      WITH pass AS MATERIALIZED (
        SELECT t.depth::int AS depth, t.member_id, s.deposits, s.valid_bet
        FROM agent_tree t
        CROSS JOIN LATERAL ${rangeSumsOf(sql`t.member_id`, scope.currency, scope.startDay, scope.endDay)} s
        WHERE t.ancestor_id = ${scope.agentId}
      )
      SELECT 'range' AS kind, p.depth,
             count(*) FILTER (WHERE ${isActive(sql`p.deposits`, sql`p.valid_bet`, scope.rule)})::int AS active,
             count(*) FILTER (WHERE p.valid_bet > 0)::int AS betting,
             NULL::int AS member_id, NULL::text AS valid_bet
      FROM pass p GROUP BY p.depth
      UNION ALL
      (SELECT 'leader', 0, 0, 0, p.member_id, p.valid_bet::text
       FROM pass p WHERE p.valid_bet > 0
       ORDER BY p.valid_bet DESC, p.member_id
       LIMIT ${leaders})`),
  );
  const pass: MemberPass = { counts: [], leaders: [] };
  for (const row of rows) {
    if (row.kind === 'range') {
      pass.counts.push({ depth: row.depth, active: row.active, betting: row.betting });
    } else if (row.member_id !== null) {
      pass.leaders.push({ member_id: row.member_id, valid_bet: BigInt(row.valid_bet ?? 0) });
    }
  }
  return pass;
};

/** A member with figures on the live days of a range, with their sums over both parts. */
export type LiveMember = {
  member_id: number;
  depth: number;
  deposits: bigint;
  valid_bet: bigint;
  closed_deposits: bigint;
  closed_valid_bet: bigint;
};

/**
 * The members with figures on the live days of a range (`scope`, from the site's today), with
 * their sums there and over the closed days before (`closed`, none when undefined).
 */
export const liveMembers = async (
  db: Db,
  scope: FigureScope,
  closed: { startDay: string; endDay: string } | undefined,
): Promise<LiveMember[]> => {
  const before = closed
    ? rangeSumsOf(sql`p.member_id`, scope.currency, closed.startDay, closed.endDay)
    : sql`(SELECT 0::bigint AS deposits, 0::bigint AS valid_bet)`;
  const rows = rowsOf<{
    depth: number;
    member_id: number;
    deposits: string;
    valid_bet: string;
    closed_deposits: string;
    closed_valid_bet: string;
  }>(
    await db.execute(sql`
      WITH pass AS MATERIALIZED (
        SELECT t.depth::int AS depth, f.member_id,
               agent_figures_sum(f.deposits) AS deposits,
               agent_figures_sum(f.valid_bet) AS valid_bet
        FROM agent_tree t
        JOIN member_day_figures f ON f.member_id = t.member_id
        WHERE t.ancestor_id = ${scope.agentId} AND f.currency = ${scope.currency}
          AND f.day BETWEEN ${scope.startDay}::date AND ${scope.endDay}::date
        GROUP BY t.depth, f.member_id
      )
      SELECT p.depth, p.member_id, p.deposits::text, p.valid_bet::text,
             c.deposits::text AS closed_deposits, c.valid_bet::text AS closed_valid_bet
      FROM pass p CROSS JOIN LATERAL ${before} c`),
  );
  return rows.map((row) => ({
    member_id: row.member_id,
    depth: row.depth,
    deposits: BigInt(row.deposits),
    valid_bet: BigInt(row.valid_bet),
    closed_deposits: BigInt(row.closed_deposits),
    closed_valid_bet: BigInt(row.closed_valid_bet),
  }));
};

/**
 * What the agent rollup's rows of a range are now: every row's slot and the transaction that last
 * wrote it. A movement of a downline member on one of those days, or a member joining or leaving
 * the downline with figures on them, writes one of those rows, so an unchanged answer means the
 * downline's member rollup over the range is unchanged too.
 */
export const rollupVersion = async (
  db: Db,
  agentId: number,
  currency: Currency,
  startDay: string,
  endDay: string,
): Promise<string> =>
  rowsOf<{ version: string | null }>(
    await db.execute(sql`
      SELECT string_agg(f.day || ':' || f.depth || ':' || f.slot || ':' || f.xmin::text, ','
                        ORDER BY f.day, f.depth, f.slot) AS version
      FROM agent_day_figures f
      WHERE f.ancestor_id = ${agentId} AND f.currency = ${currency}
        AND f.day BETWEEN ${startDay}::date AND ${endDay}::date`),
  )[0]?.version ?? '';

/**
 * Downline members (of the currency) without a valid bet in the range, by id: the rows of the
 * member table after those who bet.
 */
export const quietMembers = async (
  db: Db,
  scope: FigureScope,
  page: { limit: number; offset: number },
): Promise<number[]> =>
  rowsOf<{ member_id: number }>(
    await db.execute(sql`
      SELECT t.member_id
      FROM agent_tree t
      JOIN members m ON m.id = t.member_id
      CROSS JOIN LATERAL ${rangeSumsOf(sql`t.member_id`, scope.currency, scope.startDay, scope.endDay)} s
      WHERE t.ancestor_id = ${scope.agentId} AND m.currency = ${scope.currency}
        AND s.valid_bet <= 0
      ORDER BY t.member_id
      LIMIT ${page.limit} OFFSET ${page.offset}`),
  ).map((row) => row.member_id);

/**
 * A page of the downline members (of the currency) whose account contains `account`, the biggest
 * valid bet over the range first (ties by id), with how many match.
 */
export const searchMembers = async (
  db: Db,
  scope: FigureScope,
  account: string,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> => {
  const rows = rowsOf<{ member_id: number; total: number }>(
    await db.execute(sql`
      SELECT t.member_id, count(*) OVER ()::int AS total
      FROM agent_tree t
      JOIN members m ON m.id = t.member_id
      CROSS JOIN LATERAL ${rangeSumsOf(sql`t.member_id`, scope.currency, scope.startDay, scope.endDay)} s
      WHERE t.ancestor_id = ${scope.agentId} AND m.currency = ${scope.currency}
        AND strpos(lower(m.account), lower(${account})) > 0
      ORDER BY s.valid_bet DESC, t.member_id
      LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  return { ids: rows.map((row) => row.member_id), total: rows[0]?.total ?? 0 };
};

export type MemberFigureRow = Omit<FigureSums, 'active_members'> & {
  member_id: number;
  account: string;
  depth: number;
  is_agent: boolean;
  created_at: string;
};

/**
 * The figures over the range of these members of the downline, each from their own rollup rows;
 * `registrations` is 1 for a member who registered in the range.
 */
export const memberFigures = async (
  db: Db,
  scope: FigureScope,
  memberIds: readonly number[],
): Promise<MemberFigureRow[]> => {
  if (memberIds.length === 0) return [];
  const from = sql`(${scope.startDay}::date::timestamp AT TIME ZONE 'America/Caracas')`;
  const to = sql`((${scope.endDay}::date + 1)::timestamp AT TIME ZONE 'America/Caracas')`;
  return rowsOf<MemberFigureRow>(
    await db.execute(sql`
      SELECT t.member_id, t.depth::int AS depth, m.account, m.is_agent,
             to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
             CASE WHEN m.created_at >= ${from} AND m.created_at < ${to} THEN 1 ELSE 0 END
               AS registrations,
             s.*
      FROM agent_tree t
      JOIN members m ON m.id = t.member_id
      CROSS JOIN LATERAL (
        SELECT ${MONEY_SUMS} FROM member_day_figures f
        WHERE f.member_id = t.member_id AND f.currency = ${scope.currency}
          AND f.day BETWEEN ${scope.startDay}::date AND ${scope.endDay}::date
      ) s
      WHERE t.ancestor_id = ${scope.agentId} AND m.currency = ${scope.currency}
        AND t.member_id IN (${sql.join(
          memberIds.map((id) => sql`${id}`),
          sql`, `,
        )})`),
  );
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
 * Every active agent of a site without a settlement for the period, with the figures of its
 * downline over the period, its plan and the carry of its latest earlier settlement: one statement
 * for all those agents. The money comes from the agent rollup; active members from each downline
 * member's sums over the period, computed once per member whatever the number of agents above
 * them.
 */
export const agentsPeriodFigures = async (
  db: Db,
  siteId: number,
  startDay: string,
  endDay: string,
): Promise<AgentPeriodFigures[]> =>
  rowsOf<AgentPeriodFigures>(
    await db.execute(sql`
      WITH agents AS MATERIALIZED (
        SELECT a.id, a.currency, a.agent_plan_id, p.name ->> 'en_US' AS plan_name, p.basis,
               COALESCE(p.min_deposit, 0) AS min_deposit, COALESCE(p.min_valid_bet, 0) AS min_valid_bet
        FROM members a LEFT JOIN agent_plans p ON p.id = a.agent_plan_id
        WHERE a.site_id = ${siteId} AND a.is_agent AND a.agent_active
          AND NOT EXISTS (SELECT 1 FROM agent_settlements s
                          WHERE s.agent_id = a.id AND s.period_start = ${startDay}::date)
      ),
      per_member AS MATERIALIZED (
        SELECT f.member_id, f.currency, sum(f.deposits) AS d, sum(f.valid_bet) AS v
        FROM member_day_figures f
        WHERE f.member_id IN (SELECT t.member_id FROM agent_tree t JOIN agents a ON a.id = t.ancestor_id)
          AND f.day BETWEEN ${startDay}::date AND ${endDay}::date
        GROUP BY f.member_id, f.currency
      ),
      actives AS (
        SELECT a.id, count(*) FILTER (WHERE pm.d >= a.min_deposit AND pm.v >= a.min_valid_bet
                                        AND (pm.d > 0 OR pm.v > 0))::int AS active
        FROM agents a
        JOIN agent_tree t ON t.ancestor_id = a.id
        JOIN per_member pm ON pm.member_id = t.member_id AND pm.currency = a.currency
        GROUP BY a.id
      ),
      money AS (
        SELECT a.id, sum(f.valid_bet) AS v, sum(f.win_loss) AS w, sum(f.bonuses) AS b
        FROM agents a
        JOIN agent_day_figures f ON f.ancestor_id = a.id AND f.currency = a.currency
          AND f.day BETWEEN ${startDay}::date AND ${endDay}::date
        GROUP BY a.id
      )
      SELECT a.id AS agent_id, a.currency, a.agent_plan_id AS plan_id, a.plan_name, a.basis,
             COALESCE(x.active, 0) AS active_members, COALESCE(y.v, 0)::text AS valid_bet,
             COALESCE(y.w, 0)::text AS win_loss, COALESCE(y.b, 0)::text AS bonuses,
             COALESCE((SELECT s.carried_out FROM agent_settlements s
                       WHERE s.agent_id = a.id AND s.period_start < ${startDay}::date
                       ORDER BY s.period_start DESC LIMIT 1), 0)::text AS carried_in
      FROM agents a LEFT JOIN actives x ON x.id = a.id LEFT JOIN money y ON y.id = a.id
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

/** Whether a site's period was closed before. */
export const isPeriodClosed = async (
  db: Db,
  siteId: number,
  periodStart: string,
): Promise<boolean> =>
  rowsOf<{ site_id: number }>(
    await db.execute(sql`
      SELECT site_id FROM agent_closed_periods
      WHERE site_id = ${siteId} AND period_start = ${periodStart}::date`),
  ).length > 0;

/**
 * Mark a site's period closed, or add to a closed period's count the agents whose rows a later
 * close wrote.
 */
export const markPeriodClosed = async (
  db: Db,
  siteId: number,
  periodStart: string,
  periodEnd: string,
  agents: number,
): Promise<void> => {
  await db.execute(sql`
    INSERT INTO agent_closed_periods (site_id, period_start, period_end, agents)
    VALUES (${siteId}, ${periodStart}::date, ${periodEnd}::date, ${agents})
    ON CONFLICT (site_id, period_start)
    DO UPDATE SET agents = agent_closed_periods.agents + EXCLUDED.agents`);
};

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
  /** The plan's name (English) when the period was settled. */
  plan_name: string | null;
  /** The plan's name in every language it has now; null when the plan is gone. */
  plan_names: LocalizedText | null;
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
  s.period_end::text, s.plan_id, s.plan_name, p.name AS plan_names, s.basis, s.tier, s.rate_bp,
  s.active_members,
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
        LEFT JOIN agent_plans p ON p.id = s.plan_id
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
        LEFT JOIN agent_plans p ON p.id = s.plan_id
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
