import {
  type CallAccess,
  type CallContract,
  type CallParsedRequest,
  type CallResponseInput,
  callUrl,
} from '@member-site/contracts';
import { wireSchemas } from '@member-site/contracts/wire';
import { type SupportedLanguage } from '@member-site/contracts/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { OperatorRecord } from '../modules/operator/operator.service';
import type { HouseContext } from '../providers/house/house.service';
import type { MemberRow, SessionRow } from '../modules/session/session.service';
import type { SiteRecord } from '../modules/site/site.service';
import { AppError } from './app-error';
import { success } from './envelope';
import { requestLanguage } from './language';
import { preReadBody } from './kept-answer-front';
import { sendAnswer, visitorAnswerKey } from './response-cache';

/** The logged-in member of a call and their session. */
export type Caller = { member: MemberRow; session: SessionRow };

export type CallContext<Req, Access extends CallAccess = CallAccess> = {
  body: Req;
  site: SiteRecord;
  language: SupportedLanguage;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Set for member calls (always) and optional-member calls (when a live session is sent). */
  caller: Access extends 'member' ? Caller : Caller | undefined;
  /** The operator of an operator call (its key decides the site). */
  operator: Access extends 'operator' ? OperatorRecord : undefined;
  /** The game session of a house call (it decides the site). */
  game: Access extends 'house' ? HouseContext : undefined;
};

export type CallHandler<C extends CallContract> = (
  context: CallContext<CallParsedRequest<C>, C['access']>,
) => Promise<CallResponseInput<C>>;

export type CallOptions = {
  /**
   * `visitor`: the answer depends on the site, the language and the body only, as long as no
   * member is logged in, so a visitor's answer is kept in memory (`deps.responseCache`) with its
   * entity tag until the operator changes the site, its content or its games. The handler must
   * then read neither the request nor the reply.
   */
  cache?: 'visitor';
};

/** The bearer token of a request, or '' when none is sent. */
export const bearerToken = (request: FastifyRequest): string => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? '';
};

const unauthenticated = () => new AppError('401', { family: 'common', httpStatus: 401 });
/** A house call without a live game session: the game page says to open the game again. */
const gameSessionEnded = () => new AppError('101', { family: 'house', httpStatus: 401 });

/** A house game page sends its session token bare or as a bearer token. */
const houseToken = (request: FastifyRequest): string => {
  const bearer = bearerToken(request);
  if (bearer !== '') return bearer;
  const header = request.headers.authorization;
  return typeof header === 'string' ? header.trim() : '';
};

/** The key of the visitor's kept answer to this request (`visitorAnswerKey`). */
const visitorKey = (request: FastifyRequest): string =>
  visitorAnswerKey(request.url, request.hostname, requestLanguage(request), request.rawBody);

type Credentials = {
  operator?: OperatorRecord;
  game?: HouseContext;
  session?: Awaited<ReturnType<FastifyInstance['deps']['sessions']['authenticate']>>;
};

/**
 * Register the route of a call declared in the contracts package. Member and operator calls
 * authenticate first, before the body is even parsed, so a caller without a live session or key
 * gets HTTP 401 and learns nothing about the body. The route then validates the body against the
 * contract (invalid input never reaches the handler), resolves the site and the language, checks
 * that the member's session belongs to this site (a rotated token goes back in the
 * `authorization` header; the operator key's site is the call's site), and wraps the handler's
 * result in the success envelope. Outside production the result is also checked against the
 * response schema, so a drift from the contract fails loudly in tests.
 */
export const registerCall = <C extends CallContract>(
  app: FastifyInstance,
  contract: C,
  handler: CallHandler<C>,
  options: CallOptions = {},
): void => {
  if (options.cache && contract.access !== 'public' && contract.access !== 'optional-member') {
    throw new Error(`${contract.path} is not a public call and cannot be kept in memory`);
  }
  const schemas = wireSchemas(contract);
  const url = callUrl(contract);
  const responseCache = app.deps.responseCache;
  const checkResponse = app.deps.config.env !== 'production';
  const input = contract.method === 'GET' ? 'querystring' : 'body';
  const credentials = new WeakMap<FastifyRequest, Credentials>();
  /** Who calls: the house game, the operator or the member; public calls have no such step. */
  const authenticate = async (request: FastifyRequest): Promise<void> => {
    if (contract.access === 'house') {
      const token = houseToken(request);
      const game = token === '' ? undefined : await app.deps.house.authenticate(token);
      if (!game) throw gameSessionEnded();
      credentials.set(request, { game });
      return;
    }
    const token = bearerToken(request);
    if (contract.access === 'operator') {
      const operator = token === '' ? undefined : await app.deps.operators.authenticate(token);
      if (!operator) throw unauthenticated();
      credentials.set(request, { operator });
      return;
    }
    const session = token === '' ? undefined : await app.deps.sessions.authenticate(token);
    if (!session && contract.access === 'member') throw unauthenticated();
    credentials.set(request, { session });
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url,
    schema: { [input]: schemas.request },
    // A kept answer is compressed once, by `sendAnswer`. Its request is a few bytes of JSON that
    // no browser compresses, so it skips the hook that would look for a compressed body (a
    // compressed one is refused as invalid JSON): a lobby call served from memory runs no more
    // than it needs.
    // `keptForVisitors` puts the call on the front's list (`KeptAnswerFront`), which hands on a
    // body it read and could not answer from memory.
    ...(options.cache
      ? {
          compress: false as const,
          decompress: false as const,
          config: { keptForVisitors: true },
          preParsing: preReadBody,
        }
      : {}),
    // Before the body is even parsed: a stranger's malformed body is still only a 401.
    ...(contract.access === 'public' ? {} : { onRequest: authenticate }),
    // A visitor's kept answer goes out before the body is checked: an invalid body never has one.
    ...(options.cache
      ? {
          preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
            if (credentials.get(request)?.session) return undefined;
            const kept = responseCache.get(visitorKey(request));
            return kept ? sendAnswer(request, reply, kept) : undefined;
          },
        }
      : {}),
    handler: async (request, reply) => {
      const body = (input === 'body' ? request.body : request.query) as CallParsedRequest<C>;
      const language = requestLanguage(request);
      const { operator, session, game } = credentials.get(request) ?? {};
      let caller: Caller | undefined;
      let site: SiteRecord;
      if (contract.access === 'operator') {
        if (!operator) throw unauthenticated();
        site = await app.deps.sites.resolveSite(operator.siteId, request.hostname);
      } else if (contract.access === 'house') {
        if (!game) throw gameSessionEnded();
        site = await app.deps.sites.resolveSite(game.session.siteId, request.hostname);
      } else {
        const requestedSiteId = (body as { site_id?: unknown }).site_id;
        site = await app.deps.sites.resolveSite(
          typeof requestedSiteId === 'number' ? requestedSiteId : undefined,
          request.hostname,
        );
      }
      if (contract.access === 'member' || contract.access === 'optional-member') {
        if (session?.member.siteId === site.id) {
          caller = { member: session.member, session: session.session };
          if (session.rotatedToken) {
            reply.header('authorization', `Bearer ${session.rotatedToken}`);
          }
        } else if (contract.access === 'member') {
          throw unauthenticated();
        }
      }
      const cacheKey =
        options.cache === 'visitor' && caller === undefined ? visitorKey(request) : undefined;
      const generation = responseCache.generation(site.id);
      if (cacheKey !== undefined) {
        const kept = responseCache.get(cacheKey);
        if (kept) return sendAnswer(request, reply, kept);
      }
      const data = await handler({
        body,
        site,
        language,
        request,
        reply,
        caller,
        operator,
        game,
      } as CallContext<CallParsedRequest<C>, C['access']>);
      const payload = checkResponse ? schemas.response.parse(data) : data;
      const envelope = success(contract.family, payload, language);
      if (cacheKey === undefined) return envelope;
      const kept = responseCache.set(site.id, cacheKey, JSON.stringify(envelope), generation);
      return sendAnswer(request, reply, kept);
    },
  });
};
