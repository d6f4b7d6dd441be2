import { useTranslation } from 'react-i18next';

import { GameSessionGate } from '../../../shared/session/game-session-gate';
import type { BookApi } from '../lib/book-api';
import type { BookSocketFactory } from '../lib/sportsbook-realtime';
import { BookShell } from './book-shell';

export type BookPageProps = {
  /** The book's game: the sportsbook of hall 4 or the esports book of hall 9. */
  gameCode: 's_sportsbook' | 'g_esports';
  api?: Partial<BookApi>;
  connect?: BookSocketFactory;
};

/** A book's page: the game session from the launch token, then the book. */
export const BookPage = ({ gameCode, api, connect }: BookPageProps) => {
  const { t } = useTranslation();
  return (
    <GameSessionGate
      gameCode={gameCode}
      noSessionText={t(
        gameCode === 'g_esports' ? 'sports.no_session_esports' : 'sports.no_session_sports',
      )}
    >
      {(session) => (
        <BookShell session={session} {...(api ? { api } : {})} {...(connect ? { connect } : {})} />
      )}
    </GameSessionGate>
  );
};

/** /house/sportsbook: hall 4. */
export const SportsbookPage = (props: Omit<BookPageProps, 'gameCode'>) => (
  <BookPage gameCode="s_sportsbook" {...props} />
);

/** /house/esports: hall 9. */
export const EsportsPage = (props: Omit<BookPageProps, 'gameCode'>) => (
  <BookPage gameCode="g_esports" {...props} />
);
