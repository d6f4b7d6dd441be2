import { z } from 'zod';

import { CURRENCY_CODES } from '../constants/currency';
import { SUPPORTED_LANGUAGES } from '../constants/language';

export const currencySchema = z.enum(CURRENCY_CODES);
export const supportedLanguageSchema = z.enum(SUPPORTED_LANGUAGES);

/** A value localised into the supported languages; `en_US` is the fallback. */
export const localizedTextSchema = z
  .object({
    zh_CN: z.string(),
    zh_TW: z.string(),
    en_US: z.string(),
    vi_VN: z.string(),
    hi_IN: z.string(),
  })
  .partial()
  .required({ en_US: true });

/** `site_id` as sent by clients: a positive integer, also accepted as a numeric string. */
export const siteIdSchema = z
  .union([z.number().int().positive().max(2_147_483_647), z.string().regex(/^\d{1,9}$/)])
  .transform((value) => Number(value))
  .pipe(z.number().int().positive());

/** Body of calls that only name the site. Omit `site_id` to resolve the site from the host. */
export const siteRequestSchema = z.strictObject({ site_id: siteIdSchema.optional() });

/**
 * Names the client picks from a closed set it learnt elsewhere (template names, model versions):
 * short identifiers, so free text never reaches a query.
 */
export const slugSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,32}$/, 'expected an identifier');

/** Database ids in requests. */
export const idSchema = z
  .union([z.number().int().positive().max(2_147_483_647), z.string().regex(/^\d{1,9}$/)])
  .transform((value) => Number(value))
  .pipe(z.number().int().positive());

export const pageRequestShape = {
  page: z.number().int().min(1).max(10_000).default(1),
  count: z.number().int().min(1).max(100).default(20),
};

/** Dates travel as ISO 8601 strings in UTC. */
export const isoDateSchema = z.string();

export const languageFieldSchema = supportedLanguageSchema;
export const currencyFieldSchema = currencySchema;

export const emptyResponseSchema = z.object({});
