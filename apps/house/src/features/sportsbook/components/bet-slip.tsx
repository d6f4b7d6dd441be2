import type { Currency } from '@member-site/contracts/constants';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { OddsChoice } from '../api/sportsbook-calls';
import {
  checkParlay,
  correlatedFixtures,
  hasOddsChange,
  parlayOdds,
  parlayReturn,
  returnAt,
  slipTotal,
  type SlipPick,
} from '../lib/bet-slip';
import { marketName, oddsText, selectionName } from '../lib/labels';
import type { OddsFormat } from '../lib/use-book';
import { exceededMax, slipBlock, type SlipLimits, type SlipModel } from '../lib/use-slip';
import { StakeInput } from './stake-input';

type Props = {
  model: SlipModel;
  format: OddsFormat;
  limits: SlipLimits;
  balance: bigint;
  currency: Currency;
  money: (minor: bigint) => string;
};

const ACCEPT_CHOICES: readonly OddsChoice[] = ['none', 'higher', 'any'];

/** A selection's odds in the slip: the ones taken, and the new ones when they moved. */
const PickOdds = ({ pick, format }: { pick: SlipPick; format: OddsFormat }) => {
  const { t } = useTranslation();
  if (!hasOddsChange(pick) || pick.odds === null) {
    return (
      <strong className="sb-slip__odds" data-testid="slip-odds">
        {oddsText(pick.accepted, format)}
      </strong>
    );
  }
  const direction = pick.odds > pick.accepted ? 'up' : 'down';
  return (
    <strong className={`sb-slip__odds is-${direction}`} data-testid="slip-odds">
      <del aria-label={t('sports.old_odds')}>{oddsText(pick.accepted, format)}</del>{' '}
      <span aria-label={t('sports.new_odds')} data-testid="slip-new-odds">
        {oddsText(pick.odds, format)}
      </span>
    </strong>
  );
};

/** The parlay's odds in the player's format; past what a number holds exactly, in decimal. */
const parlayOddsText = (legOdds: readonly number[], format: OddsFormat): string => {
  if (legOdds.length === 0) return '';
  const hundredths = parlayOdds(legOdds);
  return Number.isSafeInteger(hundredths)
    ? oddsText(hundredths, format)
    : (hundredths / 100).toFixed(0);
};

const blockText = (
  block: NonNullable<ReturnType<typeof slipBlock>>,
  slip: SlipModel['slip'],
  limits: SlipLimits,
  money: (minor: bigint) => string,
  t: TFunction,
): string | null => {
  switch (block) {
    case 'empty':
    case 'no_stake':
      return null;
    case 'below_min':
      return t('sports.block.below_min', { amount: money(limits.min) });
    case 'above_max':
      return t('sports.block.above_max', {
        amount: money(exceededMax(slip, limits) ?? limits.max),
      });
    default:
      return t(`sports.block.${block}`);
  }
};

/**
 * The bet slip: singles with a stake each or one parlay of 2 to 10 legs from different matches,
 * each bet's possible return, the total against the balance and the book's limits, odds changes
 * old and new with a way to take them, the odds-change choice, and the server's refusals per bet.
 */
export const BetSlip = ({ model, format, limits, balance, currency, money }: Props) => {
  const { t } = useTranslation();
  const { slip, placing, notice } = model;
  const correlated = correlatedFixtures(slip.picks);
  const parlayCheck = checkParlay(slip.picks);
  const parlay = slip.mode === 'parlay';
  const legOdds = slip.picks.map((pick) => pick.accepted);
  const block = slipBlock(slip, limits, balance, model.acceptOdds);
  const blockMessage = block ? blockText(block, slip, limits, money, t) : null;
  const anyChange = slip.picks.some(hasOddsChange);

  return (
    <section className="sb-panel sb-slip" aria-labelledby="sb-slip-title" data-testid="bet-slip">
      <h2 id="sb-slip-title">
        {t('sports.slip_title')} <span className="sb-count">{slip.picks.length}</span>
      </h2>
      <div className="sb-slip__modes" role="tablist" aria-label={t('sports.slip_modes')}>
        <button
          type="button"
          role="tab"
          aria-selected={!parlay}
          className="sb-tab"
          onClick={() => model.setMode('singles')}
        >
          {t('sports.singles')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={parlay}
          className="sb-tab"
          onClick={() => model.setMode('parlay')}
          disabled={!parlay && (parlayCheck === 'correlated' || parlayCheck === 'too_many')}
          data-testid="parlay-tab"
        >
          {t('sports.parlay')}
        </button>
      </div>

      {slip.picks.length === 0 ? (
        <p className="lf-hint">{t('sports.slip_empty')}</p>
      ) : (
        <ul className="sb-slip__list">
          {slip.picks.map((pick) => {
            const name = selectionName(pick, t);
            return (
              <li
                key={pick.selectionId}
                className={`sb-slip__pick${pick.locked ? ' is-locked' : ''}`}
                data-testid="slip-pick"
              >
                <div className="sb-slip__head">
                  <span className="sb-slip__selection">{name}</span>
                  <PickOdds pick={pick} format={format} />
                  <button
                    type="button"
                    className="sb-slip__remove"
                    onClick={() => model.remove(pick.selectionId)}
                    disabled={placing}
                    aria-label={t('sports.remove_pick', { pick: name })}
                  >
                    ×
                  </button>
                </div>
                <span className="sb-slip__market">
                  {marketName(pick.marketType, t)} · {pick.home} {t('sports.versus')} {pick.away}
                </span>
                {pick.locked && (
                  <span className="sb-slip__flag" data-testid="slip-locked">
                    {t('sports.pick_locked')}
                  </span>
                )}
                {correlated.has(pick.fixtureId) && (
                  <span className="sb-slip__flag" data-testid="slip-correlated">
                    {t('sports.pick_correlated')}
                  </span>
                )}
                {!parlay && (
                  <div className="sb-slip__stake-row">
                    <StakeInput
                      value={pick.stake}
                      currency={currency}
                      label={t('sports.stake_for', { pick: name })}
                      onChange={(minor) => model.setStake(pick.selectionId, minor)}
                      disabled={placing}
                      testId="single-stake"
                    />
                    <span className="sb-slip__return" data-testid="single-return">
                      {t('sports.possible_return', {
                        amount: money(returnAt(pick.stake, pick.accepted)),
                      })}
                    </span>
                  </div>
                )}
                {pick.refusal !== undefined && (
                  <p className="sb-slip__refusal" role="alert" data-testid="slip-refusal">
                    {pick.refusal || t('errors.network')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {parlay && slip.picks.length > 0 && (
        <div className="sb-slip__parlay" data-testid="parlay">
          <div className="sb-slip__parlay-head">
            <span>{t('sports.parlay_legs', { count: slip.picks.length })}</span>
            <strong data-testid="parlay-odds">{parlayOddsText(legOdds, format)}</strong>
          </div>
          {parlayCheck !== 'ok' && (
            <p className="lf-hint lf-hint--warn" role="alert" data-testid="parlay-refused">
              {t(`sports.block.parlay_${parlayCheck}`)}
            </p>
          )}
          <div className="sb-slip__stake-row">
            <StakeInput
              value={slip.parlayStake}
              currency={currency}
              label={t('sports.parlay_stake')}
              onChange={model.setParlayStake}
              disabled={placing || parlayCheck !== 'ok'}
              testId="parlay-stake"
            />
            <span className="sb-slip__return" data-testid="parlay-return">
              {t('sports.possible_return', {
                amount: money(parlayReturn(slip.parlayStake, legOdds)),
              })}
            </span>
          </div>
          {slip.parlayRefusal !== undefined && (
            <p className="sb-slip__refusal" role="alert" data-testid="slip-refusal">
              {slip.parlayRefusal || t('errors.network')}
            </p>
          )}
        </div>
      )}

      {anyChange && (
        <div className="sb-slip__changed" role="status" data-testid="odds-changed">
          <span>{t('sports.odds_changed')}</span>
          <button type="button" className="lf-secondary" onClick={model.acceptChanges}>
            {t('sports.accept_new_odds')}
          </button>
        </div>
      )}

      <label className="sb-slip__choice">
        <span>{t('sports.accept_odds_label')}</span>
        <select
          value={model.acceptOdds}
          onChange={(event) => model.setAcceptOdds(event.target.value as OddsChoice)}
          data-testid="accept-odds"
        >
          {ACCEPT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`sports.accept_odds.${choice}`)}
            </option>
          ))}
        </select>
      </label>

      <dl className="sb-slip__sum">
        <div>
          <dt>{t('sports.total_stake')}</dt>
          <dd data-testid="slip-total">{money(slipTotal(slip))}</dd>
        </div>
        <div>
          <dt>{t('tables.balance')}</dt>
          <dd>{money(balance)}</dd>
        </div>
        <div className="sb-slip__limits">
          <dt>{t('sports.limits')}</dt>
          <dd data-testid="slip-limits">
            {money(limits.min)} – {money(limits.max)}
          </dd>
        </div>
      </dl>
      {blockMessage && (
        <p className="lf-hint lf-hint--warn" data-testid="slip-block">
          {blockMessage}
        </p>
      )}
      {notice && (
        <div
          className={`sb-notice sb-notice--${notice.kind}`}
          role={notice.kind === 'placed' ? 'status' : 'alert'}
          data-testid="slip-notice"
        >
          <span>
            {notice.kind === 'placed'
              ? t('tables.placed', { count: notice.count })
              : notice.message || t('errors.network')}
          </span>
          <button type="button" className="sb-link-button" onClick={model.dismissNotice}>
            {t('common.close')}
          </button>
        </div>
      )}
      <div className="sb-slip__actions">
        <button
          type="button"
          className="lf-secondary"
          onClick={model.clear}
          disabled={slip.picks.length === 0 || placing}
        >
          {t('tables.clear')}
        </button>
        <button
          type="button"
          className="lf-primary"
          onClick={() => void model.placeAll()}
          disabled={block !== null || placing}
          aria-busy={placing}
          data-testid="place-bets"
        >
          {placing ? t('tables.placing') : t('sports.place_bets')}
        </button>
      </div>
    </section>
  );
};
