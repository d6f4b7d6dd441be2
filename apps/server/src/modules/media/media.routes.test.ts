import {
  type CallContract,
  bulletinCall,
  bulletinHistoryCall,
  carouselPictureCall,
  discountListCall,
  floatCall,
  footerCall,
  logoCall,
  mobileFooterCall,
  modelLoginCall,
  modelSettingCall,
  modelSponsorCall,
  newsListCall,
  registerBackgroundCall,
  sponsorListCall,
} from '@member-site/contracts';
import { SUPPORTED_LANGUAGES } from '@member-site/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { media } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { isNotModified } from './media.service';

const BANNER = '/media/banners/welcome-desktop-en_US.webp';
/** A drawing served as drawn (the seed stores one when its rendering is missing or stale). */
const DRAWING = '/media/tests/drawing.svg';
const DRAWING_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle cx="24" cy="24" r="20"/></svg>';

describe('GET /media/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.db.insert(media).values({
      path: DRAWING.replace('/media/', ''),
      contentType: 'image/svg+xml; charset=utf-8',
      body: Buffer.from(DRAWING_SVG),
      etag: '"drawing-etag"',
    });
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves a drawn picture as its WebP rendering with a strong ETag and a day of caching', async () => {
    const response = await get(BANNER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const body = response.rawPayload;
    expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(Number(response.headers['content-length'])).toBe(body.length);
  });

  it('serves a drawing as SVG, under a policy that runs nothing', async () => {
    const response = await get(DRAWING);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('serves each language its own banner', async () => {
    const zh = await get('/media/banners/welcome-desktop-zh_CN.webp');
    const hi = await get('/media/banners/welcome-desktop-hi_IN.webp');
    expect([zh.statusCode, hi.statusCode]).toEqual([200, 200]);
    expect(zh.headers.etag).not.toBe(hi.headers.etag);
    expect(zh.rawPayload.equals(hi.rawPayload)).toBe(false);
  });

  it('answers 304 without a body when the ETag still matches', async () => {
    const first = await get(BANNER);
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const again = await get(BANNER, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const changed = await get(BANNER, { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.length).toBeGreaterThan(1000);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: BANNER });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    expect(response.body).toBe('');
  });

  it('sends a rendering as it is to clients that accept compression', async () => {
    const response = await get(BANNER, { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    // WebP is compressed already: compressing it again would cost CPU for nothing.
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(response.headers.etag).toBeDefined();
  });

  it.each([
    '/media/banners/no-such-picture.svg',
    '/media/',
    '/media/..%2F..%2Fpackage.json',
    '/media/%2e%2e/drizzle/0000_init.sql',
    `/media/${'a'.repeat(300)}.svg`,
    "/media/banners/x.svg' OR '1'='1",
  ])('answers %s with the 404 envelope', async (url) => {
    const response = await get(url, { lang: 'vi_VN' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error', code: '404' });
    expect(response.json<{ message: string }>().message).not.toBe(
      (await get(url)).json<{ message: string }>().message,
    );
  });

  it('serves every picture the content calls name, in every language', async () => {
    const calls: [CallContract, object][] = [
      [logoCall, {}],
      [modelSettingCall, {}],
      [modelSponsorCall, {}],
      [modelLoginCall, {}],
      [mobileFooterCall, {}],
      [footerCall, {}],
      [floatCall, {}],
      [registerBackgroundCall, { template: 'site02' }],
      [carouselPictureCall, { use_type: 0 }],
      [carouselPictureCall, { use_type: 1 }],
      [carouselPictureCall, { use_type: 2 }],
      [bulletinCall, { display_device: 1 }],
      [bulletinHistoryCall, { display_device: 2, display_location: 3 }],
      [discountListCall, {}],
      [newsListCall, {}],
      [sponsorListCall, {}],
    ];
    const urls = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === 'string' && value.startsWith('/media/')) urls.add(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    for (const language of SUPPORTED_LANGUAGES) {
      for (const [contract, body] of calls) {
        const isModel = contract.path.startsWith('/web/model_');
        const { envelope } = await t.call(contract, isModel ? { language } : body, { language });
        expect(envelope.code).toBe('100');
        collect(envelope.apiResponseData);
      }
    }
    expect(urls.size).toBeGreaterThan(150);
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe(
        url.endsWith('.webp') ? 'image/webp' : 'image/svg+xml; charset=utf-8',
      );
    }
  });
});

describe('isNotModified', () => {
  it.each([
    [undefined, false],
    ['"a"', true],
    ['W/"a"', true],
    ['"b" , "a"', true],
    ['*', true],
    ['"b"', false],
    ['a', false],
    ['', false],
  ] as const)('%s against "a" is %s', (header, expected) => {
    expect(isNotModified(header, '"a"')).toBe(expected);
  });
});
