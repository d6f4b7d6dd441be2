import { discountApplyCall } from '@member-site/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, discounts } from '../db/schema';
import { dataOf as data } from '../test/answers';
import { type TestApp, buildTestApp } from '../test/helpers';
import { createLoggedInMember } from '../test/members';
import { runSiteCommand } from './site-commands';

describe('the operator’s discount commands', () => {
  let t: TestApp;
  const site = (...argv: string[]) => runSiteCommand(argv, async () => t.app.deps);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('gives a discount an award, lists, approves and rejects applications, audited', async () => {
    const text = { en_US: 'Weekend bonus' };
    const [row] = await t.database.db
      .insert(discounts)
      .values({
        siteId: 1,
        category: 'event',
        title: text,
        summary: text,
        picture: { en_US: '/media/x.svg' },
        content: text,
      })
      .returning();
    const id = String(row?.id ?? 0);
    const award = await site(
      'discount',
      'award',
      id,
      '--currency',
      'RMB',
      '--amount',
      '8.00',
      '--multiple',
      '3',
      '--expiry-days',
      '7',
      '--reason',
      'weekend',
    );
    expect([award.code, award.output]).toEqual([
      0,
      `Discount ${id} takes applications: 8.00 RMB, turnover 3x, forfeited after 7 days.`,
    ]);
    // Usage mistakes (2) and refusals (1) change nothing.
    expect(
      (await site('discount', 'award', id, '--currency', 'RMB', '--multiple', '3', '--reason', 'x'))
        .code,
    ).toBe(2);
    expect(
      (
        await site(
          'discount',
          'award',
          id,
          '--currency',
          'RMB',
          '--amount',
          '0',
          '--multiple',
          '3',
          '--reason',
          'x',
        )
      ).code,
    ).toBe(1);
    expect(
      (
        await site(
          'discount',
          'award',
          id,
          '--currency',
          'RMB',
          '--amount',
          '1',
          '--multiple',
          '3',
          '--reason',
          'a\u001bb',
        )
      ).code,
    ).toBe(2);

    const alice = await createLoggedInMember(t);
    const bob = await createLoggedInMember(t);
    const first = data(await t.call(discountApplyCall, { id: Number(id) }, { token: alice.token }));
    const second = data(await t.call(discountApplyCall, { id: Number(id) }, { token: bob.token }));
    const pending = await site('discount', 'applications', '--status', 'pending');
    expect(pending.output).toContain(alice.member.account);
    expect(pending.output).toContain(bob.member.account);

    const approved = await site('discount', 'approve', String(first.id), '--reason', 'ok');
    expect([approved.code, approved.output]).toEqual([
      0,
      `Application ${first.id} of ${alice.member.account} is approved: 8.00 RMB.`,
    ]);
    const again = await site('discount', 'approve', String(first.id), '--reason', 'ok');
    expect(again.code).toBe(0);
    const rejected = await site('discount', 'reject', String(second.id), '--reason', 'no');
    expect(rejected.output).toBe(`Application ${second.id} of ${bob.member.account} is rejected.`);
    const refused = await site('discount', 'approve', String(second.id), '--reason', 'ok');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('(bonus.106)');
    expect((await site('discount', 'applications', '--status', 'pending')).output).not.toContain(
      alice.member.account,
    );

    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetType, 'discount_application'));
    expect(audits.map((entry) => entry.action).sort()).toEqual([
      'discount_application.approve',
      'discount_application.reject',
    ]);
    const removed = await site('discount', 'award-remove', id, '--reason', 'over');
    expect(removed.output).toBe(`Discount ${id} no longer takes applications.`);
  });
});
