import {
  SUCCESS_CODE,
  dwRecordCall,
  transactionRecordCall,
  type TransactionRecord,
} from '@member-site/contracts';
import { SITE_TIME_ZONE, type LedgerTransferKind } from '@member-site/contracts/constants';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  depositOrders,
  gameProviders,
  ledgerTransfers,
  paymentChannels,
  withdrawalOrders,
} from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { type TestMember, createLoggedInMember } from '../../test/members';
import { nextKey } from '../ledger/ledger.testing';
import { siteDayRange, startOfZonedDay } from './records.service';

/** Today's date in the site's time zone. */
const siteToday = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(new Date());

describe('records: Transaction and DWRecord', () => {
  let t: TestApp;
  let alice: { member: TestMember; token: string };
  let bob: { member: TestMember; token: string };
  let gpId: number;
  let channelId: number;
  const today = siteToday();
  const range = { start_date: today, end_date: today };

  const accounts = async (member: TestMember) => {
    const { ledger } = t.app.deps;
    const base = { siteId: 1, currency: 'RMB' as const };
    return {
      main: await ledger.ensureAccount({ ...base, kind: 'member_main', memberId: member.id }),
      game: await ledger.ensureAccount({
        ...base,
        kind: 'member_provider',
        memberId: member.id,
        provider: 'recgame',
      }),
      deposits: await ledger.ensureAccount({ ...base, kind: 'house_deposits' }),
      held: await ledger.ensureAccount({ ...base, kind: 'house_withdrawals_held' }),
      house: await ledger.ensureAccount({ ...base, kind: 'house_provider', provider: 'recgame' }),
    };
  };

  const move = async (
    kind: LedgerTransferKind,
    amount: bigint,
    from: number,
    to: number,
    memo?: object,
  ) =>
    (
      await t.app.deps.ledger.transfer({
        siteId: 1,
        idempotencyKey: nextKey(kind),
        kind,
        currency: 'RMB',
        amount,
        from,
        to,
        ...(memo ? { memo: memo as Record<string, unknown> } : {}),
      })
    ).transferId;

  const adjust = (member: TestMember, direction: 'credit' | 'debit', amount: string) =>
    t.app.deps.operators.adjust({
      siteId: 1,
      actor: 'tester',
      memberAccount: member.account,
      direction,
      amount,
      reason: 'records test',
      requestId: nextKey('adj'),
    });

  const setTime = (ids: number[], iso: string) =>
    t.database.db
      .update(ledgerTransfers)
      .set({ createdAt: new Date(iso) })
      .where(inArray(ledgerTransfers.id, ids));

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await createLoggedInMember(t);
    bob = await createLoggedInMember(t);
    const [provider] = await t.database.db
      .insert(gameProviders)
      .values({ siteId: 1, code: 'recgame', name: { en_US: 'Rec Games', zh_CN: '记录游戏' } })
      .returning();
    gpId = provider!.id;
    const [channel] = await t.database.db
      .insert(paymentChannels)
      .values({
        siteId: 1,
        currency: 'RMB',
        kind: 'bank_transfer',
        name: { en_US: 'Bank transfer', zh_CN: '银行转账' },
        minAmount: 100n,
        maxAmount: 10_000_000n,
      })
      .returning();
    channelId = channel!.id;

    // Alice, in order: deposit 100, into the game 30, game win 5, out of the game 35,
    // withdrawal hold 50, adjustment +12.34, adjustment -2.
    const a = await accounts(alice.member);
    await move('deposit', 10_000n, a.deposits.id, a.main.id, { order_number: 'D2026000000001' });
    await move('transfer_in', 3_000n, a.main.id, a.game.id, { provider: 'recgame' });
    await move('game_settlement', 500n, a.house.id, a.game.id, { provider: 'recgame' });
    await move('transfer_out', 3_500n, a.game.id, a.main.id, { provider: 'recgame' });
    await move('withdrawal_hold', 5_000n, a.main.id, a.held.id, { order_number: 'W2026000000001' });
    await adjust(alice.member, 'credit', '12.34');
    await adjust(alice.member, 'debit', '2');
    // Bob: one deposit Alice must never see.
    const b = await accounts(bob.member);
    await move('deposit', 99_900n, b.deposits.id, b.main.id, { order_number: 'D2026000000002' });
  });

  afterAll(async () => {
    await t.close();
  });

  describe('Transaction', () => {
    it('answers 401 without a session', async () => {
      const { status } = await t.call(transactionRecordCall, range);
      expect(status).toBe(401);
    });

    it('refuses malformed input with 400', async () => {
      for (const body of [
        { start_date: 'yesterday', end_date: today },
        { ...range, count: 0 },
        { ...range, count: 101 },
        { ...range, page: -1 },
        { ...range, type: 'bonus' },
        { ...range, member_id: bob.member.id },
        { start_date: today },
      ]) {
        const { status } = await t.call(transactionRecordCall, body, { token: alice.token });
        expect(status, JSON.stringify(body)).toBe(400);
      }
    });

    it('answers money 117 for a range that is backwards, too long or not a date', async () => {
      for (const body of [
        { start_date: '2026-03-10', end_date: '2026-03-09' },
        { start_date: '2026-01-01', end_date: '2026-04-01' },
        { start_date: '2026-02-30', end_date: '2026-03-01' },
      ]) {
        const { status, envelope } = await t.call(transactionRecordCall, body, {
          token: alice.token,
        });
        expect(status, JSON.stringify(body)).toBe(200);
        expect(envelope.code).toBe('117');
      }
      const ninety = await t.call(
        transactionRecordCall,
        { start_date: '2026-01-01', end_date: '2026-03-31' },
        { token: alice.token },
      );
      expect(ninety.envelope.code).toBe(SUCCESS_CODE);
    });

    it("lists the member's own movements newest first, with sign, wallet and order number", async () => {
      const { envelope } = await t.call(transactionRecordCall, range, { token: alice.token });
      expect(envelope.code).toBe(SUCCESS_CODE);
      const data = envelope.apiResponseData;
      expect(data.total_count).toBe(7);
      expect(data.page).toBe(1);
      expect(data.count).toBe(20);
      const summary = data.list.map((row) => [
        row.kind,
        row.direction,
        row.amount,
        row.wallet.type,
      ]);
      expect(summary).toEqual([
        ['adjustment', 'debit', '2.00', 'main'],
        ['adjustment', 'credit', '12.34', 'main'],
        ['withdrawal_hold', 'debit', '50.00', 'main'],
        ['transfer_out', 'credit', '35.00', 'provider'],
        ['game_settlement', 'credit', '5.00', 'provider'],
        ['transfer_in', 'debit', '30.00', 'provider'],
        ['deposit', 'credit', '100.00', 'main'],
      ]);
      const deposit = data.list.at(-1)!;
      expect(deposit.order_number).toBe('D2026000000001');
      expect(deposit.type).toBe('deposit');
      expect(deposit.currency).toBe('RMB');
      expect(new Date(deposit.time).toISOString()).toBe(deposit.time);
      const transferIn = data.list.find((row) => row.kind === 'transfer_in')!;
      expect(transferIn.wallet).toEqual({
        type: 'provider',
        gp_id: gpId,
        code: 'recgame',
        name: 'Rec Games',
      });
      expect(transferIn.order_number).toBeNull();
      expect(data.list.every((row) => row.amount !== '999.00')).toBe(true);

      const zh = await t.call(transactionRecordCall, range, {
        token: alice.token,
        language: 'zh_CN',
      });
      expect(
        zh.envelope.apiResponseData.list.find((row) => row.kind === 'transfer_in')!.wallet.name,
      ).toBe('记录游戏');
    });

    it("never shows another member's movements", async () => {
      const { envelope } = await t.call(transactionRecordCall, range, { token: bob.token });
      expect(envelope.apiResponseData.total_count).toBe(1);
      expect(envelope.apiResponseData.list.map((row) => row.amount)).toEqual(['999.00']);
    });

    it('filters by type group', async () => {
      const kindsOf = async (type: string) => {
        const { envelope } = await t.call(
          transactionRecordCall,
          { ...range, type },
          { token: alice.token },
        );
        return envelope.apiResponseData.list.map((row: TransactionRecord) => row.kind);
      };
      expect(await kindsOf('transfer')).toEqual(['transfer_out', 'transfer_in']);
      expect(await kindsOf('deposit')).toEqual(['deposit']);
      expect(await kindsOf('withdrawal')).toEqual(['withdrawal_hold']);
      expect(await kindsOf('settlement')).toEqual(['game_settlement']);
      expect(await kindsOf('adjustment')).toEqual(['adjustment', 'adjustment']);
    });

    it('pages in SQL: total stays, pages do not overlap, past the end is empty', async () => {
      const pages = [];
      for (const page of [1, 2, 3, 4]) {
        const { envelope } = await t.call(
          transactionRecordCall,
          { ...range, page, count: 3 },
          { token: alice.token },
        );
        expect(envelope.apiResponseData.total_count).toBe(7);
        pages.push(envelope.apiResponseData.list.map((row) => row.id));
      }
      expect(pages.map((ids) => ids.length)).toEqual([3, 3, 1, 0]);
      expect(new Set(pages.flat()).size).toBe(7);
    });

    it('puts a movement just before midnight in Caracas on that Caracas day', async () => {
      const member = await createLoggedInMember(t);
      const a = await accounts(member.member);
      const late = await move('deposit', 700n, a.deposits.id, a.main.id);
      const early = await move('deposit', 800n, a.deposits.id, a.main.id);
      // 03:59:59 UTC on 10 March is 23:59:59 on 9 March in Caracas (UTC-4).
      await setTime([late], '2026-03-10T03:59:59.000Z');
      await setTime([early], '2026-03-10T04:00:00.000Z');
      const amounts = async (start_date: string, end_date: string) => {
        const { envelope } = await t.call(
          transactionRecordCall,
          { start_date, end_date },
          { token: member.token },
        );
        return envelope.apiResponseData.list.map((row) => row.amount);
      };
      expect(await amounts('2026-03-09', '2026-03-09')).toEqual(['7.00']);
      expect(await amounts('2026-03-10', '2026-03-10')).toEqual(['8.00']);
      expect(await amounts('2026-03-09', '2026-03-10')).toEqual(['8.00', '7.00']);
      expect(await amounts('2026-03-11', '2026-03-11')).toEqual([]);
    });
  });

  describe('DWRecord', () => {
    let carol: { member: TestMember; token: string };

    beforeAll(async () => {
      carol = await createLoggedInMember(t);
      const a = await accounts(carol.member);
      const credit = await move('deposit', 20_000n, a.deposits.id, a.main.id);
      const hold1 = await move('withdrawal_hold', 3_000n, a.main.id, a.held.id);
      const hold2 = await move('withdrawal_hold', 4_000n, a.main.id, a.held.id);
      const returned = await move('withdrawal_return', 4_000n, a.held.id, a.main.id);
      const at = (seconds: number) => new Date(Date.now() - (10 - seconds) * 1000);
      const deposit = (n: number, status: 'pending' | 'approved' | 'rejected', extra = {}) => ({
        siteId: 1,
        memberId: carol.member.id,
        channelId,
        orderNumber: `D20260101000000${n}`,
        requestId: nextKey('dep'),
        currency: 'RMB' as const,
        amount: 10_000n * BigInt(n),
        status,
        createdAt: at(n),
        ...extra,
      });
      await t.database.db
        .insert(depositOrders)
        .values([
          deposit(1, 'approved', { ledgerTransferId: credit, decidedAt: at(2), decidedBy: 'op' }),
          deposit(3, 'rejected', { decidedAt: at(4), reason: 'no money arrived' }),
          deposit(5, 'pending', { reason: '' }),
        ]);
      const withdrawal = (n: number, holdTransferId: number, extra = {}) => ({
        siteId: 1,
        memberId: carol.member.id,
        orderNumber: `W20260101000000${n}`,
        requestId: nextKey('wd'),
        currency: 'RMB' as const,
        amount: 1_000n * BigInt(n),
        bankName: 'Bank',
        accountName: 'Carol',
        accountNumber: '6222000011112222',
        holdTransferId,
        createdAt: at(n),
        ...extra,
      });
      await t.database.db.insert(withdrawalOrders).values([
        withdrawal(2, hold1),
        withdrawal(4, hold2, {
          status: 'rejected',
          settleTransferId: returned,
          decidedAt: at(6),
          reason: 'name mismatch',
        }),
      ]);
      // Bob has an order Carol must never see.
      const b = await accounts(bob.member);
      const bobHold = await move('withdrawal_hold', 100n, b.main.id, b.held.id);
      await t.database.db.insert(withdrawalOrders).values({
        ...withdrawal(9, bobHold),
        memberId: bob.member.id,
        orderNumber: 'W202601019999999',
      });
    });

    it('answers 401 without a session and 400 for bad input', async () => {
      expect((await t.call(dwRecordCall, range)).status).toBe(401);
      for (const body of [
        { ...range, type: 'transfer' },
        { ...range, status: 'lost' },
        { ...range, count: '10' },
        { start_date: '2026/01/01', end_date: today },
      ]) {
        const { status } = await t.call(dwRecordCall, body, { token: carol.token });
        expect(status, JSON.stringify(body)).toBe(400);
      }
      const backwards = await t.call(
        dwRecordCall,
        { start_date: today, end_date: '2020-01-01' },
        { token: carol.token },
      );
      expect(backwards.envelope.code).toBe('117');
    });

    it('lists deposits and withdrawals together, newest first', async () => {
      const { envelope } = await t.call(dwRecordCall, range, {
        token: carol.token,
        language: 'zh_CN',
      });
      expect(envelope.code).toBe(SUCCESS_CODE);
      const data = envelope.apiResponseData;
      expect(data.total_count).toBe(5);
      expect(data.list.map((row) => [row.order_number, row.type, row.status, row.amount])).toEqual([
        ['D202601010000005', 'deposit', 'pending', '500.00'],
        ['W202601010000004', 'withdrawal', 'rejected', '40.00'],
        ['D202601010000003', 'deposit', 'rejected', '300.00'],
        ['W202601010000002', 'withdrawal', 'pending', '20.00'],
        ['D202601010000001', 'deposit', 'approved', '100.00'],
      ]);
      const [pending, rejectedWithdrawal, rejectedDeposit, pendingWithdrawal, approved] = data.list;
      expect(pending!.channel_name).toBe('银行转账');
      expect(pending!.decided_at).toBeNull();
      expect(pending!.reason).toBeNull();
      expect(pendingWithdrawal!.channel_name).toBeNull();
      expect(rejectedWithdrawal!.reason).toBe('name mismatch');
      expect(rejectedDeposit!.reason).toBe('no money arrived');
      expect(approved!.reason).toBeNull();
      expect(approved!.decided_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(new Date(approved!.created_at).getTime()).toBeLessThan(
        new Date(approved!.decided_at!).getTime(),
      );
      expect(data.list.some((row) => row.order_number === 'W202601019999999')).toBe(false);
    });

    it('filters by type and status', async () => {
      const numbers = async (filter: object) => {
        const { envelope } = await t.call(
          dwRecordCall,
          { ...range, ...filter },
          { token: carol.token },
        );
        return [
          envelope.apiResponseData.total_count,
          envelope.apiResponseData.list.map((row) => row.order_number),
        ];
      };
      expect(await numbers({ type: 'deposit' })).toEqual([
        3,
        ['D202601010000005', 'D202601010000003', 'D202601010000001'],
      ]);
      expect(await numbers({ type: 'withdrawal' })).toEqual([
        2,
        ['W202601010000004', 'W202601010000002'],
      ]);
      expect(await numbers({ status: 'rejected' })).toEqual([
        2,
        ['W202601010000004', 'D202601010000003'],
      ]);
      expect(await numbers({ type: 'withdrawal', status: 'pending' })).toEqual([
        1,
        ['W202601010000002'],
      ]);
      expect(await numbers({ type: 'withdrawal', status: 'approved' })).toEqual([0, []]);
    });

    it('pages through the union', async () => {
      const page = async (n: number) => {
        const { envelope } = await t.call(
          dwRecordCall,
          { ...range, page: n, count: 2 },
          { token: carol.token },
        );
        expect(envelope.apiResponseData.total_count).toBe(5);
        return envelope.apiResponseData.list.map((row) => row.order_number);
      };
      expect(await page(1)).toEqual(['D202601010000005', 'W202601010000004']);
      expect(await page(2)).toEqual(['D202601010000003', 'W202601010000002']);
      expect(await page(3)).toEqual(['D202601010000001']);
      expect(await page(4)).toEqual([]);
    });

    it('keeps orders of other days out of the range', async () => {
      await t.database.db
        .update(depositOrders)
        .set({ createdAt: new Date('2026-03-10T03:59:59.000Z') })
        .where(eq(depositOrders.orderNumber, 'D202601010000001'));
      const { envelope } = await t.call(
        dwRecordCall,
        { start_date: '2026-03-09', end_date: '2026-03-09' },
        { token: carol.token },
      );
      expect(envelope.apiResponseData.list.map((row) => row.order_number)).toEqual([
        'D202601010000001',
      ]);
      const todays = await t.call(dwRecordCall, range, { token: carol.token });
      expect(todays.envelope.apiResponseData.total_count).toBe(4);
      const bobs = await t.call(dwRecordCall, range, { token: bob.token });
      expect(bobs.envelope.apiResponseData.list.map((row) => row.order_number)).toEqual([
        'W202601019999999',
      ]);
    });
  });

  describe('site day range', () => {
    it('turns Caracas days into UTC instants', () => {
      expect(startOfZonedDay('2026-03-10', 'America/Caracas').toISOString()).toBe(
        '2026-03-10T04:00:00.000Z',
      );
      expect(startOfZonedDay('2026-07-01', 'Europe/London').toISOString()).toBe(
        '2026-06-30T23:00:00.000Z',
      );
      const { from, to } = siteDayRange('2026-12-31', '2027-01-01');
      expect(from.toISOString()).toBe('2026-12-31T04:00:00.000Z');
      expect(to.toISOString()).toBe('2027-01-02T04:00:00.000Z');
    });
  });
});
