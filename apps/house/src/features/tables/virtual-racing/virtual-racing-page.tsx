import type { HouseSession } from '@member-site/contracts';
import { useTranslation } from 'react-i18next';

import { GameSessionGate } from '../../../shared/session/game-session-gate';
import { TableShell } from '../components/table-shell';
import type { TableGameDefinition } from '../lib/table-game';
import type { TableSocketFactory } from '../lib/table-realtime';
import type { TableApi } from '../lib/use-table';
import { RacingBoard } from './racing-board';
import { RacingStage } from './racing-stage';
import { RacingStats } from './racing-stats';
import { RACING_TABLE, readRacingCard, readRacingOutcome, setShownCard } from './racing-table';
import { Silk } from './silk';
import './racing.css';

/** Virtual racing with its first three drawn as saddle cloths in the lists. */
export const RACING_GAME: TableGameDefinition = {
  ...RACING_TABLE,
  outcomeView: (outcome) => {
    const race = readRacingOutcome(outcome);
    return race ? (
      <span className="vr-mini" aria-hidden="true">
        {race.order.slice(0, 3).map((number) => (
          <Silk key={number} number={number} />
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

export const VirtualRacingTable = ({
  session,
  instant,
  api,
  connect,
}: Props & { session: HouseSession }) => (
  <TableShell
    session={session}
    game={RACING_GAME}
    instant={instant ?? false}
    {...(api ? { api } : {})}
    {...(connect ? { connect } : {})}
    renderStage={(view) => {
      // The slip's possible wins and bet names read the card of the round on screen.
      setShownCard(readRacingCard(view.round?.card));
      return <RacingStage {...view} />;
    }}
    renderBoard={(view) => <RacingBoard {...view} />}
    renderStats={(view) => <RacingStats {...view} />}
  />
);

/** `/house/tables/virtual-racing#launch=<token>`: virtual horse racing's shared table. */
export const VirtualRacingPage = (props: Props) => {
  const { t } = useTranslation();
  return (
    <GameSessionGate gameCode={RACING_TABLE.code} noSessionText={t('tables.no_session_text')}>
      {(session) => <VirtualRacingTable session={session} {...props} />}
    </GameSessionGate>
  );
};
