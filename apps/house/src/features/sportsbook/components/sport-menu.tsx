import { useTranslation } from 'react-i18next';

import type { FixturesQuery, SportMenu, SportTab } from '../api/sportsbook-calls';
import { sportName } from '../lib/labels';

const TABS: readonly SportTab[] = ['live', 'today', 'early'];

type Props = {
  menu: SportMenu;
  query: FixturesQuery;
  onChoose: (next: Partial<FixturesQuery>) => void;
};

/** The tabs (in play, today, early) with how many matches each holds for the chosen sport. */
export const BookTabs = ({ menu, query, onChoose }: Props) => {
  const { t } = useTranslation();
  const sports = query.sport
    ? menu.sports.filter((item) => item.sport === query.sport)
    : menu.sports;
  const league = query.leagueId
    ? sports.flatMap((item) => item.leagues).find((item) => item.id === query.leagueId)
    : undefined;
  const countOf = (tab: SportTab) =>
    league ? league[tab] : sports.reduce((sum, item) => sum + item[tab], 0);
  return (
    <div className="sb-tabs" role="tablist" aria-label={t('sports.tabs_label')}>
      {TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={query.tab === tab}
          className="sb-tab"
          onClick={() => onChoose({ tab })}
          data-testid={`tab-${tab}`}
        >
          {t(`sports.tab.${tab}`)} <span className="sb-count">{countOf(tab)}</span>
        </button>
      ))}
    </div>
  );
};

/** The sports of the book, each with its leagues, and how many matches the tab shown holds. */
export const SportMenuPanel = ({ menu, query, onChoose }: Props) => {
  const { t } = useTranslation();
  const tab = query.tab;
  const total = menu.sports.reduce((sum, item) => sum + item[tab], 0);
  return (
    <nav className="sb-menu" aria-label={t('sports.menu_label')}>
      <button
        type="button"
        className="sb-menu__item"
        aria-current={query.sport === undefined}
        onClick={() => onChoose({ sport: undefined, leagueId: undefined })}
        data-testid="menu-all"
      >
        <span>{t('sports.all_sports')}</span>
        <span className="sb-count">{total}</span>
      </button>
      {menu.sports.map((sport) => (
        <div key={sport.sport} className="sb-menu__sport">
          <button
            type="button"
            className="sb-menu__item"
            aria-current={query.sport === sport.sport && query.leagueId === undefined}
            onClick={() => onChoose({ sport: sport.sport, leagueId: undefined })}
            data-testid={`menu-${sport.sport}`}
          >
            <span>{sportName(sport.sport, t)}</span>
            <span className="sb-count">{sport[tab]}</span>
          </button>
          {query.sport === sport.sport && (
            <ul className="sb-menu__leagues">
              {sport.leagues.map((league) => (
                <li key={league.id}>
                  <button
                    type="button"
                    className="sb-menu__league"
                    aria-current={query.leagueId === league.id}
                    onClick={() => onChoose({ sport: sport.sport, leagueId: league.id })}
                    data-testid={`league-${league.id}`}
                  >
                    <span>{league.name}</span>
                    <span className="sb-count">{league[tab]}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </nav>
  );
};
