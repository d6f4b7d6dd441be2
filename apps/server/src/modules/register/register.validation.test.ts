import { registerVerificationCall } from '@member-site/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registerSettings } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { countMembers, nextAccount, register, rmbRegistration } from './register.testing';

type Problem = { field: string; message: string; params?: Record<string, unknown> };

const problemsOf = (envelope: { apiResponseData: unknown }): Problem[] =>
  (envelope.apiResponseData as { errors: Problem[] }).errors;

const usdRegistration = (overrides: Record<string, unknown> = {}) => ({
  member_account: nextAccount('usd'),
  password: 'abc123',
  check_password: 'abc123',
  member_currency: 'USD',
  member_name: 'John Smith',
  member_email: 'john.smith@mail.example.com',
  withdraw_password: '5678',
  agreement: true,
  ...overrides,
});

const vndRegistration = (overrides: Record<string, unknown> = {}) => ({
  member_account: nextAccount('vnd'),
  password: 'abc123',
  check_password: 'abc123',
  member_currency: 'VND',
  member_name: 'Nguyen',
  member_phone: '0912345678',
  withdraw_password: '5678',
  agreement: true,
  ...overrides,
});

describe('registration field rules of spec section 5, on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.deps.accountSettings.update(1, { registerCaptcha: false });
  });
  afterAll(async () => t.close());

  // [case, body, field, i18n key, params]
  const cases: [string, Record<string, unknown>, string, string, Record<string, unknown>?][] = [
    [
      'account blank',
      rmbRegistration({ member_account: '' }),
      'member_account',
      'signup.err_account_blank',
    ],
    [
      'account symbols',
      rmbRegistration({ member_account: 'ab!cdef' }),
      'member_account',
      'signup.err_account_format',
    ],
    [
      'account short',
      rmbRegistration({ member_account: 'abc12' }),
      'member_account',
      'signup.err_account_length',
      { min: 6, max: 12 },
    ],
    [
      'account long',
      rmbRegistration({ member_account: 'abcdefghijk12' }),
      'member_account',
      'signup.err_account_length',
    ],
    [
      'password blank',
      rmbRegistration({ password: '', check_password: '' }),
      'password',
      'signup.err_psw_blank',
    ],
    [
      'password short',
      rmbRegistration({ password: 'a1', check_password: 'a1' }),
      'password',
      'signup.err_psw_length',
      { min: 6, max: 12 },
    ],
    [
      'password long',
      rmbRegistration({ password: 'abc123456789x', check_password: 'abc123456789x' }),
      'password',
      'signup.err_psw_length',
    ],
    [
      'password letters only',
      rmbRegistration({ password: 'abcdefg', check_password: 'abcdefg' }),
      'password',
      'signup.err_psw_format',
    ],
    [
      'password symbols',
      rmbRegistration({ password: 'abc12!', check_password: 'abc12!' }),
      'password',
      'signup.err_psw_format',
    ],
    [
      'confirmation blank',
      rmbRegistration({ check_password: '' }),
      'check_password',
      'signup.err_checkPsw_blank',
    ],
    [
      'confirmation differs',
      rmbRegistration({ check_password: 'abc124' }),
      'check_password',
      'signup.err_checkPsw_diff',
    ],
    ['name blank', rmbRegistration({ member_name: '  ' }), 'member_name', 'signup.err_name_blank'],
    [
      'RMB name latin',
      rmbRegistration({ member_name: 'Zhang Wei' }),
      'member_name',
      'signup.error_RMB_name_format',
    ],
    [
      'VND name two words',
      vndRegistration({ member_name: 'Nguyen Van' }),
      'member_name',
      'signup.error_name_format',
    ],
    [
      'email format',
      rmbRegistration({ member_email: 'not-an-email' }),
      'member_email',
      'signup.err_email_format',
    ],
    [
      'email domain without dot',
      rmbRegistration({ member_email: 'a@localhost' }),
      'member_email',
      'signup.err_email_format',
    ],
    [
      'USD email required',
      usdRegistration({ member_email: '' }),
      'member_email',
      'signup.err_email_blank',
    ],
    [
      'birthday partial',
      rmbRegistration({ member_birthday: '1990-05-' }),
      'member_birthday.day',
      'signup.err_birthdayDate_blank',
    ],
    [
      'birthday not a date',
      rmbRegistration({ member_birthday: '1990-02-30' }),
      'member_birthday',
      'illegal_input',
    ],
    [
      'RMB phone required',
      rmbRegistration({ member_phone: '' }),
      'member_phone',
      'err_phone_blank',
    ],
    [
      'phone digits only',
      rmbRegistration({ member_phone: '1351234567a' }),
      'member_phone',
      'signup.err_phone_format',
    ],
    [
      'VND phone ten digits',
      vndRegistration({ member_phone: '091234567' }),
      'member_phone',
      'signup.err_phone_vi_format',
      { length: 10 },
    ],
    [
      'wechat short',
      rmbRegistration({ member_wechat: 'wx1' }),
      'member_wechat',
      'signup.error_for_contact.length',
      { min: 5, max: 50 },
    ],
    [
      'qq symbols',
      rmbRegistration({ member_qq: 'qq 12345' }),
      'member_qq',
      'signup.error_for_contact.format',
    ],
    [
      'zalo @ refused',
      vndRegistration({ member_zalo: '@zalo_user' }),
      'member_zalo',
      'signup.error_for_contact.format',
    ],
    [
      'telegram symbols',
      usdRegistration({ member_telegram: 'tg#user' }),
      'member_telegram',
      'signup.error_for_contact.format',
    ],
    [
      'withdraw password letters',
      rmbRegistration({ withdraw_password: '12a4' }),
      'withdraw_password',
      'signup.err_withdrawPsw_blank',
      { length: 4 },
    ],
    [
      'withdraw password required',
      rmbRegistration({ withdraw_password: '' }),
      'withdraw_password',
      'signup.err_withdrawPsw_blank',
    ],
    [
      'agreement not ticked',
      rmbRegistration({ agreement: false }),
      'agreement',
      'signup.err_agreement',
    ],
    [
      'agreement missing',
      rmbRegistration({ agreement: undefined }),
      'agreement',
      'signup.err_agreement',
    ],
    [
      'hidden field filled',
      rmbRegistration({ member_zalo: 'zalo_user' }),
      'member_zalo',
      'illegal_input',
    ],
  ];

  it.each(cases)(
    '%s: 400 with the key on the field, nothing written',
    async (_, body, field, key, params) => {
      const before = await countMembers(t);
      const { status, envelope } = await register(t, body);
      expect(status).toBe(400);
      expect(envelope.code).toBe('400');
      const problem = problemsOf(envelope).find((p) => p.field === field);
      expect(problem, JSON.stringify(problemsOf(envelope))).toBeDefined();
      expect(problem?.message).toBe(key);
      if (params) expect(problem?.params).toEqual(params);
      expect(await countMembers(t)).toBe(before);
    },
  );

  it('asks for the identity id when the settings require it', async () => {
    const identity = and(
      eq(registerSettings.siteId, 1),
      eq(registerSettings.currency, 'USD'),
      eq(registerSettings.name, 'identity_id'),
    );
    await t.database.db.update(registerSettings).set({ isRequired: true }).where(identity);
    try {
      const { status, envelope } = await register(t, usdRegistration());
      expect(status).toBe(400);
      expect(problemsOf(envelope)).toContainEqual({
        field: 'identity_id',
        message: 'signup.err_identity_id',
      });
    } finally {
      await t.database.db.update(registerSettings).set({ isRequired: false }).where(identity);
    }
  });

  it('asks for the SMS code when the phone is verified, and checks its format', async () => {
    const phone = and(
      eq(registerSettings.siteId, 1),
      eq(registerSettings.currency, 'RMB'),
      eq(registerSettings.name, 'member_phone'),
    );
    await t.database.db.update(registerSettings).set({ isVerification: true }).where(phone);
    try {
      const blank = await register(t, rmbRegistration());
      expect(problemsOf(blank.envelope)).toContainEqual({
        field: 'phone_verify',
        message: 'signup.error_verify',
      });
      const short = await register(t, rmbRegistration({ phone_verify: '12345' }));
      expect(problemsOf(short.envelope)).toContainEqual({
        field: 'phone_verify',
        message: 'signup.error_verify_format',
        params: { length: 6 },
      });
    } finally {
      await t.database.db.update(registerSettings).set({ isVerification: false }).where(phone);
    }
  });

  it('asks for the captcha answer when the register captcha is on', async () => {
    await t.app.deps.accountSettings.update(1, { registerCaptcha: true });
    try {
      const { status, envelope } = await register(t, rmbRegistration());
      expect(status).toBe(400);
      expect(problemsOf(envelope)).toContainEqual({
        field: 'answer',
        message: 'signup.err_verify_blank',
      });
    } finally {
      await t.app.deps.accountSettings.update(1, { registerCaptcha: false });
    }
  });

  it('requires what the chosen currency requires', async () => {
    // The same person, first as an RMB then as a USD member.
    const person = {
      password: 'abc123',
      check_password: 'abc123',
      member_name: 'John Smith',
      withdraw_password: '5678',
      agreement: true,
    };
    const asRmb = await register(t, {
      ...person,
      member_account: nextAccount(),
      member_currency: 'RMB',
    });
    expect(asRmb.status).toBe(400);
    expect(problemsOf(asRmb.envelope).map((p) => [p.field, p.message])).toEqual(
      expect.arrayContaining([
        ['member_name', 'signup.error_RMB_name_format'],
        ['member_phone', 'err_phone_blank'],
      ]),
    );
    const asUsd = await register(t, {
      ...person,
      member_account: nextAccount(),
      member_currency: 'USD',
    });
    expect(problemsOf(asUsd.envelope)).toEqual([
      { field: 'member_email', message: 'signup.err_email_blank' },
    ]);
    const usdDone = await register(t, {
      ...person,
      member_account: nextAccount(),
      member_currency: 'USD',
      member_email: 'john@mail.example.com',
    });
    expect(usdDone.envelope.code).toBe('100');
    // RMB asks for no email; a WeChat id is shown for RMB but hidden for USD.
    expect((await register(t, rmbRegistration({ member_wechat: 'wx_user1' }))).envelope.code).toBe(
      '100',
    );
    const hidden = await register(t, usdRegistration({ member_wechat: 'wx_user1' }));
    expect(problemsOf(hidden.envelope)).toContainEqual({
      field: 'member_wechat',
      message: 'illegal_input',
    });
  });

  it('answers bad input with 400 and writes nothing', async () => {
    const before = await countMembers(t);
    const big = 'x'.repeat(10 * 1024);
    const hostile: Record<string, unknown>[] = [
      rmbRegistration({ member_account: 123456789 }),
      rmbRegistration({ password: ['abc123'] }),
      rmbRegistration({ member_currency: 'XXX' }),
      rmbRegistration({ agreement: 'yes' }),
      rmbRegistration({ device: 'desktop' }),
      rmbRegistration({ member_birthday: { year: 1990 } }),
      rmbRegistration({ member_account: big }),
      rmbRegistration({ member_name: big }),
      rmbRegistration({ member_others: big }),
      rmbRegistration({ member_type: 2 }),
      rmbRegistration({ is_agent: true }),
      rmbRegistration({ status: 1, agent_id: 1 }),
      rmbRegistration({ member_account: '<script>alert(1)</script>' }),
      rmbRegistration({ member_name: '<img src=x onerror=alert(1)>' }),
      rmbRegistration({ member_account: "a' OR '1'='1" }),
      rmbRegistration({ member_email: "x'; DROP TABLE members;--@a.com" }),
      rmbRegistration({ member_phone: '1; DELETE FROM members' }),
      rmbRegistration({ member_wechat: 'wx<script>' }),
    ];
    for (const body of hostile) {
      const { status, envelope } = await register(t, body);
      expect(status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(envelope.code).toBe('400');
      expect(JSON.stringify(envelope)).not.toMatch(/stack|at .*\.ts/);
    }
    const polluted = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: `{"member_account":"abcdef1","__proto__":{"isAdmin":true}}`,
    });
    expect(polluted.statusCode).toBe(400);
    expect(await countMembers(t)).toBe(before);
  });

  it('checks registrations without writing on the verification call', async () => {
    const before = await countMembers(t);
    const ok = await t.call(registerVerificationCall, { ...rmbRegistration(), verification: 1 });
    expect(ok.envelope.code).toBe('100');
    const bad = await t.call(registerVerificationCall, rmbRegistration({ member_phone: 'abc' }));
    expect(bad.status).toBe(400);
    expect(problemsOf(bad.envelope)).toContainEqual({
      field: 'member_phone',
      message: 'signup.err_phone_format',
    });
    const taken = await t.call(
      registerVerificationCall,
      rmbRegistration({ member_account: 'Demo001' }),
    );
    expect(taken.envelope.code).toBe('102');
    expect(await countMembers(t)).toBe(before);
  });
});
