// `npm run bench` (realtime part): how long one event takes to reach 1,000 and 10,000 sockets
// subscribed to a public channel on one server process, and what each connection costs in memory,
// for our server (socket.io 4 on the site's port) and for laravel-echo-server 1.6 (socket.io 2)
// side by side in the same run.
//
// Both servers get the event the same way: one Redis PUBLISH made by this script (ours on the
// domain-event channel, `content.changed` becoming `customer_service_link_change` on `web_member`;
// laravel-echo-server on its `web_member` channel, as Laravel's Redis broadcaster sends it), and
// both fan it out to the same number of clients. The clients live in worker processes (this file
// run with the argument `clients`): socket.io-client 4 for ours, socket.io-client 2 for
// laravel-echo-server, websocket transport, one connection each. Each worker notes when every one
// of its sockets received the event; latency is that time minus the time of the PUBLISH.
// Times come from the monotonic clock (`process.hrtime`), which all processes of one machine share.
// Memory per connection: the server process's RSS once all clients are subscribed, minus its RSS
// before they connected, divided by their number; both read after full garbage collections, which
// the servers run on SIGUSR2 (they are started with `--expose-gc` and a one-line hook for it).
//
//   REALTIME_BENCH_COUNTS              clients per measurement (default 1000,10000)
//   REALTIME_BENCH_EVENTS              measured events per server and count (default 20)
//   REALTIME_BENCH_CLIENTS_PER_WORKER  sockets per client process (default 10000)
//   REDIS_URL                          Redis both servers hear (default redis://127.0.0.1:6379)
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildSite, root, startServer } from './support.mjs';

const CHANNEL = 'web_member';
const EVENT = 'customer_service_link_change';

/** Milliseconds on the machine's monotonic clock, the same in every process. */
const now = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Client process: connects its sockets, subscribes them, and reports when each got the event.
// ---------------------------------------------------------------------------------------------

const runClients = () => {
  let sockets = [];
  let seen = new Int32Array(0);
  let times = new Float64Array(0);
  let round = 0;
  let received = 0;
  let reported = true;

  const report = () => {
    reported = true;
    process.send({ type: 'times', round, times });
  };

  const onEvent = (index) => () => {
    if (seen[index] === round) return;
    times[index] = now();
    seen[index] = round;
    received += 1;
    if (received === sockets.length && !reported) report();
  };

  const connect = async ({ kind, url, query, count, concurrency }) => {
    const io =
      kind === 'ours'
        ? (await import('socket.io-client')).io
        : (await import('socket.io-client-v2')).default;
    seen = new Int32Array(count);
    times = new Float64Array(count).fill(NaN);
    const connected = [];
    let failed = 0;
    let lastError = '';
    const started = now();
    const connectOne = (index) =>
      new Promise((resolve) => {
        const socket = io(url, {
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
          timeout: 30_000,
          query,
        });
        const fail = (error) => {
          failed += 1;
          lastError = String(error?.message ?? error);
          socket.close();
          resolve();
        };
        socket.once('connect_error', fail);
        socket.once('connect_timeout', fail);
        socket.once('connect', () => {
          socket.off('connect_error', fail);
          socket.off('connect_timeout', fail);
          socket.on(EVENT, onEvent(index));
          socket.emit('subscribe', { channel: CHANNEL });
          connected[index] = socket;
          resolve();
        });
      });
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) await connectOne(next++);
      }),
    );
    // Sockets keep their index (the slot of their receive time); failed ones leave a hole.
    sockets = connected.filter(Boolean);
    process.send({
      type: 'connected',
      connected: sockets.length,
      failed,
      lastError,
      ms: now() - started,
    });
  };

  process.on('message', (message) => {
    switch (message.type) {
      case 'connect':
        connect(message).catch((error) => {
          process.send({
            type: 'connected',
            connected: 0,
            failed: message.count,
            lastError: String(error),
          });
        });
        break;
      case 'arm':
        round = message.round;
        received = 0;
        reported = false;
        times.fill(NaN);
        process.send({ type: 'armed', round });
        break;
      case 'collect':
        if (!reported && round === message.round) report();
        break;
      case 'exit':
        process.exit(0);
    }
  });
  process.send({ type: 'ready' });
};

// ---------------------------------------------------------------------------------------------
// Bench process: servers, workers, rounds, figures.
// ---------------------------------------------------------------------------------------------

const parseCounts = (text) =>
  text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * Node flags for both servers: `gc()` exposed and called on SIGUSR2, so memory is read after a
 * full collection and not at whatever point the collector has reached.
 */
const GC_ON_SIGNAL = [
  '--expose-gc',
  '--import',
  'data:text/javascript,process.on("SIGUSR2",()=>globalThis.gc())',
];

/** Resident memory of a process in bytes (Linux), or NaN. */
const rssOf = (pid) => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
};

/** A server's resident memory after two full collections and a pause. */
const collectedRss = async (pid) => {
  for (let i = 0; i < 2; i += 1) {
    process.kill(pid, 'SIGUSR2');
    await sleep(500);
  }
  await sleep(500);
  return rssOf(pid);
};

/** A child process's messages, awaited one kind at a time. */
const messagesOf = (child) => {
  const queue = [];
  const waiting = [];
  child.on('message', (message) => {
    const index = waiting.findIndex((w) => w.type === message.type);
    if (index >= 0) waiting.splice(index, 1)[0].resolve(message);
    else queue.push(message);
  });
  child.on('exit', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`client process exited (${code})`));
  });
  return (type, ms = 60_000) => {
    const index = queue.findIndex((message) => message.type === type);
    if (index >= 0) return Promise.resolve(queue.splice(index, 1)[0]);
    return new Promise((resolve, reject) => {
      const entry = { type, resolve, reject };
      waiting.push(entry);
      const timer = setTimeout(() => {
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
        resolve(undefined);
      }, ms);
      entry.resolve = (value) => {
        clearTimeout(timer);
        resolve(value);
      };
    });
  };
};

const stop = (child, signal = 'SIGTERM') =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });

const runBench = async () => {
  const self = fileURLToPath(import.meta.url);
  const COUNTS = parseCounts(process.env.REALTIME_BENCH_COUNTS ?? '1000,10000');
  const EVENTS = Number(process.env.REALTIME_BENCH_EVENTS ?? 20);
  const PER_WORKER = Number(process.env.REALTIME_BENCH_CLIENTS_PER_WORKER ?? 10_000);
  const redisUrl = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  const run = randomBytes(4).toString('hex');

  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl.toString(), {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    console.log(`No Redis at ${redisUrl.href} (${error.message}): the realtime bench was skipped.`);
    redis.disconnect();
    return;
  }

  buildSite();

  const children = new Set();
  const track = (child) => {
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  };
  const killAll = () => {
    for (const child of children) child.kill('SIGKILL');
  };
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      killAll();
      process.exit(130);
    });
  }

  /** Our server: the built server on a fresh embedded database, events through Redis. */
  const ours = {
    name: 'member-site (socket.io 4)',
    kind: 'ours',
    start: async (port) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'member-site-realtime-'));
      const prefix = `bench-rt-${run}`;
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: '1',
        REDIS_URL: redisUrl.href,
        REDIS_PREFIX: prefix,
      };
      let child;
      try {
        child = track(await startServer(port, env, { nodeArgs: GC_ON_SIGNAL }));
      } catch (error) {
        rmSync(dataDir, { recursive: true, force: true });
        throw error;
      }
      const close = async () => {
        await stop(child);
        rmSync(dataDir, { recursive: true, force: true });
      };
      const message = JSON.stringify({
        origin: `bench-${run}`,
        name: 'content.changed',
        payload: { siteId: 1, change: { kind: 'customer_service_link' } },
      });
      return {
        pid: child.pid,
        url: `http://127.0.0.1:${port}`,
        query: { site_id: '1' },
        publish: () => redis.publish(`${prefix}:domain_events`, message),
        close,
      };
    },
  };

  /** laravel-echo-server in a process of its own, hearing Redis as Laravel's broadcaster talks. */
  const echo = {
    name: 'laravel-echo-server 1.6 (socket.io 2)',
    kind: 'echo',
    start: async (port) => {
      const keyPrefix = `bench_echo_${run}_`;
      const options = {
        authHost: 'http://127.0.0.1',
        database: 'redis',
        databaseConfig: {
          redis: {
            host: redisUrl.hostname,
            port: Number(redisUrl.port || 6379),
            db: Number(redisUrl.pathname.slice(1) || 0),
            ...(redisUrl.password ? { password: decodeURIComponent(redisUrl.password) } : {}),
            keyPrefix,
          },
        },
        devMode: false,
        host: '127.0.0.1',
        port,
        protocol: 'http',
        subscribers: { http: false, redis: true },
      };
      const script =
        "require('laravel-echo-server').run(JSON.parse(process.env.ECHO_OPTIONS))" +
        ".then(() => process.send('ready'))";
      const child = track(
        spawn(process.execPath, [...GC_ON_SIGNAL, '-e', script], {
          cwd: root,
          stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
          env: { ...process.env, ECHO_OPTIONS: JSON.stringify(options) },
        }),
      );
      const ready = await new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), 30_000);
        child.once('message', () => {
          clearTimeout(timer);
          resolve(true);
        });
        child.once('exit', () => resolve(false));
      });
      const close = () => stop(child);
      if (!ready) {
        await close();
        throw new Error('laravel-echo-server did not start');
      }
      const message = JSON.stringify({ event: EVENT, data: {}, socket: null });
      return {
        pid: child.pid,
        url: `http://127.0.0.1:${port}`,
        query: {},
        publish: () => redis.publish(`${keyPrefix}${CHANNEL}`, message),
        close,
      };
    },
  };

  let port = 3320;
  let roundNo = 0;

  const measure = async (server, count) => {
    port += 1;
    const handle = await server.start(port);
    const workers = [];
    try {
      const rssBefore = await collectedRss(handle.pid);

      const processes = Math.max(1, Math.ceil(count / PER_WORKER));
      for (let i = 0; i < processes; i += 1) {
        const child = track(
          fork(self, ['clients'], { serialization: 'advanced', stdio: 'inherit' }),
        );
        workers.push({ child, next: messagesOf(child) });
      }
      await Promise.all(workers.map((w) => w.next('ready')));
      const shares = workers.map(
        (_, i) => Math.floor(count / processes) + (i < count % processes ? 1 : 0),
      );
      const connectStarted = now();
      workers.forEach((w, i) => {
        w.child.send({
          type: 'connect',
          kind: server.kind,
          url: handle.url,
          query: handle.query,
          count: shares[i],
          concurrency: 100,
        });
      });
      const connectedReports = await Promise.all(workers.map((w) => w.next('connected', 180_000)));
      const connectSeconds = (now() - connectStarted) / 1000;
      console.log(`${server.name}: ${count} clients connected in ${connectSeconds.toFixed(1)} s`);
      const connected = connectedReports.reduce((sum, r) => sum + (r?.connected ?? 0), 0);
      const failed = count - connected;
      if (failed > 0) {
        const reason = connectedReports.find((r) => r?.lastError)?.lastError ?? 'timeout';
        console.log(`${server.name}: ${failed} of ${count} clients did not connect (${reason})`);
      }

      /** Publish one event; every client's delay in ms (NaN: not received within the wait). */
      const deliver = async (waitMs) => {
        roundNo += 1;
        const round = roundNo;
        for (const w of workers) w.child.send({ type: 'arm', round });
        await Promise.all(workers.map((w) => w.next('armed')));
        const sentAt = now();
        await handle.publish();
        const deadline = sentAt + waitMs;
        /** This round's report of a worker (late reports of earlier rounds are dropped). */
        const timesOf = async (w, until) => {
          for (;;) {
            const report = await w.next('times', Math.max(1, until - now()));
            if (!report || report.round === round) return report;
          }
        };
        const reports = await Promise.all(
          workers.map(async (w) => {
            const early = await timesOf(w, deadline);
            if (early) return early;
            w.child.send({ type: 'collect', round });
            return timesOf(w, now() + 10_000);
          }),
        );
        const delays = [];
        for (const r of reports) for (const t of r?.times ?? []) delays.push(t - sentAt);
        return delays;
      };

      // Subscriptions are not acknowledged: publish until one event reaches every client, then
      // a few more so both servers run warm code.
      let reached = 0;
      for (
        let attempt = 0;
        attempt < 60 && (connected === 0 || reached < connected);
        attempt += 1
      ) {
        const delays = await deliver(1000);
        reached = delays.filter((d) => !Number.isNaN(d)).length;
      }
      if (connected === 0 || reached < connected) {
        throw new Error(
          `${server.name}: the warm-up event reached ${reached} of ${connected} clients`,
        );
      }
      for (let i = 0; i < 3; i += 1) await deliver(5000);
      const rssAfter = await collectedRss(handle.pid);

      const all = [];
      const lasts = [];
      let missed = 0;
      for (let i = 0; i < EVENTS; i += 1) {
        await sleep(150);
        const delays = await deliver(10_000);
        const got = delays.filter((d) => !Number.isNaN(d));
        missed += connected - got.length;
        all.push(...got);
        lasts.push(Math.max(...got));
      }
      all.sort((a, b) => a - b);
      lasts.sort((a, b) => a - b);
      return {
        server: server.name,
        clients: count,
        connected,
        connectSeconds,
        p50: percentile(all, 0.5),
        p99: percentile(all, 0.99),
        last: percentile(lasts, 0.5),
        lastMax: lasts.at(-1),
        missed,
        rssBefore,
        rssAfter,
        perConnection: (rssAfter - rssBefore) / connected,
      };
    } finally {
      for (const w of workers) w.child.send({ type: 'exit' });
      await Promise.all(workers.map((w) => stop(w.child, 'SIGKILL')));
      await handle.close();
    }
  };

  const results = [];
  try {
    for (const count of COUNTS) {
      for (const server of [ours, echo]) results.push(await measure(server, count));
    }
  } finally {
    redis.disconnect();
  }

  const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
  const mb = (bytes) => (Number.isFinite(bytes) ? (bytes / 2 ** 20).toFixed(1) : '-');
  const cpu = cpus();
  console.log(
    `\nNode ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}; server, clients and Redis ` +
      'on this machine.',
  );
  console.log(
    `One event fanned out to N sockets on one server process, ${EVENTS} events each, ` +
      `published through Redis (latency from PUBLISH to each client's receipt):`,
  );
  console.table(
    results.map((r) => ({
      server: r.server,
      clients: r.connected,
      'connect s': r.connectSeconds.toFixed(1),
      'p50 ms': ms(r.p50),
      'p99 ms': ms(r.p99),
      'last client ms (median, max)': `${ms(r.last)}, ${ms(r.lastMax)}`,
      missed: r.missed,
      'RSS before MB': mb(r.rssBefore),
      'RSS after MB': mb(r.rssAfter),
      'KB per connection': Number.isFinite(r.perConnection)
        ? (r.perConnection / 1024).toFixed(1)
        : '-',
    })),
  );
  for (const count of COUNTS) {
    const [a, b] = [ours, echo].map((s) =>
      results.find((r) => r.server === s.name && r.clients === count),
    );
    if (!a || !b) continue;
    console.log(
      `${count} clients: p99 ours / laravel-echo-server = ${(a.p99 / b.p99).toFixed(2)}, ` +
        `p50 ${(a.p50 / b.p50).toFixed(2)}, memory per connection ` +
        `${(a.perConnection / b.perConnection).toFixed(2)}`,
    );
  }
};

if (process.argv[2] === 'clients') runClients();
else await runBench();
