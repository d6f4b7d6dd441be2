import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The import query that asks for a drawing's rendering: `import hall from './slot.svg?webp'`. */
const QUERY = '?webp';

/**
 * Pixels of the rendering for each pixel of the drawing: the drawings are shown at about their own
 * size, and a phone's screen has two to three pixels for each of the page's.
 */
const SCALE = 2;

/**
 * Render an SVG drawing as WebP, at twice its size. The halls' soft glows are most of a
 * rendering's bytes, in its alpha channel: at quality 60 for colour and alpha, the slot hall's
 * picture is 17.7 KB, against 24.2 KB at 70 with lossless alpha.
 */
const renderDrawing = async (svg: Buffer): Promise<Buffer> =>
  sharp(svg, { density: 72 * SCALE })
    .webp({ quality: 60, alphaQuality: 60, effort: 6 })
    .toBuffer();

/**
 * The web app's own drawings (the game halls' pictures) as WebP, rendered from their SVG when the
 * app is built. A browser loads an SVG picture as a document of its own and lays it out and paints
 * it on the page's main thread, and the first such document of a page costs a phone's main thread
 * the most; it decodes a WebP off the main thread (decision 0005). The build writes the rendering
 * as a hashed asset; the dev server and the tests get it as a data URL.
 */
export const renderedPictures = (): Plugin => {
  let building = false;
  return {
    name: 'member-site:rendered-pictures',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    async load(id) {
      if (!id.endsWith(`.svg${QUERY}`)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const webp = await renderDrawing(await readFile(file));
      if (!building) {
        return `export default ${JSON.stringify(`data:image/webp;base64,${webp.toString('base64')}`)};`;
      }
      const reference = this.emitFile({
        type: 'asset',
        name: `${basename(file, '.svg')}.webp`,
        source: webp,
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
};
