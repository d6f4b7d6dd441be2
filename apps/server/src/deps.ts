import type { Config } from './config';
import type { Database } from './db/client';
import { type ContentService, createContentService } from './modules/content/content.service';
import { type MediaService, createMediaService } from './modules/media/media.service';
import { type SiteService, createSiteService } from './modules/site/site.service';

/** What route plugins need, built once per app so tests get a fresh set per database. */
export type Deps = {
  config: Config;
  database: Database;
  sites: SiteService;
  content: ContentService;
  media: MediaService;
};

export const createDeps = (config: Config, database: Database): Deps => ({
  config,
  database,
  sites: createSiteService(database.db, { defaultSiteId: config.defaultSiteId }),
  content: createContentService(database.db),
  media: createMediaService(database.db),
});

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    deps: Deps;
  }
}
