import { Redis } from 'ioredis';

import type { Config } from './config';
import type { Database } from './db/client';
import {
  type AccountSettingsService,
  createAccountSettingsService,
} from './modules/account-settings/account-settings.service';
import { type CaptchaService, createCaptchaService } from './modules/captcha/captcha.service';
import { type ContentService, createContentService } from './modules/content/content.service';
import { type DomainEventBus, createDomainEventBus } from './infra/events';
import { type DepositService, createDepositService } from './modules/deposit/deposit.service';
import { createSandboxAdapter } from './modules/deposit/payment-gateway';
import {
  type SandboxGateway,
  createSandboxGateway,
} from './modules/sandbox-gateway/sandbox-gateway.service';
import { type RateLimiter, createRateLimiter } from './infra/rate-limiter';
import { type LedgerService, createLedgerService } from './modules/ledger/ledger.service';
import { type OperatorService, createOperatorService } from './modules/operator/operator.service';
import { type MediaService, createMediaService } from './modules/media/media.service';
import {
  DEFAULT_SESSION_POLICY,
  type SessionService,
  createSessionService,
} from './modules/session/session.service';
import { type SiteService, createSiteService } from './modules/site/site.service';
import { type SmsService, createSmsService } from './modules/sms/sms.service';
import { createOutboxSender } from './modules/sms/sms.sender';
import { type ProviderRegistry, createProviderRegistry } from './modules/wallet/provider-adapter';
import { type WalletService, createWalletService } from './modules/wallet/wallet.service';

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
  /** Picture captchas of the login and register forms. */
  captcha: CaptchaService;
  /** SMS verification codes; the sender writes the outbox unless replaced. */
  sms: SmsService;
  /** The double-entry ledger every movement of money goes through. */
  ledger: LedgerService;
  /** Operator keys, the audit log and manual adjustments. */
  operators: OperatorService;
  /** Domain events, published after the transaction that made them true. */
  events: DomainEventBus;
  /** Game provider adapters by provider code (ARCHITECTURE section 6); tests install their own. */
  providers: ProviderRegistry;
  /** Main and provider wallets, the wallet panel and the one-key return. */
  wallet: WalletService;
  /** The sandbox payment gateway the server hosts (a separate system; see its module). */
  sandboxGateway: SandboxGateway;
  /** Payment channels, deposit orders and the gateways' callbacks. */
  deposits: DepositService;
  /** Shared Redis connection when `REDIS_URL` is set. */
  redis: Redis | undefined;
};

export const createDeps = (config: Config, database: Database): Deps => {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const rateLimiter = createRateLimiter({ redis, prefix: config.redisPrefix });
  const ledger = createLedgerService(database.db);
  const sandboxGateway = createSandboxGateway(database.db);
  const events = createDomainEventBus();
  const operators = createOperatorService(database.db, ledger);
  const providers = createProviderRegistry();
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
    rateLimiter,
    captcha: createCaptchaService(database.db, { rateLimiter }),
    sms: createSmsService(database.db, {
      sender: createOutboxSender(database.db),
      rateLimiter,
    }),
    ledger,
    operators,
    events,
    providers,
    wallet: createWalletService(database.db, { ledger, providers, rateLimiter, events }),
    sandboxGateway,
    deposits: createDepositService(database.db, {
      ledger,
      operators,
      events,
      gateways: { sandbox: createSandboxAdapter(sandboxGateway) },
    }),
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
