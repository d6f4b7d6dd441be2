import { TablePage, type TablePageProps } from '../components/table-page';
import type { TableGameParts } from '../components/table-shell';
import type { TableGameDefinition } from '../lib/table-game';
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

const PARTS: TableGameParts = {
  game: RACING_GAME,
  renderStage: (view) => {
    // The slip's possible wins and bet names read the card of the round on screen.
    setShownCard(readRacingCard(view.round?.card));
    return <RacingStage {...view} />;
  },
  renderBoard: (view) => <RacingBoard {...view} />,
  renderStats: (view) => <RacingStats {...view} />,
};

/** `/house/tables/virtual-racing#launch=<token>`: virtual horse racing's shared table. */
export const VirtualRacingPage = (props: TablePageProps) => <TablePage parts={PARTS} {...props} />;
