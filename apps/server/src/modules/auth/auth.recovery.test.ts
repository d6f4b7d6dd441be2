import {
  clientCaptchaCall,
  infoDataIssueCall,
  loginCall,
  recoveryResetCall,
  recoveryVerifyCall,
} from '@member-site/contracts';
import { MEMBER_STATUSES } from '@member-site/contracts/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { members, recoveryTokens } from '../../db/schema';
import { verifyPassword } from '../../infra/passwords';
import { createSealer } from '../../infra/sealed';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { type TestMember, type TestMemberInput, createTestMember } from '../../test/members';

describe('withdraw-password recovery', () => {
  let t: TestApp;
  let captchaIp = 0;
  // Each call from its own address, so the per-address limit stays out of the way of the others.
  let callCount = 0;
  const nextIp = () => {
    callCount += 1;
    return `10.8.${Math.floor(callCount / 200)}.${callCount % 200}`;
  };
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.deps.accountSettings.update(1, { loginCaptcha: false });
  });
  afterAll(async () => t.close());

  /** A fresh client captcha and the code its picture shows (read back from the sealed data). */
  const clientCaptcha = async (): Promise<{ code: string; data: string }> => {
    captchaIp += 1;
    const { envelope } = await t.call(clientCaptchaCall, undefined, { ip: `10.9.0.${captchaIp}` });
    expect(envelope.code).toBe('100');
    const { data } = envelope.apiResponseData;
    const opened = await createSealer(t.database.db).open(
      'client-captcha',
      data,
      z.object({ code: z.string() }),
    );
    return { code: opened?.payload.code ?? '', data };
  };

  const recoverable = (input: TestMemberInput = {}) =>
    createTestMember(t.database, {
      email: 'Owner@Example.com',
      phone: '0912345678',
      withdrawPassword: '4321',
      ...input,
    });

  const verify = async (
    member: Pick<TestMember, 'account'>,
    extra: Record<string, unknown> = {},
  ) => {
    const { code, data } = await clientCaptcha();
    return t.call(
      recoveryVerifyCall,
      {
        account: member.account,
        withdraw_password: '4321',
        member_email: 'owner@example.com',
        verify_code: code.toUpperCase(),
        captcha_data: data,
        ...extra,
      },
      { ip: nextIp() },
    );
  };

  const reset = (account: string, token: string, password = 'new456') =>
    t.call(recoveryResetCall, { account, password, token }, { ip: nextIp() });

  describe('/clientCaptcha', () => {
    it('answers a raster picture and the sealed code', async () => {
      const { envelope } = await t.call(clientCaptchaCall, undefined, { ip: '10.9.1.1' });
      const { text, data } = envelope.apiResponseData;
      expect(text).toMatch(/^data:image\/webp;base64,/);
      const picture = Buffer.from(text.split(',')[1] ?? '', 'base64');
      expect(picture.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const { code } = await clientCaptcha();
      expect(code).toMatch(/^[a-z2-9]{4}$/);
      expect(data).not.toContain(code);
    });

    it('limits one address to 30 pictures a minute', async () => {
      for (let call = 0; call < 30; call += 1) {
        expect((await t.call(clientCaptchaCall, undefined, { ip: '10.9.2.1' })).status).toBe(200);
      }
      const limited = await t.call(clientCaptchaCall, undefined, { ip: '10.9.2.1' });
      expect(limited.status).toBe(429);
      expect(limited.envelope.code).toBe('429');
    });
  });

  describe('verify then reset', () => {
    it('sets the new login password, ends the member’s sessions and lifts a login lock', async () => {
      const member = await recoverable();
      const login = await t.call(loginCall, { account: member.account, password: 'abc123' });
      const session = login.envelope.apiResponseData.token;

      const verified = await verify(member);
      expect(verified.envelope.code).toBe('100');
      const token = verified.envelope.apiResponseData.token;
      expect(token.length).toBeGreaterThanOrEqual(40);

      const done = await reset(member.account.toUpperCase(), token);
      expect(done.envelope.code).toBe('100');
      const [row] = await t.database.db.select().from(members).where(eq(members.id, member.id));
      expect(await verifyPassword(row?.passwordHash ?? '', 'new456')).toBe(true);
      expect(await verifyPassword(row?.withdrawPasswordHash ?? '', '4321')).toBe(true);
      expect(row?.credentialsVersion).toBe(member.credentialsVersion + 1);
      expect((await t.call(infoDataIssueCall, {}, { token: session })).status).toBe(401);

      // The token works once.
      expect((await reset(member.account, token, 'other789')).envelope.code).toBe('201');
      const relogin = await t.call(loginCall, { account: member.account, password: 'new456' });
      expect(relogin.envelope.code).toBe('100');
    });

    it('accepts the phone instead of the email, in any spelling of its digits', async () => {
      const member = await recoverable();
      const verified = await verify(member, { member_email: '', member_phone: '0912345678' });
      expect(verified.envelope.code).toBe('100');
    });
  });

  describe('/arks/web/vx/verify codes', () => {
    it('answers 201 for a wrong code, a reused picture and tampered data', async () => {
      const member = await recoverable();
      const wrong = await verify(member, { verify_code: '????' });
      expect(wrong.envelope).toMatchObject({ code: '201', codeFull: 'recoveryVerify.201' });

      const { code, data } = await clientCaptcha();
      const body = {
        account: member.account,
        withdraw_password: '4321',
        member_email: 'owner@example.com',
        verify_code: code,
        captcha_data: data,
      };
      expect((await t.call(recoveryVerifyCall, body)).envelope.code).toBe('100');
      expect((await t.call(recoveryVerifyCall, body)).envelope.code).toBe('201');
      const tampered = `${data.slice(0, -2)}${data.endsWith('AA') ? 'BB' : 'AA'}`;
      const other = await clientCaptcha();
      expect(
        (
          await t.call(recoveryVerifyCall, {
            ...body,
            verify_code: other.code,
            captcha_data: tampered,
          })
        ).envelope.code,
      ).toBe('201');
    });

    it('answers 101 for an unknown account and 102 for a disabled or frozen one', async () => {
      expect((await verify({ account: 'nosuch01' })).envelope.code).toBe('101');
      const off = await recoverable({ status: MEMBER_STATUSES.disabled });
      expect((await verify(off)).envelope.code).toBe('102');
      const cold = await recoverable({ status: MEMBER_STATUSES.frozen });
      expect((await verify(cold)).envelope.code).toBe('102');
    });

    it('answers 202 for a wrong withdraw password, or a member without one', async () => {
      const member = await recoverable();
      expect((await verify(member, { withdraw_password: '4322' })).envelope.code).toBe('202');
      const none = await createTestMember(t.database, { email: 'owner@example.com' });
      expect((await verify(none)).envelope.code).toBe('202');
    });

    it('answers 203 when neither the email nor the phone matches', async () => {
      const member = await recoverable();
      expect((await verify(member, { member_email: 'other@example.com' })).envelope.code).toBe(
        '203',
      );
      expect(
        (await verify(member, { member_email: '', member_phone: '0912345679' })).envelope.code,
      ).toBe('203');
    });

    it('answers 400 naming the field when neither email nor phone is given', async () => {
      const member = await recoverable();
      const { status, envelope } = await verify(member, { member_email: '' });
      expect(status).toBe(400);
      expect(envelope.apiResponseData).toMatchObject({
        errors: [expect.objectContaining({ field: 'member_phone' }) as unknown],
      });
    });

    it('answers 204 after 5 attempts on one account', async () => {
      const member = await recoverable();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await verify(member, { withdraw_password: '0000' })).envelope.code).toBe('202');
      }
      expect((await verify(member)).envelope.code).toBe('204');
    });
  });

  describe('/arks/web/vx/reset codes', () => {
    const tokenFor = async (member: TestMember) => {
      const { envelope } = await verify(member);
      expect(envelope.code).toBe('100');
      return envelope.apiResponseData.token;
    };

    it('answers 101 for an unknown account and 102 for a disabled one', async () => {
      expect((await reset('nosuch01', 'x')).envelope.code).toBe('101');
      const member = await recoverable();
      const token = await tokenFor(member);
      await t.database.db
        .update(members)
        .set({ status: MEMBER_STATUSES.disabled })
        .where(eq(members.id, member.id));
      expect((await reset(member.account, token)).envelope).toMatchObject({
        code: '102',
        codeFull: 'recoveryReset.102',
      });
    });

    it('answers 201 for a made-up or expired token', async () => {
      const member = await recoverable();
      expect((await reset(member.account, 'made-up')).envelope.code).toBe('201');
      const token = await tokenFor(member);
      await t.database.db
        .update(recoveryTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(recoveryTokens.memberId, member.id));
      expect((await reset(member.account, token)).envelope.code).toBe('201');
    });

    it('answers 202 for the token of another account, which stays usable by its owner', async () => {
      const owner = await recoverable();
      const other = await recoverable();
      const token = await tokenFor(owner);
      expect((await reset(other.account, token)).envelope.code).toBe('202');
      expect((await reset(owner.account, token)).envelope.code).toBe('100');
    });

    it('answers a field error for a password against the rules, keeping the token', async () => {
      const member = await recoverable();
      const token = await tokenFor(member);
      for (const [password, key] of [
        ['ab12', 'signup.err_psw_length'],
        ['abcdefgh', 'signup.err_psw_format'],
        ['12345678', 'signup.err_psw_format'],
        ['abc123456789x', 'signup.err_psw_length'],
        ['', 'signup.err_psw_blank'],
      ] as const) {
        const { status, envelope } = await reset(member.account, token, password);
        expect(status).toBe(400);
        expect(envelope.apiResponseData).toMatchObject({
          errors: [expect.objectContaining({ field: 'password', message: key })],
        });
      }
      expect((await reset(member.account, token, 'good123')).envelope.code).toBe('100');
    });
  });

  it.each([
    [
      recoveryVerifyCall,
      { account: "' OR 1=1 --", withdraw_password: '1', verify_code: 'a', captcha_data: 'x' },
    ],
    [
      recoveryVerifyCall,
      {
        account: 'abcdef',
        withdraw_password: '1',
        verify_code: 'a',
        captcha_data: 'x'.repeat(10_000),
      },
    ],
    [recoveryResetCall, { account: 'abcdef', password: '1234', token: 'x', member_id: 1 }],
    [recoveryResetCall, { account: 'abcdef', password: 1234, token: 'x' }],
  ])('answers 400 for bad input (%#)', async (contract, body) => {
    const { status, envelope } = await t.call(contract, body);
    expect(status).toBe(400);
    expect(envelope.code).toBe('400');
  });
});
