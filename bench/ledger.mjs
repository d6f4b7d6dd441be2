// `npm run bench` (ledger part): how many ledger transfers per second PostgreSQL takes, next to
// pgbench's simple-update on the same server in the same run. Uses two scratch databases of its
// own on the server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and drops
// them at the end; never touches another database.
//
//   LEDGER_BENCH_SECONDS   duration of each measurement (default BENCH_DURATION or 10)
//   LEDGER_BENCH_CLIENTS   concurrent workers / pgbench clients (default 10, the server's pool size)
//   LEDGER_BENCH_MEMBERS   member wallets transfers move money between (default 1000)
//   LEDGER_BENCH_KIND      the transfers' kind (default bench, which no figure counts); deposit or
//                          game_bet make every transfer write the agent figures' rollups
//   LEDGER_BENCH_AGENTS    1: the members registered under an agent, half of them through its
//                          sub-agent, so those rollups are written for both agents
import { spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

import { register } from 'tsx/esm/api';

import { benchPostgresUrl, withScratchDatabase } from './support.mjs';

register();

const SECONDS = Number(process.env.LEDGER_BENCH_SECONDS ?? process.env.BENCH_DURATION ?? 10);
const CLIENTS = Number(process.env.LEDGER_BENCH_CLIENTS ?? 10);
const MEMBERS = Number(process.env.LEDGER_BENCH_MEMBERS ?? 1000);
const KIND = process.env.LEDGER_BENCH_KIND ?? 'bench';
const UNDER_AGENTS = process.env.LEDGER_BENCH_AGENTS === '1';
const FUNDING = 1_000_000_00n;
const server = (path) => new URL(`../apps/server/src/${path}`, import.meta.url).href;
const [{ openDatabase }, schema, { seedDemoSite }, ledgerModule, { loadConfig }] =
  await Promise.all([
    import(server('db/client.ts')),
    import(server('db/schema/index.ts')),
    import(server('db/seed/seed.ts')),
    import(server('modules/ledger/ledger.service.ts')),
    import(server('config.ts')),
  ]);
const { createLedgerService, verifyLedger, isLedgerClean } = ledgerModule;

const adminUrl = await benchPostgresUrl('ledger');

const pgbenchAvailable = spawnSync('pgbench', ['--version'], { encoding: 'utf8' }).status === 0;

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

const benchLedger = () =>
  withScratchDatabase(adminUrl, 'bench_ledger', async (url) => {
    const database = await openDatabase({
      databaseUrl: url,
      dataDir: '',
      embeddedStorage: 'memory',
    });
    try {
      await database.migrate(loadConfig({}).migrationsDir);
      await seedDemoSite(database.db, { onlyIfEmpty: true });
      const ledger = createLedgerService(database.db);
      const site = 1;
      const currency = 'RMB';
      const run = randomBytes(3).toString('hex');

      // N members with a main wallet each, funded from the house's deposits account.
      const rows = Array.from({ length: MEMBERS }, (_, i) => ({
        siteId: site,
        account: `b${run}${String(i).padStart(5, '0')}`,
        currency,
        passwordHash: 'bench',
        recommendCode: `B${run}${i}`.toUpperCase(),
      }));
      const memberIds = [];
      for (let i = 0; i < rows.length; i += 500) {
        const inserted = await database.db
          .insert(schema.members)
          .values(rows.slice(i, i + 500))
          .returning({ id: schema.members.id });
        memberIds.push(...inserted.map((row) => row.id));
      }
      if (UNDER_AGENTS) {
        const [agent, sub] = await database.db
          .insert(schema.members)
          .values(
            ['a', 's'].map((prefix) => ({
              siteId: site,
              account: `${prefix}${run}`,
              currency,
              passwordHash: 'bench',
              recommendCode: `${prefix}${run}`.toUpperCase(),
              isAgent: true,
              agentActive: true,
            })),
          )
          .returning({ id: schema.members.id });
        await database.db.insert(schema.agentTree).values([
          { ancestorId: agent.id, memberId: sub.id, depth: 1 },
          ...memberIds.flatMap((memberId, index) =>
            index % 2 === 0
              ? [{ ancestorId: agent.id, memberId, depth: 1 }]
              : [
                  { ancestorId: sub.id, memberId, depth: 1 },
                  { ancestorId: agent.id, memberId, depth: 2 },
                ],
          ),
        ]);
      }
      const house = await ledger.ensureAccount({ siteId: site, kind: 'house_deposits', currency });
      const wallets = [];
      const pending = [...memberIds];
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          for (let memberId = pending.pop(); memberId !== undefined; memberId = pending.pop()) {
            const wallet = await ledger.ensureAccount({
              siteId: site,
              kind: 'member_main',
              memberId,
              currency,
            });
            await ledger.transfer({
              siteId: site,
              idempotencyKey: `bench-fund:${wallet.id}`,
              kind: 'deposit',
              currency,
              amount: FUNDING,
              from: house.id,
              to: wallet.id,
            });
            wallets.push(wallet.id);
          }
        }),
      );

      let sequence = 0;
      const transferOnce = () => {
        const from = wallets[randomInt(wallets.length)];
        let to = wallets[randomInt(wallets.length)];
        while (to === from) to = wallets[randomInt(wallets.length)];
        sequence += 1;
        return ledger.transfer({
          siteId: site,
          idempotencyKey: `bench:${run}:${sequence}`,
          kind: KIND,
          currency,
          amount: BigInt(randomInt(1, 10_000)),
          from,
          to,
        });
      };

      // Warm up the pool and the caches, then measure.
      const warmUntil = performance.now() + 1000;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (performance.now() < warmUntil) await transferOnce();
        }),
      );
      const latencies = [];
      let errors = 0;
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const endAt = started + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (performance.now() < endAt) {
            const t0 = performance.now();
            try {
              await transferOnce();
              latencies.push(performance.now() - t0);
            } catch {
              errors += 1;
            }
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      latencies.sort((a, b) => a - b);
      const report = await verifyLedger(database.db);
      return {
        transfers: latencies.length,
        errors,
        tps: latencies.length / elapsed,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        clean: isLedgerClean(report),
        nodeCpu: (cpu.user + cpu.system) / 1e6 / elapsed,
        cpuMsPerTransfer: (cpu.user + cpu.system) / 1e3 / Math.max(1, latencies.length),
        ledgerTransfers: report.transfers,
      };
    } finally {
      await database.close();
    }
  });

const pgbench = (args) => {
  const result = spawnSync('pgbench', args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`pgbench ${args.slice(0, -1).join(' ')} failed:\n${result.stderr}`);
  }
  return result.stdout;
};

const benchPgbench = () =>
  withScratchDatabase(adminUrl, 'bench_pgbench', async (url) => {
    pgbench(['-i', '-s', '1', '-q', url]);
    const output = pgbench(['-N', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), url]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
    const latency = /latency average = ([\d.]+) ms/.exec(output);
    if (!tps) throw new Error(`could not read pgbench's tps:\n${output}`);
    return { tps: Number(tps[1]), latencyAverage: latency ? Number(latency[1]) : undefined };
  });

const ledgerResult = await benchLedger();
const redacted = new URL(adminUrl);
redacted.password = '';
console.log(
  `\nLedger transfers on PostgreSQL (${redacted.host}), ${CLIENTS} concurrent workers, ` +
    `${MEMBERS} member wallets${UNDER_AGENTS ? ' under two agents' : ''}, kind ${KIND}, ` +
    `${SECONDS} s (${cpus().length} CPUs, ` +
    `load average ${loadavg()[0].toFixed(1)}):`,
);
console.table([
  {
    'transfers/s': Math.round(ledgerResult.tps),
    'p50 ms': Number(ledgerResult.p50.toFixed(2)),
    'p99 ms': Number(ledgerResult.p99.toFixed(2)),
    transfers: ledgerResult.transfers,
    errors: ledgerResult.errors,
    'ledger clean': ledgerResult.clean,
    'bench CPU': `${Math.round(ledgerResult.nodeCpu * 100)}%`,
    'CPU ms/transfer': Number(ledgerResult.cpuMsPerTransfer.toFixed(2)),
  },
]);
if (!ledgerResult.clean || ledgerResult.errors > 0) {
  console.error('The ledger bench saw errors or an unclean ledger.');
  process.exitCode = 1;
}

if (pgbenchAvailable) {
  const pgbenchResult = await benchPgbench();
  console.log(
    `pgbench simple-update (-N -c ${CLIENTS} -j 2 -T ${SECONDS}, scale 1) on the same server: ` +
      `${Math.round(pgbenchResult.tps)} tps` +
      (pgbenchResult.latencyAverage === undefined
        ? ''
        : `, average latency ${pgbenchResult.latencyAverage} ms`),
  );
  console.log(
    `Ledger transfers / pgbench transactions: ${(ledgerResult.tps / pgbenchResult.tps).toFixed(2)}`,
  );
} else {
  console.log('pgbench is not installed: the comparison was skipped.');
}
