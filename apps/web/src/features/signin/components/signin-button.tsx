import { UnstyledButton } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { lazyComponent } from '../../../shared/lib/lazy-component';
import headerButton from '../../../shared/ui/header-icon-button.module.css';
import classes from './signin-button.module.css';

const SigninModal = lazyComponent(
  () => import('./signin-modal'),
  (m) => m.SigninModal,
);

/**
 * Opens the daily sign-in calendar (members only): an icon in the desktop header, a labelled
 * button floating above the bottom navigation on a phone.
 */
export const SigninButton = ({ variant = 'icon' }: { variant?: 'icon' | 'float' }) => {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <UnstyledButton
        className={variant === 'float' ? classes.float : headerButton.button}
        aria-label={t('signin.open')}
        title={t('signin.open')}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
        data-testid="signin-button"
      >
        <IconCalendarCheck size={variant === 'float' ? 24 : 18} stroke={1.6} aria-hidden />
        {variant === 'float' && <span className={classes.label}>{t('signin.short')}</span>}
      </UnstyledButton>
      {loaded && (
        <Suspense fallback={null}>
          <SigninModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
};
