import { registerSmsCall, registerVerificationCall } from '@member-site/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { members, registerBlacklist, registerSettings } from '../../db/schema';
import { hashPassword } from '../../infra/passwords';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createTestMember } from '../../test/members';
import { ACCOUNT_CONSTRAINT, insertMember, uniqueViolation } from './register.repository';
import {
  countMembers,
  memberId,
  nextAccount,
  nextChineseName,
  nextIp,
  register,
  rmbRegistration,
} from './register.testing';

const usd = (overrides: Record<string, unknown> = {}) => ({
  member_account: nextAccount('usd'),
  password: 'abc123',
  check_password: 'abc123',
  member_currency: 'USD',
  member_name: 'Jane Doe',
  member_email: `${nextAccount('jane')}@mail.example.com`,
  withdraw_password: '5678',
  agreement: true,
  ...overrides,
});

const vnd = (overrides: Record<string, unknown> = {}) => ({
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

describe('registration business checks', () => {
  let t: TestApp;
  let agentId: number;
  const restore: (() => Promise<unknown>)[] = [];

  /** Change one register setting for one test. */
  const setting = async (
    currency: 'RMB' | 'VND' | 'USD',
    name: string,
    patch: Partial<typeof registerSettings.$inferInsert>,
  ) => {
    const where = and(
      eq(registerSettings.siteId, 1),
      eq(registerSettings.currency, currency),
      eq(registerSettings.name, name as 'member_name'),
    );
    const [old] = await t.database.db.select().from(registerSettings).where(where);
    await t.database.db.update(registerSettings).set(patch).where(where);
    restore.push(() =>
      t.database.db
        .update(registerSettings)
        .set(old ?? {})
        .where(where),
    );
  };

  const code = async (body: Record<string, unknown>, options = {}) =>
    (await register(t, body, options)).envelope.code;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.deps.accountSettings.update(1, { registerCaptcha: false });
    agentId = await memberId(t, 'agent01');
  });
  afterEach(async () => {
    for (const undo of restore.splice(0).reverse()) await undo();
    await t.app.deps.accountSettings.update(1, {
      registerCaptcha: false,
      agentIntroduce: true,
      friendRecommend: true,
    });
  });
  afterAll(async () => t.close());

  it('answers 102 for a taken account whatever its letter case', async () => {
    expect(await code(rmbRegistration({ member_account: 'DEMO001' }))).toBe('102');
    expect(await code(rmbRegistration({ member_account: 'demo001' }))).toBe('102');
  });

  it('answers 103, 104, 105 and 114 for a repeated unique name, phone, email, identity id', async () => {
    expect(await code(rmbRegistration({ member_name: '张伟' }))).toBe('103');
    await setting('RMB', 'member_phone', { isUnique: true });
    expect(await code(rmbRegistration({ member_phone: '13800138000' }))).toBe('104');
    await setting('RMB', 'member_email', { isUnique: true });
    expect(await code(rmbRegistration({ member_email: 'DEMO001@golden-lotus.example' }))).toBe(
      '105',
    );
    await createTestMember(t.database, { currency: 'USD', identityId: 'P1234567' });
    await setting('USD', 'identity_id', { isUnique: true });
    expect(await code(usd({ identity_id: 'p1234567' }))).toBe('114');
    // Not unique: the same values are accepted.
    await setting('RMB', 'member_name', { isUnique: false });
    expect(await code(rmbRegistration({ member_name: '张伟' }))).toBe('100');
  });

  it('answers 301 to 308 for a unique contact id another member has, naming the app', async () => {
    const contacts: [string, keyof typeof members.$inferInsert, string][] = [
      ['member_qq', 'qq', '301'],
      ['member_skype', 'skype', '302'],
      ['member_wechat', 'wechat', '304'],
      ['member_zalo', 'zalo', '305'],
      ['member_fb', 'fb', '306'],
      ['member_telegram', 'telegram', '307'],
      ['member_whats_app', 'whatsApp', '308'],
    ];
    for (const [field] of contacts) {
      await setting('USD', field, { isDisplay: true, isUnique: true });
    }
    await createTestMember(
      t.database,
      Object.fromEntries(contacts.map(([, column]) => [column, `taken_${column}`])),
    );
    for (const [field, column, expected] of contacts) {
      const { envelope } = await register(t, usd({ [field]: `TAKEN_${column}` }), {
        language: 'zh_CN',
      });
      expect(envelope.code, field).toBe(expected);
      expect(envelope.message).toMatch(/已被其他会员使用/);
    }
    const { envelope } = await register(t, usd({ member_whats_app: 'taken_whatsApp' }));
    expect(envelope.message).toBe('This WhatsApp account is already registered to another member.');
    expect(await code(usd({ member_qq: 'free_qq_1' }))).toBe('100');
  });

  it('answers 206 for an email domain with an invalid label', async () => {
    for (const email of [
      'someone@mail-.example.com',
      `someone@${'a'.repeat(64)}.com`,
      `${'a'.repeat(65)}@mail.example.com`,
    ]) {
      expect(await code(rmbRegistration({ member_email: email })), email).toBe('206');
    }
  });

  it('answers 209 for a phone number that cannot be real', async () => {
    expect(await code(rmbRegistration({ member_phone: '1111111111' }))).toBe('209');
    expect(await code(rmbRegistration({ member_phone: '123456' }))).toBe('209');
    expect(await code(rmbRegistration({ member_phone: '1234567890123456' }))).toBe('209');
  });

  it('answers 214 and 216 for blacklisted names and emails', async () => {
    expect(await code(usd({ member_name: ' TEST ' }))).toBe('214');
    expect(await code(usd({ member_email: 'Spam@Example.com' }))).toBe('216');
    await t.database.db
      .insert(registerBlacklist)
      .values({ siteId: 1, kind: 'email', value: '@spam.example.org' });
    expect(await code(usd({ member_email: 'anyone@spam.example.org' }))).toBe('216');
  });

  it('answers 218 for an address on the site blacklist, and registers from another', async () => {
    await t.database.db
      .insert(registerBlacklist)
      .values({ siteId: 1, kind: 'ip', value: '10.66.0.1' });
    expect(await code(usd(), { ip: '10.66.0.1' })).toBe('218');
    expect(await code(usd(), { ip: '10.66.0.2' })).toBe('100');
  });

  it('answers 227 for a name of one repeated character, of digits, or of symbols', async () => {
    expect(await code(rmbRegistration({ member_name: '张张张' }))).toBe('227');
    expect(await code(usd({ member_name: '12345' }))).toBe('227');
    expect(await code(usd({ member_name: 'aaaa' }))).toBe('227');
    expect(await code(usd({ member_name: '<script>alert(1)</script>' }))).toBe('227');
    expect(await code(usd({ member_name: "Siobhán O'Neil-Smith" }))).toBe('100');
  });

  it('answers 113 for a wrong SMS code and registers with the right one, once', async () => {
    await setting('RMB', 'member_phone', { isVerification: true });
    const phone = '13987654321';
    const sent = await t.call(
      registerSmsCall,
      { member_phone: phone, currency: 'RMB' },
      { ip: nextIp() },
    );
    expect(sent.envelope.code).toBe('100');
    const [message] = await t.app.deps.sms.outbox(1, 1);
    const smsCode = /\d{6}/.exec(message?.body ?? '')?.[0] ?? '';
    const wrong = smsCode === '000000' ? '111111' : '000000';
    expect(await code(rmbRegistration({ member_phone: phone, phone_verify: wrong }))).toBe('113');
    expect(await code(rmbRegistration({ member_phone: phone, phone_verify: smsCode }))).toBe('100');
    expect(await code(rmbRegistration({ member_phone: phone, phone_verify: smsCode }))).toBe('113');
  });

  describe('introducer', () => {
    it('records an agent introducer, and a friend who recommended the member', async () => {
      const viaAgent = await register(
        t,
        rmbRegistration({ introducer: String(agentId), introducer_type: 'agent' }),
      );
      expect(viaAgent.envelope.code).toBe('100');
      const viaFriend = await register(
        t,
        rmbRegistration({ introducer: 'demo001x', introducer_type: 'recommend' }),
      );
      expect(viaFriend.envelope.code).toBe('100');
      const rows = await t.database.db.select().from(members);
      const byId = (id: number) => rows.find((row) => row.id === id);
      expect(byId(viaAgent.envelope.apiResponseData.member_id)?.agentId).toBe(agentId);
      expect(byId(viaFriend.envelope.apiResponseData.member_id)?.recommendedBy).toBe(
        await memberId(t, 'demo001'),
      );
    });

    it('answers 106 and 108 for an agent id that cannot introduce', async () => {
      const agent = (introducer: string) =>
        rmbRegistration({ introducer, introducer_type: 'agent' });
      expect(await code(agent('999999'))).toBe('106');
      expect(await code(agent(String(await memberId(t, 'demo001'))))).toBe('106');
      const idle = await createTestMember(t.database, { isAgent: true, agentActive: false });
      expect(await code(agent(String(idle.id)))).toBe('108');
      const frozen = await createTestMember(t.database, {
        isAgent: true,
        agentActive: true,
        status: 3,
      });
      expect(await code(agent(String(frozen.id)))).toBe('108');
      await t.app.deps.accountSettings.update(1, { agentIntroduce: false });
      expect(await code(agent(String(agentId)))).toBe('108');
    });

    it('answers 107, 112 and 109 for a recommend code that cannot introduce', async () => {
      const friend = (introducer: string) =>
        rmbRegistration({ introducer, introducer_type: 'recommend' });
      expect(await code(friend('NOPE2345'))).toBe('112');
      expect(await code(friend('FROZEN1X'))).toBe('109');
      await t.app.deps.accountSettings.update(1, { friendRecommend: false });
      expect(await code(friend('DEMO001X'))).toBe('107');
    });

    it('answers 228 for an introducer of another currency', async () => {
      expect(await code(vnd({ introducer: String(agentId), introducer_type: 'agent' }))).toBe(
        '228',
      );
      expect(await code(vnd({ introducer: 'DEMO001X', introducer_type: 'recommend' }))).toBe('228');
      expect(await code(vnd({ introducer: 'DEMO001X' }))).toBe('228');
    });

    it('answers 110 for a malformed introducer', async () => {
      expect(await code(rmbRegistration({ introducer: 'abc', introducer_type: 'agent' }))).toBe(
        '110',
      );
      expect(
        await code(rmbRegistration({ introducer: 'DE-MO!', introducer_type: 'recommend' })),
      ).toBe('110');
      expect(await code(rmbRegistration({ introducer: "1' OR 1=1" }))).toBe('110');
    });

    it('tries free text as an agent id, then as a recommend code, else 219', async () => {
      const asAgent = await register(t, rmbRegistration({ introducer: ` ${agentId} ` }));
      expect(asAgent.envelope.code).toBe('100');
      expect(await code(rmbRegistration({ introducer: 'Demo001x' }))).toBe('100');
      expect(await code(rmbRegistration({ introducer: 'ZZZZ9999' }))).toBe('219');
      expect(await code(rmbRegistration({ introducer: '888888' }))).toBe('219');
    });

    it('forces the agent and currency of an agent domain', async () => {
      const host = 'agent.localhost';
      const done = await register(t, rmbRegistration(), { host });
      expect(done.envelope.code).toBe('100');
      const [row] = await t.database.db
        .select()
        .from(members)
        .where(eq(members.id, done.envelope.apiResponseData.member_id));
      expect(row?.agentId).toBe(agentId);
      expect(await code(vnd(), { host })).toBe('228');
      expect(await code(rmbRegistration({ introducer: 'DEMO001X' }), { host })).toBe('228');
      expect(await code(rmbRegistration({ introducer: String(agentId) }), { host })).toBe('100');
    });
  });

  it('checks a registration on the verification call without using it up', async () => {
    const before = await countMembers(t);
    expect(
      (await t.call(registerVerificationCall, rmbRegistration({ member_name: '张伟' }))).envelope
        .code,
    ).toBe('103');
    expect(
      (
        await t.call(
          registerVerificationCall,
          rmbRegistration({ introducer: 'NOPE2345', introducer_type: 'recommend' }),
        )
      ).envelope.code,
    ).toBe('112');
    expect(await countMembers(t)).toBe(before);
  });

  it('reports a unique-violation race on the account as the account constraint', async () => {
    const account = nextAccount('Dup');
    const values = {
      siteId: 1,
      account,
      currency: 'RMB' as const,
      passwordHash: await hashPassword('abc123'),
      recommendCode: 'DUPCODE1',
      name: nextChineseName(),
    };
    await insertMember(t.database.db, values);
    const error = await insertMember(t.database.db, {
      ...values,
      account: account.toUpperCase(),
      recommendCode: 'DUPCODE2',
    }).catch((caught: unknown) => caught);
    expect(uniqueViolation(error)).toBe(ACCOUNT_CONSTRAINT);
  });
});
