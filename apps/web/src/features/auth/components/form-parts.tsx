import { Button, type ButtonProps, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import classes from './auth-modal.module.css';
import { CaptchaImage } from './captcha-image';

/** The message of a form as a whole (a refused call), announced to screen readers. */
export const FormError = ({ message, testId }: { message: string | undefined; testId: string }) =>
  message ? (
    <p className={classes.formError} role="alert" data-testid={testId}>
      {message}
    </p>
  ) : null;

type SubmitButtonProps = Omit<ButtonProps, 'variant' | 'radius' | 'c'> & {
  children: ReactNode;
  'data-testid': string;
};

/** The gold submit button of the account forms. */
export const SubmitButton = ({ children, ...props }: SubmitButtonProps) => (
  <Button type="submit" variant="gradient" radius="xl" c="#2a1f06" {...props}>
    {children}
  </Button>
);

type CaptchaFieldProps = {
  /** The answer input's props from the form (value, onChange, error, ...). */
  input: Omit<TextInputProps, 'label'>;
  inputTestId: string;
  image: { src: string | undefined; loading: boolean; failed: boolean; testId: string };
  onRefresh: () => void;
};

/** A captcha answer box with its picture beside it; pressing the picture draws a new one. */
export const CaptchaField = ({ input, inputTestId, image, onRefresh }: CaptchaFieldProps) => {
  const { t } = useTranslation();
  return (
    <div className={classes.captchaRow}>
      <TextInput
        className={classes.captchaInput}
        label={t('auth.captcha')}
        autoComplete="off"
        maxLength={16}
        data-testid={inputTestId}
        {...input}
      />
      <div className={classes.captchaAside}>
        <CaptchaImage
          src={image.src}
          loading={image.loading}
          failed={image.failed}
          onRefresh={onRefresh}
          testId={image.testId}
        />
      </div>
    </div>
  );
};
