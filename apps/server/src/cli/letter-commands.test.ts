import { letterListCall } from '@member-site/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, letters } from '../db/schema';
import { dataOf } from '../test/answers';
import { type TestApp, buildTestApp } from '../test/helpers';
import { createLoggedInMember } from '../test/members';
import { runSiteCommand } from './site-commands';

describe('the operator’s letter command', () => {
  let t: TestApp;
  const site = (...argv: string[]) => runSiteCommand(argv, async () => t.app.deps);
  const titles = async (token: string) =>
    dataOf(await t.call(letterListCall, {}, { token })).list.map((letter) => letter.title);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('sends to one member, a list and a currency, and lists what it sent', async () => {
    const a = await createLoggedInMember(t, { currency: 'RMB' });
    const b = await createLoggedInMember(t, { currency: 'RMB' });
    const v = await createLoggedInMember(t, { currency: 'VND' });

    const one = await site(
      'letter',
      'send',
      '--member',
      a.member.account,
      '--title',
      'Solo',
      '--content',
      '<p>Just you</p>',
    );
    expect(one).toMatchObject({ code: 0 });
    expect(one.output).toContain("'Solo' was sent to 1 member.");
    expect(await titles(a.token)).toEqual(['Solo']);
    expect(await titles(b.token)).toEqual([]);

    const pair = await site(
      'letter',
      'send',
      '--members',
      `${a.member.account}, ${b.member.account}`,
      '--title',
      'Pair',
      '--content',
      'Both',
    );
    expect(pair.output).toContain('sent to 2 members');
    expect(await titles(b.token)).toEqual(['Pair']);

    const vnd = await site(
      'letter',
      'send',
      '--currency',
      'vnd',
      '--title',
      'Xin chào',
      '--content',
      'VND only',
    );
    expect(vnd.code).toBe(0);
    expect(vnd.output).toMatch(/sent to every VND member \(\d+\)/);
    expect(await titles(v.token)).toEqual(['Xin chào']);
    expect(await titles(a.token)).not.toContain('Xin chào');

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'letter.send'), eq(auditLog.targetType, 'letter')));
    expect(entry?.actor).toMatch(/^cli:/);

    const listed = await site('letter', 'list');
    expect(listed.code).toBe(0);
    expect(listed.output.split('\n')[0]).toMatch(
      /^ID\s+SENT\s+TO\s+RECIPIENTS\s+READ\s+BY\s+TITLE$/,
    );
    expect(listed.output).toMatch(/currency VND.*Xin chào/);
    expect(listed.output).toMatch(/members\s+2\s+0.*Pair/);
  });

  it('refuses bad usage and unknown members, sending nothing', async () => {
    const before = (await t.database.db.select().from(letters)).length;
    expect((await site('letter', 'send', '--title', 'x', '--content', 'y')).code).toBe(2);
    expect(
      (
        await site(
          'letter',
          'send',
          '--member',
          'a',
          '--currency',
          'RMB',
          '--title',
          'x',
          '--content',
          'y',
        )
      ).code,
    ).toBe(2);
    expect((await site('letter', 'send', '--member', 'a', '--content', 'y')).code).toBe(2);
    expect(
      (await site('letter', 'send', '--member', 'a', '--title', 'x\u001b[2J', '--content', 'y'))
        .code,
    ).toBe(2);
    expect(
      (await site('letter', 'send', '--currency', 'XYZ', '--title', 'x', '--content', 'y')).code,
    ).toBe(2);
    expect(
      (await site('letter', 'send', '--currency', 'THB', '--title', 'x', '--content', 'y')).code,
    ).toBe(1);
    const unknown = await site(
      'letter',
      'send',
      '--members',
      'nosuchone,other1',
      '--title',
      'x',
      '--content',
      'y',
    );
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('nosuchone');
    expect((await site('letter', 'burn')).code).toBe(2);
    expect((await t.database.db.select().from(letters)).length).toBe(before);
    expect((await site('help')).output).toContain('letter send --member');
  });
});
