// `npm run bench` (red-envelope part): how many red-envelope claims per second PostgreSQL takes
// when every member of a promotion claims at once. Uses a scratch database of its own on the
// server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and drops it at the
// end; never touches another database.
//
//   ENVELOPE_BENCH_MEMBERS   members, and envelopes, of the promotion (default 10000)
//   ENVELOPE_BENCH_CLIENTS   concurrent claimers (default 10, the server's pool size)
//   ENVELOPE_BENCH_DOUBLES   share of members who claim a second time at once (default 0.1)
import { cpus, loadavg } from 'node:os';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';

import { register } from 'tsx/esm/api';

import { benchPostgresUrl, openBenchSite, withScratchDatabase } from './support.mjs';

register();

const MEMBERS = Number(process.env.ENVELOPE_BENCH_MEMBERS ?? 10_000);
const CLIENTS = Number(process.env.ENVELOPE_BENCH_CLIENTS ?? 10);
const DOUBLES = Number(process.env.ENVELOPE_BENCH_DOUBLES ?? 0.1);

const server = (path) => new URL(`../apps/server/src/${path}`, import.meta.url).href;
const [schema, { verifyLedger, isLedgerClean }] = await Promise.all([
  import(server('db/schema/index.ts')),
  import(server('modules/ledger/ledger.service.ts')),
]);

const adminUrl = await benchPostgresUrl('red-envelope');

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

const benchClaims = () =>
  withScratchDatabase(adminUrl, 'bench_envelopes', async (url) => {
    const { database, deps, close } = await openBenchSite(url);
    try {
      const site = await deps.sites.findById(1);
      const run = randomBytes(3).toString('hex');

      const members = [];
      for (let i = 0; i < MEMBERS; i += 1000) {
        members.push(
          ...(await database.db
            .insert(schema.members)
            .values(
              Array.from({ length: Math.min(1000, MEMBERS - i) }, (_, k) => ({
                siteId: 1,
                account: `e${run}${String(i + k).padStart(5, '0')}`,
                currency: 'RMB',
                passwordHash: 'bench',
                recommendCode: `E${run}${i + k}`.toUpperCase(),
              })),
            )
            .returning()),
        );
      }

      const scheduleStarted = performance.now();
      const promotion = await deps.redEnvelopeAdmin.schedule({
        site,
        actor: 'bench',
        currency: 'RMB',
        startAt: new Date(Date.now() - 1000),
        endAt: new Date(Date.now() + 3_600_000),
        pool: `${MEMBERS}.00`,
        rule: 'random',
        count: MEMBERS,
        reason: 'bench',
      });
      const scheduleMs = performance.now() - scheduleStarted;

      // Every member once, a share of them twice, shuffled, CLIENTS at a time.
      const queue = [...members, ...members.slice(0, Math.floor(MEMBERS * DOUBLES))];
      for (let i = queue.length - 1; i > 0; i -= 1) {
        const j = Math.floor(Math.random() * (i + 1));
        [queue[i], queue[j]] = [queue[j], queue[i]];
      }
      const latencies = [];
      let paid = 0;
      let refused = 0;
      let paidMinor = 0n;
      const paidMembers = new Set();
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          for (let member = queue.pop(); member !== undefined; member = queue.pop()) {
            const t0 = performance.now();
            try {
              const answer = await deps.redEnvelopes.claim(member, promotion.id, 'en_US');
              paid += 1;
              paidMinor += BigInt(answer.cash.replace('.', ''));
              if (paidMembers.has(member.id)) throw new Error(`member ${member.id} paid twice`);
              paidMembers.add(member.id);
            } catch (error) {
              if (error?.code !== '102') throw error;
              refused += 1;
            }
            latencies.push(performance.now() - t0);
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      latencies.sort((a, b) => a - b);
      const report = await verifyLedger(database.db);
      return {
        scheduleMs,
        claims: latencies.length,
        paid,
        refused,
        exact: paidMinor === BigInt(MEMBERS) * 100n && paid === MEMBERS,
        cps: latencies.length / elapsed,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        clean: isLedgerClean(report),
        nodeCpu: (cpu.user + cpu.system) / 1e6 / elapsed,
      };
    } finally {
      await close();
    }
  });

const result = await benchClaims();
const redacted = new URL(adminUrl);
redacted.password = '';
console.log(
  `\nRed-envelope claims on PostgreSQL (${redacted.host}), ${MEMBERS} members and envelopes, ` +
    `${Math.round(DOUBLES * 100)}% claiming twice, ${CLIENTS} concurrent claimers ` +
    `(${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}):`,
);
console.table([
  {
    'claims/s': Math.round(result.cps),
    'p50 ms': Number(result.p50.toFixed(2)),
    'p99 ms': Number(result.p99.toFixed(2)),
    claims: result.claims,
    paid: result.paid,
    'refused (102)': result.refused,
    'pool paid exactly': result.exact,
    'ledger clean': result.clean,
    'schedule ms': Math.round(result.scheduleMs),
    'bench CPU': `${Math.round(result.nodeCpu * 100)}%`,
  },
]);
if (!result.clean || !result.exact) {
  console.error('The red-envelope bench paid the wrong amount or left an unclean ledger.');
  process.exitCode = 1;
}
