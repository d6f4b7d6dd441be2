import { Redis } from 'ioredis';

import type { Config } from './config';
import type { Database } from './db/client';
import {
  type AccountSettingsService,
  createAccountSettingsService,
} from './modules/account-settings/account-settings.service';
import { type ContentService, createContentService } from './modules/content/content.service';
import { type RateLimiter, createRateLimiter } from './infra/rate-limiter';
import { type MediaService, createMediaService } from './modules/media/media.service';
import {
  DEFAULT_SESSION_POLICY,
  type SessionService,
  createSessionService,
} from './modules/session/session.service';
import { type SiteService, createSiteService } from './modules/site/site.service';

/** What route plugins need, built once per app so tests get a fresh set per database. */
export type Deps = {
  config: Config;
  database: Database;
  sites: SiteService;
  content: ContentService;
  media: MediaService;
  sessions: SessionService;
  accountSettings: AccountSettingsService;
  rateLimiter: RateLimiter;
  /** Shared Redis connection when `REDIS_URL` is set. */
  redis: Redis | undefined;
};

export const createDeps = (config: Config, database: Database): Deps => {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  return {
    config,
    database,
    sites: createSiteService(database.db, { defaultSiteId: config.defaultSiteId }),
    content: createContentService(database.db),
    media: createMediaService(database.db),
    sessions: createSessionService(database.db, {
      ...DEFAULT_SESSION_POLICY,
      idleMs: config.sessionIdleMinutes * 60_000,
      absoluteMs: config.sessionAbsoluteHours * 60 * 60_000,
    }),
    accountSettings: createAccountSettingsService(database.db),
    rateLimiter: createRateLimiter({ redis, prefix: config.redisPrefix }),
    redis,
  };
};

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    deps: Deps;
  }
}
