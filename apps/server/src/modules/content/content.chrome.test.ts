import {
  faqDetailCall,
  floatCall,
  footerCall,
  logoCall,
  mobileFooterCall,
  modelLoginCall,
  modelSettingCall,
  modelSponsorCall,
  registerBackgroundCall,
  templateConfigCall,
} from '@member-site/contracts';
import { MOBILE_TEMPLATES } from '@member-site/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { modelItems } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';

describe('site chrome calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('/web/logo answers one logo per place', async () => {
    const { envelope } = await t.call(logoCall, { site_id: 1 });
    expect(envelope.code).toBe('100');
    const list = envelope.apiResponseData.web_logo_list;
    expect(list.map((l) => l.logo_type).sort()).toEqual(
      ['app', 'desktop', 'favicon', 'footer', 'mobile'].sort(),
    );
    expect(list.find((l) => l.logo_type === 'desktop')?.url).toBe(
      '/media/logos/golden-lotus-desktop.webp',
    );
  });

  describe('/web/model_setting, /web/model_sponsor, /web/model_login', () => {
    it('answers the advertising blocks of the language in the body', async () => {
      const vi = await t.call(modelSettingCall, { site_id: 1, language: 'vi_VN' });
      // The body's language wins over the request's `lang` header.
      const zh = await t.call(modelSettingCall, { language: 'zh_CN' }, { language: 'vi_VN' });
      expect(vi.envelope.code).toBe('100');
      expect(vi.envelope.apiResponseData.model_version).toBe('1');
      expect(vi.envelope.apiResponseData.list.map((i) => i.title)).toEqual([
        'Sòng bài trực tiếp',
        'Thể thao',
        'Nổ hũ',
      ]);
      expect(zh.envelope.apiResponseData.list.map((i) => i.title)).toEqual([
        '真人娱乐',
        '体育投注',
        '电子游戏',
      ]);
      expect(vi.envelope.apiResponseData.list[0]).toMatchObject({
        image_url: '/media/models/setting-live-casino-vi_VN.webp',
        link: { selectedType: 'main', link: '/discount' },
        sort: 1,
      });
    });

    it('answers the sponsor blocks with the club crests', async () => {
      const { envelope } = await t.call(modelSponsorCall, { language: 'en_US' });
      expect(envelope.code).toBe('100');
      const list = envelope.apiResponseData.list;
      expect(list.map((i) => i.title)).toEqual([
        'Saigon Phoenix FC',
        'Harbour City Dragons',
        'Bengal Royal Tigers',
      ]);
      expect(list.every((i) => i.image_url.endsWith('-crest.webp'))).toBe(true);
      expect(list[0]?.link).toEqual({ selectedType: 'main', link: '/sponsor' });
    });

    it('answers the login pictures, which are not links', async () => {
      const { envelope } = await t.call(modelLoginCall, { language: 'hi_IN', model_version: '1' });
      expect(envelope.code).toBe('100');
      expect(envelope.apiResponseData.list).toHaveLength(2);
      expect(envelope.apiResponseData.list[0]).toMatchObject({
        title: 'फिर से स्वागत है',
        link: null,
        image_url: '/media/models/login-welcome-back-hi_IN.webp',
      });
    });

    it('answers an unknown model version with an empty list', async () => {
      const { envelope } = await t.call(modelSettingCall, {
        language: 'en_US',
        model_version: '9',
      });
      expect(envelope.code).toBe('100');
      expect(envelope.apiResponseData).toEqual({ model_version: '9', list: [] });
    });

    it('answers the newest version when none is asked, comparing numbers as numbers', async () => {
      const row = {
        siteId: 1,
        kind: 'login' as const,
        language: 'zh_TW' as const,
        title: 'next',
        imageUrl: '/media/models/login-welcome-back-zh_TW.webp',
      };
      await t.database.db.insert(modelItems).values([
        { ...row, modelVersion: '9', title: 'nine' },
        { ...row, modelVersion: '10', title: 'ten' },
        { ...row, modelVersion: '11', title: 'eleven', isActive: false },
      ]);
      const { envelope } = await t.call(modelLoginCall, { language: 'zh_TW' });
      expect(envelope.apiResponseData.model_version).toBe('10');
      expect(envelope.apiResponseData.list.map((i) => i.title)).toEqual(['ten']);
      const pinned = await t.call(modelLoginCall, { language: 'zh_TW', model_version: '1' });
      expect(pinned.envelope.apiResponseData.list.map((i) => i.title)).toEqual([
        '歡迎回來',
        '安全快速',
      ]);
    });
  });

  describe('/template_config', () => {
    it('answers a configuration for each of the eight H5 templates', async () => {
      for (const name of MOBILE_TEMPLATES) {
        const { envelope } = await t.call(templateConfigCall, { mobileTemplateName: name });
        expect(envelope.code).toBe('100');
        expect(envelope.apiResponseData.config.name).toBe(name);
        expect(envelope.apiResponseData.config.primary_color).toMatch(/^#[0-9a-f]{6}$/i);
      }
    });

    it('gives H5_1 and H5_2 their own colours and accepts their legacy names', async () => {
      const origin = await t.call(templateConfigCall, { mobileTemplateName: 'origin_mobile' });
      const bob = await t.call(templateConfigCall, { mobileTemplateName: 'bob_mobile' });
      expect(origin.envelope.apiResponseData.config).toMatchObject({
        name: 'H5_1',
        primary_color: '#c9a227',
        show_bottom_nav: true,
      });
      expect(bob.envelope.apiResponseData.config.name).toBe('H5_2');
      expect(bob.envelope.apiResponseData.config.primary_color).not.toBe(
        origin.envelope.apiResponseData.config.primary_color,
      );
      expect(origin.envelope.apiResponseData.config.home_blocks[0]).toBe('carousel');
    });

    it('refuses a template that does not exist', async () => {
      const { status, envelope } = await t.call(templateConfigCall, { mobileTemplateName: 'H5_9' });
      expect(status).toBe(400);
      expect(envelope.code).toBe('400');
    });
  });

  it('/arks/web/web-mobile-footer answers the bottom navigation in order', async () => {
    const { envelope } = await t.call(mobileFooterCall, {}, { language: 'vi_VN' });
    expect(envelope.code).toBe('100');
    const list = envelope.apiResponseData.list;
    expect(list.map((i) => i.name)).toEqual([
      'Trang chủ',
      'Khuyến mãi',
      'Hỗ trợ',
      'Ứng dụng',
      'Tài khoản',
    ]);
    expect(list.map((i) => i.link)).toEqual([
      '/',
      '/discount',
      'https://help.golden-lotus.example/livechat',
      '/app',
      '/user',
    ]);
    expect(list[2]?.selectedType).toBe('outerLink');
    expect(list.every((i) => i.icon_url?.startsWith('/media/icons/'))).toBe(true);
  });

  describe('/arks/web/footer', () => {
    it('answers link groups of every link kind, badges and texts', async () => {
      const { envelope } = await t.call(footerCall, { site_id: 1 }, { language: 'zh_CN' });
      expect(envelope.code).toBe('100');
      const footer = envelope.apiResponseData;
      expect(footer.groups.map((g) => g.title)).toEqual(['关于我们', '帮助中心', '理性娱乐']);
      const kinds = new Set(footer.groups.flatMap((g) => g.items.map((i) => i.selectedType)));
      expect(kinds).toEqual(new Set(['outerLink', 'main', 'faq']));
      expect(footer.badges).toHaveLength(6);
      expect(footer.badges[0]).toMatchObject({
        name: 'SSL安全加密',
        image_url: '/media/badges/ssl.webp',
      });
      expect(footer.copyright).toMatch(/^© \d{4} 金莲娱乐/);
      expect(footer.about).toContain('18');
    });

    it('links its faq items to FAQ entries that exist', async () => {
      const { envelope } = await t.call(footerCall, {});
      const faqItems = envelope.apiResponseData.groups
        .flatMap((g) => g.items)
        .filter((i) => i.selectedType === 'faq');
      expect(faqItems).toHaveLength(4);
      for (const item of faqItems) {
        const faq = await t.call(faqDetailCall, { id: Number(item.link) });
        expect(faq.envelope.code).toBe('100');
      }
      const deposit = faqItems.find((i) => i.name === 'Deposits');
      const detail = await t.call(faqDetailCall, { id: Number(deposit?.link) });
      expect(detail.envelope.apiResponseData.detail.category).toBe('deposit');
    });
  });

  it('/arks/web/float answers the side buttons with their positions', async () => {
    const { envelope } = await t.call(floatCall, {}, { language: 'en_US' });
    expect(envelope.code).toBe('100');
    expect(envelope.apiResponseData.list.map((b) => [b.position, b.name, b.selectedType])).toEqual([
      ['left', '24/7 live support', 'outerLink'],
      ['right', 'Get the app', 'main'],
      ['right', 'Promotions', 'main'],
    ]);
  });

  describe('/arks/web/model/register-background/detail', () => {
    it('answers the pictures of the template', async () => {
      const { envelope } = await t.call(registerBackgroundCall, { site_id: 1, template: 'site02' });
      expect(envelope.code).toBe('100');
      expect(envelope.apiResponseData.detail).toEqual({
        template: 'site02',
        image_url: '/media/backgrounds/register-site02.webp',
        mobile_image_url: '/media/backgrounds/register-site02-mobile.webp',
      });
    });

    it('answers a template without a background with 404 in the envelope', async () => {
      const { status, envelope } = await t.call(registerBackgroundCall, { template: 'site99' });
      expect(status).toBe(200);
      expect(envelope).toMatchObject({ code: '404', status: 'error', apiResponseData: null });
    });
  });
});
