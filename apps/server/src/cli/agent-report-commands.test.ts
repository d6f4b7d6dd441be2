import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays } from '../shared/time';
import { siteDayOf } from '../modules/agent-reports/agent-reports.service';
import { type TestApp, buildTestApp } from '../test/helpers';
import { createTestMember } from '../test/members';
import { runSiteCommand } from './site-commands';

describe('the operator’s agent settlement commands', () => {
  let t: TestApp;
  const site = (...argv: string[]) => runSiteCommand(argv, async () => t.app.deps);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('shows and sets the first weekday of the periods while none is closed', async () => {
    expect((await site('agent', 'week-start')).output).toMatch(/start on Monday \(1\)\.$/);
    expect((await site('agent', 'week-start', '6')).code).toBe(2);
    expect((await site('agent', 'week-start', '8', '--reason', 'x')).code).toBe(2);
    const set = await site('agent', 'week-start', '6', '--reason', 'weekend payday');
    expect(set.code).toBe(0);
    expect(set.output).toMatch(/start on Saturday \(6\) \(they started on Monday \(1\)\)\.$/);
    expect((await site('agent', 'week-start', '6', '--reason', 'again')).output).toMatch(
      /Saturday \(6\) already\.$/,
    );
    expect((await site('agent', 'week-start', '1', '--reason', 'back')).code).toBe(0);
  });

  it('closes a period, writes each agent’s row once, lists the rows and decides them', async () => {
    const agent = await createTestMember(t.database, { isAgent: true, agentActive: true });
    const past = addDays(siteDayOf(new Date()), -21);

    const closed = await site('agent', 'settle', '--period', past);
    expect(closed.code).toBe(0);
    expect(closed.output).toMatch(
      /closed \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}, \d+ commission rows? written/,
    );
    const again = await site('agent', 'settle', '--period', past);
    expect(again.code).toBe(0);
    expect(again.output).toMatch(/was closed already; nothing written/);
    // An agent approved since gets its row; the others keep theirs.
    await createTestMember(t.database, { isAgent: true, agentActive: true });
    const late = await site('agent', 'settle', '--period', past);
    expect(late.code).toBe(0);
    expect(late.output).toMatch(
      /was closed already; 1 commission row written for agents without one/,
    );
    const future = await site('agent', 'settle', '--period', siteDayOf(new Date()));
    expect(future.code).toBe(1);
    expect(future.output).toMatch(/has not ended/);

    const listed = await site('agent', 'settlements', '--status', 'pending');
    expect(listed.code).toBe(0);
    const line = listed.output.split('\n').find((text) => text.includes(agent.account));
    expect(line).toMatch(/pending$/);
    const id = line?.trim().split(/\s+/)[0] ?? '';

    expect((await site('agent', 'settlement', 'approve', id)).code).toBe(2);
    const approved = await site('agent', 'settlement', 'approve', id, '--reason', 'checked');
    expect(approved.code).toBe(0);
    expect(approved.output).toMatch(/paid$/m);
    const rejected = await site('agent', 'settlement', 'reject', id, '--reason', 'late');
    expect(rejected.code).toBe(1);
    expect((await site('agent', 'settlement', 'approve', '999999999', '--reason', 'x')).code).toBe(
      1,
    );
    expect((await site('agent', 'settlements', '--status', 'maybe')).code).toBe(2);
    expect((await site('agent', 'unknown')).code).toBe(2);
  });

  it('refuses a new first weekday once a period is closed', async () => {
    const refused = await site('agent', 'week-start', '3', '--reason', 'mid-week');
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/already been closed.*agent\.124/);
    expect((await site('agent', 'week-start')).output).toMatch(/Monday \(1\)/);
  });
});
