import type { HouseSession, SportBetView } from '@member-site/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney, toMinor } from '../../../shared/lib/money';
import { goToLobby, leaveSession, updateStoredSession } from '../../../shared/session/session';
import { FullScreenMessage } from '../../../shared/ui/full-screen-message';
import { DEFAULT_BOOK_API, type BookApi } from '../lib/book-api';
import type { BookSocketFactory, SportUpdate } from '../lib/sportsbook-realtime';
import { useBook, type OddsFormat } from '../lib/use-book';
import { useMyBets } from '../lib/use-my-bets';
import { type SlipLimits, useSlip } from '../lib/use-slip';
import { BetSlip } from './bet-slip';
import { FixtureList } from './fixture-list';
import { MatchView } from './match-view';
import { MyBets } from './my-bets';
import { BookTabs, SportMenuPanel } from './sport-menu';
import { useIsDesktop } from './use-is-desktop';
import '../sportsbook.css';

const ODDS_FORMATS: readonly OddsFormat[] = ['decimal', 'hongkong', 'malay'];

type Props = {
  session: HouseSession;
  api?: Partial<BookApi>;
  connect?: BookSocketFactory;
};

const Spinner = ({ label }: { label: string }) => (
  <div className="sb-loading" role="status" aria-label={label}>
    <div className="hs-spinner" />
  </div>
);

const ErrorBlock = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="sb-error" role="alert" data-testid="book-error">
      <p>{message || t('errors.network')}</p>
      <button type="button" className="lf-secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
};

/**
 * The book: the header with the balance, the odds format and the lobby; the sports and leagues;
 * the tabs and their fixtures or the match opened; the bet slip (a bottom sheet on mobile) and
 * the player's bets. Everything moves with the hall's live channel.
 */
export const BookShell = ({ session, api: apiPatch, connect }: Props) => {
  const { t } = useTranslation();
  const [api] = useState<BookApi>(() => ({ ...DEFAULT_BOOK_API, ...apiPatch }));
  const token = session.session_token;
  const currency = session.currency;
  const isDesktop = useIsDesktop();
  const [ended, setEnded] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [balance, setBalance] = useState(() => toMinor(session.balance, currency));
  const money = useCallback((minor: bigint) => formatMoney(minor, currency), [currency]);
  const onEnded = useCallback(() => setEnded(true), []);
  const onBalance = useCallback(
    (next: string) => {
      setBalance(toMinor(next, currency));
      updateStoredSession({ balance: next });
    },
    [currency],
  );

  const bets = useMyBets({ token, api, onBalance, onEnded });
  const { refresh: refreshBets } = bets;
  // The matches of the player's open bets, whichever filter the list shows: a bet placed here or
  // seen open in any list. A match that finishes then reads the bets again even while the list
  // shows settled bets only (its results are what that list is waiting for). A member's page also
  // hears each settlement on its private channel; a demo has only this.
  const betFixtures = useRef(new Set<number>());
  const watchBet = useCallback((bet: SportBetView) => {
    if (bet.status !== 'open') return;
    for (const leg of bet.legs) betFixtures.current.add(leg.fixture_id);
  }, []);
  useEffect(() => {
    if (bets.bets.state === 'ready') bets.bets.list.forEach(watchBet);
  }, [bets.bets, watchBet]);
  const onPlaced = useCallback(
    (next: string, bet: SportBetView) => {
      watchBet(bet);
      onBalance(next);
      refreshBets();
    },
    [onBalance, refreshBets, watchBet],
  );
  const slip = useSlip({ token, currency, placeBet: api.placeBet, onPlaced, onEnded });
  const { followUpdate } = slip;
  const onUpdate = useCallback(
    (update: SportUpdate) => {
      followUpdate(update);
      // A match of an open bet finished, or one of its markets settled: its results may be in.
      const watched = betFixtures.current;
      const finished =
        update.fixtures.some(
          (item) =>
            (item.status === 'finished' || item.status === 'cancelled') &&
            watched.has(item.fixture_id),
        ) ||
        update.markets.some(
          (item) =>
            (item.status === 'settled' || item.status === 'voided') && watched.has(item.fixture_id),
        );
      if (finished) refreshBets();
    },
    [followUpdate, refreshBets],
  );
  // The server tells the page each of the player's bets that settles or cashes out, from this
  // page or another: the list and the balance are read again.
  const book = useBook({ session, api, connect, onUpdate, onBet: refreshBets, onEnded });
  const selected = useMemo(
    () => new Set(slip.slip.picks.map((pick) => pick.selectionId)),
    [slip.slip.picks],
  );

  const hall =
    book.menu.state === 'ready' ? book.menu.value.hall : session.game_code === 'g_esports' ? 9 : 4;
  const title = t(hall === 9 ? 'sports.esports_title' : 'sports.sports_title');
  useEffect(() => {
    document.title = `${title} · ${t('game.site')}`;
  }, [title, t]);

  useEffect(() => {
    if (!sheetOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSheetOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [sheetOpen]);

  const leave = async () => {
    setLeaving(true);
    await leaveSession(token);
    goToLobby(session.lobby_url);
  };
  const lobbyButton = (
    <button type="button" className="lf-primary" onClick={() => void leave()} disabled={leaving}>
      {t('common.back_to_lobby')}
    </button>
  );

  if (ended) {
    return (
      <FullScreenMessage
        title={t('errors.session_ended_title')}
        text={t('errors.session_ended_text')}
        action={lobbyButton}
      />
    );
  }
  if (book.menu.state === 'error') {
    return (
      <FullScreenMessage
        title={t('sports.load_failed_title')}
        text={book.menu.message || t('errors.network')}
        action={
          <button type="button" className="lf-primary" onClick={book.retry}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  if (book.menu.state === 'loading') {
    return (
      <main className="hs-full" aria-busy="true">
        <div className="hs-spinner" role="status" aria-label={t('common.loading')} />
      </main>
    );
  }
  const menu = book.menu.value;
  const limits: SlipLimits = {
    min: toMinor(menu.min_stake, currency),
    max: toMinor(menu.max_stake, currency),
    market: (pick) => {
      const byType: Record<string, string> = menu.market_max_stake[pick.live ? 'live' : 'prematch'];
      const most = byType[pick.marketType];
      return most === undefined ? toMinor(menu.max_stake, currency) : toMinor(most, currency);
    },
  };
  const format = book.oddsFormat;

  const slipPanel = (
    <BetSlip
      model={slip}
      format={format}
      limits={limits}
      balance={balance}
      currency={currency}
      money={money}
    />
  );

  return (
    <div className="sb-page">
      <header className="sb-top">
        <button
          type="button"
          className="sb-top__lobby"
          onClick={() => void leave()}
          disabled={leaving}
          data-testid="lobby"
        >
          <span aria-hidden="true">‹</span> {t('game.lobby')}
        </button>
        <div className="sb-top__brand">
          <span className="sb-top__site">{t('game.site')}</span>
          <h1>{title}</h1>
        </div>
        {session.demo && (
          <span className="lf-demo sb-demo" data-testid="demo-badge">
            {t('tables.play_money')}
          </span>
        )}
        <label className="sb-format">
          <span>{t('sports.odds_format')}</span>
          <select
            value={format}
            onChange={(event) => book.changeOddsFormat(event.target.value as OddsFormat)}
            data-testid="odds-format"
          >
            {ODDS_FORMATS.map((item) => (
              <option key={item} value={item}>
                {t(`sports.format.${item}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="sb-top__balance">
          <span>{t('tables.balance')}</span>
          <strong data-testid="balance">{money(balance)}</strong>
        </div>
      </header>
      {!book.connected && (
        <p className="sb-offline" role="status">
          {t('sports.reconnecting')}
        </p>
      )}

      <div className="sb-layout">
        <aside className="sb-side-menu">
          <SportMenuPanel menu={menu} query={book.query} onChoose={book.choose} />
        </aside>
        <main className="sb-main">
          {book.fixture ? (
            book.fixture.state === 'ready' ? (
              <MatchView
                fixture={book.fixture.value}
                format={format}
                selected={selected}
                onPick={slip.toggle}
                onBack={() => book.openFixture(null)}
              />
            ) : book.fixture.state === 'error' ? (
              <ErrorBlock message={book.fixture.message} onRetry={book.retry} />
            ) : (
              <Spinner label={t('common.loading')} />
            )
          ) : (
            <>
              <BookTabs menu={menu} query={book.query} onChoose={book.choose} />
              {book.fixtures.state === 'ready' ? (
                <FixtureList
                  fixtures={book.fixtures.value}
                  format={format}
                  selected={selected}
                  onPick={slip.toggle}
                  onOpen={book.openFixture}
                />
              ) : book.fixtures.state === 'error' ? (
                <ErrorBlock message={book.fixtures.message} onRetry={book.retry} />
              ) : (
                <Spinner label={t('common.loading')} />
              )}
            </>
          )}
        </main>
        <aside className="sb-side">
          {isDesktop && slipPanel}
          <MyBets model={bets} format={format} currency={currency} money={money} />
        </aside>
      </div>

      {!isDesktop && (
        <>
          <button
            type="button"
            className="sb-sheet-button"
            onClick={() => setSheetOpen(true)}
            aria-expanded={sheetOpen}
            data-testid="slip-sheet-button"
          >
            {t('sports.slip_title')}
            <span className="sb-badge" data-testid="slip-count">
              {slip.slip.picks.length}
            </span>
          </button>
          {sheetOpen && (
            <div
              className="sb-sheet-backdrop"
              onMouseDown={(event) => {
                if (event.target === event.currentTarget) setSheetOpen(false);
              }}
            >
              <div
                className="sb-sheet"
                role="dialog"
                aria-modal="true"
                aria-label={t('sports.slip_title')}
              >
                <button
                  type="button"
                  className="sb-link-button sb-sheet__close"
                  onClick={() => setSheetOpen(false)}
                  data-testid="slip-sheet-close"
                >
                  {t('common.close')}
                </button>
                {slipPanel}
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
};
