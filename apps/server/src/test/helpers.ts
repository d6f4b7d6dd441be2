import { randomBytes } from 'node:crypto';

import {
  type CallContract,
  type Envelope,
  type SupportedLanguage,
  callUrl,
} from '@member-site/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { z } from 'zod';

import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { seedDemoSite } from '../db/seed/seed';

/**
 * The database tests run on: embedded PGlite in memory by default, or a fresh PostgreSQL database
 * created for the test file when `DATABASE_URL` is set (and dropped when the file ends).
 */
export const openTestDatabase = async (): Promise<Database> => {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    return openDatabase({ databaseUrl: undefined, dataDir: '', embeddedStorage: 'memory' });
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: '',
    embeddedStorage: 'memory',
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
};

/**
 * Configuration of a test app. With `REDIS_URL` set, rate limits live in that Redis under a prefix
 * of the app's own, so test files never see each other's counters.
 */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: process.env.REDIS_URL ?? '',
    REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`,
  }),
  serveWeb: false,
  ...overrides,
});

export type CallOptions = {
  language?: SupportedLanguage;
  host?: string;
  /** Sent as `authorization: Bearer <token>`. */
  token?: string;
  /** The client's address (the socket's remote address). */
  ip?: string;
  headers?: Record<string, string>;
};

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /**
   * Make a call (POST with the body as JSON, or GET) and return the HTTP status, the parsed
   * envelope and the rotated token if the server sent one.
   */
  call: <C extends CallContract>(
    contract: C,
    body: unknown,
    options?: CallOptions,
  ) => Promise<{
    status: number;
    envelope: Envelope<z.output<C['response']>>;
    rotatedToken: string | undefined;
  }>;
  close: () => Promise<void>;
};

/** Build the app on a fresh database, seeded with the demo site unless told otherwise. */
export const buildTestApp = async (options: { seed?: boolean } = {}): Promise<TestApp> => {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(), { database });
  if (options.seed !== false) await seedDemoSite(database.db, { onlyIfEmpty: true });
  await app.ready();
  return {
    app,
    database,
    call: async (contract, body, callOptions = {}) => {
      const response = await app.inject({
        method: contract.method,
        url: callUrl(contract),
        headers: {
          'content-type': 'application/json',
          lang: callOptions.language ?? 'en_US',
          host: callOptions.host ?? 'localhost:3000',
          ...(callOptions.token ? { authorization: `Bearer ${callOptions.token}` } : {}),
          ...callOptions.headers,
        },
        ...(callOptions.ip ? { remoteAddress: callOptions.ip } : {}),
        payload: contract.method === 'GET' ? undefined : JSON.stringify(body),
      });
      const authorization = response.headers.authorization;
      const rotatedToken =
        typeof authorization === 'string' ? authorization.replace(/^Bearer\s+/i, '') : undefined;
      return { status: response.statusCode, envelope: response.json(), rotatedToken };
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
