import {
  operatorRedEnvelopeCancelCall,
  operatorRedEnvelopeListCall,
  operatorRedEnvelopeScheduleCall,
  redEnvelopeClaimCall,
  redEnvelopePromotionCall,
  transactionRecordCall,
} from '@member-site/contracts';
import { MEMBER_STATUSES, SITE_TIME_ZONE } from '@member-site/contracts/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, depositOrders, members } from '../../db/schema';
import { dataOf } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createFundedMember, createLoggedInMember } from '../../test/members';
import { channelId, mainBalance } from '../deposit/deposit.testing';
import { isLedgerClean, verifyLedger } from '../ledger/ledger.service';
import { bonusBalance, moveWindow, scheduleBody, transferCount } from './red-envelope.testing';

let t: TestApp;
let key: string;

const schedule = async (body: Parameters<typeof scheduleBody>[0] = {}) =>
  dataOf(await t.call(operatorRedEnvelopeScheduleCall, scheduleBody(body), { token: key }));

const claim = (token: string, id: unknown) => t.call(redEnvelopeClaimCall, { id }, { token });
const current = async (token: string) =>
  dataOf(await t.call(redEnvelopePromotionCall, {}, { token }));

beforeAll(async () => {
  t = await buildTestApp();
  const created = await t.app.deps.operators.create(1, 'promo');
  if (!created) throw new Error('operator not created');
  key = created.key;
});
afterAll(async () => t.close());

describe('red envelopes for members', () => {
  it('shows the running envelope, pays it once into the main wallet, then shows none', async () => {
    const { member, token } = await createLoggedInMember(t);
    const promotion = await schedule({ pool: '100.00', count: 10 });
    expect(promotion).toMatchObject({ phase: 'running', pool: '100.00', envelope_count: 10 });

    expect(await current(token)).toEqual({ id: promotion.id, end_at: promotion.end_at });
    const paid = dataOf(await claim(token, promotion.id));
    expect(Number(paid.cash)).toBeGreaterThan(0);
    expect(paid.balance).toBe(paid.cash);
    expect(await mainBalance(t, member.id)).toBe(BigInt(Math.round(Number(paid.cash) * 100)));

    const again = await claim(token, promotion.id);
    expect(again.envelope).toMatchObject({
      code: '102',
      codeFull: 'redEnvelope.102',
      message: 'You have already opened this red envelope.',
      apiResponseData: { reason: 'claimed' },
    });
    expect(await current(token)).toBeNull();

    // The member's transfer record shows it as a promotion, the house's side of it not at all.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(new Date());
    const record = dataOf(
      await t.call(
        transactionRecordCall,
        { start_date: today, end_date: today, type: 'promotion' },
        { token },
      ),
    );
    expect(record.list).toHaveLength(1);
    expect(record.list[0]).toMatchObject({
      kind: 'promotion_award',
      type: 'promotion',
      direction: 'credit',
      amount: paid.cash,
    });
    expect(isLedgerClean(await verifyLedger(t.database.db))).toBe(true);
  });

  it('pays one of twenty simultaneous requests of the same member', async () => {
    const { member, token } = await createLoggedInMember(t);
    const promotion = await schedule({ pool: '50.00', count: 5 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(token, promotion.id)));
    const paid = answers.filter((answer) => answer.envelope.code === '100');
    expect(paid).toHaveLength(1);
    expect(
      answers
        .filter((answer) => answer.envelope.code !== '100')
        .every(
          (answer) =>
            answer.envelope.code === '102' &&
            JSON.stringify(answer.envelope.apiResponseData) === '{"reason":"claimed"}',
        ),
    ).toBe(true);
    const cash = (paid[0]?.envelope.apiResponseData as { cash: string }).cash;
    expect(await mainBalance(t, member.id)).toBe(BigInt(Math.round(Number(cash) * 100)));
  });

  it('refuses every bad claim with its code and moves nothing', async () => {
    const { member, token } = await createFundedMember(t, 5_00n);
    const running = await schedule();
    const awards = () => transferCount(t, 'promotion_award');
    const before = await awards();
    const expectRefused = async (id: unknown, code: string, reason?: string, message?: RegExp) => {
      const answer = await claim(token, id);
      expect(answer.status).toBe(code === '400' ? 400 : 200);
      expect(answer.envelope.code, JSON.stringify(answer.envelope)).toBe(code);
      if (reason) expect(answer.envelope.apiResponseData).toEqual({ reason });
      if (message) expect(answer.envelope.message).toMatch(message);
    };

    // Unknown, and another currency's.
    await expectRefused(999_999, '102', 'unavailable', /not available/);
    const usd = await schedule({ currency: 'USD' });
    await expectRefused(usd.id, '102', 'unavailable');
    // Not started yet: the envelope stays.
    const upcoming = await schedule();
    await moveWindow(t, upcoming.id, new Date(Date.now() + 60_000), new Date(Date.now() + 120_000));
    await expectRefused(upcoming.id, '101', undefined, /not started/);
    // Ended.
    const ended = await schedule();
    await moveWindow(t, ended.id, new Date(Date.now() - 120_000), new Date(Date.now() - 1_000));
    await expectRefused(ended.id, '102', 'ended', /has ended/);
    // Cancelled.
    const cancelled = await schedule();
    dataOf(
      await t.call(
        operatorRedEnvelopeCancelCall,
        { id: cancelled.id, reason: 'typo' },
        { token: key },
      ),
    );
    await expectRefused(cancelled.id, '102', 'ended');
    // Every envelope taken.
    const single = await schedule({ pool: '1.00', count: 1 });
    const other = await createLoggedInMember(t);
    dataOf(await claim(other.token, single.id));
    const afterOther = await awards();
    await expectRefused(single.id, '102', 'exhausted', /All the red envelopes/);
    // Not eligible: the message names the deposit asked for.
    const rich = await schedule({ min_deposit: '50.00' });
    await expectRefused(rich.id, '103', undefined, /\(50\.00 RMB\)/);
    // Malformed ids.
    for (const id of [undefined, 'abc', -1, 0, 1.5, '1; drop table', { id: 1 }]) {
      await expectRefused(id, '400');
    }
    expect(await awards()).toBe(afterOther);
    expect(afterOther).toBe(before + 1);
    expect(await mainBalance(t, member.id)).toBe(5_00n);

    // A frozen account takes no money: its session is refused (401), and the service answers
    // 104 should the status change between the session check and the claim.
    await t.database.db
      .update(members)
      .set({ status: MEMBER_STATUSES.frozen })
      .where(eq(members.id, member.id));
    expect((await claim(token, running.id)).status).toBe(401);
    await expect(
      t.app.deps.redEnvelopes.claim(
        { ...member, status: MEMBER_STATUSES.frozen },
        running.id,
        'en_US',
      ),
    ).rejects.toMatchObject({ code: '104' });
    expect(await awards()).toBe(afterOther);
  });

  it('asks for a session before it looks at the body', async () => {
    const answer = await t.call(redEnvelopeClaimCall, { id: 'not a number' });
    expect(answer.status).toBe(401);
    expect((await t.call(redEnvelopePromotionCall, {})).status).toBe(401);
  });

  it('lets a member who deposited enough since the date claim', async () => {
    // VND, where no other test runs a promotion.
    const { member, token } = await createFundedMember(t, 60n, { currency: 'VND' });
    const promotion = await schedule({
      currency: 'VND',
      pool: '1000',
      min_deposit: '50',
      deposit_since: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(await current(token)).toBeNull();
    expect((await claim(token, promotion.id)).envelope.code).toBe('103');
    // An approved deposit of 60.00 made today.
    const [transfer] = await t.database.db.query.ledgerTransfers.findMany({
      where: (row, { like }) => like(row.idempotencyKey, `fund:${member.id}:%`),
    });
    await t.database.db.insert(depositOrders).values({
      siteId: 1,
      memberId: member.id,
      channelId: await channelId(t, 'bank_transfer', 'VND'),
      orderNumber: `DTEST${member.id}`,
      requestId: `req-${member.id}-eligible`,
      currency: 'VND',
      amount: 60n,
      status: 'approved',
      ledgerTransferId: transfer?.id ?? null,
      decidedAt: new Date(),
    });
    expect(await current(token)).toEqual({ id: promotion.id, end_at: promotion.end_at });
    expect((await claim(token, promotion.id)).envelope.code).toBe('100');
  });
});

describe('red envelopes for the operator', () => {
  it('sets the pool aside at scheduling, audits it, and cancelling returns what was left', async () => {
    const bonusBefore = await bonusBalance(t);
    const promotion = await schedule({ pool: '30.00', rule: 'equal', amount: '3.00' });
    expect(promotion).toMatchObject({ envelope_count: 10, rule: 'equal', claimed_count: 0 });
    expect(await bonusBalance(t)).toBe(bonusBefore - 30_00n);

    const { token } = await createLoggedInMember(t);
    expect(dataOf(await claim(token, promotion.id)).cash).toBe('3.00');

    const listed = dataOf(
      await t.call(operatorRedEnvelopeListCall, { currency: 'RMB' }, { token: key }),
    );
    expect(listed.list.find((row) => row.id === promotion.id)).toMatchObject({
      claimed_count: 1,
      claimed_amount: '3.00',
    });

    const cancelled = dataOf(
      await t.call(
        operatorRedEnvelopeCancelCall,
        { id: promotion.id, reason: 'ended early' },
        { token: key },
      ),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', returned_amount: '27.00' });
    expect(await bonusBalance(t)).toBe(bonusBefore - 3_00n);
    const again = await t.call(
      operatorRedEnvelopeCancelCall,
      { id: promotion.id, reason: 'again' },
      { token: key },
    );
    expect(again.envelope.code).toBe('107');
    expect(
      (await t.call(operatorRedEnvelopeCancelCall, { id: 999_999, reason: 'x' }, { token: key }))
        .envelope.code,
    ).toBe('106');

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'red_envelope_promotion'),
          eq(auditLog.targetId, String(promotion.id)),
        ),
      );
    expect(audit.map((row) => [row.actor, row.action, row.reason])).toEqual([
      ['operator:promo', 'red_envelope.schedule', 'launch party'],
      ['operator:promo', 'red_envelope.cancel', 'ended early'],
    ]);
    expect(isLedgerClean(await verifyLedger(t.database.db))).toBe(true);
  });

  it('gives an ended promotion’s unclaimed pool back once the timer sees it end', async () => {
    const bonusBefore = await bonusBalance(t, 'USD');
    const promotion = await schedule({ currency: 'USD', pool: '20.00', rule: 'equal', count: 4 });
    const { token } = await createLoggedInMember(t, { currency: 'USD' });
    expect(dataOf(await claim(token, promotion.id)).cash).toBe('5.00');
    // Earlier tests' ended promotions finish here; this running one does not.
    await t.app.deps.redEnvelopeAdmin.finishEnded();
    const running = await t.app.deps.redEnvelopeAdmin.list(1, 'USD');
    expect(running.find((listed) => listed.id === promotion.id)?.status).toBe('scheduled');
    await moveWindow(t, promotion.id, new Date(Date.now() - 120_000), new Date(Date.now() - 1_000));
    expect(await t.app.deps.redEnvelopeAdmin.finishEnded()).toBe(1);
    expect(await bonusBalance(t, 'USD')).toBe(bonusBefore - 5_00n);
    const [row] = (await t.app.deps.redEnvelopeAdmin.list(1, 'USD')).filter(
      (listed) => listed.id === promotion.id,
    );
    expect(row).toMatchObject({ status: 'finished', phase: 'ended', returned_amount: '15.00' });
    const cancel = await t.call(
      operatorRedEnvelopeCancelCall,
      { id: promotion.id, reason: 'late' },
      { token: key },
    );
    expect(cancel.envelope.code).toBe('107');
    expect(await t.app.deps.redEnvelopeAdmin.finishEnded()).toBe(0);
    expect(isLedgerClean(await verifyLedger(t.database.db))).toBe(true);
  });

  it('refuses schedules that cannot work, with their code, and sets nothing aside', async () => {
    const before = await transferCount(t);
    const hour = 3_600_000;
    const refused = async (body: Parameters<typeof scheduleBody>[0], code: string) => {
      const answer = await t.call(operatorRedEnvelopeScheduleCall, scheduleBody(body), {
        token: key,
      });
      expect(answer.envelope.code, JSON.stringify([body, answer.envelope])).toBe(code);
    };
    await refused({ currency: 'THB' }, '461');
    await refused({ end_at: new Date(Date.now() - 1000).toISOString() }, '117');
    await refused(
      {
        start_at: new Date(Date.now() + 2 * hour).toISOString(),
        end_at: new Date(Date.now() + hour).toISOString(),
      },
      '117',
    );
    await refused({ end_at: new Date(Date.now() + 40 * 24 * hour).toISOString() }, '117');
    await refused({ start_at: 'tomorrow' }, '400');
    await refused({ pool: 'abc' }, '101');
    await refused({ pool: '-5' }, '101');
    await refused({ pool: '1.001' }, '101');
    await refused({ count: undefined }, '101');
    await refused({ count: 0 }, '400');
    await refused({ count: 200_000 }, '101');
    await refused({ pool: '1.00', count: 101 }, '101');
    await refused({ min: '20.00', count: 10, pool: '100.00' }, '101');
    await refused({ max: '5.00', count: 10, pool: '100.00' }, '101');
    await refused({ rule: 'equal', count: undefined, amount: '3.00', pool: '10.00' }, '101');
    await refused({ rule: 'equal', count: 5, amount: '3.00', pool: '30.00' }, '101');
    await refused({ rule: 'fixed' as never }, '400');
    expect(await transferCount(t)).toBe(before);
    const answer = await t.call(operatorRedEnvelopeScheduleCall, scheduleBody(), {
      token: 'op_not_a_key_at_all_but_long_enough_1234',
    });
    expect(answer.status).toBe(401);
  });
});
