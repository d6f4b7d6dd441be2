/**
 * Registration calls of spec section 7. The body schemas only bound and type the fields; which
 * fields are shown, required and checked is decided by the site's register settings and applied
 * by `buildRegisterSchema` in `../validation`, in the form and again on the server.
 */
import { z } from 'zod';

import { callSchemas } from './call';
import { currencySchema, emptyResponseSchema, idSchema, siteIdSchema } from './common';
import { REGISTER_SETTING_NAMES } from '../constants/register';
import {
  boundedText,
  deviceInfoShape,
  optionalText,
  proofOfWorkShape,
  sessionSchema,
} from './account';

/** One register-settings item (spec section 3), per currency. */
export const registerSettingItemSchema = z.object({
  name: z.enum(REGISTER_SETTING_NAMES),
  currency: currencySchema,
  is_display: z.boolean(),
  is_required: z.boolean(),
  is_unique: z.boolean(),
  /** The member may fill the field in later from the member centre. */
  is_member_center: z.boolean(),
  /** Phone only: the number is verified by an SMS code at registration. */
  is_verification: z.boolean(),
  /** Phone only: the number is verified by an SMS code when set in the member centre. */
  is_member_center_verification: z.boolean(),
});
export type RegisterSettingItem = z.infer<typeof registerSettingItemSchema>;

/** Every field a registration may carry (spec: registration payload). */
export const registerFieldsShape = {
  site_id: siteIdSchema.optional(),
  member_account: boundedText(64),
  password: boundedText(64),
  check_password: optionalText(64),
  member_currency: currencySchema,
  member_name: optionalText(64),
  member_email: optionalText(254),
  /** YYYY-MM-DD. */
  member_birthday: optionalText(10),
  /** Four digits. */
  withdraw_password: optionalText(16),
  member_phone: optionalText(32),
  phone_verify: optionalText(16),
  member_qq: optionalText(64),
  member_telegram: optionalText(64),
  member_whats_app: optionalText(64),
  member_skype: optionalText(64),
  member_fb: optionalText(64),
  member_zalo: optionalText(64),
  member_wechat: optionalText(64),
  member_others: optionalText(200),
  identity_id: optionalText(64),
  /** Agent id or friend recommend code. */
  introducer: optionalText(32),
  /** Which kind of introducer the form locked: from the member_agent or recommend_code cookie. */
  introducer_type: z.enum(['agent', 'recommend', '']).optional().default(''),
  answer: optionalText(16),
  captcha_token: optionalText(128),
  ...proofOfWorkShape,
  /** The agreement box was ticked. */
  agreement: z.boolean().optional(),
  ...deviceInfoShape,
};

/** The schemas of the register calls, by path (the calls: ../calls/register.ts). */
export const registerWire = callSchemas({
  '/arks/web/register-settings': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    response: z.object({
      list: z.array(registerSettingItemSchema),
      /** Whether the register form asks for a captcha. */
      captcha_required: z.boolean(),
      /** Currencies whose form is shown (the currency display flag). */
      currencies: z.array(currencySchema),
    }),
  },
  '/arks/web/register-settings/service-agreement': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    response: z.object({
      /** Sections of the agreement in the request's language; `content` is rich text. */
      list: z.array(z.object({ id: z.number(), title: z.string(), content: z.string() })),
    }),
  },
  '/register/verification': {
    request: z.strictObject({
      ...registerFieldsShape,
      member_account: optionalText(64),
      password: optionalText(64),
      verification: z.literal(1).optional(),
    }),
    response: emptyResponseSchema,
  },
  '/register': {
    request: z.strictObject(registerFieldsShape),
    response: sessionSchema,
  },
  '/member_info': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), id: idSchema }),
    response: z.object({ currency: currencySchema }),
  },
  '/register/valid_message': {
    request: z
      .strictObject({
        site_id: siteIdSchema.optional(),
        recommend_code: boundedText(32).optional(),
        agent_id: boundedText(32).optional(),
      })
      .refine((body) => (body.recommend_code === undefined) !== (body.agent_id === undefined), {
        message: 'give exactly one of recommend_code and agent_id',
      }),
    response: z.object({ is_valid: z.boolean() }),
  },
  '/register/sms': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      member_phone: optionalText(32),
      currency: currencySchema,
      type: z.enum(['register_member', 'member_center']).default('register_member'),
      ...proofOfWorkShape,
    }),
    response: z.object({ countdown: z.number() }),
  },
  '/arks/web/check-agent-domain': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), host: boundedText(253) }),
    response: z.object({
      is_valid: z.boolean(),
      currency: currencySchema.nullable(),
      agent_id: z.string().nullable(),
    }),
  },
});
