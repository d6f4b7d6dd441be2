import { TablePage, type TablePageProps } from '../components/table-page';
import type { TableGameParts } from '../components/table-shell';
import type { TableGameDefinition } from '../lib/table-game';
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

const PARTS: TableGameParts = {
  game: BULL_BULL_GAME,
  renderStage: (view) => <BullBullStage {...view} />,
  renderBoard: (view) => <BullBullBoard {...view} />,
  renderStats: (view) => <BullBullStats {...view} />,
};

/** `/house/tables/bull-bull#launch=<token>`: bull bull's shared table. */
export const BullBullPage = (props: TablePageProps) => <TablePage parts={PARTS} {...props} />;
