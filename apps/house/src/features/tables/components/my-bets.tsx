import type { TableBetView } from '@member-site/contracts';
import type { Currency } from '@member-site/contracts/constants';
import { useTranslation } from 'react-i18next';

import { toMinor } from '../../../shared/lib/money';
import type { TableGameDefinition } from '../lib/table-game';

type Props = {
  game: TableGameDefinition;
  bets: readonly TableBetView[];
  /** The round they were placed on, by number; undefined while none is shown. */
  roundNumber: number | undefined;
  currency: Currency;
  money: (minor: bigint) => string;
};

/** The player's bets on the round shown, with what each returned once it is settled. */
export const MyBets = ({ game, bets, roundNumber, currency, money }: Props) => {
  const { t } = useTranslation();
  return (
    <section className="tb-panel tb-mybets" aria-labelledby="tb-mybets-title">
      <h2 id="tb-mybets-title">
        {roundNumber === undefined
          ? t('tables.my_bets')
          : t('tables.my_bets_round', { n: roundNumber })}
      </h2>
      {bets.length === 0 ? (
        <p className="lf-hint">{t('tables.no_bets')}</p>
      ) : (
        <ul className="tb-mybets__list">
          {bets.map((bet) => {
            const returned = bet.returned === null ? null : toMinor(bet.returned, currency);
            const won = returned !== null && returned > 0n;
            let result: string;
            if (bet.status === 'placed') result = t('tables.bet_placed');
            else if (bet.status === 'refunded') result = t('tables.bet_refunded');
            else
              result = won
                ? t('tables.bet_won', { amount: money(returned) })
                : t('tables.bet_lost');
            return (
              <li
                key={bet.bet_id}
                className={`tb-mybets__row${won && bet.status === 'settled' ? ' is-won' : ''}`}
                data-testid="my-bet"
              >
                <span>{game.betLabel(bet, t)}</span>
                <span>{money(toMinor(bet.stake, currency))}</span>
                <strong>{result}</strong>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
