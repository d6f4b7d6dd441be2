import { randomUUID } from 'node:crypto';

import {
  depositChannelsCall,
  depositOrderStatusCall,
  operatorDepositApproveCall,
  operatorDepositListCall,
  operatorDepositRejectCall,
} from '@member-site/contracts';
import { MEMBER_STATUSES } from '@member-site/contracts/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runSiteCommand } from '../../cli/site-commands';
import { auditLog, depositOrders, members } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createLoggedInMember } from '../../test/members';
import { isLedgerClean, verifyLedger } from '../ledger/ledger.service';
import {
  bankTransfer,
  channelId,
  depositTimes,
  depositTransfers,
  listChannels,
  mainBalance,
  orderRow,
} from './deposit.testing';

describe('bank-transfer deposits', () => {
  let t: TestApp;
  let key: string;
  const site = (...argv: string[]) => runSiteCommand(argv, async () => t.app.deps);
  const events: unknown[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    const created = await t.app.deps.operators.create(1, 'bob');
    if (!created) throw new Error('operator not created');
    key = created.key;
    t.app.deps.events.subscribe('member_deposit.success', (payload) => events.push(payload));
  });
  afterAll(async () => {
    expect(isLedgerClean(await verifyLedger(t.database.db))).toBe(true);
    await t.close();
  });

  it('lists the channels of the member currency in the member language', async () => {
    const { token } = await createLoggedInMember(t);
    const zh = await t.call(depositChannelsCall, {}, { token, language: 'zh_CN' });
    expect(zh.envelope.apiResponseData).toMatchObject({
      currency: 'RMB',
      list: [
        {
          kind: 'bank_transfer',
          name: '银行转账',
          currency: 'RMB',
          min_amount: '100.00',
          max_amount: '50000.00',
          bank: { account_number: '6222 0000 1234 5678' },
        },
        { kind: 'fast_payment', name: '快捷支付', bank: null, min_amount: '10.00' },
      ],
    });
    const vnd = await createLoggedInMember(t, { currency: 'VND' });
    const list = await listChannels(t, vnd.token);
    expect(list.envelope.apiResponseData.list.map((c) => [c.currency, c.min_amount])).toEqual([
      ['VND', '100000'],
      ['VND', '50000'],
    ]);
  });

  it('creates a pending order that credits nothing, and a repeated request returns it', async () => {
    const { member, token } = await createLoggedInMember(t);
    const requestId = randomUUID();
    const first = await bankTransfer(t, token, { request_id: requestId });
    expect(first.envelope).toMatchObject({
      code: '100',
      apiResponseData: {
        status: 'pending',
        amount: '500.00',
        currency: 'RMB',
        kind: 'bank_transfer',
        payer_name: 'Zhang San',
        reference: 'REF-1',
      },
    });
    const orderNumber = first.envelope.apiResponseData.order_number;
    expect(orderNumber).toMatch(/^D\d{8}\d{8}$/);
    const again = await bankTransfer(t, token, { request_id: requestId });
    expect(again.envelope.apiResponseData.order_number).toBe(orderNumber);
    const conflict = await bankTransfer(t, token, { request_id: requestId, amount: '600' });
    expect(conflict.envelope.code).toBe('112');
    expect(await mainBalance(t, member.id)).toBe(0n);
    expect(
      await t.database.db.select().from(depositOrders).where(eq(depositOrders.memberId, member.id)),
    ).toHaveLength(1);
  });

  it('answers 101 for bad amounts, 102/103 naming the limit, and writes nothing', async () => {
    const { member, token } = await createLoggedInMember(t);
    for (const amount of ['-5', '0', 'abc', '1.234', '', ' ']) {
      const response = await bankTransfer(t, token, { amount });
      expect(response.envelope.code, amount).toBe('101');
    }
    const low = await bankTransfer(t, token, { amount: '99.99' });
    expect(low.envelope).toMatchObject({
      code: '102',
      message: 'The amount is below the minimum. (100.00 RMB)',
    });
    const high = await bankTransfer(t, token, { amount: '50000.01' });
    expect(high.envelope).toMatchObject({
      code: '103',
      message: 'The amount is above the maximum. (50000.00 RMB)',
    });

    const vnd = await createLoggedInMember(t, { currency: 'VND' });
    const vndChannel = await channelId(t, 'bank_transfer', 'VND');
    const vndBad = await bankTransfer(t, vnd.token, { channel_id: vndChannel, amount: '100000.5' });
    expect(vndBad.envelope.code).toBe('101');
    const zh = await createLoggedInMember(t);
    // Another currency's channel, or another currency named outright, is not the wallet's.
    const wrongChannel = await bankTransfer(t, zh.token, {
      channel_id: vndChannel,
      amount: '100000',
    });
    expect(wrongChannel.envelope.code).toBe('104');
    const wrongCurrency = await bankTransfer(t, zh.token, { amount: '200', currency: 'VND' });
    expect(wrongCurrency.envelope.code).toBe('104');
    expect(
      (await bankTransfer(t, zh.token, { channel_id: 999_999, amount: '200' })).envelope.code,
    ).toBe('108');

    for (const id of [member.id, vnd.member.id, zh.member.id]) {
      expect(
        await t.database.db.select().from(depositOrders).where(eq(depositOrders.memberId, id)),
      ).toHaveLength(0);
    }
  });

  it('refuses members whose wallet is closed with 114 and writes nothing', async () => {
    const { member, token } = await createLoggedInMember(t);
    await t.database.db
      .update(members)
      .set({ status: MEMBER_STATUSES.frozen })
      .where(eq(members.id, member.id));
    // The call ends at the session (401); the service refuses on its own as well, for a member
    // frozen between the session check and the deposit.
    expect((await bankTransfer(t, token)).status).toBe(401);
    await expect(
      t.app.deps.deposits.createBankTransfer({
        member: { id: member.id, siteId: 1, currency: 'RMB', status: MEMBER_STATUSES.frozen },
        channelId: await channelId(t, 'bank_transfer'),
        amount: '500',
        requestId: randomUUID(),
        language: 'en_US',
      }),
    ).rejects.toMatchObject({ code: '114' });
    expect(
      await t.database.db.select().from(depositOrders).where(eq(depositOrders.memberId, member.id)),
    ).toHaveLength(0);
  });

  it('shows an order only to its member (another member gets 106)', async () => {
    const owner = await createLoggedInMember(t);
    const other = await createLoggedInMember(t);
    const order = (await bankTransfer(t, owner.token)).envelope.apiResponseData.order_number;
    const mine = await t.call(
      depositOrderStatusCall,
      { order_number: order },
      { token: owner.token },
    );
    expect(mine.envelope.apiResponseData).toMatchObject({ order_number: order, status: 'pending' });
    const theirs = await t.call(
      depositOrderStatusCall,
      { order_number: order },
      { token: other.token },
    );
    expect(theirs.envelope.code).toBe('106');
    const none = await t.call(
      depositOrderStatusCall,
      { order_number: 'D2000010100000000' },
      { token: owner.token },
    );
    expect(none.envelope.code).toBe('106');
  });

  it('operator approves once: credit, deposit_times, event, audit; twice answers 107', async () => {
    const { member, token } = await createLoggedInMember(t);
    const order = (await bankTransfer(t, token)).envelope.apiResponseData.order_number;
    const pending = await t.call(operatorDepositListCall, {}, { token: key });
    expect(pending.envelope.apiResponseData.list.map((o) => o.order_number)).toContain(order);

    const approved = await t.call(
      operatorDepositApproveCall,
      { order_number: order, reason: 'seen on statement' },
      { token: key },
    );
    expect(approved.envelope.apiResponseData).toMatchObject({
      status: 'approved',
      member_account: member.account,
    });
    expect(await mainBalance(t, member.id)).toBe(500_00n);
    expect(await depositTimes(t, member.id)).toBe(1);
    expect(events).toContainEqual(
      expect.objectContaining({ orderNumber: order, depositAmount: '500.00', depositTimes: 1 }),
    );

    const twice = await t.call(operatorDepositApproveCall, { order_number: order }, { token: key });
    expect(twice.envelope.code).toBe('107');
    const reject = await t.call(
      operatorDepositRejectCall,
      { order_number: order, reason: 'late' },
      { token: key },
    );
    expect(reject.envelope.code).toBe('107');
    expect(await mainBalance(t, member.id)).toBe(500_00n);
    expect(await depositTimes(t, member.id)).toBe(1);
    expect(await depositTransfers(t, order)).toHaveLength(1);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, order));
    expect(audit).toMatchObject([
      { actor: 'operator:bob', action: 'deposit.approve', reason: 'seen on statement' },
    ]);
    // Without a key the operator calls are closed.
    const anonymous = await t.call(operatorDepositApproveCall, { order_number: order });
    expect(anonymous.status).toBe(401);
  });

  it('operator rejects with a reason; approving a rejected order answers 107', async () => {
    const { member, token } = await createLoggedInMember(t);
    const order = (await bankTransfer(t, token)).envelope.apiResponseData.order_number;
    const noReason = await t.call(
      operatorDepositRejectCall,
      { order_number: order, reason: ' ' },
      { token: key },
    );
    expect(noReason.envelope.code).not.toBe('100');
    const rejected = await t.call(
      operatorDepositRejectCall,
      { order_number: order, reason: 'no money arrived' },
      { token: key },
    );
    expect(rejected.envelope.apiResponseData).toMatchObject({
      status: 'rejected',
      reason: 'no money arrived',
    });
    const approve = await t.call(
      operatorDepositApproveCall,
      { order_number: order },
      { token: key },
    );
    expect(approve.envelope.code).toBe('107');
    expect(await mainBalance(t, member.id)).toBe(0n);
    expect(await depositTimes(t, member.id)).toBe(0);
    const status = await t.call(depositOrderStatusCall, { order_number: order }, { token });
    expect(status.envelope.apiResponseData).toMatchObject({
      status: 'rejected',
      reason: 'no money arrived',
    });
  });

  it('approves and rejects from the command line, with audit entries', async () => {
    const { member, token } = await createLoggedInMember(t);
    const a = (await bankTransfer(t, token)).envelope.apiResponseData.order_number;
    const b = (await bankTransfer(t, token, { amount: '200' })).envelope.apiResponseData
      .order_number;

    const list = await site('deposit', 'list');
    expect(list.code).toBe(0);
    expect(list.output).toContain(a);
    expect(list.output).toContain(b);

    const approve = await site('deposit', 'approve', a);
    expect(approve).toMatchObject({ code: 0 });
    expect(approve.output).toContain(`credited 500.00 RMB to ${member.account}`);
    const again = await site('deposit', 'approve', a);
    expect(again.code).toBe(1);
    expect(again.output).toContain('money.107');

    expect((await site('deposit', 'reject', b)).code).toBe(2);
    const reject = await site('deposit', 'reject', b, '--reason', 'duplicate slip');
    expect(reject.code).toBe(0);
    expect((await orderRow(t, b)).status).toBe('rejected');
    expect(await mainBalance(t, member.id)).toBe(500_00n);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetType, 'deposit_order'));
    const approvals = entries.filter((e) => e.targetId === a);
    expect(approvals).toMatchObject([{ action: 'deposit.approve' }]);
    expect(approvals[0]?.actor).toMatch(/^cli:/);
    expect(entries.filter((e) => e.targetId === b)).toMatchObject([
      { action: 'deposit.reject', reason: 'duplicate slip' },
    ]);
    expect((await site('deposit', 'approve', 'D2000010100000000')).output).toContain('money.106');
  });
});
