import type { MemberProfile, RegisterSettingItem } from '@member-site/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import {
  CONTACT_PROFILE_FIELDS,
  editableFields,
  phoneNeedsVerification,
  type EditableField,
} from '../utils/profile-fields';
import { ProfileFieldForm } from './profile-field-form';
import classes from './profile-details.module.css';

type Row = { id: string; label: string; value: ReactNode };

const TEXT_FIELDS = ['member_name', 'member_birthday', 'member_email', 'member_phone'] as const;

/**
 * The member's profile: filled details read-only (the identity id and bank account masked as the
 * server sends them), and an inline form for each empty detail the site lets members fill in.
 */
export const ProfileDetails = ({
  profile,
  settings,
}: {
  profile: MemberProfile;
  settings: readonly RegisterSettingItem[];
}) => {
  const { t } = useTranslation();
  const editable = new Set<EditableField>(editableFields(profile, settings));
  const verifyPhone = phoneNeedsVerification(profile, settings);
  const label = (field: string) => t(`memberCentre.info.fields.${field}`);
  const notSet = <span className={classes.muted}>{t('memberCentre.info.notSet')}</span>;

  const valueOrForm = (field: EditableField, value: string): ReactNode =>
    editable.has(field) ? (
      <ProfileFieldForm
        field={field}
        label={label(field)}
        currency={profile.member_currency}
        verifyPhone={verifyPhone}
      />
    ) : value === '' ? (
      notSet
    ) : (
      value
    );

  const rows: Row[] = [
    { id: 'member_account', label: label('member_account'), value: profile.member_account },
    { id: 'member_currency', label: label('member_currency'), value: profile.member_currency },
    ...TEXT_FIELDS.map((field) => ({
      id: field,
      label: label(field),
      value: valueOrForm(field, profile[field]),
    })),
    // Contact apps: the ones the member has, and the ones the site lets them add.
    ...CONTACT_PROFILE_FIELDS.filter((field) => profile[field] !== '' || editable.has(field)).map(
      (field) => ({ id: field, label: label(field), value: valueOrForm(field, profile[field]) }),
    ),
    ...(['member_line', 'member_others'] as const)
      .filter((field) => profile[field] !== '')
      .map((field) => ({ id: field, label: label(field), value: profile[field] })),
    {
      id: 'identity_id',
      label: label('identity_id'),
      value: valueOrForm('identity_id', profile.new_identity_id),
    },
    {
      id: 'withdraw_password',
      label: label('withdraw_password'),
      value: editable.has('withdraw_password')
        ? valueOrForm('withdraw_password', '')
        : profile.is_withdraw_password
          ? t('memberCentre.info.isSet')
          : notSet,
    },
    {
      id: 'bank_account',
      label: label('bank_account'),
      value: profile.bank_account ? (
        <span>
          {profile.bank_account.bank_name} · {profile.bank_account.account_name} ·{' '}
          <span className={classes.mono}>{profile.bank_account.account_number}</span>
        </span>
      ) : (
        <Link to="/user/BindAccount" className={classes.link} data-testid="profile-bind-link">
          {t('memberCentre.info.bind')}
        </Link>
      ),
    },
  ];

  return (
    <dl className={classes.list} data-testid="profile-info">
      {rows.map((row) => (
        <div key={row.id} className={classes.row} data-testid={`profile-${row.id}`}>
          <dt className={classes.label}>{row.label}</dt>
          <dd className={classes.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
};
