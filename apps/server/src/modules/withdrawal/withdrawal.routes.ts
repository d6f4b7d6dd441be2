import {
  createWithdrawalCall,
  operatorWithdrawalApproveCall,
  operatorWithdrawalListCall,
  operatorWithdrawalRejectCall,
  withdrawalInfoCall,
  withdrawalListCall,
  withdrawalOrderCall,
} from '@member-site/contracts';
import type { FastifyInstance } from 'fastify';

import { registerCall } from '../../http/register-call';
import { operatorActor } from '../operator/operator.service';

/**
 * Withdrawals: the member's calls (info, create, list, one order) act on the caller's own rows;
 * the operator's calls (pending list, approve, reject) act on the operator key's site.
 */
export const withdrawalRoutes = async (app: FastifyInstance): Promise<void> => {
  const { withdrawals } = app.deps;
  const viewerOf = (context: {
    site: { id: number };
    language: Parameters<typeof withdrawals.info>[0]['language'];
    caller: { member: { id: number } };
  }) => ({
    siteId: context.site.id,
    memberId: context.caller.member.id,
    language: context.language,
  });

  registerCall(app, withdrawalInfoCall, (context) => withdrawals.info(viewerOf(context)));
  registerCall(app, createWithdrawalCall, (context) =>
    withdrawals.create(viewerOf(context), {
      amount: context.body.amount,
      currency: context.body.currency,
      withdrawPassword: context.body.withdraw_password,
      requestId: context.body.request_id,
    }),
  );
  registerCall(app, withdrawalListCall, (context) =>
    withdrawals.list(viewerOf(context), context.body.count),
  );
  registerCall(app, withdrawalOrderCall, (context) =>
    withdrawals.order(viewerOf(context), context.body.order_number),
  );

  registerCall(app, operatorWithdrawalListCall, ({ site, body }) =>
    withdrawals.pending(site.id, body.count),
  );
  registerCall(app, operatorWithdrawalApproveCall, ({ site, body, operator }) =>
    withdrawals.approve({
      siteId: site.id,
      orderNumber: body.order_number,
      actor: operatorActor(operator),
      reason: body.reason ?? '',
    }),
  );
  registerCall(app, operatorWithdrawalRejectCall, ({ site, body, operator }) =>
    withdrawals.reject({
      siteId: site.id,
      orderNumber: body.order_number,
      actor: operatorActor(operator),
      reason: body.reason,
    }),
  );
};
