import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDemoSite } from './seed/seed';

/*
 * Database commands for operators: `npm run db:migrate` and `npm run db:seed` (`-- --demo` may
 * name the demo site). They read the same environment as the server (DATABASE_URL, or the
 * embedded database in DATA_DIR). The embedded database is single-process: stop the server
 * before running a command against it.
 */

const USAGE = `Usage: cli <command> [options]

Commands:
  migrate         apply the committed migrations
  seed [--demo]   apply the migrations, then create the demo site (site_id 1) and its content
                  from the demo package; does nothing when the demo site already exists (drop
                  the database to reseed). The demo site is the only seed, so --demo, which
                  names it, is the same as no option`;

class UsageError extends Error {
  override name = 'UsageError';
}

/** Refuse anything but the options a command knows, so a mistyped flag is never ignored. */
const onlyOptions = (args: string[], known: string[]): void => {
  const unknown = args.find((arg) => !known.includes(arg));
  if (unknown !== undefined) throw new UsageError(`Unknown option '${unknown}'.`);
};

type Command = (args: string[]) => Promise<string>;

const COMMANDS: Record<string, Command> = {
  migrate: async (args) => {
    onlyOptions(args, []);
    const config = loadConfig();
    const database = await openDatabase(config);
    try {
      await database.migrate(config.migrationsDir);
      return `Migrations applied (${database.driver}).`;
    } finally {
      await database.close();
    }
  },
  seed: async (args) => {
    onlyOptions(args, ['--demo']);
    const config = loadConfig();
    const database = await openDatabase(config);
    try {
      await database.migrate(config.migrationsDir);
      const result = await seedDemoSite(database.db, { onlyIfEmpty: false });
      if (result.status === 'skipped') {
        return 'The demo site already exists; nothing to do.';
      }
      const counts = Object.entries(result.counts)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ');
      return `Seeded the demo site (site_id ${result.siteId}): ${counts}.`;
    } finally {
      await database.close();
    }
  },
};

const main = async (): Promise<number> => {
  const name = process.argv[2];
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command) {
    console.error(name === undefined ? USAGE : `Unknown command '${name}'.\n\n${USAGE}`);
    return 2;
  }
  try {
    console.log(await command(process.argv.slice(3)));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  return 0;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
