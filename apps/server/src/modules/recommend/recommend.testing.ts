import { operatorRecommendRulesSetCall } from '@member-site/contracts';
import { eq } from 'drizzle-orm';

import { sandboxPayments } from '../../db/schema';
import type { TestApp } from '../../test/helpers';
import { createLoggedInMember } from '../../test/members';
import type { CallbackRequest } from '../sandbox-gateway/sandbox-gateway.service';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  signCallback,
} from '../sandbox-gateway/signature';

/** The RMB rules most tests use: 10.00 for a first deposit of 100.00, tiers at 50 and 200. */
export const RMB_RULES = {
  currency: 'RMB' as const,
  active: true,
  first_deposit: { min_deposit: '100', award: '10', percent: 0, cap: '0' },
  turnover_tiers: [
    { turnover: '50', award: '5' },
    { turnover: '200', award: '20' },
  ],
  reason: 'test rules',
};

export const setRules = (t: TestApp, key: string, rules: Record<string, unknown> = RMB_RULES) =>
  t.call(operatorRecommendRulesSetCall, { ...RMB_RULES, ...rules }, { token: key });

/** A recommender and a friend who registered with their code, both logged in. */
export const recommenderWithFriend = async (t: TestApp, friendInput: { currency?: 'RMB' } = {}) => {
  const recommender = await createLoggedInMember(t);
  const friend = await createLoggedInMember(t, {
    recommendedBy: recommender.member.id,
    ...friendInput,
  });
  return { recommender, friend };
};

/** A signed sandbox callback saying that this fast-payment order was paid. */
export const paidCallback = async (
  t: TestApp,
  order: { pay_url: string },
): Promise<CallbackRequest> => {
  const id = new URL(order.pay_url).pathname.split('/').pop() ?? '';
  const [payment] = await t.database.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, id));
  if (!payment) throw new Error('no sandbox payment');
  const timestamp = String(Math.floor(Date.now() / 1000));
  const body = JSON.stringify({
    event_id: `${payment.id}.paid`,
    payment_id: payment.id,
    merchant_order: payment.merchantOrder,
    amount: payment.amount.toString(),
    currency: payment.currency,
    status: 'paid',
    timestamp,
  });
  const secret = await t.app.deps.sandboxGateway.secret();
  return {
    url: 'http://localhost:3000/api/payment/callback/sandbox',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_TIMESTAMP_HEADER]: timestamp,
      [SANDBOX_SIGNATURE_HEADER]: signCallback(secret, timestamp, body),
    },
    body,
  };
};
