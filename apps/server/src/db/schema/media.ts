import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

import { timestamps } from './columns';
import { sites } from './sites';

/**
 * Pictures served under `/media/<path>`. The project makes its own pictures (SVG) and keeps them
 * in the database, so every server process of every deployment serves the same bytes with no
 * shared disk. `site_id` is null for pictures shared by all sites.
 */
export const media = pgTable(
  'media',
  {
    id: serial().primaryKey(),
    siteId: integer().references(() => sites.id, { onDelete: 'cascade' }),
    /** Below `/media/`, e.g. `banners/welcome-desktop-en_US.svg`. */
    path: varchar({ length: 255 }).notNull().unique(),
    contentType: varchar({ length: 100 }).notNull(),
    body: text().notNull(),
    /** Strong validator of `body`, quotes included, computed when the row is written. */
    etag: varchar({ length: 100 }).notNull(),
    ...timestamps,
  },
  (t) => [
    index().on(t.siteId),
    check(
      'media_path_check',
      sql`${t.path} ~ '^[A-Za-z0-9][A-Za-z0-9/_.-]*$' AND strpos(${t.path}, '..') = 0 AND strpos(${t.path}, '//') = 0`,
    ),
    check('media_etag_check', sql`${t.etag} ~ '^"[^"]+"$'`),
  ],
);
