import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog } from '../db/schema';
import { type TestApp, buildTestApp } from '../test/helpers';
import { runSiteCommand } from './site-commands';

describe('the operator’s recommend-a-friend commands', () => {
  let t: TestApp;
  const site = (...argv: string[]) => runSiteCommand(argv, async () => t.app.deps);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('sets and shows a currency’s rules, refusing what cannot be', async () => {
    const set = await site(
      'recommend',
      'rules',
      'set',
      '--currency',
      'usd',
      '--min-deposit',
      '20',
      '--percent',
      '5',
      '--cap',
      '15',
      '--tiers',
      '100:2,500:8',
      '--reason',
      'launch',
    );
    expect(set.code).toBe(0);
    expect(set.output).toMatch(/USD +on +>= 20.00: 5% up to 15.00 +100.00:2.00,500.00:8.00/);
    const shown = await site('recommend', 'rules', 'show', '--currency', 'USD');
    expect(shown.output).toMatch(/USD +on +>= 20.00: 5% up to 15.00 +100.00:2.00,500.00:8.00/);

    // Usage mistakes (2) and refusals (1) change nothing.
    expect((await site('recommend', 'rules', 'set', '--currency', 'USD')).code).toBe(2);
    expect(
      (
        await site(
          'recommend',
          'rules',
          'set',
          '--currency',
          'USD',
          '--tiers',
          '5',
          '--reason',
          'x',
        )
      ).code,
    ).toBe(2);
    const falling = await site(
      'recommend',
      'rules',
      'set',
      '--currency',
      'USD',
      '--tiers',
      '500:2,100:8',
      '--reason',
      'x',
    );
    expect(falling.code).toBe(1);
    expect(falling.output).toContain('(recommend.102)');
    const negative = await site(
      'recommend',
      'rules',
      'set',
      '--currency',
      'USD',
      '--min-deposit=-1',
      '--award',
      '5',
      '--reason',
      'x',
    );
    expect(negative.code).toBe(1);
    expect((await site('recommend', 'rules', 'show', '--currency', 'USD')).output).toMatch(
      /100.00:2.00,500.00:8.00/,
    );
    expect((await site('recommend', 'pay')).output).toMatch(/^Paid \d+ turnover awards?\.$/);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'recommend.rules.set'));
    expect(audits.filter((row) => row.targetId === 'USD')).toHaveLength(1);
  });

  it('switches the cash-surplus feature per currency', async () => {
    expect((await site('cash-surplus', 'show', '--currency', 'VND')).output).toMatch(/VND +off/);
    const on = await site(
      'cash-surplus',
      'set',
      '--currency',
      'VND',
      '--status',
      'on',
      '--reason',
      'go',
    );
    expect(on).toEqual({ code: 0, output: 'Cash surplus is on for VND.' });
    expect((await site('cash-surplus', 'show')).output).toMatch(/VND +on/);
    expect((await site('cash-surplus', 'set', '--currency', 'VND', '--reason', 'x')).code).toBe(2);
  });
});
