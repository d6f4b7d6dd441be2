import { type MemberProfile, type RegisterSettingItem } from '@member-site/contracts';
import {
  CONTACT_FIELD_NAMES,
  MEMBER_CENTRE_FIELDS,
  type MemberCentreField,
} from '@member-site/contracts/constants';

/** Profile fields a member may fill in from the member centre (register setting names). */
export const EDITABLE_FIELDS = MEMBER_CENTRE_FIELDS;
export type EditableField = MemberCentreField;

export const CONTACT_PROFILE_FIELDS = CONTACT_FIELD_NAMES;

/** Whether the profile already holds a value for the field (a filled field is locked). */
export const isFieldFilled = (profile: MemberProfile, field: EditableField): boolean => {
  switch (field) {
    case 'identity_id':
      return profile.new_identity_id !== '';
    case 'withdraw_password':
      return profile.is_withdraw_password;
    default:
      return profile[field] !== '';
  }
};

/**
 * The fields that get an edit form: those the register settings of the member's currency let a
 * member fill in from the member centre (`is_member_center`) and that are still empty.
 */
export const editableFields = (
  profile: MemberProfile,
  settings: readonly RegisterSettingItem[],
): EditableField[] =>
  EDITABLE_FIELDS.filter(
    (field) =>
      settings.some(
        (item) =>
          item.name === field && item.currency === profile.member_currency && item.is_member_center,
      ) && !isFieldFilled(profile, field),
  );

/** Whether a phone set from the member centre must be verified by an SMS code. */
export const phoneNeedsVerification = (
  profile: MemberProfile,
  settings: readonly RegisterSettingItem[],
): boolean =>
  settings.some(
    (item) =>
      item.name === 'member_phone' &&
      item.currency === profile.member_currency &&
      item.is_member_center_verification,
  );
