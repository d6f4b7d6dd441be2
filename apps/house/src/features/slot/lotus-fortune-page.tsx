import type { HouseSession } from '@member-site/contracts';
import { isSupportedLanguage } from '@member-site/contracts/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { HouseError } from '../../shared/api/house-call';
import { switchLanguage } from '../../shared/i18n/i18n';
import { FullScreenMessage } from '../../shared/ui/full-screen-message';
import type { spinSlot } from './api/game-calls';
import {
  clearStoredSession,
  goToLobby,
  openSession,
  readStoredSession,
  takeLaunchToken,
} from './api/session';
import { SlotGame } from './components/slot-game';
import './slot.css';

type Boot =
  | { state: 'loading' }
  | { state: 'ready'; session: HouseSession }
  | { state: 'expired'; message: string }
  | { state: 'no-session' }
  | { state: 'failed'; message: string };

/**
 * Open the game session: a launch token in the address opens a new one (and leaves the address);
 * without one, or when the token was already used (a reload, the back button), the session this
 * tab opened before goes on.
 */
const bootSession = async (launchToken: string | undefined): Promise<Boot> => {
  const stored = readStoredSession();
  if (!launchToken) return stored ? { state: 'ready', session: stored } : { state: 'no-session' };
  try {
    return { state: 'ready', session: await openSession(launchToken) };
  } catch (error) {
    if (stored) return { state: 'ready', session: stored };
    if (error instanceof HouseError && error.code === '106') {
      return { state: 'expired', message: error.message };
    }
    clearStoredSession();
    return { state: 'failed', message: error instanceof HouseError ? error.message : '' };
  }
};

type Props = { instant?: boolean; spin?: typeof spinSlot };

export const LotusFortunePage = ({ instant = false, spin }: Props) => {
  const { t } = useTranslation();
  const [boot, setBoot] = useState<Boot>({ state: 'loading' });
  // The token leaves the address at once; a retry after a failed connection uses it again.
  const [launchToken] = useState(takeLaunchToken);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    document.title = `${t('game.title')} · ${t('game.site')}`;
  }, [t]);

  useEffect(() => {
    let live = true;
    void bootSession(launchToken).then(async (result) => {
      if (result.state === 'ready' && isSupportedLanguage(result.session.language)) {
        await switchLanguage(result.session.language);
      }
      if (live) setBoot(result);
    });
    return () => {
      live = false;
    };
  }, [launchToken, attempt]);

  const lobby = (
    <button type="button" className="lf-primary" onClick={() => goToLobby('')}>
      {t('common.back_to_lobby')}
    </button>
  );

  switch (boot.state) {
    case 'loading':
      return (
        <main className="hs-full" aria-busy="true">
          <div className="hs-spinner" role="status" aria-label={t('common.loading')} />
        </main>
      );
    case 'expired':
      return (
        <FullScreenMessage
          title={t('errors.launch_expired_title')}
          text={boot.message || t('errors.launch_expired_text')}
          action={lobby}
        />
      );
    case 'no-session':
      return (
        <FullScreenMessage
          title={t('errors.no_session_title')}
          text={t('errors.no_session_text')}
          action={lobby}
        />
      );
    case 'failed':
      return (
        <FullScreenMessage
          title={t('errors.open_failed_title')}
          text={boot.message || t('errors.network')}
          action={
            <button
              type="button"
              className="lf-primary"
              onClick={() => {
                setBoot({ state: 'loading' });
                setAttempt((value) => value + 1);
              }}
            >
              {t('common.retry')}
            </button>
          }
        />
      );
    case 'ready':
      return <SlotGame session={boot.session} instant={instant} {...(spin ? { spin } : {})} />;
  }
};
