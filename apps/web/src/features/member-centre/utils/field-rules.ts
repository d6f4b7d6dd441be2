import type { Currency } from '@member-site/contracts/constants';
import {
  birthdaySchema,
  confirmPasswordRule,
  contactSchema,
  emailSchema,
  fieldErrors,
  identityIdSchema,
  memberNameSchema,
  passwordSchema,
  phoneSchema,
  phoneVerifySchema,
  withdrawPasswordSchema,
  type FieldError,
} from '@member-site/contracts/validation';

import type { EditableField } from './profile-fields';

type SingleValueSchema = {
  safeParse: (value: unknown) => { success: boolean; error?: Parameters<typeof fieldErrors>[0] };
};

/** The first message of a one-value schema, or undefined when the value passes. */
const check = (schema: SingleValueSchema, value: string): FieldError | undefined => {
  const { error } = schema.safeParse(value);
  return error ? Object.values(fieldErrors(error))[0] : undefined;
};

/**
 * Spec section 5 rules of a profile field filled in from the member centre. The field is being
 * set on purpose, so an empty value is refused with the field's "required" message.
 */
export const checkProfileField = (
  field: EditableField,
  value: string,
  currency: Currency,
): FieldError | undefined => {
  switch (field) {
    case 'member_name':
      return check(memberNameSchema(currency, true), value);
    case 'member_email':
      return check(emailSchema(true), value);
    case 'member_birthday':
      return check(birthdaySchema(true), value);
    case 'member_phone':
      return check(phoneSchema(currency, true), value);
    case 'identity_id':
      return check(identityIdSchema(true), value);
    case 'withdraw_password':
      return check(withdrawPasswordSchema(true), value);
    default:
      return check(contactSchema(field, true), value);
  }
};

export const checkPhoneVerify = (value: string): FieldError | undefined =>
  check(phoneVerifySchema, value);

/** A new login password: 6 to 12 letters and digits with at least one of each. */
export const checkLoginPassword = (value: string): FieldError | undefined =>
  check(passwordSchema, value);

/** A withdraw password: exactly four digits. */
export const checkWithdrawPassword = (value: string): FieldError | undefined =>
  check(withdrawPasswordSchema(true), value);

/** The confirmation must be given and equal the new password. */
export const checkConfirmation = (value: string, password: string): FieldError | undefined =>
  confirmPasswordRule(value, password);
