import {
  editPasswordCall,
  infoDataCall,
  infoDataIssueCall,
  loginCall,
} from '@member-site/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { members } from '../../db/schema';
import { verifyPassword } from '../../infra/passwords';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { type TestMemberInput, createTestMember } from '../../test/members';
import { countWrites } from './auth.testing';

describe('/member/profile/edit_password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.deps.accountSettings.update(1, { loginCaptcha: false });
  });
  afterAll(async () => t.close());

  const loggedIn = async (input: TestMemberInput = {}) => {
    const member = await createTestMember(t.database, input);
    const { envelope } = await t.call(loginCall, {
      account: member.account,
      password: 'abc123',
      udid: 'pc',
    });
    expect(envelope.code).toBe('100');
    return { member, token: envelope.apiResponseData.token };
  };

  const memberRow = async (id: number) => {
    const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
    if (!row) throw new Error('member gone');
    return row;
  };

  const login = (account: string, password: string) =>
    t.call(loginCall, { account, password, udid: 'pc' });

  it('changes the login password and goes on with a fresh token', async () => {
    const { member, token } = await loggedIn({ firstLoginChangePassword: true });
    const handoff = await t.call(infoDataIssueCall, {}, { token });
    const { status, envelope, rotatedToken } = await t.call(
      editPasswordCall,
      { type: 'login', old_password: 'abc123', password: 'xyz789', check_password: 'xyz789' },
      { token },
    );
    expect(status).toBe(200);
    expect(envelope.code).toBe('100');
    const fresh = envelope.apiResponseData.token;
    expect(fresh).not.toBe(token);
    expect(rotatedToken).toBe(fresh);

    expect((await t.call(infoDataIssueCall, {}, { token })).status).toBe(401);
    expect((await t.call(infoDataIssueCall, {}, { token: fresh })).status).toBe(200);

    const row = await memberRow(member.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.credentialsVersion).toBe(member.credentialsVersion + 1);
    expect(row.firstLoginChangePassword).toBe(false);
    expect((await login(member.account, 'abc123')).envelope.code).toBe('101');
    expect((await login(member.account, 'xyz789')).envelope.code).toBe('100');
    // A handoff made before the change no longer opens a session.
    const stale = await t.call(infoDataCall, { enc: handoff.envelope.apiResponseData.enc });
    expect(stale.envelope.code).toBe('101');
  });

  it('answers 101 for a wrong current password and 102 for an unchanged one', async () => {
    const { member, token } = await loggedIn();
    const wrong = await t.call(
      editPasswordCall,
      { type: 'login', old_password: 'abc124', password: 'xyz789', check_password: 'xyz789' },
      { token },
    );
    expect(wrong.envelope).toMatchObject({ code: '101', codeFull: 'account.101' });
    const same = await t.call(
      editPasswordCall,
      { type: 'login', old_password: 'abc123', password: 'abc123', check_password: 'abc123' },
      { token },
    );
    expect(same.envelope).toMatchObject({ code: '102', codeFull: 'account.102' });
    expect((await memberRow(member.id)).credentialsVersion).toBe(member.credentialsVersion);
    expect((await t.call(infoDataIssueCall, {}, { token })).status).toBe(200);
  });

  it.each([
    ['too short', 'a1', 'a1', 'password', 'signup.err_psw_length'],
    ['too long', 'abcdef1234567', 'abcdef1234567', 'password', 'signup.err_psw_length'],
    ['letters only', 'abcdefg', 'abcdefg', 'password', 'signup.err_psw_format'],
    ['with a symbol', 'abc12$', 'abc12$', 'password', 'signup.err_psw_format'],
    ['not confirmed', 'xyz789', 'xyz788', 'check_password', 'signup.err_checkPsw_diff'],
    ['confirmation empty', 'xyz789', '', 'check_password', 'signup.err_checkPsw_blank'],
  ])('refuses a new login password %s with 400 naming the field', async (...row) => {
    const [, password, confirm, field, key] = row;
    const { token, member } = await loggedIn();
    const before = await memberRow(member.id);
    const { status, envelope } = await t.call(
      editPasswordCall,
      { type: 'login', old_password: 'abc123', password, check_password: confirm },
      { token },
    );
    expect(status).toBe(400);
    expect(envelope.code).toBe('400');
    expect(envelope.apiResponseData).toMatchObject({
      errors: [expect.objectContaining({ field, message: key }) as unknown],
    });
    expect(await memberRow(member.id)).toEqual(before);
  });

  it('sets a first withdraw password with the login password, then changes it with itself', async () => {
    const { member, token } = await loggedIn();
    const set = await t.call(
      editPasswordCall,
      { type: 'withdraw', old_password: 'abc123', password: '1357', check_password: '1357' },
      { token },
    );
    expect(set.envelope.code).toBe('100');
    const next = set.envelope.apiResponseData.token;
    const hash = (await memberRow(member.id)).withdrawPasswordHash;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash ?? '', '1357')).toBe(true);

    // Now the login password no longer proves anything for the withdraw password.
    const withLogin = await t.call(
      editPasswordCall,
      { type: 'withdraw', old_password: 'abc123', password: '2468', check_password: '2468' },
      { token: next },
    );
    expect(withLogin.envelope.code).toBe('101');
    const changed = await t.call(
      editPasswordCall,
      { type: 'withdraw', old_password: '1357', password: '2468', check_password: '2468' },
      { token: next },
    );
    expect(changed.envelope.code).toBe('100');
    // The login password is untouched.
    expect((await login(member.account, 'abc123')).envelope.code).toBe('100');
  });

  it.each([
    ['three digits', '123', '123', 'password', 'signup.err_withdrawPsw_blank'],
    ['letters', 'abcd', 'abcd', 'password', 'signup.err_withdrawPsw_blank'],
    ['not confirmed', '1234', '1243', 'check_password', 'signup.err_checkPsw_diff'],
  ])('refuses a new withdraw password of %s with 400', async (...row) => {
    const [, password, confirm, field, key] = row;
    const { token } = await loggedIn({ withdrawPassword: '9876' });
    const { status, envelope } = await t.call(
      editPasswordCall,
      { type: 'withdraw', old_password: '9876', password, check_password: confirm },
      { token },
    );
    expect(status).toBe(400);
    expect(envelope.apiResponseData).toMatchObject({
      errors: [expect.objectContaining({ field, message: key }) as unknown],
    });
  });

  it('acts on the caller only: nobody changes another member’s password', async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    const refused = await t.call(
      editPasswordCall,
      {
        type: 'login',
        old_password: 'abc123',
        password: 'xyz789',
        check_password: 'xyz789',
        member_id: b.member.id,
      },
      { token: a.token },
    );
    expect(refused.status).toBe(400);
    const own = await t.call(
      editPasswordCall,
      { type: 'login', old_password: 'abc123', password: 'xyz789', check_password: 'xyz789' },
      { token: a.token },
    );
    expect(own.envelope.code).toBe('100');
    expect((await login(b.member.account, 'abc123')).envelope.code).toBe('100');
    expect((await login(a.member.account, 'xyz789')).envelope.code).toBe('100');
  });

  it('answers 401 without a live session and writes nothing', async () => {
    const before = await countWrites(t);
    const body = {
      type: 'login',
      old_password: 'abc123',
      password: 'xyz789',
      check_password: 'xyz789',
    };
    expect((await t.call(editPasswordCall, body)).status).toBe(401);
    expect((await t.call(editPasswordCall, body, { token: 'forged' })).status).toBe(401);
    expect(await countWrites(t)).toEqual(before);
  });

  it('stops guessing of the current password after 5 wrong tries with 429', async () => {
    const { token } = await loggedIn({ withdrawPassword: '1111' });
    for (let guess = 0; guess < 5; guess += 1) {
      const { envelope } = await t.call(
        editPasswordCall,
        {
          type: 'withdraw',
          old_password: `000${guess}`,
          password: '2222',
          check_password: '2222',
        },
        { token },
      );
      expect(envelope.code).toBe('101');
    }
    const limited = await t.call(
      editPasswordCall,
      { type: 'withdraw', old_password: '1111', password: '2222', check_password: '2222' },
      { token },
    );
    expect(limited.status).toBe(429);
    expect(limited.envelope.code).toBe('429');
  });

  it.each([
    ['an unknown type', { type: 'admin', old_password: 'a', password: 'b', check_password: 'b' }],
    ['a 10 kB password', { old_password: 'abc123', password: 'a'.repeat(10_000) }],
    ['a number', { old_password: 123456, password: 'xyz789', check_password: 'xyz789' }],
  ])('answers 400 for %s', async (_label, body) => {
    const { token } = await loggedIn();
    const { status, envelope } = await t.call(editPasswordCall, body, { token });
    expect(status).toBe(400);
    expect(envelope.code).toBe('400');
  });
});
