import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from './app';
import type { Database } from './db/client';
import { openTestDatabase, testConfig } from './test/helpers';

describe('serving the built web app', () => {
  let app: FastifyInstance;
  let database: Database;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><title>site</title><div id="root"></div>',
    );
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(
      join(webDist, 'version.json'),
      '{"version":"1","builtAt":"2026-01-01T00:00:00Z"}',
    );
    database = await openTestDatabase();
    app = await buildApp(testConfig({ serveWeb: true, webDistDir: webDist }), { database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(webDist, { recursive: true, force: true });
  });

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

  it('serves hashed assets with a long cache life', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
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
  });
});
