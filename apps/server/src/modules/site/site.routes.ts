import { siteDetailCall } from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { requestLanguage } from '../../http/language';
import { registerCall } from '../../http/register-call';

export const siteRoutes: FastifyPluginAsync = async (app) => {
  // A visitor's answer is served from memory until the operator changes the site.
  registerCall(
    app,
    siteDetailCall,
    async ({ site }) => ({ detail: app.deps.sites.toDetail(site) }),
    { cache: 'visitor' },
  );

  // The installable app's manifest: the site of the address, in the visitor's language.
  app.get('/manifest.webmanifest', async (request, reply) => {
    const site = await app.deps.sites.resolveSite(undefined, request.hostname);
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(app.deps.sites.toManifest(site, requestLanguage(request))));
  });
};
