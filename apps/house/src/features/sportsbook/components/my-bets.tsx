import type { Currency } from '@member-site/contracts/constants';
import { useTranslation } from 'react-i18next';

import { toMinor } from '../../../shared/lib/money';
import { BETS_PAGE_SIZE, type BetsFilter, type SportBetView } from '../api/sportsbook-calls';
import { oddsText, marketName, selectionName } from '../lib/labels';
import type { OddsFormat } from '../lib/use-book';
import type { MyBetsModel } from '../lib/use-my-bets';
import { useLanguageTag } from './use-language-tag';

type Props = {
  model: MyBetsModel;
  format: OddsFormat;
  currency: Currency;
  money: (minor: bigint) => string;
};

const FILTERS: readonly BetsFilter[] = ['open', 'settled', 'all'];

/** A parlay's odds (a decimal string) in the player's format, when they fit whole hundredths. */
const betOdds = (bet: SportBetView, format: OddsFormat): string => {
  const hundredths = Math.round(Number(bet.odds) * 100);
  return Number.isSafeInteger(hundredths) && hundredths >= 100
    ? oddsText(hundredths, format)
    : bet.odds;
};

const BetRow = ({ bet, model, format, currency, money }: Props & { bet: SportBetView }) => {
  const { t } = useTranslation();
  const tag = useLanguageTag();
  const step = model.cashOut?.betId === bet.bet_id ? model.cashOut : null;
  const returned = bet.returned === null ? null : toMinor(bet.returned, currency);
  return (
    <li className={`sb-bet sb-bet--${bet.status}`} data-testid="my-bet" data-bet={bet.bet_id}>
      <div className="sb-bet__head">
        <strong>
          {bet.kind === 'parlay'
            ? t('sports.parlay_legs', { count: bet.legs.length })
            : t('sports.single')}
        </strong>
        <span className="sb-bet__status" data-testid="bet-status">
          {t(`sports.bet_status.${bet.status}`)}
        </span>
      </div>
      <ul className="sb-bet__legs">
        {bet.legs.map((leg) => (
          <li key={leg.selection_id} className="sb-bet__leg" data-testid="bet-leg">
            <span>
              {selectionName(
                {
                  marketType: leg.market_type,
                  line: leg.line,
                  key: leg.key,
                  home: leg.home,
                  away: leg.away,
                },
                t,
              )}{' '}
              <small>
                {marketName(leg.market_type, t)} · {leg.home} {t('sports.versus')} {leg.away}
              </small>
            </span>
            <span>{oddsText(leg.odds, format)}</span>
            {leg.result !== null && (
              <span className={`sb-result sb-result--${leg.result}`}>
                {t(`sports.result.${leg.result}`)}
              </span>
            )}
          </li>
        ))}
      </ul>
      <dl className="sb-bet__sum">
        <div>
          <dt>{t('sports.stake')}</dt>
          <dd>{money(toMinor(bet.stake, currency))}</dd>
        </div>
        <div>
          <dt>{t('sports.odds')}</dt>
          <dd>{betOdds(bet, format)}</dd>
        </div>
        <div>
          <dt>{returned === null ? t('sports.potential_return') : t('sports.returned')}</dt>
          <dd data-testid="bet-return">
            {money(returned ?? toMinor(bet.potential_return, currency))}
          </dd>
        </div>
      </dl>
      <span className="sb-bet__time">
        {new Date(bet.placed_at).toLocaleString(tag)} · #{bet.bet_id}
      </span>
      {bet.status === 'open' && bet.cash_out !== null && !step && (
        <button
          type="button"
          className="lf-secondary sb-bet__cash"
          onClick={() => model.askCashOut(bet)}
          data-testid="cash-out"
        >
          {t('sports.cash_out_for', { amount: money(toMinor(bet.cash_out, currency)) })}
        </button>
      )}
      {step && (
        <div
          className="sb-bet__confirm"
          role="group"
          aria-label={t('sports.cash_out')}
          data-testid="cash-out-confirm"
        >
          <p>
            {step.changed
              ? t('sports.cash_out_changed', { amount: money(toMinor(step.value, currency)) })
              : t('sports.cash_out_confirm', { amount: money(toMinor(step.value, currency)) })}
          </p>
          {step.message !== '' && !step.changed && (
            <p className="sb-slip__refusal" role="alert" data-testid="cash-out-refusal">
              {step.message}
            </p>
          )}
          <div className="sb-slip__actions">
            <button type="button" className="lf-secondary" onClick={model.cancelCashOut}>
              {t('sports.cancel')}
            </button>
            <button
              type="button"
              className="lf-primary"
              onClick={() => void model.confirmCashOut()}
              disabled={step.sending}
              aria-busy={step.sending}
              data-testid="cash-out-yes"
            >
              {t('sports.cash_out_yes')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
};

/** The player's bets: open, settled or all, a page at a time, with cash-out on open ones. */
export const MyBets = (props: Props) => {
  const { t } = useTranslation();
  const { model } = props;
  const { bets } = model;
  const pages = bets.state === 'ready' ? Math.max(1, Math.ceil(bets.total / BETS_PAGE_SIZE)) : 1;
  return (
    <section className="sb-panel sb-mybets" aria-labelledby="sb-mybets-title" data-testid="my-bets">
      <h2 id="sb-mybets-title">{t('tables.my_bets')}</h2>
      <div className="sb-tabs" role="tablist" aria-label={t('sports.bets_filter')}>
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            role="tab"
            aria-selected={model.filter === filter}
            className="sb-tab"
            onClick={() => model.setFilter(filter)}
            data-testid={`bets-${filter}`}
          >
            {t(`sports.bets_filter_${filter}`)}
          </button>
        ))}
      </div>
      {bets.state === 'loading' && (
        <div className="sb-loading" role="status" aria-label={t('common.loading')}>
          <div className="hs-spinner" />
        </div>
      )}
      {bets.state === 'error' && (
        <div className="sb-error" role="alert">
          <p>{bets.message || t('errors.network')}</p>
          <button type="button" className="lf-secondary" onClick={model.refresh}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {bets.state === 'ready' &&
        (bets.list.length === 0 ? (
          <p className="lf-hint">{t('sports.no_bets')}</p>
        ) : (
          <ul className="sb-bets">
            {bets.list.map((bet) => (
              <BetRow key={bet.bet_id} bet={bet} {...props} />
            ))}
          </ul>
        ))}
      {pages > 1 && (
        <div className="sb-pager">
          <button
            type="button"
            className="lf-secondary"
            onClick={() => model.setPage(model.page - 1)}
            disabled={model.page <= 1}
          >
            {t('sports.previous')}
          </button>
          <span data-testid="bets-page">{t('sports.page_of', { page: model.page, pages })}</span>
          <button
            type="button"
            className="lf-secondary"
            onClick={() => model.setPage(model.page + 1)}
            disabled={model.page >= pages}
            data-testid="bets-next"
          >
            {t('sports.next')}
          </button>
        </div>
      )}
    </section>
  );
};
