import { createHash } from 'node:crypto';

import { captchaCall } from '@member-site/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { captchas } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { CAPTCHA_RATE_LIMIT, createCaptchaService } from './captcha.service';
import { solveCaptcha } from './captcha.testing';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('POST /api/captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('draws a raster picture on the server and keeps only a hash of the token', async () => {
    const before = Date.now();
    const { status, envelope } = await t.call(captchaCall, { type: 1 }, { language: 'zh_CN' });
    expect(status).toBe(200);
    expect(envelope.code).toBe('100');
    const { token, captcha, placeholder } = envelope.apiResponseData;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    // A picture, not a drawing whose paths a script could read (captcha.picture.test.ts).
    expect(captcha.startsWith('data:image/webp;base64,')).toBe(true);
    const picture = Buffer.from(captcha.split(',')[1] ?? '', 'base64');
    expect(picture.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(picture.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(placeholder).toContain('验证码');

    const rows = await t.database.db.select().from(captchas);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    const row = rows.find((r) => r.tokenHash === sha256(token));
    expect(row).toMatchObject({ siteId: 1, type: 1 });
    // Four characters a person cannot confuse, stored lower-cased.
    expect(row?.answer).toMatch(/^[2-9a-hjkmnpr-z]{4}$/);
    const ttl = (row?.expiresAt.getTime() ?? 0) - before;
    expect(ttl).toBeGreaterThan(4.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000 + 5000);
  });

  it('answers every captcha with a different token and picture', async () => {
    const a = await t.call(captchaCall, { type: 2 });
    const b = await t.call(captchaCall, { type: 2 });
    expect(a.envelope.apiResponseData.token).not.toBe(b.envelope.apiResponseData.token);
    expect(a.envelope.apiResponseData.captcha).not.toBe(b.envelope.apiResponseData.captcha);
  });

  it('refuses a type other than login (1) or register (2)', async () => {
    for (const type of [0, 3, '1', null]) {
      const { status, envelope } = await t.call(captchaCall, { type });
      expect(status).toBe(400);
      expect(envelope.code).toBe('400');
    }
  });

  it('answers 101 once an address asks for too many, and other addresses still get theirs', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < CAPTCHA_RATE_LIMIT.points; i += 1) {
      const { envelope } = await t.call(captchaCall, { type: 1 }, { ip });
      expect(envelope.code).toBe('100');
    }
    const { status, envelope } = await t.call(captchaCall, { type: 1 }, { ip });
    expect(status).toBe(200);
    expect(envelope.code).toBe('101');
    expect(envelope.message).toMatch(/try again/i);
    const other = await t.call(captchaCall, { type: 1 }, { ip: '203.0.113.78' });
    expect(other.envelope.code).toBe('100');
  });
});

describe('captcha service verify', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('accepts the right answer once, whatever its letter case', async () => {
    const { captcha_token, answer } = await solveCaptcha(t, 2);
    const captcha = t.app.deps.captcha;
    expect(await captcha.verify(1, 2, captcha_token, ` ${answer.toUpperCase()} `)).toBe(true);
    expect(await captcha.verify(1, 2, captcha_token, answer)).toBe(false);
  });

  it('uses the captcha up on a wrong answer too', async () => {
    const { captcha_token, answer } = await solveCaptcha(t, 1);
    const captcha = t.app.deps.captcha;
    expect(await captcha.verify(1, 1, captcha_token, 'zzzz')).toBe(false);
    expect(await captcha.verify(1, 1, captcha_token, answer)).toBe(false);
  });

  it('refuses a captcha of the other form or another site, and an unknown token', async () => {
    const captcha = t.app.deps.captcha;
    const login = await solveCaptcha(t, 1);
    expect(await captcha.verify(1, 2, login.captcha_token, login.answer)).toBe(false);
    const other = await solveCaptcha(t, 2);
    expect(await captcha.verify(2, 2, other.captcha_token, other.answer)).toBe(false);
    expect(await captcha.verify(1, 2, 'no-such-token', 'abcd')).toBe(false);
    expect(await captcha.verify(1, 2, '', '')).toBe(false);
  });

  it('lets only one of many concurrent answers through', async () => {
    const { captcha_token, answer } = await solveCaptcha(t, 2);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.app.deps.captcha.verify(1, 2, captcha_token, answer)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses an expired captcha and sweeps expired rows', async () => {
    let clock = new Date();
    const captcha = createCaptchaService(t.database.db, {
      rateLimiter: t.app.deps.rateLimiter,
      now: () => clock,
    });
    const issued = await captcha.issue(1, 2);
    const [row] = await t.database.db
      .select({ answer: captchas.answer })
      .from(captchas)
      .where(eq(captchas.tokenHash, sha256(issued.token)));
    clock = new Date(clock.getTime() + 5 * 60_000 + 1000);
    expect(await captcha.verify(1, 2, issued.token, row?.answer ?? '')).toBe(false);

    const stale = await captcha.issue(1, 1);
    clock = new Date(clock.getTime() + 10 * 60_000);
    await captcha.issue(1, 1);
    const [left] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(captchas)
      .where(eq(captchas.tokenHash, sha256(stale.token)));
    expect(left?.count).toBe(0);
  });
});
