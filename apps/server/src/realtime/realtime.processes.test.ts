import { randomBytes, randomUUID } from 'node:crypto';

import { callUrl, loginCall, operatorAdjustmentCall } from '@member-site/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemoSite } from '../db/seed/seed';
import { createDomainEventBus } from '../infra/events';
import { createAccountSettingsService } from '../modules/account-settings/account-settings.service';
import { createLedgerService } from '../modules/ledger/ledger.service';
import { createOperatorService } from '../modules/operator/operator.service';
import { type EchoClient, connectEcho, eventOn } from '../test/echo-clients';
import { createTestMember } from '../test/members';
import {
  type ServerProcess,
  createScratchPostgres,
  runServerScript,
  startServerProcess,
  stopServerProcess,
} from '../test/server-process';

const adminUrl = process.env.DATABASE_URL ?? '';
const redisUrl = process.env.REDIS_URL ?? '';
const OPERATOR_KEY = `procs_${randomBytes(24).toString('hex')}`;
const UDID = 'process-test-device';

/**
 * Several processes on one PostgreSQL (and one Redis when there is one): a member's socket on
 * one server hears what happens on another server and what an operator's command does in a
 * process of its own. Only on PostgreSQL (the embedded database is single-process): the server
 * project leaves this file out when DATABASE_URL is not set.
 */
describe('realtime across processes', () => {
  let databaseUrl = '';
  let drop: () => Promise<void> = async () => undefined;
  let account = '';
  let memberId = 0;
  const servers: ServerProcess[] = [];
  const clients: EchoClient[] = [];

  beforeAll(async () => {
    const scratch = await createScratchPostgres(adminUrl, 'realtime_procs');
    databaseUrl = scratch.url;
    drop = scratch.drop;
    const database = await openDatabase({
      databaseUrl,
      dataDir: '',
      embeddedStorage: 'memory',
    });
    try {
      await database.migrate(loadConfig({}).migrationsDir);
      await seedDemoSite(database.db, { onlyIfEmpty: true });
      await createAccountSettingsService(database.db).update(1, {
        loginCaptcha: false,
        loginProofOfWork: false,
      });
      const operators = createOperatorService(database.db, {
        ledger: createLedgerService(database.db),
        events: createDomainEventBus(),
      });
      await operators.create(1, 'procs', OPERATOR_KEY);
      const member = await createTestMember(database);
      account = member.account;
      memberId = member.id;
    } finally {
      await database.close();
    }
  }, 120_000);
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    await Promise.all(servers.splice(0).map(stopServerProcess));
  });
  afterAll(async () => drop());

  const env = (extra: Record<string, string>) => ({
    DATABASE_URL: databaseUrl,
    SEED_DEMO: '0',
    ...extra,
  });

  const post = async (server: ServerProcess, path: string, body: unknown, token = '') => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'localhost:3000',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: string; apiResponseData: Record<string, unknown> };
  };

  const login = async (server: ServerProcess): Promise<string> => {
    const envelope = await post(server, callUrl(loginCall), {
      account,
      password: 'abc123',
      udid: UDID,
      device: 1,
    });
    expect(envelope.code).toBe('100');
    return String(envelope.apiResponseData.token);
  };

  /** Credit a cent through a server's operator call. */
  const creditCent = (server: ServerProcess) =>
    post(
      server,
      callUrl(operatorAdjustmentCall),
      {
        member_account: account,
        direction: 'credit',
        amount: '0.01',
        reason: 'realtime probe',
        request_id: randomUUID(),
      },
      OPERATOR_KEY,
    );

  /**
   * A socket on `server` in the member's private channel. Subscriptions are not acknowledged, so
   * a cent is credited until the socket hears the balance.
   */
  const subscribedSocket = async (server: ServerProcess, token: string) => {
    const client = connectEcho(server.baseUrl, { token });
    clients.push(client);
    client.echo.private(`member.${memberId}`);
    const channel = `private-member.${memberId}`;
    const deadline = Date.now() + 15_000;
    while (!client.received.some(eventOn('member.cash', channel))) {
      if (Date.now() > deadline) throw new Error('the socket never heard its channel');
      await creditCent(server);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    client.received.splice(0);
    return client;
  };

  const twoServersAndACommand = async (extra: Record<string, string>) => {
    const [a, b] = await Promise.all([
      startServerProcess(env(extra)),
      startServerProcess(env(extra)),
    ]);
    servers.push(a, b);
    const client = await subscribedSocket(a, await login(a));
    const channel = `private-member.${memberId}`;

    // The member logs in through B: the socket on A hears it and leaves its channel.
    const secondToken = await login(b);
    const heard = await client.next(eventOn('login', channel), 10_000);
    expect((heard.args[1] as { token: string }).token).not.toBe(secondToken);
    const heardBefore = client.received.indexOf(heard) + 1;

    // An operator's command in a process of its own reaches a socket on A.
    const second = await subscribedSocket(a, secondToken);
    const command = await runServerScript('apps/server/src/cli/site.ts', env(extra), [
      'adjust',
      account,
      'credit',
      '12.34',
      '--reason',
      'realtime across processes',
    ]);
    expect(command.code, command.output).toBe(0);
    const cash = await second.next(eventOn('member.cash', channel), 10_000);
    expect((cash.args[1] as { cash: string }).cash).toMatch(/^\d+\.\d{2}$/);
    // The first socket left the channel with its session: it heard nothing of the command.
    expect(client.received.slice(heardBefore).some(eventOn('member.cash', channel))).toBe(false);
  };

  it.skipIf(redisUrl === '')(
    'carries events between two servers and a command through Redis',
    async () => {
      await twoServersAndACommand({
        REDIS_URL: redisUrl,
        REDIS_PREFIX: `procs-${randomBytes(4).toString('hex')}`,
      });
    },
    120_000,
  );

  it('carries events between two servers and a command through PostgreSQL alone', async () => {
    await twoServersAndACommand({ REDIS_URL: '' });
  }, 120_000);
});
