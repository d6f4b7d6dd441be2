import { Loader } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import classes from './auth-modal.module.css';

type CaptchaImageProps = {
  /** The picture (a data: URL), undefined while it loads. */
  src: string | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  testId: string;
};

/** The captcha picture; pressing it draws a new one. */
export const CaptchaImage = ({ src, loading, failed, onRefresh, testId }: CaptchaImageProps) => {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={classes.captchaImage}
      onClick={onRefresh}
      disabled={loading}
      title={t('auth.captchaRefresh')}
      aria-label={t('auth.captchaRefresh')}
    >
      {loading && <Loader size="xs" />}
      {!loading && src && <img src={src} alt={t('auth.captchaAlt')} data-testid={testId} />}
      {!loading && !src && (
        <IconRefresh
          size={18}
          aria-hidden
          color={failed ? 'var(--mantine-color-red-4)' : undefined}
        />
      )}
    </button>
  );
};
