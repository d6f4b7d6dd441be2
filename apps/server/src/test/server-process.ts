import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

/** The repository root, where `node --import tsx apps/server/src/...` runs from. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A TCP port nobody listens on right now (on 127.0.0.1). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });

/**
 * A PostgreSQL database of its own, created from `DATABASE_URL` (the admin connection) and
 * dropped by `drop`, for tests that hand the URL to another process.
 */
export const createScratchPostgres = async (
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
};

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** What the server wrote to stderr so far (for failure messages). */
  stderr: () => string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
};

/**
 * Start the real server (`node --import tsx apps/server/src/main.ts`) with this environment on a
 * free port and wait until it answers HTTP.
 */
export const startServerProcess = async (
  env: Record<string, string>,
  timeoutMs = 45_000,
): Promise<ServerProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      ...env,
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? code));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      return { child, baseUrl, stderr: () => stderr, exited };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill('SIGKILL');
  await exited;
  throw new Error(`the server did not start:\n${stderr}`);
};

/** Stop the server with SIGTERM (a clean shutdown) and wait for it to exit. */
export const stopServerProcess = async (server: ServerProcess): Promise<void> => {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
  }
  await server.exited;
};

/** Run a command of the server (`node --import tsx <script>`) and collect its exit code and output. */
export const runServerScript = (
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LOG_LEVEL: 'warn', REDIS_URL: '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
