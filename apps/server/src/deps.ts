import type { Config } from './config';
import type { Database } from './db/client';
import { type SiteService, createSiteService } from './modules/site/site.service';

/** What route plugins need, built once per app so tests get a fresh set per database. */
export type Deps = {
  config: Config;
  database: Database;
  sites: SiteService;
};

export const createDeps = (config: Config, database: Database): Deps => ({
  config,
  database,
  sites: createSiteService(database.db, { defaultSiteId: config.defaultSiteId }),
});

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    deps: Deps;
  }
}
