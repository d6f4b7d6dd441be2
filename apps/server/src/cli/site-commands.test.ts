import { MEMBER_STATUSES } from '@member-site/contracts/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  agentDomains,
  auditLog,
  loginLogs,
  members,
  registerBlacklist,
  registerSettings,
  smsOutbox,
} from '../db/schema';
import { type TestApp, buildTestApp } from '../test/helpers';
import { createLoggedInMember, createTestMember } from '../test/members';
import { channelId, fastPayment, listChannels } from '../modules/deposit/deposit.testing';
import { runSiteCommand } from './site-commands';

describe('the operator site command', () => {
  let t: TestApp;
  const site = (...argv: string[]) => runSiteCommand(argv, async () => t.app.deps);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('lists the commands on help and asks for one without arguments', async () => {
    const help = await site('help');
    expect(help.code).toBe(0);
    for (const command of ['captcha', 'register-setting', 'agent-domain', 'blacklist', 'member']) {
      expect(help.output).toContain(command);
    }
    expect((await site()).code).toBe(2);
    const unknown = await site('launch');
    expect(unknown).toMatchObject({ code: 2 });
    expect(unknown.output).toContain("Unknown command 'launch'");
    expect((await site('captcha', '--login', 'off', '--nope')).code).toBe(2);
    expect((await site('captcha', '--login', 'off', '--limit', '3')).code).toBe(2);
  });

  it('prints control characters as visible escapes, never raw to the terminal', async () => {
    const hostile = await site('\u001b[2J\u001b]0;owned\u0007\ud800x');
    expect(hostile.code).toBe(2);
    expect(hostile.output).toContain("Unknown command '\\u{1b}[2J\\u{1b}]0;owned\\u{7}\\u{d800}x'");
    expect(Array.from(hostile.output).filter((char) => char < ' ' && char !== '\n')).toEqual([]);
    expect(hostile.output).toContain('\n');
  });

  it('switches the sandbox gateway off and on for new deposits, with an audit entry', async () => {
    const sandbox = await channelId(t, 'fast_payment');
    const listed = await site('payment-channel', 'list');
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(
      new RegExp(`^${sandbox}\\s+RMB\\s+fast_payment\\s+sandbox.*\\son$`, 'm'),
    );

    const off = await site('payment-channel', 'off', String(sandbox));
    expect(off).toMatchObject({ code: 0 });
    expect(off.output).toContain('off for new deposits');
    const { token } = await createLoggedInMember(t);
    const offered = (await listChannels(t, token)).envelope.apiResponseData.list;
    expect(offered.map((channel) => channel.kind)).not.toContain('fast_payment');
    expect((await fastPayment(t, token)).envelope.code).not.toBe('100');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'payment_channel_off'), eq(auditLog.targetId, String(sandbox))),
      );
    expect(entry).toMatchObject({ siteId: 1, targetType: 'payment_channel' });

    expect((await site('payment-channel', 'on', String(sandbox))).code).toBe(0);
    expect((await fastPayment(t, token)).envelope.code).toBe('100');
    expect((await site('payment-channel', 'off', '999999')).code).toBe(1);
    expect((await site('payment-channel', 'pause', '1')).code).toBe(2);
  });

  it('refuses a site that does not exist', async () => {
    const result = await site('captcha', '--login', 'on', '--site', '99');
    expect(result).toEqual({ code: 1, output: 'There is no site 99.' });
    expect((await site('captcha', '--login', 'on', '--site', 'x')).code).toBe(2);
  });

  it('switches the login and register captchas and their proof of work', async () => {
    const result = await site('captcha', '--login', 'off', '--register', 'on');
    expect(result).toEqual({
      code: 0,
      output:
        'Site 1: login captcha off, proof of work off; register captcha on, proof of work on; proof of work standard.',
    });
    expect(await t.app.deps.accountSettings.get(1)).toMatchObject({
      loginCaptcha: false,
      loginProofOfWork: false,
      registerCaptcha: true,
      registerProofOfWork: true,
    });
    await site('captcha', '--register', 'pow');
    expect(await t.app.deps.accountSettings.get(1)).toMatchObject({
      loginCaptcha: false,
      registerCaptcha: false,
      registerProofOfWork: true,
    });
    expect((await site('captcha', '--login', 'maybe')).code).toBe(2);
    expect((await site('captcha')).code).toBe(2);
    expect((await t.app.deps.accountSettings.get(1)).loginCaptcha).toBe(false);
    await site('captcha', '--login', 'on');
    expect((await t.app.deps.accountSettings.get(1)).loginCaptcha).toBe(true);
  });

  it('sets how much work the proof of work asks, and refuses a strength it does not know', async () => {
    const light = await site('captcha', '--pow-strength', 'light');
    expect(light.code).toBe(0);
    expect(light.output).toContain('proof of work light.');
    expect(await t.app.deps.accountSettings.get(1)).toMatchObject({
      proofOfWorkStrength: 'light',
      loginCaptcha: true,
    });
    const unknown = await site('captcha', '--pow-strength', 'extreme');
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('--pow-strength takes light, standard, strong.');
    expect((await t.app.deps.accountSettings.get(1)).proofOfWorkStrength).toBe('light');
    await site('captcha', '--pow-strength', 'standard');
    expect((await t.app.deps.accountSettings.get(1)).proofOfWorkStrength).toBe('standard');
  });

  describe('register settings', () => {
    const phoneRow = async () => {
      const [row] = await t.database.db
        .select()
        .from(registerSettings)
        .where(
          and(
            eq(registerSettings.siteId, 1),
            eq(registerSettings.currency, 'VND'),
            eq(registerSettings.name, 'member_phone'),
          ),
        );
      return row;
    };

    it('changes the flags given and keeps the others', async () => {
      const first = await site(
        'register-setting',
        '--currency',
        'vnd',
        '--field',
        'member_phone',
        '--display',
        'on',
        '--required',
        'on',
        '--unique',
        'on',
        '--verification',
        'on',
        '--member-center',
        'on',
      );
      expect(first.code).toBe(0);
      expect(first.output).toContain('VND member_phone: display on, required on, unique on');
      const second = await site(
        'register-setting',
        '--currency',
        'VND',
        '--field',
        'member_phone',
        '--required',
        'off',
        '--member-center-verification',
        'on',
      );
      expect(second.code).toBe(0);
      expect(await phoneRow()).toMatchObject({
        isDisplay: true,
        isRequired: false,
        isUnique: true,
        isVerification: true,
        isMemberCenter: true,
        isMemberCenterVerification: true,
      });

      const table = await site('register-settings', '--currency', 'VND');
      expect(table.code).toBe(0);
      expect(table.output).toMatch(/member_phone\s+on\s+off\s+on\s+on\s+on\s+on/);
    });

    it('refuses unknown fields, currencies the site does not offer and misplaced flags', async () => {
      const before = await phoneRow();
      const cases: [string[], number][] = [
        [['--currency', 'VND', '--field', 'member_shoe', '--display', 'on'], 2],
        [['--currency', 'XYZ', '--field', 'member_phone', '--display', 'on'], 2],
        [['--currency', 'JPY', '--field', 'member_phone', '--display', 'on'], 1],
        [['--currency', 'VND', '--field', 'member_email', '--verification', 'on'], 2],
        [['--currency', 'VND', '--field', 'member_phone'], 2],
        [['--field', 'member_phone', '--display', 'on'], 2],
      ];
      for (const [args, code] of cases) {
        expect((await site('register-setting', ...args)).code).toBe(code);
      }
      expect(await phoneRow()).toEqual(before);
    });
  });

  describe('agent domains', () => {
    it('adds, lists and removes a host that sends registrations to an agent', async () => {
      const agent = await createTestMember(t.database, {
        account: 'opagent1',
        currency: 'VND',
        isAgent: true,
        agentActive: true,
      });
      const added = await site('agent-domain', 'add', 'VIP.Example.com', '--agent', 'OPAGENT1');
      expect(added).toEqual({
        code: 0,
        output: 'Registrations on vip.example.com now go to agent opagent1 in VND.',
      });
      const [row] = await t.database.db
        .select()
        .from(agentDomains)
        .where(eq(agentDomains.host, 'vip.example.com'));
      expect(row).toMatchObject({ siteId: 1, agentId: agent.id, currency: 'VND' });

      const again = await site('agent-domain', 'add', 'vip.example.com', '--agent', 'opagent1');
      expect(again.code).toBe(1);
      expect(again.output).toContain('already belongs to agent opagent1');

      const list = await site('agent-domain', 'list');
      expect(list.output).toMatch(/vip\.example\.com\s+opagent1\s+VND/);

      expect((await site('agent-domain', 'remove', 'vip.example.com')).code).toBe(0);
      expect((await site('agent-domain', 'remove', 'vip.example.com')).code).toBe(1);
      expect((await site('agent-domain', 'list')).output).not.toContain('vip.example.com');
    });

    it('refuses members who are not agents, bad hosts and closed currencies', async () => {
      await createTestMember(t.database, { account: 'opplay01' });
      const cases: [string[], number][] = [
        [['add', 'a.example.com', '--agent', 'opplay01'], 1],
        [['add', 'a.example.com', '--agent', 'opghost1'], 1],
        [['add', 'a.example.com', '--agent', 'opagent1', '--currency', 'JPY'], 1],
        [['add', 'not a host', '--agent', 'opagent1'], 2],
        [['add', 'javascript:alert(1)', '--agent', 'opagent1'], 2],
        [['add', 'a.example.com'], 2],
        [['move', 'a.example.com'], 2],
      ];
      for (const [args, code] of cases) {
        expect((await site('agent-domain', ...args)).code).toBe(code);
      }
      const rows = await t.database.db
        .select()
        .from(agentDomains)
        .where(eq(agentDomains.host, 'a.example.com'));
      expect(rows).toHaveLength(0);
    });
  });

  it('keeps the register blacklist', async () => {
    expect((await site('blacklist', 'add', 'name', 'Bad', 'Name')).code).toBe(0);
    expect((await site('blacklist', 'add', 'email', 'Spam@Example.com')).code).toBe(0);
    const repeated = await site('blacklist', 'add', 'email', 'spam@example.com');
    expect(repeated).toMatchObject({ code: 0 });
    expect(repeated.output).toContain('already');
    expect((await site('blacklist', 'add', 'email', 'not-an-email')).code).toBe(2);
    expect((await site('blacklist', 'add', 'phone', '123')).code).toBe(2);
    expect((await site('blacklist', 'add', 'ip', '203.0.113.9')).code).toBe(0);
    expect((await site('blacklist', 'add', 'ip', 'not-an-address')).code).toBe(2);

    const rows = await t.database.db
      .select({ kind: registerBlacklist.kind, value: registerBlacklist.value })
      .from(registerBlacklist)
      .where(eq(registerBlacklist.siteId, 1));
    expect(rows).toEqual(
      expect.arrayContaining([
        { kind: 'name', value: 'bad name' },
        { kind: 'email', value: 'spam@example.com' },
        { kind: 'ip', value: '203.0.113.9' },
      ]),
    );
    const list = await site('blacklist', 'list', 'email');
    expect(list.output).toContain('spam@example.com');
    expect(list.output).not.toContain('bad name');

    expect((await site('blacklist', 'remove', 'name', 'bad name')).code).toBe(0);
    expect((await site('blacklist', 'remove', 'name', 'bad name')).code).toBe(1);
  });

  describe('members', () => {
    it('freezes and disables a member and ends their sessions; activates them again', async () => {
      const member = await createTestMember(t.database, { account: 'opfrz001' });
      const { token } = await t.app.deps.sessions.start(member, {
        ip: '10.0.0.1',
        udid: 'u',
        device: 1,
      });
      const frozen = await site('member', 'freeze', 'OPFRZ001');
      expect(frozen).toEqual({ code: 0, output: 'Member opfrz001 is frozen; ended 1 session.' });
      const status = async () =>
        (await t.database.db.select().from(members).where(eq(members.id, member.id)))[0]?.status;
      expect(await status()).toBe(MEMBER_STATUSES.frozen);

      expect((await site('member', 'activate', 'opfrz001')).code).toBe(0);
      expect(await status()).toBe(MEMBER_STATUSES.active);
      // The session ended with the freeze stays ended.
      expect(await t.app.deps.sessions.authenticate(token)).toBeUndefined();

      const again = await t.app.deps.sessions.start(member, {
        ip: '10.0.0.1',
        udid: 'u',
        device: 1,
      });
      expect((await site('member', 'disable', 'opfrz001')).output).toContain('is disabled');
      expect(await status()).toBe(MEMBER_STATUSES.disabled);
      expect(await t.app.deps.sessions.authenticate(again.token)).toBeUndefined();

      expect((await site('member', 'freeze', 'opnone01')).code).toBe(1);
      expect((await site('member', 'ban', 'opfrz001')).code).toBe(2);
      expect((await site('member', 'freeze')).code).toBe(2);
    });

    it('shows a member with the last ten logins', async () => {
      const member = await createTestMember(t.database, {
        account: 'opshow01',
        currency: 'VND',
        lastLoginAt: new Date('2030-01-02T03:04:05Z'),
      });
      await t.database.db.insert(loginLogs).values(
        Array.from({ length: 12 }, (_, i) => ({
          siteId: 1,
          memberId: member.id,
          account: 'opshow01',
          ip: `10.0.0.${i}`,
          device: { device: 1 },
          code: i === 11 ? '101' : '100',
          createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
        })),
      );
      const { code, output } = await site('member', 'show', 'opshow01');
      expect(code).toBe(0);
      expect(output).toContain('status      active');
      expect(output).toContain('currency    VND');
      expect(output).toContain('last login  2030-01-02 03:04:05 UTC');
      expect(output).toContain('Last 10 logins:');
      expect(output).toMatch(/2030-01-01 00:11:00 UTC\s+10\.0\.0\.11\s+101/);
      expect(output).not.toContain('10.0.0.1 ');
      expect(output.split('\n').filter((line) => line.includes('10.0.0.'))).toHaveLength(10);
    });
  });

  it('reads the SMS outbox, newest first', async () => {
    await t.database.db.insert(smsOutbox).values(
      Array.from({ length: 3 }, (_, i) => ({
        siteId: 1,
        phone: `1380000000${i}`,
        body: `Your code is 00000${i}`,
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
      })),
    );
    const { code, output } = await site('sms', 'outbox', '--limit', '2');
    expect(code).toBe(0);
    const lines = output.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('13800000002');
    expect(lines[2]).toContain('Your code is 000001');
    expect((await site('sms', 'outbox', '--limit', '0')).code).toBe(2);
    expect((await site('sms', 'inbox')).code).toBe(2);
  });
});
