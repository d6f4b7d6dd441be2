import {
  bulletinCall,
  bulletinMemberCall,
  marqueeCall,
  operatorAnnouncementCreateCall,
  operatorAnnouncementListCall,
  operatorAnnouncementRemoveCall,
  operatorAnnouncementUpdateCall,
  operatorPopupCreateCall,
  operatorPopupListCall,
  operatorPopupRemoveCall,
  operatorPopupUpdateCall,
} from '@member-site/contracts';
import { DISPLAY_DEVICES, DISPLAY_LOCATIONS } from '@member-site/contracts/constants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { announcements, auditLog, bulletins } from '../../db/schema';
import { dataOf } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createLoggedInMember } from '../../test/members';

describe('the operator’s announcements and pop-up promotions', () => {
  let t: TestApp;
  let key: string;

  const marquee = async (token?: string) =>
    dataOf(
      await t.call(
        marqueeCall,
        { site_id: 1, sort_field: 'sort', sort_order: 'asc' },
        token ? { token } : {},
      ),
    ).web_announcement_list;
  const visitorPopups = async () =>
    dataOf(
      await t.call(bulletinCall, {
        site_id: 1,
        display_device: DISPLAY_DEVICES.desktop,
        display_location: DISPLAY_LOCATIONS.normal,
      }),
    ).list;
  const memberPopups = async (token: string) =>
    dataOf(
      await t.call(
        bulletinMemberCall,
        {
          site_id: 1,
          display_device: DISPLAY_DEVICES.desktop,
          display_location: DISPLAY_LOCATIONS.normal,
        },
        { token },
      ),
    ).list;
  const count = async (table: typeof announcements | typeof bulletins) =>
    Number((await t.database.db.select({ n: sql<string>`count(*)` }).from(table))[0]?.n ?? '0');
  const audits = (action: string, id: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

  beforeAll(async () => {
    t = await buildTestApp();
    const created = await t.app.deps.operators.create(1, 'editor');
    if (!created) throw new Error('operator not created');
    key = created.key;
  });
  afterAll(async () => t.close());

  it('shows a new announcement to visitors at once, despite the kept lobby answer', async () => {
    const before = await marquee();
    // A row written behind the service's back stays out of the kept answer: the cache is live.
    await t.database.db
      .insert(announcements)
      .values({ siteId: 1, title: { en_US: 'Sneaked' }, content: { en_US: 'Sneaked' } });
    expect((await marquee()).map((a) => a.title)).toEqual(before.map((a) => a.title));

    const created = dataOf(
      await t.call(
        operatorAnnouncementCreateCall,
        {
          title: { en_US: 'Maintenance tonight', zh_CN: '今晚维护' },
          content: { en_US: 'From 02:00 to 03:00 UTC.' },
          sort: -5,
          reason: 'planned maintenance',
        },
        { token: key },
      ),
    ).announcement;
    expect(created).toMatchObject({
      title: { en_US: 'Maintenance tonight', zh_CN: '今晚维护' },
      display_before_login: true,
      display_after_login: true,
      is_active: true,
      sort: -5,
    });
    const titles = (await marquee()).map((a) => a.title);
    expect(titles[0]).toBe('Maintenance tonight');
    expect(titles).toContain('Sneaked');

    const [audit] = await audits('announcement.create', created.id);
    expect(audit).toMatchObject({ actor: 'operator:editor', targetType: 'announcement' });
    expect(audit?.details).toMatchObject({ reason: 'planned maintenance' });

    const listed = dataOf(await t.call(operatorAnnouncementListCall, {}, { token: key })).list;
    expect(listed[0]?.id).toBe(created.id);
    const ids = listed.map((a) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('shows an announcement to visitors or members as its flags say, and hides it on remove', async () => {
    const { token } = await createLoggedInMember(t);
    const { announcement } = dataOf(
      await t.call(
        operatorAnnouncementCreateCall,
        {
          title: { en_US: 'Members only' },
          content: { en_US: 'Welcome back.' },
          display_before_login: false,
        },
        { token: key },
      ),
    );
    expect((await marquee()).some((a) => a.id === announcement.id)).toBe(false);
    expect((await marquee(token)).some((a) => a.id === announcement.id)).toBe(true);

    const updated = dataOf(
      await t.call(
        operatorAnnouncementUpdateCall,
        { id: announcement.id, display_before_login: true, display_after_login: false },
        { token: key },
      ),
    ).announcement;
    expect(updated).toMatchObject({ title: { en_US: 'Members only' }, display_after_login: false });
    expect((await marquee()).some((a) => a.id === announcement.id)).toBe(true);
    expect((await marquee(token)).some((a) => a.id === announcement.id)).toBe(false);

    // A later publication time keeps it off the marquee until then.
    const later = new Date(Date.now() + 3_600_000).toISOString();
    dataOf(
      await t.call(
        operatorAnnouncementUpdateCall,
        { id: announcement.id, published_at: later },
        { token: key },
      ),
    );
    expect((await marquee()).some((a) => a.id === announcement.id)).toBe(false);
    dataOf(
      await t.call(
        operatorAnnouncementUpdateCall,
        { id: announcement.id, published_at: new Date(Date.now() - 1000).toISOString() },
        { token: key },
      ),
    );
    expect((await marquee()).some((a) => a.id === announcement.id)).toBe(true);

    const removed = dataOf(
      await t.call(operatorAnnouncementRemoveCall, { id: announcement.id }, { token: key }),
    ).announcement;
    expect(removed.is_active).toBe(false);
    expect((await marquee()).some((a) => a.id === announcement.id)).toBe(false);
    expect(await audits('announcement.update', announcement.id)).toHaveLength(3);
    expect(await audits('announcement.remove', announcement.id)).toHaveLength(1);
  });

  it('refuses bad input and unknown ids, writing nothing', async () => {
    const rows = await count(announcements);
    const auditsBefore = (await t.database.db.select().from(auditLog)).length;
    const create = (body: Record<string, unknown>, token = key) =>
      t.call(
        operatorAnnouncementCreateCall,
        { title: { en_US: 'T' }, content: { en_US: 'C' }, ...body },
        { token },
      );
    expect((await create({}, 'op_wrong')).status).toBe(401);
    expect((await t.call(operatorAnnouncementListCall, {})).status).toBe(401);
    for (const body of [
      { title: { zh_CN: '只有中文' } },
      { title: { en_US: '' } },
      { title: { en_US: 'x'.repeat(201) } },
      { content: { en_US: 'a\u0000b' } },
      { title: { en_US: 'T', fr_FR: 'T' } },
      { sort: 1.5 },
      { published_at: 'tomorrow' },
    ]) {
      const { envelope } = await create(body);
      expect(envelope.code, JSON.stringify(body)).toBe('400');
    }
    const unknown = await t.call(
      operatorAnnouncementUpdateCall,
      { id: 999_999, sort: 1 },
      { token: key },
    );
    expect(unknown.envelope).toMatchObject({ code: '101' });
    expect(unknown.envelope.message).toContain('does not exist');
    expect(
      (await t.call(operatorAnnouncementRemoveCall, { id: 999_999 }, { token: key })).envelope.code,
    ).toBe('101');
    expect(
      (await t.call(operatorPopupRemoveCall, { id: 999_999 }, { token: key })).envelope.code,
    ).toBe('101');
    for (const body of [
      { display_location: 1 },
      { display_device: 3 },
      { display_frequency: 2 },
      { picture: { en_US: 'javascript:alert(1)' } },
      { picture: { en_US: '//evil.example/x.png' } },
      { picture: { zh_CN: '/x.png' } },
    ]) {
      const { envelope } = await t.call(
        operatorPopupCreateCall,
        { title: { en_US: 'T' }, content: { en_US: 'C' }, ...body },
        { token: key },
      );
      expect(envelope.code, JSON.stringify(body)).toBe('400');
    }
    expect(await count(announcements)).toBe(rows);
    expect((await t.database.db.select().from(auditLog)).length).toBe(auditsBefore);
  });

  it('creates, changes and removes pop-up promotions, seen by visitors and members at once', async () => {
    const { token } = await createLoggedInMember(t);
    await visitorPopups(); // kept answer
    const { popup } = dataOf(
      await t.call(
        operatorPopupCreateCall,
        {
          title: { en_US: 'Weekend bonus', vi_VN: 'Thưởng cuối tuần' },
          content: { en_US: '<p>Deposit and get 10%</p>' },
          picture: { en_US: '/media/popups/weekend.png' },
          display_device: DISPLAY_DEVICES.desktop,
          display_frequency: 0,
          display_before_login: true,
          display_after_login: false,
        },
        { token: key },
      ),
    );
    expect(popup).toMatchObject({
      display_device: 1,
      display_location: 2,
      display_frequency: 0,
      picture: { en_US: '/media/popups/weekend.png' },
      is_active: true,
    });
    const seen = (await visitorPopups()).find((p) => p.id === popup.id);
    expect(seen).toMatchObject({
      title: 'Weekend bonus',
      display_content: '/media/popups/weekend.png',
    });
    expect((await memberPopups(token)).some((p) => p.id === popup.id)).toBe(false);

    dataOf(
      await t.call(
        operatorPopupUpdateCall,
        { id: popup.id, display_after_login: true, display_before_login: false, picture: null },
        { token: key },
      ),
    );
    expect((await visitorPopups()).some((p) => p.id === popup.id)).toBe(false);
    expect((await memberPopups(token)).find((p) => p.id === popup.id)).toMatchObject({
      display_content: '',
    });

    // The deposit page has its own pop-ups.
    dataOf(
      await t.call(
        operatorPopupUpdateCall,
        { id: popup.id, display_location: DISPLAY_LOCATIONS.deposit, display_before_login: true },
        { token: key },
      ),
    );
    expect((await visitorPopups()).some((p) => p.id === popup.id)).toBe(false);

    dataOf(await t.call(operatorPopupRemoveCall, { id: popup.id }, { token: key }));
    const listed = dataOf(await t.call(operatorPopupListCall, {}, { token: key })).list;
    expect(listed.find((p) => p.id === popup.id)).toMatchObject({ is_active: false });
    expect(await audits('popup.create', popup.id)).toHaveLength(1);
    expect(await audits('popup.update', popup.id)).toHaveLength(2);
    expect(await audits('popup.remove', popup.id)).toHaveLength(1);
    expect((await t.call(operatorPopupListCall, {})).status).toBe(401);
  });
});
