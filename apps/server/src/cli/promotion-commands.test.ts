import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog } from '../db/schema';
import { type TestApp, buildTestApp } from '../test/helpers';
import { bonusBalance } from '../modules/promotions/red-envelope.testing';
import { runSiteCommand } from './site-commands';

describe('the operator’s red-envelope commands', () => {
  let t: TestApp;
  const site = (...argv: string[]) => runSiteCommand(argv, async () => t.app.deps);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('schedules, lists and cancels a promotion, audited, the unclaimed pool back', async () => {
    expect((await site('envelope', 'list')).output).toBe('Site 1 has no red-envelope promotions.');
    const end = new Date(Date.now() + 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const bonus = await bonusBalance(t);
    const scheduled = await site(
      'envelope',
      'schedule',
      '--currency',
      'rmb',
      '--start',
      'now',
      '--end',
      end,
      '--pool',
      '1000.00',
      '--count',
      '500',
      '--reason',
      'new year',
    );
    expect(scheduled.code, scheduled.output).toBe(0);
    expect(scheduled.output).toMatch(
      /^Promotion (\d+): 500 red envelopes of RMB holding 1000\.00, from .* \(running\)\.$/,
    );
    const id = /^Promotion (\d+)/.exec(scheduled.output)?.[1] ?? '';
    expect(await bonusBalance(t)).toBe(bonus - 1000_00n);

    const listed = await site('envelope', 'list', '--currency', 'RMB');
    expect(listed.output).toMatch(
      new RegExp(`^${id} +RMB .* running +1000\\.00 +500 +0 \\(0\\.00\\) +0\\.00$`, 'm'),
    );

    const cancelled = await site('envelope', 'cancel', id, '--reason', 'wrong day');
    expect(cancelled).toEqual({
      code: 0,
      output: `Promotion ${id} is cancelled; 1000.00 RMB went back to the house.`,
    });
    expect(await bonusBalance(t)).toBe(bonus);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'red_envelope_promotion'), eq(auditLog.targetId, id)));
    expect(audit.map((row) => [row.action, row.reason])).toEqual([
      ['red_envelope.schedule', 'new year'],
      ['red_envelope.cancel', 'wrong day'],
    ]);
    expect(audit[0]?.actor).toMatch(/^cli:/);
  });

  it('explains what it cannot do', async () => {
    const end = new Date(Date.now() + 3_600_000).toISOString();
    const base = ['envelope', 'schedule', '--currency', 'RMB', '--start', 'now', '--end', end];
    expect((await site(...base, '--pool', '10', '--count', '5')).code).toBe(2); // no reason
    expect(
      (await site(...base, '--pool', '10', '--count', '5', '--reason', 'x', '--rule', 'x')).code,
    ).toBe(2);
    expect(
      (
        await site(
          'envelope',
          'schedule',
          '--currency',
          'RMB',
          '--start',
          'tomorrow',
          '--end',
          end,
          '--pool',
          '10',
          '--count',
          '5',
          '--reason',
          'x',
        )
      ).code,
    ).toBe(2);
    const tooSmall = await site(...base, '--pool', '0.01', '--count', '5', '--reason', 'x');
    expect(tooSmall.code).toBe(1);
    expect(tooSmall.output).toMatch(/\(money\.101\)$/);
    const closed = await site(
      'envelope',
      'schedule',
      '--currency',
      'THB',
      '--start',
      'now',
      '--end',
      end,
      '--pool',
      '10',
      '--count',
      '5',
      '--reason',
      'x',
    );
    expect(closed.code).toBe(1);
    expect(closed.output).toMatch(/common\.461/);
    expect((await site('envelope', 'cancel', '999999', '--reason', 'x')).output).toMatch(
      /money\.106/,
    );
    expect((await site('envelope', 'cancel', 'abc', '--reason', 'x')).code).toBe(2);
    expect((await site('envelope', 'open')).code).toBe(2);
  });
});
