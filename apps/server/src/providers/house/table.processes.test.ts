import { randomBytes } from 'node:crypto';

import { callUrl, tableBetCall, tableStateCall } from '@member-site/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { seedDemoSite } from '../../db/seed/seed';
import {
  games,
  houseSessions,
  houseTableBets,
  houseTableRounds,
  ledgerTransfers,
} from '../../db/schema';
import { createDomainEventBus } from '../../infra/events';
import { createRateLimiter } from '../../infra/rate-limiter';
import { createCatalogueService } from '../../modules/games/catalogue.service';
import { createLedgerService, isLedgerClean } from '../../modules/ledger/ledger.service';
import { createOperatorService } from '../../modules/operator/operator.service';
import { hashToken, newToken } from '../../shared/tokens';
import { createTestMember } from '../../test/members';
import {
  type ServerProcess,
  createScratchPostgres,
  startServerProcess,
  stopServerProcess,
} from '../../test/server-process';
import { HOUSE_PROVIDER_CODE } from './house-games';
import { createTableService } from './table.service';

const adminUrl = process.env.DATABASE_URL ?? '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A table's clock run by real server processes on one PostgreSQL: one process of two runs it, and
 * a process killed in the middle of a round leaves it for the next to finish, paying each bet
 * once. Only on PostgreSQL (the embedded database is single-process).
 */
describe('house tables across processes', () => {
  let databaseUrl = '';
  let drop: () => Promise<void> = async () => undefined;
  let database: Database;
  let gameId = 0;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    const scratch = await createScratchPostgres(adminUrl, 'table_procs');
    databaseUrl = scratch.url;
    drop = scratch.drop;
    database = await openDatabase({ databaseUrl, dataDir: '', embeddedStorage: 'memory' });
    await database.migrate(loadConfig({}).migrationsDir);
    await seedDemoSite(database.db, { onlyIfEmpty: true });
    // The demo site's catalogue has the dice lottery on.
    const [game] = await database.db
      .select()
      .from(games)
      .where(and(eq(games.gameCode, 'l_dice_lottery'), eq(games.isActive, true)));
    if (!game) throw new Error('no dice game on show');
    gameId = game.id;
  }, 120_000);
  afterEach(async () => {
    await Promise.all(servers.splice(0).map(stopServerProcess));
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const tables = () => {
    const ledger = createLedgerService(database.db);
    const events = createDomainEventBus();
    const operators = createOperatorService(database.db, { ledger, events });
    return createTableService(database.db, {
      ledger,
      events,
      operators,
      limiter: createRateLimiter({ prefix: 'procs' }),
      catalogue: createCatalogueService(database.db, { events, operators }),
    });
  };

  /** A fresh table of the dice lottery on a fast clock: 2 s rounds, 1 s to close, 1 s show. */
  const freshTable = async (currency: 'RMB' | 'USD') => {
    const view = await tables().configure(
      {
        siteId: 1,
        gameCode: 'l_dice_lottery',
        currency,
        clock: { roundSeconds: 2, closeSeconds: 1, showSeconds: 1 },
      },
      'test',
    );
    return view.table_id;
  };

  const serve = async () => {
    const server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '0',
      HOUSE_TABLES: '1',
    });
    servers.push(server);
    return server;
  };

  const roundsOf = (id: number) =>
    database.db
      .select()
      .from(houseTableRounds)
      .where(eq(houseTableRounds.tableId, id))
      .orderBy(asc(houseTableRounds.number));

  it('runs a table from one process of two, one round after another', async () => {
    const tableId = await freshTable('RMB');
    await Promise.all([serve(), serve()]);
    await sleep(9000);
    await Promise.all(servers.splice(0).map(stopServerProcess));

    const rounds = await roundsOf(tableId);
    expect(rounds.length).toBeGreaterThanOrEqual(2);
    // Four seconds a round at most: two runners would have opened twice as many.
    expect(rounds.length).toBeLessThanOrEqual(5);
    for (const [index, round] of rounds.entries()) {
      expect(round.number).toBe(index + 1);
      expect(round.chainIndex).toBe(index + 1);
      const before = rounds[index - 1];
      if (before) {
        expect(before.status).toBe('settled');
        expect(round.opensAt.getTime()).toBeGreaterThanOrEqual(before.drawsAt.getTime());
      }
    }
  }, 60_000);

  it('finishes a round its runner was killed in, paying each bet once', async () => {
    const id = await freshTable('USD');
    // A member with money at the house and a game session at the table.
    const member = await createTestMember(database, { currency: 'USD' });
    const ledger = createLedgerService(database.db);
    const [source, wallet] = await Promise.all([
      ledger.ensureAccount({ siteId: 1, kind: 'house_deposits', currency: 'USD' }),
      ledger.ensureAccount({
        siteId: 1,
        kind: 'member_provider',
        memberId: member.id,
        provider: HOUSE_PROVIDER_CODE,
        currency: 'USD',
      }),
    ]);
    await ledger.transfer({
      siteId: 1,
      idempotencyKey: `fund-${randomBytes(6).toString('hex')}`,
      kind: 'adjustment',
      currency: 'USD',
      amount: 1000_00n,
      from: source.id,
      to: wallet.id,
    });
    const token = newToken();
    await database.db.insert(houseSessions).values({
      siteId: 1,
      memberId: member.id,
      gameId,
      gameCode: 'l_dice_lottery',
      gameName: 'Dice Lottery',
      currency: 'USD',
      language: 'en_US',
      launchTokenHash: hashToken(newToken()),
      launchExpiresAt: new Date(),
      sessionTokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });

    const first = await serve();
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${first.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          host: 'localhost:3000',
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { code: string; apiResponseData: Record<string, unknown> };
    };
    // Bet on an open round as soon as there is one.
    let roundId = 0;
    let drawsAt = 0;
    const deadline = Date.now() + 20_000;
    while (roundId === 0 && Date.now() < deadline) {
      const state = await post(callUrl(tableStateCall), {});
      const round = state.apiResponseData.round as
        | { round_id: number; status: string; closes_at: string; draws_at: string }
        | null
        | undefined;
      if (round?.status === 'open' && Date.parse(round.closes_at) - Date.now() > 600) {
        const kinds = ['big', 'small', 'odd', 'even', 'any_triple'];
        const answers = await Promise.all(
          kinds.map((kind) =>
            post(callUrl(tableBetCall), {
              round_id: round.round_id,
              kind,
              stake: '5.00',
              request_id: `kill-${kind}-${randomBytes(4).toString('hex')}`,
            }),
          ),
        );
        if (answers.every((answer) => answer.code === '100')) {
          roundId = round.round_id;
          drawsAt = Date.parse(round.draws_at);
        }
      }
      if (roundId === 0) await sleep(150);
    }
    expect(roundId).toBeGreaterThan(0);
    // Kill the runner around the draw, while it draws or settles.
    await sleep(Math.max(0, drawsAt - Date.now()) + 20);
    first.child.kill('SIGKILL');
    await first.exited;
    servers.splice(servers.indexOf(first), 1);

    await serve();
    const settledBy = Date.now() + 20_000;
    let status = '';
    while (Date.now() < settledBy) {
      const [round] = await database.db
        .select()
        .from(houseTableRounds)
        .where(eq(houseTableRounds.id, roundId));
      expect(round?.tableId).toBe(id);
      status = round?.status ?? '';
      if (status === 'settled' || status === 'voided') break;
      await sleep(200);
    }
    expect(['settled', 'voided']).toContain(status);
    const bets = await database.db
      .select()
      .from(houseTableBets)
      .where(eq(houseTableBets.roundId, roundId));
    expect(bets).toHaveLength(5);
    expect(bets.every((bet) => bet.status !== 'placed')).toBe(true);
    // One payout at most per bet, and the wallet holds exactly what the bets say.
    const keys = bets.map((bet) => `table-return:${bet.id}`);
    const payouts = await database.db
      .select()
      .from(ledgerTransfers)
      .where(and(inArray(ledgerTransfers.idempotencyKey, keys)));
    expect(payouts.length).toBe(bets.filter((bet) => (bet.returned ?? 0n) > 0n).length);
    const expected = bets.reduce((sum, bet) => sum - bet.hold + (bet.returned ?? 0n), 1000_00n);
    expect(await ledger.balanceOf(wallet.id)).toBe(expected);
    expect(isLedgerClean(await ledger.verify())).toBe(true);
  }, 90_000);
});
