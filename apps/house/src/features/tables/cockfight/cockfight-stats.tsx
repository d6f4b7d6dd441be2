import type { TableRoundView } from '@member-site/contracts';
import type { CockfightOutcome, CockfightResult } from '@member-site/house-games/cockfight';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { TableView } from '../components/table-shell';
import { RESULTS, birdName, readCockfightOutcome } from './cockfight-table';

/** How many results the trend strip shows. */
const TREND = 30;
/** How many fights the list of latest results shows. */
const RECENT = 12;

type Fight = { round: TableRoundView; outcome: CockfightOutcome };

/** The latest run of one result, newest first: which result and how many in a row. */
export const currentStreak = (
  results: readonly CockfightResult[],
): { result: CockfightResult; count: number } | null => {
  const first = results[0];
  if (first === undefined) return null;
  let count = 0;
  while (results[count] === first) count += 1;
  return { result: first, count };
};

/** The loaded history's results: counts of meron, wala and draw, a trend strip and the latest. */
export const CockfightStats = ({ history }: TableView) => {
  const { t } = useTranslation();
  const fights = useMemo(
    () =>
      history
        .map((round) => ({ round, outcome: readCockfightOutcome(round.outcome) }))
        .filter((entry): entry is Fight => entry.outcome !== null),
    [history],
  );
  const counts = useMemo(() => {
    const tally: Record<CockfightResult, number> = { meron: 0, wala: 0, draw: 0 };
    for (const { outcome } of fights) tally[outcome.winner] += 1;
    return tally;
  }, [fights]);
  const streak = currentStreak(fights.map((fight) => fight.outcome.winner));
  const trend = fights.slice(0, TREND).reverse();

  return (
    <section className="tb-panel cf-stats" aria-labelledby="cf-stats-title">
      <h2 id="cf-stats-title">{t('cockfight.results_title')}</h2>
      {fights.length === 0 ? (
        <p className="lf-hint">{t('tables.history_empty')}</p>
      ) : (
        <>
          <ul className="cf-counts" data-testid="result-counts">
            {RESULTS.map((result) => (
              <li key={result} className={`cf-count cf-count--${result}`}>
                <span className="cf-count__name">{t(`cockfight.side_${result}`)}</span>
                <strong data-testid={`count-${result}`}>{counts[result]}</strong>
                <span className="cf-count__share">
                  {Math.round((counts[result] / fights.length) * 100)}%
                </span>
              </li>
            ))}
          </ul>
          <div className="cf-share" aria-hidden="true">
            {RESULTS.map((result) =>
              counts[result] > 0 ? (
                <span
                  key={result}
                  className={`cf-share__part cf-share__part--${result}`}
                  style={{ flexGrow: counts[result] }}
                />
              ) : null,
            )}
          </div>
          <p className="lf-hint" data-testid="results-summary">
            {t('cockfight.summary', {
              n: fights.length,
              meron: counts.meron,
              wala: counts.wala,
              draw: counts.draw,
            })}
            {streak &&
              ` ${t('cockfight.streak', {
                side: t(`cockfight.side_${streak.result}`),
                n: streak.count,
              })}`}
          </p>
          <figure className="cf-trend" data-testid="trend-strip">
            <figcaption>{t('cockfight.trend', { n: trend.length })}</figcaption>
            <ol className="cf-trend__beads">
              {trend.map(({ round, outcome }) => (
                <li
                  key={round.round_id}
                  className={`cf-bead cf-bead--${outcome.winner}`}
                  title={t('tables.round_number', { n: round.number })}
                >
                  <span aria-hidden="true">{t(`cockfight.short_${outcome.winner}`)}</span>
                  <span className="lf-sr">{t(`cockfight.side_${outcome.winner}`)}</span>
                </li>
              ))}
            </ol>
          </figure>
          <ol className="cf-recent" aria-label={t('cockfight.recent')}>
            {fights.slice(0, RECENT).map(({ round, outcome }) => (
              <li key={round.round_id} className="cf-recent__row" data-testid="recent-result">
                <span className="cf-recent__number">#{round.number}</span>
                <span className="cf-recent__birds">
                  {birdName(outcome.meron)} {t('cockfight.vs')} {birdName(outcome.wala)}
                </span>
                <span className={`cf-tag cf-tag--${outcome.winner}`}>
                  {t(`cockfight.side_${outcome.winner}`)}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
};
