import { bulletinCall, marqueeCall } from '@member-site/contracts';
import { DISPLAY_DEVICES, DISPLAY_LOCATIONS } from '@member-site/contracts/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { announcements, auditLog, bulletins } from '../db/schema';
import { dataOf } from '../test/answers';
import { type TestApp, buildTestApp } from '../test/helpers';
import { runSiteCommand } from './site-commands';

describe('the operator’s announcement and popup commands', () => {
  let t: TestApp;
  const site = (...argv: string[]) => runSiteCommand(argv, async () => t.app.deps);
  const marquee = async (language: 'en_US' | 'zh_CN' = 'en_US') =>
    dataOf(
      await t.call(
        marqueeCall,
        { site_id: 1, sort_field: 'sort', sort_order: 'asc' },
        { language },
      ),
    ).web_announcement_list.map((a) => a.title);
  const popups = async () =>
    dataOf(
      await t.call(bulletinCall, {
        site_id: 1,
        display_device: DISPLAY_DEVICES.mobile,
        display_location: DISPLAY_LOCATIONS.deposit,
      }),
    ).list.map((p) => p.title);
  const idIn = (output: string): string => /(\d+)/.exec(output)?.[1] ?? '';

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('creates, translates, lists and removes an announcement, seen at once', async () => {
    await marquee(); // kept answer
    const created = await site(
      'announcement',
      'create',
      '--title',
      'Server upgrade',
      '--content',
      'Tonight at 02:00.',
      '--sort=-10',
      '--reason',
      'upgrade',
    );
    expect(created).toMatchObject({ code: 0 });
    expect(created.output).toContain("'Server upgrade' was added.");
    const id = idIn(created.output);
    expect((await marquee())[0]).toBe('Server upgrade');

    const translated = await site(
      'announcement',
      'update',
      id,
      '--language',
      'zh_CN',
      '--title',
      '服务器升级',
      '--reason',
      'translation',
    );
    expect(translated).toMatchObject({ code: 0 });
    expect((await marquee('zh_CN'))[0]).toBe('服务器升级');
    expect((await marquee('en_US'))[0]).toBe('Server upgrade');

    const list = await site('announcement', 'list');
    expect(list.output).toContain('Server upgrade');

    expect(await site('announcement', 'remove', id, '--reason', 'done')).toMatchObject({
      code: 0,
    });
    expect(await marquee()).not.toContain('Server upgrade');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'announcement'), eq(auditLog.targetId, id)));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'announcement.create',
      'announcement.remove',
      'announcement.update',
    ]);
    expect(audits.every((a) => a.actor.startsWith('cli:'))).toBe(true);
  });

  it('refuses wrong usage and unknown ids, changing nothing', async () => {
    const before = await t.database.db.select().from(announcements);
    const usage = [
      ['announcement', 'create', '--title', 'T', '--content', 'C'],
      ['announcement', 'create', '--title', 'T', '--reason', 'r'],
      ['announcement', 'create', '--title', 'a\u0007b', '--content', 'C', '--reason', 'r'],
      ['announcement', 'create', '--title', 'x'.repeat(201), '--content', 'C', '--reason', 'r'],
      [
        'announcement',
        'create',
        '--title',
        'T',
        '--content',
        'C',
        '--language',
        'fr_FR',
        '--reason',
        'r',
      ],
      [
        'announcement',
        'create',
        '--title',
        'T',
        '--content',
        'C',
        '--before-login',
        'yes',
        '--reason',
        'r',
      ],
      ['announcement', 'update', '1', '--reason', 'r'],
      ['announcement', 'remove', '1'],
      ['popup', 'create', '--title', 'T', '--content', 'C', '--device', 'tv', '--reason', 'r'],
      [
        'popup',
        'create',
        '--title',
        'T',
        '--content',
        'C',
        '--picture',
        'javascript:x',
        '--reason',
        'r',
      ],
    ];
    for (const argv of usage) {
      expect((await site(...argv)).code, argv.join(' ')).toBe(2);
    }
    const unknown = await site('announcement', 'remove', '999999', '--reason', 'r');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('does not exist');
    expect(await t.database.db.select().from(announcements)).toEqual(before);
  });

  it('creates, changes and removes a pop-up promotion of the deposit page', async () => {
    const created = await site(
      'popup',
      'create',
      '--title',
      'Deposit boost',
      '--content',
      '<p>10% more</p>',
      '--picture',
      '/media/popups/boost.png',
      '--device',
      'mobile',
      '--location',
      'deposit',
      '--frequency',
      'once',
      '--reason',
      'campaign',
    );
    expect(created).toMatchObject({ code: 0 });
    const id = idIn(created.output);
    expect(await popups()).toContain('Deposit boost');
    const [row] = await t.database.db
      .select()
      .from(bulletins)
      .where(eq(bulletins.id, Number(id)));
    expect(row).toMatchObject({ displayDevice: 2, displayLocation: 3, displayFrequency: 0 });

    expect(
      await site(
        'popup',
        'update',
        id,
        '--picture',
        'none',
        '--sort',
        '3',
        '--reason',
        'text only',
      ),
    ).toMatchObject({ code: 0 });
    const [changed] = await t.database.db
      .select()
      .from(bulletins)
      .where(eq(bulletins.id, Number(id)));
    expect(changed).toMatchObject({ picture: null, sort: 3 });

    expect((await site('popup', 'list')).output).toContain('Deposit boost');
    expect(await site('popup', 'remove', id, '--reason', 'over')).toMatchObject({ code: 0 });
    expect(await popups()).not.toContain('Deposit boost');
  });
});
