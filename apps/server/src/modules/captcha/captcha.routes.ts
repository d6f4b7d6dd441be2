import { captchaCall, proofOfWorkChallengeCall } from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../http/register-call';

export const captchaRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, captchaCall, ({ site, body, language, request }) =>
    app.deps.captcha.issue(site.id, body.type, { ip: request.ip, language }),
  );
  registerCall(app, proofOfWorkChallengeCall, async ({ site, body, request }) => ({
    challenge: await app.deps.proofOfWork.challenge(site.id, body.form, request.ip),
  }));
};
