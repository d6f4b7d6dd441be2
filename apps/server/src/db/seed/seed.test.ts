import { SUPPORTED_LANGUAGES } from '@member-site/contracts/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { type Database } from '../client';
import {
  announcements,
  bulletins,
  carouselPictures,
  discounts,
  faqs,
  floatButtons,
  footerBadges,
  logos,
  media,
  modelItems,
  news,
  registerBackgrounds,
  sites,
  sponsors,
} from '../schema';
import { type TestApp, buildTestApp, openTestDatabase } from '../../test/helpers';
import { seedDemoSite } from './seed';

describe('seedDemoSite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const countRows = async () => {
    const [row] = await t.database.db
      .select({
        sites: sql<number>`(SELECT count(*)::int FROM ${sites})`,
        banners: sql<number>`(SELECT count(*)::int FROM ${carouselPictures})`,
        media: sql<number>`(SELECT count(*)::int FROM ${media})`,
      })
      .from(sql`(SELECT 1) AS one`);
    return row;
  };

  it('never seeds twice, whichever way it is asked', async () => {
    const before = await countRows();
    expect(await seedDemoSite(t.database.db, { onlyIfEmpty: true })).toEqual({
      status: 'skipped',
      reason: 'database-not-empty',
    });
    expect(await seedDemoSite(t.database.db, { onlyIfEmpty: false })).toEqual({
      status: 'skipped',
      reason: 'demo-site-exists',
    });
    expect(await countRows()).toEqual(before);
    expect(before?.sites).toBe(1);
    expect(before?.banners).toBe(11);
  });

  it('moves the site id sequence past the demo site', async () => {
    const [row] = await t.database.db
      .insert(sites)
      .values({
        code: 'second',
        name: 'Second',
        titleZh: '第二',
        titleEn: 'Second',
        defaultLanguage: 'en_US',
        template: 'site02',
        mobileTemplate: 'H5_1',
      })
      .returning({ id: sites.id });
    expect(row?.id).toBe(2);
    await t.database.db.delete(sites).where(eq(sites.id, 2));
  });

  it('writes every localized text in all five languages, translated', async () => {
    const db = t.database.db;
    const texts = [
      ...(await db.select({ v: carouselPictures.title }).from(carouselPictures)),
      ...(await db.select({ v: announcements.content }).from(announcements)),
      ...(await db.select({ v: bulletins.title }).from(bulletins)),
      ...(await db.select({ v: bulletins.content }).from(bulletins)),
      ...(await db.select({ v: faqs.title }).from(faqs)),
      ...(await db.select({ v: faqs.content }).from(faqs)),
      ...(await db.select({ v: discounts.summary }).from(discounts)),
      ...(await db.select({ v: discounts.content }).from(discounts)),
      ...(await db.select({ v: news.content }).from(news)),
      ...(await db.select({ v: sponsors.description }).from(sponsors)),
    ].map((row) => row.v);
    expect(texts.length).toBeGreaterThan(60);
    for (const text of texts) {
      for (const language of SUPPORTED_LANGUAGES) {
        expect(text[language]?.trim(), `${language} of ${text.en_US}`).toBeTruthy();
        if (language !== 'en_US') expect(text[language]).not.toBe(text.en_US);
      }
      // Short titles can read the same in both scripts ("每日返水1.2%"); sentences cannot.
      if ((text.zh_CN ?? '').length > 20) expect(text.zh_TW).not.toBe(text.zh_CN);
    }
  });

  // The pictures' well-formedness is the demo package's test; here, that the seed stored them.
  it('stores a picture for every media URL the content names', async () => {
    const db = t.database.db;
    const files = await db
      .select({
        path: media.path,
        contentType: media.contentType,
        body: media.body,
        etag: media.etag,
      })
      .from(media);
    // Every picture is served rendered, the tab-bar icons too: a drawing changed without
    // `npm run pictures -w @member-site/demo` would be served as SVG.
    expect(files.filter((file) => !file.path.endsWith('.webp')).map((file) => file.path)).toEqual(
      [],
    );
    for (const file of files) {
      expect(file.contentType).toBe('image/webp');
      // A RIFF container holding a WebP image.
      expect(file.body.subarray(0, 4).toString('latin1'), file.path).toBe('RIFF');
      expect(file.body.subarray(8, 12).toString('latin1'), file.path).toBe('WEBP');
      expect(file.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    }
    const paths = new Set(files.map((f) => f.path));
    const urls = [
      ...(await db.select({ v: carouselPictures.image }).from(carouselPictures)).flatMap((r) =>
        Object.values(r.v),
      ),
      ...(await db.select({ v: bulletins.picture }).from(bulletins)).flatMap((r) =>
        Object.values(r.v ?? {}),
      ),
      ...(await db.select({ v: discounts.picture }).from(discounts)).flatMap((r) =>
        Object.values(r.v),
      ),
      ...(await db.select({ v: news.imageUrl }).from(news)).map((r) => r.v),
      ...(await db.select({ a: sponsors.imageUrl, b: sponsors.logoUrl }).from(sponsors)).flatMap(
        (r) => [r.a, r.b],
      ),
      ...(await db.select({ v: logos.imageUrl }).from(logos)).map((r) => r.v),
      ...(await db.select({ v: modelItems.imageUrl }).from(modelItems)).map((r) => r.v),
      ...(await db.select({ v: floatButtons.imageUrl }).from(floatButtons)).map((r) => r.v),
      ...(await db.select({ v: footerBadges.imageUrl }).from(footerBadges)).map((r) => r.v),
      ...(
        await db
          .select({ a: registerBackgrounds.imageUrl, b: registerBackgrounds.mobileImageUrl })
          .from(registerBackgrounds)
      ).flatMap((r) => [r.a, r.b]),
    ];
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      expect(url, 'a site-relative media URL').toMatch(/^\/media\//);
      expect(paths.has(url.replace(/^\/media\//, '')), url).toBe(true);
    }
  });
});

describe('seedDemoSite on a fresh database', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('lets exactly one of two concurrent seeders create the demo site', async () => {
    database = await openTestDatabase();
    await database.migrate(new URL('../../../drizzle', import.meta.url).pathname);
    const results = await Promise.all([
      seedDemoSite(database.db, { onlyIfEmpty: true }),
      seedDemoSite(database.db, { onlyIfEmpty: true }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['seeded', 'skipped']);
    const seeded = results.find((r) => r.status === 'seeded');
    expect(seeded).toMatchObject({ siteId: 1, counts: { carousel_pictures: 11, faqs: 10 } });
  });
});
