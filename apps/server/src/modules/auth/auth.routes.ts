import {
  clientCaptchaCall,
  doubleValidationCall,
  doubleValidationSkipCall,
  editPasswordCall,
  infoDataCall,
  infoDataIssueCall,
  infoDataPeekCall,
  loginCall,
  loginHeaderCall,
  logoutCall,
  recoveryResetCall,
  recoveryVerifyCall,
} from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../http/register-call';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { login, doubleValidation, handoff, passwords, recovery } = app.deps;

  registerCall(app, loginCall, ({ site, body, request }) => login.login(site.id, body, request.ip));

  registerCall(app, loginHeaderCall, ({ site }) => login.loginHeader(site.id));

  registerCall(app, logoutCall, ({ caller }) => login.logout(caller));

  registerCall(app, doubleValidationSkipCall, ({ site, body }) =>
    doubleValidation.skipQuestion(site.id, body.member_login_id),
  );

  registerCall(app, doubleValidationCall, ({ site, body, request }) =>
    doubleValidation.doubleValidate(site.id, body, request.ip, {
      name: site.name,
      language: site.defaultLanguage,
    }),
  );

  registerCall(app, infoDataIssueCall, ({ caller }) => handoff.issueHandoff(caller));

  registerCall(app, infoDataCall, ({ site, body, request }) =>
    handoff.redeemHandoff(site.id, body.enc, request.ip),
  );
  registerCall(app, infoDataPeekCall, ({ site, body }) => handoff.peekHandoff(site.id, body.enc));

  registerCall(app, editPasswordCall, async ({ caller, body, request, reply }) => {
    const result = await passwords.changePassword(caller, body, request.ip);
    // The session the header may have rotated is gone: the client keeps this token.
    reply.header('authorization', `Bearer ${result.token}`);
    return result;
  });

  registerCall(app, clientCaptchaCall, ({ request }) => recovery.clientCaptcha(request.ip));

  registerCall(app, recoveryVerifyCall, ({ site, body, request }) =>
    recovery.recoveryVerify(site.id, body, request.ip),
  );

  registerCall(app, recoveryResetCall, ({ site, body, request }) =>
    recovery.recoveryReset(site.id, body, request.ip),
  );
};
