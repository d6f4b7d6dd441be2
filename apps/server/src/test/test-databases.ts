import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { type Database, openDatabase } from '../db/client';
import { siteAccountSettings } from '../db/schema';
import { seedDemoSite } from '../db/seed/seed';

/** An empty migrated database, or one that also holds the demo site. */
export type TestDatabaseKind = 'empty' | 'demo';

/**
 * Where the test run's template databases are: made once by the server project's global setup,
 * then cloned for every test file instead of migrating and seeding each time. PGlite data
 * directories as tarballs by default; PostgreSQL template databases when `DATABASE_URL` is set.
 */
export type TestDatabaseTemplates =
  | { driver: 'pglite'; files: Record<TestDatabaseKind, string> }
  | { driver: 'postgres'; adminUrl: string; names: Record<TestDatabaseKind, string> };

const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));
const KINDS: readonly TestDatabaseKind[] = ['empty', 'demo'];

/** Turn the demo site into what tests expect of it. */
const seedForTests = async (database: Database): Promise<void> => {
  await seedDemoSite(database.db, { onlyIfEmpty: true });
  // Tests answer the picture captcha from the database; the proof of work, which takes real
  // time to solve, is on only where a test is about it (proof-of-work.routes.test.ts).
  await database.db
    .update(siteAccountSettings)
    .set({ loginProofOfWork: false, registerProofOfWork: false });
};

const fill = async (database: Database, kind: TestDatabaseKind): Promise<void> => {
  await database.migrate(MIGRATIONS_DIR);
  if (kind === 'demo') await seedForTests(database);
};

const withAdmin = async <T>(adminUrl: string, run: (admin: pg.Client) => Promise<T>) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
};

const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Build a template of every kind for the driver the run uses; `drop` removes them. */
export const createTestDatabaseTemplates = async (
  adminUrl: string | undefined,
): Promise<{ templates: TestDatabaseTemplates; drop: () => Promise<void> }> => {
  if (!adminUrl) {
    const directory = mkdtempSync(join(tmpdir(), 'member-site-test-db-'));
    const files = {} as Record<TestDatabaseKind, string>;
    // One database, dumped when migrated and again when seeded: each start and migration of the
    // embedded database costs seconds the whole test run waits for.
    const database = await openDatabase({
      databaseUrl: undefined,
      dataDir: '',
      embeddedStorage: 'memory',
    });
    const dump = async (kind: TestDatabaseKind) => {
      const tarball = await database.dumpDataDir?.();
      if (!tarball) throw new Error('the embedded database cannot dump its data directory');
      files[kind] = join(directory, `${kind}.tar`);
      writeFileSync(files[kind], Buffer.from(await tarball.arrayBuffer()));
    };
    try {
      await database.migrate(MIGRATIONS_DIR);
      await dump('empty');
      await seedForTests(database);
      await dump('demo');
    } finally {
      await database.close();
    }
    return {
      templates: { driver: 'pglite', files },
      drop: () => {
        rmSync(directory, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }

  const run = randomBytes(4).toString('hex');
  const names = { empty: `tmpl_${run}_empty`, demo: `tmpl_${run}_demo` };
  const dropAll = () =>
    withAdmin(adminUrl, async (admin) => {
      for (const kind of KINDS) {
        await admin.query(`DROP DATABASE IF EXISTS "${names[kind]}" WITH (FORCE)`);
      }
    });
  try {
    for (const kind of KINDS) {
      await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${names[kind]}"`));
      const database = await openDatabase({
        databaseUrl: databaseUrl(adminUrl, names[kind]),
        dataDir: '',
        embeddedStorage: 'memory',
      });
      try {
        await fill(database, kind);
      } finally {
        await database.close();
      }
    }
  } catch (error) {
    await dropAll();
    throw error;
  }
  return { templates: { driver: 'postgres', adminUrl, names }, drop: dropAll };
};

/** PostgreSQL refuses to copy a template another session is connected to; it is brief. */
const SOURCE_IN_USE = '55006';

const clonePostgres = async (adminUrl: string, template: string): Promise<string> => {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code !== SOURCE_IN_USE || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  return name;
};

/**
 * A database of its own for one test file, cloned from the run's template of that kind: PGlite in
 * memory, or a new PostgreSQL database that `close` drops again.
 */
export const cloneTestDatabase = async (
  templates: TestDatabaseTemplates,
  kind: TestDatabaseKind,
): Promise<Database> => {
  if (templates.driver === 'pglite') {
    return openDatabase({
      databaseUrl: undefined,
      dataDir: '',
      embeddedStorage: 'memory',
      embeddedTemplate: new Blob([readFileSync(templates.files[kind])]),
    });
  }
  const { adminUrl, names } = templates;
  const name = await clonePostgres(adminUrl, names[kind]);
  const database = await openDatabase({
    databaseUrl: databaseUrl(adminUrl, name),
    dataDir: '',
    embeddedStorage: 'memory',
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
};
