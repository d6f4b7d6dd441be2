// `npm run bench`: every bench, one after the other, each in a process of its own. A bench that
// misses a goal (exit code 1) or fails does not stop the ones after it: the run goes on, and at
// the end a summary names each bench with what it ended with, exiting 1 when any missed or failed.
//
//   npm run bench                      every bench
//   npm run bench -- ledger lighthouse only the benches named (file names without `.mjs`)
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

import { buildSite, root } from './support.mjs';

/** In the order they run: the lobby calls first, Lighthouse last. */
const BENCHES = [
  'run',
  'first-render',
  'ledger',
  'red-envelopes',
  'agent-reports',
  'realtime',
  'slot',
  'house-rounds',
  'sportsbook',
  'lighthouse',
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !BENCHES.includes(name));
if (unknown.length > 0) {
  console.error(`No bench named ${unknown.join(', ')}; the benches are ${BENCHES.join(', ')}.`);
  process.exit(2);
}
const chosen = asked.length > 0 ? BENCHES.filter((name) => asked.includes(name)) : BENCHES;

buildSite();

const outcomes = [];
for (const name of chosen) {
  console.log(`\n=== bench/${name}.mjs ===`);
  const started = performance.now();
  const run = spawnSync(process.execPath, [`bench/${name}.mjs`], { cwd: root, stdio: 'inherit' });
  const seconds = Math.round((performance.now() - started) / 1000);
  const outcome =
    run.status === 0
      ? 'every goal met'
      : run.status === 1
        ? 'a goal missed (see its table above)'
        : `failed (${run.signal ? `signal ${run.signal}` : `exit code ${run.status}`})`;
  outcomes.push({ bench: `bench/${name}.mjs`, outcome, seconds });
}

console.log('\nEvery bench of this run:');
console.table(outcomes);
if (outcomes.some(({ outcome }) => outcome !== 'every goal met')) process.exitCode = 1;
