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

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  serveWeb: false,
  ...overrides,
});

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** POST a call's body and return the parsed envelope and HTTP status. */
  call: <C extends CallContract>(
    contract: C,
    body: unknown,
    options?: { language?: SupportedLanguage; host?: string },
  ) => Promise<{ status: number; envelope: Envelope<z.output<C['response']>> }>;
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
        },
        payload: contract.method === 'GET' ? undefined : JSON.stringify(body),
      });
      return { status: response.statusCode, envelope: response.json() };
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
