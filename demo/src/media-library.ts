import { createHash } from 'node:crypto';

export type MediaFile = { path: string; contentType: string; body: string; etag: string };

/** Strong validator of a body: a quoted, truncated SHA-256, stable for identical bytes. */
export const etagOf = (body: string): string =>
  `"${createHash('sha256').update(body, 'utf8').digest('base64url').slice(0, 32)}"`;

export const MEDIA_URL_PREFIX = '/media/';

/**
 * Collects the pictures a seed makes and hands back the site-relative URL content rows store.
 * Adding the same path twice is a programming error (two pictures would fight over one URL).
 */
export const createMediaLibrary = () => {
  const files = new Map<string, MediaFile>();
  return {
    add(path: string, svg: string): string {
      if (files.has(path)) throw new Error(`Seed media path used twice: ${path}`);
      files.set(path, {
        path,
        contentType: 'image/svg+xml; charset=utf-8',
        body: svg,
        etag: etagOf(svg),
      });
      return `${MEDIA_URL_PREFIX}${path}`;
    },
    files(): MediaFile[] {
      return [...files.values()];
    },
  };
};

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
