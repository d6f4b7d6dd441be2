import { Loader, UnstyledButton } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { describeError } from '../../../shared/api/api-error';
import type { TextFieldName } from '../utils/register-fields';
import { RegisterTextField } from './register-text-field';
import classes from './register-form.module.css';

type CaptchaFieldProps = {
  value: string;
  onChange: (name: TextFieldName, value: string) => void;
  onBlur: (name: TextFieldName) => void;
  error?: string | undefined;
  image?: { captcha: string; placeholder: string } | undefined;
  loading: boolean;
  loadError: unknown;
  onRefresh: () => void;
};

/** The captcha answer with its picture; pressing the picture draws a new one. */
export const CaptchaField = ({
  value,
  onChange,
  onBlur,
  error,
  image,
  loading,
  loadError,
  onRefresh,
}: CaptchaFieldProps) => {
  const { t } = useTranslation();
  const picture = (
    <UnstyledButton
      className={classes.captchaButton}
      onClick={onRefresh}
      disabled={loading}
      aria-label={t('register.captchaRefresh')}
      title={t('register.captchaRefresh')}
    >
      {loading ? (
        <Loader size="xs" color="gold" />
      ) : image ? (
        <img
          src={image.captcha}
          alt={t('register.captchaAlt')}
          className={classes.captchaImage}
          data-testid="register-captcha-image"
        />
      ) : (
        <IconRefresh size={18} aria-hidden />
      )}
    </UnstyledButton>
  );
  return (
    <RegisterTextField
      name="answer"
      label={t('register.fields.answer')}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error ?? (loadError ? describeError(loadError, t) : undefined)}
      required
      autoComplete="off"
      maxLength={16}
      placeholder={
        image && image.placeholder !== '' ? image.placeholder : t('register.placeholders.answer')
      }
      testId="register-captcha-input"
      rightSection={picture}
      rightSectionWidth={112}
    />
  );
};
