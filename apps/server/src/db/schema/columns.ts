import type { LocalizedText } from '@member-site/contracts';
import { integer, jsonb, timestamp } from 'drizzle-orm/pg-core';

import { sites } from './sites';

/** Text kept in every supported language; `en_US` is required and is the fallback. */
export const localized = (name?: string) =>
  (name === undefined ? jsonb() : jsonb(name)).$type<LocalizedText>();

/** The owning site of a row. Every site-owned table has one. */
export const siteId = () =>
  integer()
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
