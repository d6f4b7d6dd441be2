/*
 * `npm run pictures -w @member-site/demo`: render every picture as WebP into `demo/pictures/`,
 * beside a manifest naming the drawing (its SVG's ETag) each came from. Only pictures whose
 * drawing changed are rendered again; renderings of pictures that no longer exist are removed.
 * The text is set in this machine's fonts, so it needs Debian's fonts-noto-core and
 * fonts-noto-cjk (the families the drawings name first).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

import { drawEveryPicture } from './every-picture';
import { createMediaLibrary, etagOf } from './media-library';
import { RENDERED_MANIFEST, type RenderedManifest, renderedPath, renderingScale } from './pictures';

const dir = fileURLToPath(new URL('../pictures/', import.meta.url));
const manifestFile = join(dir, RENDERED_MANIFEST);
const before: RenderedManifest = existsSync(manifestFile)
  ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as RenderedManifest)
  : {};

const library = createMediaLibrary();
drawEveryPicture(library);
const manifest: RenderedManifest = {};
let rendered = 0;
for (const { path, svg } of library.drawings().sort((a, b) => a.path.localeCompare(b.path))) {
  const etag = etagOf(svg);
  const file = join(dir, renderedPath(path));
  if (before[path] !== etag || !existsSync(file)) {
    // 72 dpi is the drawing's own size.
    const density = 72 * renderingScale(svg);
    const webp = await sharp(Buffer.from(svg, 'utf8'), { density })
      .webp({ quality: 60, effort: 6 })
      .toBuffer();
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, webp);
    rendered += 1;
  }
  manifest[path] = etag;
}

const kept = new Set(Object.keys(manifest).map(renderedPath));
let removed = 0;
for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.webp')) continue;
  const file = join(entry.parentPath, entry.name);
  if (!kept.has(relative(dir, file))) {
    rmSync(file);
    removed += 1;
  }
}
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `${Object.keys(manifest).length} pictures rendered in ${relative(process.cwd(), dir) || '.'}: ` +
    `${rendered} drawn again, ${removed} removed`,
);
