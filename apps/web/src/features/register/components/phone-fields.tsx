import { SMS_COUNTDOWN_SECONDS, type Currency } from '@member-site/contracts/constants';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { describeError, isApiError } from '../../../shared/api/api-error';
import { sendWithProof, useProofOfWork } from '../../../shared/security/use-proof-of-work';
import { showToast } from '../../../shared/ui/toast';
import { useSendRegisterSms } from '../api/send-register-sms';
import { useCountdown } from '../../../shared/hooks/use-countdown';
import type { TextFieldName } from '../utils/register-fields';
import { RegisterTextField } from './register-text-field';
import classes from './register-form.module.css';

/** The SMS answer that also starts the timer: a code was sent less than five minutes ago. */
const SMS_RATE_LIMITED = '102';

type PhoneFieldsProps = {
  phone: string;
  code: string;
  currency: Currency;
  required: boolean;
  /** The phone item has SMS verification: show the send button and the code field. */
  verification: boolean;
  phoneError?: string | undefined;
  codeError?: string | undefined;
  /** The number as typed breaks a rule, so no code is sent to it. */
  phoneInvalid: boolean;
  onChange: (name: TextFieldName, value: string) => void;
  onBlur: (name: TextFieldName) => void;
  /** Show a message from the SMS call under the phone number. */
  onPhoneMessage: (message: string) => void;
};

/** The phone number and, with verification on, the send-code button (300 s timer) and the code. */
export const PhoneFields = ({
  phone,
  code,
  currency,
  required,
  verification,
  phoneError,
  codeError,
  phoneInvalid,
  onChange,
  onBlur,
  onPhoneMessage,
}: PhoneFieldsProps) => {
  const { t } = useTranslation();
  const sms = useSendRegisterSms();
  const proofOfWork = useProofOfWork('sms', false);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();

  const send = () => {
    const number = phone.trim();
    if (number === '') {
      onPhoneMessage(t('err_phone_blank'));
      return;
    }
    if (phoneInvalid) {
      onBlur('member_phone');
      return;
    }
    if (sending) return;
    setSending(true);
    sendWithProof(proofOfWork, (pow) => sms.mutateAsync({ phone: number, currency, pow }))
      .then(
        ({ countdown: seconds }) => {
          countdown.start(seconds > 0 ? seconds : SMS_COUNTDOWN_SECONDS);
          showToast({ kind: 'success', message: t('register.codeSent') });
        },
        (error: unknown) => {
          if (isApiError(error) && error.code === SMS_RATE_LIMITED) {
            countdown.start(SMS_COUNTDOWN_SECONDS);
          }
          onPhoneMessage(describeError(error, t));
        },
      )
      .finally(() => {
        setSending(false);
      });
  };

  const sendButton = verification ? (
    <Button
      size="compact-sm"
      variant="light"
      className={classes.smsButton}
      disabled={countdown.running}
      loading={sending}
      onClick={send}
      data-testid="register-sms-send"
      aria-live="polite"
    >
      {countdown.running
        ? t('register.resendIn', { seconds: countdown.remaining })
        : t('register.sendCode')}
    </Button>
  ) : undefined;

  return (
    <>
      <RegisterTextField
        name="member_phone"
        label={t('register.fields.member_phone')}
        value={phone}
        onChange={onChange}
        onBlur={onBlur}
        error={phoneError}
        required={required}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={32}
        placeholder={t('register.placeholders.member_phone')}
        rightSection={sendButton}
        rightSectionWidth={sendButton ? 124 : undefined}
      />
      {verification && (
        <RegisterTextField
          name="phone_verify"
          label={t('register.fields.phone_verify')}
          value={code}
          onChange={onChange}
          onBlur={onBlur}
          error={codeError}
          required={phone.trim() !== ''}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('register.placeholders.phone_verify')}
        />
      )}
    </>
  );
};
