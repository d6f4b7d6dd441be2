// `npm test`: install what is missing, then typecheck, lint, check formatting, run the unit and
// server tests on embedded PGlite, run the server tests again on PostgreSQL when DATABASE_URL is
// set, build, and run the browser tests. Ends with one summary line of all test counts.
//
// The three checks of the source (single-threaded each) run side by side, and lint, the longest
// by about two minutes, goes on beside the unit and server tests on the core the other two leave
// idle; the test steps run one after the other, each using both cores (two Vitest workers; two
// browser-test workers beside the server), because two test steps at once starve each other on
// two cores.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}node_modules/.cache/test-reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** The tests that failed, by name with the first line of their error, repeated in the summary. */
const failedTests = [];
const firstLine = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

/** Run a step with its output shown as it comes; resolves to whether it passed. */
const run = (title, command, args, env = {}) =>
  new Promise((resolve) => {
    console.log(`\n=== ${title}`);
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = status === 0;
      console.log(`=== ${title}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
      if (!ok) failedSteps.push(title);
      resolve(ok);
    });
  });

/** Run steps side by side, each step's output printed whole when it ends. */
const runTogether = (steps) =>
  Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          console.log(`\n--- ${title}: started`);
          const started = Date.now();
          const child = spawn(command, args, {
            cwd: root,
            env: { ...process.env, FORCE_COLOR: '0' },
          });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            const ok = status === 0;
            console.log(`\n=== ${title}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`=== ${title}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
            if (!ok) failedSteps.push(title);
            resolve(ok);
          });
        }),
    ),
  );

/** Add the counts of a Vitest JSON report. */
const countVitest = (file) => {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const path = file.name.replace(root, '');
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        failedTests.push(`${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
      failedTests.push(`${path}: ${firstLine(file.message)}`);
    }
  }
};

/** Add the counts of a Playwright JSON report. */
const countPlaywright = (file) => {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failedTests.push(
          `[${test.projectName}] ${spec.file} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite, []);
};

const npx = (args, env) => ['npx', ['--no-install', ...args], env];
const stop = () => {
  console.log(`\nFailed: ${failedSteps.join(', ')}`);
  for (const test of failedTests) console.log(`  ✗ ${test}`);
  console.log(
    `${totals.passed} passed, ${Math.max(totals.failed, 1)} failed, ${totals.skipped} skipped`,
  );
  process.exit(1);
};

if (!(await run('install', process.execPath, ['scripts/ensure-install.mjs']))) stop();

const databaseUrl = process.env.DATABASE_URL;
const lint = runTogether([['lint', ...npx(['eslint', '.', '--max-warnings', '0'])]]);
await runTogether([
  ['typecheck', ...npx(['tsc', '-b'])],
  ['format', ...npx(['prettier', '--check', '.', '--log-level', 'warn'])],
]);

const pgliteReport = `${reports}/vitest-pglite.json`;
await run(
  'unit and server tests (PGlite)',
  ...npx(
    [
      'vitest',
      'run',
      '--maxWorkers=2',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${pgliteReport}`,
    ],
    {
      DATABASE_URL: '',
    },
  ),
);
countVitest(pgliteReport);
await lint;

if (databaseUrl) {
  const pgReport = `${reports}/vitest-postgres.json`;
  await run(
    'server tests (PostgreSQL)',
    ...npx(
      [
        'vitest',
        'run',
        '--maxWorkers=2',
        '--project',
        'server',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${pgReport}`,
      ],
      { DATABASE_URL: databaseUrl },
    ),
  );
  countVitest(pgReport);
} else {
  console.log('\nDATABASE_URL is not set: the server tests ran on PGlite only.');
}

if (await run('build', process.execPath, ['scripts/build-if-stale.mjs'])) {
  const e2eReport = `${reports}/playwright.json`;
  await run(
    'browser tests (Chromium)',
    // One retry: a page on a loaded 2-core machine may miss a wait once; twice is a failure.
    ...npx(['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--retries=1'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      DATABASE_URL: '',
    }),
  );
  countPlaywright(e2eReport);
}

console.log('');
if (failedSteps.length > 0) stop();
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
