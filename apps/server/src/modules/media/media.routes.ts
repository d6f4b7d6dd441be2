import type { FastifyPluginAsync } from 'fastify';

import { failure } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { isNotModified } from './media.service';

/** Pictures change only when the seed or an operator rewrites them; the ETag revalidates. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * A picture opened on its own must not run anything: SVG can carry script, so the document gets a
 * policy that allows only its inline styles.
 */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** `GET /media/<path>`: the project's pictures, stored in the database. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const file = await app.deps.media.find(request.params['*']);
    if (!file) {
      return reply.status(404).send(failure('common', '404', requestLanguage(request)));
    }
    reply
      .header('etag', file.etag)
      .header('cache-control', CACHE_CONTROL)
      .header('last-modified', file.updatedAt.toUTCString())
      .header('content-security-policy', MEDIA_CSP);
    if (isNotModified(request.headers['if-none-match'], file.etag)) {
      return reply.status(304).send();
    }
    return reply.type(file.contentType).send(file.body);
  });
};
