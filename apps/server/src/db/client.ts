import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

import * as schema from './schema';

export type Schema = typeof schema;
/** A database handle or an open transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** PostgreSQL's LISTEN/NOTIFY, which carries events between processes on one database. */
export type Notifications = {
  notify: (channel: string, payload: string) => Promise<void>;
  /**
   * Hear a channel on a connection of its own, opened again after a loss. Resolves once
   * listening; the returned function stops.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
};

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY on PostgreSQL; the embedded database has one process and none. */
  notifications?: Notifications;
  migrate: (migrationsFolder: string) => Promise<void>;
  close: () => Promise<void>;
  /** The embedded database's data directory as a tarball (PGlite only; tests' templates). */
  dumpDataDir?: () => Promise<Blob>;
};

export type DatabaseOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedStorage: 'disk' | 'memory';
  /**
   * Start the embedded database from this data directory (a tarball made by `dumpDataDir`)
   * instead of an empty one: tests clone one migrated and seeded template this way.
   */
  embeddedTemplate?: Blob;
};

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const RELISTEN_AFTER_MS = 1000;

const createNotifications = (pool: pg.Pool, connectionString: string): Notifications => ({
  notify: async (channel, payload) => {
    await pool.query('select pg_notify($1, $2)', [channel, payload]);
  },
  listen: async (channel, onPayload) => {
    if (!CHANNEL_NAME.test(channel)) throw new Error('invalid notification channel name');
    let stopped = false;
    let client: pg.Client | undefined;
    // A lost connection (a restarted database) is opened again; until then nothing is heard.
    const reconnectLater = () => {
      setTimeout(() => {
        if (!stopped && client === undefined) connect().catch(reconnectLater);
      }, RELISTEN_AFTER_MS).unref();
    };
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      client = next;
      next.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      next.on('error', () => undefined);
      next.on('end', () => {
        if (stopped || client !== next) return;
        client = undefined;
        reconnectLater();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${channel}`);
      } catch (error) {
        if (client === next) client = undefined;
        await next.end().catch(() => undefined);
        throw error;
      }
    };
    await connect();
    return async () => {
      stopped = true;
      await client?.end();
    };
  },
});

/** Pick the driver: PostgreSQL when a URL is given, otherwise embedded PGlite. */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Idle-client errors (a restarted server) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db,
      driver: 'postgres',
      notifications: createNotifications(pool, options.databaseUrl),
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.embeddedStorage === 'disk') {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = `${options.dataDir}/pglite`;
  }
  const client = await PGlite.create({
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(options.embeddedTemplate ? { loadDataDir: options.embeddedTemplate } : {}),
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db,
    driver: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
};
