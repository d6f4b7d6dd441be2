// `npm run bench`: load the built server with the lobby's calls and report throughput and
// latency, on embedded PGlite and, when DATABASE_URL is set, on PostgreSQL in the same run.
// Traffic goes to 127.0.0.1 only, for a bounded time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import autocannon from 'autocannon';

import {
  buildSite,
  cpuSecondsOf,
  startServer,
  stopServer,
  withScratchDatabase,
} from './support.mjs';

/**
 * Seconds of each measured window. Each call is measured in `PAIRS` windows, each right after one
 * of the bare POST's.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const CONNECTIONS = 20;
const WARMUP_S = 2;

buildSite();

const calls = [
  { name: 'site detail', path: '/api/arks/web/site/detail', body: { site_id: 1 } },
  {
    name: 'carousel (desktop)',
    path: '/api/arks/web/carousel_picture',
    body: { site_id: 1, use_type: 0, currency: 'RMB' },
  },
  {
    name: 'marquee',
    path: '/api/arks/web/announcement/marquee',
    body: { site_id: 1, sort_field: 'sort', sort_order: 'asc' },
  },
  { name: 'jackpot', path: '/api/v2/get_jackpot', body: { site_id: 1, currency: 'RMB' } },
  {
    name: 'game list',
    path: '/api/v3/game_list',
    body: { site_id: 1, currency: 'RMB', support_device: 'mobile' },
  },
];
/** Each lobby call's requests per second, as a share of the bare Fastify POST's. */
const GOAL_SHARE = 0.6;

const loadOptions = (port, call) => ({
  url: `http://127.0.0.1:${port}${call.path}`,
  method: 'POST',
  headers: { 'content-type': 'application/json', lang: 'en_US' },
  body: JSON.stringify(call.body),
  connections: CONNECTIONS,
});

/** Load the server with the call for a while, so that what it runs first is compiled. */
const warmUp = (port, call) => autocannon({ ...loadOptions(port, call), duration: WARMUP_S });

/**
 * Load the server of `child` with the call for one window: its requests per second and latency,
 * and the CPU time the server process spent per request, which the load client's share of the
 * cores does not change.
 */
const load = async (port, child, call) => {
  const before = cpuSecondsOf(child.pid);
  const result = await autocannon({ ...loadOptions(port, call), duration: DURATION_S });
  const cpuUs = ((cpuSecondsOf(child.pid) - before) * 1e6) / Math.max(1, result.requests.total);
  return { ...result, cpuUs: Math.round(cpuUs) };
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each call's answer as the server sends it, so the yardstick can send the same bytes. */
const answerOf = async (port, call) => {
  const response = await fetch(`http://127.0.0.1:${port}${call.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en_US' },
    body: JSON.stringify(call.body),
  });
  const text = await response.text();
  // A refusal is answered 200 with an error envelope: measuring it would measure the wrong call.
  if (JSON.parse(text).status !== 'success') throw new Error(`${call.name} was refused: ${text}`);
  return text;
};

/**
 * The yardstick: the bare Fastify server, started once with each call's answer and kept running
 * beside the servers measured. The machine's speed drifts over a run (the load client shares its
 * two cores), so each call is measured in turns with the bare POST, window after window, and
 * compared with the bare POST of its own turn.
 */
let bare;
const BARE_PORT = 3300;
const barePost = { path: '/bare', body: { site_id: 1 } };
const startBare = async (answers) => {
  const server = await startServer(
    BARE_PORT,
    { BARE_ANSWERS: JSON.stringify(answers) },
    { script: 'bench/bare-fastify.mjs' },
  );
  try {
    const same = [];
    for (const index of answers.keys()) {
      const call = { path: `/same/${index}`, body: { site_id: 1 } };
      await warmUp(BARE_PORT, call);
      same.push(Math.round((await load(BARE_PORT, server, call)).requests.average));
    }
    return { server, same };
  } catch (error) {
    await stopServer(server);
    throw error;
  }
};

const benchDriver = async (label, env, port) => {
  const server = await startServer(port, env, {
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
    settle: true,
  });
  const rows = [];
  try {
    if (!bare) {
      const answers = [];
      for (const call of calls) answers.push(await answerOf(port, call));
      bare = await startBare(answers);
    }
    for (const [index, call] of calls.entries()) {
      await warmUp(BARE_PORT, barePost);
      await warmUp(port, call);
      const turns = [];
      for (let pair = 0; pair < PAIRS; pair += 1) {
        const yardstick = await load(BARE_PORT, bare.server, barePost);
        const measured = await load(port, server, call);
        turns.push({ yardstick, measured });
      }
      const shares = turns.map(
        ({ yardstick, measured }) => measured.requests.average / yardstick.requests.average,
      );
      const share = median(shares);
      const perSecond = Math.round(median(turns.map(({ measured }) => measured.requests.average)));
      const barePerSecond = Math.round(
        median(turns.map(({ yardstick }) => yardstick.requests.average)),
      );
      const percent = (value) => `${Math.round(value * 100)} %`;
      rows.push({
        driver: label,
        call: call.name,
        'req/s': perSecond,
        'bare POST': barePerSecond,
        'of bare POST': `${percent(share)} (${shares.map((one) => Math.round(one * 100)).join('/')})`,
        goal: `>= ${GOAL_SHARE * 100} % ${share >= GOAL_SHARE ? 'met' : 'MISSED'}`,
        'of bare, same answer': percent(perSecond / bare.same[index]),
        'CPU µs/req (bare)': `${median(turns.map(({ measured }) => measured.cpuUs))} (${median(turns.map(({ yardstick }) => yardstick.cpuUs))})`,
        'p50 ms': median(turns.map(({ measured }) => measured.latency.p50)),
        'p99 ms': median(turns.map(({ measured }) => measured.latency.p99)),
        errors: turns.reduce((sum, { measured }) => sum + measured.errors + measured.non2xx, 0),
      });
    }
  } finally {
    await stopServer(server);
  }
  return rows;
};

const rows = [];
try {
  const dataDir = mkdtempSync(join(tmpdir(), 'member-site-bench-'));
  try {
    rows.push(...(await benchDriver('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, 3301)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const measured = await withScratchDatabase(adminUrl, 'bench', (url) =>
      benchDriver('PostgreSQL', { DATABASE_URL: url, SEED_DEMO: '1' }, 3302),
    );
    rows.push(...measured);
  } else {
    console.log('DATABASE_URL is not set: PostgreSQL was not measured.');
  }
} finally {
  if (bare) await stopServer(bare.server);
}

console.log(
  `\nLobby calls, ${CONNECTIONS} connections, on this machine: each call measured in ${PAIRS} ` +
    `windows of ${DURATION_S} s, each right after a window of the bare Fastify POST; the share is ` +
    `the median of the ${PAIRS} windows' shares (each in brackets), the other figures medians too. ` +
    `The bare server sending each call's own answer: ${bare.same.join(', ')} requests/s (the ` +
    `client shares the machine's two cores):`,
);
console.table(rows);
if (rows.some((row) => row.goal.endsWith('MISSED'))) process.exitCode = 1;
console.log(
  "CPU µs/req: the server process's CPU time (user and system) per request during the measured " +
    "seconds, the bare server's for its POST in brackets; unlike requests per second, it does not " +
    "depend on the load client's share of the cores.",
);
