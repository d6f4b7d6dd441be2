import {
  applyForAgentCheckCall,
  bonusSettingCheckCall,
  cashSurplusCheckCall,
  operatorCashSurplusSetCall,
  operatorRecommendRulesCall,
  operatorRecommendRulesSetCall,
  recommendAwardsCall,
  recommendCheckCall,
  recommendFriendsCall,
  recommendInviteCall,
  recommendRulesCall,
} from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../http/register-call';
import { operatorActor } from '../operator/operator.service';

/**
 * Recommend a friend: the checks the member centre makes, the member's invite, rules, awards and
 * friends, and the operator's rules and cash-surplus switch, each audited.
 */
export const recommendRoutes: FastifyPluginAsync = async (app) => {
  const { recommend } = app.deps;
  registerCall(app, bonusSettingCheckCall, ({ site, body }) =>
    recommend.bonusCheck(site.id, body.member_currency),
  );
  registerCall(app, cashSurplusCheckCall, ({ site, body }) =>
    recommend.cashSurplusCheck(site.id, body.currency),
  );
  registerCall(app, applyForAgentCheckCall, ({ caller }) =>
    recommend.applyForAgentCheck(caller.member),
  );
  registerCall(app, recommendInviteCall, ({ site, caller }) =>
    recommend.invite({ siteId: site.id, member: caller.member }),
  );
  registerCall(app, recommendRulesCall, ({ site, caller }) =>
    recommend.rules({ siteId: site.id, member: caller.member }),
  );
  registerCall(app, recommendAwardsCall, ({ site, caller, body }) =>
    recommend.awards({ siteId: site.id, member: caller.member }, body),
  );
  registerCall(app, recommendFriendsCall, ({ site, caller, body }) =>
    recommend.friends({ siteId: site.id, member: caller.member }, body),
  );
  registerCall(app, recommendCheckCall, ({ site, caller }) =>
    recommend.checkNow({ siteId: site.id, member: caller.member }),
  );
  registerCall(app, operatorRecommendRulesCall, ({ site, body }) =>
    recommend.operatorRules(site.id, body.currency),
  );
  registerCall(app, operatorRecommendRulesSetCall, ({ site, body, operator }) =>
    recommend.setRules(site, body, operatorActor(operator)),
  );
  registerCall(app, operatorCashSurplusSetCall, ({ site, body, operator }) =>
    recommend.setCashSurplus(site, body, operatorActor(operator)),
  );
};
