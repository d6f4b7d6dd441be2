import { LRUCache } from 'lru-cache';

import type { Db } from '../../db/client';
import { type MediaRecord, findMediaByPath } from './media.repository';

/** The shape the media table's CHECK constraint allows; anything else cannot exist. */
const MEDIA_PATH = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,254}$/;

/**
 * How long a picture read from the database is served from memory. Pictures change only when the
 * seed writes them again, and browsers keep them for a day (`max-age=86400`) anyway.
 */
const KEPT_FOR_MS = 5 * 60_000;
/** Bytes of pictures kept per process; the one used longest ago goes first. */
const KEPT_BYTES = 32 * 1024 * 1024;
/** A bigger picture is read each time rather than push a dozen others out. */
const KEPT_PICTURE_BYTES = 2 * 1024 * 1024;

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

export type MediaServiceOptions = {
  keptForMs?: number;
  keptBytes?: number;
  keptPictureBytes?: number;
  now?: () => number;
};

/**
 * The pictures, read from the database and then served from memory for a few minutes: a lobby
 * shows forty of them, and each read costs the database (on the embedded one, this process) a
 * query that returns the picture's bytes.
 */
export const createMediaService = (db: Db, options: MediaServiceOptions = {}) => {
  const kept = new LRUCache<string, MediaRecord>({
    ttl: options.keptForMs ?? KEPT_FOR_MS,
    maxSize: options.keptBytes ?? KEPT_BYTES,
    maxEntrySize: options.keptPictureBytes ?? KEPT_PICTURE_BYTES,
    sizeCalculation: (file) => Math.max(file.body.length, 1),
    // A clock of the caller's is read each time, not once per millisecond.
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });

  return {
    /** The picture at `path` (below `/media/`), or undefined when there is none. */
    async find(path: string): Promise<MediaRecord | undefined> {
      if (!MEDIA_PATH.test(path) || path.includes('..')) return undefined;
      const known = kept.get(path);
      if (known) return known;
      const file = await findMediaByPath(db, path);
      if (file) kept.set(path, file);
      return file;
    },
  };
};
