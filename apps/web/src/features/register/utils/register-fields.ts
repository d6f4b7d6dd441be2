import { type RegisterSettingItem } from '@member-site/contracts';
import {
  CONTACT_FIELD_NAMES as CONTACT_NAMES,
  REGISTER_SETTING_NAMES,
  type Currency,
  type RegisterSettingName,
} from '@member-site/contracts/constants';

/** Contact-app fields in the order the form shows them. */
export const CONTACT_FIELD_NAMES = CONTACT_NAMES satisfies readonly RegisterSettingName[];

/** Fields typed as one line of text. */
export const TEXT_FIELD_NAMES = [
  'member_account',
  'password',
  'check_password',
  'member_name',
  'member_email',
  'member_phone',
  'phone_verify',
  ...CONTACT_FIELD_NAMES,
  'identity_id',
  'introducer',
  'answer',
] as const;
export type TextFieldName = (typeof TEXT_FIELD_NAMES)[number];

export type BirthdayParts = { year: string; month: string; day: string };

export const WITHDRAW_PASSWORD_DIGITS = 4;

export type RegisterFormValues = Record<TextFieldName, string> & {
  member_birthday: BirthdayParts;
  /** The four one-digit boxes. */
  withdraw_password: string[];
  agreement: boolean;
};

/** Every field that can carry a message under it. */
export type RegisterFieldName = keyof RegisterFormValues;

export const emptyRegisterValues = (introducer = ''): RegisterFormValues => ({
  ...(Object.fromEntries(TEXT_FIELD_NAMES.map((name) => [name, ''])) as Record<
    TextFieldName,
    string
  >),
  introducer,
  member_birthday: { year: '', month: '', day: '' },
  withdraw_password: Array.from({ length: WITHDRAW_PASSWORD_DIGITS }, () => ''),
  agreement: false,
});

/** Which settings-driven fields a currency's form shows and requires. */
export type FieldVisibility = {
  shown: ReadonlySet<RegisterSettingName>;
  required: ReadonlySet<RegisterSettingName>;
  /** The phone number is verified by an SMS code at registration. */
  phoneVerification: boolean;
};

/** The settings items of one currency. */
export const settingsForCurrency = (
  list: readonly RegisterSettingItem[],
  currency: Currency,
): RegisterSettingItem[] => list.filter((item) => item.currency === currency);

export const fieldVisibility = (
  list: readonly RegisterSettingItem[],
  currency: Currency,
): FieldVisibility => {
  const items = settingsForCurrency(list, currency).filter((item) => item.is_display);
  const shown = new Set(items.map((item) => item.name));
  const required = new Set(items.filter((item) => item.is_required).map((item) => item.name));
  const phone = items.find((item) => item.name === 'member_phone');
  return { shown, required, phoneVerification: phone?.is_verification === true };
};

const SETTING_NAMES: ReadonlySet<string> = new Set(REGISTER_SETTING_NAMES);
const isSettingField = (name: string): name is RegisterSettingName => SETTING_NAMES.has(name);

/** Whether a field is on the form: settings fields when displayed, the code with verification. */
export const isFieldShown = (
  name: RegisterFieldName,
  visibility: FieldVisibility,
  captcha: boolean,
): boolean => {
  if (name === 'phone_verify') return visibility.phoneVerification;
  if (name === 'answer') return captcha;
  return isSettingField(name) ? visibility.shown.has(name) : true;
};

/**
 * Empty every field the new visibility no longer shows (spec section 4: changing currency clears
 * fields no longer shown), so a value typed for another currency is never sent.
 */
export const clearHiddenFields = (
  values: RegisterFormValues,
  visibility: FieldVisibility,
): RegisterFormValues => {
  const empty = emptyRegisterValues();
  const next = { ...values };
  for (const name of [...REGISTER_SETTING_NAMES, 'phone_verify'] as const) {
    if (!isFieldShown(name, visibility, true)) Object.assign(next, { [name]: empty[name] });
  }
  return next;
};

/** The form's values as the register schema reads them: shown fields only. */
export const validationInput = (
  values: RegisterFormValues,
  visibility: FieldVisibility,
  captcha: { shown: boolean; token: string },
): Record<string, unknown> => {
  const input: Record<string, unknown> = { agreement: values.agreement };
  for (const name of Object.keys(values) as RegisterFieldName[]) {
    if (name === 'agreement' || name === 'introducer') continue;
    if (isFieldShown(name, visibility, captcha.shown)) input[name] = values[name];
  }
  if (captcha.shown) input.captcha_token = captcha.token;
  return input;
};

/** Days in a month (1-12) of a year; 31 while the month is not chosen yet. */
export const daysInMonth = (year: string, month: string): number => {
  const m = Number(month);
  if (!Number.isInteger(m) || m < 1 || m > 12) return 31;
  const y = Number(year);
  // Day 0 of the next month is the last day of this one; a leap year when the year is unknown.
  return new Date(Date.UTC(Number.isInteger(y) && y > 0 ? y : 2000, m, 0)).getUTCDate();
};
