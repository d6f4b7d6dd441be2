import type { CockfightResult } from '@member-site/house-games/cockfight';
import { useTranslation } from 'react-i18next';

import { TablePage, type TablePageProps } from '../components/table-page';
import type { TableGameParts } from '../components/table-shell';
import type { TableGameDefinition } from '../lib/table-game';
import { CockfightBoard } from './cockfight-board';
import { CockfightStage } from './cockfight-stage';
import { CockfightStats } from './cockfight-stats';
import {
  COCKFIGHT_TABLE,
  readCockfightCard,
  readCockfightOutcome,
  setCurrentCockfightCard,
} from './cockfight-table';
import './cockfight.css';

/** A result as a small coloured tag. */
const ResultTag = ({ result }: { result: CockfightResult }) => {
  const { t } = useTranslation();
  return (
    <span className={`cf-tag cf-tag--${result}`} aria-hidden="true">
      {t(`cockfight.short_${result}`)}
    </span>
  );
};

/** Cockfight with its outcomes drawn as coloured tags in the lists. */
export const COCKFIGHT_GAME: TableGameDefinition = {
  ...COCKFIGHT_TABLE,
  outcomeView: (outcome) => {
    const fight = readCockfightOutcome(outcome);
    return fight ? <ResultTag result={fight.winner} /> : null;
  },
};

const PARTS: TableGameParts = {
  game: COCKFIGHT_GAME,
  renderStage: (view) => <CockfightStage {...view} />,
  renderBoard: (view) => {
    // The bet slip's possible returns follow the odds of the round open for bets; the shell
    // renders the slip after the board, so it reads this card.
    setCurrentCockfightCard(
      view.round?.status === 'open' ? readCockfightCard(view.round.card) : null,
    );
    return <CockfightBoard {...view} />;
  },
  renderStats: (view) => <CockfightStats {...view} />,
};

/** `/house/tables/cockfight#launch=<token>`: the cockfight's shared table. */
export const CockfightPage = (props: TablePageProps) => <TablePage parts={PARTS} {...props} />;
