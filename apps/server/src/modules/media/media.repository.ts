import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { media } from '../../db/schema';

export type MediaRecord = {
  contentType: string;
  body: Buffer;
  etag: string;
  updatedAt: Date;
};

export const findMediaByPath = async (db: Db, path: string): Promise<MediaRecord | undefined> => {
  const [row] = await db
    .select({
      contentType: media.contentType,
      body: media.body,
      etag: media.etag,
      updatedAt: media.updatedAt,
    })
    .from(media)
    .where(eq(media.path, path));
  return row;
};
