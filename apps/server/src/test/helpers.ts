import { randomBytes } from 'node:crypto';

import {
  type CallContract,
  type CallResponse,
  type Envelope,
  callUrl,
} from '@member-site/contracts';
import { type SupportedLanguage } from '@member-site/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';

import { type BuildAppOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { type TestDatabaseKind, cloneTestDatabase } from './test-databases';

/**
 * The database a test file runs on: a clone of the run's template (see `global-setup.ts`), empty
 * but migrated, or holding the demo site. PGlite in memory by default; a PostgreSQL database of its
 * own, dropped by `close`, when `DATABASE_URL` is set.
 */
export const openTestDatabase = (kind: TestDatabaseKind = 'empty'): Promise<Database> =>
  cloneTestDatabase(inject('testDatabases'), kind);

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
    envelope: Envelope<CallResponse<C>>;
    rotatedToken: string | undefined;
  }>;
  close: () => Promise<void>;
};

/** Build the app on a database of its own, holding the demo site unless told otherwise. */
export const buildTestApp = async (
  options: {
    seed?: boolean;
    config?: Partial<Config>;
    build?: Omit<BuildAppOptions, 'database'>;
  } = {},
): Promise<TestApp> => {
  const database = await openTestDatabase(options.seed === false ? 'empty' : 'demo');
  const app = await buildApp(testConfig(options.config), { ...options.build, database });
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
