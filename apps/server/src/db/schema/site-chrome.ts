import {
  type FloatPosition,
  type FooterLinkType,
  type HomeBlock,
  type LogoType,
  type MobileTemplate,
  type SupportedLanguage,
  FLOAT_POSITIONS,
  FOOTER_LINK_TYPES,
  LOGO_TYPES,
  MOBILE_TEMPLATES,
  SUPPORTED_LANGUAGES,
} from '@member-site/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

import {
  hasEnglish,
  isOneOf,
  isSafeUrl,
  isSiteLink,
  listing,
  localized,
  siteId,
  timestamps,
} from './columns';

/*
 * The site's frame around the lobby: logos, template settings, footers, float buttons, the
 * register background and the desktop template's advertising blocks.
 */

const siteLink = {
  selectedType: varchar({ length: 16 }).$type<FooterLinkType>().notNull(),
  link: text().notNull(),
};

export const logos = pgTable(
  'logos',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    logoType: varchar({ length: 16 }).$type<LogoType>().notNull(),
    imageUrl: text().notNull(),
    ...timestamps,
  },
  (t) => [
    unique('logos_site_id_logo_type_unique').on(t.siteId, t.logoType),
    check('logos_logo_type_check', isOneOf(t.logoType, LOGO_TYPES)),
    check('logos_image_url_check', isSafeUrl(t.imageUrl)),
  ],
);

export const MODEL_KINDS = ['setting', 'sponsor', 'login'] as const;
export type ModelKind = (typeof MODEL_KINDS)[number];

/**
 * Advertising blocks of the desktop template, answered by /web/model_setting, /web/model_sponsor
 * and /web/model_login. They are kept per language (not as localized text) because the operator
 * publishes a different set per market, and per `model_version` so a new set can be prepared
 * while the old one is live.
 */
export const modelItems = pgTable(
  'model_items',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    kind: varchar({ length: 16 }).$type<ModelKind>().notNull(),
    language: varchar({ length: 8 }).$type<SupportedLanguage>().notNull(),
    modelVersion: varchar({ length: 32 }).notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    imageUrl: text().notNull(),
    /** Where a click goes; both null when the block is not a link. */
    selectedType: varchar({ length: 16 }).$type<FooterLinkType>(),
    link: text(),
    ...listing,
    ...timestamps,
  },
  (t) => [
    index().on(t.siteId, t.kind, t.language, t.modelVersion, t.sort),
    check('model_items_kind_check', isOneOf(t.kind, MODEL_KINDS)),
    check('model_items_language_check', isOneOf(t.language, SUPPORTED_LANGUAGES)),
    check('model_items_model_version_check', sql`${t.modelVersion} ~ '^[A-Za-z0-9_.-]{1,32}$'`),
    check('model_items_image_url_check', isSafeUrl(t.imageUrl)),
    check(
      'model_items_link_check',
      sql`(${t.selectedType} IS NULL AND ${t.link} IS NULL) OR (${isSiteLink(t.selectedType, t.link)})`,
    ),
  ],
);

/** Colours and home-page layout of each mobile H5 template of a site. */
export const mobileTemplateConfigs = pgTable(
  'mobile_template_configs',
  {
    siteId: siteId(),
    name: varchar({ length: 8 }).$type<MobileTemplate>().notNull(),
    primaryColor: varchar({ length: 7 }).notNull(),
    accentColor: varchar({ length: 7 }).notNull(),
    background: varchar({ length: 7 }).notNull(),
    homeBlocks: jsonb().$type<HomeBlock[]>().notNull(),
    showBottomNav: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.name] }),
    check('mobile_template_configs_name_check', isOneOf(t.name, MOBILE_TEMPLATES)),
    // Hex colours only: the client puts them straight into styles.
    check(
      'mobile_template_configs_colors_check',
      sql`${t.primaryColor} ~ '^#[0-9a-fA-F]{6}$' AND ${t.accentColor} ~ '^#[0-9a-fA-F]{6}$' AND ${t.background} ~ '^#[0-9a-fA-F]{6}$'`,
    ),
    check(
      'mobile_template_configs_home_blocks_check',
      sql`jsonb_typeof(${t.homeBlocks}) = 'array'`,
    ),
  ],
);

/** The mobile bottom navigation bar. */
export const mobileFooterItems = pgTable(
  'mobile_footer_items',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    name: localized().notNull(),
    iconUrl: text(),
    ...siteLink,
    ...listing,
    ...timestamps,
  },
  (t) => [
    index().on(t.siteId, t.sort),
    check('mobile_footer_items_selected_type_check', isOneOf(t.selectedType, FOOTER_LINK_TYPES)),
    check('mobile_footer_items_link_check', isSiteLink(t.selectedType, t.link)),
    check(
      'mobile_footer_items_icon_url_check',
      sql`${t.iconUrl} IS NULL OR ${isSafeUrl(t.iconUrl)}`,
    ),
    check('mobile_footer_items_localized_check', hasEnglish(t.name)),
  ],
);

/** Columns of links in the desktop footer. */
export const footerGroups = pgTable(
  'footer_groups',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    title: localized().notNull(),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index().on(t.siteId, t.sort),
    // Target of footer_items' (group_id, site_id) key.
    unique('footer_groups_id_site_id_unique').on(t.id, t.siteId),
    check('footer_groups_localized_check', hasEnglish(t.title)),
  ],
);

export const footerItems = pgTable(
  'footer_items',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    groupId: integer().notNull(),
    name: localized().notNull(),
    ...siteLink,
    ...listing,
    ...timestamps,
  },
  (t) => [
    index().on(t.groupId, t.sort),
    // The item and its group belong to the same site, so one site never shows another's links.
    foreignKey({
      columns: [t.groupId, t.siteId],
      foreignColumns: [footerGroups.id, footerGroups.siteId],
    }).onDelete('cascade'),
    check('footer_items_selected_type_check', isOneOf(t.selectedType, FOOTER_LINK_TYPES)),
    check('footer_items_link_check', isSiteLink(t.selectedType, t.link)),
    check('footer_items_localized_check', hasEnglish(t.name)),
  ],
);

/** Payment, licence and responsible-gaming badges under the desktop footer links. */
export const footerBadges = pgTable(
  'footer_badges',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    name: localized().notNull(),
    imageUrl: text().notNull(),
    ...listing,
    ...timestamps,
  },
  (t) => [
    index().on(t.siteId, t.sort),
    check('footer_badges_image_url_check', isSafeUrl(t.imageUrl)),
    check('footer_badges_localized_check', hasEnglish(t.name)),
  ],
);

/** The footer's texts, one row per site. */
export const footerSettings = pgTable(
  'footer_settings',
  {
    siteId: siteId().primaryKey(),
    copyright: localized().notNull(),
    about: localized().notNull(),
    ...timestamps,
  },
  (t) => [
    check(
      'footer_settings_localized_check',
      sql`${hasEnglish(t.copyright)} AND ${hasEnglish(t.about)}`,
    ),
  ],
);

/** Buttons that float at the sides of the desktop page (customer service, app, ...). */
export const floatButtons = pgTable(
  'float_buttons',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    position: varchar({ length: 8 }).$type<FloatPosition>().notNull(),
    name: localized().notNull(),
    imageUrl: text().notNull(),
    ...siteLink,
    ...listing,
    ...timestamps,
  },
  (t) => [
    index().on(t.siteId, t.sort),
    check('float_buttons_position_check', isOneOf(t.position, FLOAT_POSITIONS)),
    check('float_buttons_selected_type_check', isOneOf(t.selectedType, FOOTER_LINK_TYPES)),
    check('float_buttons_link_check', isSiteLink(t.selectedType, t.link)),
    check('float_buttons_image_url_check', isSafeUrl(t.imageUrl)),
    check('float_buttons_localized_check', hasEnglish(t.name)),
  ],
);

/** The picture behind the register form, per desktop template of the site. */
export const registerBackgrounds = pgTable(
  'register_backgrounds',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    template: varchar({ length: 32 }).notNull(),
    imageUrl: text().notNull(),
    mobileImageUrl: text().notNull(),
    ...timestamps,
  },
  (t) => [
    unique('register_backgrounds_site_id_template_unique').on(t.siteId, t.template),
    check(
      'register_backgrounds_urls_check',
      sql`${isSafeUrl(t.imageUrl)} AND ${isSafeUrl(t.mobileImageUrl)}`,
    ),
  ],
);
