import { randomUUID } from 'node:crypto';

import {
  createWithdrawalCall,
  operatorWithdrawalApproveCall,
  operatorWithdrawalListCall,
  operatorWithdrawalRejectCall,
  withdrawalInfoCall,
  withdrawalListCall,
  withdrawalOrderCall,
} from '@member-site/contracts';
import { MEMBER_STATUSES } from '@member-site/contracts/constants';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runSiteCommand } from '../../cli/site-commands';
import {
  auditLog,
  ledgerTransfers,
  memberBankAccounts,
  members,
  withdrawalOrders,
  withdrawalSettings,
} from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { type TestMember, createLoggedInMember } from '../../test/members';
import { createSecondSite } from '../auth/auth.testing';
import { isLedgerClean, verifyLedger } from '../ledger/ledger.service';
import { nextKey } from '../ledger/ledger.testing';

/** The demo site's RMB limits (seed): 100.00 to 50,000.00. */
const MIN = '100.00';
const MAX = '50000.00';

describe('withdrawals', () => {
  let t: TestApp;
  let key: string;
  const site = (...argv: string[]) => runSiteCommand(argv, async () => t.app.deps);

  type Setup = {
    balance?: bigint;
    bank?: boolean;
    withdrawPassword?: string | null;
    status?: number;
    siteId?: number;
  };

  /** A logged-in RMB member with a bound bank account, withdraw password 1234 and a balance. */
  const newMember = async (setup: Setup = {}): Promise<{ member: TestMember; token: string }> => {
    const siteId = setup.siteId ?? 1;
    const { member, token } = await createLoggedInMember(t, {
      siteId,
      ...(setup.withdrawPassword === null
        ? {}
        : { withdrawPassword: setup.withdrawPassword ?? '1234' }),
      ...(setup.status === undefined ? {} : { status: setup.status }),
    });
    if (setup.bank !== false) {
      await t.database.db.insert(memberBankAccounts).values({
        memberId: member.id,
        bankName: 'ICBC',
        accountName: 'Zhang San',
        accountNumber: '6222020000001234567',
      });
    }
    const balance = setup.balance ?? 1_000_00n;
    if (balance > 0n) {
      const { ledger } = t.app.deps;
      const [wallet, deposits] = await Promise.all([
        ledger.ensureAccount({ siteId, kind: 'member_main', memberId: member.id, currency: 'RMB' }),
        ledger.ensureAccount({ siteId, kind: 'house_deposits', currency: 'RMB' }),
      ]);
      await ledger.transfer({
        siteId,
        idempotencyKey: nextKey('fund'),
        kind: 'deposit',
        currency: 'RMB',
        amount: balance,
        from: deposits.id,
        to: wallet.id,
      });
    }
    return { member, token };
  };

  const withdraw = (token: string, body: Record<string, unknown> = {}) =>
    t.call(
      createWithdrawalCall,
      { amount: '200', withdraw_password: '1234', request_id: randomUUID(), ...body },
      { token },
    );

  const balanceOf = async (memberId: number, siteId = 1) =>
    (
      await t.app.deps.ledger.ensureAccount({
        siteId,
        kind: 'member_main',
        memberId,
        currency: 'RMB',
      })
    ).balance;

  const ordersOf = (memberId: number) =>
    t.database.db.select().from(withdrawalOrders).where(eq(withdrawalOrders.memberId, memberId));

  /** Withdrawal transfers of a member's orders, by kind. */
  const transferKinds = async (memberId: number) => {
    const orders = await ordersOf(memberId);
    const kinds: string[] = [];
    for (const order of orders) {
      const rows = await t.database.db
        .select({ kind: ledgerTransfers.kind })
        .from(ledgerTransfers)
        .where(like(ledgerTransfers.idempotencyKey, `withdrawal-%:${order.orderNumber}`));
      kinds.push(...rows.map((row) => row.kind));
    }
    return kinds.sort();
  };

  const expectClean = async () => {
    expect(isLedgerClean(await verifyLedger(t.database.db))).toBe(true);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const created = await t.app.deps.operators.create(1, 'alice');
    if (!created) throw new Error('operator not created');
    key = created.key;
  });
  afterAll(async () => t.close());

  describe('the member side', () => {
    it('shows balance, masked bank account, limits and pending orders', async () => {
      const { token } = await newMember({ balance: 1_234_50n });
      const before = await t.call(withdrawalInfoCall, {}, { token });
      expect(before.envelope).toMatchObject({
        code: '100',
        apiResponseData: {
          currency: 'RMB',
          main_balance: '1234.50',
          bank_account: {
            bank_name: 'ICBC',
            account_name: 'Zhang San',
            account_number: '***************4567',
          },
          is_withdraw_password: true,
          min_amount: MIN,
          max_amount: MAX,
          pending: [],
        },
      });
      const made = await withdraw(token, { amount: '200.5' });
      expect(made.envelope.apiResponseData).toMatchObject({
        main_balance: '1034.00',
        replayed: false,
        order: { status: 'pending', amount: '200.50', account_number: '***************4567' },
      });
      const after = await t.call(withdrawalInfoCall, {}, { token });
      expect(after.envelope.apiResponseData.main_balance).toBe('1034.00');
      expect(after.envelope.apiResponseData.pending.map((order) => order.order_number)).toEqual([
        made.envelope.apiResponseData.order.order_number,
      ]);
    });

    it('says when no bank account is bound and no withdraw password is set', async () => {
      const { token } = await newMember({ bank: false, withdrawPassword: null });
      const info = await t.call(withdrawalInfoCall, {}, { token });
      expect(info.envelope.apiResponseData).toMatchObject({
        bank_account: null,
        is_withdraw_password: false,
      });
    });

    it('holds the amount with an order in the W + date + 8 digits format', async () => {
      const { member, token } = await newMember();
      const made = await withdraw(token, { amount: '300' });
      expect(made.envelope.code).toBe('100');
      expect(made.envelope.apiResponseData.order.order_number).toMatch(/^W\d{8}\d{8}$/);
      expect(await balanceOf(member.id)).toBe(700_00n);
      const [order] = await ordersOf(member.id);
      expect(order).toMatchObject({
        status: 'pending',
        amount: 300_00n,
        bankName: 'ICBC',
        accountNumber: '6222020000001234567',
      });
      expect(await transferKinds(member.id)).toEqual(['withdrawal_hold']);
    });

    const refusals: [string, Setup, Record<string, unknown>, string][] = [
      ['no bank account', { bank: false }, {}, '109'],
      ['no withdraw password', { withdrawPassword: null }, {}, '111'],
      ['a wrong withdraw password', {}, { withdraw_password: '9999' }, '110'],
      ['a negative amount', {}, { amount: '-5' }, '101'],
      ['a zero amount', {}, { amount: '0' }, '101'],
      ['a non-numeric amount', {}, { amount: 'abc' }, '101'],
      ['an over-precise amount', {}, { amount: '150.001' }, '101'],
      ['an amount below the minimum', {}, { amount: '99.99' }, '102'],
      ['an amount above the maximum', { balance: 60_000_00n }, { amount: '50000.01' }, '103'],
      ['more than the balance', { balance: 150_00n }, { amount: '150.01' }, '105'],
      ["another currency than the wallet's", {}, { currency: 'USD' }, '104'],
    ];
    it.each(refusals)(
      'refuses %s with money %s and writes nothing',
      async (_, setup, body, code) => {
        const { member, token } = await newMember(setup);
        const before = await balanceOf(member.id);
        const answer = await withdraw(token, body);
        expect(answer.envelope).toMatchObject({ status: 'error', code, codeFull: `money.${code}` });
        expect(await balanceOf(member.id)).toBe(before);
        expect(await ordersOf(member.id)).toHaveLength(0);
      },
    );

    it('names the limit in the message of 102 and 103, in the member language', async () => {
      const { token } = await newMember({ balance: 60_000_00n });
      const low = await withdraw(token, { amount: '1' });
      expect(low.envelope.message).toContain('100.00 RMB');
      const high = await t.call(
        createWithdrawalCall,
        { amount: '60000', withdraw_password: '1234', request_id: randomUUID() },
        { token, language: 'zh_CN' },
      );
      expect(high.envelope.message).toBe('金额超过最高限额 (50000.00 RMB)');
    });

    it.each([
      ['disabled', MEMBER_STATUSES.disabled],
      ['frozen', MEMBER_STATUSES.frozen],
    ])('refuses a %s member (114) and writes nothing', async (_, status) => {
      const { member, token } = await newMember();
      await t.database.db.update(members).set({ status }).where(eq(members.id, member.id));
      // The call itself ends at the session (401); the service refuses on its own as well, for a
      // member closed between the session check and the withdrawal.
      expect((await withdraw(token)).status).toBe(401);
      const service = t.app.deps.withdrawals;
      await expect(
        service.create(
          { siteId: 1, memberId: member.id, language: 'en_US' },
          { amount: '200', withdrawPassword: '1234', requestId: randomUUID() },
        ),
      ).rejects.toMatchObject({ code: '114' });
      expect(await ordersOf(member.id)).toHaveLength(0);
      expect(await balanceOf(member.id)).toBe(1_000_00n);
    });

    it('blocks the withdraw password after 5 wrong tries (115), even the right one', async () => {
      const { member, token } = await newMember();
      for (let i = 0; i < 5; i += 1) {
        expect((await withdraw(token, { withdraw_password: '0000' })).envelope.code).toBe('110');
      }
      expect((await withdraw(token)).envelope.code).toBe('115');
      expect(await ordersOf(member.id)).toHaveLength(0);
      expect(await balanceOf(member.id)).toBe(1_000_00n);
    });

    it('answers the same order for the same request id, and 112 with another amount', async () => {
      const { member, token } = await newMember();
      const requestId = randomUUID();
      const first = await withdraw(token, { request_id: requestId, amount: '250' });
      const again = await withdraw(token, { request_id: requestId, amount: '250.00' });
      expect(again.envelope.apiResponseData).toMatchObject({
        replayed: true,
        main_balance: '750.00',
        order: { order_number: first.envelope.apiResponseData.order.order_number },
      });
      const other = await withdraw(token, { request_id: requestId, amount: '260' });
      expect(other.envelope.code).toBe('112');
      expect(await ordersOf(member.id)).toHaveLength(1);
      expect(await balanceOf(member.id)).toBe(750_00n);
    });

    it('gives one order for the same request id sent many times at once', async () => {
      const { member, token } = await newMember();
      const requestId = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => withdraw(token, { request_id: requestId })),
      );
      expect(answers.every((answer) => answer.envelope.code === '100')).toBe(true);
      expect(new Set(answers.map((a) => a.envelope.apiResponseData.order.order_number)).size).toBe(
        1,
      );
      expect(answers.filter((answer) => !answer.envelope.apiResponseData.replayed)).toHaveLength(1);
      expect(await ordersOf(member.id)).toHaveLength(1);
      expect(await balanceOf(member.id)).toBe(800_00n);
      await expectClean();
    });

    it('never overdraws under 120 simultaneous withdrawals', async () => {
      const { member, token } = await newMember({ balance: 2_550_00n });
      const answers = await Promise.all(
        Array.from({ length: 120 }, () => withdraw(token, { amount: '100' })),
      );
      const accepted = answers.filter((answer) => answer.envelope.code === '100');
      const refused = answers.filter((answer) => answer.envelope.code !== '100');
      expect(accepted).toHaveLength(25);
      expect(refused.every((answer) => answer.envelope.code === '105')).toBe(true);
      expect(await balanceOf(member.id)).toBe(50_00n);
      expect(await ordersOf(member.id)).toHaveLength(25);
      await expectClean();
    });

    it('lists own orders and shows one of them; another member order answers 106', async () => {
      const owner = await newMember();
      const stranger = await newMember();
      const made = await withdraw(owner.token);
      const orderNumber = made.envelope.apiResponseData.order.order_number;
      const list = await t.call(withdrawalListCall, {}, { token: owner.token });
      expect(list.envelope.apiResponseData.list.map((order) => order.order_number)).toEqual([
        orderNumber,
      ]);
      const own = await t.call(
        withdrawalOrderCall,
        { order_number: orderNumber },
        { token: owner.token },
      );
      expect(own.envelope.apiResponseData.order).toMatchObject({ status: 'pending' });
      const theirs = await t.call(
        withdrawalOrderCall,
        { order_number: orderNumber },
        { token: stranger.token },
      );
      expect(theirs.envelope.code).toBe('106');
      expect(
        (await t.call(withdrawalListCall, {}, { token: stranger.token })).envelope.apiResponseData
          .list,
      ).toEqual([]);
    });

    it('needs a session', async () => {
      expect((await withdraw('')).status).toBe(401);
      expect((await t.call(withdrawalInfoCall, {}, {})).status).toBe(401);
    });
  });

  describe('the operator side', () => {
    const approve = (orderNumber: string, token = key) =>
      t.call(operatorWithdrawalApproveCall, { order_number: orderNumber }, { token });
    const reject = (orderNumber: string, token = key, reason = 'name does not match') =>
      t.call(operatorWithdrawalRejectCall, { order_number: orderNumber, reason }, { token });

    const pendingOrder = async (amount = '400') => {
      const { member, token } = await newMember();
      const made = await withdraw(token, { amount });
      return { member, token, orderNumber: made.envelope.apiResponseData.order.order_number };
    };

    const auditOf = (orderNumber: string) =>
      t.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.targetType, 'withdrawal_order'), eq(auditLog.targetId, orderNumber)),
        );

    it('lists pending orders with full bank details', async () => {
      const { member, orderNumber } = await pendingOrder();
      const list = await t.call(operatorWithdrawalListCall, {}, { token: key });
      expect(list.envelope.apiResponseData.list).toContainEqual(
        expect.objectContaining({
          order_number: orderNumber,
          member_account: member.account,
          account_number: '6222020000001234567',
          amount: '400.00',
        }),
      );
    });

    it('approves: the held money leaves the site and the member balance stays', async () => {
      const { member, token, orderNumber } = await pendingOrder();
      const answer = await approve(orderNumber);
      expect(answer.envelope.apiResponseData.order).toMatchObject({
        status: 'paid',
        decided_by: 'operator:alice',
      });
      expect(await balanceOf(member.id)).toBe(600_00n);
      expect(await transferKinds(member.id)).toEqual(['withdrawal_hold', 'withdrawal_paid']);
      expect((await auditOf(orderNumber)).map((row) => [row.actor, row.action])).toEqual([
        ['operator:alice', 'withdrawal.approve'],
      ]);
      const seen = await t.call(withdrawalOrderCall, { order_number: orderNumber }, { token });
      expect(seen.envelope.apiResponseData.order.status).toBe('paid');
      await expectClean();
    });

    it('rejects: the held money goes back to the main wallet, with the reason', async () => {
      const { member, token, orderNumber } = await pendingOrder();
      const answer = await reject(orderNumber);
      expect(answer.envelope.apiResponseData.order).toMatchObject({
        status: 'rejected',
        reason: 'name does not match',
      });
      expect(await balanceOf(member.id)).toBe(1_000_00n);
      expect(await transferKinds(member.id)).toEqual(['withdrawal_hold', 'withdrawal_return']);
      expect((await auditOf(orderNumber)).map((row) => [row.action, row.reason])).toEqual([
        ['withdrawal.reject', 'name does not match'],
      ]);
      const info = await t.call(withdrawalInfoCall, {}, { token });
      expect(info.envelope.apiResponseData.pending).toEqual([]);
      await expectClean();
    });

    it('tells the member channel the new balance after the hold and after a rejection', async () => {
      const seen: string[] = [];
      const { member, token } = await newMember();
      const stop = t.app.deps.events.subscribe('member.cash', (event) => {
        if (event.memberId === member.id) seen.push(event.cash);
      });
      try {
        const made = await withdraw(token, { amount: '400' });
        await reject(made.envelope.apiResponseData.order.order_number);
      } finally {
        stop();
      }
      expect(seen).toEqual(['600.00', '1000.00']);
    });

    it('answers 107 for a decided order and changes nothing', async () => {
      const { member, orderNumber } = await pendingOrder();
      await approve(orderNumber);
      expect((await reject(orderNumber)).envelope.code).toBe('107');
      expect((await approve(orderNumber)).envelope.code).toBe('107');
      expect(await balanceOf(member.id)).toBe(600_00n);
      expect(await transferKinds(member.id)).toEqual(['withdrawal_hold', 'withdrawal_paid']);
      expect(await auditOf(orderNumber)).toHaveLength(1);
    });

    it('lets exactly one of simultaneous approvals and rejections win', async () => {
      const { member, orderNumber } = await pendingOrder();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? approve(orderNumber) : reject(orderNumber))),
      );
      expect(answers.filter((answer) => answer.envelope.code === '100')).toHaveLength(1);
      expect(answers.filter((answer) => answer.envelope.code === '107')).toHaveLength(9);
      const [order] = await ordersOf(member.id);
      const kinds = await transferKinds(member.id);
      expect(kinds).toHaveLength(2);
      expect(await balanceOf(member.id)).toBe(order?.status === 'paid' ? 600_00n : 1_000_00n);
      expect(await auditOf(orderNumber)).toHaveLength(1);
      await expectClean();
    });

    it('answers 106 for an unknown order', async () => {
      expect((await approve('W2026010100000000')).envelope.code).toBe('106');
    });

    it('refuses calls without a key or with a revoked key (401)', async () => {
      const { orderNumber } = await pendingOrder();
      const created = await t.app.deps.operators.create(1, `bob-${nextKey()}`);
      if (!created) throw new Error('operator not created');
      await t.app.deps.operators.revoke(1, created.operator.name);
      expect((await approve(orderNumber, '')).status).toBe(401);
      expect((await reject(orderNumber, created.key)).status).toBe(401);
      expect((await t.call(operatorWithdrawalListCall, {}, { token: created.key })).status).toBe(
        401,
      );
      const [order] = await t.database.db
        .select()
        .from(withdrawalOrders)
        .where(eq(withdrawalOrders.orderNumber, orderNumber));
      expect(order?.status).toBe('pending');
    });

    it('keeps another site operator away from this site orders', async () => {
      const { orderNumber } = await pendingOrder();
      const otherSite = await createSecondSite(t);
      const other = await t.app.deps.operators.create(otherSite, 'carol');
      if (!other) throw new Error('operator not created');
      expect((await approve(orderNumber, other.key)).envelope.code).toBe('106');
      expect((await reject(orderNumber, other.key)).envelope.code).toBe('106');
      const list = await t.call(operatorWithdrawalListCall, {}, { token: other.key });
      expect(list.envelope.apiResponseData.list).toEqual([]);
      const [order] = await t.database.db
        .select()
        .from(withdrawalOrders)
        .where(eq(withdrawalOrders.orderNumber, orderNumber));
      expect(order?.status).toBe('pending');
    });

    it('approves, rejects and lists from the command line, with audit entries', async () => {
      const first = await pendingOrder('111');
      const second = await pendingOrder('222');
      const listed = await site('withdrawal', 'list');
      expect(listed.code).toBe(0);
      expect(listed.output).toContain(first.orderNumber);
      expect(listed.output).toContain('222.00 RMB');

      const approved = await site('withdrawal', 'approve', first.orderNumber);
      expect(approved).toMatchObject({ code: 0 });
      expect(approved.output).toContain('is paid');
      expect(await balanceOf(first.member.id)).toBe(889_00n);

      expect((await site('withdrawal', 'reject', second.orderNumber)).code).toBe(2);
      const rejected = await site(
        'withdrawal',
        'reject',
        second.orderNumber,
        '--reason',
        'fraud check',
      );
      expect(rejected.code).toBe(0);
      expect(await balanceOf(second.member.id)).toBe(1_000_00n);

      const again = await site('withdrawal', 'approve', second.orderNumber);
      expect(again.code).toBe(1);
      expect(again.output).toContain('already been processed');

      const audit = [...(await auditOf(first.orderNumber)), ...(await auditOf(second.orderNumber))];
      expect(audit.map((row) => [row.action, row.reason])).toEqual([
        ['withdrawal.approve', ''],
        ['withdrawal.reject', 'fraud check'],
      ]);
      expect(audit.every((row) => row.actor.startsWith('cli:'))).toBe(true);
      expect((await site('withdrawal', 'bogus')).code).toBe(2);
      await expectClean();
    });
  });

  it('answers 108 when the site takes no withdrawals in the currency', async () => {
    const { member, token } = await newMember();
    await t.database.db.delete(withdrawalSettings).where(eq(withdrawalSettings.siteId, 1));
    expect((await withdraw(token)).envelope.code).toBe('108');
    expect(await ordersOf(member.id)).toHaveLength(0);
  });
});
