import { operatorAdjustmentCall } from '@member-site/contracts';
import type { FastifyInstance } from 'fastify';

import { registerCall } from '../../http/register-call';
import { operatorActor } from './operator.service';

/** Operator calls that are not tied to one order kind: manual adjustments. */
export const operatorRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCall(app, operatorAdjustmentCall, async ({ body, site, operator }) =>
    app.deps.operators.adjust({
      siteId: site.id,
      actor: operatorActor(operator),
      memberAccount: body.member_account,
      direction: body.direction,
      amount: body.amount,
      currency: body.currency,
      reason: body.reason,
      requestId: body.request_id,
    }),
  );
};
