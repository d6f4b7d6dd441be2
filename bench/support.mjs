// What the benches share: building the site when its sources changed, and starting the built
// server (or another script) on 127.0.0.1 until it answers.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Build what is stale; a failed build ends the bench. */
export const buildSite = () => {
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
};

/** CPU seconds a process has used so far (user and system), from /proc. */
export const cpuSecondsOf = (pid) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** CPU seconds the whole machine has been busy so far (all cores; waiting and steal excluded). */
const machineBusySeconds = () => {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq) / 100;
};

/**
 * A settled server uses at most this share of one core while nobody calls it, and the machine
 * as a whole (the database server's processes among them) at most the second.
 */
const SETTLED_CPU_SHARE = 0.15;
const SETTLED_MACHINE_SHARE = 0.35;
/**
 * Each window holds one step of the sportsbook feed (every 3 s), so a window between two steps
 * cannot pass for settled; two windows in a row must be quiet.
 */
const SETTLE_WINDOW_MS = 3000;
const SETTLED_WINDOWS = 2;
const SETTLE_LIMIT_MS = 240_000;

/**
 * Wait until the server has finished its start-up work: a fresh database's first minute or so
 * goes on the sportsbook feed announcing three days of fixtures with their markets, in the server
 * and in the database, which would take a share of one of this machine's two cores from whatever
 * is measured. A site serves its visitors for days after that minute, so the benches measure the
 * server as it runs then.
 */
const waitUntilSettled = async (child) => {
  const started = Date.now();
  let before = { server: cpuSecondsOf(child.pid), machine: machineBusySeconds() };
  let quiet = 0;
  while (Date.now() - started < SETTLE_LIMIT_MS && child.exitCode === null) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_WINDOW_MS));
    const now = { server: cpuSecondsOf(child.pid), machine: machineBusySeconds() };
    const window = SETTLE_WINDOW_MS / 1000;
    const isQuiet =
      now.server - before.server <= window * SETTLED_CPU_SHARE &&
      now.machine - before.machine <= window * SETTLED_MACHINE_SHARE;
    quiet = isQuiet ? quiet + 1 : 0;
    before = now;
    if (quiet >= SETTLED_WINDOWS) {
      const waited = Math.round((Date.now() - started) / 1000);
      if (waited > window * SETTLED_WINDOWS) console.log(`(the server settled after ${waited} s)`);
      return;
    }
  }
  console.log(
    `(the server was still busy after ${SETTLE_LIMIT_MS / 60_000} minutes; measured anyway)`,
  );
};

/**
 * Start the built server in production mode on the port (or another script given the same
 * environment) and resolve once any page answers and, with `settle`, once its start-up work is
 * done.
 */
export const startServer = async (
  port,
  env = {},
  { script = 'apps/server/dist/main.js', logLevel = 'warn', nodeArgs = [], settle = false } = {},
) => {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: logLevel,
      ...env,
    },
  });
  for (let attempt = 0; attempt < 120 && child.exitCode === null; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/version.json`);
      if (response.status < 500) {
        if (settle) await waitUntilSettled(child);
        return child;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not start`);
};

export const stopServer = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) {
      resolve();
      return;
    }
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/**
 * Create a scratch database on the PostgreSQL server of `adminUrl`, run `work` with its URL and
 * drop it whatever happens, unless `keep` (then its name is printed, for a later run to reuse).
 */
export const withScratchDatabase = async (adminUrl, prefix, work, { keep = false } = {}) => {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    if (keep) console.log(`The scratch database ${name} was kept.`);
    else await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
};

/**
 * The PostgreSQL server a database bench uses: DATABASE_URL's, or the local default. Without
 * DATABASE_URL the default server is optional: when it does not answer, the bench says so and
 * stops (its part of `npm run bench` is skipped).
 */
export const benchPostgresUrl = async (bench) => {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  if (!process.env.DATABASE_URL) {
    const probe = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
    try {
      await probe.connect();
      await probe.end();
    } catch (error) {
      console.log(
        `No PostgreSQL at ${adminUrl} (${error.message}): the ${bench} bench was skipped.`,
      );
      process.exit(0);
    }
  }
  return adminUrl;
};

const serverModule = (path) => new URL(`../apps/server/src/${path}`, import.meta.url).href;

/**
 * The server's services on the database of `url`, migrated and holding the demo site, built as
 * the server builds them (the caller registers tsx first); `close` ends them.
 */
export const openBenchSite = async (url) => {
  const [{ openDatabase }, { seedDemoSite }, { createDeps }, { loadConfig }] = await Promise.all([
    import(serverModule('db/client.ts')),
    import(serverModule('db/seed/seed.ts')),
    import(serverModule('deps.ts')),
    import(serverModule('config.ts')),
  ]);
  const database = await openDatabase({ databaseUrl: url, dataDir: '', embeddedStorage: 'memory' });
  const config = { ...loadConfig({}), databaseUrl: url };
  const deps = createDeps(config, database);
  const close = async () => {
    await deps.events.close();
    await database.close();
  };
  try {
    await database.migrate(config.migrationsDir);
    await seedDemoSite(database.db, { onlyIfEmpty: true });
  } catch (error) {
    await close();
    throw error;
  }
  return { database, config, deps, close };
};
