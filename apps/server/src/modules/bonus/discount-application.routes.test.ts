import {
  bonusListCall,
  discountApplicationsCall,
  discountApplyCall,
  discountDetailCall,
  discountListCall,
  operatorDiscountApplicationsCall,
  operatorDiscountApproveCall,
  operatorDiscountAwardRemoveCall,
  operatorDiscountAwardSetCall,
  operatorDiscountRejectCall,
} from '@member-site/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, discountApplications, discounts, ledgerTransfers } from '../../db/schema';
import { dataOf as data } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { type TestMember, createLoggedInMember } from '../../test/members';
import { bankTransfer } from '../deposit/deposit.testing';
import { isLedgerClean, verifyLedger } from '../ledger/ledger.service';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await buildTestApp();
  const created = await t.app.deps.operators.create(1, 'promotions');
  if (!created) throw new Error('operator not created');
  key = created.key;
});
afterAll(async () => t.close());

const operator = () => ({ token: key });
const DAY = 86_400_000;

/** A discount of the demo site, open now unless told otherwise. */
const newDiscount = async (
  window: { startsAt?: Date | null; endsAt?: Date | null; currency?: 'RMB' | 'USD' | null } = {},
) => {
  const text = { en_US: 'Deposit bonus', zh_CN: '存款优惠' };
  const [row] = await t.database.db
    .insert(discounts)
    .values({
      siteId: 1,
      category: 'deposit',
      currency: window.currency === undefined ? null : window.currency,
      title: text,
      summary: text,
      picture: { en_US: '/media/discount.svg' },
      content: { en_US: '<p>Terms</p>' },
      startsAt: window.startsAt === undefined ? new Date(Date.now() - DAY) : window.startsAt,
      endsAt: window.endsAt === undefined ? new Date(Date.now() + DAY) : window.endsAt,
    })
    .returning();
  if (!row) throw new Error('no discount');
  return row.id;
};

const setAward = (discountId: number, body: Record<string, unknown> = {}) =>
  t.call(
    operatorDiscountAwardSetCall,
    {
      discount_id: discountId,
      currency: 'RMB',
      kind: 'fixed',
      amount: '18.00',
      turnover_multiple: 5,
      reason: 'weekend promotion',
      ...body,
    },
    operator(),
  );

const apply = (token: string, id: number) => t.call(discountApplyCall, { id }, { token });
const approve = (id: number) =>
  t.call(operatorDiscountApproveCall, { id, reason: 'checked' }, operator());
const reject = (id: number) =>
  t.call(operatorDiscountRejectCall, { id, reason: 'not eligible' }, operator());

const applicationRows = (discountId: number) =>
  t.database.db
    .select()
    .from(discountApplications)
    .where(eq(discountApplications.discountId, discountId));

const grantTransfers = (applicationId: number) =>
  t.database.db
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `bonus:discount-application:${applicationId}`));

const balanceOf = async (member: TestMember, kind: 'member_main' | 'member_bonus') =>
  (
    await t.app.deps.ledger.ensureAccount({
      siteId: 1,
      kind,
      memberId: member.id,
      currency: member.currency,
    })
  ).balance;

const expectClean = async () => {
  expect(isLedgerClean(await verifyLedger(t.database.db))).toBe(true);
};

describe('applying for a discount', () => {
  it('shows Apply on a discount with an award, and takes one application per member', async () => {
    const discountId = await newDiscount();
    const plain = await newDiscount();
    expect(data(await setAward(discountId))).toMatchObject({
      discount_id: discountId,
      kind: 'fixed',
      amount: '18.00',
      turnover_multiple: 5,
    });
    const { list } = data(await t.call(discountListCall, {}));
    expect(list.find((entry) => entry.id === discountId)?.apply).toBe(true);
    expect(list.find((entry) => entry.id === plain)?.apply).toBe(false);
    expect(data(await t.call(discountDetailCall, { id: discountId })).detail.apply).toBe(true);

    const { token } = await createLoggedInMember(t);
    const first = data(await apply(token, discountId));
    expect(first).toMatchObject({ discount_id: discountId, status: 'pending', award: null });
    const second = await apply(token, discountId);
    expect(second.envelope.code).toBe('104');
    expect(await applicationRows(discountId)).toHaveLength(1);
    expect((await apply(token, plain)).envelope.code).toBe('101');
    expect(data(await t.call(discountApplicationsCall, {}, { token })).list).toEqual([first]);
  });

  it('answers 101 unknown, 102 not open or ended, 103 another currency, 105 not eligible', async () => {
    const { token } = await createLoggedInMember(t);
    expect((await apply(token, 999_999)).envelope.code).toBe('101');
    const later = await newDiscount({ startsAt: new Date(Date.now() + DAY), endsAt: null });
    data(await setAward(later));
    expect((await apply(token, later)).envelope.code).toBe('102');
    const ended = await newDiscount({ startsAt: null, endsAt: new Date(Date.now() - 1000) });
    data(await setAward(ended));
    expect((await apply(token, ended)).envelope.code).toBe('102');
    const usd = await newDiscount();
    data(await setAward(usd, { currency: 'USD', amount: '5.00' }));
    expect((await apply(token, usd)).envelope.code).toBe('103');
    const percent = await newDiscount();
    data(
      await setAward(percent, {
        kind: 'percent',
        amount: undefined,
        percent: 10,
        cap: '50.00',
      }),
    );
    expect((await apply(token, percent)).envelope.code).toBe('105');
    for (const id of [later, ended, usd, percent]) {
      expect(await applicationRows(id)).toHaveLength(0);
    }
  });

  it('approves once: the award is held with its turnover, and approving again pays nothing', async () => {
    const discountId = await newDiscount();
    data(await setAward(discountId, { expiry_days: 7 }));
    const { member, token } = await createLoggedInMember(t);
    const { id } = data(await apply(token, discountId));
    const approved = data(await approve(id));
    expect(approved).toMatchObject({
      status: 'approved',
      award: '18.00',
      decided_by: 'operator:promotions',
    });
    expect(approved.grant_id).not.toBeNull();
    const again = data(await approve(id));
    expect(again).toEqual(approved);
    expect(await grantTransfers(id)).toHaveLength(1);
    expect(await balanceOf(member, 'member_bonus')).toBe(18_00n);
    expect(await balanceOf(member, 'member_main')).toBe(0n);
    const bonus = data(await t.call(bonusListCall, {}, { token }));
    expect(bonus.list[0]).toMatchObject({
      source: 'discount',
      source_id: discountId,
      amount: '18.00',
      required_turnover: '90.00',
      turnover: '0.00',
      status: 'active',
    });
    expect(bonus.list[0]?.expires_at).not.toBeNull();
    expect(data(await t.call(discountApplicationsCall, {}, { token })).list[0]).toMatchObject({
      status: 'approved',
      award: '18.00',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'discount_application.approve'), eq(auditLog.targetId, String(id))),
      );
    expect(audits).toHaveLength(1);
    await expectClean();
  });

  it('pays once when many approvals of one application arrive together', async () => {
    const discountId = await newDiscount();
    data(await setAward(discountId, { turnover_multiple: 0, amount: '6.00' }));
    const { member, token } = await createLoggedInMember(t);
    const { id } = data(await apply(token, discountId));
    const answers = await Promise.all(Array.from({ length: 8 }, () => approve(id)));
    expect(answers.map((answer) => answer.envelope.code)).toEqual(Array(8).fill('100'));
    expect(await grantTransfers(id)).toHaveLength(1);
    // No turnover asked: the award is cash at once.
    expect(await balanceOf(member, 'member_main')).toBe(6_00n);
    expect(await balanceOf(member, 'member_bonus')).toBe(0n);
    await expectClean();
  });

  it('pays a percent of the deposits since the discount started, up to the cap', async () => {
    const discountId = await newDiscount();
    data(
      await setAward(discountId, {
        kind: 'percent',
        amount: undefined,
        percent: 10,
        cap: '30.00',
        turnover_multiple: 2,
      }),
    );
    const { member, token } = await createLoggedInMember(t);
    const order = data(await bankTransfer(t, token, { amount: '500.00' }));
    await t.app.deps.deposits.decide({
      siteId: 1,
      orderNumber: order.order_number,
      decision: 'approve',
      actor: 'test',
      reason: 'paid',
    });
    const { id } = data(await apply(token, discountId));
    expect(data(await approve(id)).award).toBe('30.00');
    expect(await balanceOf(member, 'member_bonus')).toBe(30_00n);
    await expectClean();
  });

  it('keeps a rejected application rejected, and an approved one approved', async () => {
    const discountId = await newDiscount();
    data(await setAward(discountId));
    const { token } = await createLoggedInMember(t);
    const { id } = data(await apply(token, discountId));
    expect(data(await reject(id)).status).toBe('rejected');
    expect(data(await reject(id)).status).toBe('rejected');
    expect((await approve(id)).envelope.code).toBe('106');
    expect(await grantTransfers(id)).toHaveLength(0);
    expect((await apply(token, discountId)).envelope.code).toBe('104');

    const other = await createLoggedInMember(t);
    const second = data(await apply(other.token, discountId));
    data(await approve(second.id));
    expect((await reject(second.id)).envelope.code).toBe('106');
    expect((await approve(999_999)).envelope.code).toBe('101');
  });

  it('lists the operator’s applications by status and hides one member’s from another', async () => {
    const discountId = await newDiscount();
    data(await setAward(discountId));
    const alice = await createLoggedInMember(t);
    const bob = await createLoggedInMember(t);
    const mine = data(await apply(alice.token, discountId));
    const theirs = data(await apply(bob.token, discountId));
    data(await reject(theirs.id));
    const listed = data(await t.call(discountApplicationsCall, {}, { token: alice.token })).list;
    expect(listed.map((entry) => entry.id)).toContain(mine.id);
    expect(listed.map((entry) => entry.id)).not.toContain(theirs.id);
    const pending = data(
      await t.call(
        operatorDiscountApplicationsCall,
        { status: 'pending', discount_id: discountId },
        operator(),
      ),
    ).list;
    expect(pending.map((entry) => [entry.id, entry.member_account])).toEqual([
      [mine.id, alice.member.account],
    ]);
    const all = data(
      await t.call(operatorDiscountApplicationsCall, { discount_id: discountId }, operator()),
    ).list;
    expect(all).toHaveLength(2);
  });

  it('refuses bad awards and hostile text at the contract or with 107', async () => {
    const discountId = await newDiscount();
    expect((await setAward(discountId, { amount: '-5.00' })).envelope.code).toBe('107');
    expect((await setAward(discountId, { amount: '0' })).envelope.code).toBe('107');
    expect((await setAward(discountId, { turnover_multiple: -1 })).envelope.code).toBe('400');
    expect((await setAward(discountId, { reason: 'bad\u0000reason' })).envelope.code).toBe('400');
    expect(
      (await setAward(discountId, { kind: 'percent', amount: undefined, percent: -10 })).envelope
        .code,
    ).toBe('400');
    expect((await setAward(discountId, { currency: 'WON' })).envelope.code).toBe('461');
    const { token } = await createLoggedInMember(t);
    expect((await t.call(discountApplyCall, { id: -1 }, { token })).envelope.code).toBe('400');
    // A member call without a session is refused before its body is read.
    expect((await t.call(discountApplyCall, { id: 'x\u0007' })).envelope.code).toBe('401');
    expect(
      data(await t.call(discountListCall, {})).list.find((e) => e.id === discountId)?.apply,
    ).toBe(false);
  });

  it('pays each currency its own award of one discount', async () => {
    const discountId = await newDiscount();
    data(await setAward(discountId, { turnover_multiple: 0 }));
    data(await setAward(discountId, { currency: 'USD', amount: '3.00', turnover_multiple: 0 }));
    const yuan = await createLoggedInMember(t);
    const dollar = await createLoggedInMember(t, { currency: 'USD' });
    const a = data(await apply(yuan.token, discountId));
    const b = data(await apply(dollar.token, discountId));
    expect([a.currency, b.currency]).toEqual(['RMB', 'USD']);
    expect(data(await approve(a.id)).award).toBe('18.00');
    expect(data(await approve(b.id)).award).toBe('3.00');
    expect(await balanceOf(dollar.member, 'member_main')).toBe(3_00n);
    await expectClean();
  });

  it('stops taking applications when the award is removed', async () => {
    const discountId = await newDiscount();
    data(await setAward(discountId));
    expect(
      data(
        await t.call(
          operatorDiscountAwardRemoveCall,
          { discount_id: discountId, reason: 'over' },
          operator(),
        ),
      ),
    ).toEqual({ discount_id: discountId, removed: true });
    const { token } = await createLoggedInMember(t);
    expect((await apply(token, discountId)).envelope.code).toBe('101');
  });
});
