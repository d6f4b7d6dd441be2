import type { HouseSession } from '@member-site/contracts';
import { useTranslation } from 'react-i18next';

import { GameSessionGate } from '../../../shared/session/game-session-gate';
import { TableShell } from '../components/table-shell';
import type { TableGameDefinition } from '../lib/table-game';
import type { TableSocketFactory } from '../lib/table-realtime';
import type { TableApi } from '../lib/use-table';
import { BullBullBoard } from './bull-bull-board';
import { BullBullStage } from './bull-bull-stage';
import { BullBullStats } from './bull-bull-stats';
import { BULL_BULL_TABLE, PLAYER_HANDS, readBullBullOutcome } from './bull-bull-table';
import './bull-bull.css';

/** Bull bull with its outcomes drawn small in the lists: which player hands beat the banker. */
export const BULL_BULL_GAME: TableGameDefinition = {
  ...BULL_BULL_TABLE,
  outcomeView: (outcome) => {
    const round = readBullBullOutcome(outcome);
    return round ? (
      <span className="bb-dots bb-dots--mini" aria-hidden="true">
        {PLAYER_HANDS.map((n) => (
          <span key={n} className={`bb-dot${round.winners[n - 1] ? ' is-win' : ''}`}>
            {n}
          </span>
        ))}
      </span>
    ) : null;
  },
};

type Props = {
  instant?: boolean;
  api?: Partial<TableApi>;
  connect?: TableSocketFactory;
};

export const BullBullTable = ({
  session,
  instant,
  api,
  connect,
}: Props & { session: HouseSession }) => (
  <TableShell
    session={session}
    game={BULL_BULL_GAME}
    instant={instant ?? false}
    {...(api ? { api } : {})}
    {...(connect ? { connect } : {})}
    renderStage={(view) => <BullBullStage {...view} />}
    renderBoard={(view) => <BullBullBoard {...view} />}
    renderStats={(view) => <BullBullStats {...view} />}
  />
);

/** `/house/tables/bull-bull#launch=<token>`: bull bull's shared table. */
export const BullBullPage = (props: Props) => {
  const { t } = useTranslation();
  return (
    <GameSessionGate gameCode={BULL_BULL_TABLE.code} noSessionText={t('tables.no_session_text')}>
      {(session) => <BullBullTable session={session} {...props} />}
    </GameSessionGate>
  );
};
