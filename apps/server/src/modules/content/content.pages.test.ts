import {
  discountDetailCall,
  discountListCall,
  faqDetailCall,
  faqListCall,
  newsDetailCall,
  newsListCall,
  sponsorListCall,
} from '@member-site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { discounts, faqs, news, sites } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';

const DAY_MS = 86_400_000;

describe('FAQ, promotion, news and sponsor calls', () => {
  let t: TestApp;
  /** A second site, so every test can check that site 1 never shows its rows. */
  let otherSiteId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const [other] = await t.database.db
      .insert(sites)
      .values({
        code: 'other',
        name: 'Other',
        titleZh: '其他',
        titleEn: 'Other',
        defaultLanguage: 'en_US',
        template: 'site02',
        mobileTemplate: 'H5_1',
      })
      .returning({ id: sites.id });
    otherSiteId = other!.id;
  });
  afterAll(async () => t.close());

  describe('/arks/web/faq and /arks/web/faq/detail', () => {
    it('answers every entry in page order, across the five categories', async () => {
      const { envelope } = await t.call(faqListCall, { site_id: 1 });
      expect(envelope.code).toBe('100');
      const list = envelope.apiResponseData.list;
      expect(list.length).toBeGreaterThanOrEqual(10);
      expect(new Set(list.map((f) => f.category))).toEqual(
        new Set(['account', 'deposit', 'withdrawal', 'games', 'security']),
      );
      expect(list.map((f) => f.sort)).toEqual([...list.map((f) => f.sort)].sort((a, b) => a - b));
    });

    it('filters by category', async () => {
      const { envelope } = await t.call(faqListCall, { category: 'withdrawal' });
      expect(envelope.apiResponseData.list.map((f) => f.title)).toEqual([
        'How long does a withdrawal take?',
        'Why was my withdrawal declined?',
      ]);
    });

    it('answers one entry in the request language', async () => {
      const list = await t.call(faqListCall, { category: 'security' });
      const id = list.envelope.apiResponseData.list[0]!.id;
      const zh = await t.call(faqDetailCall, { id }, { language: 'zh_CN' });
      const vi = await t.call(faqDetailCall, { id: String(id) }, { language: 'vi_VN' });
      expect(zh.envelope.apiResponseData.detail).toMatchObject({
        id,
        category: 'security',
        title: '如何保护我的账户安全？',
      });
      expect(vi.envelope.apiResponseData.detail.title).toBe('Làm sao để bảo vệ tài khoản?');
      expect(vi.envelope.apiResponseData.detail.content).toContain('<li>');
    });

    it('falls back to English where a translation is missing', async () => {
      const [row] = await t.database.db
        .insert(faqs)
        .values({
          siteId: 1,
          category: 'games',
          title: { en_US: 'Only in English', zh_CN: '只有中文' },
          content: { en_US: '<p>English</p>' },
          sort: 99,
        })
        .returning({ id: faqs.id });
      const vi = await t.call(faqDetailCall, { id: row!.id }, { language: 'vi_VN' });
      const zh = await t.call(faqDetailCall, { id: row!.id }, { language: 'zh_CN' });
      expect(vi.envelope.apiResponseData.detail.title).toBe('Only in English');
      expect(zh.envelope.apiResponseData.detail).toMatchObject({
        title: '只有中文',
        content: '<p>English</p>',
      });
    });

    it('answers an unknown id, or another site’s entry, with 404 in the envelope', async () => {
      const [foreign] = await t.database.db
        .insert(faqs)
        .values({
          siteId: otherSiteId,
          category: 'account',
          title: { en_US: 'Other site' },
          content: { en_US: 'x' },
        })
        .returning({ id: faqs.id });
      for (const id of [999_999, foreign!.id]) {
        const { status, envelope } = await t.call(faqDetailCall, { site_id: 1, id });
        expect(status).toBe(200);
        expect(envelope).toMatchObject({ code: '404', status: 'error' });
      }
      const list = await t.call(faqListCall, { site_id: 1 });
      expect(list.envelope.apiResponseData.list.some((f) => f.id === foreign!.id)).toBe(false);
    });
  });

  describe('/arks/web/discount and /arks/web/discount/detail', () => {
    const titles = async (body: object) => {
      const { envelope } = await t.call(discountListCall, body);
      expect(envelope.code).toBe('100');
      return envelope.apiResponseData.list.map((d) => d.title);
    };

    it('answers the running promotions of every category in order', async () => {
      const { envelope } = await t.call(discountListCall, { site_id: 1 });
      const list = envelope.apiResponseData.list;
      expect(list).toHaveLength(7);
      expect(new Set(list.map((d) => d.category))).toEqual(
        new Set(['new_member', 'deposit', 'rebate', 'vip', 'event']),
      );
      expect(list[0]).toMatchObject({
        id: 1,
        title: '100% First Deposit Bonus',
        category: 'new_member',
        image_url: '/media/discounts/welcome-en_US.webp',
        starts_at: null,
        ends_at: null,
      });
      const event = list.find((d) => d.ends_at !== null);
      expect(Date.parse(event!.ends_at!)).toBeGreaterThan(Date.now());
    });

    it('shows a currency’s own promotions and those for every currency', async () => {
      const all = await titles({});
      const rmb = await titles({ currency: 'RMB' });
      const usd = await titles({ currency: 'USD' });
      const vnd = await titles({ currency: 'VND' });
      expect(rmb).toHaveLength(5);
      expect(usd).toEqual(all.filter((title) => title !== 'V-League Weekend Odds Boost'));
      expect(vnd).toEqual(all.filter((title) => title !== 'USDT Deposits +2%'));
    });

    it('filters by category', async () => {
      expect(await titles({ category: 'event' })).toEqual([
        'Red Envelope Rain',
        'V-League Weekend Odds Boost',
      ]);
      expect(await titles({ category: 'vip', currency: 'VND' })).toEqual(['VIP Club Privileges']);
    });

    it('refuses a currency the site does not offer with 461', async () => {
      const { envelope } = await t.call(discountListCall, { currency: 'THB' });
      expect(envelope.code).toBe('461');
    });

    it('answers a promotion with its rich text in the request language', async () => {
      const zh = await t.call(discountDetailCall, { id: 1 }, { language: 'zh_CN' });
      const vi = await t.call(discountDetailCall, { id: 1 }, { language: 'vi_VN' });
      expect(zh.envelope.code).toBe('100');
      const detail = zh.envelope.apiResponseData.detail;
      expect(detail.title).toBe('首存100%欢迎奖金');
      expect(detail.content).toContain('<table>');
      expect(detail.content).toContain('<h3>活动条款</h3>');
      expect(detail.content).toContain('8,888');
      // Vietnamese groups digits with dots.
      expect(vi.envelope.apiResponseData.detail.content).toContain('28.888.000');
      expect(vi.envelope.apiResponseData.detail.content).toContain('Điều khoản và điều kiện');
    });

    it('hides ended, future and inactive promotions, in the list and by id', async () => {
      const now = Date.now();
      const base = {
        siteId: 1,
        category: 'event' as const,
        title: { en_US: 'Hidden' },
        summary: { en_US: 'x' },
        picture: { en_US: '/media/discounts/welcome-en_US.webp' },
        content: { en_US: '<p>x</p>' },
      };
      const rows = await t.database.db
        .insert(discounts)
        .values([
          { ...base, startsAt: new Date(now - 9 * DAY_MS), endsAt: new Date(now - DAY_MS) },
          { ...base, startsAt: new Date(now + DAY_MS) },
          { ...base, isActive: false },
          { ...base, siteId: otherSiteId },
        ])
        .returning({ id: discounts.id });
      expect(await titles({})).not.toContain('Hidden');
      for (const { id } of rows) {
        const { envelope } = await t.call(discountDetailCall, { site_id: 1, id });
        expect(envelope.code).toBe('404');
      }
    });
  });

  describe('/arks/web/news and /arks/web/news/detail', () => {
    it('pages through the published news, newest first', async () => {
      const first = await t.call(newsListCall, { page: 1, count: 3 });
      const second = await t.call(newsListCall, { page: 2, count: 3 });
      expect(first.envelope.code).toBe('100');
      expect(first.envelope.apiResponseData.total_count).toBe(4);
      expect(first.envelope.apiResponseData.list).toHaveLength(3);
      expect(second.envelope.apiResponseData.list).toHaveLength(1);
      const dates = [
        ...first.envelope.apiResponseData.list,
        ...second.envelope.apiResponseData.list,
      ].map((n) => Date.parse(n.published_at));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(first.envelope.apiResponseData.list[0]?.title).toBe(
        'Responsible gaming tools arrive in the member centre',
      );
    });

    it('defaults to the first page of twenty', async () => {
      const { envelope } = await t.call(newsListCall, {});
      expect(envelope.apiResponseData.list).toHaveLength(4);
    });

    it('answers a story with its content in the request language', async () => {
      const list = await t.call(newsListCall, {});
      const oldest = list.envelope.apiResponseData.list.at(-1)!;
      const { envelope } = await t.call(newsDetailCall, { id: oldest.id }, { language: 'hi_IN' });
      expect(envelope.code).toBe('100');
      expect(envelope.apiResponseData.detail).toMatchObject({
        id: oldest.id,
        title: 'गोल्डन लोटस बना साइगॉन फ़ीनिक्स एफ़सी का आधिकारिक एशियाई पार्टनर',
        image_url: '/media/news/saigon-phoenix-partner.webp',
      });
      expect(envelope.apiResponseData.detail.content).toContain('<p>');
    });

    it('keeps stories scheduled for later out of the list and the detail', async () => {
      const [row] = await t.database.db
        .insert(news)
        .values({
          siteId: 1,
          title: { en_US: 'Embargoed' },
          summary: { en_US: 'x' },
          content: { en_US: 'x' },
          imageUrl: '/media/news/app-release.webp',
          publishedAt: new Date(Date.now() + DAY_MS),
        })
        .returning({ id: news.id });
      const list = await t.call(newsListCall, {});
      expect(list.envelope.apiResponseData.total_count).toBe(4);
      const detail = await t.call(newsDetailCall, { id: row!.id });
      expect(detail.envelope.code).toBe('404');
    });
  });

  it('/arks/web/sponsor answers the sponsored clubs in the request language', async () => {
    const zh = await t.call(sponsorListCall, { site_id: 1 }, { language: 'zh_CN' });
    const en = await t.call(sponsorListCall, {});
    expect(zh.envelope.code).toBe('100');
    expect(zh.envelope.apiResponseData.list.map((s) => s.name)).toEqual([
      '西贡凤凰足球俱乐部',
      '港城飞龙篮球队',
      '孟加拉皇家猛虎板球队',
    ]);
    expect(en.envelope.apiResponseData.list[0]).toMatchObject({
      name: 'Saigon Phoenix FC',
      title: 'Official Asian Betting Partner',
      image_url: '/media/sponsors/saigon-phoenix.webp',
      logo_url: '/media/sponsors/saigon-phoenix-crest.webp',
      period: '2024 – 2027',
      sort: 1,
    });
  });

  it('answers an unsupported lang header in English', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/arks/web/sponsor',
      headers: { 'content-type': 'application/json', lang: 'ko_KR' },
      payload: '{}',
    });
    expect(response.json()).toMatchObject({
      code: '100',
      apiResponseData: { list: [{ name: 'Saigon Phoenix FC' }, {}, {}] },
    });
  });
});
