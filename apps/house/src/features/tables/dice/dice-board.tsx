import { DICE_PAYS } from '@member-site/house-games/dice';
import type { RoundBet } from '@member-site/house-games/rounds';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { TableView } from '../components/table-shell';
import { betKey } from '../lib/bet-slip';
import { Die } from './die';
import { diceBetLabel, dicePaysToOne } from './dice-table';

const FACES = [1, 2, 3, 4, 5, 6] as const;
const SUMS = Array.from({ length: 14 }, (_, index) => index + 4);

type SpotProps = {
  bet: RoundBet;
  view: TableView;
  className?: string;
  children: ReactNode;
  /** The payout as shown on the spot ("1:1", "50:1", "1-3:1"). */
  pays: string;
};

/** One area of the board: tapping it puts the selected chip on its bet. */
const Spot = ({ bet, view, className = '', children, pays }: SpotProps) => {
  const { t } = useTranslation();
  const stake = view.slip.find((entry) => entry.key === betKey(bet))?.stake;
  const label = diceBetLabel(bet, t);
  return (
    <button
      type="button"
      className={`dc-spot ${className}${stake ? ' has-stake' : ''}`}
      onClick={() => view.addBet(bet)}
      aria-label={`${label}, ${t('tables.pays_to_one', { n: pays })}${stake ? `, ${t('dice.on_spot', { amount: view.money(stake) })}` : ''}`}
      data-testid={`spot-${betKey(bet)}`}
    >
      <span className="dc-spot__name">{children}</span>
      <span className="dc-spot__pays" aria-hidden="true">
        {pays}:1
      </span>
      {stake && (
        <span className="dc-spot__chip" aria-hidden="true">
          {view.money(stake)}
        </span>
      )}
    </button>
  );
};

const payText = (kind: string, pick?: number): string => String(dicePaysToOne(kind, pick));

/**
 * The Sic Bo board: small, odd, the triples, even and big across the top, then the doubles, the
 * sums 4 to 17 and the single faces.
 */
export const DiceBoard = (view: TableView) => {
  const { t } = useTranslation();
  const single = DICE_PAYS.single;
  return (
    <section className="dc-board" aria-label={t('dice.board')} data-testid="dice-board">
      <div className="dc-board__top">
        <Spot view={view} bet={{ kind: 'small', pick: [] }} className="dc-spot--big" pays="1">
          {t('dice.bet_small')}
          <small>{t('dice.small_range')}</small>
        </Spot>
        <Spot view={view} bet={{ kind: 'odd', pick: [] }} className="dc-spot--big" pays="1">
          {t('dice.bet_odd')}
        </Spot>
        <div className="dc-board__triples">
          <Spot
            view={view}
            bet={{ kind: 'any_triple', pick: [] }}
            className="dc-spot--any"
            pays={payText('any_triple')}
          >
            {t('dice.bet_any_triple')}
          </Spot>
          <div className="dc-board__row dc-board__row--triples">
            {FACES.map((face) => (
              <Spot
                key={face}
                view={view}
                bet={{ kind: 'triple', pick: [face] }}
                pays={payText('triple')}
              >
                <span className="dc-mini-dice" aria-hidden="true">
                  <Die face={face} />
                  <Die face={face} />
                  <Die face={face} />
                </span>
              </Spot>
            ))}
          </div>
        </div>
        <Spot view={view} bet={{ kind: 'even', pick: [] }} className="dc-spot--big" pays="1">
          {t('dice.bet_even')}
        </Spot>
        <Spot view={view} bet={{ kind: 'big', pick: [] }} className="dc-spot--big" pays="1">
          {t('dice.bet_big')}
          <small>{t('dice.big_range')}</small>
        </Spot>
      </div>
      <h3 className="dc-board__title">{t('dice.doubles')}</h3>
      <div className="dc-board__row dc-board__row--doubles">
        {FACES.map((face) => (
          <Spot
            key={face}
            view={view}
            bet={{ kind: 'double', pick: [face] }}
            pays={payText('double')}
          >
            <span className="dc-mini-dice" aria-hidden="true">
              <Die face={face} />
              <Die face={face} />
            </span>
          </Spot>
        ))}
      </div>
      <h3 className="dc-board__title">{t('dice.sums')}</h3>
      <div className="dc-board__row dc-board__row--sums">
        {SUMS.map((sum) => (
          <Spot key={sum} view={view} bet={{ kind: 'sum', pick: [sum] }} pays={payText('sum', sum)}>
            <span className="dc-spot__sum">{sum}</span>
          </Spot>
        ))}
      </div>
      <h3 className="dc-board__title">{t('dice.singles')}</h3>
      <div className="dc-board__row dc-board__row--singles">
        {FACES.map((face) => (
          <Spot
            key={face}
            view={view}
            bet={{ kind: 'single', pick: [face] }}
            pays={`${single[1]}-${single[3]}`}
          >
            <span className="dc-mini-dice" aria-hidden="true">
              <Die face={face} />
            </span>
          </Spot>
        ))}
      </div>
    </section>
  );
};
