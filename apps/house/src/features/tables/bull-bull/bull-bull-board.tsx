import type { RoundBet } from '@member-site/house-games/rounds';
import { useTranslation } from 'react-i18next';

import type { TableView } from '../components/table-shell';
import { betKey } from '../lib/bet-slip';
import { HOLD_STAKES, PLAYER_HANDS, bullBullBetLabel, winPerStake } from './bull-bull-table';

/** The least and the most a winning hand wins per stake (0.95 and 4.75). */
const WIN_RANGE = `${winPerStake(1)}–${winPerStake(5)}`;

/** One player hand to back: tapping it puts the selected chip on it. */
const Spot = ({ n, view }: { n: number; view: TableView }) => {
  const { t } = useTranslation();
  const bet: RoundBet = { kind: 'player', pick: [n] };
  const stake = view.slip.find((entry) => entry.key === betKey(bet))?.stake;
  const label = bullBullBetLabel(bet, t);
  const held = stake === undefined ? '' : view.money(stake * BigInt(HOLD_STAKES));
  return (
    <button
      type="button"
      className={`bb-spot${stake ? ' has-stake' : ''}`}
      onClick={() => view.addBet(bet)}
      aria-label={`${label}, ${t('bullBull.spot_pays', { range: WIN_RANGE })}${stake ? `, ${t('bullBull.on_spot', { amount: view.money(stake), held })}` : ''}`}
      data-testid={`spot-${betKey(bet)}`}
    >
      <span className="bb-spot__name">{label}</span>
      <span className="bb-spot__pays" aria-hidden="true">
        {WIN_RANGE}:1
      </span>
      {stake && (
        <>
          <span className="bb-spot__chip" aria-hidden="true">
            {view.money(stake)}
          </span>
          <span className="bb-spot__held" aria-hidden="true">
            {t('bullBull.holds', { amount: held })}
          </span>
        </>
      )}
    </button>
  );
};

/**
 * The five player hands to back against the banker, with what a bet holds: five stakes, the most
 * a losing hand can cost, taken from the balance when the bet is placed and settled at the draw.
 */
export const BullBullBoard = (view: TableView) => {
  const { t } = useTranslation();
  return (
    <section className="bb-board" aria-label={t('bullBull.board')} data-testid="bull-board">
      <div className="bb-board__spots">
        {PLAYER_HANDS.map((n) => (
          <Spot key={n} n={n} view={view} />
        ))}
      </div>
      <p className="bb-board__note" data-testid="hold-note">
        {t('bullBull.hold_note', { hold: HOLD_STAKES })}
      </p>
    </section>
  );
};
