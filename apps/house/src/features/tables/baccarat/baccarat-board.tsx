import type { BaccaratBetKind } from '@member-site/house-games/baccarat';
import { useTranslation } from 'react-i18next';

import type { TableView } from '../components/table-shell';
import { betKey } from '../lib/bet-slip';
import { baccaratBetLabel, baccaratPaysToOne } from './baccarat-table';

type SpotProps = {
  kind: BaccaratBetKind;
  view: TableView;
  className?: string;
};

/** "1:1", "0.95:1", "8:1", "11:1" */
export const payoutText = (kind: string): string => `${baccaratPaysToOne(kind)}:1`;

/** One betting area: tapping it puts the selected chip on its bet. */
const Spot = ({ kind, view, className = '' }: SpotProps) => {
  const { t } = useTranslation();
  const bet = { kind, pick: [] };
  const key = betKey(bet);
  const stake = view.slip.find((entry) => entry.key === key)?.stake;
  const label = baccaratBetLabel(bet, t);
  return (
    <button
      type="button"
      className={`bc-spot bc-spot--${kind} ${className}${stake ? ' has-stake' : ''}`}
      onClick={() => view.addBet(bet)}
      aria-label={`${label}, ${t('tables.pays_to_one', { n: baccaratPaysToOne(kind) })}${stake ? `, ${t('baccarat.on_spot', { amount: view.money(stake) })}` : ''}`}
      data-testid={`spot-${key}`}
    >
      <span className="bc-spot__name">{label}</span>
      <span className="bc-spot__pays" aria-hidden="true">
        {payoutText(kind)}
      </span>
      {stake && (
        <span className="bc-spot__chip" aria-hidden="true">
          {view.money(stake)}
        </span>
      )}
    </button>
  );
};

/**
 * The betting areas as a live table lays them out: the player pair, the tie and the banker pair
 * along the top, the player and the banker below them.
 */
export const BaccaratBoard = (view: TableView) => {
  const { t } = useTranslation();
  return (
    <section
      className={`bc-board${view.canBet ? '' : ' is-closed'}`}
      aria-label={t('baccarat.board')}
      data-testid="baccarat-board"
    >
      <div className="bc-board__side">
        <Spot view={view} kind="player_pair" />
        <Spot view={view} kind="tie" />
        <Spot view={view} kind="banker_pair" />
      </div>
      <div className="bc-board__main">
        <Spot view={view} kind="player" className="bc-spot--big" />
        <Spot view={view} kind="banker" className="bc-spot--big" />
      </div>
    </section>
  );
};
