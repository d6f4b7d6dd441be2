// `npm test`: install what is missing, then typecheck, lint, check formatting, run the unit and
// server tests on embedded PGlite, run the server tests again on PostgreSQL when DATABASE_URL is
// set, build, and run the browser tests. Ends with one summary line of all test counts.
//
// Typecheck and the formatting check run side by side; lint, the longest check (about two and
// a half minutes on its own), runs behind everything at the lowest CPU priority and is awaited
// at the end: it takes the core typecheck leaves idle and the waits of the test steps (the browser
// tests wait on rounds, matches and pushes), instead of a core the unit and server tests need.
// The test steps run one after the other, each using both cores (two Vitest workers; two
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

/**
 * Start a step whose output is kept until it ends: resolves to whether it passed, its output and
 * its time. `niceness` lowers its CPU priority (0 to 19, as `nice` takes it).
 */
const start = (title, command, args, { niceness = 0 } = {}) =>
  new Promise((resolve) => {
    const started = Date.now();
    const [file, argv] =
      niceness > 0 ? ['nice', ['-n', String(niceness), command, ...args]] : [command, args];
    const child = spawn(file, argv, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      resolve({
        title,
        ok: status === 0,
        output: Buffer.concat(output),
        seconds: ((Date.now() - started) / 1000).toFixed(1),
      });
    });
  });

/** Print a kept step's output whole, with its verdict and time. */
const report = ({ title, ok, output, seconds }) => {
  console.log(`\n=== ${title}`);
  process.stdout.write(output);
  console.log(`=== ${title}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  if (!ok) failedSteps.push(title);
  return ok;
};

/** Run steps side by side, each step's output printed whole when it ends. */
const runTogether = (steps) =>
  Promise.all(
    steps.map(([title, command, args]) => {
      console.log(`\n--- ${title}: started`);
      return start(title, command, args).then(report);
    }),
  );

/**
 * Start a step behind all the others, at the lowest CPU priority: it runs on what they leave
 * idle (a core while typecheck runs alone, the waits of the test steps), and they keep both cores
 * whenever they want them. Its output is printed when `finish` is awaited.
 */
const inBackground = (title, command, args) => {
  console.log(`\n--- ${title}: started in the background`);
  const done = start(title, command, args, { niceness: 19 });
  return { finish: () => done.then(report) };
};

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
const lint = inBackground('lint', ...npx(['eslint', '.', '--max-warnings', '0']));
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

await lint.finish();

console.log('');
if (failedSteps.length > 0) stop();
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
