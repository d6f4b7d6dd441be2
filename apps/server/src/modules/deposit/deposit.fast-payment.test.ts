import { randomBytes } from 'node:crypto';

import { depositFastPaymentCall, depositOrderStatusCall } from '@member-site/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { paymentCallbacks, sandboxPayments } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createLoggedInMember } from '../../test/members';
import { isLedgerClean, verifyLedger } from '../ledger/ledger.service';
import type { CallbackRequest } from '../sandbox-gateway/sandbox-gateway.service';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  signCallback,
} from '../sandbox-gateway/signature';
import {
  channelId,
  deliverThroughInject,
  depositTimes,
  depositTransfers,
  fastPayment,
  mainBalance,
  orderRow,
  postCallback,
} from './deposit.testing';

describe('fast payments through the sandbox gateway', () => {
  let t: TestApp;
  const events: { orderNumber: string; depositTimes: number }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    deliverThroughInject(t);
    t.app.deps.events.subscribe('member_deposit.success', (payload) => events.push(payload));
  });
  afterAll(async () => {
    expect(isLedgerClean(await verifyLedger(t.database.db))).toBe(true);
    await t.close();
  });

  const checkoutId = (payUrl: string) => new URL(payUrl).pathname.split('/').pop() ?? '';

  const submit = (id: string, action: 'pay' | 'decline') =>
    t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/checkout/${id}/${action}?lang=en_US`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3000' },
      payload: '',
    });

  /** A signed callback of the sandbox for this order, with `changes` to its body. */
  const signedCallback = async (
    order: { order_number: string; pay_url: string },
    changes: Record<string, unknown> = {},
    options: { secret?: Buffer; timestamp?: number } = {},
  ): Promise<CallbackRequest> => {
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
    const [payment] = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, checkoutId(order.pay_url)));
    if (!payment) throw new Error('no sandbox payment');
    const body = JSON.stringify({
      event_id: `${payment.id}.paid`,
      payment_id: payment.id,
      merchant_order: payment.merchantOrder,
      amount: payment.amount.toString(),
      currency: payment.currency,
      status: 'paid',
      timestamp,
      ...changes,
    });
    const secret = options.secret ?? (await t.app.deps.sandboxGateway.secret());
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

  it('builds the checkout and return links from the site address, never a forged Host header', async () => {
    const { token } = await createLoggedInMember(t);
    const created = await t.call(
      depositFastPaymentCall,
      {
        channel_id: await channelId(t, 'fast_payment'),
        amount: '300.00',
        request_id: randomBytes(16).toString('hex'),
      },
      { token, host: 'attacker.example:3000' },
    );
    expect(created.envelope.code).toBe('100');
    const payUrl = created.envelope.apiResponseData.pay_url;
    expect(payUrl).toMatch(/^http:\/\/localhost:3000\/sandbox-gateway\/checkout\/sp_/);
    const [payment] = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, checkoutId(payUrl)));
    expect(payment).toBeDefined();
    expect(
      Object.values(payment ?? {})
        .map(String)
        .join(' '),
    ).not.toContain('attacker.example');
  });

  it('opens a checkout, pays there, credits once and sends the browser back', async () => {
    const { member, token } = await createLoggedInMember(t);
    const created = await fastPayment(t, token);
    expect(created.envelope).toMatchObject({
      code: '100',
      apiResponseData: { status: 'pending', amount: '300.00', kind: 'fast_payment' },
    });
    const order = created.envelope.apiResponseData;
    expect(order.pay_url).toMatch(/^http:\/\/localhost:3000\/sandbox-gateway\/checkout\/sp_/);

    const page = await t.app.inject({
      method: 'GET',
      url: new URL(order.pay_url).pathname,
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain(order.order_number);
    expect(page.body).toContain('300.00 RMB');
    expect(page.body).not.toContain('<script');

    const paid = await submit(checkoutId(order.pay_url), 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://localhost:3000/close');

    const status = await t.call(
      depositOrderStatusCall,
      { order_number: order.order_number },
      { token },
    );
    expect(status.envelope.apiResponseData.status).toBe('paid');
    expect(await mainBalance(t, member.id)).toBe(300_00n);
    expect(await depositTimes(t, member.id)).toBe(1);
    expect(events).toContainEqual(
      expect.objectContaining({ orderNumber: order.order_number, depositTimes: 1 }),
    );

    // Paying again (a second click, a refreshed form) changes nothing.
    await submit(checkoutId(order.pay_url), 'pay');
    await submit(checkoutId(order.pay_url), 'decline');
    expect(await mainBalance(t, member.id)).toBe(300_00n);
    expect(await depositTransfers(t, order.order_number)).toHaveLength(1);
    const after = await t.app.inject({
      method: 'GET',
      url: `${new URL(order.pay_url).pathname}?lang=vi_VN`,
    });
    expect(after.body).toContain('Thanh toán thành công');
  });

  it('credits exactly once under 50 parallel identical callbacks and later replays', async () => {
    const { member, token } = await createLoggedInMember(t);
    const order = (await fastPayment(t, token, { amount: '123.45' })).envelope.apiResponseData;
    const callback = await signedCallback(order);
    const results = await Promise.all(Array.from({ length: 50 }, () => postCallback(t, callback)));
    expect(results.every((r) => r.envelope.code === '100')).toBe(true);
    expect(
      results.filter((r) => (r.envelope.apiResponseData as { replayed: boolean }).replayed),
    ).toHaveLength(49);
    const replay = await postCallback(t, await signedCallback(order));
    expect(replay.envelope).toMatchObject({ code: '100', apiResponseData: { replayed: true } });

    expect(await mainBalance(t, member.id)).toBe(123_45n);
    expect(await depositTimes(t, member.id)).toBe(1);
    expect(await depositTransfers(t, order.order_number)).toHaveLength(1);
    expect(events.filter((e) => e.orderNumber === order.order_number)).toHaveLength(1);
    expect((await orderRow(t, order.order_number)).status).toBe('paid');
  });

  it('refuses forged, stale, wrong-amount and unknown-order callbacks and credits nothing', async () => {
    const { member, token } = await createLoggedInMember(t);
    const order = (await fastPayment(t, token)).envelope.apiResponseData;
    const refused = [
      await signedCallback(order, {}, { secret: randomBytes(32) }),
      await signedCallback(order, {}, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      await signedCallback(order, { amount: '30001', event_id: 'evt-amount' }),
      await signedCallback(order, { currency: 'USD', event_id: 'evt-currency' }),
      await signedCallback(order, { merchant_order: 'D2000010112345678', event_id: 'evt-unknown' }),
    ];
    const tampered = await signedCallback(order);
    tampered.body = tampered.body.replace('30000', '90000');
    refused.push(tampered);
    refused.push({ ...(await signedCallback(order)), body: 'not json' });
    for (const callback of refused) {
      const response = await postCallback(t, callback);
      expect(response.status).toBe(400);
      expect(response.envelope.code).toBe('113');
    }
    expect(await mainBalance(t, member.id)).toBe(0n);
    expect(await depositTimes(t, member.id)).toBe(0);
    expect(await depositTransfers(t, order.order_number)).toHaveLength(0);
    expect((await orderRow(t, order.order_number)).status).toBe('pending');
    expect(events.filter((e) => e.orderNumber === order.order_number)).toHaveLength(0);
    const recorded = await t.database.db
      .select({ outcome: paymentCallbacks.outcome })
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.orderNumber, order.order_number));
    expect(recorded.map((r) => r.outcome).sort()).toEqual(['rejected_amount', 'rejected_amount']);

    // The real payment still goes through afterwards: refusals never block its event.
    const paid = await submit(checkoutId(order.pay_url), 'pay');
    expect(paid.statusCode).toBe(303);
    expect(await mainBalance(t, member.id)).toBe(300_00n);
  });

  it('answers forged callbacks cheaply: bounded rows, a limit per address, no prototype gateways', async () => {
    const forger = '203.0.113.66';
    const forge = (gateway: string, body: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payment/callback/${gateway}`,
        headers: { 'content-type': 'application/json' },
        remoteAddress: forger,
        payload: body,
      });
    for (const gateway of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const response = await forge(gateway, '{}');
      expect(response.statusCode, gateway).toBe(400);
      expect(response.json<{ code: string }>().code, gateway).toBe('113');
    }
    const before = await t.database.db.select({ id: paymentCallbacks.id }).from(paymentCallbacks);
    const big = JSON.stringify({ event_id: 'x', filler: 'f'.repeat(15_000) });
    const codes: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      codes.push((await forge('sandbox', big)).statusCode);
    }
    // Four unknown gateways and sixteen forged signatures reach the limit of twenty.
    expect(codes.filter((code) => code === 400)).toHaveLength(16);
    expect(codes.slice(16)).toEqual([429, 429, 429, 429]);
    const rows = await t.database.db
      .select({ id: paymentCallbacks.id, payload: paymentCallbacks.payload })
      .from(paymentCallbacks);
    const added = rows.filter((row) => !before.some((old) => old.id === row.id));
    expect(added).toHaveLength(16);
    for (const row of added) expect(JSON.stringify(row.payload).length).toBeLessThan(1_300);
    // Another address is not affected.
    const other = await postCallback(t, {
      url: 'http://localhost:3000/api/payment/callback/sandbox',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(other.status).toBe(400);
  });

  it('a declined payment declines the order and credits nothing', async () => {
    const { member, token } = await createLoggedInMember(t);
    const order = (await fastPayment(t, token, { return_path: '/fastPayment' })).envelope
      .apiResponseData;
    const declined = await submit(checkoutId(order.pay_url), 'decline');
    expect(declined.headers.location).toBe(
      `http://localhost:3000/fastPayment?order=${order.order_number}`,
    );
    expect((await orderRow(t, order.order_number)).status).toBe('declined');
    await submit(checkoutId(order.pay_url), 'pay');
    expect((await orderRow(t, order.order_number)).status).toBe('declined');
    expect(await mainBalance(t, member.id)).toBe(0n);
    expect(await depositTimes(t, member.id)).toBe(0);
  });

  it('refuses fast-payment amounts outside the rules and writes nothing', async () => {
    const { member, token } = await createLoggedInMember(t);
    for (const amount of ['-1', '0', 'abc', '1.234']) {
      expect((await fastPayment(t, token, { amount })).envelope.code, amount).toBe('101');
    }
    expect((await fastPayment(t, token, { amount: '9.99' })).envelope).toMatchObject({
      code: '102',
      message: 'The amount is below the minimum. (10.00 RMB)',
    });
    const vnd = await createLoggedInMember(t, { currency: 'VND' });
    const vndChannel = await channelId(t, 'fast_payment', 'VND');
    expect(
      (await fastPayment(t, vnd.token, { channel_id: vndChannel, amount: '60000.5' })).envelope
        .code,
    ).toBe('101');
    // A bank-transfer channel is not a fast payment.
    expect(
      (await fastPayment(t, token, { channel_id: await channelId(t, 'bank_transfer') })).envelope
        .code,
    ).toBe('108');
    const payments = await t.database.db.select().from(sandboxPayments);
    expect(payments.every((p) => p.amount > 0n)).toBe(true);
    expect(await mainBalance(t, member.id)).toBe(0n);
  });

  it('renders the checkout page in the language asked, and 404 for an unknown payment', async () => {
    const { token } = await createLoggedInMember(t);
    const order = (await fastPayment(t, token)).envelope.apiResponseData;
    const path = new URL(order.pay_url).pathname;
    const en = await t.app.inject({ method: 'GET', url: `${path}?lang=en_US` });
    expect(en.body).toContain('Pay now');
    expect(en.body).toContain('Decline');
    const tw = await t.app.inject({ method: 'GET', url: path, headers: { cookie: 'lang=zh_TW' } });
    expect(tw.body).toContain('確認支付');
    const hi = await t.app.inject({ method: 'GET', url: `${path}?lang=hi_IN` });
    expect(hi.body).toContain('भुगतान करें');
    const missing = await t.app.inject({ method: 'GET', url: '/sandbox-gateway/checkout/sp_nope' });
    expect(missing.statusCode).toBe(404);
  });
});
