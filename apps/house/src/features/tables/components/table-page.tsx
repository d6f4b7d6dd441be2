import { useTranslation } from 'react-i18next';

import { GameSessionGate } from '../../../shared/session/game-session-gate';
import type { TableSocketFactory } from '../lib/table-realtime';
import type { TableApi } from '../lib/use-table';
import { type TableGameParts, TableShell } from './table-shell';

/** What a table game's page takes: the tests' instant shows, stubbed calls and socket. */
export type TablePageProps = {
  instant?: boolean;
  api?: Partial<TableApi>;
  connect?: TableSocketFactory;
};

/**
 * A table game's page: the game session from the launch token, then the shared shell with the
 * game's own parts (its stage, board and results).
 */
export const TablePage = ({
  parts,
  instant,
  api,
  connect,
}: TablePageProps & { parts: TableGameParts }) => {
  const { t } = useTranslation();
  return (
    <GameSessionGate gameCode={parts.game.code} noSessionText={t('tables.no_session_text')}>
      {(session) => (
        <TableShell
          session={session}
          instant={instant ?? false}
          {...(api ? { api } : {})}
          {...(connect ? { connect } : {})}
          {...parts}
        />
      )}
    </GameSessionGate>
  );
};
