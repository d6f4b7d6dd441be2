// `npm run bench` (agent part): the agent centre's operation table for an agent with 100,000
// downline members and ten million bets, and the settlement of a period for 1,000 agents, on
// PostgreSQL. Uses a scratch database of its own on the server of DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test) and drops it at the end.
//
// The bets are written straight into house_rounds with generate_series, and the rollups are
// filled exactly as the triggers would leave them: member_day_figures (with its running totals)
// from the rounds and one deposit per member, day after day as the days go by, and
// agent_day_figures from its own view (agent_day_figures_expected) over the bench's agents. The
// ledger rows behind them are not written (triggers and foreign keys are off while loading), since
// no report reads them. The load ends with VACUUM ANALYZE, the state autovacuum leaves the tables
// in.
//
//   AGENT_BENCH_MEMBERS   downline members of the top agent (default 100000)
//   AGENT_BENCH_AGENTS    sub-agents under it, each with an equal share of the members (default 1000)
//   AGENT_BENCH_BETS      bets over the last 28 days (default 10000000)
//   AGENT_BENCH_KEEP      1: keep the scratch database (its name is printed) instead of dropping it
//   AGENT_BENCH_DATABASE  the name of a kept database to measure again without loading (its
//                         settlements are cleared first; migrations added since run on it)
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

import pg from 'pg';
import { register } from 'tsx/esm/api';

import { benchPostgresUrl, openBenchSite, withScratchDatabase } from './support.mjs';

register();

const MEMBERS = Number(process.env.AGENT_BENCH_MEMBERS ?? 100_000);
const AGENTS = Number(process.env.AGENT_BENCH_AGENTS ?? 1000);
const BETS = Number(process.env.AGENT_BENCH_BETS ?? 10_000_000);
const DAYS = 28;
const KEEP = process.env.AGENT_BENCH_KEEP === '1';
const REUSE = process.env.AGENT_BENCH_DATABASE;

const server = (path) => new URL(`../apps/server/src/${path}`, import.meta.url).href;
const [settlement, reports] = await Promise.all([
  import(server('modules/agent-reports/agent-settlement.service.ts')),
  import(server('modules/agent-reports/agent-reports.service.ts')),
]);
const { sql } = await import('drizzle-orm');

const adminUrl = await benchPostgresUrl('agent');

const timed = async (fn) => {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const measure = async (url, reuse) => {
  const { database, deps, close } = await openBenchSite(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const run = (text) => client.query(text);

    const load = await timed(async () => {
      if (reuse) {
        await run(`DELETE FROM agent_settlements`);
        await run(`DELETE FROM agent_closed_periods`);
        const top = await run(`SELECT id FROM members WHERE account = 'benchtop'`);
        return top.rows[0].id;
      }
      await run(`SET session_replication_role = replica`);
      await run(`CREATE TEMP TABLE bench_ids AS SELECT 0 AS n`);
      // The top agent, its sub-agents, and the members under the sub-agents.
      const top = await run(`
          INSERT INTO members (site_id, account, currency, password_hash, recommend_code, is_agent, agent_active)
          VALUES (1, 'benchtop', 'RMB', 'bench', 'BENCHTOP', true, true) RETURNING id`);
      const topId = top.rows[0].id;
      await run(`
          INSERT INTO agent_plans (site_id, currency, name, basis, min_deposit, min_valid_bet)
          VALUES (1, 'RMB', '{"en_US":"Bench"}', 'net_win_loss', 10000, 10000)`);
      await run(`
          INSERT INTO agent_plan_tiers (plan_id, tier, min_active_members, min_figure, rate_bp)
          SELECT max(id), 1, 1, 0, 2000 FROM agent_plans`);
      await run(
        `UPDATE members SET agent_plan_id = (SELECT max(id) FROM agent_plans) WHERE id = ${topId}`,
      );
      await run(`
          INSERT INTO members (site_id, account, currency, password_hash, recommend_code, is_agent,
                               agent_active, agent_id, agent_plan_id, created_at)
          SELECT 1, 'ba' || lpad(g::text, 8, '0'), 'RMB', 'bench', 'BA' || g, true, true, ${topId},
                 (SELECT max(id) FROM agent_plans), now() - interval '40 days'
          FROM generate_series(1, ${AGENTS}) g`);
      await run(`
          INSERT INTO agent_tree (ancestor_id, member_id, depth)
          SELECT ${topId}, id, 1 FROM members WHERE account LIKE 'ba%' AND site_id = 1`);
      const perAgent = Math.ceil((MEMBERS - AGENTS) / AGENTS);
      await run(`
          INSERT INTO members (site_id, account, currency, password_hash, recommend_code, agent_id, created_at)
          SELECT 1, 'bm' || lpad(g::text, 8, '0'), 'RMB', 'bench', 'BM' || g,
                 a.id, now() - ((g % ${DAYS + 10}) || ' days')::interval
          FROM generate_series(1, ${MEMBERS - AGENTS}) g
          JOIN (SELECT id, row_number() OVER (ORDER BY id) AS k FROM members WHERE account LIKE 'ba%') a
            ON a.k = (g - 1) / ${perAgent} + 1`);
      await run(`
          INSERT INTO agent_tree (ancestor_id, member_id, depth)
          SELECT agent_id, id, 1 FROM members WHERE account LIKE 'bm%'
          UNION ALL SELECT ${topId}, id, 2 FROM members WHERE account LIKE 'bm%'`);
      await run(`CREATE TEMP TABLE bench_members AS
          SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM members
          WHERE account LIKE 'bm%' OR account LIKE 'ba%'`);
      await run(`CREATE INDEX ON bench_members (k)`);
      // Ten million rounds over the last 28 days, stakes 1.00 to 20.00.
      await run(`
          INSERT INTO house_rounds (site_id, member_id, game_id, session_id, seed_id, nonce, client_seed,
            currency, stake, win, balance_after, outcome, request_id, stake_transfer_id,
            payout_transfer_id, created_at)
          SELECT 1, m.id, 1, 1, 1, g, 'bench', 'RMB', (g % 20 + 1) * 100,
                 CASE WHEN g % 3 = 0 THEN (g % 20 + 1) * 190 ELSE 0 END, 0, '{}', g::text, 1,
                 CASE WHEN g % 3 = 0 THEN 1 END,
                 now() - ((g % ${DAYS}) + 1) * interval '1 day' - (g % 86400) * interval '1 second'
          FROM generate_series(0, ${BETS - 1}) g
          JOIN bench_members m ON m.k = g % ${MEMBERS}`);
      // The rollup as the triggers leave it: one deposit per member, then every round.
      await run(`
          INSERT INTO member_day_figures (member_id, day, currency, site_id, deposit_count, deposits,
            first_deposit_count, first_deposit_amount, valid_bet, win_loss, cum_deposits,
            cum_valid_bet)
          SELECT member_id, day, 'RMB', 1, sum(dc), sum(d), sum(dc), sum(d), sum(v), sum(w),
                 sum(sum(d)) OVER w, sum(sum(v)) OVER w
          FROM (
            SELECT id AS member_id, agent_figures_day(now() - interval '${DAYS} days') AS day,
                   1 AS dc, 500000::bigint AS d, 0::bigint AS v, 0::bigint AS w
            FROM bench_members
            UNION ALL
            SELECT member_id, agent_figures_day(created_at), 0, 0, stake, win - stake FROM house_rounds
            WHERE request_id <> '' AND seed_id = 1 AND client_seed = 'bench'
          ) x GROUP BY member_id, day
          WINDOW w AS (PARTITION BY member_id ORDER BY day)
          ORDER BY day, member_id`);
      await run(`
          INSERT INTO agent_day_figures (ancestor_id, currency, day, depth, registrations,
            deposit_count, deposits, first_deposit_count, first_deposit_amount, withdrawals,
            valid_bet, win_loss, bonuses, active_members)
          SELECT ancestor_id, currency, day, depth, registrations, deposit_count, deposits,
            first_deposit_count, first_deposit_amount, withdrawals, valid_bet, win_loss, bonuses,
            active_members
          FROM agent_day_figures_expected
          WHERE ancestor_id IN (SELECT id FROM members WHERE account = 'benchtop' OR account LIKE 'ba%')`);
      await run(`SET session_replication_role = DEFAULT`);
      await run(`VACUUM ANALYZE`);
      return topId;
    });
    const topId = load.value;

    const member = { id: topId, currency: 'RMB', isAgent: true, agentActive: true };
    const today = reports.siteDayOf(new Date());
    const addDays = (day, n) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const operation = (days) =>
      deps.agentReports.operation(
        { siteId: 1, member },
        {
          start_date: addDays(today, -days),
          end_date: addDays(today, -1),
          page: 1,
          page_size: 20,
        },
      );
    const stratified = (days) =>
      deps.agentReports.stratified(
        { siteId: 1, member },
        { start_date: addDays(today, -days), end_date: addDays(today, -1) },
      );
    // The first call reads the range's closed days; the next five find them kept (the rollup
    // unchanged) and read only what is live.
    const samples = async (fn) => {
      const first = (await timed(fn)).ms;
      const times = [];
      for (let i = 0; i < 5; i += 1) times.push((await timed(fn)).ms);
      return { first, median: median(times), max: Math.max(...times) };
    };
    const week = await samples(() => operation(7));
    const month = await samples(() => operation(28));
    const levels = await samples(() => stratified(7));
    const sanity = await operation(28);

    const later = () => new Date(Date.now() + 8 * 86_400_000);
    const settlements = settlement.createAgentSettlementService(database.db, {
      ledger: deps.ledger,
      operators: deps.operators,
      events: deps.events,
      now: later,
    });
    const settle = await timed(() => settlements.closePeriodOf(1, addDays(today, -1)));
    const rows = await database.db.execute(
      sql`SELECT count(*)::int AS n, sum(commission)::text AS c FROM agent_settlements`,
    );
    return {
      loadMs: load.ms,
      week,
      month,
      levels,
      rows: sanity.total_count,
      validBet: sanity.totals.valid_bet,
      settleMs: settle.ms,
      settled: settle.value.settlements,
      settlementRows: rows.rows[0].n,
    };
  } finally {
    await client.end();
    await close();
  }
};

const bench = () => {
  if (!REUSE) {
    return withScratchDatabase(adminUrl, 'bench_agents', (url) => measure(url, false), {
      keep: KEEP,
    });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${REUSE}`;
  return measure(url.toString(), true);
};

const result = await bench();
const redacted = new URL(adminUrl);
redacted.password = '';
console.log(
  `\nAgent reports on PostgreSQL (${redacted.host}): ${MEMBERS} downline members, ${AGENTS} sub-agents, ` +
    `${BETS} bets over ${DAYS} days, loaded in ${Math.round(result.loadMs / 1000)} s ` +
    `(${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}):`,
);
console.table([
  {
    call: 'operation table, 7 days, page 1',
    'first ms': Math.round(result.week.first),
    'median ms': Math.round(result.week.median),
    'max ms': Math.round(result.week.max),
    goal: '< 500 ms',
  },
  {
    call: 'operation table, 28 days, page 1',
    'first ms': Math.round(result.month.first),
    'median ms': Math.round(result.month.median),
    'max ms': Math.round(result.month.max),
    goal: '< 500 ms',
  },
  {
    call: 'stratified table, 7 days',
    'first ms': Math.round(result.levels.first),
    'median ms': Math.round(result.levels.median),
    'max ms': Math.round(result.levels.max),
    goal: '-',
  },
  {
    call: `settle one period for ${result.settled} agents`,
    'first ms': Math.round(result.settleMs),
    'median ms': Math.round(result.settleMs),
    'max ms': Math.round(result.settleMs),
    goal: '< 60000 ms',
  },
]);
console.log(
  `Downline rows ${result.rows}, valid bet over 28 days ${result.validBet}, settlement rows ${result.settlementRows}.`,
);
const calls = [result.week.first, result.week.median, result.month.first, result.month.median];
if (calls.some((ms) => ms >= 500) || result.settleMs >= 60_000) process.exitCode = 1;
