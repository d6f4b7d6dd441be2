import { diceFrequencies, type DiceOutcome } from '@member-site/house-games/dice';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { TableView } from '../components/table-shell';
import { Die } from './die';
import { readDiceOutcome } from './dice-table';

const RECENT = 20;

type Bar = { key: number; count: number };

/** A bar chart in CSS: each bar's height is its share of the largest count, its text says all. */
const Bars = ({
  title,
  bars,
  text,
  testId,
}: {
  title: string;
  bars: readonly Bar[];
  text: (bar: Bar) => string;
  testId: string;
}) => {
  const top = Math.max(1, ...bars.map((bar) => bar.count));
  return (
    <figure className="dc-chart" data-testid={testId}>
      <figcaption>{title}</figcaption>
      <ul className="dc-chart__bars">
        {bars.map((bar) => (
          <li key={bar.key} className="dc-chart__bar">
            <span className="dc-chart__count" aria-hidden="true">
              {bar.count}
            </span>
            <span
              className="dc-chart__fill"
              style={{ height: `${Math.round((bar.count / top) * 100)}%` }}
              aria-hidden="true"
            />
            <span className="dc-chart__key" aria-hidden="true">
              {bar.key}
            </span>
            <span className="lf-sr">{text(bar)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
};

/** The last rounds' dice and the frequency of each face and each sum over the loaded history. */
export const DiceStats = ({ history }: TableView) => {
  const { t } = useTranslation();
  const results = useMemo(
    () =>
      history
        .map((round) => ({ round, outcome: readDiceOutcome(round.outcome) }))
        .filter(
          (entry): entry is { round: (typeof history)[number]; outcome: DiceOutcome } =>
            entry.outcome !== null,
        ),
    [history],
  );
  const counts = useMemo(() => diceFrequencies(results.map((entry) => entry.outcome)), [results]);

  return (
    <section className="tb-panel dc-stats" aria-labelledby="dc-stats-title">
      <h2 id="dc-stats-title">{t('dice.results_title')}</h2>
      {results.length === 0 ? (
        <p className="lf-hint">{t('tables.history_empty')}</p>
      ) : (
        <>
          <ol className="dc-recent" aria-label={t('dice.recent')}>
            {results.slice(0, RECENT).map(({ round, outcome }) => {
              const size = outcome.triple ? 'triple' : outcome.sum >= 11 ? 'big' : 'small';
              return (
                <li key={round.round_id} className="dc-recent__row" data-testid="recent-result">
                  <span className="dc-recent__number">#{round.number}</span>
                  <span className="dc-mini-dice" aria-hidden="true">
                    {outcome.dice.map((face, index) => (
                      <Die key={index} face={face} />
                    ))}
                  </span>
                  <span className="lf-sr">{outcome.dice.join(', ')}</span>
                  <strong className="dc-recent__sum">{outcome.sum}</strong>
                  <span className={`dc-tag dc-tag--${size}`}>
                    {size === 'triple' ? t('dice.triple_short') : t(`dice.bet_${size}`)}
                  </span>
                </li>
              );
            })}
          </ol>
          <p className="lf-hint" data-testid="dice-summary">
            {t('dice.summary', {
              n: counts.throws,
              big: counts.big,
              small: counts.small,
              odd: counts.odd,
              even: counts.even,
              triple: counts.triple,
            })}
          </p>
          <div className="dc-charts">
            <Bars
              title={t('dice.faces_chart', { n: counts.throws })}
              testId="faces-chart"
              bars={[1, 2, 3, 4, 5, 6].map((face) => ({
                key: face,
                count: counts.faces[face] ?? 0,
              }))}
              text={(bar) => t('dice.face_count', { face: bar.key, count: bar.count })}
            />
            <Bars
              title={t('dice.sums_chart', { n: counts.throws })}
              testId="sums-chart"
              bars={Array.from({ length: 16 }, (_, index) => index + 3).map((sum) => ({
                key: sum,
                count: counts.sums[sum] ?? 0,
              }))}
              text={(bar) => t('dice.sum_count', { sum: bar.key, count: bar.count })}
            />
          </div>
        </>
      )}
    </section>
  );
};
