import type { Currency, MobileTemplate, SupportedLanguage } from '@member-site/contracts/constants';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** A site an operator runs. Every site-owned row elsewhere carries its `site_id`. */
export const sites = pgTable('sites', {
  id: serial().primaryKey(),
  code: varchar({ length: 32 }).notNull().unique(),
  name: varchar({ length: 100 }).notNull(),
  titleZh: varchar({ length: 200 }).notNull(),
  titleEn: varchar({ length: 200 }).notNull(),
  defaultLanguage: varchar({ length: 8 }).$type<SupportedLanguage>().notNull(),
  template: varchar({ length: 32 }).notNull(),
  mobileTemplate: varchar({ length: 8 }).$type<MobileTemplate>().notNull(),
  customerServiceLink: text().notNull().default(''),
  appIosUrl: text().notNull().default(''),
  appAndroidUrl: text().notNull().default(''),
  appVersion: varchar({ length: 32 }).notNull().default(''),
  /** 1 open, 2 maintenance, 3 closed. */
  status: smallint().notNull().default(1),
  /**
   * The site has closed its games for good: pages, wallet and withdrawals still answer so that
   * members can take their money out, and every launch is refused (spec section 5, `r88close_msg`).
   */
  gamesClosed: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Host names that resolve to a site when a request names no `site_id`. */
export const siteDomains = pgTable(
  'site_domains',
  {
    host: varchar({ length: 253 }).primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.siteId)],
);

/** The currencies a site offers, in display order; `isDefault` marks the first choice. */
export const siteCurrencies = pgTable(
  'site_currencies',
  {
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    currency: varchar({ length: 8 }).$type<Currency>().notNull(),
    sort: integer().notNull().default(0),
    isDefault: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency] })],
);

export const siteLanguages = pgTable(
  'site_languages',
  {
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    language: varchar({ length: 8 }).$type<SupportedLanguage>().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.language] })],
);
