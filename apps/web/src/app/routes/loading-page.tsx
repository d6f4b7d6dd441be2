import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { removeBootOverlay } from '../hooks/use-boot-overlay';
import classes from './standalone-page.module.css';

/**
 * /loading: what a new window shows while a game, deposit or fast-payment window starts (the
 * opener then points the window at its real address).
 */
export const LoadingPage = () => {
  const { t } = useTranslation();
  useEffect(() => {
    removeBootOverlay();
    document.title = t('loadingPage.title');
  }, [t]);
  return (
    <main className={classes.page} data-testid="loading-page" aria-busy="true">
      <span className={classes.spinner} aria-hidden="true" />
      <h1 className={classes.title}>{t('loadingPage.title')}</h1>
      <p className={classes.text}>{t('loadingPage.text')}</p>
    </main>
  );
};
