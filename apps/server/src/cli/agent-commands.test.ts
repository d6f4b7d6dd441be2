import { agentApplyCall, agentLinksCall, agentStatusCall } from '@member-site/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, members } from '../db/schema';
import { dataOf } from '../test/answers';
import { type TestApp, buildTestApp } from '../test/helpers';
import { createLoggedInMember } from '../test/members';
import { runSiteCommand } from './site-commands';

describe('the operator’s agent commands', () => {
  let t: TestApp;
  const site = (...argv: string[]) => runSiteCommand(argv, async () => t.app.deps);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('sets and shows plans, refusing what cannot be', async () => {
    const set = await site(
      'agent',
      'plans',
      'set',
      '--currency',
      'rmb',
      '--name',
      'Club share',
      '--basis',
      'valid_bet',
      '--tiers',
      '5:1000:0.5,20:10000:0.8',
      '--min-deposit',
      '100',
      '--balances',
      'on',
      '--reason',
      'launch',
    );
    expect(set.code).toBe(0);
    expect(set.output).toMatch(
      /RMB +Club share +valid_bet +on +yes +100.00\/0.00 +5:1000.00:0.5%,20:10000.00:0.8%/,
    );
    const shown = await site('agent', 'plans', 'show', '--currency', 'RMB');
    expect(shown.output).toContain('Club share');
    // The demo's two plans are there too.
    expect(shown.output).toContain('Revenue share');

    expect((await site('agent', 'plans', 'set', '--currency', 'RMB')).code).toBe(2);
    const badTiers = await site(
      'agent',
      'plans',
      'set',
      '--currency',
      'RMB',
      '--name',
      'x',
      '--basis',
      'valid_bet',
      '--tiers',
      '5:1000',
      '--reason',
      'x',
    );
    expect(badTiers.code).toBe(2);
    const falling = await site(
      'agent',
      'plans',
      'set',
      '--currency',
      'RMB',
      '--name',
      'x',
      '--basis',
      'net_win_loss',
      '--tiers',
      '20:1000:1,5:100:2',
      '--reason',
      'x',
    );
    expect(falling.code).toBe(1);
    expect(falling.output).toContain('(agent.113)');
  });

  it('opens a currency with an agreement written one language at a time', async () => {
    const firstInChinese = await site(
      'agent',
      'settings',
      'set',
      '--currency',
      'USD',
      '--status',
      'on',
      '--language',
      'zh_CN',
      '--title',
      '协议',
      '--content',
      '<p>内容</p>',
      '--reason',
      'x',
    );
    expect(firstInChinese.code).toBe(2);
    const english = await site(
      'agent',
      'settings',
      'set',
      '--currency',
      'USD',
      '--status',
      'on',
      '--title',
      'Agreement',
      '--content',
      '<p>Text</p>',
      '--expire-days',
      '10',
      '--reason',
      'open USD',
    );
    expect(english).toMatchObject({ code: 0 });
    expect(english.output).toContain('on for USD; links last 10 days');
    const chinese = await site(
      'agent',
      'settings',
      'set',
      '--currency',
      'USD',
      '--status',
      'on',
      '--language',
      'zh_CN',
      '--title',
      '协议',
      '--content',
      '<p>内容</p>',
      '--reason',
      'translate',
    );
    expect(chinese.code).toBe(0);
    const shown = await site('agent', 'settings', 'show');
    expect(shown.output).toMatch(/USD +on +10 +en_US,zh_CN/);
    // The demo opens RMB in five languages.
    expect(shown.output).toMatch(/RMB +on +30 +en_US,hi_IN,vi_VN,zh_CN,zh_TW/);
  });

  it('lists, approves and rejects applications, and makes and funds agents', async () => {
    const plans = await t.app.deps.agentAdmin.plans(1, 'RMB');
    const planId = plans.list[0]?.id ?? 0;
    const applicant = await createLoggedInMember(t);
    const other = await createLoggedInMember(t);
    const apply = async (token: string) =>
      dataOf(
        await t.call(
          agentApplyCall,
          { plan_id: planId, accept_agreement: true, note: 'hi' },
          { token },
        ),
      );
    const first = await apply(applicant.token);
    const second = await apply(other.token);
    const listed = await site('agent', 'applications', '--status', 'pending');
    expect(listed.output).toContain(applicant.member.account);
    expect(listed.output).toContain(other.member.account);

    expect((await site('agent', 'approve', String(first.id))).code).toBe(2);
    const approved = await site('agent', 'approve', String(first.id), '--reason', 'ok');
    expect(approved).toMatchObject({ code: 0 });
    expect(approved.output).toContain('approved');
    const again = await site('agent', 'approve', String(first.id), '--reason', 'ok');
    expect(again.code).toBe(1);
    expect(again.output).toContain('(agent.112)');
    expect((await site('agent', 'reject', String(second.id), '--reason', 'no')).code).toBe(0);
    expect((await site('agent', 'reject', '999999', '--reason', 'no')).output).toContain(
      '(agent.111)',
    );

    const credit = await site(
      'agent',
      'credit',
      applicant.member.account,
      '--amount',
      '300',
      '--reason',
      'starter',
      '--request',
      'cli-test-credit-1',
    );
    expect(credit.code).toBe(0);
    expect(credit.output).toContain('it holds 300.00');
    const replay = await site(
      'agent',
      'credit',
      applicant.member.account,
      '--amount',
      '300',
      '--reason',
      'starter',
      '--request',
      'cli-test-credit-1',
    );
    expect(replay.output).toContain('Already credited');
    expect(dataOf(await t.call(agentStatusCall, {}, { token: applicant.token })).wallet).toBe(
      '300.00',
    );
    const notAgent = await site(
      'agent',
      'credit',
      other.member.account,
      '--amount',
      '1',
      '--reason',
      'x',
    );
    expect(notAgent.code).toBe(1);
    expect((await site('agent', 'credit', 'nobody99', '--amount', '1', '--reason', 'x')).code).toBe(
      1,
    );

    const made = await site(
      'agent',
      'make',
      other.member.account,
      '--plan',
      String(planId),
      '--level',
      '2',
      '--reason',
      'partner',
    );
    expect(made.code).toBe(0);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, other.member.id));
    expect(row).toMatchObject({
      isAgent: true,
      agentActive: true,
      agentLevel: 2,
      agentPlanId: planId,
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'agent.make'), eq(auditLog.targetId, String(other.member.id))),
      );
    expect(audits).toHaveLength(1);
    expect(
      (await site('agent', 'make', 'nobody99', '--plan', String(planId), '--reason', 'x')).code,
    ).toBe(1);
    expect((await site('agent', 'frobnicate')).code).toBe(2);

    // Switching the agent off closes its centre; on again opens it.
    const off = await site(
      'agent',
      'active',
      other.member.account,
      '--status',
      'off',
      '--reason',
      'pause',
    );
    expect(off.code).toBe(0);
    expect(dataOf(await t.call(agentStatusCall, {}, { token: other.token })).agent_active).toBe(
      false,
    );
    expect((await t.call(agentLinksCall, {}, { token: other.token })).envelope.code).toBe('101');
    expect(
      (await site('agent', 'active', other.member.account, '--status', 'on', '--reason', 'back'))
        .code,
    ).toBe(0);
    expect((await t.call(agentLinksCall, {}, { token: other.token })).envelope.code).toBe('100');
    const notAnAgent = await createLoggedInMember(t);
    expect(
      (await site('agent', 'active', notAnAgent.member.account, '--status', 'off', '--reason', 'x'))
        .output,
    ).toContain('(agent.114)');
  });
});
