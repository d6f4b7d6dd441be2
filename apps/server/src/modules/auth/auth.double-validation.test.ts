import {
  type DoubleValidationQuestion,
  doubleValidationCall,
  doubleValidationSkipCall,
  infoDataIssueCall,
  loginCall,
} from '@member-site/contracts';
import { MEMBER_STATUSES } from '@member-site/contracts/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loginLogs, memberDevices, members, pendingLogins } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { type TestMemberInput, createTestMember } from '../../test/members';
import { countWrites, issueLoginCaptcha } from './auth.testing';

/** Every fact double validation can ask about. */
const FACTS: TestMemberInput = {
  name: '张三',
  identityId: '11010519491231002x',
  phone: '138-0013-8000',
  email: 'Zhang.San@Example.com',
  withdrawPassword: '2468',
};

describe('/login/double_validation and /login/double_validation/skip', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.deps.accountSettings.update(1, { loginCaptcha: false });
  });
  afterAll(async () => t.close());

  /** A member who has logged in from `known`, now logging in from `fresh`: answers the 107 data. */
  const pendingLogin = async (
    facts: TestMemberInput = FACTS,
  ): Promise<{ account: string; memberId: number; question: DoubleValidationQuestion }> => {
    const member = await createTestMember(t.database, facts);
    const known = await t.call(loginCall, {
      account: member.account,
      password: 'abc123',
      udid: 'known',
    });
    expect(known.envelope.code).toBe('100');
    const { envelope } = await t.call(loginCall, {
      account: member.account,
      password: 'abc123',
      udid: 'fresh',
      browser: 'Firefox',
    });
    expect(envelope.code).toBe('107');
    return {
      account: member.account,
      memberId: member.id,
      question: envelope.apiResponseData as unknown as DoubleValidationQuestion,
    };
  };

  const skip = (memberLoginId: string) =>
    t.call(doubleValidationSkipCall, { member_login_id: memberLoginId });
  const answer = (memberLoginId: string, text: string, extra: Record<string, unknown> = {}) =>
    t.call(doubleValidationCall, { member_login_id: memberLoginId, answer: text, ...extra });

  /** Move the pending login to `question` by skipping. */
  const skipTo = async (id: string, question: string) => {
    for (;;) {
      const [row] = await t.database.db
        .select()
        .from(pendingLogins)
        .where(eq(pendingLogins.id, id));
      if (row?.question === question) return;
      expect((await skip(id)).envelope.code).toBe('100');
    }
  };

  it('starts with the first question and three to choose from', async () => {
    const { question } = await pendingLogin();
    expect(question.question).toBe('member_name');
    expect(question.available_questions_count).toBe(3);
  });

  it('skips to questions not yet asked until none is left, then answers 101', async () => {
    const { question } = await pendingLogin();
    const id = question.member_login_id;
    const first = await skip(id);
    expect(first.envelope.apiResponseData).toEqual({
      member_login_id: id,
      available_questions_count: 2,
      question: 'identity_id',
    });
    const second = await skip(id);
    expect(second.envelope.apiResponseData).toEqual({
      member_login_id: id,
      available_questions_count: 1,
      question: 'member_phone',
    });
    const none = await skip(id);
    expect(none.envelope).toMatchObject({ code: '101', codeFull: 'doubleValidationSkip.101' });
    // The question on screen can still be answered.
    const done = await answer(id, '13800138000');
    expect(done.envelope.code).toBe('100');
  });

  it('offers only the facts the member has', async () => {
    const { question } = await pendingLogin({ email: 'only@example.com' });
    expect(question).toMatchObject({ question: 'member_email', available_questions_count: 1 });
    expect((await skip(question.member_login_id)).envelope.code).toBe('101');
  });

  it('completes the login like /login on the right answer', async () => {
    const { question, memberId, account } = await pendingLogin();
    const { envelope } = await answer(question.member_login_id, '  张三 ');
    expect(envelope.code).toBe('100');
    expect(envelope.apiResponseData).toMatchObject({
      member_id: memberId,
      member_account: account,
    });
    const token = envelope.apiResponseData.token;
    expect((await t.call(infoDataIssueCall, {}, { token })).status).toBe(200);

    const devices = await t.database.db
      .select()
      .from(memberDevices)
      .where(and(eq(memberDevices.memberId, memberId), eq(memberDevices.udid, 'fresh')));
    expect(devices).toHaveLength(1);
    // The device is now known: the next login from it goes straight in.
    const again = await t.call(loginCall, { account, password: 'abc123', udid: 'fresh' });
    expect(again.envelope.code).toBe('100');
    // The pending login is used up.
    expect((await answer(question.member_login_id, '张三')).envelope.code).toBe('101');
    const logs = await t.database.db
      .select()
      .from(loginLogs)
      .where(eq(loginLogs.memberId, memberId));
    expect(logs.map((log) => log.code)).toEqual(['100', '107', '100', '100']);
  });

  it.each([
    ['member_name', { name: 'Zhang San' }, ' zhang SAN ', 'Zhang Si', '103'],
    ['identity_id', FACTS, '11010519491231002X', '110105194912310021', '105'],
    ['member_phone', FACTS, '13800138000', '13800138001', '104'],
    ['member_email', { email: FACTS.email }, ' zhang.san@example.COM ', 'zhang@example.com', '104'],
    ['withdraw_password', { withdrawPassword: '2468' }, '2468', '2469', '105'],
  ] as const)(
    'checks %s: a wrong answer gets its code, the right one passes',
    async (kind, facts, right, wrong, code) => {
      const { question } = await pendingLogin(facts);
      const id = question.member_login_id;
      await skipTo(id, kind);
      const failed = await answer(id, wrong);
      expect(failed.envelope).toMatchObject({ code, codeFull: `doubleValidation.${code}` });
      const passed = await answer(id, right);
      expect(passed.envelope.code).toBe('100');
    },
  );

  it('asks at most three of the five facts', async () => {
    const { question } = await pendingLogin();
    const id = question.member_login_id;
    const asked = [question.question];
    for (;;) {
      const { envelope } = await skip(id);
      if (envelope.code !== '100') break;
      asked.push(envelope.apiResponseData.question);
    }
    expect(asked).toEqual(['member_name', 'identity_id', 'member_phone']);
  });

  it('ends the pending login with 998 at the third wrong answer', async () => {
    const { question } = await pendingLogin();
    const id = question.member_login_id;
    const before = await countWrites(t);
    expect((await answer(id, 'wrong')).envelope.code).toBe('103');
    expect((await answer(id, 'wrong')).envelope.code).toBe('103');
    const last = await answer(id, 'wrong');
    expect(last.envelope).toMatchObject({ code: '998', codeFull: 'doubleValidation.998' });
    // Even the right answer is too late now.
    expect((await answer(id, '张三')).envelope.code).toBe('101');
    const after = await countWrites(t);
    expect(after.sessions).toBe(before.sessions);
    expect(after.pendingLogins).toBe(before.pendingLogins - 1);
  });

  it('allows at most 5 wrong answers an hour per account across new logins, and tells the member once', async () => {
    const { account, memberId } = await pendingLogin({ ...FACTS, phone: '13800138123' });
    const outboxBefore = (await t.app.deps.sms.outbox(1, 1000)).filter(
      (message) => message.phone === '13800138123',
    ).length;
    let guesses = 0;
    let lastLogin = '';
    for (let round = 0; round < 8; round += 1) {
      const login = await t.call(loginCall, {
        account,
        password: 'abc123',
        udid: `attacker-${round}`,
      });
      lastLogin = login.envelope.code;
      if (login.envelope.code !== '107') break;
      const { member_login_id: id } = login.envelope
        .apiResponseData as unknown as DoubleValidationQuestion;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const { envelope } = await answer(id, `${1000 + round * 3 + attempt}`);
        if (['103', '104', '105'].includes(envelope.code)) guesses += 1;
        if (envelope.code === '998') {
          guesses += 1;
          break;
        }
      }
    }
    expect(guesses).toBeLessThanOrEqual(5);
    expect(lastLogin).toBe('802');
    const late = await t.call(loginCall, { account, password: 'abc123', udid: 'attacker-late' });
    expect(late.envelope).toMatchObject({ code: '802', codeFull: 'login.802' });
    // The member's own device still logs in.
    const own = await t.call(loginCall, { account, password: 'abc123', udid: 'known' });
    expect(own.envelope.code).toBe('100');
    const told = (await t.app.deps.sms.outbox(1, 1000)).filter(
      (message) => message.phone === '13800138123',
    );
    expect(told.length - outboxBefore).toBe(1);
    expect(memberId).toBeGreaterThan(0);
  });

  it('keeps the per-account limit when wrong answers arrive at once through many logins', async () => {
    // Withdraw-password answers take the longest to check: the widest window for a race.
    const { account } = await pendingLogin({
      name: '',
      identityId: '',
      email: '',
      phone: '13800138124',
      withdrawPassword: '2468',
    });
    const ids: string[] = [];
    for (let round = 0; round < 7; round += 1) {
      const login = await t.call(loginCall, {
        account,
        password: 'abc123',
        udid: `burst-${round}`,
      });
      expect(login.envelope.code).toBe('107');
      const { member_login_id: id } = login.envelope
        .apiResponseData as unknown as DoubleValidationQuestion;
      await skipTo(id, 'withdraw_password');
      ids.push(id);
    }
    const answers = await Promise.all(
      ids.flatMap((id) => [answer(id, '1357'), answer(id, '9753')]),
    );
    const checked = answers.filter(({ envelope }) => envelope.code === '105').length;
    expect(checked).toBeLessThanOrEqual(4);
    // Even the right answer on a login opened before the lock is refused now.
    const extra = ids[ids.length - 1] ?? '';
    expect(['998', '101']).toContain((await answer(extra, '2468')).envelope.code);
  });

  it('records the lock in the login log for a member without a phone', async () => {
    const { account, memberId } = await pendingLogin({ ...FACTS, phone: '' });
    for (let round = 0; round < 3; round += 1) {
      const login = await t.call(loginCall, { account, password: 'abc123', udid: `x-${round}` });
      if (login.envelope.code !== '107') break;
      const { member_login_id: id } = login.envelope
        .apiResponseData as unknown as DoubleValidationQuestion;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        if ((await answer(id, 'wrong')).envelope.code === '998') break;
      }
    }
    const notices = await t.database.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.memberId, memberId), eq(loginLogs.code, '998')));
    expect(notices.filter((row) => row.device.notice === 'double_validation_locked')).toHaveLength(
      1,
    );
  });

  it('answers 101 for an unknown or expired member_login_id', async () => {
    expect((await answer('0'.repeat(32), 'x')).envelope.code).toBe('101');
    expect((await skip('0'.repeat(32))).envelope.code).toBe('101');
    const { question } = await pendingLogin();
    await t.database.db
      .update(pendingLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingLogins.id, question.member_login_id));
    expect((await answer(question.member_login_id, '张三')).envelope.code).toBe('101');
    expect((await skip(question.member_login_id)).envelope.code).toBe('101');
  });

  it('answers 102 when the member was disabled meanwhile', async () => {
    const { question, memberId } = await pendingLogin();
    await t.database.db
      .update(members)
      .set({ status: MEMBER_STATUSES.disabled })
      .where(eq(members.id, memberId));
    expect((await answer(question.member_login_id, '张三')).envelope.code).toBe('102');
  });

  it('does not answer a pending login of another site', async () => {
    const { question } = await pendingLogin();
    const { envelope } = await t.call(doubleValidationCall, {
      site_id: 999,
      member_login_id: question.member_login_id,
      answer: '张三',
    });
    expect(envelope.code).toBe('460');
  });

  it('asks for the login captcha when the site has one: 205 when it is wrong', async () => {
    const { question } = await pendingLogin();
    const id = question.member_login_id;
    await t.app.deps.accountSettings.update(1, { loginCaptcha: true });
    try {
      expect((await answer(id, '张三')).envelope.code).toBe('205');
      const wrong = await issueLoginCaptcha(t, 'K7P2');
      const refused = await answer(id, '张三', { captcha_token: wrong, captcha_answer: 'AAAA' });
      expect(refused.envelope.code).toBe('205');
      const good = await issueLoginCaptcha(t, 'K7P2');
      const passed = await answer(id, '张三', { captcha_token: good, captcha_answer: 'k7p2' });
      expect(passed.envelope.code).toBe('100');
    } finally {
      await t.app.deps.accountSettings.update(1, { loginCaptcha: false });
    }
  });

  it('limits the calls on one member_login_id with 429', async () => {
    const { question } = await pendingLogin({ email: 'limit@example.com' });
    const id = question.member_login_id;
    for (let call = 0; call < 10; call += 1) {
      expect((await skip(id)).envelope.code).toBe('101');
    }
    const limited = await answer(id, 'limit@example.com');
    expect(limited.status).toBe(429);
    expect(limited.envelope.code).toBe('429');
  });

  it.each([
    ['a 10 kB answer', { member_login_id: 'x', answer: 'a'.repeat(10_000) }],
    ['a missing member_login_id', { answer: 'x' }],
    ['an unknown field', { member_login_id: 'x', answer: 'x', member_id: 1 }],
    ['an answer of the wrong type', { member_login_id: 'x', answer: { $ne: '' } }],
  ])('answers 400 for %s and writes nothing', async (_label, payload) => {
    const before = await countWrites(t);
    const { status, envelope } = await t.call(doubleValidationCall, payload);
    expect(status).toBe(400);
    expect(envelope.code).toBe('400');
    expect(await countWrites(t)).toEqual(before);
  });
});
