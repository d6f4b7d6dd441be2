import { z } from 'zod';

import { callSchemas } from './call';
import {
  currencySchema,
  supportedLanguageSchema,
  siteIdSchema,
  siteRequestSchema,
  slugSchema,
} from './common';
import { FLOAT_POSITIONS, HOME_BLOCKS, LOGO_TYPES } from '../constants/content';
import { FOOTER_LINK_TYPES, MOBILE_TEMPLATE_ALIASES, MOBILE_TEMPLATES } from '../constants/device';

/** A link a footer, float button or menu item follows. */
export const siteLinkSchema = z.object({
  selectedType: z.enum(FOOTER_LINK_TYPES),
  /** outerLink: an http(s) URL; main: a site path such as /discount; faq: the FAQ entry id. */
  link: z.string(),
});
export type SiteLink = z.infer<typeof siteLinkSchema>;

export const siteDetailSchema = z.object({
  site_id: z.number(),
  site_name: z.string(),
  /** Page title when the language is zh_CN. */
  title_zh: z.string(),
  /** Page title in every other language. */
  title_en: z.string(),
  currencies: z.array(
    z.object({ currency: currencySchema, symbol: z.string(), is_default: z.boolean() }),
  ),
  default_currency: currencySchema,
  languages: z.array(supportedLanguageSchema),
  default_language: supportedLanguageSchema,
  template: z.string(),
  mobile_template: z.enum(MOBILE_TEMPLATES),
  customer_service_link: z.string(),
  /** 1 open, 2 maintenance. */
  status: z.number(),
  /** The site has closed its games: every launch is refused with `r88close_msg`. */
  games_closed: z.boolean(),
  app: z.object({ ios_url: z.string(), android_url: z.string(), version: z.string() }),
});
export type SiteDetail = z.infer<typeof siteDetailSchema>;

export const logoSchema = z.object({
  id: z.number(),
  /** desktop header, mobile header, footer, favicon, app icon. */
  logo_type: z.enum(LOGO_TYPES),
  url: z.string(),
});

export const modelRequestSchema = z.strictObject({
  site_id: siteIdSchema.optional(),
  language: supportedLanguageSchema,
  /** Omitted: the newest version the site has published for the language. */
  model_version: slugSchema.optional(),
});

/** An advertising block of the desktop template (model settings, sponsors, login pictures). */
export const modelItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  image_url: z.string(),
  link: siteLinkSchema.nullable(),
  sort: z.number(),
});
export type ModelItem = z.infer<typeof modelItemSchema>;
const modelResponse = z.object({ model_version: z.string(), list: z.array(modelItemSchema) });

export const templateConfigSchema = z.object({
  name: z.enum(MOBILE_TEMPLATES),
  primary_color: z.string(),
  accent_color: z.string(),
  background: z.string(),
  /** Order of the blocks of the mobile home page. */
  home_blocks: z.array(z.enum(HOME_BLOCKS)),
  show_bottom_nav: z.boolean(),
});

type MobileTemplateAlias = keyof typeof MOBILE_TEMPLATE_ALIASES;
const MOBILE_TEMPLATE_ALIAS_NAMES = Object.keys(MOBILE_TEMPLATE_ALIASES) as [
  MobileTemplateAlias,
  ...MobileTemplateAlias[],
];

/** A mobile template by its H5 name or by its legacy alias (origin_mobile is H5_1, ...). */
export const mobileTemplateNameSchema = z.union([
  z.enum(MOBILE_TEMPLATES),
  z.enum(MOBILE_TEMPLATE_ALIAS_NAMES).transform((alias) => MOBILE_TEMPLATE_ALIASES[alias]),
]);

export const footerItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  icon_url: z.string().nullable(),
  ...siteLinkSchema.shape,
});
export type FooterItem = z.infer<typeof footerItemSchema>;

/** The schemas of the site calls, by path (the calls: ../calls/site.ts). */
export const siteWire = callSchemas({
  '/arks/web/site/detail': {
    request: siteRequestSchema,
    response: z.object({ detail: siteDetailSchema }),
  },
  '/web/logo': {
    request: siteRequestSchema,
    response: z.object({ web_logo_list: z.array(logoSchema) }),
  },
  '/web/model_setting': {
    request: modelRequestSchema,
    response: modelResponse,
  },
  '/web/model_sponsor': {
    request: modelRequestSchema,
    response: modelResponse,
  },
  '/web/model_login': {
    request: modelRequestSchema,
    response: modelResponse,
  },
  '/template_config': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      mobileTemplateName: mobileTemplateNameSchema,
    }),
    response: z.object({ config: templateConfigSchema }),
  },
  '/arks/web/web-mobile-footer': {
    request: siteRequestSchema,
    response: z.object({ list: z.array(footerItemSchema) }),
  },
  '/arks/web/footer': {
    request: siteRequestSchema,
    response: z.object({
      groups: z.array(
        z.object({ id: z.number(), title: z.string(), items: z.array(footerItemSchema) }),
      ),
      /** Payment, licence and partner badges shown under the links. */
      badges: z.array(z.object({ id: z.number(), name: z.string(), image_url: z.string() })),
      copyright: z.string(),
      about: z.string(),
    }),
  },
  '/arks/web/float': {
    request: siteRequestSchema,
    response: z.object({
      list: z.array(
        z.object({
          id: z.number(),
          position: z.enum(FLOAT_POSITIONS),
          name: z.string(),
          image_url: z.string(),
          ...siteLinkSchema.shape,
        }),
      ),
    }),
  },
  '/arks/web/model/register-background/detail': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), template: slugSchema }),
    response: z.object({
      detail: z.object({
        template: z.string(),
        image_url: z.string(),
        mobile_image_url: z.string(),
      }),
    }),
  },
});
