import { IconHome2 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { actionButtonClass } from '../../shared/ui/action-button';
import { removeBootOverlay } from '../hooks/use-boot-overlay';
import classes from './standalone-page.module.css';

/**
 * /close: the lobby address handed to game providers. Leaving the game lands here; the window
 * closes itself when the site opened it, otherwise the player gets a way home.
 */
export const ClosePage = () => {
  const { t } = useTranslation();
  const [stillOpen, setStillOpen] = useState(false);

  useEffect(() => {
    removeBootOverlay();
    document.title = t('closePage.title');
    window.close();
    // Browsers refuse to close windows they did not open by script; then we are still here.
    const timer = setTimeout(() => {
      setStillOpen(true);
    }, 300);
    return () => {
      clearTimeout(timer);
    };
  }, [t]);

  return (
    <main className={classes.page} data-testid="close-page">
      {stillOpen ? (
        <>
          <h1 className={classes.title}>{t('closePage.title')}</h1>
          <p className={classes.text}>{t('closePage.text')}</p>
          <Link
            to="/"
            className={actionButtonClass({ variant: 'gold', size: 'md' })}
            data-testid="close-page-home"
          >
            <IconHome2 size={18} aria-hidden />
            {t('errorPage.home')}
          </Link>
        </>
      ) : (
        <span className={classes.spinner} aria-hidden="true" />
      )}
    </main>
  );
};
