import { describe, expect, it } from 'vitest';

import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

import { createMediaLibrary, demoFaqs, demoFooter, etagOf } from './index';
import { drawEveryPicture } from './every-picture';
import { loadRenderedPictures } from './pictures';
import { xmlProblems } from './test/xml';

/** Everything that draws a picture, as SVG, with the URLs the content rows name. */
const drawAll = () => {
  const library = createMediaLibrary();
  const urls = drawEveryPicture(library);
  return { files: library.files(), drawings: library.drawings(), urls };
};

const PICTURES_DIR = fileURLToPath(new URL('../pictures/', import.meta.url));

describe('the demo content', () => {
  it('draws a well-formed picture for every URL it names, with a strong ETag', () => {
    const { files, urls } = drawAll();
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      expect(xmlProblems(file.body.toString('utf8')), file.path).toEqual([]);
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

  it('serves every picture as its current rendering, the icons at twice their drawn size', async () => {
    const { drawings } = drawAll();
    expect(drawings.length).toBeGreaterThan(150);
    const library = createMediaLibrary(loadRenderedPictures(PICTURES_DIR));
    const urls = drawEveryPicture(library);
    const files = new Map(library.files().map((file) => [file.path, file]));
    // No picture is served as SVG: a page's first SVG picture is the costliest to show.
    expect(library.files().filter((file) => file.contentType !== 'image/webp')).toEqual([]);
    for (const { path } of drawings) {
      const webp = path.replace(/\.svg$/, '.webp');
      // Missing after a drawing changed: `npm run pictures -w @member-site/demo` renders it again.
      expect(files.get(webp)?.contentType, `${path} rendered`).toBe('image/webp');
      expect(urls).toContain(`/media/${webp}`);
      const body = files.get(webp)?.body ?? Buffer.alloc(0);
      expect(body.subarray(8, 12).toString('latin1'), webp).toBe('WEBP');
      expect(files.get(webp)?.etag).toBe(etagOf(body));
    }
    // The tab-bar icons, drawn at 48 px and shown at 22, are rendered at 96.
    const icon = await sharp(files.get('icons/nav-home.webp')?.body).metadata();
    expect([icon.width, icon.height]).toEqual([96, 96]);
    const banner = await sharp(files.get('banners/welcome-desktop-en_US.webp')?.body).metadata();
    const drawn = drawings.find((entry) => entry.path === 'banners/welcome-desktop-en_US.svg');
    expect(drawn?.svg).toContain(`width="${String(banner.width)}"`);
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
