import { registerSmsCall } from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../http/register-call';

export const smsRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, registerSmsCall, ({ site, body, language, request }) =>
    app.deps.sms.sendCode(site, {
      phone: body.member_phone,
      currency: body.currency,
      purpose: body.type,
      language,
      ip: request.ip,
    }),
  );
};
