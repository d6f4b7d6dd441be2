import { type GameLinkParameter } from '@member-site/contracts';
import {
  type BannerUseType,
  type DiscountCategory,
  type DisplayDevice,
  type DisplayFrequency,
  type DisplayLocation,
  type FaqCategory,
  BANNER_USE_TYPES,
  CURRENCY_CODES,
  DISCOUNT_CATEGORIES,
  DISPLAY_DEVICES,
  DISPLAY_FREQUENCIES,
  DISPLAY_LOCATIONS,
  FAQ_CATEGORIES,
  LINK_METHODS,
  LINK_TYPES,
} from '@member-site/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

import {
  currencyCode,
  hasEnglish,
  isOneOf,
  isOrderedWindow,
  isSafeUrl,
  listing,
  localized,
  money,
  siteId,
  timestamps,
} from './columns';

type LinkType = (typeof LINK_TYPES)[keyof typeof LINK_TYPES];
type LinkMethod = (typeof LINK_METHODS)[keyof typeof LINK_METHODS];

const publicationWindow = {
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
};

/**
 * Carousel banners: desktop (use_type 0), small (1) and mobile (2). The picture carries its
 * headline, so `image` holds one picture URL per language. A banner with a `currency` is shown
 * only to visitors of that currency; without one it is shown to all.
 */
export const carouselPictures = pgTable(
  'carousel_pictures',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    useType: smallint().$type<BannerUseType>().notNull(),
    currency: currencyCode(),
    title: localized().notNull(),
    image: localized().notNull(),
    linkType: smallint().$type<LinkType>().notNull(),
    linkMethod: smallint().$type<LinkMethod>().notNull(),
    /** External URL or site path; empty for a game link, which `gameLinkParameter` describes. */
    url: text().notNull().default(''),
    gameLinkParameter: jsonb().$type<GameLinkParameter>(),
    ...publicationWindow,
    ...listing,
    ...timestamps,
  },
  (t) => [
    index().on(t.siteId, t.useType, t.sort),
    check('carousel_pictures_use_type_check', isOneOf(t.useType, Object.values(BANNER_USE_TYPES))),
    check(
      'carousel_pictures_link_method_check',
      isOneOf(t.linkMethod, Object.values(LINK_METHODS)),
    ),
    check(
      'carousel_pictures_currency_check',
      sql`${t.currency} IS NULL OR ${isOneOf(t.currency, CURRENCY_CODES)}`,
    ),
    // Each link type carries exactly what it needs, and never a javascript: or //host target.
    check(
      'carousel_pictures_link_check',
      sql`(${t.linkType} = ${sql.raw(String(LINK_TYPES.external))} AND ${t.url} ~ '^https?://[^/]' AND ${t.gameLinkParameter} IS NULL)
        OR (${t.linkType} = ${sql.raw(String(LINK_TYPES.internal))} AND ${t.url} ~ '^/([^/]|$)' AND ${t.gameLinkParameter} IS NULL)
        OR (${t.linkType} = ${sql.raw(String(LINK_TYPES.game))} AND jsonb_typeof(${t.gameLinkParameter}) = 'object')`,
    ),
    check('carousel_pictures_window_check', isOrderedWindow(t.startsAt, t.endsAt)),
    check(
      'carousel_pictures_localized_check',
      sql`${hasEnglish(t.title)} AND ${hasEnglish(t.image)}`,
    ),
  ],
);

/** Marquee announcements. A row is visible once `published_at` has passed. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    title: localized().notNull(),
    content: localized().notNull(),
    displayBeforeLogin: boolean().notNull().default(true),
    displayAfterLogin: boolean().notNull().default(true),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...listing,
    ...timestamps,
  },
  (t) => [
    index().on(t.siteId, t.sort),
    check(
      'announcements_localized_check',
      sql`${hasEnglish(t.title)} AND ${hasEnglish(t.content)}`,
    ),
  ],
);

/**
 * Pop-up promotions ("bulletins"). `picture` is the pop-up's picture per language (null for a
 * text-only pop-up); `content` is rich text the client sanitises before rendering.
 */
export const bulletins = pgTable(
  'bulletins',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    title: localized().notNull(),
    picture: localized(),
    content: localized().notNull(),
    displayDevice: smallint().$type<DisplayDevice>().notNull().default(DISPLAY_DEVICES.both),
    displayLocation: smallint()
      .$type<DisplayLocation>()
      .notNull()
      .default(DISPLAY_LOCATIONS.normal),
    displayBeforeLogin: boolean().notNull().default(true),
    displayAfterLogin: boolean().notNull().default(true),
    displayFrequency: smallint()
      .$type<DisplayFrequency>()
      .notNull()
      .default(DISPLAY_FREQUENCIES.everyVisit),
    ...listing,
    ...timestamps,
  },
  (t) => [
    index().on(t.siteId, t.displayLocation, t.updatedAt.desc()),
    check(
      'bulletins_display_device_check',
      isOneOf(t.displayDevice, Object.values(DISPLAY_DEVICES)),
    ),
    check(
      'bulletins_display_location_check',
      isOneOf(t.displayLocation, Object.values(DISPLAY_LOCATIONS)),
    ),
    check(
      'bulletins_display_frequency_check',
      isOneOf(t.displayFrequency, Object.values(DISPLAY_FREQUENCIES)),
    ),
    check(
      'bulletins_localized_check',
      sql`${hasEnglish(t.title)} AND ${hasEnglish(t.content)} AND (${t.picture} IS NULL OR ${hasEnglish(t.picture)})`,
    ),
  ],
);

/** The jackpot shown on the lobby, one per site and currency, in integer minor units. */
export const jackpots = pgTable(
  'jackpots',
  {
    siteId: siteId(),
    currency: currencyCode().notNull(),
    amountMinor: money().notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency] }),
    check('jackpots_currency_check', isOneOf(t.currency, CURRENCY_CODES)),
    check('jackpots_amount_check', sql`${t.amountMinor} >= 0`),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    category: varchar({ length: 16 }).$type<FaqCategory>().notNull(),
    title: localized().notNull(),
    /** Rich text. */
    content: localized().notNull(),
    ...listing,
    ...timestamps,
  },
  (t) => [
    index().on(t.siteId, t.category, t.sort),
    check('faqs_category_check', isOneOf(t.category, FAQ_CATEGORIES)),
    check('faqs_localized_check', sql`${hasEnglish(t.title)} AND ${hasEnglish(t.content)}`),
  ],
);

/** Promotions of the /discount pages. A `currency` limits one to members of that currency. */
export const discounts = pgTable(
  'discounts',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    category: varchar({ length: 16 }).$type<DiscountCategory>().notNull(),
    currency: currencyCode(),
    title: localized().notNull(),
    summary: localized().notNull(),
    picture: localized().notNull(),
    /** Rich text: headings, lists, bonus tables, terms. */
    content: localized().notNull(),
    ...publicationWindow,
    ...listing,
    ...timestamps,
  },
  (t) => [
    index().on(t.siteId, t.sort),
    check('discounts_category_check', isOneOf(t.category, DISCOUNT_CATEGORIES)),
    check(
      'discounts_currency_check',
      sql`${t.currency} IS NULL OR ${isOneOf(t.currency, CURRENCY_CODES)}`,
    ),
    check('discounts_window_check', isOrderedWindow(t.startsAt, t.endsAt)),
    check(
      'discounts_localized_check',
      sql`${hasEnglish(t.title)} AND ${hasEnglish(t.summary)} AND ${hasEnglish(t.picture)} AND ${hasEnglish(t.content)}`,
    ),
  ],
);

export const news = pgTable(
  'news',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    title: localized().notNull(),
    summary: localized().notNull(),
    content: localized().notNull(),
    imageUrl: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index().on(t.siteId, t.publishedAt.desc()),
    check('news_image_url_check', isSafeUrl(t.imageUrl)),
    check(
      'news_localized_check',
      sql`${hasEnglish(t.title)} AND ${hasEnglish(t.summary)} AND ${hasEnglish(t.content)}`,
    ),
  ],
);

/** Clubs and teams the site sponsors (the /sponsor page). */
export const sponsors = pgTable(
  'sponsors',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    name: localized().notNull(),
    title: localized().notNull(),
    description: localized().notNull(),
    imageUrl: text().notNull(),
    logoUrl: text().notNull(),
    /** Free text such as "2024 – 2027". */
    period: varchar({ length: 32 }).notNull().default(''),
    ...listing,
    ...timestamps,
  },
  (t) => [
    index().on(t.siteId, t.sort),
    check('sponsors_urls_check', sql`${isSafeUrl(t.imageUrl)} AND ${isSafeUrl(t.logoUrl)}`),
    check(
      'sponsors_localized_check',
      sql`${hasEnglish(t.name)} AND ${hasEnglish(t.title)} AND ${hasEnglish(t.description)}`,
    ),
  ],
);
