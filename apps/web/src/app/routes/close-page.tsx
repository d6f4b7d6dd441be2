import { WINDOW_NAMES } from '@member-site/contracts/constants';
import { IconHome2 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { leaveGame } from '../../features/games/hooks/launch-game';
import { useSessionStore } from '../../shared/session/session-store';
import { actionButtonClass } from '../../shared/ui/action-button';
import { removeBootOverlay } from '../hooks/use-boot-overlay';
import classes from './standalone-page.module.css';

/** How long a window that was asked to close may take before the page offers a way home. */
const CLOSE_GRACE_MS = 300;

/**
 * /close: the lobby address handed to game providers. Leaving the game lands here: the game is
 * left (its balance comes back to the main wallet) and the balances are fetched again; the game
 * window then closes itself, and a game that took the whole tab goes back to the lobby.
 */
export const ClosePage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [stillOpen, setStillOpen] = useState(false);

  useEffect(() => {
    removeBootOverlay();
    document.title = t('closePage.title');
  }, [t]);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      if (cancelled) return;
      if (window.name !== WINDOW_NAMES.game && !window.opener) {
        void navigate('/', { replace: true });
        return;
      }
      window.close();
      // Browsers refuse to close windows they did not open by script; then we are still here.
      timer = setTimeout(() => {
        setStillOpen(true);
      }, CLOSE_GRACE_MS);
    };
    if (useSessionStore.getState().session) {
      void leaveGame(queryClient).finally(finish);
    } else {
      finish();
    }
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [navigate, queryClient]);

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
