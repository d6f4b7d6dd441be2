import { describe, expect, it } from 'vitest';

import {
  CUSTOMER_SERVICE_LINK,
  DEMO_TEMPLATE,
  createMediaLibrary,
  demoBulletins,
  demoCarousel,
  demoDiscounts,
  demoFaqs,
  demoFloatButtons,
  demoFooter,
  demoFooterBadges,
  demoLogos,
  demoMobileFooter,
  demoModelItems,
  demoNews,
  demoRegisterBackgrounds,
  demoSponsors,
} from './index';
import { xmlProblems } from './test/xml';

/** Everything that draws a picture, with made-up ids where the seed links rows it inserted. */
const drawAll = () => {
  const library = createMediaLibrary();
  const now = new Date('2026-01-01T00:00:00Z');
  const urls: string[] = [];
  for (const { row } of demoDiscounts(library, 1, now)) urls.push(...Object.values(row.picture));
  const sponsors = demoSponsors(library, 1);
  for (const { row } of sponsors) urls.push(row.imageUrl, row.logoUrl);
  for (const row of demoCarousel(library, 1, {
    welcomeDiscountId: 1,
    vipDiscountId: 2,
    rebateDiscountId: 3,
  })) {
    urls.push(...Object.values(row.image));
  }
  for (const row of demoBulletins(library, 1, now)) urls.push(...Object.values(row.picture ?? {}));
  urls.push(...demoNews(library, 1, now).map((row) => row.imageUrl));
  urls.push(...demoLogos(library, 1).map((row) => row.imageUrl));
  urls.push(...demoModelItems(library, 1, sponsors).map((row) => row.imageUrl));
  urls.push(
    ...demoMobileFooter(library, 1, CUSTOMER_SERVICE_LINK).flatMap((row) =>
      row.iconUrl ? [row.iconUrl] : [],
    ),
  );
  urls.push(...demoFooterBadges(library, 1).map((row) => row.imageUrl));
  urls.push(...demoFloatButtons(library, 1, CUSTOMER_SERVICE_LINK).map((row) => row.imageUrl));
  urls.push(
    ...demoRegisterBackgrounds(library, 1, DEMO_TEMPLATE).flatMap((row) => [
      row.imageUrl,
      row.mobileImageUrl,
    ]),
  );
  return { files: library.files(), urls };
};

describe('the demo content', () => {
  it('draws a well-formed picture for every URL it names, with a strong ETag', () => {
    const { files, urls } = drawAll();
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      expect(xmlProblems(file.body), file.path).toEqual([]);
      expect(file.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      expect(file.contentType).toBe('image/svg+xml; charset=utf-8');
    }
    const paths = new Set(files.map((file) => file.path));
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      expect(url, 'a site-relative media URL').toMatch(/^\/media\//);
      expect(paths.has(url.replace(/^\/media\//, '')), url).toBe(true);
    }
  });

  it('links footer items to FAQ entries by the ids the seed gives them', async () => {
    const faqIds = Object.fromEntries(
      demoFaqs(1).flatMap(({ key }, index) => (key ? [[key, 100 + index]] : [])),
    );
    let groups = 0;
    const items = await demoFooter(1, faqIds as Parameters<typeof demoFooter>[1], async () => {
      groups += 1;
      return groups;
    });
    expect(groups).toBeGreaterThan(1);
    const faqLinks = items.filter((item) => item.selectedType === 'faq').map((item) => item.link);
    expect(faqLinks.length).toBeGreaterThan(0);
    for (const link of faqLinks) expect(Object.values(faqIds)).toContain(Number(link));
  });
});
