// `npm start`: install what is missing, build what is stale, then serve the site in production
// mode. The server runs its migrations and seeds the demo site on start. PORT, HOST, DATA_DIR,
// DATABASE_URL and REDIS_URL pass through from the environment.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const install = spawnSync(process.execPath, ['scripts/ensure-install.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
if (install.status !== 0) process.exit(install.status ?? 1);

const { buildIfStale } = await import('./build-if-stale.mjs');
buildIfStale();

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
