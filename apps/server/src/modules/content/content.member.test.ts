import {
  bulletinCall,
  bulletinHideCall,
  bulletinMemberCall,
  marqueeCall,
} from '@member-site/contracts';
import {
  DISPLAY_DEVICES,
  DISPLAY_FREQUENCIES,
  DISPLAY_LOCATIONS,
} from '@member-site/contracts/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { announcements, bulletins, memberHiddenBulletins } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createTestMember } from '../../test/members';

describe('member variants of the lobby', () => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  let memberA: number;
  let onceId: number;
  let everyVisitId: number;

  const login = async (): Promise<{ id: number; token: string }> => {
    const member = await createTestMember(t.database);
    const { token } = await t.app.deps.sessions.start(member, {
      ip: '127.0.0.1',
      udid: 'test',
      device: 1,
    });
    return { id: member.id, token };
  };

  const titles = async (token: string, body: object = {}) => {
    const { status, envelope } = await t.call(
      bulletinMemberCall,
      { display_device: DISPLAY_DEVICES.desktop, ...body },
      { token },
    );
    expect(status).toBe(200);
    expect(envelope.code).toBe('100');
    return envelope.apiResponseData.list.map((p) => p.title);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const rows = await t.database.db
      .insert(bulletins)
      .values([
        {
          siteId: 1,
          title: { en_US: 'Members once' },
          content: { en_US: '<p>Once</p>' },
          displayBeforeLogin: false,
          displayAfterLogin: true,
          displayFrequency: DISPLAY_FREQUENCIES.once,
          sort: -2,
        },
        {
          siteId: 1,
          title: { en_US: 'Members every visit' },
          content: { en_US: '<p>Always</p>' },
          displayBeforeLogin: false,
          displayAfterLogin: true,
          displayFrequency: DISPLAY_FREQUENCIES.everyVisit,
          sort: -1,
        },
      ])
      .returning({ id: bulletins.id });
    onceId = rows[0]?.id ?? 0;
    everyVisitId = rows[1]?.id ?? 0;
    const a = await login();
    memberA = a.id;
    tokenA = a.token;
    tokenB = (await login()).token;
  });
  afterAll(async () => t.close());

  describe('/arks/web/bulletin/member', () => {
    it('answers members the after-login promotions, not the before-login ones', async () => {
      const member = await titles(tokenA);
      expect(member.slice(0, 2)).toEqual(['Members once', 'Members every visit']);
      const visitor = await t.call(bulletinCall, { display_device: DISPLAY_DEVICES.desktop });
      const visitorTitles = visitor.envelope.apiResponseData.list.map((p) => p.title);
      expect(visitorTitles).not.toContain('Members once');
      expect(visitorTitles).toContain('Sign Up & Double Up');
    });

    it('is a member call: 401 without a session', async () => {
      const { status } = await t.call(bulletinMemberCall, {
        display_device: DISPLAY_DEVICES.desktop,
      });
      expect(status).toBe(401);
    });

    it('answers the deposit page its own location', async () => {
      const list = await titles(tokenA, { display_location: DISPLAY_LOCATIONS.deposit });
      expect(list).not.toContain('Members once');
    });
  });

  describe('/arks/web/bulletin/member/hide', () => {
    it('hides a show-once promotion for that member only, and again changes nothing', async () => {
      const first = await t.call(bulletinHideCall, { id: onceId }, { token: tokenA });
      expect(first.envelope.code).toBe('100');
      const again = await t.call(bulletinHideCall, { id: String(onceId) }, { token: tokenA });
      expect(again.envelope.code).toBe('100');

      expect(await titles(tokenA)).not.toContain('Members once');
      expect(await titles(tokenB)).toContain('Members once');
      const hidden = await t.database.db
        .select()
        .from(memberHiddenBulletins)
        .where(eq(memberHiddenBulletins.memberId, memberA));
      expect(hidden.map((h) => h.bulletinId)).toEqual([onceId]);
    });

    it('keeps showing a promotion shown on every visit', async () => {
      await t.call(bulletinHideCall, { id: everyVisitId }, { token: tokenA });
      expect(await titles(tokenA)).toContain('Members every visit');
    });

    it('answers 404 for a promotion the site does not have', async () => {
      const { envelope } = await t.call(bulletinHideCall, { id: 999_999 }, { token: tokenA });
      expect(envelope.code).toBe('404');
    });

    it('refuses bad input with 400 and writes nothing', async () => {
      const { token, id } = await login();
      for (const body of [
        {},
        { id: 'abc' },
        { id: -1 },
        { id: onceId, member_id: memberA },
        { id: 'x'.repeat(10_000) },
      ]) {
        const { status } = await t.call(bulletinHideCall, body, { token });
        expect(status).toBe(400);
      }
      const hidden = await t.database.db
        .select()
        .from(memberHiddenBulletins)
        .where(eq(memberHiddenBulletins.memberId, id));
      expect(hidden).toHaveLength(0);
      const { status } = await t.call(bulletinHideCall, { id: onceId });
      expect(status).toBe(401);
    });
  });

  describe('/arks/web/announcement/marquee', () => {
    it('answers visitors the before-login items and members the after-login ones', async () => {
      const [before, after] = await t.database.db
        .insert(announcements)
        .values([
          {
            siteId: 1,
            title: { en_US: 'Visitors only' },
            content: { en_US: 'Welcome, register now' },
            displayBeforeLogin: true,
            displayAfterLogin: false,
          },
          {
            siteId: 1,
            title: { en_US: 'Members only' },
            content: { en_US: 'Your weekly rebate is out' },
            displayBeforeLogin: false,
            displayAfterLogin: true,
          },
        ])
        .returning({ id: announcements.id });
      const ids = async (token?: string) => {
        const { envelope } = await t.call(marqueeCall, {}, token ? { token } : {});
        expect(envelope.code).toBe('100');
        return envelope.apiResponseData.web_announcement_list.map((a) => a.id);
      };
      const visitor = await ids();
      expect(visitor).toContain(before?.id);
      expect(visitor).not.toContain(after?.id);
      const member = await ids(tokenA);
      expect(member).toContain(after?.id);
      expect(member).not.toContain(before?.id);
      // A token that no longer works is answered as a visitor, not refused.
      const stale = await ids('expired-token');
      expect(stale).toEqual(visitor);
    });
  });
});
