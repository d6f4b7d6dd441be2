import { CORRECT_SCORE_MAX, MARKETS_OF_SPORT } from '@member-site/house-games/sports';
import { useTranslation } from 'react-i18next';

import type { SportFixtureView, SportMarketView } from '../api/sportsbook-calls';
import { lineText, marginText, marketName, selectionName } from '../lib/labels';
import type { OddsFormat } from '../lib/use-book';
import { MarketOdds, type PickHandler } from './market-odds';
import { FixtureClock, MatchScore } from './match-score';
import { OddsButton } from './odds-button';

type Props = {
  fixture: SportFixtureView;
  format: OddsFormat;
  selected: ReadonlySet<number>;
  onPick: PickHandler;
  onBack: () => void;
};

const HANDICAPS = new Set(['ah', 'hcp', 'map_hcp']);

const MarketStatus = ({ market }: { market: SportMarketView }) => {
  const { t } = useTranslation();
  return (
    <span className="sb-market__meta">
      <span data-testid="market-margin">
        {t('sports.margin', { value: marginText(market.margin) })}
      </span>
      {market.status !== 'open' && (
        <span className={`sb-market__status sb-market__status--${market.status}`}>
          {t(`sports.market_status.${market.status}`)}
        </span>
      )}
    </span>
  );
};

/** Correct score: home's goals down, away's across, then any other score. */
const CorrectScoreGrid = ({
  fixture,
  market,
  format,
  selected,
  onPick,
}: Omit<Props, 'onBack'> & { market: SportMarketView }) => {
  const { t } = useTranslation();
  const locked = market.status !== 'open';
  const goals = Array.from({ length: CORRECT_SCORE_MAX + 1 }, (_, n) => n);
  const button = (key: string) => {
    const selection = market.selections.find((item) => item.key === key);
    if (!selection) return <span className="sb-cs__none">–</span>;
    const label =
      key === 'other'
        ? t('sports.selection.other')
        : selectionName({ marketType: 'cs', line: null, key, home: '', away: '' }, t);
    return (
      <OddsButton
        odds={selection.odds}
        format={format}
        locked={locked}
        selected={selected.has(selection.selection_id)}
        label={t('sports.correct_score_label', { score: label })}
        caption={label}
        onPick={() => onPick(fixture, market, key)}
        testId={`odds-${selection.selection_id}`}
      />
    );
  };
  return (
    <div className="sb-cs" data-testid={`market-${market.market_id}`} data-status={market.status}>
      <table className="sb-cs__grid">
        <thead>
          <tr>
            <th scope="col">
              <span className="lf-sr">
                {t('sports.correct_score_axes', {
                  home: fixture.home.name,
                  away: fixture.away.name,
                })}
              </span>
            </th>
            {goals.map((away) => (
              <th key={away} scope="col">
                {away}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {goals.map((home) => (
            <tr key={home}>
              <th scope="row">{home}</th>
              {goals.map((away) => (
                <td key={away}>{button(`${home}-${away}`)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="sb-cs__other">{button('other')}</div>
    </div>
  );
};

/**
 * A match with every market, grouped by type in the sport's order: one row per line of a lined
 * market, the correct-score grid, each market's margin, suspended markets locked.
 */
export const MatchView = ({ fixture, format, selected, onPick, onBack }: Props) => {
  const { t } = useTranslation();
  const types = MARKETS_OF_SPORT[fixture.sport];
  return (
    <article className="sb-match" data-testid="match" aria-labelledby="sb-match-title">
      <button type="button" className="sb-link-button sb-match__back" onClick={onBack}>
        ‹ {t('sports.back_to_list')}
      </button>
      <header className="sb-match__head">
        <span className="sb-match__league">{fixture.league.name}</span>
        <h2 id="sb-match-title" className="sb-match__title">
          <span className="sb-match__team">
            {fixture.home.name}
            <MatchScore fixture={fixture} side="home" />
          </span>
          <span className="sb-match__vs">{t('sports.versus')}</span>
          <span className="sb-match__team">
            {fixture.away.name}
            <MatchScore fixture={fixture} side="away" />
          </span>
        </h2>
        <FixtureClock fixture={fixture} />
      </header>
      {types.map((type) => {
        const markets = fixture.markets
          .filter((market) => market.type === type)
          .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
        if (markets.length === 0) return null;
        return (
          <section
            key={type}
            className="sb-market"
            aria-label={marketName(type, t)}
            data-testid={`group-${type}`}
          >
            <h3 className="sb-market__name">{marketName(type, t)}</h3>
            {markets.map((market) => (
              <div
                key={market.market_id}
                className={`sb-market__row${market.status !== 'open' ? ' is-locked' : ''}`}
              >
                {market.line !== null && (
                  <span className="sb-market__line">
                    {lineText(market.line, HANDICAPS.has(type))}
                  </span>
                )}
                {type === 'cs' ? (
                  <CorrectScoreGrid
                    fixture={fixture}
                    market={market}
                    format={format}
                    selected={selected}
                    onPick={onPick}
                  />
                ) : (
                  <MarketOdds
                    fixture={fixture}
                    market={market}
                    format={format}
                    selected={selected}
                    onPick={onPick}
                  />
                )}
                <MarketStatus market={market} />
              </div>
            ))}
          </section>
        );
      })}
    </article>
  );
};
