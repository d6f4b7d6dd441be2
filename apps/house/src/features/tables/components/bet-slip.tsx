import { returnOf } from '@member-site/house-games/rounds';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { SlipEntry } from '../lib/bet-slip';
import type { TableGameDefinition } from '../lib/table-game';
import type { TableNotice } from '../lib/use-table';

type Props = {
  game: TableGameDefinition;
  entries: readonly SlipEntry[];
  total: bigint;
  /** What placing the slip takes from the balance (the total, or more where a bet holds more). */
  hold: bigint;
  balance: bigint;
  canBet: boolean;
  placing: boolean;
  notice: TableNotice | null;
  money: (minor: bigint) => string;
  onRemove: (key: string) => void;
  onClear: () => void;
  onPlace: () => void;
  onDismiss: () => void;
};

const noticeText = (notice: TableNotice, t: TFunction): string => {
  if (notice.kind === 'limit') return t('tables.slip_limit');
  if (notice.kind === 'placed') return t('tables.placed', { count: notice.count });
  return notice.message === '' ? t('errors.network') : notice.message;
};

/**
 * The bets chosen for the round before they are placed: each with its stake and what it can
 * win, the total (and what placing it holds, where that is more) against the balance, and
 * placing or clearing them all.
 */
export const BetSlip = ({
  game,
  entries,
  total,
  hold,
  balance,
  canBet,
  placing,
  notice,
  money,
  onRemove,
  onClear,
  onPlace,
  onDismiss,
}: Props) => {
  const { t } = useTranslation();
  const over = hold > balance;
  return (
    <section className="tb-panel tb-slip" aria-labelledby="tb-slip-title" data-testid="bet-slip">
      <h2 id="tb-slip-title">{t('tables.slip_title')}</h2>
      {entries.length === 0 ? (
        <p className="lf-hint">{t('tables.slip_empty')}</p>
      ) : (
        <ul className="tb-slip__list">
          {entries.map((entry) => {
            const label = game.betLabel(entry, t);
            return (
              <li key={entry.key} className="tb-slip__row" data-testid="slip-row">
                <span className="tb-slip__bet">{label}</span>
                <span className="tb-slip__stake" data-testid="slip-stake">
                  {money(entry.stake)}
                </span>
                <span className="tb-slip__win" data-testid="slip-win">
                  {t('tables.possible_win', {
                    amount: money(returnOf(entry.stake, game.maxReturn(entry))),
                  })}
                </span>
                <button
                  type="button"
                  className="tb-slip__remove"
                  onClick={() => onRemove(entry.key)}
                  disabled={placing}
                  aria-label={t('tables.remove_bet', { bet: label })}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <dl className="tb-slip__sum">
        <div>
          <dt>{t('tables.total_stake')}</dt>
          <dd data-testid="slip-total">{money(total)}</dd>
        </div>
        {hold !== total && (
          <div>
            <dt>{t('tables.total_hold')}</dt>
            <dd data-testid="slip-hold">{money(hold)}</dd>
          </div>
        )}
        <div>
          <dt>{t('tables.balance')}</dt>
          <dd>{money(balance)}</dd>
        </div>
      </dl>
      {over && (
        <p className="lf-hint lf-hint--warn" role="alert" data-testid="slip-over">
          {t('tables.over_balance')}
        </p>
      )}
      {!canBet && entries.length > 0 && <p className="lf-hint">{t('tables.wait_next_round')}</p>}
      {notice && (
        <div
          className={`tb-notice tb-notice--${notice.kind}`}
          role={notice.kind === 'placed' ? 'status' : 'alert'}
          data-testid="table-notice"
        >
          <span>{noticeText(notice, t)}</span>
          <button type="button" className="tb-link-button" onClick={onDismiss}>
            {t('common.close')}
          </button>
        </div>
      )}
      <div className="tb-slip__actions">
        <button
          type="button"
          className="lf-secondary"
          onClick={onClear}
          disabled={entries.length === 0 || placing}
        >
          {t('tables.clear')}
        </button>
        <button
          type="button"
          className="lf-primary"
          onClick={onPlace}
          disabled={entries.length === 0 || over || !canBet || placing}
          aria-busy={placing}
        >
          {placing ? t('tables.placing') : t('tables.place_all')}
        </button>
      </div>
    </section>
  );
};
