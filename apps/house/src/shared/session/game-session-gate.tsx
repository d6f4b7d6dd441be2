import type { HouseSession } from '@member-site/contracts';
import { isSupportedLanguage } from '@member-site/contracts/constants';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { HouseError } from '../api/house-call';
import { switchLanguage } from '../i18n/i18n';
import { FullScreenMessage } from '../ui/full-screen-message';
import {
  clearStoredSession,
  goToLobby,
  openSession,
  readStoredSession,
  takeLaunchToken,
} from './session';

export type SessionBoot =
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
export const bootSession = async (
  launchToken: string | undefined,
  gameCode?: string,
): Promise<SessionBoot> => {
  const kept = readStoredSession();
  // A session of another game (the slot opened before in this tab) does not open this one.
  const stored = kept && (!gameCode || kept.game_code === gameCode) ? kept : undefined;
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

type Props = {
  /** The game this page plays: a stored session of another game is not reused. */
  gameCode?: string;
  /** The text shown when the page opens without a session (it names the game). */
  noSessionText: string;
  children: (session: HouseSession) => ReactNode;
};

/**
 * A game page's session: opened from the launch token or the tab's stored session, in the
 * session's language, with the full-screen states of an expired link, a missing session and a
 * failed connection. The game renders once the session is ready.
 */
export const GameSessionGate = ({ gameCode, noSessionText, children }: Props) => {
  const { t } = useTranslation();
  const [boot, setBoot] = useState<SessionBoot>({ state: 'loading' });
  // The token leaves the address at once; a retry after a failed connection uses it again.
  const [launchToken] = useState(takeLaunchToken);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void bootSession(launchToken, gameCode).then(async (result) => {
      if (result.state === 'ready' && isSupportedLanguage(result.session.language)) {
        await switchLanguage(result.session.language);
      }
      if (live) setBoot(result);
    });
    return () => {
      live = false;
    };
  }, [launchToken, gameCode, attempt]);

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
          text={noSessionText}
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
      return children(boot.session);
  }
};
