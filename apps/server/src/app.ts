import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@member-site/contracts';
import { VERSION_MANIFEST_PATH } from '@member-site/contracts/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { createDeps } from './deps';
import { failure } from './http/envelope';
import { installErrorHandlers } from './http/error-handler';
import { API_SECURITY_HEADERS, installSecurityHeaders } from './http/security-headers';
import { type KeptAnswerFront, createKeptAnswerFront } from './http/kept-answer-front';
import {
  type AnsweredRequest,
  type LogStream,
  OneLogLinePerRequest,
  requestIds,
  standardOutput,
} from './http/request-log';
import { serializeError, serializeRequest } from './http/log-serializers';
import { type ServerPages, loadServerPages } from './http/server-pages';
import { requestLanguage } from './http/language';
import { authRoutes } from './modules/auth/auth.routes';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { contentRoutes } from './modules/content/content.routes';
import { depositRoutes } from './modules/deposit/deposit.routes';
import { gamesRoutes } from './modules/games/games.routes';
import { contentAdminRoutes } from './modules/content/content-admin.routes';
import { lettersRoutes } from './modules/letters/letters.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { memberRoutes } from './modules/member/member.routes';
import { operatorRoutes } from './modules/operator/operator.routes';
import { recordsRoutes } from './modules/records/records.routes';
import { withdrawalRoutes } from './modules/withdrawal/withdrawal.routes';
import { type RealtimeLimits, attachRealtime } from './realtime/realtime.server';
import { registerRoutes } from './modules/register/register.routes';
import { sandboxGatewayRoutes } from './modules/sandbox-gateway/sandbox-gateway.routes';
import { signinRoutes } from './modules/signin/signin.routes';
import { siteRoutes } from './modules/site/site.routes';
import { smsRoutes } from './modules/sms/sms.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { houseRoutes } from './providers/house/house.routes';
import { sportsbookRoutes } from './providers/house/sportsbook.routes';
import { createBuiltInFeed } from './providers/house/built-in-feed';
import { startSportsRunner } from './providers/house/sports-runner';
import { startTableRunner } from './providers/house/table-runner';
import { promotionsRoutes } from './modules/promotions/promotions.routes';
import { bonusRoutes } from './modules/bonus/bonus.routes';
import { startBonusRunner } from './modules/bonus/bonus-runner';
import { startRedEnvelopeRunner } from './modules/promotions/red-envelope-runner';
import { startRecommendRunner } from './modules/recommend/recommend-runner';
import { startAgentSettlementRunner } from './modules/agent-reports/agent-settlement-runner';
import { agentReportsRoutes } from './modules/agent-reports/agent-reports.routes';
import { recommendRoutes } from './modules/recommend/recommend.routes';
import { agentRoutes } from './modules/agent/agent.routes';

export type BuildAppOptions = {
  /** Use this database instead of opening one from the config (tests share one per file). */
  database?: Database;
  /** Write the log here instead of standard output (tests read what was logged). */
  logStream?: LogStream;
  /** Tighter realtime limits (tests of floods and slow clients). */
  realtimeLimits?: Partial<RealtimeLimits>;
};

/** Largest request body the API accepts; no call needs more. */
const BODY_LIMIT_BYTES = 64 * 1024;
/** Where the house provider's game pages are served. */
const HOUSE_PREFIX = '/house/';

/**
 * Build the server: open the database and run its migrations, register every call and, in
 * production, serve the built web app. Nothing listens until the caller says so.
 */
export const buildApp = async (
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> => {
  const logStream =
    config.logLevel === 'silent' ? undefined : (options.logStream ?? standardOutput());
  const requestLog = logStream ? new OneLogLinePerRequest(logStream, config.logLevel) : undefined;
  const requestId = requestIds();
  /** Set once every call is registered; until then each request goes to Fastify. */
  const kept: { front?: KeptAnswerFront } = {};
  const app = Fastify({
    logger: logStream
      ? {
          level: config.logLevel,
          stream: logStream,
          serializers: { req: serializeRequest, err: (error) => serializeError(error) },
        }
      : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    ...(requestLog ? { logController: requestLog } : {}),
    genReqId: requestId,
    // Fastify's own HTTP server, with the kept answers' front before it (decision 0032).
    serverFactory: (handler, settings) => {
      const server = createServer((request, response) => {
        if (!kept.front?.take(request, response, () => handler(request, response))) {
          handler(request, response);
        }
      });
      // What Fastify sets on the server it makes itself.
      server.keepAliveTimeout = Number(settings.keepAliveTimeout);
      server.requestTimeout = Number(settings.requestTimeout);
      server.setTimeout(Number(settings.connectionTimeout));
      return server;
    },
  });
  /** The calls whose visitors' answers are kept, as `registerCall` marks their routes. */
  const keptPaths = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.config?.keptForVisitors !== true) return;
    // The front sends the API's security headers.
    if (!route.url.startsWith(`${API_PREFIX}/`)) {
      throw new Error(`${route.url} is not an API call and cannot be answered before Fastify`);
    }
    keptPaths.add(route.url);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config));
  await database.migrate(config.migrationsDir);
  app.decorate('deps', createDeps(config, database, app.log));
  if (config.agentSettlementClockOffsetDays !== 0) {
    app.log.warn(
      { offsetDays: config.agentSettlementClockOffsetDays },
      `the agent settlement clock runs ${config.agentSettlementClockOffsetDays} days ahead (AGENT_SETTLEMENT_CLOCK_OFFSET_DAYS): commission periods close early; for staging and test sites only`,
    );
  }
  const realtime = attachRealtime(app.server, {
    sessions: app.deps.sessions,
    sites: app.deps.sites,
    tables: app.deps.tables,
    house: app.deps.house,
    events: app.deps.events,
    redis: app.deps.redis,
    redisPrefix: config.redisPrefix,
    log: app.log.child({ module: 'realtime' }),
    ...(options.realtimeLimits ? { limits: options.realtimeLimits } : {}),
  });
  app.decorate('realtime', realtime);
  // Open websockets would keep the HTTP server from closing.
  app.addHook('preClose', (done) => {
    realtime.disconnectAll();
    done();
  });
  app.addHook('onClose', async () => {
    await realtime.close();
    await app.deps.events.close();
    await app.deps.redis?.quit();
    if (!options.database) await database.close();
  });

  // An empty JSON body means "no fields": several calls take no payload. Prototype pollution
  // attempts are refused as invalid JSON.
  app.decorateRequest('rawBody', '');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    try {
      done(null, secureJson.parse(text, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(
        Object.assign(new Error('Invalid JSON body'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
        undefined,
      );
    }
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
    done();
  });

  installErrorHandlers(app);
  installSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });

  await app.register(siteRoutes);
  await app.register(contentRoutes);
  await app.register(mediaRoutes);
  await app.register(captchaRoutes);
  await app.register(smsRoutes);
  await app.register(registerRoutes);
  await app.register(memberRoutes);
  await app.register(authRoutes);
  await app.register(operatorRoutes);
  await app.register(depositRoutes);
  await app.register(sandboxGatewayRoutes);
  await app.register(walletRoutes);
  await app.register(recordsRoutes);
  await app.register(signinRoutes);
  await app.register(withdrawalRoutes);
  await app.register(lettersRoutes);
  await app.register(contentAdminRoutes);
  await app.register(gamesRoutes);
  await app.register(houseRoutes);
  await app.register(sportsbookRoutes);
  await app.register(promotionsRoutes);
  await app.register(recommendRoutes);
  await app.register(agentRoutes);
  await app.register(agentReportsRoutes);
  await app.register(bonusRoutes);

  const front = createKeptAnswerFront({
    cache: app.deps.responseCache,
    paths: keptPaths,
    headers: API_SECURITY_HEADERS,
    trustProxy: config.trustProxy,
    requestId,
    ...(requestLog ? { log: (answered: AnsweredRequest) => requestLog.answered(answered) } : {}),
  });
  kept.front = front;
  // A closing server answers 503 and closes its connections, which only Fastify does.
  app.addHook('preClose', (done) => {
    front.stop();
    done();
  });

  // The red-envelope timer, stopped before the database closes.
  if (config.runRedEnvelopes) {
    const runner = startRedEnvelopeRunner({
      redEnvelopes: app.deps.redEnvelopes,
      redEnvelopeAdmin: app.deps.redEnvelopeAdmin,
      database,
      log: app.log.child({ module: 'red-envelopes' }),
    });
    app.addHook('preClose', async () => {
      await runner.stop();
    });
    // The bonus timer runs with the other promotion timer: turnover, releases and forfeits.
    const bonusRunner = startBonusRunner({
      bonus: app.deps.bonus,
      database,
      log: app.log.child({ module: 'bonus' }),
    });
    app.addHook('preClose', async () => {
      await bonusRunner.stop();
    });
  }

  // The recommend-award timer, stopped before the database closes.
  if (config.runRecommendAwards) {
    const runner = startRecommendRunner({
      recommend: app.deps.recommend,
      database,
      log: app.log.child({ module: 'recommend' }),
    });
    app.addHook('preClose', async () => {
      await runner.stop();
    });
  }

  // The agent settlement timer, stopped before the database closes.
  if (config.runAgentSettlement) {
    const runner = startAgentSettlementRunner({
      settlements: app.deps.agentSettlements,
      database,
      log: app.log.child({ module: 'agent-settlement' }),
    });
    app.addHook('preClose', async () => {
      await runner.stop();
    });
  }

  // The house tables' clocks, stopped before the database closes.
  if (config.runHouseTables) {
    const runner = startTableRunner({
      tables: app.deps.tables,
      database,
      log: app.log.child({ module: 'house-tables' }),
    });
    app.addHook('preClose', async () => {
      await runner.stop();
    });
  }

  // The sportsbook's simulated feed, stopped before the database closes.
  if (config.runSportsFeed) {
    const log = app.log.child({ module: 'sportsbook-feed' });
    const runner = startSportsRunner({
      settlement: app.deps.sportsSettlement,
      feed: createBuiltInFeed({
        seed: 'member-site',
        ...(config.sportsMatchMs === undefined ? {} : { matchMs: config.sportsMatchMs }),
        ...(config.sportsAheadMs === undefined ? {} : { aheadMs: config.sportsAheadMs }),
        onUnpriced: (fixture, market) =>
          log.debug({ fixture, market }, 'a market could not be priced'),
      }),
      siteIds: () => app.deps.sportsSettlement.siteIds(),
      database,
      log,
    });
    app.addHook('preClose', async () => {
      await runner.stop();
    });
  }

  const indexHtml = join(config.webDistDir, 'index.html');
  const serveWeb = config.serveWeb && existsSync(indexHtml);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      // The build writes each file also as .br and .gz: sent as they are, never compressed again.
      preCompressed: true,
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(config.webDistDir, 'assets'));
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // Visitor pages rendered on the server, when the web app's renderer was built.
  const serverPages: ServerPages | undefined =
    serveWeb && existsSync(config.webRendererFile)
      ? await loadServerPages(app, {
          webDistDir: config.webDistDir,
          rendererFile: config.webRendererFile,
          responseCache: app.deps.responseCache,
        })
      : undefined;

  // The house provider's game pages: an app of their own under /house/, opened only by a game.
  const houseIndex = join(config.houseDistDir, 'index.html');
  const serveHouse = config.serveWeb && existsSync(houseIndex);
  if (serveHouse) {
    await app.register(fastifyStatic, {
      root: config.houseDistDir,
      prefix: HOUSE_PREFIX,
      decorateReply: !serveWeb,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(config.houseDistDir, 'assets'));
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const language = requestLanguage(request);
    const path = request.url.split('?')[0] ?? '';
    // A missing file (a chunk of an older build, a picture) must be a 404 so the client can
    // tell a failed chunk load from a page; only extension-less paths are pages.
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    // HEAD asks what GET would answer (the home page checks the quick-bet frame's page so).
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith(`${API_PREFIX}/`) &&
      !path.startsWith('/assets/') &&
      !lastSegment.includes('.') &&
      path !== VERSION_MANIFEST_PATH;
    if (serveHouse && wantsPage && path.startsWith(HOUSE_PREFIX)) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', config.houseDistDir);
    }
    if (serverPages && wantsPage && serverPages.handles(request)) {
      let sent = false;
      try {
        sent = await serverPages.send(request, reply);
      } catch (error) {
        // The browser can still render the page itself from the plain shell.
        request.log.error({ err: error }, 'page render failed');
      }
      if (sent) return reply;
    }
    if (serveWeb && wantsPage) {
      // The single-page app owns every other path, including its own 404 page.
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(failure('common', '404', language));
  });

  return app;
};
