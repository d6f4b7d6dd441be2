import {
  agentAgreementCall,
  agentApplyCall,
  agentDownlineCall,
  agentLinksCall,
  agentPlansCall,
  agentStatusCall,
  agentTransferCall,
  agentTransfersCall,
  operatorAgentApplicationsCall,
  operatorAgentApproveCall,
  operatorAgentPlanSetCall,
  operatorAgentPlansCall,
  operatorAgentRejectCall,
  operatorAgentSettingsCall,
  operatorAgentSettingsSetCall,
  operatorAgentWalletCreditCall,
} from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../http/register-call';
import { operatorActor } from '../operator/operator.service';

/**
 * The agent centre: the member's status, plans, agreement and application; an active agent's
 * downline, links and transfers; and the operator's calls, each audited.
 */
export const agentRoutes: FastifyPluginAsync = async (app) => {
  const { agents, agentWallet, agentAdmin } = app.deps;
  const callerOf = (context: {
    site: { id: number };
    language: Parameters<typeof agents.status>[0]['language'];
    caller: { member: { id: number } };
  }) => ({ siteId: context.site.id, language: context.language, member: context.caller.member });

  registerCall(app, agentStatusCall, (context) => agents.status(callerOf(context)));
  registerCall(app, agentPlansCall, (context) => agents.plans(callerOf(context)));
  registerCall(app, agentAgreementCall, (context) => agents.agreement(callerOf(context)));
  registerCall(app, agentApplyCall, (context) => agents.apply(callerOf(context), context.body));
  registerCall(app, agentDownlineCall, (context) =>
    agents.downline(callerOf(context), context.body),
  );
  registerCall(app, agentLinksCall, (context) => agents.links(callerOf(context)));
  registerCall(app, agentTransferCall, (context) =>
    agentWallet.transfer(callerOf(context), context.body),
  );
  registerCall(app, agentTransfersCall, (context) =>
    agentWallet.transfers(callerOf(context), context.body),
  );

  registerCall(app, operatorAgentApplicationsCall, ({ site, body }) =>
    agentAdmin.applications(site.id, body),
  );
  registerCall(app, operatorAgentApproveCall, ({ site, body, operator }) =>
    agentAdmin.approve(site, body, operatorActor(operator)),
  );
  registerCall(app, operatorAgentRejectCall, ({ site, body, operator }) =>
    agentAdmin.reject(site, body, operatorActor(operator)),
  );
  registerCall(app, operatorAgentPlansCall, ({ site, body }) =>
    agentAdmin.plans(site.id, body.currency),
  );
  registerCall(app, operatorAgentPlanSetCall, ({ site, body, operator }) =>
    agentAdmin.setPlan(site, body, operatorActor(operator)),
  );
  registerCall(app, operatorAgentSettingsCall, ({ site, body }) =>
    agentAdmin.settings(site.id, body.currency),
  );
  registerCall(app, operatorAgentSettingsSetCall, ({ site, body, operator }) =>
    agentAdmin.setSettings(site, body, operatorActor(operator)),
  );
  registerCall(app, operatorAgentWalletCreditCall, ({ site, body, operator }) =>
    agentWallet.credit(site.id, body, operatorActor(operator)),
  );
};
