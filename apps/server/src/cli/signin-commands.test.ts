import { SITE_TIME_ZONE } from '@member-site/contracts/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, signinCampaigns } from '../db/schema';
import { addDays, zonedDateOf } from '../shared/time';
import { type TestApp, buildTestApp } from '../test/helpers';
import { runSiteCommand } from './site-commands';

describe('the operator’s sign-in commands', () => {
  let t: TestApp;
  const site = (...argv: string[]) => runSiteCommand(argv, async () => t.app.deps);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('schedules, lists and closes a campaign, refusing overlaps and bad rewards', async () => {
    // The demo site's four weeks run from the day it was seeded (the shared test database may
    // have been seeded before midnight); this campaign comes after them.
    const [demo] = await t.database.db
      .select({ startDate: signinCampaigns.startDate })
      .from(signinCampaigns)
      .where(eq(signinCampaigns.currency, 'VND'));
    const seeded = demo?.startDate ?? '';
    expect((await site('signin', 'list', '--currency', 'VND')).output).toMatch(
      new RegExp(`VND +Daily sign-in · four lucky weeks +${seeded} +${addDays(seeded, 27)} `),
    );
    const today = zonedDateOf(new Date(), SITE_TIME_ZONE);
    const from = addDays(today, 40);
    const schedule = (...extra: string[]) =>
      site('signin', 'schedule', '--currency', 'RMB', '--title', 'Lucky week', ...extra);

    const made = await schedule('--from', from, '--rewards', '1,2,3', '--reason', 'launch');
    expect(made.code).toBe(0);
    const id = /^Campaign (\d+) /.exec(made.output)?.[1] ?? '';
    expect(made.output).toBe(
      `Campaign ${id} (RMB) runs from ${from} to ${addDays(from, 2)}: 1.00, 2.00, 3.00.`,
    );
    // Usage mistakes (2) and refusals (1) change nothing.
    expect((await schedule('--from', from, '--rewards', '1')).code).toBe(2);
    const overlap = await schedule('--from', addDays(from, 1), '--rewards', '1', '--reason', 'x');
    expect(overlap).toMatchObject({ code: 1 });
    expect(overlap.output).toContain('(signin.106)');
    const negative = await schedule(
      '--from',
      addDays(from, 9),
      '--rewards',
      '1,-1',
      '--reason',
      'x',
    );
    expect(negative.code).toBe(1);

    const listed = await site('signin', 'list', '--currency', 'RMB');
    expect(listed.output).toMatch(
      new RegExp(
        `${id} +RMB +Lucky week +${from} +${addDays(from, 2)} +1.00,2.00,3.00 +active +0 +0.00`,
      ),
    );
    expect((await site('signin', 'close', id)).code).toBe(2);
    const closed = await site('signin', 'close', id, '--reason', 'replaced');
    expect([closed.code, closed.output]).toEqual([
      0,
      `Campaign ${id} is closed after 0 sign-ins (0.00 RMB paid).`,
    ]);
    expect((await site('signin', 'close', id, '--reason', 'again')).code).toBe(1);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((row) => row.action).sort()).toEqual(['signin.close', 'signin.schedule']);
  });
});
