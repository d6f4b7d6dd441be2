import { siteDetailCall } from '@member-site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp } from '../../test/helpers';

describe('/arks/web/site/detail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('answers the demo site with its currencies and languages', async () => {
    const { status, envelope } = await t.call(siteDetailCall, { site_id: 1 });
    expect(status).toBe(200);
    expect(envelope.code).toBe('100');
    const detail = envelope.apiResponseData.detail;
    expect(detail.site_id).toBe(1);
    expect(detail.currencies.map((c) => c.currency)).toEqual(['RMB', 'VND', 'USD']);
    expect(detail.default_currency).toBe('RMB');
    expect(detail.languages).toEqual(['zh_CN', 'zh_TW', 'en_US', 'vi_VN', 'hi_IN']);
  });

  it('resolves the site from the host when no site_id is given', async () => {
    const { envelope } = await t.call(siteDetailCall, {}, { host: '127.0.0.1:3000' });
    expect(envelope.code).toBe('100');
    expect(envelope.apiResponseData.detail.site_id).toBe(1);
  });

  it('answers an unknown site with code 460 in the request language', async () => {
    const { status, envelope } = await t.call(
      siteDetailCall,
      { site_id: 999 },
      { language: 'zh_CN' },
    );
    expect(status).toBe(200);
    expect(envelope.code).toBe('460');
    expect(envelope.status).toBe('error');
    expect(envelope.message).toBe('站点不存在或已关闭');
  });

  it.each([
    ['a negative site_id', { site_id: -1 }],
    ['a non-numeric site_id', { site_id: 'abc' }],
    ['an unknown field', { site_id: 1, drop: 'table' }],
    ['a body that is not an object', [1, 2, 3]],
  ])('rejects %s with code 400 and the field name', async (_label, body) => {
    const { status, envelope } = await t.call(siteDetailCall, body);
    expect(status).toBe(400);
    expect(envelope.code).toBe('400');
    expect(envelope.message).not.toMatch(/stack|at \w+ \(/);
  });

  it('rejects malformed JSON with code 400, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/arks/web/site/detail',
      headers: { 'content-type': 'application/json' },
      payload: '{"site_id": 1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: '400', status: 'error' });
  });

  it('rejects an oversized body with code 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/arks/web/site/detail',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ site_id: 1, filler: 'x'.repeat(100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: '413' });
  });

  it('answers an unknown call with the 404 envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/no/such/call', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: '404', status: 'error' });
  });

  it('serves the installable app manifest named after the site, in the visitor language', async () => {
    const manifest = async (lang: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/manifest.webmanifest',
        headers: { host: '127.0.0.1:3000', cookie: `lang=${lang}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/manifest+json');
      return response.json<Record<string, unknown>>();
    };
    const { detail } = (await t.call(siteDetailCall, { site_id: 1 })).envelope.apiResponseData;
    const english = await manifest('en_US');
    expect(english).toMatchObject({
      name: detail.title_en,
      short_name: detail.site_name,
      lang: 'en-US',
      start_url: '/?pwa=1',
      scope: '/',
      display: 'standalone',
    });
    expect(english.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
      ]),
    );
    expect(await manifest('zh_CN')).toMatchObject({ name: detail.title_zh, lang: 'zh-CN' });
  });
});
