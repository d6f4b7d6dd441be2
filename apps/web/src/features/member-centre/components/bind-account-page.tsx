import { Alert, Button, PasswordInput, Skeleton, TextInput } from '@mantine/core';
import type { MemberProfile } from '@member-site/contracts';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ErrorState } from '../../../shared/ui/states';
import { showToast } from '../../../shared/ui/toast';
import { useBindBankAccount, type BankAccountForm } from '../api/bind-bank-account';
import { useMemberProfile } from '../api/get-member-profile';
import { apiFieldError } from '../utils/api-field-error';
import { checkWithdrawPassword } from '../utils/field-rules';
import classes from './forms.module.css';
import { Panel } from '../../../shared/ui/panel';
import detailClasses from './profile-details.module.css';

type Field = keyof BankAccountForm;
const FIELDS: readonly Field[] = [
  'bank_name',
  'account_name',
  'account_number',
  'withdraw_password',
];
const EMPTY: BankAccountForm = {
  bank_name: '',
  account_name: '',
  account_number: '',
  withdraw_password: '',
};
/** Bank account numbers: digits only, up to 34 (the longest account numbers in use). */
const ACCOUNT_NUMBER_PATTERN = /^\d{1,34}$/;

/** The message key of each field's rule, or undefined when the value passes. */
const validate = (values: BankAccountForm) => {
  const errors: Partial<Record<Field, { key: string; params?: Record<string, unknown> }>> = {};
  if (values.bank_name.trim() === '') errors.bank_name = { key: 'memberCentre.bank.errBankName' };
  if (values.account_name.trim() === '') {
    errors.account_name = { key: 'memberCentre.bank.errAccountName' };
  }
  if (!ACCOUNT_NUMBER_PATTERN.test(values.account_number.replace(/\s/g, ''))) {
    errors.account_number = { key: 'memberCentre.bank.errAccountNumber' };
  }
  const withdraw = checkWithdrawPassword(values.withdraw_password);
  if (withdraw) errors.withdraw_password = withdraw;
  return errors;
};

const BoundAccount = ({ account }: { account: NonNullable<MemberProfile['bank_account']> }) => {
  const { t } = useTranslation();
  return (
    <dl className={detailClasses.list} data-testid="bound-account">
      {(
        [
          ['bank_name', account.bank_name],
          ['account_name', account.account_name],
          ['account_number', account.account_number],
        ] as const
      ).map(([key, value]) => (
        <div key={key} className={detailClasses.row}>
          <dt className={detailClasses.label}>{t(`memberCentre.bank.${key}`)}</dt>
          <dd className={`${detailClasses.value} ${detailClasses.mono}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
};

const BindForm = () => {
  const { t } = useTranslation();
  const mutation = useBindBankAccount();
  const [values, setValues] = useState<BankAccountForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const found = validate(values);
    const messages = Object.entries(found).map(([field, message]) => [
      field,
      t(message.key, message.params),
    ]);
    if (messages.length > 0) {
      setErrors(Object.fromEntries(messages) as Partial<Record<Field, string>>);
      return;
    }
    mutation.mutate(
      {
        bank_name: values.bank_name.trim(),
        account_name: values.account_name.trim(),
        account_number: values.account_number.replace(/\s/g, ''),
        withdraw_password: values.withdraw_password,
      },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: t('memberCentre.bank.bound') });
        },
        onError: (error) => {
          const { field, message } = apiFieldError(error, t);
          if (field === 'withdraw_password') setErrors({ withdraw_password: message });
          else setFormError(message);
        },
      },
    );
  };

  return (
    <form className={classes.form} noValidate onSubmit={submit} data-testid="bind-account-form">
      {FIELDS.map((field) => {
        const common = {
          name: field,
          label: t(`memberCentre.bank.${field}`),
          value: values[field],
          error: errors[field],
          onChange: (event: { currentTarget: HTMLInputElement }) => {
            const { value } = event.currentTarget;
            setValues((current) => ({ ...current, [field]: value }));
            setErrors((current) => ({ ...current, [field]: undefined }));
          },
        };
        return field === 'withdraw_password' ? (
          <PasswordInput
            key={field}
            {...common}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            description={t('memberCentre.password.withdrawHint')}
          />
        ) : (
          <TextInput
            key={field}
            {...common}
            maxLength={field === 'account_number' ? 40 : 64}
            inputMode={field === 'account_number' ? 'numeric' : undefined}
            autoComplete="off"
          />
        );
      })}
      {formError && (
        <Alert color="red" variant="light" role="alert">
          {formError}
        </Alert>
      )}
      <Button type="submit" radius="xl" loading={mutation.isPending} className={classes.submit}>
        {t('memberCentre.bank.submit')}
      </Button>
    </form>
  );
};

/** /user/BindAccount: bind the bank account withdrawals pay out to, or see the bound one. */
export const BindAccountPage = () => {
  const { t } = useTranslation();
  const profile = useMemberProfile();

  const renderBody = () => {
    if (profile.isError) {
      return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
    }
    if (profile.isPending) {
      return (
        <div aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={52} radius="md" mb={12} />
          ))}
        </div>
      );
    }
    const account = profile.data.bank_account;
    if (account) {
      return (
        <>
          <BoundAccount account={account} />
          <p className={detailClasses.muted}>{t('memberCentre.bank.changeHint')}</p>
        </>
      );
    }
    if (!profile.data.is_withdraw_password) {
      return (
        <Alert color="gold" variant="light" data-testid="bind-needs-withdraw-password">
          {t('memberCentre.bank.needWithdrawPassword')}{' '}
          <Link to="/user/Info" className={detailClasses.link}>
            {t('memberCentre.bank.goToProfile')}
          </Link>
        </Alert>
      );
    }
    return <BindForm />;
  };

  return (
    <Panel
      title={t('memberCentre.bank.title')}
      description={t('memberCentre.bank.subtitle')}
      testId="bind-account"
    >
      {renderBody()}
    </Panel>
  );
};
