import {
  type CallAccess,
  type CallContract,
  type SupportedLanguage,
  callUrl,
} from '@member-site/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import type { OperatorRecord } from '../modules/operator/operator.service';
import type { MemberRow, SessionRow } from '../modules/session/session.service';
import type { SiteRecord } from '../modules/site/site.service';
import { AppError } from './app-error';
import { success } from './envelope';
import { requestLanguage } from './language';

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
};

export type CallHandler<C extends CallContract> = (
  context: CallContext<z.output<C['request']>, C['access']>,
) => Promise<z.input<C['response']>>;

/** The bearer token of a request, or '' when none is sent. */
export const bearerToken = (request: FastifyRequest): string => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? '';
};

const unauthenticated = () => new AppError('401', { family: 'common', httpStatus: 401 });

/**
 * Register the route of a call declared in the contracts package. The route validates the body
 * against the contract (invalid input never reaches the handler), resolves the site and the
 * language, authenticates the member for member calls (HTTP 401 without a live session of this
 * site; a rotated token goes back in the `authorization` header) and the operator for operator
 * calls (HTTP 401 without a live key; the key's site is the call's site), and wraps the handler's result
 * in the success envelope. Outside production the result
 * is also checked against the response schema, so a drift from the contract fails loudly in tests.
 */
export const registerCall = <C extends CallContract>(
  app: FastifyInstance,
  contract: C,
  handler: CallHandler<C>,
): void => {
  const checkResponse = app.deps.config.env !== 'production';
  const input = contract.method === 'GET' ? 'querystring' : 'body';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: callUrl(contract),
    schema: { [input]: contract.request },
    handler: async (request, reply) => {
      const body = (input === 'body' ? request.body : request.query) as z.output<C['request']>;
      const language = requestLanguage(request);
      let caller: Caller | undefined;
      let operator: OperatorRecord | undefined;
      let site: SiteRecord;
      if (contract.access === 'operator') {
        const token = bearerToken(request);
        operator = token === '' ? undefined : await app.deps.operators.authenticate(token);
        if (!operator) throw unauthenticated();
        site = await app.deps.sites.resolveSite(operator.siteId, request.hostname);
      } else {
        const requestedSiteId = (body as { site_id?: unknown }).site_id;
        site = await app.deps.sites.resolveSite(
          typeof requestedSiteId === 'number' ? requestedSiteId : undefined,
          request.hostname,
        );
      }
      if (contract.access === 'member' || contract.access === 'optional-member') {
        const token = bearerToken(request);
        const found = token === '' ? undefined : await app.deps.sessions.authenticate(token);
        if (found?.member.siteId === site.id) {
          caller = { member: found.member, session: found.session };
          if (found.rotatedToken) reply.header('authorization', `Bearer ${found.rotatedToken}`);
        } else if (contract.access === 'member') {
          throw unauthenticated();
        }
      }
      const data = await handler({
        body,
        site,
        language,
        request,
        reply,
        caller,
        operator,
      } as CallContext<z.output<C['request']>, C['access']>);
      const payload = checkResponse ? contract.response.parse(data) : data;
      return success(contract.family, payload, language);
    },
  });
};
