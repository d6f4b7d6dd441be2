import { describe, expect, it } from 'vitest';

import {
  LOCAL_PLAY_MESSAGES,
  VALIDATION_MESSAGE_KEYS,
  allErrorKeys,
  allMessageKeys,
  codeFromLegacyStatus,
  findErrorEntry,
} from './errors';

describe('findErrorEntry', () => {
  it('scopes reused codes by call family', () => {
    expect(findErrorEntry('login', '102')?.key).toBe('account_disable');
    expect(findErrorEntry('register', '102')).toEqual({
      key: 'account_repeat',
      field: 'member_account',
    });
    expect(findErrorEntry('login', 101)?.key).toBe('account_error');
    expect(findErrorEntry('oneKeyReturn', 101)?.key).toBe('one_key_err_code_101');
    expect(findErrorEntry('recoveryVerify', '204')?.key).toBe('signup.error_verify_pls_reVerify');
    expect(findErrorEntry('recoveryReset', '204')).toBeUndefined();
  });

  it('carries the spec flags: code appended, server message', () => {
    expect(findErrorEntry('login', '201')).toMatchObject({ key: 'ip_error', appendCode: true });
    expect(findErrorEntry('login', '106')?.appendCode).toBeUndefined();
    expect(findErrorEntry('doubleValidation', '101')?.serverMessage).toBe(true);
    expect(findErrorEntry('login', '101')?.serverMessage).toBeUndefined();
    expect(findErrorEntry('play', 203)).toMatchObject({
      key: 'pg.maintenance',
      serverMessage: true,
    });
  });

  it('falls back to the common transport codes', () => {
    expect(findErrorEntry('login', '401')?.key).toBe('errors.unauthenticated');
    expect(findErrorEntry('content', 500)?.key).toBe('errors.internal');
    expect(findErrorEntry('register', '100')?.key).toBe('success');
  });

  it('gives undefined for a code no family knows', () => {
    expect(findErrorEntry('content', '102')).toBeUndefined();
    expect(findErrorEntry('login', '999')).toBeUndefined();
    expect(findErrorEntry('sms', '105')).toBeUndefined();
  });

  it('pads short codes to three digits', () => {
    expect(findErrorEntry('sms', '99')?.key).toBe('phone_number_verify_error');
    expect(findErrorEntry('sms', 99)?.key).toBe('phone_number_verify_error');
    expect(findErrorEntry('sms', '099')?.key).toBe('phone_number_verify_error');
    expect(findErrorEntry('login', '99')).toBeUndefined();
  });
});

describe('codeFromLegacyStatus', () => {
  it('takes the last three digits of the legacy header status', () => {
    expect(codeFromLegacyStatus('200101')).toBe('101');
    expect(codeFromLegacyStatus(401102)).toBe('102');
    expect(codeFromLegacyStatus('1000')).toBe('000');
    expect(codeFromLegacyStatus('100')).toBe('100');
  });

  it('pads statuses shorter than three digits', () => {
    expect(codeFromLegacyStatus(99)).toBe('099');
    expect(codeFromLegacyStatus('5')).toBe('005');
  });

  it('feeds findErrorEntry', () => {
    expect(findErrorEntry('register', codeFromLegacyStatus('4000113'))?.key).toBe('error_verify');
  });
});

describe('message key lists', () => {
  it('lists catalogue keys once, sorted, with local play messages and the network message', () => {
    const keys = allErrorKeys();
    expect(keys).toEqual([...new Set(keys)].sort());
    for (const key of LOCAL_PLAY_MESSAGES) expect(keys).toContain(key);
    expect(keys).toContain('errors.network');
    expect(keys).toContain('account_freezen');
    expect(keys).toContain('signup.error_for_contact.format');
  });

  it('adds the validation keys without duplicates', () => {
    const keys = allMessageKeys();
    expect(keys).toEqual([...new Set(keys)].sort());
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(VALIDATION_MESSAGE_KEYS.length);
    for (const key of VALIDATION_MESSAGE_KEYS) expect(keys).toContain(key);
    expect(keys.length).toBeGreaterThan(allErrorKeys().length);
  });

  it('keeps no key both a message and a group of messages', () => {
    const keys = allMessageKeys();
    for (const key of keys) {
      expect(
        keys.filter((other) => other.startsWith(`${key}.`)),
        key,
      ).toEqual([]);
    }
  });
});
