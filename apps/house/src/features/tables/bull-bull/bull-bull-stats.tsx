import { BULL_BULL_MULTIPLIERS, type BullBullOutcome } from '@member-site/house-games/bull-bull';
import type { TableRoundView } from '@member-site/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { TableView } from '../components/table-shell';
import {
  PLAYER_HANDS,
  handLabel,
  levelLabel,
  levelOf,
  readBullBullOutcome,
} from './bull-bull-table';

const RECENT = 20;

type Result = { round: TableRoundView; outcome: BullBullOutcome };

/** How often each level of the ranking came up among every hand dealt (the banker's too). */
export const categoryCounts = (outcomes: readonly BullBullOutcome[]): number[] => {
  const counts = BULL_BULL_MULTIPLIERS.map(() => 0);
  for (const outcome of outcomes) {
    for (const hand of [outcome.banker, ...outcome.players]) {
      const level = levelOf(hand);
      if (level >= 0) counts[level] = (counts[level] ?? 0) + 1;
    }
  }
  return counts;
};

/**
 * The last rounds, each with the banker's hand and which player hands beat it, how often each
 * player hand won, and the frequency of every hand category over the loaded history.
 */
export const BullBullStats = ({ history }: TableView) => {
  const { t } = useTranslation();
  const results = useMemo(
    () =>
      history
        .map((round) => ({ round, outcome: readBullBullOutcome(round.outcome) }))
        .filter((entry): entry is Result => entry.outcome !== null),
    [history],
  );
  const counts = useMemo(() => categoryCounts(results.map((entry) => entry.outcome)), [results]);
  const hands = counts.reduce((sum, count) => sum + count, 0);
  const top = Math.max(1, ...counts);

  return (
    <section className="tb-panel bb-stats" aria-labelledby="bb-stats-title">
      <h2 id="bb-stats-title">{t('bullBull.results_title')}</h2>
      {results.length === 0 ? (
        <p className="lf-hint">{t('tables.history_empty')}</p>
      ) : (
        <div className="bb-stats__grid">
          <div>
            <h3 className="bb-stats__title">{t('bullBull.recent')}</h3>
            <ol className="bb-recent">
              {results.slice(0, RECENT).map(({ round, outcome }) => (
                <li key={round.round_id} className="bb-recent__row" data-testid="recent-result">
                  <span className="bb-recent__number">#{round.number}</span>
                  <span className="bb-recent__banker">
                    {t('bullBull.banker_short', { hand: handLabel(outcome.banker, t) })}
                  </span>
                  <span className="bb-dots">
                    {PLAYER_HANDS.map((n) => {
                      const won = outcome.winners[n - 1] === true;
                      return (
                        <span
                          key={n}
                          className={`bb-dot${won ? ' is-win' : ''}`}
                          title={t(won ? 'bullBull.player_won' : 'bullBull.player_lost', { n })}
                        >
                          {n}
                          <span className="lf-sr">
                            {' '}
                            {t(won ? 'bullBull.player_won' : 'bullBull.player_lost', { n })}
                          </span>
                        </span>
                      );
                    })}
                  </span>
                </li>
              ))}
            </ol>
            <ul className="bb-wins" data-testid="player-wins">
              {PLAYER_HANDS.map((n) => (
                <li key={n}>
                  {t('bullBull.player_wins', {
                    n,
                    wins: results.filter((entry) => entry.outcome.winners[n - 1]).length,
                    rounds: results.length,
                  })}
                </li>
              ))}
            </ul>
          </div>
          <figure className="bb-chart" data-testid="categories-chart">
            <figcaption>{t('bullBull.categories_chart', { n: results.length, hands })}</figcaption>
            <ul className="bb-chart__rows">
              {BULL_BULL_MULTIPLIERS.map((row) => {
                const count = counts[row.level] ?? 0;
                const label = levelLabel(row.level, t);
                return (
                  <li key={row.level} className="bb-chart__row">
                    <span className="bb-chart__label" aria-hidden="true">
                      {label}
                    </span>
                    <span className="bb-chart__track" aria-hidden="true">
                      <span
                        className="bb-chart__fill"
                        style={{ width: `${Math.round((count / top) * 100)}%` }}
                      />
                    </span>
                    <span className="bb-chart__count" aria-hidden="true">
                      {count}
                    </span>
                    <span className="lf-sr">
                      {t('bullBull.category_count', { category: label, count })}
                    </span>
                  </li>
                );
              })}
            </ul>
          </figure>
        </div>
      )}
    </section>
  );
};
