import { MARKETS_OF_SPORT } from '@member-site/house-games/sports';
import { useTranslation } from 'react-i18next';

import type { SportFixtureView } from '../api/sportsbook-calls';
import { marketName } from '../lib/labels';
import type { OddsFormat } from '../lib/use-book';
import { MarketOdds, type PickHandler } from './market-odds';
import { FixtureClock, MatchScore } from './match-score';

/** The list's columns: a sport's first three market types (result, handicap, total). */
export const mainMarketTypes = (sport: SportFixtureView['sport']): readonly string[] =>
  MARKETS_OF_SPORT[sport].slice(0, 3);

type Props = {
  fixtures: readonly SportFixtureView[];
  format: OddsFormat;
  selected: ReadonlySet<number>;
  onPick: PickHandler;
  onOpen: (fixtureId: number) => void;
};

/** One fixture: its clock or score, its teams, its main markets' odds and a way to all of them. */
const FixtureRow = ({
  fixture,
  format,
  selected,
  onPick,
  onOpen,
}: Omit<Props, 'fixtures'> & { fixture: SportFixtureView }) => {
  const { t } = useTranslation();
  const types = mainMarketTypes(fixture.sport);
  return (
    <li className="sb-fixture" data-testid="fixture" data-fixture={fixture.fixture_id}>
      <button
        type="button"
        className="sb-fixture__teams"
        onClick={() => onOpen(fixture.fixture_id)}
        aria-label={t('sports.open_match', { home: fixture.home.name, away: fixture.away.name })}
      >
        <FixtureClock fixture={fixture} />
        <span className="sb-fixture__team">
          <span>{fixture.home.name}</span>
          <MatchScore fixture={fixture} side="home" />
        </span>
        <span className="sb-fixture__team">
          <span>{fixture.away.name}</span>
          <MatchScore fixture={fixture} side="away" />
        </span>
      </button>
      <div className="sb-fixture__markets">
        {types.map((type) => {
          const market = fixture.markets.find((item) => item.type === type);
          return (
            <div key={type} className="sb-fixture__market">
              <span className="sb-fixture__market-name">{marketName(type, t)}</span>
              {market ? (
                <MarketOdds
                  fixture={fixture}
                  market={market}
                  format={format}
                  selected={selected}
                  onPick={onPick}
                />
              ) : (
                <span className="sb-fixture__none">–</span>
              )}
            </div>
          );
        })}
      </div>
      <button
        type="button"
        className="sb-fixture__more"
        onClick={() => onOpen(fixture.fixture_id)}
        data-testid="more-markets"
      >
        {t('sports.more_markets', { count: fixture.market_count })}
      </button>
    </li>
  );
};

/** The fixtures of a tab, grouped by league in the order the server lists them. */
export const FixtureList = ({ fixtures, ...rest }: Props) => {
  const { t } = useTranslation();
  const leagues: { id: string; name: string; fixtures: SportFixtureView[] }[] = [];
  for (const fixture of fixtures) {
    const group = leagues.find((item) => item.id === fixture.league.id);
    if (group) group.fixtures.push(fixture);
    else leagues.push({ id: fixture.league.id, name: fixture.league.name, fixtures: [fixture] });
  }
  return (
    <div className="sb-fixtures">
      {leagues.map((league) => (
        <section key={league.id} className="sb-league" aria-label={league.name}>
          <h3 className="sb-league__name">{league.name}</h3>
          <ul className="sb-league__list">
            {league.fixtures.map((fixture) => (
              <FixtureRow key={fixture.fixture_id} fixture={fixture} {...rest} />
            ))}
          </ul>
        </section>
      ))}
      {leagues.length === 0 && <p className="lf-hint">{t('sports.no_fixtures')}</p>}
    </div>
  );
};
