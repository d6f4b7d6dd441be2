import { useTranslation } from 'react-i18next';

import { TablePage, type TablePageProps } from '../components/table-page';
import type { TableGameParts } from '../components/table-shell';
import type { TableGameDefinition } from '../lib/table-game';
import { BaccaratBoard } from './baccarat-board';
import { BaccaratRoads } from './baccarat-roads';
import { BaccaratStage } from './baccarat-stage';
import { BACCARAT_TABLE, readBaccaratOutcome } from './baccarat-table';
import './baccarat.css';

/** A round's result drawn small: the two totals, the winner's filled. */
const OutcomeMini = ({ outcome }: { outcome: unknown }) => {
  const { t } = useTranslation();
  const read = readBaccaratOutcome(outcome);
  if (!read) return null;
  return (
    <span className={`bc-mini is-${read.winner}`} aria-hidden="true">
      <span className="bc-mini__side bc-mini__side--player">
        {t('baccarat.short_player')} {read.playerTotal}
      </span>
      <span className="bc-mini__side bc-mini__side--banker">
        {t('baccarat.short_banker')} {read.bankerTotal}
      </span>
    </span>
  );
};

/** Baccarat with its outcomes drawn as the two totals in the lists. */
export const BACCARAT_GAME: TableGameDefinition = {
  ...BACCARAT_TABLE,
  outcomeView: (outcome) => <OutcomeMini outcome={outcome} />,
};

const PARTS: TableGameParts = {
  game: BACCARAT_GAME,
  renderStage: (view) => <BaccaratStage {...view} />,
  renderBoard: (view) => <BaccaratBoard {...view} />,
  renderStats: (view) => <BaccaratRoads {...view} />,
};

/** `/house/tables/baccarat#launch=<token>`: the baccarat shared table. */
export const BaccaratPage = (props: TablePageProps) => <TablePage parts={PARTS} {...props} />;
