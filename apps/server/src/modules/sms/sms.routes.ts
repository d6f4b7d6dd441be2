import { registerSmsCall } from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { AppError } from '../../http/app-error';
import { registerCall } from '../../http/register-call';

export const smsRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, registerSmsCall, async ({ site, body, language, request, caller }) => {
    // Codes for the member centre go only to members signed in, never to strangers.
    if (body.type === 'member_center' && !caller) {
      throw new AppError('401', { family: 'common', httpStatus: 401 });
    }
    return app.deps.sms.sendCode(site, {
      phone: body.member_phone,
      currency: body.currency,
      purpose: body.type,
      language,
      ip: request.ip,
      pow: body.pow,
    });
  });
};
