import type { HouseSession } from '@member-site/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { HouseError } from '../../../shared/api/house-call';
import {
  fetchFixture,
  fetchFixtures,
  fetchMenu,
  saveOddsFormat,
  type FixturesQuery,
  type SportFixtureView,
  type SportMenu,
} from '../api/sportsbook-calls';
import { applySportUpdate, hasUnknownMarket } from './book-state';
import {
  followBook,
  type BookSocketFactory,
  type SportBetEvent,
  type SportUpdate,
} from './sportsbook-realtime';

/** The calls the book's lists make (tests may replace them). */
export type BookListApi = {
  fetchMenu: typeof fetchMenu;
  fetchFixtures: typeof fetchFixtures;
  fetchFixture: typeof fetchFixture;
  saveOddsFormat: typeof saveOddsFormat;
};

export const DEFAULT_LIST_API: BookListApi = {
  fetchMenu,
  fetchFixtures,
  fetchFixture,
  saveOddsFormat,
};

export type Loadable<T> =
  { state: 'loading' } | { state: 'ready'; value: T } | { state: 'error'; message: string };

export type OddsFormat = SportMenu['odds_format'];

const FIXTURE_PARAM = 'fixture';

/** The fixture the address opens (`?fixture=<id>`), if any. */
export const fixtureOfAddress = (): number | null => {
  const raw = new URLSearchParams(window.location.search).get(FIXTURE_PARAM);
  return raw !== null && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
};

const addressWithFixture = (fixtureId: number | null): string => {
  const params = new URLSearchParams(window.location.search);
  if (fixtureId === null) params.delete(FIXTURE_PARAM);
  else params.set(FIXTURE_PARAM, String(fixtureId));
  const query = params.toString();
  return `${window.location.pathname}${query ? `?${query}` : ''}`;
};

type Options = {
  session: HouseSession;
  api: BookListApi;
  connect?: BookSocketFactory | undefined;
  /** Every feed update, for the slip and my bets to follow. */
  onUpdate?: (update: SportUpdate) => void;
  /** A bet of the player's settled, resettled or was cashed out. */
  onBet?: (bet: SportBetEvent) => void;
  /** The session is over (401, code 101). */
  onEnded: () => void;
};

const messageOf = (error: unknown): string => (error instanceof HouseError ? error.message : '');

/**
 * The book as the page shows it: its menu (sports, leagues, counts, the odds format, limits),
 * the fixtures of the chosen tab, sport and league, the match opened, all kept live by the
 * sportsbook's channel and read again after every reconnection.
 */
export const useBook = ({ session, api, connect, onUpdate, onBet, onEnded }: Options) => {
  const token = session.session_token;
  const ownChannel = session.channel ?? null;
  const [menu, setMenu] = useState<Loadable<SportMenu>>({ state: 'loading' });
  const [oddsFormat, setOddsFormat] = useState<OddsFormat>('decimal');
  const [query, setQuery] = useState<FixturesQuery>({ tab: 'today' });
  const [fixtures, setFixtures] = useState<Loadable<SportFixtureView[]>>({ state: 'loading' });
  const [fixtureId, setFixtureId] = useState<number | null>(fixtureOfAddress);
  const [fixture, setFixture] = useState<Loadable<SportFixtureView> | null>(null);
  const [connected, setConnected] = useState(false);
  const [reload, setReload] = useState(0);
  const [fixtureReload, setFixtureReload] = useState(0);
  const handlers = useRef({ onUpdate, onBet, onEnded });
  const fixtureRef = useRef(fixture);
  useLayoutEffect(() => {
    handlers.current = { onUpdate, onBet, onEnded };
    fixtureRef.current = fixture;
  }, [onUpdate, onBet, onEnded, fixture]);

  const fail = useCallback((error: unknown): boolean => {
    if (error instanceof HouseError && error.isSessionEnded) {
      handlers.current.onEnded();
      return true;
    }
    return false;
  }, []);

  useEffect(() => {
    let live = true;
    api.fetchMenu(token).then(
      (value) => {
        if (!live) return;
        setMenu({ state: 'ready', value });
        setOddsFormat(value.odds_format);
        // Open on the tab with matches: in play when nothing is left today.
        const today = value.sports.reduce((sum, sport) => sum + sport.today, 0);
        const inPlay = value.sports.reduce((sum, sport) => sum + sport.live, 0);
        setQuery((current) =>
          current.tab === 'today' && today === 0 && inPlay > 0
            ? { ...current, tab: 'live' }
            : current,
        );
      },
      (error: unknown) => {
        if (live && !fail(error)) setMenu({ state: 'error', message: messageOf(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [api, token, reload, fail]);

  const menuReady = menu.state === 'ready';
  useEffect(() => {
    if (!menuReady) return;
    let live = true;
    api.fetchFixtures(token, query).then(
      (answer) => {
        if (live) setFixtures({ state: 'ready', value: answer.list });
      },
      (error: unknown) => {
        if (live && !fail(error)) setFixtures({ state: 'error', message: messageOf(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [api, token, query, menuReady, reload, fail]);

  useEffect(() => {
    if (fixtureId === null) return;
    let live = true;
    api.fetchFixture(token, fixtureId).then(
      (value) => {
        if (live) setFixture({ state: 'ready', value });
      },
      (error: unknown) => {
        if (live && !fail(error)) setFixture({ state: 'error', message: messageOf(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [api, token, fixtureId, reload, fixtureReload, fail]);

  useEffect(() => {
    const onPop = () => {
      setFixtureId(fixtureOfAddress());
      setFixture({ state: 'loading' });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(
    () =>
      followBook(
        {
          onUpdate: (update) => {
            setFixtures((current) =>
              current.state === 'ready'
                ? {
                    state: 'ready',
                    value: current.value.map((item) => applySportUpdate(item, update)),
                  }
                : current,
            );
            const shown = fixtureRef.current;
            // A market the match page does not know (a new line): the match is read again.
            if (shown?.state === 'ready' && hasUnknownMarket(shown.value, update)) {
              setFixtureReload((value) => value + 1);
            }
            setFixture((current) =>
              current?.state === 'ready'
                ? { state: 'ready', value: applySportUpdate(current.value, update) }
                : current,
            );
            handlers.current.onUpdate?.(update);
          },
          onBet: (bet) => handlers.current.onBet?.(bet),
          onConnect: () => {
            setConnected(true);
            // Events of the gap are lost: everything shown is read again.
            setReload((value) => value + 1);
          },
          onDisconnect: () => setConnected(false),
        },
        connect,
        ownChannel === null ? undefined : { channel: ownChannel, token },
      ),
    [connect, ownChannel, token],
  );

  const choose = useCallback((next: Partial<FixturesQuery>) => {
    setFixtures({ state: 'loading' });
    setQuery((current) => {
      const merged: FixturesQuery = { ...current, ...next };
      if ('sport' in next && next.sport !== current.sport && !('leagueId' in next)) {
        delete merged.leagueId;
      }
      if (merged.sport === undefined) delete merged.sport;
      if (merged.leagueId === undefined) delete merged.leagueId;
      return merged;
    });
  }, []);

  const openFixture = useCallback((id: number | null) => {
    window.history.pushState(window.history.state, '', addressWithFixture(id));
    setFixtureId(id);
    setFixture(id === null ? null : { state: 'loading' });
  }, []);

  const changeOddsFormat = useCallback(
    (format: OddsFormat) => {
      setOddsFormat(format);
      api.saveOddsFormat(token, format).catch((error: unknown) => {
        // The choice still applies to this page; the next visit asks the server again.
        fail(error);
      });
    },
    [api, token, fail],
  );

  const retry = useCallback(() => {
    setMenu({ state: 'loading' });
    setFixtures({ state: 'loading' });
    setReload((value) => value + 1);
  }, []);

  return {
    menu,
    oddsFormat,
    changeOddsFormat,
    query,
    choose,
    fixtures,
    fixtureId,
    fixture: fixtureId === null ? null : (fixture ?? { state: 'loading' as const }),
    openFixture,
    connected,
    retry,
  };
};

export type BookModel = ReturnType<typeof useBook>;
