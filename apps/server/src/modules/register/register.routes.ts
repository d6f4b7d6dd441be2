import {
  checkAgentDomainCall,
  memberInfoCall,
  registerCall as registerMemberCall,
  registerSettingsCall,
  registerValidMessageCall,
  registerVerificationCall,
  serviceAgreementCall,
} from '@member-site/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import { registerCall } from '../../http/register-call';
import type { SiteRecord } from '../site/site.service';
import type { RegisterContext } from './register.service';

export const registerRoutes: FastifyPluginAsync = async (app) => {
  const { register } = app.deps;
  const context = (
    site: SiteRecord,
    language: RegisterContext['language'],
    request: FastifyRequest,
  ): RegisterContext => ({ site, language, ip: request.ip, host: request.hostname });

  registerCall(app, registerSettingsCall, ({ site }) => register.settings(site));
  registerCall(app, serviceAgreementCall, ({ site, language }) =>
    register.serviceAgreement(site, language),
  );
  registerCall(app, registerVerificationCall, ({ site, language, request, body }) =>
    register.verify(context(site, language, request), body),
  );
  registerCall(app, registerMemberCall, ({ site, language, request, body }) =>
    register.register(context(site, language, request), body),
  );
  registerCall(app, memberInfoCall, ({ site, body }) => register.memberInfo(site, body.id));
  registerCall(app, registerValidMessageCall, ({ site, body }) =>
    register.validMessage(site, body),
  );
  registerCall(app, checkAgentDomainCall, ({ site, body }) =>
    register.checkAgentDomain(site, body.host),
  );
};
