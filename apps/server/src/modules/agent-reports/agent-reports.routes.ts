import {
  agentOperationCall,
  agentSettlementsCall,
  agentStratifiedCall,
  operatorAgentSettlementApproveCall,
  operatorAgentSettlementCloseCall,
  operatorAgentSettlementRejectCall,
  operatorAgentSettlementsCall,
  operatorAgentWeekStartCall,
} from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../http/register-call';
import { operatorActor } from '../operator/operator.service';

/**
 * The agent centre's reports (operation and stratified tables, the agent's settlements) and the
 * operator's close of a period, its first weekday and the review of settlements.
 */
export const agentReportsRoutes: FastifyPluginAsync = async (app) => {
  const { agentReports, agentSettlements } = app.deps;
  registerCall(app, agentOperationCall, ({ site, caller, body }) =>
    agentReports.operation({ siteId: site.id, member: caller.member }, body),
  );
  registerCall(app, agentStratifiedCall, ({ site, caller, body }) =>
    agentReports.stratified({ siteId: site.id, member: caller.member }, body),
  );
  registerCall(app, agentSettlementsCall, ({ site, caller, body, language }) =>
    agentReports.settlements({ siteId: site.id, member: caller.member }, body, language),
  );
  registerCall(app, operatorAgentSettlementsCall, ({ site, body }) =>
    agentSettlements.list(site.id, body),
  );
  registerCall(app, operatorAgentSettlementCloseCall, ({ site, body, operator }) =>
    agentSettlements.closeByOperator(site.id, {
      day: body.day,
      reason: body.reason,
      actor: operatorActor(operator),
    }),
  );
  registerCall(app, operatorAgentWeekStartCall, ({ site, body, operator }) =>
    agentSettlements.setWeekStart(site.id, body.week_starts_on, {
      reason: body.reason,
      actor: operatorActor(operator),
    }),
  );
  registerCall(app, operatorAgentSettlementApproveCall, ({ site, body, operator }) =>
    agentSettlements.approve(site.id, {
      settlementId: body.settlement_id,
      reason: body.reason,
      actor: operatorActor(operator),
    }),
  );
  registerCall(app, operatorAgentSettlementRejectCall, ({ site, body, operator }) =>
    agentSettlements.reject(site.id, {
      settlementId: body.settlement_id,
      reason: body.reason,
      actor: operatorActor(operator),
    }),
  );
};
