import { LOADING_FADE_MS } from '@member-site/contracts/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import classes from './loading-overlay.module.css';

type Phase = 'hidden' | 'visible' | 'leaving';

/**
 * Full-page loading cover for the first load and lazy routes. It fades out over 400 ms and then
 * leaves the DOM, so tests and screen readers only ever find it while something is loading.
 */
export const LoadingOverlay = ({ visible }: { visible: boolean }) => {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>(visible ? 'visible' : 'hidden');

  if (visible && phase !== 'visible') setPhase('visible');
  if (!visible && phase === 'visible') setPhase('leaving');

  useEffect(() => {
    if (phase !== 'leaving') return;
    const timer = setTimeout(() => {
      setPhase('hidden');
    }, LOADING_FADE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [phase]);

  if (phase === 'hidden') return null;
  return (
    <div
      className={classes.overlay}
      data-leaving={phase === 'leaving' || undefined}
      data-testid="loading-overlay"
      role="status"
      aria-live="polite"
      style={{ transitionDuration: `${LOADING_FADE_MS}ms` }}
    >
      <span className={classes.spinner} aria-hidden="true" />
      <span className={classes.label}>{t('common.loading')}</span>
    </div>
  );
};
