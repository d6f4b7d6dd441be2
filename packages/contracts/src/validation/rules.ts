/**
 * The field rules of spec section 5 as plain functions: each takes the (already trimmed where the
 * spec says so) field value and answers the i18n key to show, or `undefined` when the value passes.
 * The zod schemas in ./schemas wrap these, so the browser form and the server run the same code.
 */
import type { Currency } from '../constants/currency';
import { LIMITS } from '../constants/timing';
import type { ValidationMessageKey } from '../errors';

/** Every key a rule can answer: the validation keys plus two catalogue keys the spec reuses. */
export type RuleMessageKey = ValidationMessageKey | 'err_phone_blank' | 'verify_failed';

/** A failed rule: the message key and the i18next parameters it expects (see MESSAGE_PARAMS). */
export type RuleIssue = {
  readonly key: RuleMessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
};

const issue = (key: RuleMessageKey, params?: Record<string, string | number>): RuleIssue =>
  params === undefined ? { key } : { key, params };

const ACCOUNT_PATTERN = /^[A-Za-z0-9_-]+$/;
const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/;
const RMB_NAME_PATTERN = /^\p{Script=Han}+$/u;
const SINGLE_WORD_PATTERN = /^\S+$/u;
const DIGITS_PATTERN = /^\d+$/;
/** Same practical pattern zod's `z.email()` uses. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const lengthBetween = (value: string, min: number, max: number): boolean =>
  value.length >= min && value.length <= max;

export const accountRule = (value: string): RuleIssue | undefined => {
  if (value.trim() === '') return issue('signup.err_account_blank');
  if (!ACCOUNT_PATTERN.test(value)) return issue('signup.err_account_format');
  if (!lengthBetween(value, LIMITS.accountMin, LIMITS.accountMax)) {
    return issue('signup.err_account_length', { min: LIMITS.accountMin, max: LIMITS.accountMax });
  }
  return undefined;
};

/** Register and new passwords: 6 to 12 characters, letters and digits only, at least one of each. */
export const passwordRule = (value: string): RuleIssue | undefined => {
  if (value === '') return issue('signup.err_psw_blank');
  if (!lengthBetween(value, LIMITS.passwordMin, LIMITS.passwordMax)) {
    return issue('signup.err_psw_length', { min: LIMITS.passwordMin, max: LIMITS.passwordMax });
  }
  if (!PASSWORD_PATTERN.test(value)) return issue('signup.err_psw_format');
  return undefined;
};

export const confirmPasswordRule = (value: string, password: string): RuleIssue | undefined => {
  if (value === '') return issue('signup.err_checkPsw_blank');
  if (value !== password) return issue('signup.err_checkPsw_diff');
  return undefined;
};

/** Member name, already trimmed. RMB: Chinese characters only; VND: one word without spaces. */
export const memberNameRule = (
  value: string,
  currency: Currency,
  required: boolean,
): RuleIssue | undefined => {
  if (value === '') return required ? issue('signup.err_name_blank') : undefined;
  if (currency === 'RMB' && !RMB_NAME_PATTERN.test(value)) {
    return issue('signup.error_RMB_name_format');
  }
  if (currency === 'VND' && !SINGLE_WORD_PATTERN.test(value)) {
    return issue('signup.error_name_format');
  }
  return undefined;
};

export const emailRule = (value: string, required: boolean): RuleIssue | undefined => {
  if (value === '') return required ? issue('signup.err_email_blank') : undefined;
  if (!EMAIL_PATTERN.test(value)) return issue('signup.err_email_format');
  return undefined;
};

/** Phone: digits only; VND numbers are exactly ten digits. */
export const phoneRule = (
  value: string,
  currency: Currency,
  required: boolean,
): RuleIssue | undefined => {
  if (value === '') return required ? issue('err_phone_blank') : undefined;
  if (!DIGITS_PATTERN.test(value)) return issue('signup.err_phone_format');
  if (currency === 'VND' && value.length !== LIMITS.vndPhoneDigits) {
    return issue('signup.err_phone_vi_format', { length: LIMITS.vndPhoneDigits });
  }
  return undefined;
};

/** SMS code, checked only when phone verification is on and a phone number was entered. */
export const phoneVerifyRule = (value: string): RuleIssue | undefined => {
  if (value === '') return issue('signup.error_verify');
  if (!new RegExp(`^\\d{${LIMITS.phoneVerifyDigits}}$`).test(value)) {
    return issue('signup.error_verify_format', { length: LIMITS.phoneVerifyDigits });
  }
  return undefined;
};

/** Contact-app fields and the name shown to the player in `{{type}}`. */
export const CONTACT_FIELDS = {
  member_qq: { label: 'QQ', allowAt: false },
  member_wechat: { label: 'WeChat', allowAt: false },
  member_whats_app: { label: 'WhatsApp', allowAt: false },
  member_zalo: { label: 'Zalo', allowAt: false },
  member_fb: { label: 'Facebook', allowAt: false },
  member_telegram: { label: 'Telegram', allowAt: true },
  member_skype: { label: 'Skype', allowAt: true },
} as const;
export type ContactField = keyof typeof CONTACT_FIELDS;

const CONTACT_PATTERN = /^[A-Za-z0-9_.-]+$/;
const CONTACT_AT_PATTERN = /^[A-Za-z0-9_.@-]+$/;

export const contactRule = (
  field: ContactField,
  value: string,
  required: boolean,
): RuleIssue | undefined => {
  const { label, allowAt } = CONTACT_FIELDS[field];
  if (value === '') {
    return required ? issue('signup.error_for_contact.placeholder', { type: label }) : undefined;
  }
  if (!(allowAt ? CONTACT_AT_PATTERN : CONTACT_PATTERN).test(value)) {
    return issue('signup.error_for_contact.format');
  }
  if (!lengthBetween(value, LIMITS.contactMin, LIMITS.contactMax)) {
    return issue('signup.error_for_contact.length', {
      min: LIMITS.contactMin,
      max: LIMITS.contactMax,
    });
  }
  return undefined;
};

export const identityIdRule = (value: string, required: boolean): RuleIssue | undefined =>
  value === '' && required ? issue('signup.err_identity_id') : undefined;

/** Withdraw password: exactly four digits (an empty optional one passes). */
export const withdrawPasswordRule = (value: string, required: boolean): RuleIssue | undefined => {
  if (value === '' && !required) return undefined;
  if (!new RegExp(`^\\d{${LIMITS.withdrawPasswordDigits}}$`).test(value)) {
    return issue('signup.err_withdrawPsw_blank', { length: LIMITS.withdrawPasswordDigits });
  }
  return undefined;
};

export const captchaRule = (value: string): RuleIssue | undefined =>
  value.trim() === '' ? issue('signup.err_verify_blank') : undefined;

export const agreementRule = (value: boolean): RuleIssue | undefined =>
  value ? undefined : issue('signup.err_agreement');

/** Which birthday part a message belongs to. */
export type BirthdayPart = 'year' | 'month' | 'day';
const BIRTHDAY_KEYS = {
  year: 'signup.err_birthdayYear_blank',
  month: 'signup.err_birthdayMonth_blank',
  day: 'signup.err_birthdayDate_blank',
} as const satisfies Record<BirthdayPart, RuleMessageKey>;

/**
 * Birthday parts as chosen ('' for a part not chosen). All or none; a partial choice, or none when
 * required, flags each missing part. Chosen parts must form a real calendar date.
 */
export const birthdayRule = (
  parts: Readonly<Record<BirthdayPart, string>>,
  required: boolean,
): { part?: BirthdayPart; issue: RuleIssue }[] => {
  const missing = (Object.keys(BIRTHDAY_KEYS) as BirthdayPart[]).filter((p) => parts[p] === '');
  if (missing.length === 3 && !required) return [];
  if (missing.length > 0)
    return missing.map((part) => ({ part, issue: issue(BIRTHDAY_KEYS[part]) }));
  const [year, month, day] = [parts.year, parts.month, parts.day].map(Number) as [
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    /^\d{4}$/.test(parts.year) &&
    /^\d{1,2}$/.test(parts.month) &&
    /^\d{1,2}$/.test(parts.day) &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return valid ? [] : [{ issue: issue('illegal_input') }];
};

/** Recovery: the code typed must equal the captcha the client drew (letters compared case-blind). */
export const recoveryCodeRule = (value: string, expected: string): RuleIssue | undefined => {
  if (value.trim() === '') return issue('signup.err_verify_blank');
  if (value.trim().toLowerCase() !== expected.trim().toLowerCase()) return issue('verify_failed');
  return undefined;
};

/** Login: each field only needs a value; the message is the field's placeholder key. */
export const loginRequiredRule = (
  value: string,
  key: 'ph_account_name' | 'ph_password' | 'ph_account_verify_code',
): RuleIssue | undefined => (value.trim() === '' ? issue(key) : undefined);
