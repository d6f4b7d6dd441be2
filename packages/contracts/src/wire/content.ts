import { z } from 'zod';

import { callSchemas } from './call';
import { DISCOUNT_CATEGORIES, FAQ_CATEGORIES } from '../constants/content';
import {
  currencySchema,
  emptyResponseSchema,
  idSchema,
  isoDateSchema,
  pageRequestShape,
  siteIdSchema,
  siteRequestSchema,
} from './common';
import { BANNER_USE_TYPES, DISPLAY_DEVICES, DISPLAY_LOCATIONS } from '../constants/device';

const literalUnion = <T extends Record<string, number>>(values: T) =>
  z.union(
    Object.values(values).map((v) => z.literal(v)) as unknown as [
      z.ZodLiteral<T[keyof T]>,
      z.ZodLiteral<T[keyof T]>,
      ...z.ZodLiteral<T[keyof T]>[],
    ],
  );

export const bannerUseTypeSchema = literalUnion(BANNER_USE_TYPES);
export const displayDeviceSchema = literalUnion(DISPLAY_DEVICES);
export const displayLocationSchema = literalUnion(DISPLAY_LOCATIONS);

export const gameLinkParameterSchema = z.object({
  currency: currencySchema,
  gt_id: z.number(),
  gp_id: z.number(),
  gp_gt_name: z.string(),
  customized: z.boolean(),
  game_code: z.string().optional(),
});
export type GameLinkParameter = z.infer<typeof gameLinkParameterSchema>;

export const carouselPictureSchema = z.object({
  id: z.number(),
  title: z.string(),
  image_url: z.string(),
  url: z.string(),
  /** 0 external, 1 internal, 2 game. */
  link_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** 0 same page, 1 new tab. */
  link_method: z.union([z.literal(0), z.literal(1)]),
  game_link_parameter: gameLinkParameterSchema.nullable(),
  sort: z.number(),
});
export type CarouselPicture = z.infer<typeof carouselPictureSchema>;

export const announcementSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  display_before_login: z.boolean(),
  display_after_login: z.boolean(),
  sort: z.number(),
  published_at: isoDateSchema,
});
export type Announcement = z.infer<typeof announcementSchema>;

export const bulletinSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** 0 both, 1 desktop, 2 mobile. */
  display_device: displayDeviceSchema,
  display_location: displayLocationSchema,
  /** The picture shown as the pop-up body, when the promotion is a picture. */
  display_content: z.string(),
  /** Rich text (sanitised by the client before render). */
  content: z.string(),
  updated_at: isoDateSchema,
  setting: z.object({
    /** 0 show once per member (a member's close calls hide), 1 every visit. */
    display_frequency: z.number(),
  }),
});
export type Bulletin = z.infer<typeof bulletinSchema>;

const bulletinRequestShape = {
  site_id: siteIdSchema.optional(),
  display_device: displayDeviceSchema,
  display_location: displayLocationSchema.default(DISPLAY_LOCATIONS.normal),
};

export const faqCategorySchema = z.enum(FAQ_CATEGORIES);
export const faqSchema = z.object({
  id: z.number(),
  category: faqCategorySchema,
  title: z.string(),
  content: z.string(),
  sort: z.number(),
});

export const discountSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(DISCOUNT_CATEGORIES),
  image_url: z.string(),
  starts_at: isoDateSchema.nullable(),
  ends_at: isoDateSchema.nullable(),
  sort: z.number(),
  /** The discount takes applications (`/arks/web/discount/apply`): its page shows Apply. */
  apply: z.boolean(),
});
export const discountDetailSchema = discountSummarySchema.extend({ content: z.string() });
export type DiscountSummary = z.infer<typeof discountSummarySchema>;
export type DiscountDetail = z.infer<typeof discountDetailSchema>;

export const newsSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  image_url: z.string(),
  published_at: isoDateSchema,
});
export const newsDetailSchema = newsSummarySchema.extend({ content: z.string() });

export const sponsorSchema = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  image_url: z.string(),
  logo_url: z.string(),
  period: z.string(),
  sort: z.number(),
});

/** The schemas of the content calls, by path (the calls: ../calls/content.ts). */
export const contentWire = callSchemas({
  '/arks/web/carousel_picture': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      use_type: bannerUseTypeSchema,
      /** Only banners for this currency (and those for every currency). */
      currency: currencySchema.optional(),
    }),
    response: z.object({ web_carousel_picture_list: z.array(carouselPictureSchema) }),
  },
  '/arks/web/announcement/marquee': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      sort_field: z.enum(['sort', 'id', 'published_at']).default('sort'),
      sort_order: z.enum(['asc', 'desc']).default('asc'),
    }),
    response: z.object({ web_announcement_list: z.array(announcementSchema) }),
  },
  '/arks/web/bulletin': {
    request: z.strictObject(bulletinRequestShape),
    response: z.object({ list: z.array(bulletinSchema) }),
  },
  '/arks/web/bulletin/member': {
    request: z.strictObject(bulletinRequestShape),
    response: z.object({ list: z.array(bulletinSchema) }),
  },
  '/arks/web/bulletin/member/hide': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), id: idSchema }),
    response: emptyResponseSchema,
  },
  '/arks/web/bulletin/history': {
    request: z.strictObject({ ...bulletinRequestShape, ...pageRequestShape }),
    response: z.object({ list: z.array(bulletinSchema), total_count: z.number() }),
  },
  '/v2/get_jackpot': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), currency: currencySchema }),
    response: z.object({
      currency: currencySchema,
      /** Decimal string in the currency's digits; the client pads the integer part to 10 digits. */
      jackpot_amount_total: z.string(),
      updated_at: isoDateSchema,
    }),
  },
  '/arks/web/faq': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      category: faqCategorySchema.optional(),
    }),
    response: z.object({ list: z.array(faqSchema) }),
  },
  '/arks/web/faq/detail': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), id: idSchema }),
    response: z.object({ detail: faqSchema }),
  },
  '/arks/web/discount': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      category: discountSummarySchema.shape.category.optional(),
      currency: currencySchema.optional(),
    }),
    response: z.object({ list: z.array(discountSummarySchema) }),
  },
  '/arks/web/discount/detail': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), id: idSchema }),
    response: z.object({ detail: discountDetailSchema }),
  },
  '/arks/web/news': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), ...pageRequestShape }),
    response: z.object({ list: z.array(newsSummarySchema), total_count: z.number() }),
  },
  '/arks/web/news/detail': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), id: idSchema }),
    response: z.object({ detail: newsDetailSchema }),
  },
  '/arks/web/sponsor': {
    request: siteRequestSchema,
    response: z.object({ list: z.array(sponsorSchema) }),
  },
});
