import type { Currency, LocalizedText } from '@member-site/contracts/constants';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  integer,
  jsonb,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

import { sites } from './sites';

/** Text kept in every supported language; `en_US` is required and is the fallback. */
export const localized = (name?: string) =>
  (name === undefined ? jsonb() : jsonb(name)).$type<LocalizedText>();

/** An amount in integer minor units of the row's currency. */
export const money = () => bigint({ mode: 'bigint' });

/** A currency code of spec section 9. */
export const currencyCode = () => varchar({ length: 8 }).$type<Currency>();

/** The owning site of a row. Every site-owned table has one. */
export const siteId = () =>
  integer()
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Display order (ascending) and the operator's on/off switch, shared by every content list. */
export const listing = {
  sort: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
};

/*
 * Building blocks of CHECK constraints. The database is the last line of defence for values the
 * client trusts: a link with a `javascript:` protocol or a localized text without its en_US
 * fallback cannot be stored, whoever writes the row.
 */

const literal = (value: string | number): string =>
  typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

/** `column IN (...)` over a constant list (never user input: the values are inlined). */
export const isOneOf = (column: AnyPgColumn, values: readonly (string | number)[]): SQL =>
  sql`${column} IN (${sql.raw(values.map(literal).join(', '))})`;

/** A localized value is an object whose en_US entry is a string. */
export const hasEnglish = (column: AnyPgColumn): SQL =>
  sql`jsonb_typeof(${column} -> 'en_US') = 'string'`;

/** A picture or link target: a site path (not `//host`, which leaves the site) or an https URL. */
export const isSafeUrl = (column: AnyPgColumn): SQL => sql`${column} ~ '^(/[^/]|https://)'`;

/**
 * A footer, float or menu link: outerLink goes to an http(s) URL, main to a path of the site, faq
 * to the id of an FAQ entry (spec: "Footer items link by selectedType outerLink, main or faq").
 */
export const isSiteLink = (selectedType: AnyPgColumn, link: AnyPgColumn): SQL =>
  sql`(${selectedType} = 'outerLink' AND ${link} ~ '^https?://[^/]')
    OR (${selectedType} = 'main' AND ${link} ~ '^/([^/]|$)')
    OR (${selectedType} = 'faq' AND ${link} ~ '^[1-9][0-9]{0,8}$')`;

/** Optional start and end of a publication window; when both are set the start comes first. */
export const isOrderedWindow = (startsAt: AnyPgColumn, endsAt: AnyPgColumn): SQL =>
  sql`${startsAt} IS NULL OR ${endsAt} IS NULL OR ${startsAt} < ${endsAt}`;
