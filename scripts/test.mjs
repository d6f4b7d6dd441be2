// `npm test`: install what is missing, then typecheck, lint, check formatting, run the unit and
// server tests on embedded PGlite, run the server tests again on PostgreSQL when DATABASE_URL is
// set, build, and run the browser tests. Ends with one summary line of all test counts.
//
// The steps run in two lanes at once, each step single-threaded, so both cores stay busy: one
// lane lints and runs the Node tests, the other typechecks, builds and drives the browser. A
// step's output is kept and printed whole when it ends, so the two lanes never interleave.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}node_modules/.cache/test-reports`;

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const started = Date.now();
const elapsed = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Run one step with its output in a log file; print the log when it ends. True when it passed. */
const run = (title, command, args, env = {}) =>
  new Promise((resolve) => {
    const log = `${reports}/${title.replace(/\W+/g, '-')}.log`;
    const out = createWriteStream(log);
    const since = Date.now();
    console.log(`--- ${title}: started at ${elapsed(started)} s`);
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (status) => {
      out.end(() => {
        const ok = status === 0;
        console.log(`\n=== ${title}`);
        process.stdout.write(readFileSync(log, 'utf8'));
        console.log(`=== ${title}: ${ok ? 'ok' : 'FAILED'} (${elapsed(since)} s)`);
        if (!ok) failedSteps.push(title);
        resolve(ok);
      });
    });
  });

/** Add the counts of a Vitest JSON report. */
const countVitest = (file) => {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
};

/** Add the counts of a Playwright JSON report. */
const countPlaywright = (file) => {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
};

const npx = (args, env) => ['npx', ['--no-install', ...args], env];
const summary = () => {
  console.log(`All steps took ${elapsed(started)} s.`);
  return `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
};

// Installing comes first and alone: every other step needs node_modules.
const install = spawnSync(process.execPath, ['scripts/ensure-install.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
if (install.status !== 0) {
  console.log('\nFailed: install');
  process.exit(1);
}
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const databaseUrl = process.env.DATABASE_URL;
const vitest = (report, env, extra = []) =>
  npx(
    [
      'vitest',
      'run',
      ...extra,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );

/** Lint, then every Vitest project on PGlite, then the server tests on PostgreSQL. */
const nodeLane = async () => {
  await run('lint', ...npx(['eslint', '.', '--max-warnings', '0']));
  const pgliteReport = `${reports}/vitest-pglite.json`;
  await run('unit and server tests (PGlite)', ...vitest(pgliteReport, { DATABASE_URL: '' }));
  countVitest(pgliteReport);
  if (!databaseUrl) {
    console.log('\nDATABASE_URL is not set: the server tests ran on PGlite only.');
    return;
  }
  const pgReport = `${reports}/vitest-postgres.json`;
  await run(
    'server tests (PostgreSQL)',
    ...vitest(pgReport, { DATABASE_URL: databaseUrl }, ['--project', 'server']),
  );
  countVitest(pgReport);
};

/** Typecheck and formatting, then the build and the browser tests against it. */
const browserLane = async () => {
  await run('typecheck', ...npx(['tsc', '-b']));
  await run('format', ...npx(['prettier', '--check', '.', '--log-level', 'warn']));
  if (!(await run('build', process.execPath, ['scripts/build-if-stale.mjs']))) return;
  const e2eReport = `${reports}/playwright.json`;
  await run(
    'browser tests (Chromium)',
    ...npx(['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      DATABASE_URL: '',
    }),
  );
  countPlaywright(e2eReport);
};

await Promise.all([nodeLane(), browserLane()]);

console.log('');
if (failedSteps.length > 0) {
  console.log(`Failed: ${failedSteps.join(', ')}`);
  totals.failed = Math.max(totals.failed, 1);
  console.log(summary());
  process.exit(1);
}
console.log(summary());
