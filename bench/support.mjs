// What the benches share: building the site when its sources changed, and starting the built
// server (or another script) on 127.0.0.1 until it answers.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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

/**
 * Start the built server in production mode on the port (or another script given the same
 * environment) and resolve once any page answers.
 */
export const startServer = async (
  port,
  env = {},
  { script = 'apps/server/dist/main.js', logLevel = 'warn', nodeArgs = [] } = {},
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
      if (response.status < 500) return child;
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
