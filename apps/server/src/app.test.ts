import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from './app';
import { openTestDatabase, testConfig } from './test/helpers';

/**
 * A server of a built web app made of the given files (paths inside the build), on a test
 * database of the given kind; `close` also removes the files.
 */
const serveBuiltWeb = async (
  files: Record<string, string | Buffer>,
  options: { renderer?: string; database?: 'empty' | 'demo' } = {},
) => {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(webDist, path)), { recursive: true });
    writeFileSync(join(webDist, path), text);
  }
  const database = await openTestDatabase(options.database ?? 'empty');
  const app = await buildApp(
    testConfig({
      serveWeb: true,
      webDistDir: webDist,
      webRendererFile: join(webDist, options.renderer ?? 'no-renderer.js'),
    }),
    { database },
  );
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
    rmSync(webDist, { recursive: true, force: true });
  };
  return { app, close };
};

/** A script big enough to be worth compressing. */
const BIG_SCRIPT = Array.from({ length: 400 }, (_, line) => `console.log(${line});`).join('\n');
const BIG_SCRIPT_BR = brotliCompressSync(BIG_SCRIPT);
const BIG_SCRIPT_GZ = gzipSync(BIG_SCRIPT, { level: 9 });

describe('serving the built web app', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await serveBuiltWeb({
      'index.html': '<!doctype html><title>site</title><div id="root"></div>',
      'assets/index-abc123.js': 'console.log(1)',
      'assets/big-abc123.js': BIG_SCRIPT,
      'assets/big-abc123.js.br': BIG_SCRIPT_BR,
      'assets/big-abc123.js.gz': BIG_SCRIPT_GZ,
      'version.json': '{"version":"1","builtAt":"2026-01-01T00:00:00Z"}',
    }));
  });
  afterAll(async () => close());

  it.each(['/', '/faq/1', '/discount', '/no/such/page'])(
    'answers the page %s with the app',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('answers HEAD for a page as GET would, without the body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/faq/1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe('');
  });

  it('serves hashed assets with a long cache life', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed copy the build made, in the encoding the browser takes', async () => {
    const asked = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/big-abc123.js',
        headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
      });
    const brotli = await asked('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    // The build's bytes themselves, not a copy compressed again on the way out.
    expect(brotli.rawPayload.equals(BIG_SCRIPT_BR)).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gzip = await asked('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(BIG_SCRIPT_GZ)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await asked();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toContain('immutable');
    }
  });

  it('answers a missing asset with 404, not the app, so a stale chunk is detected', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const missingFile = await app.inject({ method: 'GET', url: '/favicon-old.png' });
    expect(missingFile.statusCode).toBe(404);
  });

  it('serves the version manifest without caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/version.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: '1', builtAt: '2026-01-01T00:00:00Z' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths as the 404 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: '404' });
  });

  it('sends pages the document headers and API answers only the headers an answer needs', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');

    const answer = await app.inject({
      method: 'POST',
      url: '/api/arks/web/site/detail',
      headers: { 'content-type': 'application/json' },
      payload: '{"site_id":1}',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['strict-transport-security']).toContain('max-age=');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(answer.headers['x-xss-protection']).toBeUndefined();

    // Refusals carry them too: a stranger's member call, a body that is not JSON, an unknown call.
    const refusals = await Promise.all([
      app.inject({ method: 'POST', url: '/api/member/withdrawal/info', payload: {} }),
      app.inject({
        method: 'POST',
        url: '/api/arks/web/site/detail',
        headers: { 'content-type': 'application/json' },
        payload: '{"site_id":',
      }),
      app.inject({ method: 'POST', url: '/api/unknown', payload: {} }),
    ]);
    expect(refusals.map((refusal) => refusal.statusCode)).toEqual([401, 400, 404]);
    for (const refusal of refusals) {
      expect(refusal.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(refusal.headers['x-frame-options']).toBe('DENY');
    }
  });
});

/** A stand-in for the web app's renderer: it writes what it was asked to render into the page. */
const FAKE_RENDERER = `
let renders = 0;
export const isServerRenderedAddress = (address) => address === '/' || address === '/faq';
export const preferredLanguage = (cookie, accept) =>
  cookie === 'vi_VN' ? 'vi_VN' : (accept ?? '').startsWith('hi') ? 'hi_IN' : '';
export const createPageRenderer = ({ template, window }) => ({
  render: async (request) => {
    renders += 1;
    const answer = await request.transport('/api/arks/web/site/detail', {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en_US' },
      body: '{}',
    });
    const text = new window.DOMParser().parseFromString('<b>parsed</b>', 'text/html').body.textContent;
    const page = [request.address, request.language || 'site-default', request.device,
      request.cookies.ccy || 'no-currency', request.cookies.popup_closed_at ? 'popup-closed' : 'popup',
      answer.status, text, 'render ' + renders].join(' ');
    return { html: template.replace('<div id="root"></div>', '<div id="root">' + page + '</div>') };
  },
});
`;

describe('visitor pages rendered on the server', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await serveBuiltWeb(
      {
        'index.html': '<!doctype html><title></title><div id="root"></div>',
        'renderer.mjs': FAKE_RENDERER,
      },
      { renderer: 'renderer.mjs', database: 'demo' },
    ));
  });
  afterAll(async () => close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('renders the page from the answers of its calls, in the language and layout asked for', async () => {
    const mobile = await page('/faq', {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari',
      'accept-language': 'hi-IN,hi;q=0.9',
      cookie: 'ccy=INR',
    });
    expect(mobile.statusCode).toBe(200);
    expect(mobile.headers['content-type']).toMatch(/text\/html/);
    expect(mobile.headers['content-security-policy']).toContain("script-src 'self'");
    expect(mobile.body).toContain('<div id="root">/faq hi_IN mobile INR popup 200 parsed render');

    const desktop = await page('/faq', { 'sec-ch-ua-mobile': '?0', cookie: 'lang=vi_VN' });
    expect(desktop.body).toContain('/faq vi_VN desktop no-currency popup 200 parsed');
  });

  it('keeps each document in memory with an entity tag until the site changes', async () => {
    const first = await page('/', { cookie: 'ccy=USD' });
    const again = await page('/', { cookie: 'ccy=USD' });
    expect(again.body).toBe(first.body);
    const etag = String(first.headers.etag);
    const unchanged = await page('/', { cookie: 'ccy=USD', 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    app.deps.events.publish('content.changed', {
      siteId: 1,
      change: { kind: 'carousel', currency: 'USD' },
    });
    const after = await page('/', { cookie: 'ccy=USD' });
    expect(after.body).not.toBe(first.body);
    expect(after.headers.etag).not.toBe(etag);
  });

  it("keeps the session's first lobby, with its pop-up, apart from a lobby after the pop-up closed", async () => {
    const first = await page('/', { cookie: 'lang=vi_VN' });
    expect(first.body).toContain('/ vi_VN desktop no-currency popup 200');
    const closed = await page('/', {
      cookie: 'lang=vi_VN; popup_closed_at=2026-11-24%2012%3A00%3A00',
    });
    expect(closed.body).toContain('/ vi_VN desktop no-currency popup-closed 200');
    // Any close time is the same document: only whether there was a close counts.
    const closedLater = await page('/', {
      cookie: 'lang=vi_VN; popup_closed_at=2026-11-24%2018%3A30%3A00',
    });
    expect(closedLater.body).toBe(closed.body);
    expect((await page('/', { cookie: 'lang=vi_VN' })).body).toBe(first.body);
  });

  it('gives other pages, pages with a query and odd cookies the plain shell or no choice', async () => {
    const member = await page('/user/Info');
    expect(member.body).toContain('<div id="root"></div>');
    const withQuery = await page('/?appPage=content');
    expect(withQuery.body).toContain('<div id="root"></div>');
    const odd = await page('/', { cookie: 'ccy=%E0%A4%A; lang=<script>' });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toContain('site-default desktop no-currency');
  });
});
