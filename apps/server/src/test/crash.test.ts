import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ledgerAccounts, ledgerTransfers } from '../db/schema';
import { seedDemoSite } from '../db/seed/seed';
import { createDomainEventBus } from '../infra/events';
import { createLedgerService } from '../modules/ledger/ledger.service';
import { createOperatorService } from '../modules/operator/operator.service';
import { createTestMember } from './members';
import {
  type ServerProcess,
  createScratchPostgres,
  runServerScript,
  startServerProcess,
  stopServerProcess,
} from './server-process';

/*
 * Crash safety: the real server process takes a storm of concurrent operator adjustments and is
 * killed with SIGKILL in the middle of it. After a restart on the same database the ledger must be
 * clean, every adjustment the server said yes to must be there exactly once (a repeat of it is a
 * replay that moves nothing), and every wallet must hold exactly what its committed transfers say.
 * Runs on embedded PGlite (a data directory of its own) or, with DATABASE_URL, on a PostgreSQL
 * database of its own.
 */

const OPERATOR_KEY = `crash_${randomBytes(24).toString('hex')}`;
const MEMBERS = 6;
const OPENING_CENTS = 100_000n;
const WORKERS = 24;
const KILL_AFTER_ACCEPTED = 300;

type Adjustment = {
  member_account: string;
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
  request_id: string;
};

type Outcome =
  | { kind: 'accepted'; balance: string }
  | { kind: 'refused'; code: string }
  | { kind: 'unknown'; error: string };

const cents = (amount: string): bigint => BigInt(amount.replace('.', ''));

const send = async (
  baseUrl: string,
  body: Adjustment,
): Promise<{ status: number; code: string; data: { replayed?: boolean; balance?: string } }> => {
  const response = await fetch(`${baseUrl}/api/operator/adjustments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${OPERATOR_KEY}`,
      lang: 'en_US',
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const envelope = (await response.json()) as {
    code: string;
    apiResponseData: { replayed?: boolean; balance?: string };
  };
  return { status: response.status, code: envelope.code, data: envelope.apiResponseData };
};

describe('a server killed in the middle of a transfer storm', () => {
  const adminUrl = process.env.DATABASE_URL;
  const migrationsDir = loadConfig({}).migrationsDir;
  let dataDir = '';
  let databaseUrl = '';
  let dropDatabase: () => Promise<void> = async () => undefined;
  let serverEnv: Record<string, string> = {};
  const accounts: string[] = [];
  let server: ServerProcess | undefined;

  const openOwnDatabase = () =>
    openDatabase({
      databaseUrl: databaseUrl || undefined,
      dataDir,
      embeddedStorage: 'disk',
    });

  beforeAll(async () => {
    if (adminUrl) {
      const scratch = await createScratchPostgres(adminUrl, 'crash');
      databaseUrl = scratch.url;
      dropDatabase = scratch.drop;
      serverEnv = { DATABASE_URL: databaseUrl };
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'crash-'));
      serverEnv = { DATABASE_URL: '', DATA_DIR: dataDir };
    }
    // Prepare the database and close it: the embedded database is single-process.
    const database = await openOwnDatabase();
    try {
      await database.migrate(migrationsDir);
      await seedDemoSite(database.db, { onlyIfEmpty: true });
      const ledger = createLedgerService(database.db);
      const operators = createOperatorService(database.db, {
        ledger,
        events: createDomainEventBus(),
      });
      await operators.create(1, 'crash', OPERATOR_KEY);
      for (let i = 0; i < MEMBERS; i += 1) {
        const member = await createTestMember(database);
        accounts.push(member.account);
        await operators.adjust({
          siteId: 1,
          actor: 'operator:crash',
          memberAccount: member.account,
          direction: 'credit',
          amount: '1000.00',
          reason: 'opening balance',
          requestId: `opening-${member.account}`,
        });
      }
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    if (server) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await dropDatabase();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no accepted transfer, duplicates none and leaves the ledger clean', async () => {
    const phases: string[] = [];
    let phaseStart = Date.now();
    const phase = (name: string) => {
      phases.push(`${name} ${((Date.now() - phaseStart) / 1000).toFixed(1)} s`);
      phaseStart = Date.now();
    };
    server = await startServerProcess(serverEnv);
    const storm = server;
    phase('start');

    // The storm: workers send adjustments until the server dies under them.
    const sent = new Map<string, Adjustment>();
    const outcomes = new Map<string, Outcome>();
    let accepted = 0;
    let inFlight = 0;
    let inFlightAtKill = -1;
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      inFlightAtKill = inFlight;
      storm.child.kill('SIGKILL');
    };
    const worker = async (index: number) => {
      for (let n = 0; !killed; n += 1) {
        const body: Adjustment = {
          member_account: accounts[randomInt(accounts.length)] ?? '',
          direction: randomInt(10) < 6 ? 'credit' : 'debit',
          amount: `${randomInt(1, 100)}.${String(randomInt(100)).padStart(2, '0')}`,
          reason: 'crash test storm',
          request_id: `storm-${index}-${n}-${randomBytes(3).toString('hex')}`,
        };
        sent.set(body.request_id, body);
        inFlight += 1;
        try {
          const answer = await send(storm.baseUrl, body);
          outcomes.set(
            body.request_id,
            answer.status === 200 && answer.code === '100'
              ? { kind: 'accepted', balance: answer.data.balance ?? '' }
              : { kind: 'refused', code: `${answer.status}/${answer.code}` },
          );
          if (answer.status === 200 && answer.code === '100') {
            accepted += 1;
            // Kill a moment later, between two answers, wherever the server happens to be.
            if (accepted === KILL_AFTER_ACCEPTED) setTimeout(kill, randomInt(1, 25));
          }
        } catch (error) {
          outcomes.set(body.request_id, { kind: 'unknown', error: String(error) });
        } finally {
          inFlight -= 1;
        }
      }
    };
    const watchdog = setTimeout(kill, 30_000);
    await Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
    clearTimeout(watchdog);
    phase('storm');
    expect(await storm.exited).toBe('SIGKILL');
    expect(accepted, storm.stderr()).toBeGreaterThanOrEqual(KILL_AFTER_ACCEPTED);
    // The kill came while requests were on their way.
    expect(inFlightAtKill).toBeGreaterThan(0);

    const acceptedIds = [...outcomes].filter(([, o]) => o.kind === 'accepted').map(([id]) => id);
    const refusedIds = [...outcomes].filter(([, o]) => o.kind === 'refused').map(([id]) => id);
    // Only "not enough money" may refuse a storm request.
    for (const id of refusedIds) {
      const outcome = outcomes.get(id);
      expect(outcome?.kind === 'refused' ? outcome.code : '', id).toMatch(/\/105$/);
    }

    // The server comes back on the same database, and each accepted request is now a replay.
    const restarted = await startServerProcess(serverEnv);
    server = restarted;
    phase('restart');
    const queue = [...acceptedIds];
    const replays = async () => {
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        const body = sent.get(id);
        if (!body) throw new Error(`request ${id} was not recorded`);
        const answer = await send(restarted.baseUrl, body);
        expect([answer.status, answer.code, answer.data.replayed], id).toEqual([200, '100', true]);
      }
    };
    await Promise.all(Array.from({ length: 8 }, replays));
    // A request that got no answer is retried by its client with the same request id: it is then
    // applied once, whether or not it had committed before the kill. One that had not committed
    // is a new movement now, so a debit may find the wallet too low for it, like any other.
    const unanswered = [...outcomes].filter(([, o]) => o.kind === 'unknown').map(([id]) => id);
    const retriedIds: string[] = [];
    const refusedOnRetryIds: string[] = [];
    let committedUnanswered = 0;
    for (const id of unanswered) {
      const body = sent.get(id);
      if (!body) continue;
      const answer = await send(restarted.baseUrl, body);
      if (body.direction === 'debit' && answer.status === 200 && answer.code === '105') {
        refusedOnRetryIds.push(id);
        continue;
      }
      expect([answer.status, answer.code], id).toEqual([200, '100']);
      retriedIds.push(id);
      if (answer.data.replayed) committedUnanswered += 1;
    }
    phase('replays');
    await stopServerProcess(restarted);
    server = undefined;
    phase('stop');

    // The ledger check the operator runs: every balance equals its entries, every transfer sums
    // to zero, no wallet below zero.
    const verify = await runServerScript('apps/server/src/cli/ledger-verify.ts', serverEnv);
    expect(verify.code, verify.output).toBe(0);
    phase('ledger:verify');

    const database = await openOwnDatabase();
    try {
      const transfers = await database.db
        .select({
          key: ledgerTransfers.idempotencyKey,
          amount: ledgerTransfers.amount,
        })
        .from(ledgerTransfers)
        .where(like(ledgerTransfers.idempotencyKey, 'adjustment:storm-%'));
      // Committed now: the storm's transfers plus the retried ones.
      const committed = new Map(
        transfers.map((t) => [t.key.slice('adjustment:'.length), t.amount]),
      );
      // Every accepted request is there, once, for its amount.
      for (const id of [...acceptedIds, ...retriedIds]) {
        expect(committed.get(id), id).toBe(cents(sent.get(id)?.amount ?? ''));
      }
      // A refused request moved nothing (a refusal on the retry also means the storm's attempt
      // never committed: a committed one would have been a replay), and nothing is there that was
      // never sent.
      for (const id of [...refusedIds, ...refusedOnRetryIds]) {
        expect(committed.has(id), id).toBe(false);
      }
      for (const id of committed.keys()) expect(sent.has(id), id).toBe(true);

      // Each wallet holds its opening balance plus exactly its committed adjustments.
      const expected = new Map(accounts.map((account) => [account, OPENING_CENTS]));
      for (const [id, amount] of committed) {
        const body = sent.get(id);
        if (!body) continue;
        const signed = body.direction === 'credit' ? amount : -amount;
        expected.set(body.member_account, (expected.get(body.member_account) ?? 0n) + signed);
      }
      const wallets = await database.db.query.members.findMany({
        columns: { id: true, account: true },
        where: (m, { inArray }) => inArray(m.account, accounts),
      });
      for (const member of wallets) {
        const [wallet] = await database.db
          .select({ balance: ledgerAccounts.balance, kind: ledgerAccounts.kind })
          .from(ledgerAccounts)
          .where(eq(ledgerAccounts.memberId, member.id));
        expect(wallet?.kind).toBe('member_main');
        expect(wallet?.balance, member.account).toBe(expected.get(member.account));
      }
      expect(wallets).toHaveLength(MEMBERS);
      console.info(
        `crash (${database.driver}): ${accepted} accepted, ${refusedIds.length} refused, ` +
          `${inFlightAtKill} in flight at the kill (${committedUnanswered} of them committed), ` +
          `${acceptedIds.length} replayed after restart, ${retriedIds.length} unanswered retried ` +
          `and ${refusedOnRetryIds.length} refused on the retry ` +
          `(${phases.join(', ')})`,
      );
    } finally {
      await database.close();
    }
  }, 180_000);
});
