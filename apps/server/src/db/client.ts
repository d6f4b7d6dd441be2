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

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
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
