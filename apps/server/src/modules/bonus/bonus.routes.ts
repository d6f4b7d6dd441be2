import {
  bonusListCall,
  discountApplicationsCall,
  discountApplyCall,
  operatorDiscountApplicationsCall,
  operatorDiscountApproveCall,
  operatorDiscountAwardRemoveCall,
  operatorDiscountAwardSetCall,
  operatorDiscountRejectCall,
} from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../http/register-call';
import { operatorActor } from '../operator/operator.service';

/**
 * Bonuses and the discount pages' "apply" action: the member's grants and applications; the
 * operator's awards and decisions, each audited.
 */
export const bonusRoutes: FastifyPluginAsync = async (app) => {
  const { bonus, discountApplications } = app.deps;
  registerCall(app, bonusListCall, ({ caller }) =>
    bonus.list({
      siteId: caller.member.siteId,
      memberId: caller.member.id,
      currency: caller.member.currency,
    }),
  );
  registerCall(app, discountApplyCall, ({ caller, body }) =>
    discountApplications.apply(caller.member, body.id),
  );
  registerCall(app, discountApplicationsCall, ({ caller }) =>
    discountApplications.applications(caller.member),
  );
  registerCall(app, operatorDiscountApplicationsCall, ({ site, body }) =>
    discountApplications.operatorList(site.id, {
      status: body.status,
      discountId: body.discount_id,
    }),
  );
  registerCall(app, operatorDiscountApproveCall, ({ site, body, operator }) =>
    discountApplications.approve(site.id, body, operatorActor(operator)),
  );
  registerCall(app, operatorDiscountRejectCall, ({ site, body, operator }) =>
    discountApplications.reject(site.id, body, operatorActor(operator)),
  );
  registerCall(app, operatorDiscountAwardSetCall, ({ site, body, operator }) =>
    discountApplications.setAward(site, body, operatorActor(operator)),
  );
  registerCall(app, operatorDiscountAwardRemoveCall, ({ site, body, operator }) =>
    discountApplications.removeAward(site.id, body, operatorActor(operator)),
  );
};
