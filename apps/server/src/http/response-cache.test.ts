import { gunzipSync, gzipSync } from 'node:zlib';

import {
  type CallContract,
  callUrl,
  carouselPictureCall,
  faqListCall,
  jackpotCall,
  siteDetailCall,
} from '@member-site/contracts';
import { BANNER_USE_TYPES } from '@member-site/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDomainEventBus } from '../infra/events';
import { type TestApp, buildTestApp } from '../test/helpers';
import { createResponseCache, matchesEntityTag } from './response-cache';

describe('the response cache', () => {
  const setUp = (options: { maxEntries?: number } = {}) => {
    let clock = 1_000;
    const events = createDomainEventBus();
    const cache = createResponseCache({ events, ttlMs: 10_000, now: () => clock, ...options });
    return { cache, events, advance: (ms: number) => (clock += ms) };
  };

  it('serves an answer until its lifetime ends', () => {
    const { cache, advance } = setUp();
    const kept = cache.set(1, 'detail', '{"a":1}', 0);
    advance(9_999);
    expect(cache.get('detail')).toBe(kept);
    expect(kept.body.toString()).toBe('{"a":1}');
    advance(1);
    expect(cache.get('detail')).toBeUndefined();
  });

  it('finds an answer past its lifetime for a while when asked to, marked as such', () => {
    const { cache, events, advance } = setUp();
    const kept = cache.set(1, 'page', '<html>', 0);
    expect(cache.peek('page', 5_000)).toEqual({ answer: kept, fresh: true });
    advance(10_000);
    expect(cache.peek('page', 5_000)).toEqual({ answer: kept, fresh: false });
    advance(4_999);
    expect(cache.peek('page', 5_000)?.fresh).toBe(false);
    advance(1);
    expect(cache.peek('page', 5_000)).toBeUndefined();

    // An operator's change drops it at once, past its lifetime or not.
    cache.set(1, 'page', '<html>', cache.generation(1));
    advance(10_000);
    events.publish('site.changed', { siteId: 1 });
    expect(cache.peek('page', 5_000)).toBeUndefined();
  });

  it('drops every answer of a site the operator changes, and only that site', () => {
    const { cache, events } = setUp();
    for (const name of ['site.changed', 'catalogue.changed', 'content.changed'] as const) {
      cache.set(1, '1a', '1', cache.generation(1));
      cache.set(1, '1b', '2', cache.generation(1));
      cache.set(2, '2a', '3', cache.generation(2));
      expect(cache.get('1a')?.body.toString()).toBe('1');
      if (name === 'content.changed') {
        events.publish(name, { siteId: 1, change: { kind: 'customer_service_link' } });
      } else {
        events.publish(name, { siteId: 1 });
      }
      expect(cache.get('1a')).toBeUndefined();
      expect(cache.get('1b')).toBeUndefined();
      expect(cache.get('2a')?.body.toString()).toBe('3');
    }
  });

  it('sends but does not keep an answer computed across a change of its site', () => {
    const { cache, events } = setUp();
    const before = cache.generation(1);
    events.publish('catalogue.changed', { siteId: 1 });
    expect(cache.set(1, 'list', '{"old":true}', before).body.toString()).toBe('{"old":true}');
    expect(cache.get('list')).toBeUndefined();
    cache.set(1, 'list', '{"new":true}', cache.generation(1));
    expect(cache.get('list')?.body.toString()).toBe('{"new":true}');
  });

  it('keeps a bounded number of answers, dropping the oldest first', () => {
    const { cache } = setUp({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd']) cache.set(1, key, key, 0);
    expect(cache.size()).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')?.body.toString()).toBe('d');
  });

  it('gives the same bytes the same entity tag, and other bytes another', () => {
    const { cache } = setUp();
    const one = cache.set(1, 'a', '{"x":1}', 0);
    expect(cache.set(2, 'b', '{"x":1}', 0).etag).toBe(one.etag);
    expect(cache.set(1, 'a', '{"x":2}', 0).etag).not.toBe(one.etag);
    expect(one.etag).toMatch(/^"[\w-]+"$/);
  });

  it('reads If-None-Match as a list, with weak tags and the wildcard', () => {
    expect(matchesEntityTag(undefined, '"t"')).toBe(false);
    expect(matchesEntityTag('"t"', '"t"')).toBe(true);
    expect(matchesEntityTag('"s", W/"t"', '"t"')).toBe(true);
    expect(matchesEntityTag('*', '"t"')).toBe(true);
    expect(matchesEntityTag('"s"', '"t"')).toBe(false);
  });
});

describe('lobby calls served from memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const post = (contract: CallContract, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: callUrl(contract),
      headers: { 'content-type': 'application/json', lang: 'en_US', ...headers },
      payload: JSON.stringify(body),
    });

  const desktopBanners = { site_id: 1, use_type: BANNER_USE_TYPES.desktop };
  const bannerIds = (body: string): number[] =>
    (
      JSON.parse(body) as {
        apiResponseData: { web_carousel_picture_list: { id: number }[] };
      }
    ).apiResponseData.web_carousel_picture_list.map((banner) => banner.id);

  it('answers an unchanged lobby call with 304 and no body when the client holds its tag', async () => {
    const first = await post(carouselPictureCall, desktopBanners);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await post(carouselPictureCall, desktopBanners);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);

    const unchanged = await post(carouselPictureCall, desktopBanners, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const stale = await post(carouselPictureCall, desktopBanners, { 'if-none-match': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('shows a banner the operator hides at once, under a new tag', async () => {
    const before = await post(carouselPictureCall, desktopBanners);
    const [hiddenId] = bannerIds(before.body);
    if (hiddenId === undefined) throw new Error('the demo site has desktop banners');
    const site = await t.app.deps.sites.resolveSite(1, 'localhost');
    expect(await t.app.deps.contentAdmin.setBannerShown(site, hiddenId, false)).toBe(true);
    try {
      const after = await post(carouselPictureCall, desktopBanners, {
        'if-none-match': String(before.headers.etag),
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(bannerIds(after.body)).not.toContain(hiddenId);
      expect(bannerIds(after.body)).toHaveLength(bannerIds(before.body).length - 1);
    } finally {
      await t.app.deps.contentAdmin.setBannerShown(site, hiddenId, true);
    }
    expect(bannerIds((await post(carouselPictureCall, desktopBanners)).body)).toContain(hiddenId);
  });

  it('keeps each language apart', async () => {
    const english = await post(siteDetailCall, { site_id: 1 });
    const chinese = await post(siteDetailCall, { site_id: 1 }, { lang: 'zh_CN' });
    expect(english.headers.etag).not.toBe(chinese.headers.etag);
    expect(JSON.parse(english.body)).toMatchObject({ message: 'Success' });
    expect(JSON.parse(chinese.body)).toMatchObject({ message: '成功' });
  });

  it('sends a large answer compressed, made once and the same each time', async () => {
    const plain = await post(faqListCall, { site_id: 1 });
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);
    for (let round = 0; round < 2; round += 1) {
      const zipped = await post(faqListCall, { site_id: 1 }, { 'accept-encoding': 'gzip' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('sends a short answer as it is, whatever the client accepts, with its length in bytes', async () => {
    for (const accepted of [{}, { 'accept-encoding': 'gzip, br' }] as Record<string, string>[]) {
      const chinese = await post(siteDetailCall, { site_id: 1 }, { lang: 'zh_CN', ...accepted });
      expect(Buffer.byteLength(chinese.body)).toBeLessThan(1024);
      expect(chinese.headers['content-encoding']).toBeUndefined();
      expect(chinese.headers.vary).toBeUndefined();
      expect(chinese.headers['content-length']).toBe(String(Buffer.byteLength(chinese.body)));
      expect(JSON.parse(chinese.body)).toMatchObject({ message: '成功' });
    }
  });

  it('answers the same fields sent again, spelt differently or not, and refuses a bad body', async () => {
    const first = await post(siteDetailCall, { site_id: 1 });
    const again = await post(siteDetailCall, { site_id: 1 });
    const spaced = await t.app.inject({
      method: 'POST',
      url: callUrl(siteDetailCall),
      headers: { 'content-type': 'application/json', lang: 'en_US' },
      payload: '{ "site_id" : 1 }',
    });
    expect(again.body).toBe(first.body);
    expect(spaced.statusCode).toBe(200);
    expect(spaced.headers.etag).toBe(first.headers.etag);
    const refused = await post(siteDetailCall, { site_id: 'one' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.etag).toBeUndefined();
    expect(JSON.parse(refused.body)).toMatchObject({ status: 'error', code: '400' });
  });

  it('refuses a compressed body as not JSON, and keeps answering the plain one', async () => {
    const plain = await post(siteDetailCall, { site_id: 1 });
    for (let round = 0; round < 2; round += 1) {
      const compressed = await t.app.inject({
        method: 'POST',
        url: callUrl(siteDetailCall),
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', lang: 'en_US' },
        payload: gzipSync(JSON.stringify({ site_id: 1 })),
      });
      expect(compressed.statusCode).toBe(400);
      expect(compressed.headers.etag).toBeUndefined();
      expect(JSON.parse(compressed.body)).toMatchObject({ status: 'error', code: '400' });
    }
    const again = await post(siteDetailCall, { site_id: 1 });
    expect(again.body).toBe(plain.body);
  });

  it('never keeps a refusal', async () => {
    for (let round = 0; round < 2; round += 1) {
      const refused = await post(jackpotCall, { site_id: 1, currency: 'INR' });
      expect(JSON.parse(refused.body)).toMatchObject({ code: '461' });
      expect(refused.headers.etag).toBeUndefined();
    }
  });
});
