/**
 * Calls of the member and session part of spec section 7: login, double validation, logout,
 * captchas, withdraw-password recovery, session handoff, the member layout and profile, passwords
 * and bank-account binding. Field rules that depend on site settings (section 5) live in
 * `../validation`; these schemas bound every field so hostile input never reaches a service.
 */
import { z } from 'zod';

import { callSchemas } from './call';
import { currencySchema, emptyResponseSchema, isoDateSchema, siteIdSchema } from './common';
import { PLATFORM_IDS, PROOF_OF_WORK_FORMS } from '../constants/device';
import { DOUBLE_VALIDATION_QUESTIONS } from '../constants/register';

/** Free text a person typed: bounded so a 10 kB string is refused before any rule runs. */
export const boundedText = (max: number) => z.string().max(max);
const shortText = boundedText(64);

/** Optional text fields of forms: absent, null and '' all mean "not given". */
export const optionalText = (max: number) =>
  z
    .union([boundedText(max), z.null()])
    .optional()
    .transform((value) => value ?? '');

/** Money on the wire: a decimal string in the currency's digits ("1234.50"). */
export const moneySchema = z.string();

/**
 * The proof of work a form sends (`/captcha/challenge`): base64 of the JSON `{ challenge,
 * solution }`. Absent when the site does not ask for one.
 */
export const proofOfWorkShape = { pow: optionalText(2048) };

/** An ALTCHA challenge (version 2): what the browser must solve, signed by the server. */
const proofOfWorkChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

/**
 * Device facts the client sends with login and double validation (spec: login extra fields).
 * The server records them in the login log; `udid` identifies the device for double validation.
 */
export const deviceInfoShape = {
  remote_addr: optionalText(64),
  host: optionalText(253),
  /** Client platform id (spec section 9: desktop 1, mobile 2, app 3, ..., pwa 7). */
  device: z
    .union([z.number().int().min(1).max(7), z.string().regex(/^[1-7]$/)])
    .transform(Number)
    .optional()
    .transform((value) => value ?? PLATFORM_IDS.desktop),
  system_group: optionalText(32),
  /** A stable random id the browser keeps for itself. */
  udid: optionalText(64),
  login_type: optionalText(32),
  cdn: optionalText(64),
  system: optionalText(64),
  browser: optionalText(64),
  system_version: optionalText(64),
};

/** What a successful login, double validation or registration returns to store as the session. */
export const sessionSchema = z.object({
  token: z.string(),
  member_id: z.number(),
  member_account: z.string(),
  member_currency: currencySchema,
  /** 1 ordinary member; other values are agent-side. */
  member_type: z.number(),
  agent_type: z.number(),
  /** Seconds the session stays valid without a call. */
  idle_expires_in: z.number(),
  first_login_to_change_password: z.boolean(),
});
export type MemberSession = z.infer<typeof sessionSchema>;

/**
 * Data of a login answered with 107 (a device the member has not used): the double-validation
 * question to show. Also the response of the skip call.
 */
export const doubleValidationQuestionSchema = z.object({
  member_login_id: z.string(),
  available_questions_count: z.number(),
  /** Which fact the question asks for. */
  question: z.enum(DOUBLE_VALIDATION_QUESTIONS),
});
export type DoubleValidationQuestion = z.infer<typeof doubleValidationQuestionSchema>;

/** Captcha type: 1 login, 2 register (spec section 9). */
export const captchaTypeSchema = z.union([z.literal(1), z.literal(2)]);

export const memberLayoutSchema = z.object({
  id: z.number(),
  member_account: z.string(),
  member_currency: currencySchema,
  /** Main wallet balance, decimal string. */
  member_cash: moneySchema,
  member_type: z.number(),
  agent_type: z.number(),
  agent_level: z.number(),
  is_agent: z.boolean(),
  agent_active: z.boolean(),
  is_playing: z.boolean(),
  cash_back_status: z.boolean(),
  wallet_status: z.boolean(),
  first_login_to_change_password: z.boolean(),
  need_bank_account_deposit_verified: z.boolean(),
});
export type MemberLayout = z.infer<typeof memberLayoutSchema>;

export const memberProfileSchema = z.object({
  id: z.number(),
  member_account: z.string(),
  member_name: z.string(),
  is_withdraw_password: z.boolean(),
  /** YYYY-MM-DD or ''. */
  member_birthday: z.string(),
  member_email: z.string(),
  member_currency: currencySchema,
  member_phone: z.string(),
  member_line: z.string(),
  member_others: z.string(),
  member_qq: z.string(),
  member_skype: z.string(),
  member_wechat: z.string(),
  member_fb: z.string(),
  member_zalo: z.string(),
  member_telegram: z.string(),
  member_whats_app: z.string(),
  /** The identity id, masked but for its last characters. */
  new_identity_id: z.string(),
  /** The bound bank account, masked, when there is one. */
  bank_account: z
    .object({ bank_name: z.string(), account_name: z.string(), account_number: z.string() })
    .nullable(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const bankAccountSchema = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  /** Masked but for the last four digits. */
  account_number: z.string(),
  created_at: isoDateSchema,
});

/** The schemas of the account calls, by path (the calls: ../calls/account.ts). */
export const accountWire = callSchemas({
  '/login': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      account: shortText,
      password: shortText,
      answer: optionalText(16),
      captcha_token: optionalText(128),
      ...proofOfWorkShape,
      ...deviceInfoShape,
    }),
    response: sessionSchema,
  },
  '/get_login_header': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    response: z.object({ captcha_required: z.boolean() }),
  },
  '/logout': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    response: emptyResponseSchema,
  },
  '/login/double_validation/skip': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), member_login_id: shortText }),
    response: doubleValidationQuestionSchema,
  },
  '/login/double_validation': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      member_login_id: shortText,
      answer: boundedText(100),
      captcha_answer: optionalText(16),
      captcha_token: optionalText(128),
      ...deviceInfoShape,
    }),
    response: sessionSchema,
  },
  '/captcha': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), type: captchaTypeSchema }),
    response: z.object({
      token: z.string(),
      /** A picture as a data: URL. */
      captcha: z.string(),
      /** Hint shown in the answer box. */
      placeholder: z.string(),
    }),
  },
  '/captcha/challenge': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      form: z.enum(PROOF_OF_WORK_FORMS),
    }),
    /** `null` when the site does not ask this form for a proof of work. */
    response: z.object({ challenge: proofOfWorkChallengeSchema.nullable() }),
  },
  '/clientCaptcha': {
    request: z.strictObject({}),
    response: z.object({ text: z.string(), data: z.string() }),
  },
  '/arks/web/vx/verify': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      account: shortText,
      withdraw_password: shortText,
      member_email: optionalText(254),
      member_phone: optionalText(32),
      /** The code the member typed and the sealed `data` of /clientCaptcha. */
      verify_code: shortText,
      captcha_data: boundedText(512),
      ...proofOfWorkShape,
    }),
    response: z.object({ token: z.string() }),
  },
  '/arks/web/vx/reset': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      account: shortText,
      /** The new login password (6 to 12 letters and digits). */
      password: shortText,
      token: boundedText(512),
    }),
    response: emptyResponseSchema,
  },
  '/get_info_data': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), enc: boundedText(2048) }),
    response: z.object({
      tk: z.string(),
      member_id: z.number(),
      member_account: z.string(),
      member_currency: currencySchema,
    }),
  },
  '/get_info_data/peek': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), enc: boundedText(2048) }),
    response: z.object({
      member_id: z.number(),
      member_account: z.string(),
      member_currency: currencySchema,
    }),
  },
  '/member/session/handoff': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    response: z.object({ enc: z.string(), expires_at: isoDateSchema }),
  },
  '/member/profile/common/layout': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    response: z.object({ member_common_layout: memberLayoutSchema }),
  },
  '/member/profile': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    response: z.object({ member_profile: memberProfileSchema }),
  },
  '/member/profile/edit': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      member_name: optionalText(64),
      member_email: optionalText(254),
      member_birthday: optionalText(10),
      member_phone: optionalText(32),
      phone_verify: optionalText(16),
      member_qq: optionalText(64),
      member_wechat: optionalText(64),
      member_whats_app: optionalText(64),
      member_zalo: optionalText(64),
      member_fb: optionalText(64),
      member_telegram: optionalText(64),
      member_skype: optionalText(64),
      identity_id: optionalText(64),
      withdraw_password: optionalText(16),
    }),
    response: z.object({ member_profile: memberProfileSchema }),
  },
  '/member/profile/edit_password': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      type: z.enum(['login', 'withdraw']).default('login'),
      old_password: shortText,
      password: shortText,
      check_password: shortText,
    }),
    response: z.object({ token: z.string() }),
  },
  '/arks/web/agent-level-rename': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    response: z.object({
      detail: z.array(z.object({ agent_level: z.number(), name: z.string() })),
    }),
  },
  '/member/bank_account/bind': {
    request: z.strictObject({
      site_id: siteIdSchema.optional(),
      bank_name: boundedText(64),
      account_name: boundedText(64),
      account_number: boundedText(34),
      withdraw_password: shortText,
    }),
    response: z.object({ bank_account: bankAccountSchema }),
  },
});
