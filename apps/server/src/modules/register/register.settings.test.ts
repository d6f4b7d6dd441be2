import {
  checkAgentDomainCall,
  memberInfoCall,
  registerSettingsCall,
  registerValidMessageCall,
  serviceAgreementCall,
} from '@member-site/contracts';
import { REGISTER_SETTING_NAMES } from '@member-site/contracts/constants';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDemoAccounts } from '../../db/seed/accounts';
import { demoAccounts } from '@member-site/demo';
import {
  agentDomains,
  agentLevelNames,
  members,
  registerBlacklist,
  registerSettings,
  serviceAgreements,
  siteAccountSettings,
  sites,
} from '../../db/schema';
import { verifyPassword } from '../../infra/passwords';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createTestMember } from '../../test/members';
import { memberId } from './register.testing';

describe('register settings and introducer look-ups', () => {
  let t: TestApp;
  let agentId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    agentId = await memberId(t, 'agent01');
  });
  afterAll(async () => t.close());

  it('lists the form of every currency the site offers, with every flag', async () => {
    const { envelope } = await t.call(registerSettingsCall, {});
    expect(envelope.code).toBe('100');
    const { list, captcha_required, currencies } = envelope.apiResponseData;
    expect(currencies).toEqual(['RMB', 'VND', 'USD']);
    expect(captcha_required).toBe(true);
    const item = (currency: string, name: string) =>
      list.find((i) => i.currency === currency && i.name === name);
    expect(item('RMB', 'member_name')).toMatchObject({
      is_display: true,
      is_required: true,
      is_unique: true,
      is_member_center: false,
    });
    expect(item('RMB', 'member_phone')).toMatchObject({ is_display: true, is_verification: false });
    expect(item('RMB', 'member_email')).toMatchObject({
      is_display: true,
      is_required: false,
      is_member_center: true,
    });
    expect(item('VND', 'member_phone')).toMatchObject({ is_display: true, is_required: true });
    expect(item('VND', 'member_zalo')).toMatchObject({ is_display: true });
    expect(item('USD', 'member_email')).toMatchObject({ is_display: true, is_required: true });
    expect(item('USD', 'member_telegram')?.is_display).toBe(true);
    expect(item('USD', 'identity_id')).toMatchObject({ is_display: true, is_required: false });
    expect(item('USD', 'member_wechat')?.is_display).toBe(false);
    // The list follows the site's currency order.
    const order = [...new Set(list.map((i) => i.currency))];
    expect(order).toEqual(['RMB', 'VND', 'USD']);
  });

  it('says when the register captcha is off', async () => {
    await t.app.deps.accountSettings.update(1, { registerCaptcha: false });
    const { envelope } = await t.call(registerSettingsCall, {});
    expect(envelope.apiResponseData.captcha_required).toBe(false);
    await t.app.deps.accountSettings.update(1, { registerCaptcha: true });
  });

  it('answers the service agreement in the request language, falling back to English', async () => {
    const zh = await t.call(serviceAgreementCall, {}, { language: 'zh_CN' });
    expect(zh.envelope.apiResponseData.list.map((s) => s.title)).toEqual([
      '一、年龄与资格',
      '二、账户安全',
      '三、理性娱乐',
      '四、隐私与资料',
    ]);
    expect(zh.envelope.apiResponseData.list[0]?.content).toContain('18');
    const vi = await t.call(serviceAgreementCall, {}, { language: 'vi_VN' });
    expect(vi.envelope.apiResponseData.list[2]?.title).toBe('3. Chơi có trách nhiệm');

    await t.database.db.insert(serviceAgreements).values([
      {
        siteId: 1,
        title: { en_US: '5. Changes' },
        content: { en_US: '<p>We may update.</p>' },
        sort: 9,
      },
      {
        siteId: 1,
        title: { en_US: 'Hidden' },
        content: { en_US: '<p>Not shown.</p>' },
        sort: 10,
        isActive: false,
      },
    ]);
    const hi = await t.call(serviceAgreementCall, {}, { language: 'hi_IN' });
    const titles = hi.envelope.apiResponseData.list.map((s) => s.title);
    expect(titles).toHaveLength(5);
    expect(titles[4]).toBe('5. Changes');
    expect(titles).not.toContain('Hidden');
  });

  it("shows another site's agreement only to that site", async () => {
    await t.database.db.insert(sites).values({
      id: 7,
      code: 'other',
      name: 'Other',
      titleZh: '其他',
      titleEn: 'Other',
      defaultLanguage: 'en_US',
      template: 'site02',
      mobileTemplate: 'H5_1',
    });
    await t.database.db.insert(serviceAgreements).values({
      siteId: 7,
      title: { en_US: 'Other rules' },
      content: { en_US: '<p>Other.</p>' },
    });
    const { envelope } = await t.call(serviceAgreementCall, { site_id: 7 });
    expect(envelope.apiResponseData.list.map((s) => s.title)).toEqual(['Other rules']);
    const own = await t.call(serviceAgreementCall, { site_id: 1 });
    expect(own.envelope.apiResponseData.list.map((s) => s.title)).not.toContain('Other rules');
  });

  it("answers an agent's currency, and 106 for anyone who is not an agent", async () => {
    const { envelope } = await t.call(memberInfoCall, { id: agentId });
    expect(envelope).toMatchObject({ code: '100', apiResponseData: { currency: 'RMB' } });
    const demo = await memberId(t, 'demo001');
    expect((await t.call(memberInfoCall, { id: demo })).envelope.code).toBe('106');
    expect((await t.call(memberInfoCall, { id: 999_999 })).envelope.code).toBe('106');
    expect((await t.call(memberInfoCall, { id: 'x' })).status).toBe(400);
  });

  it('says whether an agent id or recommend code may introduce members', async () => {
    const valid = async (body: Record<string, unknown>) =>
      (await t.call(registerValidMessageCall, body)).envelope.apiResponseData.is_valid;
    expect(await valid({ agent_id: String(agentId) })).toBe(true);
    expect(await valid({ agent_id: String(await memberId(t, 'demo001')) })).toBe(false);
    expect(await valid({ agent_id: '999999' })).toBe(false);
    expect(await valid({ agent_id: 'abc' })).toBe(false);
    const idle = await createTestMember(t.database, { isAgent: true, agentActive: false });
    expect(await valid({ agent_id: String(idle.id) })).toBe(false);

    expect(await valid({ recommend_code: 'DEMO001X' })).toBe(true);
    expect(await valid({ recommend_code: 'demo001x' })).toBe(true);
    expect(await valid({ recommend_code: 'FROZEN1X' })).toBe(false);
    expect(await valid({ recommend_code: 'NOPE0000' })).toBe(false);

    await t.app.deps.accountSettings.update(1, { agentIntroduce: false, friendRecommend: false });
    expect(await valid({ agent_id: String(agentId) })).toBe(false);
    expect(await valid({ recommend_code: 'DEMO001X' })).toBe(false);
    await t.app.deps.accountSettings.update(1, { agentIntroduce: true, friendRecommend: true });

    const both = await t.call(registerValidMessageCall, { agent_id: '1', recommend_code: 'X' });
    expect(both.status).toBe(400);
  });

  it('recognises an agent domain, with or without port and case', async () => {
    for (const host of ['agent.localhost', 'AGENT.localhost:3000']) {
      const { envelope } = await t.call(checkAgentDomainCall, { host });
      expect(envelope.apiResponseData).toEqual({
        is_valid: true,
        currency: 'RMB',
        agent_id: String(agentId),
      });
    }
    const { envelope } = await t.call(checkAgentDomainCall, { host: 'www.example.com' });
    expect(envelope.apiResponseData).toEqual({ is_valid: false, currency: null, agent_id: null });
    expect((await t.call(checkAgentDomainCall, { host: 'a'.repeat(300) })).status).toBe(400);
  });
});

describe('demo accounts seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const counts = async () => {
    const count = (table: PgTable) => sql<number>`(SELECT count(*)::int FROM ${table})`;
    const [row] = await t.database.db
      .select({
        members: count(members),
        settings: count(registerSettings),
        agreements: count(serviceAgreements),
        levels: count(agentLevelNames),
        blacklist: count(registerBlacklist),
        domains: count(agentDomains),
        switches: count(siteAccountSettings),
      })
      .from(sql`(SELECT 1) AS one`);
    return row;
  };

  it('creates demo logins that work, and adds nothing when run again', async () => {
    const rows = await t.database.db.select().from(members).where(eq(members.siteId, 1));
    const byAccount = (account: string) => rows.find((row) => row.account === account);
    const demo = byAccount('demo001');
    expect(demo).toMatchObject({ currency: 'RMB', name: '张伟', status: 1 });
    expect(await verifyPassword(demo?.passwordHash ?? '', 'demo123')).toBe(true);
    expect(await verifyPassword(demo?.withdrawPasswordHash ?? '', '1234')).toBe(true);
    const agent = byAccount('agent01');
    expect(agent).toMatchObject({ isAgent: true, agentActive: true, memberType: 2, agentType: 1 });
    expect(await verifyPassword(agent?.passwordHash ?? '', 'agent123')).toBe(true);
    expect(byAccount('frozen01')?.status).toBe(3);
    // The demo member's two recommended friends (recommend a friend).
    expect(rows.filter((row) => row.recommendedBy === demo?.id).map((row) => row.account)).toEqual([
      'friend01',
      'friend02',
    ]);

    const before = await counts();
    expect(before).toMatchObject({
      // The demo logins, the recommended friends and the demo agent's team.
      members: 9,
      agreements: 4,
      levels: 4,
      blacklist: 2,
      domains: 1,
    });
    expect(before?.settings).toBe(3 * REGISTER_SETTING_NAMES.length);
    await t.database.db.transaction((tx) => seedDemoAccounts(tx, demoAccounts(1)));
    expect(await counts()).toEqual(before);
  });

  it('keeps the register captcha on', async () => {
    expect((await t.app.deps.accountSettings.get(1)).registerCaptcha).toBe(true);
  });
});
