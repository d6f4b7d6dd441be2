import {
  operatorRedEnvelopeCancelCall,
  operatorRedEnvelopeListCall,
  operatorRedEnvelopeScheduleCall,
  redEnvelopeClaimCall,
  redEnvelopePromotionCall,
} from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../http/register-call';
import { operatorActor } from '../operator/operator.service';

/** Red envelopes: the member's envelope and its claim, and the operator's promotions. */
export const promotionsRoutes: FastifyPluginAsync = async (app) => {
  const { redEnvelopes, redEnvelopeAdmin } = app.deps;
  registerCall(app, redEnvelopePromotionCall, ({ caller }) => redEnvelopes.current(caller.member));
  registerCall(app, redEnvelopeClaimCall, ({ body, caller, language }) =>
    redEnvelopes.claim(caller.member, body.id, language),
  );

  registerCall(app, operatorRedEnvelopeScheduleCall, ({ body, site, operator }) =>
    redEnvelopeAdmin.schedule({
      site,
      actor: operatorActor(operator),
      currency: body.currency,
      startAt: new Date(body.start_at),
      endAt: new Date(body.end_at),
      pool: body.pool,
      rule: body.rule,
      count: body.count,
      amount: body.amount,
      min: body.min,
      max: body.max,
      minDeposit: body.min_deposit,
      depositSince: body.deposit_since === undefined ? undefined : new Date(body.deposit_since),
      reason: body.reason,
    }),
  );
  registerCall(app, operatorRedEnvelopeListCall, async ({ body, site }) => ({
    list: await redEnvelopeAdmin.list(site.id, body.currency),
  }));
  registerCall(app, operatorRedEnvelopeCancelCall, ({ body, site, operator }) =>
    redEnvelopeAdmin.cancel(site.id, body.id, operatorActor(operator), body.reason),
  );
};
