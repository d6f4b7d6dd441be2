import { Button, PasswordInput, TextInput } from '@mantine/core';
import { SMS_COUNTDOWN_SECONDS, type Currency } from '@member-site/contracts/constants';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { isApiError } from '../../../shared/api/api-error';
import { showToast } from '../../../shared/ui/toast';
import { useEditProfile } from '../api/edit-profile';
import { useSendMemberSms } from '../api/send-member-sms';
import { useCountdown } from '../../../shared/hooks/use-countdown';
import { apiFieldError } from '../utils/api-field-error';
import { checkPhoneVerify, checkProfileField } from '../utils/field-rules';
import type { EditableField } from '../utils/profile-fields';
import classes from './forms.module.css';

type ProfileFieldFormProps = {
  field: EditableField;
  label: string;
  currency: Currency;
  /** The phone must be verified by an SMS code (register setting of the member centre). */
  verifyPhone?: boolean;
};

/**
 * The inline form of one profile field that is still empty: the spec section 5 rule runs on
 * submit and its message shows under the input, as does any refusal from the server.
 */
export const ProfileFieldForm = ({
  field,
  label,
  currency,
  verifyPhone = false,
}: ProfileFieldFormProps) => {
  const { t } = useTranslation();
  const edit = useEditProfile();
  const sms = useSendMemberSms();
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const countdown = useCountdown();
  const withCode = field === 'member_phone' && verifyPhone;

  const validateValue = (): boolean => {
    const found = checkProfileField(field, value, currency);
    setError(found ? t(found.key, found.params) : undefined);
    return !found;
  };

  const sendCode = () => {
    if (!validateValue()) return;
    sms.mutate(
      { phone: value.trim(), currency },
      {
        onSuccess: ({ countdown: seconds }) => {
          countdown.start(seconds);
          showToast({ kind: 'success', message: t('memberCentre.info.codeSent') });
        },
        onError: (failure) => {
          // Asked too soon: the five-minute timer runs anyway (spec section 8, SMS 102).
          if (isApiError(failure) && failure.code === '102') countdown.start(SMS_COUNTDOWN_SECONDS);
          setCodeError(apiFieldError(failure, t).message);
        },
      },
    );
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valueOk = validateValue();
    const codeFound = withCode ? checkPhoneVerify(code) : undefined;
    setCodeError(codeFound ? t(codeFound.key, codeFound.params) : undefined);
    if (!valueOk || codeFound) return;
    edit.mutate(
      { [field]: value.trim(), ...(withCode ? { phone_verify: code.trim() } : {}) },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: t('memberCentre.info.saved') });
        },
        onError: (failure) => {
          const { field: target, message } = apiFieldError(failure, t);
          if (target === 'phone_verify') setCodeError(message);
          else setError(message);
        },
      },
    );
  };

  const inputProps = {
    name: field,
    'aria-label': label,
    className: classes.inlineInput,
    error,
    value,
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      setValue(event.currentTarget.value);
      setError(undefined);
    },
  };

  const saveButton = (
    <Button type="submit" radius="xl" className={classes.inlineButton} loading={edit.isPending}>
      {t('memberCentre.info.save')}
    </Button>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className={classes.fieldForm}
      data-testid={`profile-edit-${field}`}
    >
      <div className={classes.inline}>
        {field === 'withdraw_password' ? (
          <PasswordInput
            {...inputProps}
            inputMode="numeric"
            maxLength={4}
            autoComplete="new-password"
            placeholder={t('memberCentre.info.withdrawHint')}
          />
        ) : (
          <TextInput
            {...inputProps}
            type={
              field === 'member_birthday' ? 'date' : field === 'member_email' ? 'email' : 'text'
            }
            inputMode={field === 'member_phone' ? 'tel' : undefined}
            maxLength={field === 'member_email' ? 254 : 64}
            placeholder={t('memberCentre.info.placeholder', { field: label })}
          />
        )}
        {withCode ? (
          <Button
            variant="default"
            radius="xl"
            className={classes.inlineButton}
            disabled={countdown.running}
            loading={sms.isPending}
            onClick={sendCode}
          >
            {countdown.running
              ? t('memberCentre.info.resend', { seconds: countdown.remaining })
              : t('memberCentre.info.sendCode')}
          </Button>
        ) : (
          saveButton
        )}
      </div>
      {withCode && (
        <div className={classes.inline}>
          <TextInput
            name="phone_verify"
            aria-label={t('memberCentre.info.fields.phone_verify')}
            placeholder={t('memberCentre.info.fields.phone_verify')}
            className={classes.inlineInput}
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            value={code}
            error={codeError}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setCodeError(undefined);
            }}
          />
          {saveButton}
        </div>
      )}
    </form>
  );
};
