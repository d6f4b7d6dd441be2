import { siteDetailCall } from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../http/register-call';

export const siteRoutes: FastifyPluginAsync = async (app) => {
  // A visitor's answer is served from memory until the operator changes the site.
  registerCall(
    app,
    siteDetailCall,
    async ({ site }) => ({ detail: app.deps.sites.toDetail(site) }),
    { cache: 'visitor' },
  );
};
