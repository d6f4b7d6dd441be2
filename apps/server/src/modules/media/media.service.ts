import type { Db } from '../../db/client';
import { type MediaRecord, findMediaByPath } from './media.repository';

/** The shape the media table's CHECK constraint allows; anything else cannot exist. */
const MEDIA_PATH = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,254}$/;

/**
 * Whether an `If-None-Match` header matches the current ETag. The header is a list, may be `*`,
 * and is compared weakly (RFC 9110, 13.1.2), so `W/"x"` matches `"x"`.
 */
export const isNotModified = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (ifNoneMatch === undefined) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  const current = weak(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === current);
};

export type MediaService = ReturnType<typeof createMediaService>;

export const createMediaService = (db: Db) => ({
  /** The picture at `path` (below `/media/`), or undefined when there is none. */
  async find(path: string): Promise<MediaRecord | undefined> {
    if (!MEDIA_PATH.test(path) || path.includes('..')) return undefined;
    return findMediaByPath(db, path);
  },
});
