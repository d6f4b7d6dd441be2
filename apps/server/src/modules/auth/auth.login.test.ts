import { infoDataIssueCall, loginCall, loginHeaderCall, logoutCall } from '@member-site/contracts';
import { MEMBER_STATUSES } from '@member-site/contracts/constants';
import { sessionSchema } from '@member-site/contracts/wire';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loginLogs, memberDevices, members, registerBlacklist } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { type TestMember, createTestMember } from '../../test/members';
import { countWrites, createSecondSite, issueLoginCaptcha } from './auth.testing';

const body = (account: string, password: string, extra: Record<string, unknown> = {}) => ({
  account,
  password,
  udid: 'device-one',
  device: 2,
  browser: 'Chrome',
  system: 'Android',
  ...extra,
});

describe('/login, /get_login_header, /logout', () => {
  let t: TestApp;
  let alice: TestMember;
  let disabled: TestMember;
  let frozen: TestMember;
  let newcomer: TestMember;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.deps.accountSettings.update(1, { loginCaptcha: false });
    [alice, disabled, frozen, newcomer] = await Promise.all([
      createTestMember(t.database, { account: 'tAlice01', name: '张三', phone: '13800000001' }),
      createTestMember(t.database, { account: 'tDisab01', status: MEMBER_STATUSES.disabled }),
      createTestMember(t.database, { account: 'tFroze01', status: MEMBER_STATUSES.frozen }),
      createTestMember(t.database, { account: 'tNewbi01', firstLoginChangePassword: true }),
    ]);
  });
  afterAll(async () => t.close());

  const lastLog = async (account: string) => {
    const [row] = await t.database.db
      .select()
      .from(loginLogs)
      .where(eq(loginLogs.account, account))
      .orderBy(desc(loginLogs.id))
      .limit(1);
    return row;
  };

  describe('a successful login', () => {
    it('answers the session, which works on member calls', async () => {
      const { status, envelope } = await t.call(loginCall, body('tAlice01', 'abc123'), {
        ip: '10.0.0.1',
      });
      expect(status).toBe(200);
      expect(envelope.code).toBe('100');
      const session = sessionSchema.parse(envelope.apiResponseData);
      expect(session).toMatchObject({
        member_id: alice.id,
        member_account: 'tAlice01',
        member_currency: 'RMB',
        member_type: 1,
        agent_type: 0,
        idle_expires_in: 3600,
        first_login_to_change_password: false,
      });
      const member = await t.call(infoDataIssueCall, {}, { token: session.token });
      expect(member.status).toBe(200);
      expect(member.envelope.code).toBe('100');
    });

    it('records the attempt, the device and the login time', async () => {
      await t.call(loginCall, body('tAlice01', 'abc123'), { ip: '10.0.0.2' });
      const log = await lastLog('tAlice01');
      expect(log).toMatchObject({ code: '100', memberId: alice.id, ip: '10.0.0.2', siteId: 1 });
      expect(log?.device).toMatchObject({ udid: 'device-one', device: 2, browser: 'Chrome' });
      const devices = await t.database.db
        .select()
        .from(memberDevices)
        .where(and(eq(memberDevices.memberId, alice.id), eq(memberDevices.udid, 'device-one')));
      expect(devices).toHaveLength(1);
      const [row] = await t.database.db.select().from(members).where(eq(members.id, alice.id));
      expect(row?.lastLoginAt).toBeInstanceOf(Date);
    });

    it('ignores the case of the account and spaces around it', async () => {
      const { envelope } = await t.call(loginCall, body('  TaLiCe01 ', 'abc123'));
      expect(envelope.code).toBe('100');
      expect(envelope.apiResponseData.member_account).toBe('tAlice01');
    });

    it('tells a member who must change the password at first login', async () => {
      const { envelope } = await t.call(loginCall, body('tNewbi01', 'abc123'));
      expect(envelope.apiResponseData.first_login_to_change_password).toBe(true);
      expect(newcomer.firstLoginChangePassword).toBe(true);
    });
  });

  describe('refused logins', () => {
    it('answers 101 alike for an unknown account and a wrong password, and logs both', async () => {
      const unknown = await t.call(loginCall, body('nobody99', 'abc123'), { ip: '10.0.1.1' });
      const wrong = await t.call(loginCall, body('tAlice01', 'abc124'), { ip: '10.0.1.1' });
      for (const { status, envelope } of [unknown, wrong]) {
        expect(status).toBe(200);
        expect(envelope).toMatchObject({ code: '101', codeFull: 'login.101', status: 'error' });
      }
      expect(unknown.envelope.message).toBe(wrong.envelope.message);
      expect(await lastLog('nobody99')).toMatchObject({ code: '101', memberId: null });
      expect(await lastLog('tAlice01')).toMatchObject({ code: '101', memberId: alice.id });
    });

    it('logs a login that fails on an unexpected error too', async () => {
      const settings = t.app.deps.accountSettings;
      const { get } = settings;
      settings.get = () => Promise.reject(new Error('settings unavailable'));
      try {
        const { status, envelope } = await t.call(loginCall, body('tAlice01', 'abc123'), {
          ip: '10.0.1.9',
        });
        expect(status).toBe(500);
        expect(JSON.stringify(envelope)).not.toContain('settings unavailable');
      } finally {
        settings.get = get;
      }
      expect(await lastLog('tAlice01')).toMatchObject({ code: '500', ip: '10.0.1.9' });
    });

    it('answers 102 for a disabled member and 103 for a frozen one', async () => {
      const off = await t.call(loginCall, body('tDisab01', 'abc123'), { language: 'zh_CN' });
      expect(off.envelope.code).toBe('102');
      expect(off.envelope.message).not.toBe('');
      const cold = await t.call(loginCall, body('tFroze01', 'abc123'));
      expect(cold.envelope.code).toBe('103');
      expect(disabled.status).toBe(MEMBER_STATUSES.disabled);
      expect(frozen.status).toBe(MEMBER_STATUSES.frozen);
    });

    it('does not reveal the status of an account to someone without its password', async () => {
      const { envelope } = await t.call(loginCall, body('tDisab01', 'wrong1'), { ip: '10.0.1.2' });
      expect(envelope.code).toBe('101');
    });

    it('answers a member of another site 101 on this one', async () => {
      const siteId = await createSecondSite(t);
      await createTestMember(t.database, { siteId, account: 'othersite1' });
      const here = await t.call(loginCall, body('othersite1', 'abc123'), { ip: '10.0.1.3' });
      expect(here.envelope.code).toBe('101');
      const there = await t.call(loginCall, { ...body('othersite1', 'abc123'), site_id: siteId });
      expect(there.envelope.code).toBe('100');
      // Its token is no good on the first site.
      const crossSite = await t.call(
        infoDataIssueCall,
        { site_id: 1 },
        { token: there.envelope.apiResponseData.token },
      );
      expect(crossSite.status).toBe(401);
    });
  });

  describe('sessions', () => {
    it('keeps one live session per member: the first token stops working at once', async () => {
      const member = await createTestMember(t.database);
      const first = await t.call(loginCall, body(member.account, 'abc123'));
      const second = await t.call(loginCall, body(member.account, 'abc123'));
      const old = await t.call(
        infoDataIssueCall,
        {},
        { token: first.envelope.apiResponseData.token },
      );
      expect(old.status).toBe(401);
      expect(old.envelope.code).toBe('401');
      const current = await t.call(
        infoDataIssueCall,
        {},
        { token: second.envelope.apiResponseData.token },
      );
      expect(current.status).toBe(200);
    });

    it.each(['forged-token', 'x'.repeat(300), ''])(
      'answers 401 on member calls for an unknown token (%#)',
      async (token) => {
        const { status } = await t.call(infoDataIssueCall, {}, { token });
        expect(status).toBe(401);
      },
    );

    it('logs out: the token stops working and logout answers 100 either way', async () => {
      const member = await createTestMember(t.database);
      const login = await t.call(loginCall, body(member.account, 'abc123'));
      const token = login.envelope.apiResponseData.token;
      const out = await t.call(logoutCall, {}, { token });
      expect(out.envelope.code).toBe('100');
      expect((await t.call(infoDataIssueCall, {}, { token })).status).toBe(401);
      expect((await t.call(logoutCall, {}, { token })).envelope.code).toBe('100');
      expect((await t.call(logoutCall, {})).envelope.code).toBe('100');
      expect((await t.call(logoutCall, {}, { token: 'garbage' })).envelope.code).toBe('100');
    });
  });

  describe('new devices', () => {
    it('records the first device without asking anything', async () => {
      const member = await createTestMember(t.database, { name: 'Bob', email: 'b@example.com' });
      const { envelope } = await t.call(loginCall, body(member.account, 'abc123', { udid: 'd1' }));
      expect(envelope.code).toBe('100');
    });

    it('answers 107 with the first question on a device the member has not used', async () => {
      const member = await createTestMember(t.database, { name: 'Bob', email: 'b@example.com' });
      await t.call(loginCall, body(member.account, 'abc123', { udid: 'd1' }));
      const before = await countWrites(t);
      const { envelope } = await t.call(loginCall, body(member.account, 'abc123', { udid: 'd2' }));
      expect(envelope).toMatchObject({ code: '107', codeFull: 'login.107' });
      expect(envelope.apiResponseData).toMatchObject({
        member_login_id: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
        available_questions_count: 2,
        question: 'member_name',
      });
      const after = await countWrites(t);
      expect(after.sessions).toBe(before.sessions);
      expect(after.pendingLogins).toBe(before.pendingLogins + 1);
      // The known device still logs in directly.
      const known = await t.call(loginCall, body(member.account, 'abc123', { udid: 'd1' }));
      expect(known.envelope.code).toBe('100');
    });

    it('lets a member with nothing to ask log in from a new device', async () => {
      const member = await createTestMember(t.database);
      await t.call(loginCall, body(member.account, 'abc123', { udid: 'd1' }));
      const { envelope } = await t.call(loginCall, body(member.account, 'abc123', { udid: 'd2' }));
      expect(envelope.code).toBe('100');
    });

    it('does not ask when the site has double validation off', async () => {
      const member = await createTestMember(t.database, { name: 'Bob' });
      await t.call(loginCall, body(member.account, 'abc123', { udid: 'd1' }));
      await t.app.deps.accountSettings.update(1, { doubleValidation: false });
      const { envelope } = await t.call(loginCall, body(member.account, 'abc123', { udid: 'd9' }));
      await t.app.deps.accountSettings.update(1, { doubleValidation: true });
      expect(envelope.code).toBe('100');
    });
  });

  describe('captcha', () => {
    it('tells the form whether to show a captcha', async () => {
      expect((await t.call(loginHeaderCall, {})).envelope.apiResponseData).toEqual({
        captcha_required: false,
      });
      await t.app.deps.accountSettings.update(1, { loginCaptcha: true });
      expect((await t.call(loginHeaderCall, {})).envelope.apiResponseData).toEqual({
        captcha_required: true,
      });
      await t.app.deps.accountSettings.update(1, { loginCaptcha: false });
    });

    it('answers 105 for a missing, wrong, expired or used captcha when the site asks for one', async () => {
      const member = await createTestMember(t.database);
      const login = (extra: Record<string, unknown>) =>
        t.call(loginCall, body(member.account, 'abc123', extra), { ip: '10.0.2.1' });
      await t.app.deps.accountSettings.update(1, { loginCaptcha: true });
      try {
        expect((await login({})).envelope.code).toBe('105');
        const wrongToken = await issueLoginCaptcha(t, 'AB12');
        expect((await login({ captcha_token: wrongToken, answer: 'ZZ99' })).envelope.code).toBe(
          '105',
        );
        const expired = await issueLoginCaptcha(t, 'AB12', { expiresInMs: -1000 });
        expect((await login({ captcha_token: expired, answer: 'AB12' })).envelope.code).toBe('105');
        const good = await issueLoginCaptcha(t, 'AB12');
        expect((await login({ captcha_token: good, answer: 'ab12' })).envelope.code).toBe('100');
        expect((await login({ captcha_token: good, answer: 'ab12' })).envelope.code).toBe('105');
        expect((await lastLog(member.account))?.code).toBe('105');
      } finally {
        await t.app.deps.accountSettings.update(1, { loginCaptcha: false });
      }
    });
  });

  describe('rate limits', () => {
    it('refuses an address on the site blacklist with 201', async () => {
      const member = await createTestMember(t.database);
      await t.database.db
        .insert(registerBlacklist)
        .values({ siteId: 1, kind: 'ip', value: '10.0.6.6' });
      const refused = await t.call(loginCall, body(member.account, 'abc123'), { ip: '10.0.6.6' });
      expect(refused.envelope).toMatchObject({ code: '201', codeFull: 'login.201' });
      const fine = await t.call(loginCall, body(member.account, 'abc123'), { ip: '10.0.6.7' });
      expect(fine.envelope.code).toBe('100');
    });

    it('blocks an address after 20 failed logins with 106, whatever the account', async () => {
      const member = await createTestMember(t.database);
      const ip = '10.0.3.1';
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const { envelope } = await t.call(loginCall, body(`ghost${attempt}x`, 'abc123'), { ip });
        expect(envelope.code).toBe('101');
      }
      const blocked = await t.call(loginCall, body(member.account, 'abc123'), { ip });
      expect(blocked.envelope.code).toBe('106');
      expect((await lastLog(member.account))?.code).toBe('106');
      const elsewhere = await t.call(loginCall, body(member.account, 'abc123'), {
        ip: '10.0.3.2',
      });
      expect(elsewhere.envelope.code).toBe('100');
    });

    it('locks an account from one address after 5 wrong passwords with 802, even for the right one', async () => {
      const member = await createTestMember(t.database);
      const other = await createTestMember(t.database);
      const ip = '10.0.4.1';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const { envelope } = await t.call(loginCall, body(member.account, 'wrong1'), { ip });
        expect(envelope.code).toBe('101');
      }
      const locked = await t.call(loginCall, body(member.account, 'abc123'), { ip });
      expect(locked.status).toBe(200);
      expect(locked.envelope).toMatchObject({ code: '802', codeFull: 'login.802' });
      const fine = await t.call(loginCall, body(other.account, 'abc123'), { ip });
      expect(fine.envelope.code).toBe('100');
    });

    it('locks an unknown account name the same way, so the lock tells nothing', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await t.call(loginCall, body('phantom01', 'wrong1'), { ip: '10.0.5.1' });
      }
      const locked = await t.call(loginCall, body('phantom01', 'wrong1'), { ip: '10.0.5.1' });
      expect(locked.envelope.code).toBe('802');
    });

    it('never locks the owner out of their own address when strangers fail from many others', async () => {
      const member = await createTestMember(t.database);
      const home = '10.0.7.1';
      expect(
        (await t.call(loginCall, body(member.account, 'abc123'), { ip: home })).envelope.code,
      ).toBe('100');
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const stranger = `10.0.${8 + Math.floor(attempt / 4)}.${(attempt % 4) + 1}`;
        for (let guess = 0; guess < 2; guess += 1) {
          const { envelope } = await t.call(loginCall, body(member.account, `wrong${guess}`), {
            ip: stranger,
          });
          expect(['101', '105']).toContain(envelope.code);
        }
      }
      const owner = await t.call(loginCall, body(member.account, 'abc123'), { ip: home });
      expect(owner.envelope.code).toBe('100');
      // A new address now has to solve the captcha, though the site switched it off.
      const elsewhere = await t.call(loginCall, body(member.account, 'abc123'), {
        ip: '10.0.30.1',
      });
      expect(elsewhere.envelope.code).toBe('105');
      const captcha = await issueLoginCaptcha(t, 'AB12');
      const solved = await t.call(
        loginCall,
        body(member.account, 'abc123', { captcha_token: captcha, answer: 'AB12' }),
        { ip: '10.0.30.1' },
      );
      expect(solved.envelope.code).toBe('100');
    });
  });

  describe('bad input', () => {
    it.each([
      ['an account of the wrong type', { account: 123, password: 'abc123' }],
      ['a password of the wrong type', { account: 'tAlice01', password: ['abc123'] }],
      ['a 10 kB account', { account: 'a'.repeat(10_000), password: 'abc123' }],
      ['a 10 kB password', { account: 'tAlice01', password: 'a'.repeat(10_000) }],
      ['an unknown field', { account: 'tAlice01', password: 'abc123', is_admin: true }],
      ['SQL text as the account', { account: "' OR 1=1 --", password: 'abc123' }],
      ['SQL text in a union', { account: 'a; DROP TABLE members;', password: 'x' }],
      ['an empty account', { account: '', password: 'abc123' }],
      ['an empty password', { account: 'tAlice01', password: '' }],
      ['a missing password', { account: 'tAlice01' }],
      ['a device id out of range', { account: 'tAlice01', password: 'abc123', device: 99 }],
    ])('answers 400 for %s and writes nothing', async (_label, payload) => {
      const before = await countWrites(t);
      const { status, envelope } = await t.call(loginCall, payload, { ip: '10.0.6.1' });
      expect(status).toBe(400);
      expect(envelope.code).toBe('400');
      expect(JSON.stringify(envelope)).not.toMatch(/at \w+ \(|node_modules|select /i);
      expect(await countWrites(t)).toEqual(before);
    });

    it('names the field and the message key of a rule failure', async () => {
      const { envelope } = await t.call(loginCall, { account: ' ', password: 'abc123' });
      expect(envelope.apiResponseData).toEqual({
        errors: [{ field: 'account', message: 'ph_account_name' }],
      });
    });
  });
});
