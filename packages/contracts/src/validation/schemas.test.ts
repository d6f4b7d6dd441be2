import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { allMessageKeys } from '../errors';
import { ERROR_MESSAGES, lookupMessage } from '../messages/errors';
import {
  type RegisterSetting,
  accountSchema,
  buildLoginSchema,
  buildRecoveryVerifySchema,
  buildRegisterSchema,
  contactSchema,
  emailSchema,
  fieldErrors,
  memberNameSchema,
  passwordSchema,
  phoneSchema,
  recoveryResetSchema,
  withdrawPasswordSchema,
} from './index';

/** The message key of the first issue of a failed parse, or undefined when it passes. */
const keyOf = (schema: z.ZodType, value: unknown): string | undefined =>
  schema.safeParse(value).error?.issues[0]?.message;

/** Field -> key map of a failed parse ({} when it passes). */
const errorsOf = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors(result.error)).map(([field, found]) => [field, found.key]),
  );
};

const setting = (
  name: string,
  required = false,
  extra: Partial<RegisterSetting> = {},
): RegisterSetting => ({ name, is_display: 1, is_required: required ? 1 : 0, ...extra });

const BASE = { member_account: 'player_01', password: 'abc123', agreement: true };

describe('field rules', () => {
  it('account: blank, format, length', () => {
    expect(keyOf(accountSchema, 'player-1_x')).toBeUndefined();
    expect(keyOf(accountSchema, 'abcdef')).toBeUndefined();
    expect(keyOf(accountSchema, 'abcdefghijkl')).toBeUndefined();
    expect(keyOf(accountSchema, '')).toBe('signup.err_account_blank');
    expect(keyOf(accountSchema, undefined)).toBe('signup.err_account_blank');
    expect(keyOf(accountSchema, 'abc def')).toBe('signup.err_account_format');
    expect(keyOf(accountSchema, 'abc.def')).toBe('signup.err_account_format');
    expect(keyOf(accountSchema, '用户名字abc')).toBe('signup.err_account_format');
    expect(keyOf(accountSchema, 'abcde')).toBe('signup.err_account_length');
    expect(keyOf(accountSchema, 'abcdefghijklm')).toBe('signup.err_account_length');
    expect(keyOf(accountSchema, 123456)).toBe('illegal_input');
  });

  it('account length issue carries the min and max parameters', () => {
    const issue = accountSchema.safeParse('abc').error?.issues[0];
    expect(issue).toMatchObject({ params: { min: 6, max: 12 } });
  });

  it('password: blank, length, letter and digit, alphanumeric only', () => {
    expect(keyOf(passwordSchema, 'abc123')).toBeUndefined();
    expect(keyOf(passwordSchema, 'A1b2C3d4E5f6')).toBeUndefined();
    expect(keyOf(passwordSchema, '')).toBe('signup.err_psw_blank');
    expect(keyOf(passwordSchema, 'ab12')).toBe('signup.err_psw_length');
    expect(keyOf(passwordSchema, 'abc123abc123a')).toBe('signup.err_psw_length');
    expect(keyOf(passwordSchema, 'abcdefg')).toBe('signup.err_psw_format');
    expect(keyOf(passwordSchema, '1234567')).toBe('signup.err_psw_format');
    expect(keyOf(passwordSchema, 'abc_123')).toBe('signup.err_psw_format');
    expect(keyOf(passwordSchema, 'abc 123')).toBe('signup.err_psw_format');
  });

  it('member name: trimmed, RMB Chinese only, VND one word, others free', () => {
    expect(memberNameSchema('RMB', true).parse('  张三  ')).toBe('张三');
    expect(keyOf(memberNameSchema('RMB', true), '')).toBe('signup.err_name_blank');
    expect(keyOf(memberNameSchema('RMB', true), '   ')).toBe('signup.err_name_blank');
    expect(keyOf(memberNameSchema('RMB', false), '')).toBeUndefined();
    expect(keyOf(memberNameSchema('RMB', true), 'Zhang San')).toBe('signup.error_RMB_name_format');
    expect(keyOf(memberNameSchema('RMB', true), '张三a')).toBe('signup.error_RMB_name_format');
    expect(keyOf(memberNameSchema('RMB', true), '张 三')).toBe('signup.error_RMB_name_format');
    expect(keyOf(memberNameSchema('VND', true), 'Nguyễn')).toBeUndefined();
    expect(keyOf(memberNameSchema('VND', true), ' Nguyễn ')).toBeUndefined();
    expect(keyOf(memberNameSchema('VND', true), 'Nguyễn Văn')).toBe('signup.error_name_format');
    expect(keyOf(memberNameSchema('VND', true), '张三')).toBeUndefined();
    expect(keyOf(memberNameSchema('USD', true), 'John Smith')).toBeUndefined();
  });

  it('email: blank only when required, then format', () => {
    expect(keyOf(emailSchema(true), 'a.b@example.com')).toBeUndefined();
    expect(keyOf(emailSchema(true), '')).toBe('signup.err_email_blank');
    expect(keyOf(emailSchema(false), '')).toBeUndefined();
    expect(keyOf(emailSchema(false), 'not-an-email')).toBe('signup.err_email_format');
    expect(keyOf(emailSchema(true), 'a@b')).toBe('signup.err_email_format');
    expect(emailSchema(true).parse(' a@example.com ')).toBe('a@example.com');
  });

  it('phone: digits only; VND exactly 10 digits; RMB any length', () => {
    expect(keyOf(phoneSchema('RMB', true), '13800138000')).toBeUndefined();
    expect(keyOf(phoneSchema('RMB', true), '123')).toBeUndefined();
    expect(keyOf(phoneSchema('RMB', true), '')).toBe('err_phone_blank');
    expect(keyOf(phoneSchema('RMB', false), '')).toBeUndefined();
    expect(keyOf(phoneSchema('RMB', true), '+8613800138000')).toBe('signup.err_phone_format');
    expect(keyOf(phoneSchema('VND', true), '12-3456789')).toBe('signup.err_phone_format');
    expect(keyOf(phoneSchema('VND', true), '0912345678')).toBeUndefined();
    expect(keyOf(phoneSchema('VND', true), '091234567')).toBe('signup.err_phone_vi_format');
    expect(keyOf(phoneSchema('VND', true), '09123456789')).toBe('signup.err_phone_vi_format');
    const issue = phoneSchema('VND', true).safeParse('1').error?.issues[0];
    expect(issue).toMatchObject({ params: { length: 10 } });
  });

  it('contacts: allowed characters per app, length 5 to 50, placeholder names the app', () => {
    expect(keyOf(contactSchema('member_qq', true), '12345')).toBeUndefined();
    expect(keyOf(contactSchema('member_wechat', true), 'wx_id.name-1')).toBeUndefined();
    expect(keyOf(contactSchema('member_wechat', true), 'wx@name')).toBe(
      'signup.error_for_contact.format',
    );
    expect(keyOf(contactSchema('member_fb', true), 'my name')).toBe(
      'signup.error_for_contact.format',
    );
    expect(keyOf(contactSchema('member_telegram', true), '@player_1')).toBeUndefined();
    expect(keyOf(contactSchema('member_skype', true), 'live:me@x.com')).toBe(
      'signup.error_for_contact.format',
    );
    expect(keyOf(contactSchema('member_skype', true), 'me@x.com')).toBeUndefined();
    expect(keyOf(contactSchema('member_zalo', true), '1234')).toBe(
      'signup.error_for_contact.length',
    );
    expect(keyOf(contactSchema('member_zalo', true), 'a'.repeat(50))).toBeUndefined();
    expect(keyOf(contactSchema('member_zalo', true), 'a'.repeat(51))).toBe(
      'signup.error_for_contact.length',
    );
    expect(keyOf(contactSchema('member_whats_app', false), '')).toBeUndefined();
    const blank = contactSchema('member_whats_app', true).safeParse('').error?.issues[0];
    expect(blank).toMatchObject({
      message: 'signup.error_for_contact.placeholder',
      params: { type: 'WhatsApp' },
    });
  });

  it('withdraw password: four digits, as a string or the four boxes', () => {
    expect(withdrawPasswordSchema(true).parse('0123')).toBe('0123');
    expect(withdrawPasswordSchema(true).parse(['1', '2', '3', '4'])).toBe('1234');
    expect(keyOf(withdrawPasswordSchema(true), '')).toBe('signup.err_withdrawPsw_blank');
    expect(keyOf(withdrawPasswordSchema(true), '123')).toBe('signup.err_withdrawPsw_blank');
    expect(keyOf(withdrawPasswordSchema(true), '12345')).toBe('signup.err_withdrawPsw_blank');
    expect(keyOf(withdrawPasswordSchema(true), '12a4')).toBe('signup.err_withdrawPsw_blank');
    expect(keyOf(withdrawPasswordSchema(true), ['1', '2', '3'])).toBe(
      'signup.err_withdrawPsw_blank',
    );
    expect(keyOf(withdrawPasswordSchema(false), '')).toBeUndefined();
    expect(keyOf(withdrawPasswordSchema(false), '12')).toBe('signup.err_withdrawPsw_blank');
  });
});

describe('buildRegisterSchema', () => {
  const ALL_SHOWN: RegisterSetting[] = [
    setting('check_password', true),
    setting('member_name', true),
    setting('member_email', true),
    setting('member_birthday', true),
    setting('member_phone', true, { is_verification: 1 }),
    setting('member_qq', true),
    setting('member_wechat'),
    setting('member_telegram', true),
    setting('identity_id', true),
    setting('withdraw_password', true),
  ];
  const VALID = {
    ...BASE,
    check_password: 'abc123',
    member_name: '张三',
    member_email: 'p@example.com',
    member_birthday: { year: '1990', month: '1', day: '5' },
    member_phone: '13800138000',
    phone_verify: '123456',
    member_qq: '123456',
    member_telegram: '@player',
    identity_id: 'X123',
    withdraw_password: '1234',
  };

  it('accepts a complete RMB form and normalises its values', () => {
    const result = buildRegisterSchema(ALL_SHOWN, 'RMB').safeParse(VALID);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toMatchObject({
      member_account: 'player_01',
      member_birthday: '1990-01-05',
      member_wechat: '',
      agreement: true,
    });
  });

  it('reports every required displayed field with its key', () => {
    expect(errorsOf(buildRegisterSchema(ALL_SHOWN, 'RMB'), {})).toEqual({
      member_account: 'signup.err_account_blank',
      password: 'signup.err_psw_blank',
      check_password: 'signup.err_checkPsw_blank',
      member_name: 'signup.err_name_blank',
      member_email: 'signup.err_email_blank',
      'member_birthday.year': 'signup.err_birthdayYear_blank',
      'member_birthday.month': 'signup.err_birthdayMonth_blank',
      'member_birthday.day': 'signup.err_birthdayDate_blank',
      member_phone: 'err_phone_blank',
      member_qq: 'signup.error_for_contact.placeholder',
      member_telegram: 'signup.error_for_contact.placeholder',
      identity_id: 'signup.err_identity_id',
      withdraw_password: 'signup.err_withdrawPsw_blank',
      agreement: 'signup.err_agreement',
    });
  });

  it('checks the confirmation only when it is shown', () => {
    const shown = buildRegisterSchema([setting('check_password')], 'RMB');
    expect(errorsOf(shown, { ...BASE, check_password: 'abc124' })).toEqual({
      check_password: 'signup.err_checkPsw_diff',
    });
    expect(errorsOf(shown, { ...BASE, check_password: 'abc123' })).toEqual({});
    const hidden = buildRegisterSchema([], 'RMB');
    expect(errorsOf(hidden, BASE)).toEqual({});
    expect(errorsOf(hidden, { ...BASE, check_password: 'x' })).toEqual({
      check_password: 'illegal_input',
    });
  });

  it('treats hidden fields as absent or empty, and ignores undisplayed settings', () => {
    const schema = buildRegisterSchema(
      [{ name: 'member_email', is_display: 0, is_required: 1 }],
      'RMB',
    );
    expect(errorsOf(schema, BASE)).toEqual({});
    expect(errorsOf(schema, { ...BASE, member_email: '', member_name: '' })).toEqual({});
    expect(errorsOf(schema, { ...BASE, member_email: 'a@b.com' })).toEqual({
      member_email: 'illegal_input',
    });
    expect(errorsOf(schema, { ...BASE, member_birthday: { year: '1990' } })).toEqual({
      member_birthday: 'illegal_input',
    });
    expect(schema.parse({ ...BASE, member_email: '' }).member_email).toBeUndefined();
  });

  it('lets optional displayed fields be empty but still checks their format', () => {
    const schema = buildRegisterSchema(
      [setting('member_email'), setting('member_phone'), setting('member_zalo')],
      'VND',
    );
    expect(errorsOf(schema, BASE)).toEqual({});
    expect(
      errorsOf(schema, { ...BASE, member_email: 'x', member_phone: '12345', member_zalo: 'a b' }),
    ).toEqual({
      member_email: 'signup.err_email_format',
      member_phone: 'signup.err_phone_vi_format',
      member_zalo: 'signup.error_for_contact.format',
    });
  });

  it('applies the currency rules to name and phone', () => {
    const settings = [setting('member_name', true), setting('member_phone', true)];
    const rmb = buildRegisterSchema(settings, 'RMB');
    const vnd = buildRegisterSchema(settings, 'VND');
    const form = { ...BASE, member_name: 'Nguyen', member_phone: '0912345678' };
    expect(errorsOf(rmb, form)).toEqual({ member_name: 'signup.error_RMB_name_format' });
    expect(errorsOf(vnd, form)).toEqual({});
    const other = { ...BASE, member_name: '张三', member_phone: '13800138000' };
    expect(errorsOf(rmb, other)).toEqual({});
    expect(errorsOf(vnd, other)).toEqual({ member_phone: 'signup.err_phone_vi_format' });
    expect(errorsOf(vnd, { ...other, member_name: 'Van A' })).toMatchObject({
      member_name: 'signup.error_name_format',
    });
  });

  it('asks for the SMS code only with phone verification on and a phone entered', () => {
    const verified = buildRegisterSchema(
      [setting('member_phone', false, { is_verification: true })],
      'RMB',
    );
    expect(errorsOf(verified, BASE)).toEqual({});
    expect(errorsOf(verified, { ...BASE, member_phone: '13800138000' })).toEqual({
      phone_verify: 'signup.error_verify',
    });
    expect(
      errorsOf(verified, { ...BASE, member_phone: '13800138000', phone_verify: '12345' }),
    ).toEqual({
      phone_verify: 'signup.error_verify_format',
    });
    expect(
      errorsOf(verified, { ...BASE, member_phone: '13800138000', phone_verify: '12345a' }),
    ).toEqual({
      phone_verify: 'signup.error_verify_format',
    });
    expect(
      errorsOf(verified, { ...BASE, member_phone: '13800138000', phone_verify: '123456' }),
    ).toEqual({});
    const unverified = buildRegisterSchema([setting('member_phone')], 'RMB');
    expect(errorsOf(unverified, { ...BASE, member_phone: '13800138000' })).toEqual({});
    expect(
      errorsOf(unverified, { ...BASE, member_phone: '13800138000', phone_verify: '1' }),
    ).toEqual({
      phone_verify: 'illegal_input',
    });
  });

  it('flags each missing part of a partial birthday, even when optional', () => {
    const optional = buildRegisterSchema([setting('member_birthday')], 'RMB');
    expect(errorsOf(optional, BASE)).toEqual({});
    expect(
      errorsOf(optional, { ...BASE, member_birthday: { year: '', month: '', day: '' } }),
    ).toEqual({});
    expect(errorsOf(optional, { ...BASE, member_birthday: { year: 1990 } })).toEqual({
      'member_birthday.month': 'signup.err_birthdayMonth_blank',
      'member_birthday.day': 'signup.err_birthdayDate_blank',
    });
    expect(errorsOf(optional, { ...BASE, member_birthday: { month: '2', day: '3' } })).toEqual({
      'member_birthday.year': 'signup.err_birthdayYear_blank',
    });
    expect(errorsOf(optional, { ...BASE, member_birthday: '1990-02-30' })).toEqual({
      member_birthday: 'illegal_input',
    });
    expect(optional.parse({ ...BASE, member_birthday: '2000-12-31' }).member_birthday).toBe(
      '2000-12-31',
    );
    expect(
      optional.parse({ ...BASE, member_birthday: { year: 2000, month: 2, day: 29 } })
        .member_birthday,
    ).toBe('2000-02-29');
  });

  it('requires the captcha answer when shown and the agreement unless switched off', () => {
    const withCaptcha = buildRegisterSchema([], 'RMB', { captcha: true });
    expect(errorsOf(withCaptcha, BASE)).toEqual({ answer: 'signup.err_verify_blank' });
    expect(errorsOf(withCaptcha, { ...BASE, answer: 'ab12', captcha_token: 't' })).toEqual({});
    expect(errorsOf(buildRegisterSchema([], 'RMB'), { ...BASE, answer: 'ab12' })).toEqual({
      answer: 'illegal_input',
    });
    expect(errorsOf(buildRegisterSchema([], 'RMB'), { ...BASE, agreement: false })).toEqual({
      agreement: 'signup.err_agreement',
    });
    expect(errorsOf(buildRegisterSchema([], 'RMB'), { ...BASE, agreement: 'true' })).toEqual({
      agreement: 'signup.err_agreement',
    });
    const noAgreement = buildRegisterSchema([], 'RMB', { agreement: false });
    expect(errorsOf(noAgreement, { member_account: 'player_01', password: 'abc123' })).toEqual({});
  });

  it('strips fields outside the rules and rejects malformed settings', () => {
    const data = buildRegisterSchema([], 'RMB').parse({ ...BASE, site_id: 1 });
    expect(data).not.toHaveProperty('site_id');
    expect(() =>
      buildRegisterSchema([{ name: 'member_name' } as RegisterSetting], 'RMB'),
    ).toThrow();
  });
});

describe('buildLoginSchema', () => {
  it('requires account and password with the placeholder keys', () => {
    const schema = buildLoginSchema({ captcha: false });
    expect(errorsOf(schema, {})).toEqual({ account: 'ph_account_name', password: 'ph_password' });
    expect(errorsOf(schema, { account: ' ', password: 'x' })).toEqual({
      account: 'ph_account_name',
    });
    expect(errorsOf(schema, { account: 'a', password: 'x' })).toEqual({});
    expect(errorsOf(schema, { account: 'a', password: 'x', answer: '12' })).toEqual({
      answer: 'illegal_input',
    });
  });

  it('requires the captcha answer when the captcha is shown', () => {
    const schema = buildLoginSchema({ captcha: true });
    expect(errorsOf(schema, { account: 'a', password: 'x' })).toEqual({
      answer: 'ph_account_verify_code',
    });
    expect(
      errorsOf(schema, { account: 'a', password: 'x', answer: '1234', captcha_token: 't' }),
    ).toEqual({});
  });
});

describe('password recovery', () => {
  it('verify step: withdraw password, the chosen contact and the code equal to the captcha', () => {
    const byEmail = buildRecoveryVerifySchema({
      method: 'email',
      currency: 'RMB',
      captcha: 'Ab12',
    });
    expect(errorsOf(byEmail, {})).toEqual({
      withdraw_password: 'signup.err_withdrawPsw_blank',
      member_email: 'signup.err_email_blank',
      verify_code: 'signup.err_verify_blank',
    });
    const ok = { withdraw_password: '1234', member_email: 'a@example.com', verify_code: 'ab12' };
    expect(errorsOf(byEmail, ok)).toEqual({});
    expect(errorsOf(byEmail, { ...ok, verify_code: 'ab13' })).toEqual({
      verify_code: 'verify_failed',
    });
    expect(errorsOf(byEmail, { ...ok, member_phone: '0912345678' })).toEqual({
      member_phone: 'illegal_input',
    });

    const byPhone = buildRecoveryVerifySchema({ method: 'phone', currency: 'VND' });
    expect(errorsOf(byPhone, { withdraw_password: '1234', verify_code: 'x' })).toEqual({
      member_phone: 'err_phone_blank',
    });
    expect(
      errorsOf(byPhone, { withdraw_password: '1234', member_phone: '12345', verify_code: 'x' }),
    ).toEqual({ member_phone: 'signup.err_phone_vi_format' });
  });

  it('reset step: new password 6 to 12 with a matching confirmation', () => {
    expect(errorsOf(recoveryResetSchema, { password: 'abc123', check_password: 'abc123' })).toEqual(
      {},
    );
    expect(errorsOf(recoveryResetSchema, { password: 'abc', check_password: 'abc' })).toEqual({
      password: 'signup.err_psw_length',
    });
    expect(errorsOf(recoveryResetSchema, { password: 'abc123', check_password: 'abc321' })).toEqual(
      {
        check_password: 'signup.err_checkPsw_diff',
      },
    );
    expect(errorsOf(recoveryResetSchema, { password: 'abc123' })).toEqual({
      check_password: 'signup.err_checkPsw_blank',
    });
  });
});

describe('fieldErrors', () => {
  it('keeps the first key per field with its parameters', () => {
    const result = buildRegisterSchema([setting('member_qq', true)], 'RMB').safeParse({
      ...BASE,
      member_account: 'ab',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      member_account: { key: 'signup.err_account_length', params: { min: 6, max: 12 } },
      member_qq: { key: 'signup.error_for_contact.placeholder', params: { type: 'QQ' } },
    });
  });

  it('only produces keys the message files translate', () => {
    const keys = new Set(allMessageKeys());
    const result = buildRegisterSchema([setting('member_phone', true)], 'RMB').safeParse({
      member_account: 42,
      password: [],
      member_phone: {},
    });
    expect(result.success).toBe(false);
    for (const found of Object.values(fieldErrors(result.error!))) {
      expect(keys.has(found.key), found.key).toBe(true);
      expect(lookupMessage(ERROR_MESSAGES.en_US, found.key)).toBeTruthy();
    }
  });
});
