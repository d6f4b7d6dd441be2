import { fileURLToPath } from 'node:url';

import { z } from 'zod';

/**
 * The server's whole configuration, read from the environment in this one file. The defaults
 * resolve paths relative to this module, which sits directly in `src/` when run from source and is
 * bundled into `dist/main.js` when built, so `..` is the server package in both cases.
 */
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The demo's pictures rendered as WebP (`demo/pictures/`), which the seed stores. */
export const DEMO_PICTURES_DIR = here('../../../demo/pictures');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(here('../../../.data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Site answered when neither `site_id` nor the request host names one. */
  DEFAULT_SITE_ID: z.coerce.number().int().positive().default(1),
  WEB_DIST_DIR: z.string().default(here('../../web/dist')),
  /** The web app's server renderer of the visitor pages; without it they render in the browser. */
  WEB_RENDERER_FILE: z.string().default(here('../../web/dist-ssr/entry-server.js')),
  /** The house provider's game pages, served under /house/. */
  HOUSE_DIST_DIR: z.string().default(here('../../house/dist')),
  MIGRATIONS_DIR: z.string().default(here('../drizzle')),
  /** A session unused this long ends. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  /** A session ends this long after login, used or not. */
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /** Prefix of the server's keys in Redis (rate limits). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,32}$/)
    .default('member-site'),
  /**
   * The site's public address (scheme, host and port) for links that leave the site, such as a
   * payment gateway's return page, when the request's host is not one of the site's domains.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * `1` seeds the demo site at start when the database has no site, `0` never does; unset, every
   * database but a production PostgreSQL one is seeded.
   */
  /** `HOUSE_TABLES=0` leaves the house tables' clocks to other processes (default: run them). */
  HOUSE_TABLES: z.enum(['0', '1']).optional(),
  /** `SPORTS_FEED=0` leaves the sportsbook's simulated feed to other processes (default: run it). */
  SPORTS_FEED: z.enum(['0', '1']).optional(),
  /** `RED_ENVELOPES=0` leaves the red-envelope timer to other processes (default: run it). */
  RED_ENVELOPES: z.enum(['0', '1']).optional(),
  /** `RECOMMEND_AWARDS=0` leaves the recommend-award timer to other processes (default: run it). */
  RECOMMEND_AWARDS: z.enum(['0', '1']).optional(),
  /** `AGENT_SETTLEMENT=0` leaves the agent settlement timer to other processes (default: run it). */
  AGENT_SETTLEMENT: z.enum(['0', '1']).optional(),
  /**
   * Days the agent settlement's clock runs ahead of the real one (0 to 366), so a staging or test
   * site can close its running commission week without waiting for it to end. Never in production.
   */
  AGENT_SETTLEMENT_CLOCK_OFFSET_DAYS: z.coerce.number().int().min(0).max(366).default(0),
  /** Real seconds a typical simulated match lasts (default: the simulator's, 10 to 15 minutes). */
  SPORTS_MATCH_SECONDS: z.coerce.number().int().min(10).max(86_400).optional(),
  /** Minutes of fixtures announced ahead (default: three days, or 432 matches of a turbo feed). */
  SPORTS_AHEAD_MINUTES: z.coerce.number().int().min(10).max(4_320).optional(),
  SEED_DEMO: z
    .enum(['0', '1'])
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((v) => (v === undefined ? undefined : v === '1')),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; unset means the embedded PGlite database in `dataDir` (or memory). */
  databaseUrl: string | undefined;
  /** `memory` keeps the embedded database in memory (tests). */
  embeddedStorage: 'disk' | 'memory';
  redisUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  defaultSiteId: number;
  webDistDir: string;
  webRendererFile: string;
  houseDistDir: string;
  migrationsDir: string;
  trustProxy: boolean;
  /** Origin of the site's public address, e.g. `https://www.example.com` (no trailing slash). */
  publicUrl: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  redisPrefix: string;
  /** Serve the built web app (production) or leave it to the Vite dev server. */
  serveWeb: boolean;
  /** `SEED_DEMO`: true or false when set, undefined to let {@link demoSeedDecision} decide. */
  seedDemo: boolean | undefined;
  /**
   * Run the house tables' clocks in this process (each table by one process at a time); tests
   * step tables themselves.
   */
  runHouseTables: boolean;
  /** Run the sportsbook's simulated feed in this process (each site by one process at a time). */
  runSportsFeed: boolean;
  /** Run the red-envelope timer in this process (one process at a time, under its lock). */
  runRedEnvelopes: boolean;
  /** Run the timer that pays recommend-a-friend turnover awards. */
  runRecommendAwards: boolean;
  /** Run the timer that closes ended agent commission periods. */
  runAgentSettlement: boolean;
  /**
   * Days the agent settlement's clock runs ahead of the real one: periods close that many days
   * early. Only the settlement's clock moves; 0 everywhere but staging and test sites.
   */
  agentSettlementClockOffsetDays: number;
  /**
   * How far behind now the bonus count stops (ms): a bet whose transaction began before a count
   * but committed after it still falls in the next count. 0 in tests, which count at once.
   */
  bonusCountLagMs: number;
  /** Real milliseconds of a typical simulated match; undefined for the simulator's defaults. */
  sportsMatchMs: number | undefined;
  /** Real milliseconds of fixtures announced ahead; undefined for the simulator's defaults. */
  sportsAheadMs: number | undefined;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Read and validate the environment; throws a `ConfigError` naming every bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    embeddedStorage: 'disk',
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    defaultSiteId: e.DEFAULT_SITE_ID,
    webDistDir: e.WEB_DIST_DIR,
    webRendererFile: e.WEB_RENDERER_FILE,
    houseDistDir: e.HOUSE_DIST_DIR,
    migrationsDir: e.MIGRATIONS_DIR,
    trustProxy: e.TRUST_PROXY,
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    redisPrefix: e.REDIS_PREFIX,
    serveWeb: e.NODE_ENV === 'production',
    seedDemo: e.SEED_DEMO,
    runHouseTables: e.HOUSE_TABLES === undefined ? e.NODE_ENV !== 'test' : e.HOUSE_TABLES === '1',
    runSportsFeed: e.SPORTS_FEED === undefined ? e.NODE_ENV !== 'test' : e.SPORTS_FEED === '1',
    runRedEnvelopes:
      e.RED_ENVELOPES === undefined ? e.NODE_ENV !== 'test' : e.RED_ENVELOPES === '1',
    runRecommendAwards:
      e.RECOMMEND_AWARDS === undefined ? e.NODE_ENV !== 'test' : e.RECOMMEND_AWARDS === '1',
    runAgentSettlement:
      e.AGENT_SETTLEMENT === undefined ? e.NODE_ENV !== 'test' : e.AGENT_SETTLEMENT === '1',
    agentSettlementClockOffsetDays: e.AGENT_SETTLEMENT_CLOCK_OFFSET_DAYS,
    sportsMatchMs: e.SPORTS_MATCH_SECONDS === undefined ? undefined : e.SPORTS_MATCH_SECONDS * 1000,
    sportsAheadMs:
      e.SPORTS_AHEAD_MINUTES === undefined ? undefined : e.SPORTS_AHEAD_MINUTES * 60_000,
    bonusCountLagMs: e.NODE_ENV === 'test' ? 0 : 5000,
  };
};

export type DemoSeedDecision =
  | { seed: true; reason: 'embedded' | 'not production' | 'SEED_DEMO=1' }
  | { seed: false; reason: 'production database' | 'SEED_DEMO=0' };

/**
 * Whether the server seeds the demo site (members with known passwords, the sandbox gateway) at
 * start: `SEED_DEMO` when set; otherwise everywhere but a production server on PostgreSQL, whose
 * operator seeds by hand (`npm run db:seed`) if at all.
 */
export const demoSeedDecision = (
  config: Pick<Config, 'env' | 'databaseUrl' | 'seedDemo'>,
): DemoSeedDecision => {
  if (config.seedDemo === true) return { seed: true, reason: 'SEED_DEMO=1' };
  if (config.seedDemo === false) return { seed: false, reason: 'SEED_DEMO=0' };
  if (!config.databaseUrl) return { seed: true, reason: 'embedded' };
  if (config.env === 'production') return { seed: false, reason: 'production database' };
  return { seed: true, reason: 'not production' };
};
