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
  const keptForMs = options.keptForMs ?? KEPT_FOR_MS;
  const keptBytes = options.keptBytes ?? KEPT_BYTES;
  const keptPictureBytes = options.keptPictureBytes ?? KEPT_PICTURE_BYTES;
  const now = options.now ?? Date.now;
  const kept = new Map<string, { file: MediaRecord; until: number }>();
  let bytes = 0;

  const drop = (path: string) => {
    const entry = kept.get(path);
    if (!entry) return;
    kept.delete(path);
    bytes -= entry.file.body.length;
  };
  const keep = (path: string, file: MediaRecord) => {
    drop(path);
    if (file.body.length > keptPictureBytes) return;
    kept.set(path, { file, until: now() + keptForMs });
    bytes += file.body.length;
    for (const oldest of kept.keys()) {
      if (bytes <= keptBytes) break;
      drop(oldest);
    }
  };

  return {
    /** The picture at `path` (below `/media/`), or undefined when there is none. */
    async find(path: string): Promise<MediaRecord | undefined> {
      if (!MEDIA_PATH.test(path) || path.includes('..')) return undefined;
      const entry = kept.get(path);
      if (entry && entry.until > now()) {
        // Used now: it goes last.
        kept.delete(path);
        kept.set(path, entry);
        return entry.file;
      }
      const file = await findMediaByPath(db, path);
      if (file) keep(path, file);
      else drop(path);
      return file;
    },
  };
};
