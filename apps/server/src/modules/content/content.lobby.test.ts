import {
  bulletinCall,
  bulletinHistoryCall,
  carouselPictureCall,
  jackpotCall,
  marqueeCall,
} from '@member-site/contracts';
import {
  BANNER_USE_TYPES,
  DISPLAY_DEVICES,
  DISPLAY_LOCATIONS,
} from '@member-site/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { announcements, carouselPictures } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';

const HOUR_MS = 3_600_000;

describe('lobby content calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  describe('/arks/web/carousel_picture', () => {
    const banners = async (body: object, language: 'en_US' | 'zh_CN' | 'vi_VN' = 'en_US') => {
      const { status, envelope } = await t.call(carouselPictureCall, body, { language });
      expect(status).toBe(200);
      expect(envelope.code).toBe('100');
      return envelope.apiResponseData.web_carousel_picture_list;
    };

    it('answers the desktop banners of every currency, sorted by sort', async () => {
      const list = await banners({ site_id: 1, use_type: BANNER_USE_TYPES.desktop });
      expect(list).toHaveLength(4);
      expect(list.map((b) => b.sort)).toEqual([1, 2, 3, 4]);
      expect(list[0]).toMatchObject({
        title: '100% Welcome Bonus',
        image_url: '/media/banners/welcome-desktop-en_US.webp',
        link_type: 1,
        link_method: 0,
        game_link_parameter: null,
      });
    });

    it('answers three small banners', async () => {
      const list = await banners({ use_type: BANNER_USE_TYPES.small });
      expect(list).toHaveLength(3);
      expect(list.every((b) => b.image_url.startsWith('/media/banners/'))).toBe(true);
    });

    it('keeps the banners of other currencies out when a currency is asked', async () => {
      const rmb = await banners({ use_type: BANNER_USE_TYPES.mobile, currency: 'RMB' });
      const vnd = await banners({ use_type: BANNER_USE_TYPES.mobile, currency: 'VND' });
      const usd = await banners({ use_type: BANNER_USE_TYPES.mobile, currency: 'USD' });
      const gameCurrencies = (list: typeof rmb) =>
        list.flatMap((b) => (b.game_link_parameter ? [b.game_link_parameter.currency] : []));
      expect(gameCurrencies(rmb)).toEqual(['RMB']);
      expect(gameCurrencies(vnd)).toEqual(['VND']);
      expect(gameCurrencies(usd)).toEqual([]);
      // Banners for every currency appear in all three answers.
      expect(usd.map((b) => b.id)).toEqual(
        rmb.filter((b) => b.game_link_parameter === null).map((b) => b.id),
      );
      expect(rmb).toHaveLength(3);
      expect(vnd).toHaveLength(3);
    });

    it('describes every kind of link on the mobile banners', async () => {
      const list = await banners({ use_type: BANNER_USE_TYPES.mobile });
      expect(list).toHaveLength(4);
      const internal = list.find((b) => b.link_type === 1);
      expect(internal?.url).toMatch(/^\/discount\/\d+$/);
      const external = list.find((b) => b.link_type === 0);
      expect(external?.url).toMatch(/^https:\/\//);
      const vndGame = list.find((b) => b.game_link_parameter?.currency === 'VND');
      expect(vndGame).toMatchObject({
        link_type: 2,
        game_link_parameter: { gt_id: 4, customized: false },
      });
      expect(list.find((b) => b.game_link_parameter?.currency === 'RMB')?.link_type).toBe(2);
      expect(new Set(list.map((b) => b.link_method))).toEqual(new Set([0, 1]));
    });

    it('answers the pictures and titles of the request language', async () => {
      const zh = await banners({ use_type: BANNER_USE_TYPES.desktop }, 'zh_CN');
      const vi = await banners({ use_type: BANNER_USE_TYPES.desktop }, 'vi_VN');
      expect(zh[0]?.title).toBe('首存100%欢迎奖金');
      expect(vi[0]?.title).toBe('Thưởng chào mừng 100%');
      expect(zh[0]?.image_url).toBe('/media/banners/welcome-desktop-zh_CN.webp');
      expect(vi[0]?.image_url).toBe('/media/banners/welcome-desktop-vi_VN.webp');
    });

    it('refuses a currency the site does not offer with 461', async () => {
      const { status, envelope } = await t.call(
        carouselPictureCall,
        { use_type: 0, currency: 'INR' },
        { language: 'zh_CN' },
      );
      expect(status).toBe(200);
      expect(envelope).toMatchObject({ code: '461', status: 'error', apiResponseData: null });
    });

    it('shows only active banners inside their time window', async () => {
      const now = Date.now();
      const base = {
        siteId: 1,
        useType: BANNER_USE_TYPES.small,
        currency: 'USD' as const,
        title: { en_US: 'Scheduled' },
        image: { en_US: '/media/banners/vip-small-en_US.webp' },
        linkType: 1 as const,
        linkMethod: 0 as const,
        url: '/discount',
      };
      const rows = await t.database.db
        .insert(carouselPictures)
        .values([
          { ...base, sort: 0, title: { en_US: 'Running' }, startsAt: new Date(now - HOUR_MS) },
          { ...base, sort: 0, startsAt: new Date(now + HOUR_MS) },
          { ...base, sort: 0, endsAt: new Date(now - 1000) },
          { ...base, sort: 0, isActive: false },
        ])
        .returning({ id: carouselPictures.id });
      const list = await banners({ use_type: BANNER_USE_TYPES.small, currency: 'USD' });
      const inserted = new Set(rows.map((r) => r.id));
      const shown = list.filter((b) => inserted.has(b.id));
      expect(shown.map((b) => b.title)).toEqual(['Running']);
      // Sort 0 puts it first; the seeded ones follow in their order.
      expect(list[0]?.title).toBe('Running');
      // Another currency never sees it.
      const rmb = await banners({ use_type: BANNER_USE_TYPES.small, currency: 'RMB' });
      expect(rmb.some((b) => inserted.has(b.id))).toBe(false);
    });
  });

  describe('/arks/web/announcement/marquee', () => {
    const marquee = async (body: object, language: 'en_US' | 'zh_CN' | 'vi_VN' = 'en_US') => {
      const { envelope } = await t.call(marqueeCall, body, { language });
      expect(envelope.code).toBe('100');
      return envelope.apiResponseData.web_announcement_list;
    };

    it('answers the announcements shown before login, by sort ascending', async () => {
      const list = await marquee({ site_id: 1 });
      expect(list.map((a) => a.sort)).toEqual([1, 2, 3, 4, 6]);
      expect(list.every((a) => a.display_before_login)).toBe(true);
      expect(list[0]).toMatchObject({
        title: 'Welcome to Golden Lotus',
        display_after_login: true,
      });
      expect(Number.isNaN(Date.parse(list[0]!.published_at))).toBe(false);
    });

    it('honours sort_field and sort_order', async () => {
      const bySortDesc = await marquee({ sort_field: 'sort', sort_order: 'desc' });
      expect(bySortDesc.map((a) => a.sort)).toEqual([6, 4, 3, 2, 1]);
      const byIdDesc = await marquee({ sort_field: 'id', sort_order: 'desc' });
      const ids = byIdDesc.map((a) => a.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const newestFirst = await marquee({ sort_field: 'published_at', sort_order: 'desc' });
      const dates = newestFirst.map((a) => Date.parse(a.published_at));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(newestFirst[0]?.title).toBe('Football weekend odds boost');
    });

    it('answers in the request language', async () => {
      const [zh] = await marquee({}, 'zh_CN');
      const [vi] = await marquee({}, 'vi_VN');
      expect(zh?.content).toContain('欢迎来到金莲娱乐');
      expect(vi?.content).toContain('Chào mừng bạn đến với Golden Lotus');
    });

    it('keeps scheduled announcements back until they are published', async () => {
      const [row] = await t.database.db
        .insert(announcements)
        .values({
          siteId: 1,
          title: { en_US: 'Tomorrow' },
          content: { en_US: 'Not yet' },
          sort: 0,
          publishedAt: new Date(Date.now() + 24 * HOUR_MS),
        })
        .returning({ id: announcements.id });
      const list = await marquee({});
      expect(list.some((a) => a.id === row?.id)).toBe(false);
    });
  });

  describe('/arks/web/bulletin', () => {
    const popups = async (body: object, language: 'en_US' | 'zh_CN' | 'vi_VN' = 'en_US') => {
      const { envelope } = await t.call(bulletinCall, body, { language });
      expect(envelope.code).toBe('100');
      return envelope.apiResponseData.list;
    };

    it('answers desktop visitors the promotions for both devices and for desktop', async () => {
      const list = await popups({ site_id: 1, display_device: DISPLAY_DEVICES.desktop });
      expect(list.map((p) => p.title)).toEqual(['Sign Up & Double Up', 'Weekend Cashback 10%']);
      expect(list.map((p) => p.display_device)).toEqual([0, 1]);
      expect(list[0]).toMatchObject({
        display_location: 2,
        display_content: '/media/promotions/popup-welcome-en_US.webp',
        setting: { display_frequency: 1 },
      });
      expect(list[1]?.setting.display_frequency).toBe(0);
    });

    it('answers mobile visitors the promotions for both devices and for mobile', async () => {
      const list = await popups({ display_device: DISPLAY_DEVICES.mobile });
      expect(list.map((p) => p.display_device)).toEqual([0, 2]);
      expect(list[1]?.title).toBe('88 Free Spins in the App');
    });

    it('leaves out the promotions shown only after login', async () => {
      const both = await popups({ display_device: DISPLAY_DEVICES.both });
      expect(both.map((p) => p.title)).toEqual(['Sign Up & Double Up']);
      expect(both.some((p) => p.title === 'Red Envelope Rain')).toBe(false);
    });

    it('answers the deposit page its own promotions (location 3)', async () => {
      const list = await popups({
        display_device: DISPLAY_DEVICES.desktop,
        display_location: DISPLAY_LOCATIONS.deposit,
      });
      expect(list.map((p) => p.title)).toEqual(['USDT Deposits +2%']);
      expect(list[0]?.display_location).toBe(3);
    });

    it('answers picture and rich text in the request language', async () => {
      const [zh] = await popups({ display_device: 1 }, 'zh_CN');
      const [vi] = await popups({ display_device: 1 }, 'vi_VN');
      expect(zh?.display_content).toBe('/media/promotions/popup-welcome-zh_CN.webp');
      expect(zh?.content).toContain('<strong>100%奖金</strong>');
      expect(vi?.content).toContain('thưởng 100%');
    });
  });

  describe('/arks/web/bulletin/history', () => {
    it('pages through the promotions, newest first', async () => {
      const page = async (n: number) => {
        const { envelope } = await t.call(bulletinHistoryCall, {
          display_device: DISPLAY_DEVICES.mobile,
          page: n,
          count: 1,
        });
        expect(envelope.code).toBe('100');
        return envelope.apiResponseData;
      };
      const first = await page(1);
      const second = await page(2);
      const third = await page(3);
      expect(first.total_count).toBe(2);
      expect(first.list).toHaveLength(1);
      expect(second.list).toHaveLength(1);
      expect(third).toEqual({ list: [], total_count: 2 });
      expect(Date.parse(first.list[0]!.updated_at)).toBeGreaterThan(
        Date.parse(second.list[0]!.updated_at),
      );
      expect(first.list[0]?.title).toBe('88 Free Spins in the App');
    });

    it('filters by location like the pop-up call', async () => {
      const { envelope } = await t.call(bulletinHistoryCall, {
        display_device: DISPLAY_DEVICES.mobile,
        display_location: DISPLAY_LOCATIONS.deposit,
      });
      expect(envelope.apiResponseData.total_count).toBe(1);
      expect(envelope.apiResponseData.list[0]?.display_location).toBe(3);
    });
  });

  describe('/v2/get_jackpot', () => {
    it.each([
      ['RMB', '8866234.56'],
      ['VND', '25368901000'],
      ['USD', '1234567.89'],
    ] as const)('answers the %s jackpot as a decimal string', async (currency, amount) => {
      const { envelope } = await t.call(jackpotCall, { site_id: 1, currency });
      expect(envelope.code).toBe('100');
      expect(envelope.apiResponseData).toMatchObject({ currency, jackpot_amount_total: amount });
      expect(Number.isNaN(Date.parse(envelope.apiResponseData.updated_at))).toBe(false);
    });

    it('answers a currency the site does not offer with 461 in the request language', async () => {
      const { status, envelope } = await t.call(
        jackpotCall,
        { currency: 'INR' },
        { language: 'zh_CN' },
      );
      expect(status).toBe(200);
      expect(envelope.code).toBe('461');
      expect(envelope.message).not.toBe('');
      const english = await t.call(jackpotCall, { currency: 'INR' });
      expect(english.envelope.message).toBe('Not yet open for this currency.');
      expect(envelope.message).not.toBe(english.envelope.message);
    });
  });
});
