import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { type Deps, createDeps } from '../deps';

/** The server's services for one command-line run, and how to let go of them. */
export type CliDeps = { deps: Deps; close: () => Promise<void> };

/**
 * Open the database the configuration names, apply the migrations and build the same services
 * the server runs on (`createDeps`), so a command follows exactly the rules of the API. Events
 * published here reach the running server (through Redis or PostgreSQL); `close` waits until
 * they have been sent.
 */
export const openCliDeps = async (config: Config): Promise<CliDeps> => {
  const database = await openDatabase(config);
  try {
    await database.migrate(config.migrationsDir);
  } catch (error) {
    await database.close();
    throw error;
  }
  const deps = createDeps(config, database);
  return {
    deps,
    close: async () => {
      await deps.events.close();
      await deps.redis?.quit();
      await database.close();
    },
  };
};
