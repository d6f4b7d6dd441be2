import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { media } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createMediaService } from './media.service';

/** A 14-byte picture, `<svg id="a1"/>`. */
const drawing = (id: string) => `<svg id="${id}"/>`;
/** The picture's ETag: the id its drawing carries. */
const tagOf = (body: string) => `"${/id="([a-z0-9]+)"/.exec(body)?.[1] ?? 'none'}"`;
const row = (path: string, body: string) => ({
  path,
  contentType: 'image/svg+xml; charset=utf-8',
  body: Buffer.from(body),
  etag: tagOf(body),
});

describe('media service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.db
      .insert(media)
      .values([
        row('kept/a.svg', drawing('a1')),
        row('lru/a.svg', drawing('a1')),
        row('lru/b.svg', drawing('b1')),
        row('lru/c.svg', drawing('c1')),
        row('lru/big.svg', `<svg id="big1"/>`),
      ]);
  });
  afterAll(async () => t.close());

  const rewrite = (path: string, body: string) =>
    t.database.db
      .update(media)
      .set({ body: Buffer.from(body), etag: tagOf(body) })
      .where(eq(media.path, path));
  const bodyOf = async (service: ReturnType<typeof createMediaService>, path: string) =>
    (await service.find(path))?.body.toString();

  it('serves a picture from memory for its lifetime, then as the database has it', async () => {
    let clock = 5_000;
    const service = createMediaService(t.database.db, { keptForMs: 1000, now: () => clock });
    expect(await bodyOf(service, 'kept/a.svg')).toBe(drawing('a1'));
    await rewrite('kept/a.svg', drawing('a2'));
    clock = 5_999;
    expect(await bodyOf(service, 'kept/a.svg')).toBe(drawing('a1'));
    clock = 6_001;
    expect(await bodyOf(service, 'kept/a.svg')).toBe(drawing('a2'));
    expect((await service.find('kept/a.svg'))?.etag).toBe('"a2"');
  });

  it('keeps only the bytes it may, dropping the picture used longest ago', async () => {
    // Room for two 14-byte pictures; the 16-byte one is never kept.
    const service = createMediaService(t.database.db, { keptBytes: 28, keptPictureBytes: 14 });
    await bodyOf(service, 'lru/a.svg');
    await bodyOf(service, 'lru/b.svg');
    await bodyOf(service, 'lru/a.svg');
    await bodyOf(service, 'lru/c.svg');
    await bodyOf(service, 'lru/big.svg');
    await Promise.all([
      rewrite('lru/a.svg', drawing('a2')),
      rewrite('lru/b.svg', drawing('b2')),
      rewrite('lru/c.svg', drawing('c2')),
      rewrite('lru/big.svg', '<svg id="big2"/>'),
    ]);
    expect(await bodyOf(service, 'lru/a.svg')).toBe(drawing('a1'));
    expect(await bodyOf(service, 'lru/c.svg')).toBe(drawing('c1'));
    expect(await bodyOf(service, 'lru/b.svg')).toBe(drawing('b2'));
    expect(await bodyOf(service, 'lru/big.svg')).toBe('<svg id="big2"/>');
  });

  it('does not remember a picture that is missing, so one written later is found', async () => {
    const service = createMediaService(t.database.db);
    expect(await service.find('kept/later.svg')).toBeUndefined();
    await t.database.db.insert(media).values(row('kept/later.svg', drawing('later')));
    expect(await bodyOf(service, 'kept/later.svg')).toBe(drawing('later'));
  });

  it('finds nothing at a path the table cannot hold', async () => {
    const service = createMediaService(t.database.db);
    for (const path of ['../etc/passwd', 'a/../b.svg', '/abs.svg', 'x'.repeat(300)]) {
      expect(await service.find(path)).toBeUndefined();
    }
  });
});
