/**
 * The operator's announcements (the marquee) and pop-up promotions ("bulletins"): list, create,
 * update and remove, on the operator key's site. Removing hides the row (`is_active` false): the
 * members' record of pop-ups they hid keeps pointing at it, and nothing else breaks. Localized
 * texts take the five supported languages; en_US is required, being every language's fallback.
 * An id the site does not have answers content code 101 and changes nothing.
 */
import { z } from 'zod';

import { DISPLAY_FREQUENCIES } from '../constants/content';
import { DISPLAY_DEVICES, DISPLAY_LOCATIONS } from '../constants/device';
import { boundedText } from './account';
import { callSchemas } from './call';
import { idSchema, isoDateSchema } from './common';

/** A localized text as the operator writes it: en_US required, each language 1..max long. */
const localizedInput = (max: number) =>
  z.strictObject({
    zh_CN: boundedText(max).trim().min(1).optional(),
    zh_TW: boundedText(max).trim().min(1).optional(),
    en_US: boundedText(max).trim().min(1),
    vi_VN: boundedText(max).trim().min(1).optional(),
    hi_IN: boundedText(max).trim().min(1).optional(),
  });

/** A title of an announcement or pop-up, per language. */
export const contentTitleInputSchema = localizedInput(200);
/** The text of an announcement or pop-up, per language (rich text, sanitised by the client). */
export const contentBodyInputSchema = localizedInput(5000);
/** A pop-up's picture per language: a site path or an https address, as the table requires. */
const pictureUrl = boundedText(500).regex(
  /^(\/[^/]|https:\/\/)/,
  'expected a site path or https URL',
);
export const contentPictureInputSchema = z.strictObject({
  zh_CN: pictureUrl.optional(),
  zh_TW: pictureUrl.optional(),
  en_US: pictureUrl,
  vi_VN: pictureUrl.optional(),
  hi_IN: pictureUrl.optional(),
});

const localizedOutput = z.record(z.string(), z.string());
const sortSchema = z.number().int().min(-1_000_000).max(1_000_000);
/** An ISO 8601 time with its offset ("2026-12-01T08:00:00Z"). */
const timeInputSchema = z.iso.datetime({ offset: true });

const displayDeviceSchema = z.union([
  z.literal(DISPLAY_DEVICES.both),
  z.literal(DISPLAY_DEVICES.desktop),
  z.literal(DISPLAY_DEVICES.mobile),
]);
const displayLocationSchema = z.union([
  z.literal(DISPLAY_LOCATIONS.normal),
  z.literal(DISPLAY_LOCATIONS.deposit),
]);
const displayFrequencySchema = z.union([
  z.literal(DISPLAY_FREQUENCIES.once),
  z.literal(DISPLAY_FREQUENCIES.everyVisit),
]);

/** An announcement as the operator sees it, shown or not. */
export const operatorAnnouncementSchema = z.object({
  id: z.number(),
  title: localizedOutput,
  content: localizedOutput,
  display_before_login: z.boolean(),
  display_after_login: z.boolean(),
  sort: z.number(),
  is_active: z.boolean(),
  published_at: isoDateSchema,
  updated_at: isoDateSchema,
});
export type OperatorAnnouncement = z.infer<typeof operatorAnnouncementSchema>;

/** A pop-up promotion as the operator sees it, shown or not. */
export const operatorPopupSchema = z.object({
  id: z.number(),
  title: localizedOutput,
  content: localizedOutput,
  picture: localizedOutput.nullable(),
  display_device: z.number(),
  display_location: z.number(),
  display_frequency: z.number(),
  display_before_login: z.boolean(),
  display_after_login: z.boolean(),
  sort: z.number(),
  is_active: z.boolean(),
  updated_at: isoDateSchema,
});
export type OperatorPopup = z.infer<typeof operatorPopupSchema>;

const announcementFields = {
  title: contentTitleInputSchema,
  content: contentBodyInputSchema,
  display_before_login: z.boolean().optional(),
  display_after_login: z.boolean().optional(),
  sort: sortSchema.optional(),
  /** When it starts to show; now when absent. */
  published_at: timeInputSchema.optional(),
};

const popupFields = {
  title: contentTitleInputSchema,
  content: contentBodyInputSchema,
  /** null (or absent) for a text-only pop-up. */
  picture: contentPictureInputSchema.nullable().optional(),
  display_device: displayDeviceSchema.optional(),
  display_location: displayLocationSchema.optional(),
  display_frequency: displayFrequencySchema.optional(),
  display_before_login: z.boolean().optional(),
  display_after_login: z.boolean().optional(),
  sort: sortSchema.optional(),
};

/** Why, for the audit log. */
const reasonField = { reason: boundedText(200).trim().min(1).optional() };

const listRequest = z.strictObject({ count: z.number().int().min(1).max(500).default(100) });
const idRequest = z.strictObject({ id: idSchema, ...reasonField });

/** The schemas of the operator's content calls, by path (the calls: ../calls/content-admin.ts). */
export const contentAdminWire = callSchemas({
  '/operator/announcements': {
    request: listRequest,
    response: z.object({ list: z.array(operatorAnnouncementSchema) }),
  },
  '/operator/announcements/create': {
    request: z.strictObject({ ...announcementFields, ...reasonField }),
    response: z.object({ announcement: operatorAnnouncementSchema }),
  },
  '/operator/announcements/update': {
    /** Only the fields given change; a localized text given replaces all its languages. */
    request: z.strictObject({
      id: idSchema,
      ...z.object(announcementFields).partial().shape,
      /** Show a removed announcement again (true) or hide it (false). */
      is_active: z.boolean().optional(),
      ...reasonField,
    }),
    response: z.object({ announcement: operatorAnnouncementSchema }),
  },
  '/operator/announcements/remove': {
    request: idRequest,
    response: z.object({ announcement: operatorAnnouncementSchema }),
  },
  '/operator/popups': {
    request: listRequest,
    response: z.object({ list: z.array(operatorPopupSchema) }),
  },
  '/operator/popups/create': {
    request: z.strictObject({ ...popupFields, ...reasonField }),
    response: z.object({ popup: operatorPopupSchema }),
  },
  '/operator/popups/update': {
    request: z.strictObject({
      id: idSchema,
      ...z.object(popupFields).partial().shape,
      is_active: z.boolean().optional(),
      ...reasonField,
    }),
    response: z.object({ popup: operatorPopupSchema }),
  },
  '/operator/popups/remove': {
    request: idRequest,
    response: z.object({ popup: operatorPopupSchema }),
  },
});
