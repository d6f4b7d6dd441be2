/**
 * Zod schemas for the field rules of spec section 5. Every failure carries the spec's i18n key as
 * the issue `message` and, for keys that take i18next parameters, the values in `params`, so the
 * browser can translate it and the server can answer it. `fieldErrors` turns a ZodError into one
 * `{ key, params }` per field.
 */
import { z } from 'zod';

import type { Currency } from '../constants/currency';
import { REGISTER_SETTING_NAMES } from '../constants/register';
import { VALIDATION_MESSAGE_KEYS } from '../errors';
import {
  CONTACT_FIELDS,
  type ContactField,
  type RuleIssue,
  type RuleMessageKey,
  accountRule,
  agreementRule,
  birthdayRule,
  captchaRule,
  confirmPasswordRule,
  contactRule,
  emailRule,
  identityIdRule,
  loginRequiredRule,
  memberNameRule,
  passwordRule,
  phoneRule,
  phoneVerifyRule,
  recoveryCodeRule,
  withdrawPasswordRule,
} from './rules';

type Ctx = z.core.$RefinementCtx;

const report = (ctx: Ctx, found: RuleIssue | undefined, path?: PropertyKey[]): void => {
  if (!found) return;
  ctx.addIssue({
    code: 'custom',
    message: found.key,
    ...(found.params ? { params: { ...found.params } } : {}),
    ...(path ? { path } : {}),
  });
};

/** A text field; missing means empty. Values of another type fail with `illegal_input`. */
const textField = (trim: boolean) =>
  (trim ? z.string({ error: 'illegal_input' }).trim() : z.string({ error: 'illegal_input' }))
    .optional()
    .transform((value) => value ?? '');

const ruled = (trim: boolean, rule: (value: string) => RuleIssue | undefined) =>
  textField(trim).superRefine((value, ctx) => report(ctx, rule(value)));

const isEmptyValue = (value: unknown): boolean => {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.every(isEmptyValue);
  if (typeof value === 'object') return Object.values(value).every(isEmptyValue);
  return false;
};

/** A field the settings do not display: it must be absent or empty, and is dropped. */
export const hiddenFieldSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    if (!isEmptyValue(value)) report(ctx, { key: 'illegal_input' });
  })
  .transform((): undefined => undefined)
  // Zod reports a missing key as an error unless the schema is optional.
  .optional();

export const accountSchema = ruled(false, accountRule);
export const passwordSchema = ruled(false, passwordRule);
export const memberNameSchema = (currency: Currency, required: boolean) =>
  ruled(true, (value) => memberNameRule(value, currency, required));
export const emailSchema = (required: boolean) =>
  ruled(true, (value) => emailRule(value, required));
export const phoneSchema = (currency: Currency, required: boolean) =>
  ruled(true, (value) => phoneRule(value, currency, required));
export const phoneVerifySchema = ruled(true, phoneVerifyRule);
export const contactSchema = (field: ContactField, required: boolean) =>
  ruled(true, (value) => contactRule(field, value, required));
export const identityIdSchema = (required: boolean) =>
  ruled(true, (value) => identityIdRule(value, required));
export const captchaAnswerSchema = ruled(true, captchaRule);

/** Withdraw password as one string or as the form's four one-digit boxes (joined). */
export const withdrawPasswordSchema = (required: boolean) =>
  z
    .union([z.string(), z.array(z.string()).max(8)], { error: 'illegal_input' })
    .optional()
    .transform((value) => (Array.isArray(value) ? value.join('') : (value ?? '')))
    .superRefine((value, ctx) => report(ctx, withdrawPasswordRule(value, required)));

export const agreementSchema = z
  .unknown()
  .superRefine((value, ctx) => report(ctx, agreementRule(value === true)))
  .transform((): true => true);

const birthdayPart = z
  .union([z.string(), z.number().int()], { error: 'illegal_input' })
  .nullish()
  .transform((value) => (value === undefined || value === null ? '' : String(value).trim()));

/**
 * Birthday as the form's `{ year, month, day }` or as the payload's joined `YYYY-MM-DD`; the
 * output is always the joined form, or '' when no part is chosen.
 */
export const birthdaySchema = (required: boolean) =>
  z
    .union([z.string(), z.object({ year: birthdayPart, month: birthdayPart, day: birthdayPart })], {
      error: 'illegal_input',
    })
    .optional()
    .transform((value) => {
      if (value === undefined) return { year: '', month: '', day: '' };
      if (typeof value !== 'string') return value;
      const [year = '', month = '', day = ''] = value.trim() === '' ? [] : value.split('-');
      return { year: year.trim(), month: month.trim(), day: day.trim() };
    })
    .superRefine((parts, ctx) => {
      for (const found of birthdayRule(parts, required)) {
        report(ctx, found.issue, found.part ? [found.part] : undefined);
      }
    })
    .transform((parts) =>
      parts.year === ''
        ? ''
        : `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`,
    );

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((value) => value === true || value === 1 || value === '1');

/** One register-settings item of the chosen currency (spec section 3), as far as rules need it. */
export const registerSettingSchema = z.object({
  name: z.string(),
  is_display: flag,
  is_required: flag,
  is_verification: flag.optional().transform((value) => value ?? false),
});
export type RegisterSetting = z.input<typeof registerSettingSchema>;

/** Register fields the settings switch on and off (account and password are always shown). */
export const REGISTER_SETTING_FIELDS = REGISTER_SETTING_NAMES;
export type RegisterSettingField = (typeof REGISTER_SETTING_FIELDS)[number];

export type RegisterSchemaOptions = {
  /** The register captcha is shown: `answer` is required and `captcha_token` accepted. */
  readonly captcha?: boolean;
  /** The agreement box is shown (default true): `agreement` must be `true`. */
  readonly agreement?: boolean;
};

type FieldSchema = z.ZodType<string | undefined>;

/**
 * The registration form schema for one currency. Only displayed fields are validated; required
 * ones must have a value; fields the settings hide must be absent or empty. The phone verify code
 * is checked when the phone item has `is_verification` and a phone number was entered; the
 * confirmation when the `check_password` item is displayed. Fields outside these rules (site_id,
 * introducer, device info) belong to the call schema and are stripped here.
 */
export const buildRegisterSchema = (
  settings: readonly RegisterSetting[],
  currency: Currency,
  options: RegisterSchemaOptions = {},
) => {
  const parsed = settings.map((item) => registerSettingSchema.parse(item));
  const shown = (name: RegisterSettingField) =>
    parsed.find((item) => item.name === name && item.is_display);
  const required = (name: RegisterSettingField) => shown(name)?.is_required === true;
  const when = (name: RegisterSettingField, schema: () => FieldSchema): FieldSchema =>
    shown(name) ? schema() : hiddenFieldSchema;

  const showConfirm = shown('check_password') !== undefined;
  const verifyPhone = shown('member_phone')?.is_verification === true;
  const contacts = Object.fromEntries(
    (Object.keys(CONTACT_FIELDS) as ContactField[]).map((field) => [
      field,
      when(field, () => contactSchema(field, required(field))),
    ]),
  ) as Record<ContactField, FieldSchema>;

  const shape = {
    member_account: accountSchema as FieldSchema,
    password: passwordSchema as FieldSchema,
    check_password: when('check_password', () => textField(false)),
    member_name: when('member_name', () => memberNameSchema(currency, required('member_name'))),
    member_email: when('member_email', () => emailSchema(required('member_email'))),
    member_birthday: when('member_birthday', () => birthdaySchema(required('member_birthday'))),
    member_phone: when('member_phone', () => phoneSchema(currency, required('member_phone'))),
    phone_verify: verifyPhone ? textField(true) : hiddenFieldSchema,
    ...contacts,
    identity_id: when('identity_id', () => identityIdSchema(required('identity_id'))),
    withdraw_password: when('withdraw_password', () =>
      withdrawPasswordSchema(required('withdraw_password')),
    ),
    answer: options.captcha ? (captchaAnswerSchema as FieldSchema) : hiddenFieldSchema,
    captcha_token: options.captcha ? textField(true) : hiddenFieldSchema,
    agreement: (options.agreement === false ? hiddenFieldSchema : agreementSchema) as z.ZodType<
      true | undefined
    >,
  };

  return z.object(shape).superRefine((values, ctx) => {
    if (showConfirm) {
      report(ctx, confirmPasswordRule(values.check_password ?? '', values.password ?? ''), [
        'check_password',
      ]);
    }
    if (verifyPhone && (values.member_phone ?? '') !== '') {
      report(ctx, phoneVerifyRule(values.phone_verify ?? ''), ['phone_verify']);
    }
  });
};
export type RegisterSchema = ReturnType<typeof buildRegisterSchema>;
export type RegisterValues = z.output<RegisterSchema>;

/** Login body fields: account, password and, when a captcha is shown, its answer and token. */
export const buildLoginSchema = ({ captcha }: { readonly captcha: boolean }) =>
  z.object({
    account: ruled(true, (value) => loginRequiredRule(value, 'ph_account_name')),
    password: ruled(false, (value) => loginRequiredRule(value, 'ph_password')),
    answer: captcha
      ? (ruled(true, (value) => loginRequiredRule(value, 'ph_account_verify_code')) as FieldSchema)
      : hiddenFieldSchema,
    captcha_token: captcha ? (textField(true) as FieldSchema) : hiddenFieldSchema,
  });

export type RecoveryMethod = 'email' | 'phone';

/**
 * Password recovery, verify step: the withdraw password, the email or phone of the chosen method,
 * and the verify code. Pass `captcha` (the code the client drew) to check the code against it
 * (`verify_failed`); without it the code only has to be present.
 */
export const buildRecoveryVerifySchema = (options: {
  readonly method: RecoveryMethod;
  readonly currency: Currency;
  readonly captcha?: string;
}) =>
  z.object({
    withdraw_password: withdrawPasswordSchema(true),
    member_email:
      options.method === 'email' ? (emailSchema(true) as FieldSchema) : hiddenFieldSchema,
    member_phone:
      options.method === 'phone'
        ? (phoneSchema(options.currency, true) as FieldSchema)
        : hiddenFieldSchema,
    verify_code: ruled(true, (value) =>
      options.captcha === undefined ? captchaRule(value) : recoveryCodeRule(value, options.captcha),
    ),
  });

/** Password recovery, reset step: the new password (6 to 12) and its matching confirmation. */
export const recoveryResetSchema = z
  .object({ password: passwordSchema, check_password: textField(false) })
  .superRefine((values, ctx) =>
    report(ctx, confirmPasswordRule(values.check_password, values.password), ['check_password']),
  );

const KNOWN_KEYS = new Set<string>([
  ...VALIDATION_MESSAGE_KEYS,
  'err_phone_blank',
  'verify_failed',
]);

/** A field's message: the i18n key and its parameters. */
export type FieldError = {
  readonly key: RuleMessageKey;
  readonly params?: Record<string, unknown>;
};

/**
 * The first message of each field of a failed parse, keyed by the dotted path
 * (`member_birthday.month`). Issues that are not one of our keys become `illegal_input`.
 */
export const fieldErrors = (error: z.ZodError): Record<string, FieldError> => {
  const result: Record<string, FieldError> = {};
  for (const found of error.issues) {
    const path = found.path.map(String).join('.');
    if (path in result) continue;
    const key = (KNOWN_KEYS.has(found.message) ? found.message : 'illegal_input') as RuleMessageKey;
    const params = found.code === 'custom' ? found.params : undefined;
    result[path] = params ? { key, params } : { key };
  }
  return result;
};
