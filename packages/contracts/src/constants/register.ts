/**
 * Register-settings item names (spec section 3): the registration fields an operator can show,
 * require, make unique or verify, per currency. Account and password are always shown.
 */
/** Contact-app ids a member can give, in the order forms show them. */
export const CONTACT_FIELD_NAMES = [
  'member_qq',
  'member_wechat',
  'member_whats_app',
  'member_zalo',
  'member_fb',
  'member_telegram',
  'member_skype',
] as const;
export type ContactFieldName = (typeof CONTACT_FIELD_NAMES)[number];

/** Profile fields a member may fill in later from the member centre, when the settings allow. */
export const MEMBER_CENTRE_FIELDS = [
  'member_name',
  'member_birthday',
  'member_email',
  'member_phone',
  ...CONTACT_FIELD_NAMES,
  'identity_id',
  'withdraw_password',
] as const;
export type MemberCentreField = (typeof MEMBER_CENTRE_FIELDS)[number];

export const REGISTER_SETTING_NAMES = [
  'check_password',
  'member_name',
  'member_email',
  'member_birthday',
  'member_phone',
  ...CONTACT_FIELD_NAMES,
  'identity_id',
  'withdraw_password',
] as const;
export type RegisterSettingName = (typeof REGISTER_SETTING_NAMES)[number];

/** Double-validation question kinds, in the order they are asked (spec section 4). */
export const DOUBLE_VALIDATION_QUESTIONS = [
  'member_name',
  'identity_id',
  'member_phone',
  'member_email',
  'withdraw_password',
] as const;
export type DoubleValidationQuestionKind = (typeof DOUBLE_VALIDATION_QUESTIONS)[number];

/** Member states an operator can set. */
export const MEMBER_STATUSES = { active: 1, disabled: 2, frozen: 3 } as const;

/** Member type 1 is an ordinary member (spec section 6). */
export const ORDINARY_MEMBER_TYPE = 1;
