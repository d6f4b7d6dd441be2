import {
  operatorSigninCampaignsCall,
  operatorSigninCloseCall,
  operatorSigninScheduleCall,
  signinCalendarCall,
  signinClaimCall,
} from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../http/register-call';
import { operatorActor } from '../operator/operator.service';

/**
 * Daily sign-in: the member's calendar and today's sign-in; the operator's campaigns, each
 * scheduled or closed with an audit entry.
 */
export const signinRoutes: FastifyPluginAsync = async (app) => {
  const { signin } = app.deps;
  registerCall(app, signinCalendarCall, ({ site, language, caller }) =>
    signin.calendar({ siteId: site.id, language, member: caller.member }),
  );
  registerCall(app, signinClaimCall, ({ site, language, caller, body }) =>
    signin.claim({ siteId: site.id, language, member: caller.member }, body),
  );
  registerCall(app, operatorSigninCampaignsCall, ({ site, body }) =>
    signin.operatorCampaigns(site.id, body.currency),
  );
  registerCall(app, operatorSigninScheduleCall, ({ site, body, operator }) =>
    signin.schedule(site, body, operatorActor(operator)),
  );
  registerCall(app, operatorSigninCloseCall, ({ site, body, operator }) =>
    signin.close(site.id, body, operatorActor(operator)),
  );
};
