import { randomUUID } from 'node:crypto';

import {
  depositBankTransferCall,
  depositChannelsCall,
  depositFastPaymentCall,
} from '@member-site/contracts';
import { type Currency } from '@member-site/contracts/constants';
import { and, eq } from 'drizzle-orm';

import { depositOrders, ledgerTransfers, members, paymentChannels } from '../../db/schema';
import type { TestApp } from '../../test/helpers';
import type { CallbackRequest } from '../sandbox-gateway/sandbox-gateway.service';

/** The id of the demo site's channel of this kind and currency. */
export const channelId = async (
  t: TestApp,
  kind: 'bank_transfer' | 'fast_payment',
  currency: Currency = 'RMB',
): Promise<number> => {
  const [row] = await t.database.db
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(
      and(
        eq(paymentChannels.siteId, 1),
        eq(paymentChannels.kind, kind),
        eq(paymentChannels.currency, currency),
      ),
    );
  if (!row) throw new Error(`no ${kind} ${currency} channel`);
  return row.id;
};

export const bankTransfer = async (t: TestApp, token: string, body: Record<string, unknown> = {}) =>
  t.call(
    depositBankTransferCall,
    {
      channel_id: await channelId(t, 'bank_transfer'),
      amount: '500.00',
      payer_name: 'Zhang San',
      reference: 'REF-1',
      request_id: randomUUID(),
      ...body,
    },
    { token },
  );

export const fastPayment = async (t: TestApp, token: string, body: Record<string, unknown> = {}) =>
  t.call(
    depositFastPaymentCall,
    {
      channel_id: await channelId(t, 'fast_payment'),
      amount: '300.00',
      request_id: randomUUID(),
      ...body,
    },
    { token },
  );

export const listChannels = (t: TestApp, token: string) =>
  t.call(depositChannelsCall, {}, { token });

/** Send a gateway callback to the site as the gateway would, through `app.inject`. */
export const postCallback = async (t: TestApp, request: CallbackRequest) => {
  const url = new URL(request.url);
  const response = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: request.headers,
    payload: request.body,
  });
  return {
    status: response.statusCode,
    text: response.body,
    envelope: response.json<{ code: string; apiResponseData: unknown }>(),
  };
};

/** Make the sandbox gateway deliver its callbacks through `app.inject`. */
export const deliverThroughInject = (t: TestApp): void => {
  t.app.deps.sandboxGateway.useDeliverer(async (request) => {
    const { status, text } = await postCallback(t, request);
    return { status, text };
  });
};

export const orderRow = async (t: TestApp, orderNumber: string) => {
  const [row] = await t.database.db
    .select()
    .from(depositOrders)
    .where(eq(depositOrders.orderNumber, orderNumber));
  if (!row) throw new Error('order not found');
  return row;
};

export const depositTimes = async (t: TestApp, memberId: number): Promise<number> => {
  const [row] = await t.database.db
    .select({ n: members.depositTimes })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.n ?? -1;
};

export const mainBalance = async (t: TestApp, memberId: number, currency: Currency = 'RMB') =>
  (await t.app.deps.ledger.ensureAccount({ siteId: 1, kind: 'member_main', memberId, currency }))
    .balance;

export const depositTransfers = (t: TestApp, orderNumber: string) =>
  t.database.db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, `deposit:${orderNumber}`));
