import type { RacingCard } from '@member-site/house-games/racing';
import type { RoundBet } from '@member-site/house-games/rounds';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TableView } from '../components/table-shell';
import { betKey } from '../lib/bet-slip';
import {
  RUNNER_NUMBERS,
  decimalOdds,
  marginText,
  oddsOf,
  racingBetLabel,
  readRacingCard,
} from './racing-table';
import { Silk } from './silk';

type OddsButtonProps = { bet: RoundBet; card: RacingCard; view: TableView };

/** A price on the card: tapping it puts the selected chip on that bet. */
const OddsButton = ({ bet, card, view }: OddsButtonProps) => {
  const { t } = useTranslation();
  const stake = view.slip.find((entry) => entry.key === betKey(bet))?.stake;
  const odds = decimalOdds(oddsOf(bet, card));
  return (
    <button
      type="button"
      className={`vr-odds${stake ? ' has-stake' : ''}`}
      onClick={() => view.addBet(bet)}
      aria-label={`${racingBetLabel(bet, t)}, ${t('racing.at_odds', { odds })}${stake ? `, ${t('racing.in_slip', { amount: view.money(stake) })}` : ''}`}
      data-testid={`odds-${betKey(bet)}`}
    >
      <span className="vr-odds__price">{odds}</span>
      {stake && (
        <span className="vr-odds__chip" aria-hidden="true">
          {view.money(stake)}
        </span>
      )}
    </button>
  );
};

/** The finishing positions of a horse's last runs, newest first. */
export const Form = ({ form }: { form: readonly number[] }) => {
  const { t } = useTranslation();
  if (form.length === 0)
    return <span className="vr-form vr-form--none">{t('racing.no_form')}</span>;
  return (
    <span className="vr-form" aria-label={t('racing.form_label', { form: form.join(', ') })}>
      {form.map((place, index) => (
        <span
          key={index}
          className={`vr-form__run${place <= 3 ? ` vr-form__run--${place}` : ''}`}
          aria-hidden="true"
        >
          {place}
        </span>
      ))}
    </span>
  );
};

/** First and second picked from the card, with the forecast's odds and a button to add it. */
const ForecastPicker = ({ card, view }: { card: RacingCard; view: TableView }) => {
  const { t } = useTranslation();
  const [first, setFirst] = useState(1);
  const [second, setSecond] = useState(2);
  const bet: RoundBet = { kind: 'forecast', pick: [first, second] };
  const odds = oddsOf(bet, card);
  const runnerOption = (number: number) => (
    <option key={number} value={number}>
      #{number} {card.runners[number - 1]?.name ?? ''}
    </option>
  );
  return (
    <div className="vr-forecast" data-testid="forecast-picker">
      <h3 className="vr-board__title">
        {t('racing.market_forecast')}{' '}
        <small>{t('racing.margin', { margin: marginText(card.margins.forecast) })}</small>
      </h3>
      <p className="lf-hint">{t('racing.forecast_hint')}</p>
      <div className="vr-forecast__row">
        <label className="vr-forecast__pick">
          <span>{t('racing.first')}</span>
          <select
            value={first}
            onChange={(event) => setFirst(Number(event.target.value))}
            data-testid="forecast-first"
          >
            {RUNNER_NUMBERS.map(runnerOption)}
          </select>
        </label>
        <label className="vr-forecast__pick">
          <span>{t('racing.second')}</span>
          <select
            value={second}
            onChange={(event) => setSecond(Number(event.target.value))}
            data-testid="forecast-second"
          >
            {RUNNER_NUMBERS.map(runnerOption)}
          </select>
        </label>
        <strong className="vr-forecast__odds" data-testid="forecast-odds">
          {odds > 0 ? t('racing.at_odds', { odds: decimalOdds(odds) }) : '—'}
        </strong>
        <button
          type="button"
          className="lf-primary"
          onClick={() => view.addBet(bet)}
          disabled={odds === 0}
          data-testid="forecast-add"
        >
          {t('racing.add_forecast')}
        </button>
      </div>
      {first === second && (
        <p className="lf-hint lf-hint--warn" role="alert">
          {t('racing.forecast_same')}
        </p>
      )}
    </div>
  );
};

/**
 * The race card: each runner's number, silk, name, form and its win and place odds (tapping a
 * price adds the bet), each market's house margin, and the forecast picker.
 */
export const RacingBoard = (view: TableView) => {
  const { t } = useTranslation();
  const card = readRacingCard(view.round?.card);
  if (!card) {
    return (
      <section className="vr-board" aria-label={t('racing.card_title')} data-testid="racing-board">
        <p className="lf-hint">{t('racing.no_card')}</p>
      </section>
    );
  }
  return (
    <section className="vr-board" aria-label={t('racing.card_title')} data-testid="racing-board">
      <h2 className="vr-board__title">{t('racing.card_title')}</h2>
      <table className="vr-card">
        <thead>
          <tr>
            <th scope="col">{t('racing.col_number')}</th>
            <th scope="col">{t('racing.col_horse')}</th>
            <th scope="col">{t('racing.col_form')}</th>
            <th scope="col" className="vr-card__odds-head">
              {t('racing.market_win')}
              <small>{t('racing.margin', { margin: marginText(card.margins.win) })}</small>
            </th>
            <th scope="col" className="vr-card__odds-head">
              {t('racing.market_place')}
              <small>{t('racing.margin', { margin: marginText(card.margins.place) })}</small>
            </th>
          </tr>
        </thead>
        <tbody>
          {card.runners.map((runner) => (
            <tr key={runner.number} data-testid="card-runner">
              <td>
                <Silk number={runner.number} />
              </td>
              <th scope="row" className="vr-card__name">
                {runner.name}
              </th>
              <td>
                <Form form={runner.form} />
              </td>
              <td>
                <OddsButton view={view} card={card} bet={{ kind: 'win', pick: [runner.number] }} />
              </td>
              <td>
                <OddsButton
                  view={view}
                  card={card}
                  bet={{ kind: 'place', pick: [runner.number] }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ForecastPicker card={card} view={view} />
    </section>
  );
};
