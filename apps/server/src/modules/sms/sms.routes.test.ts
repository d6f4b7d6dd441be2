import { registerSmsCall } from '@member-site/contracts';
import { type SupportedLanguage } from '@member-site/contracts/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { smsCodes, smsOutbox } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createLoggedInMember } from '../../test/members';
import { listOutbox } from './sms.repository';
import {
  SMS_MAX_ATTEMPTS,
  SMS_PER_PHONE_PER_DAY,
  SMS_PER_PREFIX_PER_HOUR,
  createSmsService,
  verifySmsCode,
} from './sms.service';

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
};

/** The code in the newest outbox message to a phone. */
const codeSentTo = async (t: TestApp, phone: string): Promise<string> => {
  const messages = await listOutbox(t.database.db, 1, 50);
  const body = messages.find((m) => m.phone === phone)?.body ?? '';
  return /\d{6}/.exec(body)?.[0] ?? '';
};

describe('POST /api/register/sms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const send = (
    body: Record<string, unknown>,
    ip = nextIp(),
    language: SupportedLanguage = 'en_US',
  ) =>
    t.call(
      registerSmsCall,
      { currency: 'RMB', type: 'register_member', ...body },
      { ip, language },
    );

  it('writes the message to the outbox and keeps only a hash of the code', async () => {
    const { status, envelope } = await send({ member_phone: '13511112222' }, nextIp(), 'zh_CN');
    expect(status).toBe(200);
    expect(envelope.code).toBe('100');
    expect(envelope.apiResponseData).toEqual({ countdown: 300 });

    const [message] = await listOutbox(t.database.db, 1, 1);
    expect(message?.phone).toBe('13511112222');
    expect(message?.body).toMatch(/Golden Lotus.*验证码是\d{6}，10分钟内有效/);
    const code = /\d{6}/.exec(message?.body ?? '')?.[0] ?? '';

    const [row] = await t.database.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.phone, '13511112222'));
    expect(row?.purpose).toBe('register_member');
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.round(ttl / 60_000)).toBe(10);
  });

  it('sends one code per phone per 300 s and says how long to wait', async () => {
    const phone = '13522223333';
    expect((await send({ member_phone: phone })).envelope.code).toBe('100');
    const again = await send({ member_phone: phone });
    expect(again.envelope.code).toBe('102');
    expect(again.envelope.message).toMatch(/5 minutes/);
    const data = again.envelope.apiResponseData;
    expect(data.countdown).toBeGreaterThan(290);
    expect(data.countdown).toBeLessThanOrEqual(300);
    const rows = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    expect(rows).toHaveLength(1);
  });

  it('answers 201 without a number and 099 for a number the currency refuses', async () => {
    expect((await send({ member_phone: '' })).envelope.code).toBe('201');
    expect((await send({})).envelope.code).toBe('201');
    const refused: [string, string][] = [
      ['RMB', '1380013800a'],
      ['RMB', '+8613800138000'],
      ['RMB', '12345'],
      ['RMB', '0000000000'],
      ['VND', '091234567'],
      ['VND', '09123456789'],
    ];
    for (const [currency, phone] of refused) {
      const { envelope } = await send({ member_phone: phone, currency });
      expect(envelope.code, `${currency} ${phone}`).toBe('099');
    }
    expect((await send({ member_phone: '0912345678', currency: 'VND' })).envelope.code).toBe('100');
    const before = await t.database.db.select().from(smsOutbox);
    expect(before.some((row) => row.phone === '1380013800a')).toBe(false);
  });

  it('answers 461 for a currency the site does not offer and 400 for bad input', async () => {
    expect((await send({ member_phone: '13533334444', currency: 'THB' })).envelope.code).toBe(
      '461',
    );
    expect((await send({ member_phone: 13533334444 })).status).toBe(400);
    expect((await send({ member_phone: '1'.repeat(10_000) })).status).toBe(400);
    expect((await send({ member_phone: '13533334444', extra: 1 })).status).toBe(400);
  });

  /** Codes sent earlier, as rows `minutesAgo` old, to the given numbers. */
  const sentEarlier = async (phones: string[], minutesAgo: number) =>
    t.database.db.insert(smsCodes).values(
      phones.map((phone) => ({
        siteId: 1,
        phone,
        purpose: 'register_member',
        codeHash: 'e'.repeat(64),
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
        expiresAt: new Date(Date.now() - (minutesAgo - 10) * 60_000),
      })),
    );

  it(`sends at most ${SMS_PER_PHONE_PER_DAY} codes a day to one number, from any address`, async () => {
    const phone = '13566660001';
    await sentEarlier(
      Array.from({ length: SMS_PER_PHONE_PER_DAY }, () => phone),
      23 * 60,
    );
    const refused = await send({ member_phone: phone });
    expect(refused.envelope.code).toBe('102');
    // The oldest of them leaves the day's window in about an hour.
    expect(refused.envelope.apiResponseData.countdown).toBeGreaterThan(3500);
    expect(refused.envelope.apiResponseData.countdown).toBeLessThanOrEqual(3600);
    const outbox = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    expect(outbox).toHaveLength(0);
  });

  it(`sends at most ${SMS_PER_PREFIX_PER_HOUR} codes an hour to a range of numbers`, async () => {
    const range = '1357777';
    await sentEarlier(
      Array.from(
        { length: SMS_PER_PREFIX_PER_HOUR },
        (_, i) => `${range}${String(i).padStart(4, '0')}`,
      ),
      30,
    );
    // A new number of the same range, from a new address: refused.
    expect((await send({ member_phone: `${range}9999` })).envelope.code).toBe('102');
    // A number of another range still gets its code.
    expect((await send({ member_phone: '13577780000' })).envelope.code).toBe('100');
  });

  it('sends member-centre codes only to a signed-in member', async () => {
    const stranger = await send({ member_phone: '13588880001', type: 'member_center' });
    expect(stranger.status).toBe(401);
    expect(
      await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, '13588880001')),
    ).toHaveLength(0);

    const { token } = await createLoggedInMember(t);
    const member = await t.call(
      registerSmsCall,
      { currency: 'RMB', type: 'member_center', member_phone: '13588880001' },
      { ip: nextIp(), token },
    );
    expect(member.envelope.code).toBe('100');
  });

  it('answers 103 once the site has spent its daily SMS budget', async () => {
    await t.database.db.insert(smsCodes).values(
      Array.from({ length: 1000 }, (_, i) => ({
        siteId: 1,
        phone: `1390000${String(i).padStart(4, '0')}`,
        purpose: 'register_member',
        codeHash: '0'.repeat(64),
        expiresAt: new Date(Date.now() + 600_000),
      })),
    );
    const { envelope } = await send({ member_phone: '13544445555' });
    expect(envelope.code).toBe('103');
    await t.database.db.delete(smsCodes).where(sql`${smsCodes.codeHash} = ${'0'.repeat(64)}`);
    // The refused request did not start the 300 s wait.
    expect((await send({ member_phone: '13544445555' })).envelope.code).toBe('100');
  });

  it('answers 104 when the sender fails, and the member may ask again at once', async () => {
    const working = t.app.deps.sms;
    t.app.deps.sms = createSmsService(t.database.db, {
      rateLimiter: t.app.deps.rateLimiter,
      proofOfWork: t.app.deps.proofOfWork,
      sender: { send: () => Promise.reject(new Error('gateway down')) },
    });
    try {
      const { envelope } = await send({ member_phone: '13555556666' });
      expect(envelope.code).toBe('104');
      const codes = await t.database.db
        .select()
        .from(smsCodes)
        .where(eq(smsCodes.phone, '13555556666'));
      expect(codes).toHaveLength(0);
    } finally {
      t.app.deps.sms = working;
    }
    expect((await send({ member_phone: '13555556666' })).envelope.code).toBe('100');
  });
});

describe('verifySmsCode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const sendTo = async (phone: string) => {
    const { envelope } = await t.call(
      registerSmsCall,
      { member_phone: phone, currency: 'RMB' },
      { ip: nextIp() },
    );
    expect(envelope.code).toBe('100');
    return codeSentTo(t, phone);
  };
  const verify = (phone: string, code: string, consume = true) =>
    verifySmsCode(t.database.db, { siteId: 1, phone, purpose: 'register_member', code, consume });

  it('accepts the code once when it is consumed', async () => {
    const code = await sendTo('13611112222');
    expect(code).toMatch(/^\d{6}$/);
    expect(await verify('13611112222', code, false)).toBe(true);
    expect(await verify('13611112222', code)).toBe(true);
    expect(await verify('13611112222', code)).toBe(false);
  });

  it('refuses the code for another phone, purpose or site', async () => {
    const code = await sendTo('13622223333');
    expect(await verify('13622223334', code)).toBe(false);
    expect(
      await verifySmsCode(t.database.db, {
        siteId: 1,
        phone: '13622223333',
        purpose: 'member_center',
        code,
        consume: true,
      }),
    ).toBe(false);
    expect(
      await verifySmsCode(t.database.db, {
        siteId: 2,
        phone: '13622223333',
        purpose: 'register_member',
        code,
        consume: true,
      }),
    ).toBe(false);
    expect(await verify('13622223333', code)).toBe(true);
  });

  it(`kills the code after ${SMS_MAX_ATTEMPTS} wrong tries`, async () => {
    const code = await sendTo('13633334444');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i += 1) {
      expect(await verify('13633334444', wrong)).toBe(false);
    }
    expect(await verify('13633334444', code)).toBe(false);
  });

  it('refuses an expired code and malformed input', async () => {
    const code = await sendTo('13644445555');
    expect(await verify('13644445555', '12345')).toBe(false);
    expect(await verify('13644445555', 'abcdef')).toBe(false);
    expect(
      await verifySmsCode(t.database.db, {
        siteId: 1,
        phone: '13644445555',
        purpose: 'register_member',
        code,
        consume: true,
        now: new Date(Date.now() + 11 * 60_000),
      }),
    ).toBe(false);
  });
});
