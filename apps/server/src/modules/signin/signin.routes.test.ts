import {
  operatorSigninCampaignsCall,
  operatorSigninCloseCall,
  operatorSigninScheduleCall,
  signinCalendarCall,
  signinClaimCall,
  transactionRecordCall,
} from '@member-site/contracts';
import { SITE_TIME_ZONE } from '@member-site/contracts/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, ledgerTransfers, signinClaims } from '../../db/schema';
import { addDays, zonedDateOf } from '../../shared/time';
import { dataOf } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createLoggedInMember } from '../../test/members';
import { isLedgerClean, verifyLedger } from '../ledger/ledger.service';
import { insertCampaign } from './signin.repository';

let t: TestApp;
let key: string;
const today = () => zonedDateOf(new Date(), SITE_TIME_ZONE);

beforeAll(async () => {
  t = await buildTestApp();
  const created = await t.app.deps.operators.create(1, 'promotions');
  if (!created) throw new Error('operator not created');
  key = created.key;
});
afterAll(async () => t.close());

/**
 * A campaign of the currency that started `daysAgo` days ago (written straight to the database:
 * the operator can only schedule from today on), one reward a day: 1.00, 2.00, 3.00, ...
 */
const campaignStarted = async (daysAgo: number, days: number, currency: 'RMB' | 'VND' = 'RMB') =>
  insertCampaign(
    t.database.db,
    {
      siteId: 1,
      currency,
      title: { en_US: 'Daily bonus', zh_CN: '每日签到' },
      startDate: addDays(today(), -daysAgo),
      days,
    },
    Array.from({ length: days }, (_, index) =>
      currency === 'VND' ? BigInt(index + 1) * 1000n : BigInt(index + 1) * 100n,
    ),
  );

/** Close every active campaign, so each test starts with the one it makes. */
const closeAll = async () => {
  const { list } = dataOf(await t.call(operatorSigninCampaignsCall, {}, { token: key }));
  for (const campaign of list.filter((item) => item.status === 'active')) {
    dataOf(
      await t.call(
        operatorSigninCloseCall,
        { campaign_id: campaign.id, reason: 'next test' },
        { token: key },
      ),
    );
  }
};

const claim = (token: string, campaignId: number, date: string) =>
  t.call(signinClaimCall, { campaign_id: campaignId, date }, { token });

const cashOf = async (memberId: number) =>
  (
    await t.app.deps.ledger.ensureAccount({
      siteId: 1,
      kind: 'member_main',
      memberId,
      currency: 'RMB',
    })
  ).balance;

describe('daily sign-in', () => {
  it('shows the calendar with each day’s status and reward, and pays today once', async () => {
    await closeAll();
    const campaign = await campaignStarted(2, 7);
    const { member, token } = await createLoggedInMember(t);
    // Yesterday's sign-in, as it would have been made then.
    const yesterday = addDays(today(), -1);

    const before = dataOf(await t.call(signinCalendarCall, {}, { token, language: 'zh_CN' }));
    expect(before.campaign).toMatchObject({
      id: campaign.id,
      title: '每日签到',
      currency: 'RMB',
      start_date: addDays(today(), -2),
      end_date: addDays(today(), 4),
      today: today(),
      signed_days: 0,
      total_reward: '0.00',
    });
    expect(before.campaign?.days.map((day) => [day.day, day.reward, day.status])).toEqual([
      [1, '1.00', 'is_signin_pass'],
      [2, '2.00', 'is_signin_pass'],
      [3, '3.00', 'click_signin'],
      [4, '4.00', 'is_signin_noopen'],
      [5, '5.00', 'is_signin_noopen'],
      [6, '6.00', 'is_signin_noopen'],
      [7, '7.00', 'is_signin_noopen'],
    ]);

    // A missed day, a day to come, a day outside the campaign: refused, nothing paid.
    expect((await claim(token, campaign.id, yesterday)).envelope.code).toBe('104');
    expect((await claim(token, campaign.id, addDays(today(), 1))).envelope.code).toBe('103');
    expect((await claim(token, campaign.id, addDays(today(), 30))).envelope.code).toBe('101');
    expect((await claim(token, campaign.id, '2026-02-30')).envelope.code).toBe('101');
    expect(await cashOf(member.id)).toBe(0n);

    const paid = await claim(token, campaign.id, today());
    expect(paid.envelope).toMatchObject({
      code: '100',
      apiResponseData: { date: today(), day: 3, reward: '3.00', cash: '3.00' },
    });
    const again = await claim(token, campaign.id, today());
    expect(again.envelope.code).toBe('102');
    expect(again.envelope.message).toBe('You have already signed in today. Come back tomorrow!');
    expect(await cashOf(member.id)).toBe(300n);

    const after = dataOf(await t.call(signinCalendarCall, {}, { token }));
    expect(after.campaign?.days[2]?.status).toBe('click_signin_true');
    expect(after.campaign).toMatchObject({
      title: 'Daily bonus',
      signed_days: 1,
      total_reward: '3.00',
    });

    // The reward is in the member's transfer record, under promotions.
    const record = dataOf(
      await t.call(
        transactionRecordCall,
        { start_date: today(), end_date: today(), type: 'promotion' },
        { token },
      ),
    );
    expect(record.list).toMatchObject([
      { kind: 'signin_reward', type: 'promotion', direction: 'credit', amount: '3.00' },
    ]);
  });

  it('pays one sign-in of a member however many arrive at once, and keeps the ledger exact', async () => {
    await closeAll();
    const campaign = await campaignStarted(0, 3);
    const members = await Promise.all(Array.from({ length: 5 }, () => createLoggedInMember(t)));
    const answers = await Promise.all(
      members.flatMap(({ token }) =>
        Array.from({ length: 8 }, () => claim(token, campaign.id, today())),
      ),
    );
    const codes = answers.map((answer) => answer.envelope.code);
    expect(codes.filter((code) => code === '100')).toHaveLength(5);
    expect(codes.filter((code) => code !== '100').every((code) => code === '102')).toBe(true);
    for (const { member } of members) expect(await cashOf(member.id)).toBe(100n);
    const claims = await t.database.db
      .select()
      .from(signinClaims)
      .where(eq(signinClaims.campaignId, campaign.id));
    expect(claims).toHaveLength(5);
    const transfers = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.kind, 'signin_reward')));
    expect(transfers.filter((row) => row.memo?.campaign_id === campaign.id)).toHaveLength(5);
    expect(isLedgerClean(await verifyLedger(t.database.db))).toBe(true);
  });

  it('keeps a campaign to its currency, and to its time: closed, it pays no more', async () => {
    await closeAll();
    const vnd = await campaignStarted(0, 3, 'VND');
    const rmb = await createLoggedInMember(t);
    const vndMember = await createLoggedInMember(t, { currency: 'VND' });
    // The RMB member has no campaign; the VND campaign is not theirs to claim.
    expect(dataOf(await t.call(signinCalendarCall, {}, { token: rmb.token })).campaign).toBeNull();
    expect((await claim(rmb.token, vnd.id, today())).envelope.code).toBe('101');
    expect((await claim(rmb.token, 999_999, today())).envelope.code).toBe('101');
    expect(
      dataOf(await t.call(signinCalendarCall, {}, { token: vndMember.token })).campaign?.days[0],
    ).toMatchObject({ reward: '1000', status: 'click_signin' });

    dataOf(
      await t.call(
        operatorSigninCloseCall,
        { campaign_id: vnd.id, reason: 'ended early' },
        { token: key },
      ),
    );
    expect((await claim(vndMember.token, vnd.id, today())).envelope.code).toBe('101');
    expect(
      dataOf(await t.call(signinCalendarCall, {}, { token: vndMember.token })).campaign,
    ).toBeNull();
    // A member call without a session never reaches the rules.
    const anonymous = await t.call(signinClaimCall, { campaign_id: vnd.id, date: today() });
    expect(anonymous.status).toBe(401);
  });

  it('lets the operator schedule campaigns that never overlap, each audited', async () => {
    await closeAll();
    const schedule = (start: string, rewards: string[], title = { en_US: 'Week of gifts' }) =>
      t.call(
        operatorSigninScheduleCall,
        { currency: 'RMB', title, start_date: start, rewards, reason: 'weekly promotion' },
        { token: key },
      );
    const start = addDays(today(), 10);
    const made = dataOf(await schedule(start, ['1', '2.5', '8.88'], { en_US: 'Week of gifts' }));
    expect(made).toMatchObject({
      currency: 'RMB',
      title: { en_US: 'Week of gifts' },
      start_date: start,
      end_date: addDays(start, 2),
      rewards: ['1.00', '2.50', '8.88'],
      status: 'active',
      claims: 0,
      paid: '0.00',
    });
    // Overlapping days, a start in the past, a bad reward: refused, nothing scheduled.
    expect((await schedule(addDays(start, 2), ['1'])).envelope.code).toBe('106');
    expect((await schedule(addDays(today(), -1), ['1'])).envelope.code).toBe('107');
    expect((await schedule(addDays(start, 5), ['1', '-2'])).envelope.code).toBe('107');
    expect((await schedule(addDays(start, 5), ['1.001'])).envelope.code).toBe('107');
    const thb = await t.call(
      operatorSigninScheduleCall,
      {
        currency: 'THB',
        title: { en_US: 'Not here' },
        start_date: start,
        rewards: ['1'],
        reason: 'x',
      },
      { token: key },
    );
    expect(thb.envelope.code).toBe('461');
    // The day after its last day is free.
    dataOf(await schedule(addDays(start, 3), ['5']));

    const { list } = dataOf(
      await t.call(operatorSigninCampaignsCall, { currency: 'RMB' }, { token: key }),
    );
    expect(list.filter((item) => item.status === 'active').map((item) => item.start_date)).toEqual([
      addDays(start, 3),
      start,
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'signin.schedule'));
    expect(audits.map((row) => row.targetId)).toContain(String(made.id));

    // Before it starts, the member sees it with every day still to come.
    const { token } = await createLoggedInMember(t);
    const upcoming = dataOf(await t.call(signinCalendarCall, {}, { token })).campaign;
    expect(upcoming?.id).toBe(made.id);
    expect(upcoming?.days.every((day) => day.status === 'is_signin_noopen')).toBe(true);
    expect((await claim(token, made.id, start)).envelope.code).toBe('103');
  });

  it('answers an operator call without a key with 401 and a member’s token is no key', async () => {
    const { token } = await createLoggedInMember(t);
    expect((await t.call(operatorSigninCampaignsCall, {}, { token })).status).toBe(401);
    expect((await t.call(operatorSigninCampaignsCall, {})).status).toBe(401);
  });
});
