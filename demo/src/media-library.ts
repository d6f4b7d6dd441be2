import { createHash } from 'node:crypto';

import { type RenderedPictures, renderedPath } from './pictures';

export type MediaFile = { path: string; contentType: string; body: Buffer; etag: string };

/** A drawn picture as the art code made it, whatever is served for it. */
export type Drawing = { path: string; svg: string };

/** Strong validator of a body: a quoted, truncated SHA-256, stable for identical bytes. */
export const etagOf = (body: string | Uint8Array): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

export const MEDIA_URL_PREFIX = '/media/';

const SVG_TYPE = 'image/svg+xml; charset=utf-8';
const WEBP_TYPE = 'image/webp';

/**
 * Collects the pictures a seed makes and hands back the site-relative URL content rows store: the
 * picture's rendering (WebP) when `rendered` has one for exactly this drawing, else its SVG.
 * Adding the same path twice is a programming error (two pictures would fight over one URL).
 */
export const createMediaLibrary = (rendered?: RenderedPictures) => {
  const files = new Map<string, MediaFile>();
  const drawings: Drawing[] = [];
  return {
    add(path: string, svg: string): string {
      if (files.has(path)) throw new Error(`Seed media path used twice: ${path}`);
      drawings.push({ path, svg });
      const etag = etagOf(svg);
      const webp = rendered?.find(path, etag);
      const file = webp
        ? { path: renderedPath(path), contentType: WEBP_TYPE, body: webp, etag: etagOf(webp) }
        : { path, contentType: SVG_TYPE, body: Buffer.from(svg, 'utf8'), etag };
      files.set(path, file);
      return `${MEDIA_URL_PREFIX}${file.path}`;
    },
    files(): MediaFile[] {
      return [...files.values()];
    },
    /** Every picture drawn, as SVG: what the renderings are made from. */
    drawings(): Drawing[] {
      return [...drawings];
    },
  };
};

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
