import { isSupportedLanguage } from '@member-site/contracts/constants';
import { isEsport } from '@member-site/house-games/sports';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { switchLanguage } from '../../../shared/i18n/i18n';
import { readCurrency } from '../../../shared/lib/money';
import { fetchFeatured, type SportFixtureView } from '../api/sportsbook-calls';
import { applySportUpdate } from '../lib/book-state';
import { followBook, type BookSocketFactory } from '../lib/sportsbook-realtime';
import { mainMarketTypes } from './fixture-list';
import { MarketOdds } from './market-odds';
import { FixtureClock, MatchScore } from './match-score';
import { marketName, sportName } from '../lib/labels';
import '../sportsbook.css';

/** How many matches the frame features. */
export const QUICKBET_COUNT = 6;

/** The frame's messages to the site around it (spec section 4, "Sport iframe"). */
export type QuickbetMessage =
  | { type: 'S001'; height: number }
  | {
      type: 'U003';
      gp_id: number;
      game_type: 4 | 9;
      game_code: 's_sportsbook' | 'g_esports';
      extra: { fixture_id: number };
    };

type Props = {
  fetch?: typeof fetchFeatured;
  connect?: BookSocketFactory;
  /** Where the messages go; the parent window by default. */
  post?: (message: QuickbetMessage) => void;
};

/** Post to the site around the frame, on its own origin only (the frame is served by the site). */
const postToParent = (message: QuickbetMessage): void => {
  if (window.parent === window) return;
  window.parent.postMessage(message, window.location.origin);
};

const hasEnded = (fixture: { status?: SportFixtureView['status'] }): boolean =>
  fixture.status === 'finished' || fixture.status === 'cancelled';

const readGpId = (params: URLSearchParams): number => {
  const raw = params.get('gp_id');
  return raw !== null && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : 0;
};

/**
 * The home page's quick-bet frame (/house/sportsbook/quickbet, public): featured matches with
 * their main market, in the site's language (`?lang=`) and currency (`?currency=`). It tells the
 * site its height (`S001`) whenever it changes and asks it to open the book at a match (`U003`)
 * when odds are clicked: placing a bet needs the member's game session, which the site opens.
 */
export const QuickbetPage = ({ fetch = fetchFeatured, post = postToParent, connect }: Props) => {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const [state, setState] = useState<
    { state: 'loading' } | { state: 'ready'; list: SportFixtureView[] } | { state: 'error' }
  >({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // The frame sits on the site's page: the site's background shows through.
  useEffect(() => {
    document.documentElement.classList.add('sb-quick-document');
    return () => document.documentElement.classList.remove('sb-quick-document');
  }, []);

  useEffect(() => {
    const lang = params.get('lang');
    if (isSupportedLanguage(lang)) void switchLanguage(lang);
  }, [params]);

  useEffect(() => {
    let live = true;
    fetch(readCurrency(params.get('currency')), QUICKBET_COUNT).then(
      (list) => {
        if (live) setState({ state: 'ready', list });
      },
      () => {
        if (live) setState({ state: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [fetch, params, attempt]);

  // Odds, suspensions and scores move live; a reconnection reads the matches again, and so does a
  // featured match ending, so that another match takes its place.
  useEffect(
    () =>
      followBook(
        {
          onUpdate: (update) => {
            setState((current) =>
              current.state === 'ready'
                ? {
                    state: 'ready',
                    list: current.list.map((item) => applySportUpdate(item, update)),
                  }
                : current,
            );
            if (update.fixtures.some((item) => item.status !== undefined && hasEnded(item))) {
              setAttempt((n) => n + 1);
            }
          },
          onConnect: () => setAttempt((n) => n + 1),
          onDisconnect: () => undefined,
        },
        connect,
      ),
    [connect],
  );

  const report = useCallback(() => {
    const element = root.current;
    if (element) post({ type: 'S001', height: Math.ceil(element.getBoundingClientRect().height) });
  }, [post]);

  useLayoutEffect(() => {
    report();
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => report());
    observer.observe(element);
    return () => observer.disconnect();
  }, [report, state]);

  /** The featured matches still to be played or being played: an ended one leaves the frame. */
  const open = state.state === 'ready' ? state.list.filter((fixture) => !hasEnded(fixture)) : [];

  const openBook = (fixture: SportFixtureView) => {
    const esport = isEsport(fixture.sport);
    post({
      type: 'U003',
      gp_id: readGpId(params),
      game_type: esport ? 9 : 4,
      game_code: esport ? 'g_esports' : 's_sportsbook',
      extra: { fixture_id: fixture.fixture_id },
    });
  };

  return (
    <div ref={root} className="sb-quick" data-testid="quickbet">
      <h1 className="sb-quick__title">{t('sports.quickbet_title')}</h1>
      {state.state === 'loading' && (
        <div className="sb-loading" role="status" aria-label={t('common.loading')}>
          <div className="hs-spinner" />
        </div>
      )}
      {state.state === 'error' && (
        <div className="sb-error" role="alert">
          <p>{t('errors.network')}</p>
          <button type="button" className="lf-secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {state.state === 'ready' && open.length === 0 && (
        <p className="lf-hint">{t('sports.no_fixtures')}</p>
      )}
      {state.state === 'ready' && open.length > 0 && (
        <ul className="sb-quick__list">
          {open.map((fixture) => {
            const type = mainMarketTypes(fixture.sport)[0];
            const market = fixture.markets.find((item) => item.type === type) ?? fixture.markets[0];
            return (
              <li
                key={fixture.fixture_id}
                className="sb-quick__match"
                data-testid="quick-match"
                data-fixture={fixture.fixture_id}
              >
                <div className="sb-quick__meta">
                  <span>
                    {sportName(fixture.sport, t)} · {fixture.league.name}
                  </span>
                  <FixtureClock fixture={fixture} />
                </div>
                <div className="sb-quick__teams">
                  <span>
                    {fixture.home.name} <MatchScore fixture={fixture} side="home" />
                  </span>
                  <span>
                    {fixture.away.name} <MatchScore fixture={fixture} side="away" />
                  </span>
                </div>
                {market && (
                  <div className="sb-quick__market" aria-label={marketName(market.type, t)}>
                    <MarketOdds
                      fixture={fixture}
                      market={market}
                      format="decimal"
                      selected={new Set()}
                      onPick={() => openBook(fixture)}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};
