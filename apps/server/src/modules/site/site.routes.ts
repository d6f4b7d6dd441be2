import { siteDetailCall } from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../http/register-call';

export const siteRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, siteDetailCall, async ({ site }) => ({
    detail: app.deps.sites.toDetail(site),
  }));
};
