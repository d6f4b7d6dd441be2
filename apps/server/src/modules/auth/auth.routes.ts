import {
  clientCaptchaCall,
  doubleValidationCall,
  doubleValidationSkipCall,
  editPasswordCall,
  infoDataCall,
  infoDataIssueCall,
  loginCall,
  loginHeaderCall,
  logoutCall,
  recoveryResetCall,
  recoveryVerifyCall,
} from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../http/register-call';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { auth } = app.deps;

  registerCall(app, loginCall, ({ site, body, request }) => auth.login(site.id, body, request.ip));

  registerCall(app, loginHeaderCall, ({ site }) => auth.loginHeader(site.id));

  registerCall(app, logoutCall, ({ caller }) => auth.logout(caller));

  registerCall(app, doubleValidationSkipCall, ({ site, body }) =>
    auth.skipQuestion(site.id, body.member_login_id),
  );

  registerCall(app, doubleValidationCall, ({ site, body, request }) =>
    auth.doubleValidate(site.id, body, request.ip),
  );

  registerCall(app, infoDataIssueCall, ({ caller }) => auth.issueHandoff(caller));

  registerCall(app, infoDataCall, ({ site, body, request }) =>
    auth.redeemHandoff(site.id, body.enc, request.ip),
  );

  registerCall(app, editPasswordCall, async ({ caller, body, request, reply }) => {
    const result = await auth.changePassword(caller, body, request.ip);
    // The session the header may have rotated is gone: the client keeps this token.
    reply.header('authorization', `Bearer ${result.token}`);
    return result;
  });

  registerCall(app, clientCaptchaCall, ({ request }) => auth.clientCaptcha(request.ip));

  registerCall(app, recoveryVerifyCall, ({ site, body, request }) =>
    auth.recoveryVerify(site.id, body, request.ip),
  );

  registerCall(app, recoveryResetCall, ({ site, body, request }) =>
    auth.recoveryReset(site.id, body, request.ip),
  );
};
