/**
 * Calls of the member and session part of spec section 7: login, double validation, logout,
 * captchas, withdraw-password recovery, session handoff, the member layout and profile, passwords
 * and bank-account binding. Field rules that depend on site settings (section 5) live in
 * `../validation`; these schemas bound every field so hostile input never reaches a service.
 */
import { z } from 'zod';

import { defineCall } from '../call';
import { currencySchema } from '../constants/currency';
import { PLATFORM_IDS } from '../constants/device';
import { DOUBLE_VALIDATION_QUESTIONS } from '../constants/register';
import { emptyResponseSchema, isoDateSchema, siteIdSchema } from './common';

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

export const loginCall = defineCall({
  path: '/login',
  method: 'POST',
  access: 'public',
  family: 'login',
  request: z.strictObject({
    site_id: siteIdSchema.optional(),
    account: shortText,
    password: shortText,
    answer: optionalText(16),
    captcha_token: optionalText(128),
    ...deviceInfoShape,
  }),
  response: sessionSchema,
});

/** What the login form shows: whether a captcha is asked and the site's login pictures. */
export const loginHeaderCall = defineCall({
  path: '/get_login_header',
  method: 'POST',
  access: 'public',
  family: 'login',
  request: z.strictObject({ site_id: siteIdSchema.optional() }),
  response: z.object({ captcha_required: z.boolean() }),
});

export const logoutCall = defineCall({
  path: '/logout',
  method: 'POST',
  access: 'optional-member',
  family: 'login',
  request: z.strictObject({ site_id: siteIdSchema.optional() }),
  response: emptyResponseSchema,
});

export const doubleValidationSkipCall = defineCall({
  path: '/login/double_validation/skip',
  method: 'POST',
  access: 'public',
  family: 'doubleValidationSkip',
  request: z.strictObject({ site_id: siteIdSchema.optional(), member_login_id: shortText }),
  response: doubleValidationQuestionSchema,
});

export const doubleValidationCall = defineCall({
  path: '/login/double_validation',
  method: 'POST',
  access: 'public',
  family: 'doubleValidation',
  request: z.strictObject({
    site_id: siteIdSchema.optional(),
    member_login_id: shortText,
    answer: boundedText(100),
    captcha_answer: optionalText(16),
    captcha_token: optionalText(128),
    ...deviceInfoShape,
  }),
  response: sessionSchema,
});

/** Captcha type: 1 login, 2 register (spec section 9). */
export const captchaTypeSchema = z.union([z.literal(1), z.literal(2)]);

export const captchaCall = defineCall({
  path: '/captcha',
  method: 'POST',
  access: 'public',
  family: 'captcha',
  request: z.strictObject({ site_id: siteIdSchema.optional(), type: captchaTypeSchema }),
  response: z.object({
    token: z.string(),
    /** An SVG image as a data: URL. */
    captcha: z.string(),
    /** Hint shown in the answer box. */
    placeholder: z.string(),
  }),
});

/**
 * The code the recovery form shows and the member types back. `data` is the code sealed by the
 * server (encrypted and authenticated); the verify call checks the typed code against it.
 */
export const clientCaptchaCall = defineCall({
  path: '/clientCaptcha',
  method: 'GET',
  access: 'public',
  family: 'recoveryVerify',
  request: z.strictObject({}),
  response: z.object({ text: z.string(), data: z.string() }),
});

/**
 * Recovery of the login password (spec: "member transfer validation"): the member proves who
 * they are with the withdraw password and the email or phone on file, then sets a new login
 * password with the token this step answers. Login answers 802 to send a locked account here.
 */
export const recoveryVerifyCall = defineCall({
  path: '/arks/web/vx/verify',
  method: 'POST',
  access: 'public',
  family: 'recoveryVerify',
  request: z.strictObject({
    site_id: siteIdSchema.optional(),
    account: shortText,
    withdraw_password: shortText,
    member_email: optionalText(254),
    member_phone: optionalText(32),
    /** The code the member typed and the sealed `data` of /clientCaptcha. */
    verify_code: shortText,
    captcha_data: boundedText(512),
  }),
  response: z.object({ token: z.string() }),
});

export const recoveryResetCall = defineCall({
  path: '/arks/web/vx/reset',
  method: 'POST',
  access: 'public',
  family: 'recoveryReset',
  request: z.strictObject({
    site_id: siteIdSchema.optional(),
    account: shortText,
    /** The new login password (6 to 12 letters and digits). */
    password: shortText,
    token: boundedText(512),
  }),
  response: emptyResponseSchema,
});

/** Session handoff: `enc` is a signed, expiring envelope made by the server for one member. */
export const infoDataCall = defineCall({
  path: '/get_info_data',
  method: 'POST',
  access: 'public',
  family: 'login',
  request: z.strictObject({ site_id: siteIdSchema.optional(), enc: boundedText(2048) }),
  response: z.object({
    tk: z.string(),
    member_id: z.number(),
    member_account: z.string(),
    member_currency: currencySchema,
  }),
});

/** Make an `enc` handoff for the logged-in member (for the app wrapper and agent tools). */
export const infoDataIssueCall = defineCall({
  path: '/member/session/handoff',
  method: 'POST',
  access: 'member',
  family: 'login',
  request: z.strictObject({ site_id: siteIdSchema.optional() }),
  response: z.object({ enc: z.string(), expires_at: isoDateSchema }),
});

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

export const memberLayoutCall = defineCall({
  path: '/member/profile/common/layout',
  method: 'POST',
  access: 'member',
  family: 'account',
  request: z.strictObject({ site_id: siteIdSchema.optional() }),
  response: z.object({ member_common_layout: memberLayoutSchema }),
});

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

export const memberProfileCall = defineCall({
  path: '/member/profile',
  method: 'POST',
  access: 'member',
  family: 'account',
  request: z.strictObject({ site_id: siteIdSchema.optional() }),
  response: z.object({ member_profile: memberProfileSchema }),
});

/**
 * Edit the profile fields the register settings let a member fill in from the member centre
 * (`is_member_center`). Only fields still empty may be set; a filled field is locked.
 */
export const memberProfileEditCall = defineCall({
  path: '/member/profile/edit',
  method: 'POST',
  access: 'member',
  family: 'register',
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
});

/** Change the login password (`type: 'login'`) or the withdraw password (`type: 'withdraw'`). */
export const editPasswordCall = defineCall({
  path: '/member/profile/edit_password',
  method: 'POST',
  access: 'member',
  family: 'account',
  request: z.strictObject({
    site_id: siteIdSchema.optional(),
    type: z.enum(['login', 'withdraw']).default('login'),
    old_password: shortText,
    password: shortText,
    check_password: shortText,
  }),
  /** The session goes on with a fresh token; every other session of the member ends. */
  response: z.object({ token: z.string() }),
});

export const agentLevelRenameCall = defineCall({
  path: '/arks/web/agent-level-rename',
  method: 'POST',
  access: 'member',
  family: 'account',
  request: z.strictObject({ site_id: siteIdSchema.optional() }),
  response: z.object({
    detail: z.array(z.object({ agent_level: z.number(), name: z.string() })),
  }),
});

export const bankAccountSchema = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  /** Masked but for the last four digits. */
  account_number: z.string(),
  created_at: isoDateSchema,
});

/** Bind the member's bank account (once; withdrawals pay out to it). */
export const bindBankAccountCall = defineCall({
  path: '/member/bank_account/bind',
  method: 'POST',
  access: 'member',
  family: 'account',
  request: z.strictObject({
    site_id: siteIdSchema.optional(),
    bank_name: boundedText(64),
    account_name: boundedText(64),
    account_number: boundedText(34),
    withdraw_password: shortText,
  }),
  response: z.object({ bank_account: bankAccountSchema }),
});
