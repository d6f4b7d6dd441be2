import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

import { timestamps } from './columns';
import { sites } from './sites';

/**
 * A binary column as Node's Buffer (drizzle's pg-core has no `bytea` builder of its own).
 * node-postgres reads it as a Buffer already, PGlite as a plain Uint8Array, which shares its bytes.
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Pictures served under `/media/<path>`. The project makes its own pictures (SVG drawn in code,
 * most of them served as WebP rendered from it) and keeps them in the database, so every server
 * process of every deployment serves the same bytes with no shared disk. `site_id` is null for
 * pictures shared by all sites.
 */
export const media = pgTable(
  'media',
  {
    id: serial().primaryKey(),
    siteId: integer().references(() => sites.id, { onDelete: 'cascade' }),
    /** Below `/media/`, e.g. `banners/welcome-desktop-en_US.webp`. */
    path: varchar({ length: 255 }).notNull().unique(),
    contentType: varchar({ length: 100 }).notNull(),
    body: bytea().notNull(),
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
