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

/**
 * A connection of its own that holds session-level advisory locks: a lock stays with this process
 * until it is released or the connection ends, which a process that dies ends for it.
 */
export type LockSession = {
  /** Take the lock if no other session holds it; true when this session holds it. */
  tryLock: (classId: number, key: number) => Promise<boolean>;
  unlock: (classId: number, key: number) => Promise<void>;
  /** Resolves when the connection is gone, and with it every lock it held. */
  lost: Promise<void>;
  close: () => Promise<void>;
};

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY on PostgreSQL; the embedded database has one process and none. */
  notifications?: Notifications;
  /**
   * Open a lock session on PostgreSQL. The embedded database serves one process, which holds
   * every lock, so it has none.
   */
  openLockSession?: () => Promise<LockSession>;
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

const openLockSession = async (connectionString: string): Promise<LockSession> => {
  const client = new pg.Client({ connectionString });
  let markLost: () => void = () => undefined;
  const lost = new Promise<void>((resolve) => {
    markLost = resolve;
  });
  client.on('error', () => markLost());
  client.on('end', () => markLost());
  await client.connect();
  return {
    tryLock: async (classId, key) => {
      const result = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1, $2) as locked',
        [classId, key],
      );
      return result.rows[0]?.locked === true;
    },
    unlock: async (classId, key) => {
      await client.query('select pg_advisory_unlock($1, $2)', [classId, key]);
    },
    lost,
    close: async () => {
      await client.end().catch(() => undefined);
      markLost();
    },
  };
};

/** Pick the driver: PostgreSQL when a URL is given, otherwise embedded PGlite. */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // Idle-client errors (a restarted server) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db,
      driver: 'postgres',
      notifications: createNotifications(pool, databaseUrl),
      openLockSession: () => openLockSession(databaseUrl),
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
