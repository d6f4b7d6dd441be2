// Build the web app, the house games' app and the server when their sources changed since the last build. The stamp
// is a hash of every source file that goes into the build, so a fresh clone always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const inputs = [
  'package-lock.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/house-games/src',
  'packages/house-games/package.json',
  'demo/src',
  'demo/package.json',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/house/src',
  'apps/house/index.html',
  'apps/house/public',
  'apps/house/vite.config.ts',
  'apps/house/package.json',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/build.mjs',
  'apps/server/package.json',
];
const outputs = [
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/entry-server.js',
  'apps/house/dist/index.html',
  'apps/server/dist/main.js',
];
const stampFile = join(root, 'apps/server/dist/.build-stamp');

const walk = (path) => {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => walk(join(path, name)));
};

export const sourceHash = () => {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of walk(join(root, input))) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
};

export const buildIfStale = () => {
  const hash = sourceHash();
  const fresh =
    outputs.every((output) => existsSync(join(root, output))) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8').trim() === hash;
  if (fresh) return;
  console.log('Building the web app, the house app and the server...');
  for (const workspace of ['@member-site/web', '@member-site/house', '@member-site/server']) {
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, `${hash}\n`);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
