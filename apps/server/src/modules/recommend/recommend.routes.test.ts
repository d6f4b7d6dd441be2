import {
  applyForAgentCheckCall,
  bonusSettingCheckCall,
  cashSurplusCheckCall,
  houseSpinCall,
  operatorCashSurplusSetCall,
  operatorRecommendRulesCall,
  recommendAwardsCall,
  recommendCheckCall,
  recommendFriendsCall,
  recommendInviteCall,
  recommendRulesCall,
  transactionRecordCall,
} from '@member-site/contracts';
import { MEMBER_STATUSES, SITE_TIME_ZONE } from '@member-site/contracts/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, ledgerTransfers, members, recommendAwards } from '../../db/schema';
import { zonedDateOf } from '../../shared/time';
import { dataOf } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { openHouseSlot } from '../../test/house';
import { createFundedMember, createLoggedInMember } from '../../test/members';
import { fastPayment, mainBalance, postCallback } from '../deposit/deposit.testing';
import { isLedgerClean, verifyLedger } from '../ledger/ledger.service';
import { createRecommendService } from './recommend.service';
import { paidCallback, recommenderWithFriend, setRules } from './recommend.testing';

let t: TestApp;
let key: string;
const cashEvents: { memberId: number; cash: string }[] = [];
const today = () => zonedDateOf(new Date(), SITE_TIME_ZONE);

beforeAll(async () => {
  t = await buildTestApp();
  const created = await t.app.deps.operators.create(1, 'promotions');
  if (!created) throw new Error('operator not created');
  key = created.key;
  t.app.deps.events.subscribe('member.cash', (payload) => cashEvents.push(payload));
});
afterAll(async () => {
  expect(isLedgerClean(await verifyLedger(t.database.db))).toBe(true);
  await t.close();
});

const awardRows = (friendId: number) =>
  t.database.db.select().from(recommendAwards).where(eq(recommendAwards.friendId, friendId));

/** Pay a fast-payment deposit of the member through `parallel` identical gateway callbacks. */
const deposit = async (token: string, amount: string, parallel = 1) => {
  const order = dataOf(await fastPayment(t, token, { amount }));
  const callback = await paidCallback(t, order);
  const answers = await Promise.all(
    Array.from({ length: parallel }, () => postCallback(t, callback)),
  );
  expect(answers.every((answer) => answer.envelope.code === '100')).toBe(true);
  return order;
};

describe('the friend-recommend checks', () => {
  it('opens is_friend only with the site switch on and active rules for the currency', async () => {
    const check = async (currency: 'RMB' | 'VND' | 'USD') =>
      dataOf(await t.call(bonusSettingCheckCall, { site_id: 1, member_currency: currency }))
        .is_friend;
    expect(dataOf(await setRules(t, key, { active: false }))).toMatchObject({ active: false });
    expect(await check('RMB')).toBe(0);
    dataOf(await setRules(t, key));
    expect(await check('RMB')).toBe(1);
    await t.app.deps.accountSettings.update(1, { friendRecommend: false });
    expect(await check('RMB')).toBe(0);
    const { token } = await createLoggedInMember(t);
    expect((await t.call(recommendInviteCall, {}, { token })).envelope.code).toBe('101');
    await t.app.deps.accountSettings.update(1, { friendRecommend: true });
    expect(await check('RMB')).toBe(1);
    // A currency the site offers without rules of its own, and one it does not know.
    dataOf(await setRules(t, key, { currency: 'USD', active: false }));
    expect(await check('USD')).toBe(0);
    const unknown = await t.call(bonusSettingCheckCall, { member_currency: 'XYZ' });
    expect(unknown.envelope.code).toBe('400');
  });

  it('answers 101 for an agent and 104 for a downline member, success for the others', async () => {
    const agent = await createLoggedInMember(t, { isAgent: true, agentActive: true });
    const downline = await createLoggedInMember(t, { agentId: agent.member.id });
    const ordinary = await createLoggedInMember(t);
    const code = async (token: string) =>
      (await t.call(applyForAgentCheckCall, { agent_id: '', apply_agent_flag: 1 }, { token }))
        .envelope.code;
    expect(await code(agent.token)).toBe('101');
    expect(await code(downline.token)).toBe('104');
    expect(await code(ordinary.token)).toBe('100');
    // Friend recommendation is closed for both.
    dataOf(await setRules(t, key));
    expect((await t.call(recommendInviteCall, {}, { token: agent.token })).envelope.code).toBe(
      '101',
    );
    expect((await t.call(recommendRulesCall, {}, { token: downline.token })).envelope.code).toBe(
      '101',
    );
    // Without a session: 401 before the body is looked at.
    const anonymous = await t.call(applyForAgentCheckCall, { agent_id: '\u0000' });
    expect(anonymous.status).toBe(401);
  });

  it('switches the cash-surplus flag per currency through an audited operator call', async () => {
    const active = async (currency: 'RMB' | 'VND') =>
      dataOf(await t.call(cashSurplusCheckCall, { site_id: 1, currency })).active;
    expect(await active('VND')).toBe(false);
    const set = await t.call(
      operatorCashSurplusSetCall,
      { currency: 'VND', active: true, reason: 'launch' },
      { token: key },
    );
    expect(dataOf(set)).toEqual({ currency: 'VND', active: true });
    expect(await active('VND')).toBe(true);
    expect(await active('RMB')).toBe(false);
    const notOffered = await t.call(
      operatorCashSurplusSetCall,
      { currency: 'THB', active: true, reason: 'x' },
      { token: key },
    );
    expect(notOffered.envelope.code).toBe('461');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'cash_surplus.set'));
    expect(audits.map((row) => row.targetId)).toEqual(['VND']);
    dataOf(
      await t.call(
        operatorCashSurplusSetCall,
        { currency: 'VND', active: false, reason: 'over' },
        { token: key },
      ),
    );
    expect(await active('VND')).toBe(false);
  });
});

describe('the operator’s rules', () => {
  it('refuses rules that cannot be with 102 and the field, changing nothing', async () => {
    dataOf(await setRules(t, key));
    const before = dataOf(
      await t.call(operatorRecommendRulesCall, { currency: 'RMB' }, { token: key }),
    );
    const refused = async (rules: Record<string, unknown>, field: string) => {
      const answer = await setRules(t, key, rules);
      expect(answer.envelope.code).toBe('102');
      expect(answer.envelope.apiResponseData).toMatchObject({ field });
    };
    await refused(
      { first_deposit: { min_deposit: '-5', award: '10', percent: 0, cap: '0' } },
      'first_deposit.min_deposit',
    );
    await refused(
      { first_deposit: { min_deposit: '100', award: '0', percent: 0, cap: '0' } },
      'first_deposit.award',
    );
    await refused(
      { first_deposit: { min_deposit: '100', award: '0', percent: 5, cap: '0' } },
      'first_deposit.cap',
    );
    await refused(
      { first_deposit: { min_deposit: '100', award: '0', percent: 2.555, cap: '9' } },
      'first_deposit.percent',
    );
    await refused(
      {
        turnover_tiers: [
          { turnover: '100', award: '1' },
          { turnover: '100', award: '2' },
        ],
      },
      'turnover_tiers.1.turnover',
    );
    await refused(
      { turnover_tiers: [{ turnover: '10', award: '1.234' }] },
      'turnover_tiers.0.award',
    );
    // The contract refuses control characters, unknown currencies and wrong shapes (400).
    expect((await setRules(t, key, { reason: 'bad\u0007reason' })).envelope.code).toBe('400');
    expect((await setRules(t, key, { currency: 'XYZ' })).envelope.code).toBe('400');
    expect((await setRules(t, key, { currency: 'THB' })).envelope.code).toBe('461');
    const after = dataOf(
      await t.call(operatorRecommendRulesCall, { currency: 'RMB' }, { token: key }),
    );
    expect(after).toEqual(before);
  });

  it('shows the member the active rules of their currency, a percent award with its cap', async () => {
    dataOf(
      await setRules(t, key, {
        first_deposit: { min_deposit: '50', award: '0', percent: 2.5, cap: '30' },
      }),
    );
    const { token } = await createLoggedInMember(t);
    const { rules } = dataOf(await t.call(recommendRulesCall, {}, { token }));
    expect(rules).toMatchObject({
      currency: 'RMB',
      active: true,
      first_deposit: { min_deposit: '50.00', award: '0.00', percent: 2.5, cap: '30.00' },
      turnover_tiers: [
        { tier: 1, turnover: '50.00', award: '5.00' },
        { tier: 2, turnover: '200.00', award: '20.00' },
      ],
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recommend.rules.set'), eq(auditLog.targetId, 'RMB')));
    expect(audits.length).toBeGreaterThan(0);
  });
});

describe('awards', () => {
  it('pays the first-deposit award once, however many callbacks arrive at once', async () => {
    dataOf(await setRules(t, key));
    const { recommender, friend } = await recommenderWithFriend(t);
    const invite = dataOf(await t.call(recommendInviteCall, {}, { token: recommender.token }));
    expect(invite).toEqual({
      code: recommender.member.recommendCode,
      link: `/register?invite=${recommender.member.recommendCode}&currency=RMB`,
      currency: 'RMB',
    });

    await deposit(friend.token, '150.00', 12);
    expect(await mainBalance(t, recommender.member.id)).toBe(10_00n);
    expect(await awardRows(friend.member.id)).toHaveLength(1);
    expect(cashEvents).toContainEqual(
      expect.objectContaining({ memberId: recommender.member.id, cash: '10.00' }),
    );
    // A second deposit is not a first one.
    await deposit(friend.token, '500.00');
    expect(await mainBalance(t, recommender.member.id)).toBe(10_00n);

    const record = dataOf(
      await t.call(recommendAwardsCall, {}, { token: recommender.token, language: 'en_US' }),
    );
    expect(record).toMatchObject({
      total_count: 1,
      totals: { awards: 1, amount: '10.00', first_deposit: '10.00', turnover: '0.00' },
    });
    expect(record.list[0]).toMatchObject({
      kind: 'first_deposit',
      tier: 0,
      amount: '10.00',
      basis: '150.00',
      friend_account: `${friend.member.account.slice(0, 2)}***${friend.member.account.slice(-2)}`,
    });
    // In the transfer record, under promotions.
    const transfers = dataOf(
      await t.call(
        transactionRecordCall,
        { start_date: today(), end_date: today(), type: 'promotion' },
        { token: recommender.token },
      ),
    );
    expect(transfers.list).toMatchObject([
      { kind: 'recommend_award', type: 'promotion', direction: 'credit', amount: '10.00' },
    ]);

    const friends = dataOf(await t.call(recommendFriendsCall, {}, { token: recommender.token }));
    expect(friends.list).toMatchObject([
      { first_deposit: true, awards: '10.00', turnover: '0.00' },
    ]);
  });

  it('pays a percent award up to its cap, nothing below the minimum deposit', async () => {
    dataOf(
      await setRules(t, key, {
        first_deposit: { min_deposit: '100', award: '0', percent: 10, cap: '25' },
      }),
    );
    const small = await recommenderWithFriend(t);
    await deposit(small.friend.token, '99.99');
    expect(await awardRows(small.friend.member.id)).toHaveLength(0);
    const big = await recommenderWithFriend(t);
    await deposit(big.friend.token, '1000.00');
    expect(await mainBalance(t, big.recommender.member.id)).toBe(25_00n);
    const mid = await recommenderWithFriend(t);
    await deposit(mid.friend.token, '120.00');
    expect(await mainBalance(t, mid.recommender.member.id)).toBe(12_00n);
  });

  it('never pays a frozen recommender, and the deposit is credited all the same', async () => {
    dataOf(await setRules(t, key));
    const { recommender, friend } = await recommenderWithFriend(t);
    await t.database.db
      .update(members)
      .set({ status: MEMBER_STATUSES.frozen })
      .where(eq(members.id, recommender.member.id));
    await deposit(friend.token, '300.00');
    expect(await mainBalance(t, friend.member.id)).toBe(300_00n);
    expect(await mainBalance(t, recommender.member.id)).toBe(0n);
    expect(await awardRows(friend.member.id)).toHaveLength(0);
  });

  it('pays each turnover tier once under concurrent timer runs and on-demand checks', async () => {
    dataOf(await setRules(t, key));
    const { recommender, friend } = await recommenderWithFriend(t);
    const other = await recommenderWithFriend(t);
    let turnover = 60_00n;
    const { deps } = t.app;
    const service = createRecommendService(t.database.db, {
      ledger: deps.ledger,
      operators: deps.operators,
      events: deps.events,
      accountSettings: deps.accountSettings,
      turnover: [
        {
          settledStakesOf: async (ids) =>
            new Map(ids.filter((id) => id === friend.member.id).map((id) => [id, turnover])),
        },
      ],
    });
    const caller = { siteId: 1, member: recommender.member };
    await Promise.all([
      ...Array.from({ length: 4 }, () => service.payDueTurnover()),
      ...Array.from({ length: 3 }, () => service.checkNow(caller)),
    ]);
    expect((await awardRows(friend.member.id)).map((row) => row.tier)).toEqual([1]);
    expect(await mainBalance(t, recommender.member.id)).toBe(5_00n);

    turnover = 500_00n;
    const runs = await Promise.all([
      service.payDueTurnover(),
      service.payDueTurnover(),
      service.checkNow(caller),
    ]);
    expect(runs.filter((run) => (typeof run === 'number' ? run : run.paid) > 0)).toHaveLength(1);
    expect((await awardRows(friend.member.id)).map((row) => row.tier).sort()).toEqual([1, 2]);
    expect(await mainBalance(t, recommender.member.id)).toBe(25_00n);
    expect(await service.payDueTurnover()).toBe(0);
    expect(await awardRows(other.friend.member.id)).toHaveLength(0);
    const keys = await t.database.db
      .select({ key: ledgerTransfers.idempotencyKey })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, 'recommend_award'));
    expect(keys.map((row) => row.key)).toEqual(
      expect.arrayContaining([
        `recommend:turnover:${friend.member.id}:1`,
        `recommend:turnover:${friend.member.id}:2`,
      ]),
    );
  });

  it('counts the stakes of the friend’s house game rounds as turnover', async () => {
    dataOf(await setRules(t, key));
    const recommender = await createLoggedInMember(t);
    const { member: friend, token } = await createFundedMember(t, 1000_00n, {
      recommendedBy: recommender.member.id,
    });
    const session = await openHouseSlot(t, token);
    for (let index = 0; index < 6; index += 1) {
      const spin = await t.call(
        houseSpinCall,
        { stake: '10.00', request_id: `recommend-spin-${friend.id}-${index}` },
        { headers: { authorization: session } },
      );
      expect(spin.envelope.code).toBe('100');
    }
    const friends = dataOf(await t.call(recommendFriendsCall, {}, { token: recommender.token }));
    expect(friends.list).toMatchObject([
      { turnover: '60.00', first_deposit: false, awards: '0.00' },
    ]);
    const checked = dataOf(await t.call(recommendCheckCall, {}, { token: recommender.token }));
    expect(checked).toEqual({ paid: 1, amount: '5.00' });
    expect(dataOf(await t.call(recommendCheckCall, {}, { token: recommender.token }))).toEqual({
      paid: 0,
      amount: '0.00',
    });
  });
});

describe('what a member sees', () => {
  it('shows only their own awards and friends, searchable by account and date', async () => {
    dataOf(await setRules(t, key));
    const { recommender, friend } = await recommenderWithFriend(t);
    await deposit(friend.token, '200.00');
    const stranger = await createLoggedInMember(t);
    const strangerAwards = dataOf(await t.call(recommendAwardsCall, {}, { token: stranger.token }));
    expect(strangerAwards).toMatchObject({ list: [], total_count: 0, totals: { amount: '0.00' } });
    const strangerFriends = dataOf(
      await t.call(
        recommendFriendsCall,
        { account: friend.member.account },
        { token: stranger.token },
      ),
    );
    expect(strangerFriends.list).toEqual([]);

    const search = (body: Record<string, unknown>) =>
      t.call(recommendFriendsCall, body, { token: recommender.token });
    expect(dataOf(await search({ account: friend.member.account.slice(2, 7) })).total_count).toBe(
      1,
    );
    expect(dataOf(await search({ account: 'zzzzzz' })).total_count).toBe(0);
    expect(dataOf(await search({ account: '%' })).total_count).toBe(0);
    expect(dataOf(await search({ start_date: today(), end_date: today() })).total_count).toBe(1);
    expect(
      dataOf(await search({ start_date: '2020-01-01', end_date: '2020-01-31' })).total_count,
    ).toBe(0);
    // Bad input: clear codes, nothing answered.
    expect((await search({ start_date: today() })).envelope.code).toBe('103');
    expect((await search({ start_date: '2026-02-30', end_date: '2026-03-01' })).envelope.code).toBe(
      '103',
    );
    expect((await search({ account: 'a\u0000b' })).envelope.code).toBe('400');
    expect((await search({ page: 0 })).envelope.code).toBe('400');
    const paged = dataOf(
      await t.call(recommendAwardsCall, { page: 2, count: 1 }, { token: recommender.token }),
    );
    expect(paged).toMatchObject({ list: [], total_count: 1, page: 2, count: 1 });
  });
});
