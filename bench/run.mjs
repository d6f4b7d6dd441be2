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

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
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

/**
 * Load the server of `child` with the call and measure it warm (the first second runs code that is
 * not compiled yet): its requests per second and latency, and the CPU time the server process
 * spent per request, which the load client's share of the cores does not change.
 */
const load = async (port, child, call) => {
  const options = {
    url: `http://127.0.0.1:${port}${call.path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en_US' },
    body: JSON.stringify(call.body),
    connections: CONNECTIONS,
  };
  await autocannon({ ...options, duration: WARMUP_S });
  const before = cpuSecondsOf(child.pid);
  const result = await autocannon({ ...options, duration: DURATION_S });
  const cpuUs = ((cpuSecondsOf(child.pid) - before) * 1e6) / Math.max(1, result.requests.total);
  return { ...result, cpuUs: Math.round(cpuUs) };
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
 * two cores), so each call is compared with a bare POST measured just before it.
 */
let bare;
const startBare = async (answers) => {
  const server = await startServer(
    3300,
    { BARE_ANSWERS: JSON.stringify(answers) },
    { script: 'bench/bare-fastify.mjs' },
  );
  const measure = async (path) => {
    const result = await load(3300, server, { path, body: { site_id: 1 } });
    return { perSecond: Math.round(result.requests.average), cpuUs: result.cpuUs };
  };
  try {
    const same = [];
    for (const index of answers.keys()) same.push((await measure(`/same/${index}`)).perSecond);
    return { server, measure, same };
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
      const { perSecond: barePerSecond, cpuUs: bareCpuUs } = await bare.measure('/bare');
      const result = await load(port, server, call);
      const perSecond = Math.round(result.requests.average);
      const share = perSecond / barePerSecond;
      rows.push({
        driver: label,
        call: call.name,
        'req/s': perSecond,
        'bare POST just before': barePerSecond,
        'of bare POST': `${Math.round(share * 100)} %`,
        goal: `>= ${GOAL_SHARE * 100} % ${share >= GOAL_SHARE ? 'met' : 'MISSED'}`,
        'of bare, same answer': `${Math.round((perSecond / bare.same[index]) * 100)} %`,
        'CPU µs/req (bare)': `${result.cpuUs} (${bareCpuUs})`,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
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

console.log(`\nLobby calls, ${CONNECTIONS} connections, ${DURATION_S} s each, on this machine;`);
console.log(
  `each next to a bare Fastify POST measured just before it; the bare server sending each ` +
    `call's own answer: ${bare.same.join(', ')} requests/s (the client shares the machine's two cores):`,
);
console.table(rows);
console.log(
  "CPU µs/req: the server process's CPU time (user and system) per request during the measured " +
    "seconds, the bare server's for its POST in brackets; unlike requests per second, it does not " +
    "depend on the load client's share of the cores.",
);
