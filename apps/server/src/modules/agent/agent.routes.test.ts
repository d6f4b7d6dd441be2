import {
  agentAgreementCall,
  agentApplyCall,
  agentLinksCall,
  agentPlansCall,
  agentStatusCall,
  applyForAgentCheckCall,
  operatorAgentApplicationsCall,
  operatorAgentApproveCall,
  operatorAgentPlanSetCall,
  operatorAgentPlansCall,
  operatorAgentRejectCall,
  operatorAgentSettingsCall,
  operatorAgentSettingsSetCall,
} from '@member-site/contracts';
import { MEMBER_STATUSES } from '@member-site/contracts/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { agentApplications, agentSettings, auditLog, members } from '../../db/schema';
import { dataOf } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createLoggedInMember } from '../../test/members';
import { createAgent, openProgramme, RMB_PLAN, setPlan } from './agent.testing';

let t: TestApp;
let key: string;
let planId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const created = await t.app.deps.operators.create(1, 'agents');
  if (!created) throw new Error('operator not created');
  key = created.key;
  planId = (await setPlan(t, key)).id;
  await openProgramme(t, key);
});
afterAll(async () => {
  await t.close();
});

const memberRow = async (id: number) => {
  const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
  return row;
};

describe('the programme, plans and agreement a member sees', () => {
  beforeEach(async () => {
    await openProgramme(t, key);
  });

  it('lists the plans on offer in the request language, with tiers as percent and money', async () => {
    const { token } = await createLoggedInMember(t);
    const plans = dataOf(await t.call(agentPlansCall, {}, { token, language: 'zh_CN' }));
    expect(plans.currency).toBe('RMB');
    const plan = plans.list.find((item) => item.id === planId);
    expect(plan).toEqual({
      id: planId,
      name: '标准方案',
      basis: 'net_win_loss',
      active_rule: { min_deposit: '100.00', min_valid_bet: '500.00' },
      tiers: [
        { tier: 1, min_active_members: 5, min_figure: '1000.00', rate: 20 },
        { tier: 2, min_active_members: 20, min_figure: '10000.00', rate: 35.5 },
      ],
    });
    // A plan taken off offer, and one of another currency, are not listed.
    const hidden = await setPlan(t, key, { active: false });
    const usd = await setPlan(t, key, { currency: 'USD' });
    const ids = dataOf(await t.call(agentPlansCall, {}, { token })).list.map((item) => item.id);
    expect(ids).toContain(planId);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(usd.id);
    // A closed programme offers nothing.
    await openProgramme(t, key, false);
    expect(dataOf(await t.call(agentPlansCall, {}, { token })).list).toEqual([]);
  });

  it('answers the agreement in the request language, else en_US', async () => {
    const { token } = await createLoggedInMember(t);
    const zh = dataOf(await t.call(agentAgreementCall, {}, { token, language: 'zh_CN' }));
    expect(zh).toMatchObject({ title: '代理协议', content: '<p>公平。</p>' });
    const vi = dataOf(await t.call(agentAgreementCall, {}, { token, language: 'vi_VN' }));
    expect(vi).toMatchObject({ title: 'Agent agreement', content: '<p>Be fair.</p>' });
  });

  it('tells an ordinary member, an agent and a downline member their standing', async () => {
    const { member, token } = await createLoggedInMember(t);
    expect(dataOf(await t.call(agentStatusCall, {}, { token }))).toEqual({
      is_agent: false,
      agent_active: false,
      agent_type: 0,
      agent_level: 0,
      level_name: '',
      currency: 'RMB',
      programme_active: true,
      wallet: '0.00',
      plan_id: null,
      application: null,
      upline_agent_id: null,
    });
    // The demo names level 1 "Silver agent".
    const agent = await createAgent(t, planId, { agentLevel: 1 });
    const status = dataOf(await t.call(agentStatusCall, {}, { token: agent.token }));
    expect(status).toMatchObject({
      is_agent: true,
      agent_active: true,
      agent_level: 1,
      level_name: 'Silver agent',
      plan_id: planId,
    });
    const zh = dataOf(await t.call(agentStatusCall, {}, { token: agent.token, language: 'zh_CN' }));
    expect(zh.level_name).toBe('银牌代理');
    const downline = await createLoggedInMember(t, { agentId: agent.member.id });
    expect(
      dataOf(await t.call(agentStatusCall, {}, { token: downline.token })).upline_agent_id,
    ).toBe(agent.member.id);
    expect(member.id).toBeGreaterThan(0);
  });

  it('asks for a session before anything else', async () => {
    for (const call of [agentStatusCall, agentPlansCall, agentAgreementCall, agentLinksCall]) {
      const answer = await t.call(call, { unknown_field: '\u0000' });
      expect(answer.status).toBe(401);
    }
    const apply = await t.call(agentApplyCall, { plan_id: 'x' });
    expect(apply.status).toBe(401);
  });
});

describe('applying to become an agent', () => {
  beforeEach(async () => {
    await openProgramme(t, key);
  });

  const apply = (token: string, body: Record<string, unknown> = {}) =>
    t.call(agentApplyCall, { plan_id: planId, accept_agreement: true, ...body }, { token });

  it('writes one pending application and shows it in the status', async () => {
    const { member, token } = await createLoggedInMember(t);
    const application = dataOf(await apply(token, { note: 'I run a club' }));
    expect(application).toMatchObject({
      status: 'pending',
      plan_id: planId,
      plan_name: 'Standard',
      reason: '',
      decided_at: null,
    });
    expect(dataOf(await t.call(agentStatusCall, {}, { token })).application).toEqual(application);
    // A second application while one is pending: 103.
    expect((await apply(token)).envelope.code).toBe('103');
    const rows = await t.database.db
      .select()
      .from(agentApplications)
      .where(eq(agentApplications.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.note).toBe('I run a club');
  });

  it('keeps one pending application when several arrive at once', async () => {
    const { member, token } = await createLoggedInMember(t);
    const codes = await Promise.all(
      Array.from({ length: 5 }, async () => (await apply(token)).envelope.code),
    );
    expect(codes.filter((code) => code === '100')).toHaveLength(1);
    expect(codes.filter((code) => code === '103')).toHaveLength(4);
    const rows = await t.database.db
      .select()
      .from(agentApplications)
      .where(eq(agentApplications.memberId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an agent (101), a downline member (104), a closed programme (102) and a plan not on offer (105)', async () => {
    const agent = await createAgent(t, planId);
    expect((await apply(agent.token)).envelope.code).toBe('101');
    const downline = await createLoggedInMember(t, { agentId: agent.member.id });
    expect((await apply(downline.token)).envelope.code).toBe('104');
    // The check call of the member centre answers the same codes.
    expect(
      (await t.call(applyForAgentCheckCall, {}, { token: downline.token })).envelope.code,
    ).toBe('104');
    const { token } = await createLoggedInMember(t);
    const usd = await setPlan(t, key, { currency: 'USD' });
    expect((await apply(token, { plan_id: usd.id })).envelope.code).toBe('105');
    expect((await apply(token, { plan_id: 999_999 })).envelope.code).toBe('105');
    const hidden = await setPlan(t, key, { active: false });
    expect((await apply(token, { plan_id: hidden.id })).envelope.code).toBe('105');
    await openProgramme(t, key, false);
    expect((await apply(token)).envelope.code).toBe('102');
    const vnd = await createLoggedInMember(t, { currency: 'VND' });
    await openProgramme(t, key, true);
    // No programme row for VND at all: closed.
    expect((await apply(vnd.token)).envelope.code).toBe('102');
    const written = await t.database.db
      .select()
      .from(agentApplications)
      .where(eq(agentApplications.memberId, vnd.member.id));
    expect(written).toEqual([]);
  });

  it('refuses a body without the accepted agreement or with hostile text, changing nothing', async () => {
    const { member, token } = await createLoggedInMember(t);
    for (const body of [
      { accept_agreement: false },
      { accept_agreement: 'true' },
      { note: 'a\u0000b' },
      { note: 'x'.repeat(501) },
      { plan_id: -1 },
    ]) {
      const answer = await apply(token, body);
      expect(answer.status).toBe(400);
      expect(answer.envelope.code).toBe('400');
    }
    const rows = await t.database.db
      .select()
      .from(agentApplications)
      .where(eq(agentApplications.memberId, member.id));
    expect(rows).toEqual([]);
  });
});

describe("the operator's decisions", () => {
  const pendingApplication = async () => {
    await openProgramme(t, key);
    const applicant = await createLoggedInMember(t);
    const application = dataOf(
      await t.call(
        agentApplyCall,
        { plan_id: planId, accept_agreement: true },
        { token: applicant.token },
      ),
    );
    return { applicant, application };
  };

  it('approves once: the member becomes an active agent on the plan, audited', async () => {
    const { applicant, application } = await pendingApplication();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call(
          operatorAgentApproveCall,
          { application_id: application.id, reason: 'good record' },
          { token: key },
        ),
      ),
    );
    const codes = answers.map((answer) => answer.envelope.code).sort();
    expect(codes).toEqual(['100', '112', '112', '112']);
    const approved = answers.find((answer) => answer.envelope.code === '100');
    expect(approved?.envelope.apiResponseData).toMatchObject({
      status: 'approved',
      member_id: applicant.member.id,
      member_account: applicant.member.account,
      reason: 'good record',
      decided_by: 'operator:agents',
    });
    const row = await memberRow(applicant.member.id);
    expect(row).toMatchObject({
      isAgent: true,
      agentActive: true,
      agentPlanId: planId,
      memberType: 2,
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'agent.application.approve'),
          eq(auditLog.targetId, String(application.id)),
        ),
      );
    expect(audits).toHaveLength(1);
    const status = dataOf(await t.call(agentStatusCall, {}, { token: applicant.token }));
    expect(status).toMatchObject({ is_agent: true, agent_active: true, plan_id: planId });
    expect(status.application?.status).toBe('approved');
    // Rejecting it afterwards: decided already.
    const late = await t.call(
      operatorAgentRejectCall,
      { application_id: application.id, reason: 'too late' },
      { token: key },
    );
    expect(late.envelope.code).toBe('112');
  });

  it('rejects with a reason the member reads; the member may apply again', async () => {
    const { applicant, application } = await pendingApplication();
    const rejected = dataOf(
      await t.call(
        operatorAgentRejectCall,
        { application_id: application.id, reason: 'incomplete details' },
        { token: key },
      ),
    );
    expect(rejected.status).toBe('rejected');
    expect((await memberRow(applicant.member.id))?.isAgent).toBe(false);
    const status = dataOf(await t.call(agentStatusCall, {}, { token: applicant.token }));
    expect(status.application).toMatchObject({ status: 'rejected', reason: 'incomplete details' });
    const again = await t.call(
      agentApplyCall,
      { plan_id: planId, accept_agreement: true },
      { token: applicant.token },
    );
    expect(again.envelope.code).toBe('100');
  });

  it('answers 111 for an application the site does not have, and lists by status', async () => {
    const missing = await t.call(
      operatorAgentApproveCall,
      { application_id: 987_654, reason: 'x' },
      { token: key },
    );
    expect(missing.envelope.code).toBe('111');
    const { application } = await pendingApplication();
    const pending = dataOf(
      await t.call(
        operatorAgentApplicationsCall,
        { status: 'pending', page_size: 100 },
        { token: key },
      ),
    );
    expect(pending.list.map((item) => item.id)).toContain(application.id);
    expect(pending.list.every((item) => item.status === 'pending')).toBe(true);
    expect(pending.total_count).toBeGreaterThanOrEqual(pending.count);
    const approved = dataOf(
      await t.call(operatorAgentApplicationsCall, { status: 'approved' }, { token: key }),
    );
    expect(approved.list.map((item) => item.id)).not.toContain(application.id);
  });

  it('needs the operator key', async () => {
    const { token } = await createLoggedInMember(t);
    for (const call of [operatorAgentApplicationsCall, operatorAgentPlansCall]) {
      expect((await t.call(call, {}, { token })).status).toBe(401);
    }
  });
});

describe('plans and the programme, set by the operator', () => {
  it('creates and changes a plan with its tiers, refusing one that cannot be (113, 115, 461)', async () => {
    const created = await setPlan(t, key, { name: { en_US: 'Growth' } });
    expect(created).toMatchObject({ currency: 'RMB', names: { en_US: 'Growth' }, active: true });
    const changed = dataOf(
      await t.call(
        operatorAgentPlanSetCall,
        {
          ...RMB_PLAN,
          id: created.id,
          basis: 'valid_bet',
          show_balances: true,
          tiers: [{ min_active_members: 1, min_figure: '0', rate: 0.5 }],
        },
        { token: key },
      ),
    );
    expect(changed).toMatchObject({
      id: created.id,
      basis: 'valid_bet',
      show_balances: true,
      tiers: [{ tier: 1, min_active_members: 1, min_figure: '0.00', rate: 0.5 }],
    });
    const listed = dataOf(
      await t.call(operatorAgentPlansCall, { currency: 'RMB' }, { token: key }),
    );
    expect(listed.list.find((plan) => plan.id === created.id)).toEqual(changed);

    const refuse = async (plan: Record<string, unknown>) =>
      (await t.call(operatorAgentPlanSetCall, { ...RMB_PLAN, ...plan }, { token: key })).envelope;
    const rate = await refuse({ tiers: [{ min_active_members: 1, min_figure: '1', rate: 1.234 }] });
    expect(rate.code).toBe('113');
    expect(rate.apiResponseData).toEqual({ field: 'tiers.0.rate' });
    const amount = await refuse({ active_rule: { min_deposit: '1.234', min_valid_bet: '0' } });
    expect(amount.code).toBe('113');
    const falling = await refuse({
      tiers: [
        { min_active_members: 10, min_figure: '100', rate: 1 },
        { min_active_members: 5, min_figure: '200', rate: 2 },
      ],
    });
    expect(falling.code).toBe('113');
    expect((await refuse({ id: 999_999 })).code).toBe('115');
    expect((await refuse({ id: created.id, currency: 'USD' })).code).toBe('115');
    expect((await refuse({ currency: 'BRL' })).code).toBe('461');
    expect((await refuse({ tiers: [] })).code).toBe('400');
  });

  it('opens a currency with its agreement and link lifetime, keeping what is not sent', async () => {
    const set = dataOf(
      await t.call(
        operatorAgentSettingsSetCall,
        {
          currency: 'USD',
          active: true,
          agreement: { title: { en_US: 'Terms' }, content: { en_US: '<p>Terms</p>' } },
          link_expire_days: 7,
          reason: 'open USD',
        },
        { token: key },
      ),
    );
    expect(set).toMatchObject({ currency: 'USD', active: true, link_expire_days: 7 });
    const closed = dataOf(
      await t.call(
        operatorAgentSettingsSetCall,
        { currency: 'USD', active: false, reason: 'close USD' },
        { token: key },
      ),
    );
    expect(closed).toMatchObject({
      active: false,
      link_expire_days: 7,
      agreement: { title: { en_US: 'Terms' } },
    });
    const list = dataOf(await t.call(operatorAgentSettingsCall, {}, { token: key })).list;
    expect(list.map((row) => row.currency)).toContain('USD');
    const [row] = await t.database.db
      .select()
      .from(agentSettings)
      .where(and(eq(agentSettings.siteId, 1), eq(agentSettings.currency, 'USD')));
    expect(row?.active).toBe(false);
    const bad = await t.call(
      operatorAgentSettingsSetCall,
      { currency: 'RMB', active: true, link_expire_days: 0, reason: 'x' },
      { token: key },
    );
    expect(bad.envelope.code).toBe('400');
  });
});

describe('promotion links', () => {
  it('gives an active agent its links in its currency; anyone else gets 101', async () => {
    await openProgramme(t, key);
    const agent = await createAgent(t, planId);
    const links = dataOf(await t.call(agentLinksCall, {}, { token: agent.token }));
    const id = agent.member.id;
    expect(links).toEqual({
      agent_id: id,
      link_expire_days: 14,
      list: [
        { currency: 'RMB', page: 'home', path: `/?id=${id}&currency=RMB` },
        { currency: 'RMB', page: 'register', path: `/register?id=${id}&currency=RMB` },
      ],
    });
    const { token } = await createLoggedInMember(t);
    expect((await t.call(agentLinksCall, {}, { token })).envelope.code).toBe('101');
    const inactive = await createAgent(t, planId, { agentActive: false });
    expect((await t.call(agentLinksCall, {}, { token: inactive.token })).envelope.code).toBe('101');
    const frozen = await createAgent(t, planId, { status: MEMBER_STATUSES.frozen });
    expect((await t.call(agentLinksCall, {}, { token: frozen.token })).envelope.code).not.toBe(
      '100',
    );
  });
});
