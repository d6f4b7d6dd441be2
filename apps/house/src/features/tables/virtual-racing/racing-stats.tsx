import type { TableRoundView } from '@member-site/contracts';
import type { RacingOutcome } from '@member-site/house-games/racing';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { TableView } from '../components/table-shell';
import { Form } from './racing-board';
import { horseNameOf, raceTime, readRacingCard, readRacingOutcome } from './racing-table';
import { Silk } from './silk';

const RECENT = 20;

type Result = { round: TableRoundView; outcome: RacingOutcome };

/** The last races' winners and forecasts, and the form of this race's runners. */
export const RacingStats = ({ history, round }: TableView) => {
  const { t } = useTranslation();
  const results = useMemo(
    () =>
      history
        .map((entry) => ({ round: entry, outcome: readRacingOutcome(entry.outcome) }))
        .filter((entry): entry is Result => entry.outcome !== null)
        .slice(0, RECENT),
    [history],
  );
  const card = readRacingCard(round?.card);

  return (
    <section className="tb-panel vr-stats" aria-labelledby="vr-stats-title">
      <h2 id="vr-stats-title">{t('racing.results_title')}</h2>
      <div className="vr-stats__grid">
        <div>
          <h3>{t('racing.recent')}</h3>
          {results.length === 0 ? (
            <p className="lf-hint">{t('tables.history_empty')}</p>
          ) : (
            <table className="vr-recent">
              <thead>
                <tr>
                  <th scope="col">{t('racing.col_race')}</th>
                  <th scope="col">{t('racing.col_winner')}</th>
                  <th scope="col">{t('racing.col_forecast')}</th>
                </tr>
              </thead>
              <tbody>
                {results.map(({ round: race, outcome }) => {
                  const [first = 0, second = 0] = outcome.order;
                  return (
                    <tr key={race.round_id} data-testid="recent-race">
                      <td>#{race.number}</td>
                      <td>
                        <span className="vr-recent__winner">
                          <Silk number={first} />
                          <span>
                            #{first} {horseNameOf(outcome, first)}
                          </span>
                          <small>
                            {t('racing.seconds', { time: raceTime(outcome.times[first - 1] ?? 0) })}
                          </small>
                        </span>
                      </td>
                      <td>
                        <span className="vr-recent__forecast">
                          <Silk number={first} />
                          <Silk number={second} />
                          <span>
                            {first}–{second}
                          </span>
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </div>
        <div>
          <h3>{t('racing.form_title')}</h3>
          {card ? (
            <ul className="vr-form-list">
              {card.runners.map((runner) => (
                <li key={runner.number} className="vr-form-list__row" data-testid="runner-form">
                  <Silk number={runner.number} />
                  <span className="vr-form-list__name">{runner.name}</span>
                  <Form form={runner.form} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="lf-hint">{t('racing.no_card')}</p>
          )}
          <p className="lf-hint">{t('racing.form_hint')}</p>
        </div>
      </div>
    </section>
  );
};
