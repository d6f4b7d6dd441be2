import { Alert, Button, PasswordInput } from '@mantine/core';
import type { FieldError } from '@member-site/contracts/validation';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { showToast } from '../../../shared/ui/toast';
import { useEditPassword, type PasswordKind } from '../../../shared/session/edit-password';
import { apiFieldError } from '../utils/api-field-error';
import { checkConfirmation, checkLoginPassword, checkWithdrawPassword } from '../utils/field-rules';
import classes from './forms.module.css';

type Field = 'old_password' | 'password' | 'check_password';
type Values = Record<Field, string>;
const EMPTY: Values = { old_password: '', password: '', check_password: '' };

/** A message to show: an i18n key and its parameters. */
type Message = Pick<FieldError, 'params'> & { key: string };

const validate = (kind: PasswordKind, values: Values): Partial<Record<Field, Message>> => {
  const checkNew = kind === 'login' ? checkLoginPassword : checkWithdrawPassword;
  const errors: Partial<Record<Field, Message>> = {};
  // Any current login password may be typed (older ones may predate today's rules).
  const old =
    kind === 'login'
      ? values.old_password === ''
        ? { key: 'memberCentre.password.oldRequired' }
        : undefined
      : checkWithdrawPassword(values.old_password);
  if (old) errors.old_password = old;
  const next = checkNew(values.password);
  if (next) errors.password = next;
  const confirm = checkConfirmation(values.check_password, values.password);
  if (confirm) errors.check_password = confirm;
  return errors;
};

type PasswordFormProps = {
  kind: PasswordKind;
  /** Called after the password was changed. */
  onChanged?: () => void;
};

/**
 * Change the login password (6 to 12 letters and digits) or the four-digit withdraw password:
 * current, new and confirmation. Rule messages and the server's codes show under their field.
 */
export const PasswordForm = ({ kind, onChanged }: PasswordFormProps) => {
  const { t } = useTranslation();
  const mutation = useEditPassword();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const isWithdraw = kind === 'withdraw';
  const labels = isWithdraw
    ? {
        old_password: t('memberCentre.password.oldWithdraw'),
        password: t('memberCentre.password.newWithdraw'),
        check_password: t('memberCentre.password.confirmWithdraw'),
      }
    : {
        old_password: t('memberCentre.password.old'),
        password: t('memberCentre.password.new'),
        check_password: t('memberCentre.password.confirm'),
      };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const found = validate(kind, values);
    const messages = Object.entries(found).map(([field, message]) => [
      field,
      t(message.key, message.params),
    ]);
    if (messages.length > 0) {
      setErrors(Object.fromEntries(messages) as Partial<Record<Field, string>>);
      return;
    }
    mutation.mutate(
      { type: kind, ...values },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setErrors({});
          showToast({
            kind: 'success',
            message: t(
              isWithdraw
                ? 'memberCentre.password.withdrawChanged'
                : 'memberCentre.password.changed',
            ),
          });
          onChanged?.();
        },
        onError: (error) => {
          const { field, message } = apiFieldError(error, t);
          // The withdraw form names its fields like the login form; 103 and 105 are about the
          // current withdraw password.
          const target = field === 'withdraw_password' ? 'old_password' : field;
          if (target === 'old_password' || target === 'password' || target === 'check_password') {
            setErrors((current) => ({ ...current, [target]: message }));
          } else {
            setFormError(message);
          }
        },
      },
    );
  };

  const digitProps = isWithdraw
    ? { inputMode: 'numeric' as const, maxLength: 4, autoComplete: 'off' }
    : { maxLength: 12 };

  return (
    <form
      className={classes.form}
      noValidate
      onSubmit={submit}
      data-testid={isWithdraw ? 'withdraw-password-form' : 'password-form'}
    >
      {(['old_password', 'password', 'check_password'] as const).map((field) => (
        <PasswordInput
          key={field}
          name={field}
          label={labels[field]}
          value={values[field]}
          error={errors[field]}
          description={
            field === 'password'
              ? t(
                  isWithdraw
                    ? 'memberCentre.password.withdrawHint'
                    : 'memberCentre.password.loginHint',
                )
              : undefined
          }
          autoComplete={field === 'old_password' ? 'current-password' : 'new-password'}
          {...digitProps}
          onChange={(event) => {
            change(field, event.currentTarget.value);
          }}
        />
      ))}
      {formError && (
        <Alert color="red" variant="light" role="alert">
          {formError}
        </Alert>
      )}
      <Button type="submit" radius="xl" loading={mutation.isPending} className={classes.submit}>
        {t('memberCentre.password.submit')}
      </Button>
    </form>
  );
};
