import { captchaCall } from '@member-site/contracts';
import { sessionSchema } from '@member-site/contracts/wire';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, memberDevices, memberSessions, members } from '../../db/schema';
import { verifyPassword } from '../../infra/passwords';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { solveCaptcha } from '../captcha/captcha.testing';
import { REGISTER_RATE_LIMIT, REGISTER_SITE_LIMIT } from './register.service';
import { countMembers, nextAccount, nextIp, register, rmbRegistration } from './register.testing';

describe('POST /api/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('registers a member with the captcha and logs them in', async () => {
    const ip = nextIp();
    const account = nextAccount('Lotus');
    const body = rmbRegistration({
      member_account: account,
      member_email: 'Lotus.Fan@mail.example.com',
      member_birthday: '1995-07-03',
      member_wechat: 'lotus_fan',
      udid: 'device-abc',
      ...(await solveCaptcha(t, 2, { ip })),
    });
    const { status, envelope } = await register(t, body, { ip });
    expect(status).toBe(200);
    expect(envelope.code).toBe('100');
    const session = sessionSchema.parse(envelope.apiResponseData);
    expect(session).toMatchObject({
      member_account: account,
      member_currency: 'RMB',
      member_type: 1,
      agent_type: 0,
      first_login_to_change_password: false,
    });
    expect(session.idle_expires_in).toBeGreaterThan(0);

    // The token is a live session of the new member.
    const live = await t.app.deps.sessions.authenticate(session.token);
    expect(live?.member.id).toBe(session.member_id);
    const sessions = await t.database.db
      .select()
      .from(memberSessions)
      .where(eq(memberSessions.memberId, session.member_id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ ip, udid: 'device-abc', revokedAt: null });
    const devices = await t.database.db
      .select({ udid: memberDevices.udid })
      .from(memberDevices)
      .where(eq(memberDevices.memberId, session.member_id));
    expect(devices).toEqual([{ udid: 'device-abc' }]);

    const [member] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.id, session.member_id));
    expect(member).toMatchObject({
      siteId: 1,
      account,
      currency: 'RMB',
      name: body.member_name,
      phone: '13512345678',
      email: 'Lotus.Fan@mail.example.com',
      birthday: '1995-07-03',
      wechat: 'lotus_fan',
      memberType: 1,
      status: 1,
      registerIp: ip,
      agentId: null,
      recommendedBy: null,
    });
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(member?.passwordHash ?? '', 'abc123')).toBe(true);
    expect(await verifyPassword(member?.withdrawPasswordHash ?? '', '5678')).toBe(true);
    expect(member?.recommendCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('gives every member a different recommend code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const ip = nextIp();
      const { envelope } = await register(
        t,
        rmbRegistration({ ...(await solveCaptcha(t, 2, { ip })) }),
        { ip },
      );
      const [row] = await t.database.db
        .select({ code: members.recommendCode })
        .from(members)
        .where(eq(members.id, envelope.apiResponseData.member_id));
      codes.add(row?.code ?? '');
    }
    expect(codes.size).toBe(3);
  });

  it('answers 224 to a wrong captcha answer and uses the captcha up', async () => {
    const ip = nextIp();
    const solved = await solveCaptcha(t, 2, { ip });
    const body = rmbRegistration({ captcha_token: solved.captcha_token, answer: 'zzzz' });
    const before = await countMembers(t);
    expect((await register(t, body, { ip })).envelope.code).toBe('224');
    const retried = await register(t, { ...body, answer: solved.answer }, { ip });
    expect(retried.envelope.code).toBe('224');
    expect(await countMembers(t)).toBe(before);
  });

  it('accepts a captcha once: the same answer cannot register twice', async () => {
    const ip = nextIp();
    const solved = await solveCaptcha(t, 2, { ip });
    expect((await register(t, rmbRegistration(solved), { ip })).envelope.code).toBe('100');
    expect((await register(t, rmbRegistration(solved), { ip })).envelope.code).toBe('224');
  });

  it('refuses a login captcha, an unknown token and a missing token on the register form', async () => {
    const login = await solveCaptcha(t, 1);
    expect((await register(t, rmbRegistration(login))).envelope.code).toBe('224');
    const unknown = { captcha_token: 'made-up-token', answer: 'abcd' };
    expect((await register(t, rmbRegistration(unknown))).envelope.code).toBe('224');
    expect((await register(t, rmbRegistration({ answer: 'abcd' }))).envelope.code).toBe('224');
  });

  it('creates exactly one member when ten registrations of one account arrive at once', async () => {
    await t.app.deps.accountSettings.update(1, { registerCaptcha: false });
    const account = nextAccount('Race');
    const before = await countMembers(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        register(
          t,
          rmbRegistration({ member_account: i % 2 === 0 ? account : account.toLowerCase() }),
        ),
      ),
    );
    const codes = results.map((r) => r.envelope.code).sort();
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(codes.filter((c) => c === '100')).toHaveLength(1);
    expect(codes.filter((c) => c === '102')).toHaveLength(9);
    expect(await countMembers(t)).toBe(before + 1);
    await t.app.deps.accountSettings.update(1, { registerCaptcha: true });
  });

  it(`answers 996 after ${REGISTER_RATE_LIMIT.points} registrations from one address in ten minutes`, async () => {
    await t.app.deps.accountSettings.update(1, { registerCaptcha: false });
    const ip = nextIp();
    for (let i = 0; i < REGISTER_RATE_LIMIT.points; i += 1) {
      expect((await register(t, rmbRegistration(), { ip })).envelope.code).toBe('100');
    }
    const before = await countMembers(t);
    const refused = await register(t, rmbRegistration(), { ip });
    expect(refused.envelope.code).toBe('996');
    expect(refused.envelope.message).toMatch(/too many|frequent|later/i);
    expect(await countMembers(t)).toBe(before);
    // Another address is not affected.
    expect((await register(t, rmbRegistration())).envelope.code).toBe('100');
    await t.app.deps.accountSettings.update(1, { registerCaptcha: true });
  });

  it(`answers 996 once the site took ${REGISTER_SITE_LIMIT.points} registrations in ten minutes, and tells the operator once`, async () => {
    await t.app.deps.accountSettings.update(1, { registerCaptcha: false });
    const { rateLimiter } = t.app.deps;
    try {
      // Registrations from a botnet: many addresses, each under its own limit.
      for (let i = 0; i <= REGISTER_SITE_LIMIT.points; i += 1) {
        const hit = await rateLimiter.hit('register-site', '1', REGISTER_SITE_LIMIT);
        if (!hit.allowed) break;
      }
      const before = await countMembers(t);
      for (let i = 0; i < 3; i += 1) {
        const refused = await register(t, rmbRegistration(), { ip: nextIp() });
        expect(refused.envelope.code).toBe('996');
      }
      expect(await countMembers(t)).toBe(before);
      const reports = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'register_site_limit'));
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatchObject({ siteId: 1, actor: 'system', targetId: '1' });
    } finally {
      await rateLimiter.reset('register-site', '1', REGISTER_SITE_LIMIT);
    }
    // The next window takes registrations again.
    expect((await register(t, rmbRegistration(), { ip: nextIp() })).envelope.code).toBe('100');
    await t.app.deps.accountSettings.update(1, { registerCaptcha: true });
  });

  it('answers 997 once an address registered the daily number of members', async () => {
    await t.app.deps.accountSettings.update(1, { registerCaptcha: false, registerPerIpPerDay: 2 });
    try {
      const ip = nextIp();
      expect((await register(t, rmbRegistration(), { ip })).envelope.code).toBe('100');
      expect((await register(t, rmbRegistration(), { ip })).envelope.code).toBe('100');
      const before = await countMembers(t);
      expect((await register(t, rmbRegistration(), { ip })).envelope.code).toBe('997');
      expect(await countMembers(t)).toBe(before);
      // Registrations older than a day no longer count.
      await t.database.db
        .update(members)
        .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
        .where(eq(members.registerIp, ip));
      expect((await register(t, rmbRegistration(), { ip })).envelope.code).toBe('100');
    } finally {
      await t.app.deps.accountSettings.update(1, {
        registerCaptcha: true,
        registerPerIpPerDay: 20,
      });
    }
  });

  it('answers 461 for a currency the site does not offer', async () => {
    const solved = await solveCaptcha(t, 2);
    const { envelope } = await register(t, rmbRegistration({ member_currency: 'THB', ...solved }));
    expect(envelope.code).toBe('461');
  });

  it('keeps the captcha call and registration apart per site', async () => {
    const { envelope } = await t.call(captchaCall, { type: 2, site_id: 99 });
    expect(envelope.code).toBe('460');
  });
});
