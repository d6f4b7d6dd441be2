import { type CallContract, type SupportedLanguage, callUrl } from '@member-site/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import type { SiteRecord } from '../modules/site/site.repository';
import { success } from './envelope';
import { requestLanguage } from './language';

export type CallContext<Req> = {
  body: Req;
  site: SiteRecord;
  language: SupportedLanguage;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type CallHandler<C extends CallContract> = (
  context: CallContext<z.output<C['request']>>,
) => Promise<z.input<C['response']>>;

/**
 * Register the route of a call declared in the contracts package. The route validates the body
 * against the contract (invalid input never reaches the handler), resolves the site and the
 * language, and wraps the handler's result in the success envelope. Outside production the result
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
      const requestedSiteId = (body as { site_id?: unknown }).site_id;
      const site = await app.deps.sites.resolveSite(
        typeof requestedSiteId === 'number' ? requestedSiteId : undefined,
        request.hostname,
      );
      const data = await handler({ body, site, language, request, reply });
      const payload = checkResponse ? contract.response.parse(data) : data;
      return success(contract.family, payload, language);
    },
  });
};
