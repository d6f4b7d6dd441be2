import { UnstyledButton } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { lazyComponent } from '../../../shared/lib/lazy-component';
import classes from './signin-button.module.css';

const SigninModal = lazyComponent(
  () => import('./signin-modal'),
  (m) => m.SigninModal,
);

/** Opens the daily sign-in calendar from the header (members only). */
export const SigninButton = ({ compact = false }: { compact?: boolean }) => {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <UnstyledButton
        className={classes.button}
        data-compact={compact || undefined}
        aria-label={t('signin.open')}
        title={t('signin.open')}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
        data-testid="signin-button"
      >
        <IconCalendarCheck size={compact ? 16 : 18} stroke={1.6} aria-hidden />
      </UnstyledButton>
      {loaded && (
        <Suspense fallback={null}>
          <SigninModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
};
