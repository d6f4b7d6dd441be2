import {
  type CallContract,
  bulletinCall,
  bulletinHistoryCall,
  carouselPictureCall,
  discountDetailCall,
  discountListCall,
  faqDetailCall,
  faqListCall,
  floatCall,
  footerCall,
  jackpotCall,
  logoCall,
  marqueeCall,
  mobileFooterCall,
  modelLoginCall,
  modelSettingCall,
  modelSponsorCall,
  newsDetailCall,
  newsListCall,
  registerBackgroundCall,
  siteDetailCall,
  sponsorListCall,
  templateConfigCall,
} from '@member-site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp } from '../../test/helpers';

type Case = {
  contract: CallContract;
  /** A body the call accepts. */
  valid: Record<string, unknown>;
  /** A string field of the body, where hostile text goes; `site_id` when the call has none. */
  text: string;
  /** Values of the call's own fields that must be refused. */
  invalid: Record<string, unknown>[];
};

const CASES: Case[] = [
  { contract: logoCall, valid: {}, text: 'site_id', invalid: [] },
  {
    contract: modelSettingCall,
    valid: { language: 'en_US' },
    text: 'model_version',
    invalid: [{ language: 'ko_KR' }, { language: 'en_US', model_version: 1 }, {}],
  },
  {
    contract: modelSponsorCall,
    valid: { language: 'zh_CN' },
    text: 'language',
    invalid: [{ language: null }],
  },
  {
    contract: modelLoginCall,
    valid: { language: 'vi_VN' },
    text: 'model_version',
    invalid: [{ language: 'vi_VN', model_version: '' }],
  },
  {
    contract: templateConfigCall,
    valid: { mobileTemplateName: 'H5_1' },
    text: 'mobileTemplateName',
    invalid: [{}, { mobileTemplateName: 1 }],
  },
  { contract: mobileFooterCall, valid: {}, text: 'site_id', invalid: [] },
  { contract: footerCall, valid: {}, text: 'site_id', invalid: [] },
  { contract: floatCall, valid: {}, text: 'site_id', invalid: [] },
  {
    contract: registerBackgroundCall,
    valid: { template: 'site02' },
    text: 'template',
    invalid: [{}, { template: '' }, { template: ['site02'] }],
  },
  {
    contract: carouselPictureCall,
    valid: { use_type: 0 },
    text: 'currency',
    invalid: [{}, { use_type: 3 }, { use_type: '0' }, { use_type: 0, currency: 'rmb' }],
  },
  {
    contract: marqueeCall,
    valid: { sort_field: 'sort', sort_order: 'desc' },
    text: 'sort_field',
    invalid: [{ sort_order: 'DESC; DROP TABLE announcements' }, { sort_field: 'title' }],
  },
  {
    contract: bulletinCall,
    valid: { display_device: 1, display_location: 2 },
    text: 'site_id',
    invalid: [{}, { display_device: 3 }, { display_device: 1, display_location: 1 }],
  },
  {
    contract: bulletinHistoryCall,
    valid: { display_device: 2, page: 1, count: 10 },
    text: 'site_id',
    invalid: [
      { display_device: 2, page: 0 },
      { display_device: 2, count: 1000 },
      { display_device: 2, page: 1.5 },
      { display_device: 2, page: '2' },
    ],
  },
  {
    contract: jackpotCall,
    valid: { currency: 'RMB' },
    text: 'currency',
    invalid: [{}, { currency: 'XBT' }, { currency: 100 }],
  },
  {
    contract: faqListCall,
    valid: { category: 'deposit' },
    text: 'category',
    invalid: [{ category: 'billing' }],
  },
  {
    contract: faqDetailCall,
    valid: { id: 1 },
    text: 'id',
    invalid: [{}, { id: 0 }, { id: -1 }, { id: 1.5 }, { id: 2 ** 40 }, { id: '1e3' }],
  },
  {
    contract: discountListCall,
    valid: { category: 'vip', currency: 'VND' },
    text: 'category',
    invalid: [{ category: 'VIP' }],
  },
  {
    contract: discountDetailCall,
    valid: { id: 1 },
    text: 'id',
    invalid: [{}, { id: null }, { id: { $gt: 0 } }],
  },
  {
    contract: newsListCall,
    valid: { page: 1, count: 2 },
    text: 'site_id',
    invalid: [{ page: -1 }, { count: 0 }],
  },
  {
    contract: newsDetailCall,
    valid: { id: 1 },
    text: 'id',
    invalid: [{}, { id: true }],
  },
  { contract: sponsorListCall, valid: {}, text: 'site_id', invalid: [] },
];

const TEN_KB = 'x'.repeat(10 * 1024);
const HOSTILE_TEXT = [
  "1' OR '1'='1",
  "'; DROP TABLE sites; --",
  '<script>alert(1)</script>',
  TEN_KB,
];

describe('every content call refuses malformed input with a 400 envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const expectRefused = (result: {
    status: number;
    envelope: { code: string; status: string; message: string };
  }) => {
    expect(result.status).toBe(400);
    expect(result.envelope.code).toBe('400');
    expect(result.envelope.status).toBe('error');
    // Never internals: no stack frames, no SQL.
    expect(result.envelope.message).not.toMatch(/\bat \S+ \(|SELECT|relation "/);
  };

  describe.each(CASES.map((c) => [c.contract.path, c] as const))('%s', (_path, c) => {
    it('answers the valid body with code 100', async () => {
      const { status, envelope } = await t.call(c.contract, { site_id: 1, ...c.valid });
      expect(status).toBe(200);
      expect(envelope.code).toBe('100');
    });

    it('answers an unknown site_id with 460', async () => {
      const { status, envelope } = await t.call(c.contract, { ...c.valid, site_id: 424_242 });
      expect(status).toBe(200);
      expect(envelope).toMatchObject({ code: '460', status: 'error', apiResponseData: null });
    });

    it('refuses a site_id of the wrong type', async () => {
      expectRefused(await t.call(c.contract, { ...c.valid, site_id: { id: 1 } }));
      expectRefused(await t.call(c.contract, { ...c.valid, site_id: [1] }));
    });

    it('refuses an unknown field and names it', async () => {
      const result = await t.call(c.contract, { ...c.valid, is_admin: true });
      expectRefused(result);
      expect(JSON.stringify(result.envelope.apiResponseData)).toContain('is_admin');
    });

    it.each(HOSTILE_TEXT.map((value) => [value.slice(0, 24), value] as const))(
      'refuses %s in a text field',
      async (_label, value) => {
        expectRefused(await t.call(c.contract, { ...c.valid, [c.text]: value }));
      },
    );

    it('refuses a body that is not an object', async () => {
      expectRefused(await t.call(c.contract, [c.valid]));
      expectRefused(await t.call(c.contract, 'site_id=1'));
    });

    if (c.invalid.length > 0) {
      it.each(c.invalid.map((body) => [JSON.stringify(body), body] as const))(
        'refuses %s',
        async (_label, body) => {
          expectRefused(await t.call(c.contract, body));
        },
      );
    }
  });

  it('leaves the database intact after all of that', async () => {
    const { envelope } = await t.call(siteDetailCall, { site_id: 1 });
    expect(envelope.code).toBe('100');
    const banners = await t.call(carouselPictureCall, { use_type: 0 });
    expect(banners.envelope.apiResponseData.web_carousel_picture_list).toHaveLength(4);
  });
});
