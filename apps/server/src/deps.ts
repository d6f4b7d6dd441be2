import { Redis } from 'ioredis';

import type { Config } from './config';
import type { Realtime } from './realtime/realtime.server';
import type { Database } from './db/client';
import { createPostgresEventTransport, createRedisEventTransport } from './infra/event-transports';
import { type ResponseCache, createResponseCache } from './http/response-cache';
import { type DomainEventBus, type EventTransport, createDomainEventBus } from './infra/events';
import { type RateLimiter, createRateLimiter } from './infra/rate-limiter';
import {
  type AccountSettingsService,
  createAccountSettingsService,
} from './modules/account-settings/account-settings.service';
import {
  type DoubleValidationService,
  createDoubleValidationService,
} from './modules/auth/double-validation.service';
import { type HandoffService, createHandoffService } from './modules/auth/handoff.service';
import { type LoginService, createLoginService } from './modules/auth/login.service';
import { type PasswordService, createPasswordService } from './modules/auth/password.service';
import { type RecoveryService, createRecoveryService } from './modules/auth/recovery.service';
import { type CaptchaService, createCaptchaService } from './modules/captcha/captcha.service';
import {
  type ProofOfWorkService,
  createProofOfWorkService,
} from './modules/captcha/proof-of-work.service';
import {
  type ContentAdminService,
  createContentAdminService,
} from './modules/content/content-admin.service';
import { type ContentService, createContentService } from './modules/content/content.service';
import { type DepositService, createDepositService } from './modules/deposit/deposit.service';
import { type CatalogueService, createCatalogueService } from './modules/games/catalogue.service';
import { type PlayService, createPlayService } from './modules/games/play.service';
import { createSandboxAdapter } from './modules/deposit/payment-gateway';
import {
  type AgentAdminService,
  createAgentAdminService,
} from './modules/agent/agent-admin.service';
import { type AgentTreeService, createAgentTreeService } from './modules/agent/agent-tree.service';
import {
  type AgentWalletService,
  createAgentWalletService,
} from './modules/agent/agent-wallet.service';
import { type AgentService, createAgentService } from './modules/agent/agent.service';
import { type LedgerService, createLedgerService } from './modules/ledger/ledger.service';
import {
  type AgentReportsService,
  createAgentReportsService,
} from './modules/agent-reports/agent-reports.service';
import {
  type AgentSettlementService,
  createAgentSettlementService,
  settlementClock,
} from './modules/agent-reports/agent-settlement.service';
import { type LettersService, createLettersService } from './modules/letters/letters.service';
import { type MediaService, createMediaService } from './modules/media/media.service';
import { type MemberService, createMemberService } from './modules/member/member.service';
import { type OperatorService, createOperatorService } from './modules/operator/operator.service';
import { type RecordsService, createRecordsService } from './modules/records/records.service';
import {
  type RecommendService,
  createRecommendService,
} from './modules/recommend/recommend.service';
import { type SigninService, createSigninService } from './modules/signin/signin.service';
import { type RegisterService, createRegisterService } from './modules/register/register.service';
import {
  type SandboxGateway,
  createSandboxGateway,
} from './modules/sandbox-gateway/sandbox-gateway.service';
import {
  DEFAULT_SESSION_POLICY,
  type SessionService,
  createSessionService,
} from './modules/session/session.service';
import { type SiteService, createSiteService } from './modules/site/site.service';
import { createOutboxSender } from './modules/sms/sms.sender';
import { type SmsService, createSmsService } from './modules/sms/sms.service';
import { type ProviderRegistry, createProviderRegistry } from './modules/wallet/provider-adapter';
import { type WalletService, createWalletService } from './modules/wallet/wallet.service';
import { createHouseAdapter } from './providers/house/house-adapter';
import { type HouseService, createHouseService } from './providers/house/house.service';
import {
  type SportsSettlement,
  createSportsSettlement,
} from './providers/house/sports-settlement.service';
import {
  type SportsCatalogue,
  createSportsCatalogue,
} from './providers/house/sports-catalogue.service';
import {
  type SportsbookService,
  createSportsbookService,
} from './providers/house/sportsbook.service';
import { type TableService, createTableService } from './providers/house/table.service';
import {
  type RedEnvelopeAdminService,
  createRedEnvelopeAdminService,
} from './modules/promotions/red-envelope-admin.service';
import {
  type RedEnvelopeService,
  createRedEnvelopeService,
} from './modules/promotions/red-envelope.service';
import { type BonusService, createBonusService } from './modules/bonus/bonus.service';
import {
  type DiscountApplicationService,
  createDiscountApplicationService,
} from './modules/bonus/discount-application.service';
import {
  type WithdrawalService,
  createWithdrawalService,
} from './modules/withdrawal/withdrawal.service';

/**
 * Every service of the server, built once by `createDeps`. Route plugins read them from
 * `app.deps`; the operator's commands get the same set from `openCliDeps`. Tests build a fresh
 * set per database through `buildApp`.
 */
export type Deps = {
  /** The configuration the server was started with. */
  config: Config;
  /** The open database (PGlite or PostgreSQL) and its driver. */
  database: Database;
  /** Shared Redis connection when `REDIS_URL` is set. */
  redis: Redis | undefined;
  /** Rate limits of every call that has one; in Redis when it is configured, else in memory. */
  rateLimiter: RateLimiter;
  /**
   * Domain events, published after the transaction that made them true, heard by every process
   * of the site: through Redis when it is configured, else PostgreSQL's LISTEN/NOTIFY, else (the
   * embedded database, one process) in this process only.
   */
  events: DomainEventBus;
  /**
   * Visitors' answers of the lobby calls kept in memory with their entity tags, dropped when the
   * operator changes the site, its content or its games (`registerCall`'s `cache` option).
   */
  responseCache: ResponseCache;

  /** Sites by request (body `site_id` or host), cached briefly. */
  sites: SiteService;
  /** Lobby content: logos, banners, announcements, promotions, footers and pages. */
  content: ContentService;
  /** The operator's changes to lobby content, each told to open pages. */
  contentAdmin: ContentAdminService;
  /** The project's pictures, stored in the database and served under /media. */
  media: MediaService;
  /** Per-site account switches: captchas, double validation, registration limits. */
  accountSettings: AccountSettingsService;
  /** Member sessions: one live session per member, idle and absolute expiry. */
  sessions: SessionService;
  /** Picture captchas of the login and register forms, and the pictures other forms show. */
  captcha: CaptchaService;
  /** The invisible proof of work of the login, register, SMS and recovery forms. */
  proofOfWork: ProofOfWorkService;
  /** SMS verification codes; the sender writes the outbox unless replaced. */
  sms: SmsService;

  /** The double-entry ledger every movement of money goes through. */
  ledger: LedgerService;
  /** Operator keys, the audit log and manual adjustments. */
  operators: OperatorService;
  /** Game provider adapters by provider code (ARCHITECTURE section 6); tests install their own. */
  providers: ProviderRegistry;
  /** Main and provider wallets, the wallet panel and the one-key return. */
  wallet: WalletService;
  /** The game catalogue (halls, providers, games), read from memory; favourites and recents. */
  catalogue: CatalogueService;
  /** The house provider's game sessions, rounds and provably fair seeds. */
  house: HouseService;
  /** The house's shared-round tables: their rounds, hash chains and bets. */
  tables: TableService;
  /** The house's sportsbook bets: placing them, the bettor's bets and cash-outs. */
  sportsbook: SportsbookService;
  /** What the sportsbook shows: its menu, fixtures and markets, the quick-bet frame. */
  sportsCatalogue: SportsCatalogue;
  /** The sportsbook's feed, settlement, resettlement and the operator's results. */
  sportsSettlement: SportsSettlement;
  /** Opening and leaving games. */
  plays: PlayService;

  /** Registration, the blacklist and the unique profile values it guards. */
  register: RegisterService;
  /** The questions asked before a login from a new device opens its session. */
  doubleValidation: DoubleValidationService;
  /** Login and logout. */
  login: LoginService;
  /** The single-use `enc` that opens a member's session elsewhere. */
  handoff: HandoffService;
  /** The member centre's login and withdraw password changes. */
  passwords: PasswordService;
  /** The recovery form: its captcha, the verify step and the new login password. */
  recovery: RecoveryService;
  /** The member centre: layout, profile, bank account and the withdraw password check. */
  members: MemberService;

  /** The sandbox payment gateway the server hosts (a separate system; see its module). */
  sandboxGateway: SandboxGateway;
  /** Payment channels, deposit orders and the gateways' callbacks. */
  deposits: DepositService;
  /** Withdrawal orders: the member's requests and the operator's decisions. */
  withdrawals: WithdrawalService;
  /** The member centre's transfer, deposit and withdrawal records. */
  records: RecordsService;

  /** Personal letters: the member's list, read and delete; the operator's sending. */
  letters: LettersService;

  /** Daily sign-in campaigns and the members' sign-ins. */
  signin: SigninService;
  /** Red envelopes: the member's current envelope and its claim, and the timer's announcements. */
  redEnvelopes: RedEnvelopeService;
  /** The operator's red-envelope promotions: scheduling, the list and cancelling. */
  redEnvelopeAdmin: RedEnvelopeAdminService;
  /** Recommend a friend: the checks, rules, awards and the cash-surplus switch. */
  recommend: RecommendService;
  /** The agent hierarchy (closure table): registration writes it, the agent centre reads it. */
  agentTree: AgentTreeService;
  /** The agent centre's member side: status, plans, agreement, application, downline, links. */
  agents: AgentService;
  /** The agent wallet: the agent's transfers to its downline and the operator's credits. */
  agentWallet: AgentWalletService;
  /** The operator's agent programme, plans and applications. */
  agentAdmin: AgentAdminService;
  /** Bonus money held until its turnover is met: grants, counting, releases and forfeits. */
  bonus: BonusService;
  /** The discount pages' "apply" action: awards, applications and the operator's decisions. */
  discountApplications: DiscountApplicationService;
  /** The agent centre's operation and stratified tables and the agent's settlements. */
  agentReports: AgentReportsService;
  /** Commission periods: closing them, and the operator's approvals that pay the agent wallet. */
  agentSettlements: AgentSettlementService;
};

/** Where the infrastructure reports what it cannot hand to a caller. */
export type DepsLogger = { warn: (details: object, message: string) => void };

/** The channel domain events travel on between processes (Redis and PostgreSQL alike). */
const EVENTS_CHANNEL = 'domain_events';

const eventTransport = (
  config: Config,
  database: Database,
  redis: Redis | undefined,
): EventTransport | undefined => {
  if (redis) return createRedisEventTransport(redis, `${config.redisPrefix}:${EVENTS_CHANNEL}`);
  if (database.notifications) {
    return createPostgresEventTransport(database.notifications, EVENTS_CHANNEL);
  }
  return undefined;
};

/**
 * Build every service once, in dependency order: each is handed exactly the services it uses,
 * so reading this function top to bottom shows the whole server and how its parts connect.
 */
export const createDeps = (
  config: Config,
  database: Database,
  log: DepsLogger = { warn: () => undefined },
): Deps => {
  const { db } = database;

  // Infrastructure.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const rateLimiter = createRateLimiter({ redis, prefix: config.redisPrefix });
  const events = createDomainEventBus({
    transport: eventTransport(config, database, redis),
    onListenerError: (error, name) =>
      log.warn({ err: error, event: name }, 'event listener failed'),
    onTransportError: (error) => log.warn({ err: error }, 'domain event transport failed'),
  });
  const responseCache = createResponseCache({ events });

  // Sites and content.
  const sites = createSiteService(db, { defaultSiteId: config.defaultSiteId, events });
  const content = createContentService(db);
  const media = createMediaService(db);

  // Accounts: the building blocks of login and registration.
  const accountSettings = createAccountSettingsService(db);
  const sessions = createSessionService(db, {
    events,
    policy: {
      ...DEFAULT_SESSION_POLICY,
      idleMs: config.sessionIdleMinutes * 60_000,
      absoluteMs: config.sessionAbsoluteHours * 60 * 60_000,
    },
  });
  const captcha = createCaptchaService(db, { rateLimiter });
  const proofOfWork = createProofOfWorkService({ db, accountSettings, rateLimiter });
  const sms = createSmsService(db, {
    sender: createOutboxSender(db),
    rateLimiter,
    proofOfWork,
  });

  // Money.
  const ledger = createLedgerService(db);
  const operators = createOperatorService(db, { ledger, events });
  const contentAdmin = createContentAdminService(db, { events, operators });
  const providers = createProviderRegistry();
  const wallet = createWalletService(db, { ledger, providers, rateLimiter, events });

  // Games: the catalogue, the house provider (installed as the adapter of its code) and plays.
  const catalogue = createCatalogueService(db, { events, operators });
  const tables = createTableService(db, {
    ledger,
    events,
    operators,
    limiter: rateLimiter,
    catalogue,
  });
  const house = createHouseService(db, { ledger, operators, tables });
  const sportsbook = createSportsbookService(db, {
    ledger,
    limiter: rateLimiter,
    events,
  });
  const sportsCatalogue = createSportsCatalogue(db, { catalogue });
  const sportsSettlement = createSportsSettlement(db, { ledger, operators, events });
  providers.register(createHouseAdapter(house));
  const plays = createPlayService(db, { catalogue, wallet, providers, events });

  // Members.
  const agentTree = createAgentTreeService(db);
  const register = createRegisterService({
    db,
    accountSettings,
    captcha,
    proofOfWork,
    sessions,
    rateLimiter,
    ledger,
    sms,
    operators,
    agentTree,
  });
  const doubleValidation = createDoubleValidationService({
    db,
    sessions,
    accountSettings,
    rateLimiter,
    captcha,
    sms,
  });
  const login = createLoginService({
    db,
    sessions,
    accountSettings,
    rateLimiter,
    captcha,
    proofOfWork,
    registrations: register,
    doubleValidation,
  });
  const handoff = createHandoffService({ db, sessions, rateLimiter });
  const passwords = createPasswordService({ db, sessions, rateLimiter });
  const recovery = createRecoveryService({ db, sessions, rateLimiter, captcha, proofOfWork });
  const members = createMemberService(db, {
    rateLimiter,
    events,
    wallet,
    plays,
    sms,
    registrations: register,
  });

  // Recommend a friend: its awards are paid by the deposits (first deposit) and its timer.
  const recommend = createRecommendService(db, {
    ledger,
    operators,
    events,
    accountSettings,
    turnover: [house, tables, sportsbook],
  });

  // The agent centre.
  const agents = createAgentService(db);
  const agentAdmin = createAgentAdminService(db, { operators });

  // Deposits, withdrawals and their records.
  const sandboxGateway = createSandboxGateway(db);
  const deposits = createDepositService(db, {
    ledger,
    operators,
    events,
    recommend,
    gateways: { sandbox: createSandboxAdapter(sandboxGateway) },
  });
  const bonus = createBonusService(db, {
    ledger,
    events,
    turnover: [house, tables, sportsbook],
    countLagMs: config.bonusCountLagMs,
  });
  const withdrawals = createWithdrawalService(db, {
    ledger,
    wallet,
    members,
    operators,
    events,
    bonus,
  });
  const records = createRecordsService(db);
  const agentWallet = createAgentWalletService(db, { ledger, members, operators, events });

  // Letters.
  const letters = createLettersService(db, { events, operators });

  // Promotions.
  const signin = createSigninService(db, { ledger, operators, events });
  const redEnvelopes = createRedEnvelopeService(db, { ledger, deposits, events });
  const redEnvelopeAdmin = createRedEnvelopeAdminService(db, { ledger, operators, events });
  const discountApplications = createDiscountApplicationService(db, {
    bonus,
    deposits,
    operators,
    events,
  });

  // The agent centre's reports and commission settlement.
  const agentReports = createAgentReportsService(db);
  const agentSettlements = createAgentSettlementService(db, {
    ledger,
    operators,
    events,
    now: settlementClock(config.agentSettlementClockOffsetDays),
  });

  return {
    config,
    database,
    redis,
    rateLimiter,
    events,
    responseCache,
    sites,
    content,
    contentAdmin,
    media,
    accountSettings,
    sessions,
    captcha,
    proofOfWork,
    sms,
    ledger,
    operators,
    providers,
    wallet,
    catalogue,
    house,
    tables,
    sportsbook,
    sportsCatalogue,
    sportsSettlement,
    plays,
    register,
    doubleValidation,
    login,
    handoff,
    passwords,
    recovery,
    members,
    sandboxGateway,
    deposits,
    withdrawals,
    records,
    signin,
    letters,
    redEnvelopes,
    redEnvelopeAdmin,
    recommend,
    agentTree,
    agents,
    agentWallet,
    agentAdmin,
    bonus,
    discountApplications,
    agentReports,
    agentSettlements,
  };
};

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    deps: Deps;
    realtime: Realtime;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** A JSON request's body as it was sent ('' for none): what a visitor's kept answer is keyed on. */
    rawBody: string;
  }
}
