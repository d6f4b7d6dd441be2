import type { FairSeed, HouseSession } from '@member-site/contracts';
import { LOTUS_FORTUNE } from '@member-site/house-games/slot';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { HouseError } from '../../../shared/api/house-call';
import { formatMoney, toMinor } from '../../../shared/lib/money';
import { HOUSE_STORAGE_KEYS, readStorage, writeStorage } from '../../../shared/lib/storage';
import { CloseButton } from '../../../shared/ui/close-button';
import { FullScreenMessage } from '../../../shared/ui/full-screen-message';
import { goToLobby, leaveSession } from '../../../shared/session/session';
import type { spinSlot } from '../api/game-calls';
import { SlotController, type SlotNotice } from '../lib/slot-controller';
import { createSoundBoard } from '../lib/sound';
import { AutoplayDialog } from './autoplay-dialog';
import { FairnessModal } from './fairness-modal';
import { HistoryModal } from './history-modal';
import { Icon } from './icons';
import { RoundOverlay } from './overlays';
import { PaytableModal } from './paytable-modal';
import { Reels } from './reels';
import { StakeSelector } from './stake-selector';

type Panel = 'paytable' | 'fairness' | 'history' | 'autoplay' | null;

type Props = {
  session: HouseSession;
  /** No animations: reduced motion, and the tests. */
  instant?: boolean;
  /** The spin call (tests may count it). */
  spin?: typeof spinSlot;
};

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.closest('input, textarea, select, button, a, [role="dialog"], [role="listbox"]') !==
    null ||
    target.isContentEditable);

const NoticeBar = ({ notice, onClose }: { notice: SlotNotice; onClose: () => void }) => {
  const { t } = useTranslation();
  let text: string;
  if (notice.kind === 'insufficient') text = t('game.insufficient');
  else if (notice.kind === 'autoplay-stopped') text = t(`autoplay.stopped_${notice.reason}`);
  else text = notice.message === '' ? t('errors.network') : notice.message;
  return (
    <div className={`lf-toast lf-toast--${notice.kind}`} role="alert" data-testid="notice">
      <span>{text}</span>
      <CloseButton onClose={onClose} />
    </div>
  );
};

export const SlotGame = ({ session, instant = false, spin }: Props) => {
  const { t } = useTranslation();
  const [soundOn, setSoundOn] = useState(
    () => readStorage('local', HOUSE_STORAGE_KEYS.sound) === 'on',
  );
  // The board reads the stored choice at each sound, so the toggle takes effect at once.
  const [sound] = useState(() =>
    createSoundBoard(() => readStorage('local', HOUSE_STORAGE_KEYS.sound) === 'on'),
  );
  const [controller] = useState(
    () => new SlotController(session, { sound, instant, ...(spin ? { spin } : {}) }),
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const [panel, setPanel] = useState<Panel>(null);
  const [leaving, setLeaving] = useState(false);
  // After a round, the winning lines take turns on the reels until the next spin.
  const cycling = state.phase === 'idle' && (state.spin?.line_wins.length ?? 0) > 1;
  const [cycle, setCycle] = useState(0);
  useEffect(() => {
    if (!cycling || instant) return;
    const timer = setInterval(() => setCycle((value) => value + 1), 1600);
    return () => clearInterval(timer);
  }, [cycling, instant]);

  useEffect(() => () => controller.dispose(), [controller]);
  useEffect(() => {
    if (readStorage('local', HOUSE_STORAGE_KEYS.turbo) === 'on') controller.setTurbo(true);
  }, [controller]);

  const currency = state.currency;
  const money = useCallback((minor: bigint) => formatMoney(minor, currency), [currency]);
  const stakes = session.stakes;
  const stake = toMinor(stakes[state.stakeIndex] ?? session.default_stake, currency);
  const lineBet = stake / BigInt(LOTUS_FORTUNE.paylines.length);
  const idle = state.phase === 'idle';
  const canAfford = state.balance >= stake;
  const autoplaying = state.autoplay !== null;

  const onSpin = useCallback(() => {
    if (state.phase !== 'idle') {
      controller.skip();
      return;
    }
    if (controller.getSnapshot().autoplay) return;
    sound.click();
    void controller.spin();
  }, [controller, sound, state.phase]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      if (panel !== null || isTyping(event.target) || event.repeat) return;
      event.preventDefault();
      onSpin();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onSpin, panel]);

  const onError = useCallback(
    (error: unknown) => {
      const houseError = error instanceof HouseError ? error : new HouseError('network', '', 0);
      controller.reportError(houseError);
    },
    [controller],
  );
  const onSeed = useCallback((seed: FairSeed) => controller.setSeed(seed), [controller]);
  const closePanel = useCallback(() => setPanel(null), []);

  const leave = async () => {
    setLeaving(true);
    controller.stopAutoplay();
    await leaveSession(session.session_token);
    goToLobby(session.lobby_url);
  };

  if (state.ended) {
    return (
      <FullScreenMessage
        title={t('errors.session_ended_title')}
        text={t('errors.session_ended_text')}
        action={
          <button type="button" className="lf-primary" onClick={() => void leave()}>
            {t('common.back_to_lobby')}
          </button>
        }
      />
    );
  }

  const toggleSound = () => {
    const next = !soundOn;
    setSoundOn(next);
    writeStorage('local', HOUSE_STORAGE_KEYS.sound, next ? 'on' : 'off');
    if (next) sound.click();
  };
  const toggleTurbo = () => {
    const next = !state.turbo;
    controller.setTurbo(next);
    writeStorage('local', HOUSE_STORAGE_KEYS.turbo, next ? 'on' : 'off');
  };

  const shownWin = state.phase === 'idle' ? (state.lastWin ?? 0n) : state.roundWin;
  const lineWins = state.spin?.line_wins ?? [];
  const spinLine = cycling ? lineWins[cycle % lineWins.length] : lineWins[0];
  let status: ReactNode;
  if (state.freeSpin) {
    status = t('game.free_spin_counter', {
      current: state.freeSpin.current,
      total: state.freeSpin.total,
    });
  } else if (cycling && instant) {
    // Without animation the lines do not take turns: the round's lines are summed up instead.
    status = t('game.lines_won', { count: lineWins.length, amount: money(state.lastWin ?? 0n) });
  } else if ((state.phase !== 'idle' || cycling) && spinLine) {
    status = t('game.line_win', {
      line: spinLine.line + 1,
      kind: spinLine.count,
      symbol: t(`symbols.${spinLine.symbol}`),
      amount: money(toMinor(spinLine.win, currency)),
    });
  } else if (state.phase === 'idle' && (state.lastWin ?? 0n) > 0n) {
    status = t('game.you_won', { amount: money(state.lastWin ?? 0n) });
  } else if (!canAfford) {
    status = t('game.insufficient');
  } else {
    status = state.phase === 'idle' ? t('game.place_bet') : t('game.good_luck');
  }

  const header = (
    <header className="lf-top">
      <button
        type="button"
        className="lf-top__button"
        onClick={() => void leave()}
        disabled={leaving}
        aria-label={t('game.lobby')}
        data-testid="lobby"
        title={t('game.lobby')}
      >
        <Icon name="home" />
      </button>
      <div className="lf-brand">
        <span className="lf-brand__site">{t('game.site')}</span>
        <h1 className="lf-brand__title">{t('game.title')}</h1>
      </div>
      {session.demo && (
        <span className="lf-demo" data-testid="demo-badge">
          {t('game.demo')}
        </span>
      )}
      <nav className="lf-top__nav" aria-label={t('game.menu')}>
        <button
          type="button"
          className="lf-top__button"
          onClick={() => setPanel('paytable')}
          aria-label={t('paytable.title')}
          title={t('paytable.title')}
        >
          <Icon name="info" />
        </button>
        <button
          type="button"
          className="lf-top__button"
          onClick={() => setPanel('fairness')}
          data-testid="open-fairness"
          aria-label={t('fair.title')}
          title={t('fair.title')}
        >
          <Icon name="shield" />
        </button>
        {!session.demo && (
          <button
            type="button"
            className="lf-top__button"
            onClick={() => setPanel('history')}
            data-testid="open-history"
            aria-label={t('history.title')}
            title={t('history.title')}
          >
            <Icon name="clock" />
          </button>
        )}
        <button
          type="button"
          className="lf-top__button"
          onClick={toggleSound}
          aria-pressed={soundOn}
          aria-label={t('game.sound')}
          title={soundOn ? t('game.sound_on') : t('game.sound_off')}
        >
          <Icon name={soundOn ? 'soundOn' : 'soundOff'} />
        </button>
      </nav>
    </header>
  );

  return (
    <main
      className={`lf-game${state.freeSpin || state.overlay?.kind === 'free-intro' ? ' is-free' : ''}${state.turbo ? ' is-turbo' : ''}${instant ? ' is-instant' : ''}`}
    >
      {header}
      <section className="lf-stage" aria-label={t('game.title')}>
        <div className="lf-banner" aria-live="polite" data-testid="status">
          {state.freeSpin && (
            <span className="lf-banner__x3">×{LOTUS_FORTUNE.freeSpinMultiplier}</span>
          )}
          <span>{status}</span>
        </div>
        <div className="lf-frame">
          <div className="lf-frame__inner">
            <Reels
              grid={state.grid}
              spinning={state.spinning}
              spin={state.spin}
              focusLine={cycling ? spinLine?.line : undefined}
              showWins={state.phase !== 'spinning' || state.spinning.every((value) => !value)}
              landed={state.landed}
            />
            {state.overlay && (
              <RoundOverlay
                overlay={state.overlay}
                currency={currency}
                onSkip={() => controller.skip()}
              />
            )}
          </div>
        </div>
      </section>

      <footer className="lf-controls">
        <div className="lf-meter lf-meter--balance">
          <span className="lf-label">{t('game.balance')}</span>
          <strong data-testid="balance">{money(state.balance)}</strong>
          {session.demo && <small>{t('game.play_money')}</small>}
        </div>
        <div className="lf-meter lf-meter--win">
          <span className="lf-label">{t('game.win')}</span>
          <strong data-testid="win" className={shownWin > 0n ? 'is-win' : undefined}>
            {money(shownWin)}
          </strong>
        </div>
        <div className="lf-bet">
          <StakeSelector
            stakes={stakes}
            index={state.stakeIndex}
            labels={stakes.map((text) => money(toMinor(text, currency)))}
            disabled={!idle || autoplaying}
            onChange={(index) => controller.setStakeIndex(index)}
          />
          <span className="lf-bet__line" data-testid="line-bet">
            {t('game.line_bet', { amount: money(lineBet), lines: LOTUS_FORTUNE.paylines.length })}
          </span>
        </div>
        <div className="lf-actions">
          <button
            type="button"
            className={`lf-side-button${state.turbo ? ' is-on' : ''}`}
            onClick={toggleTurbo}
            aria-pressed={state.turbo}
            data-testid="turbo"
          >
            <Icon name="bolt" />
            <span>{t('game.turbo')}</span>
          </button>
          <button
            type="button"
            className={`lf-spin${state.phase !== 'idle' ? ' is-busy' : ''}`}
            onClick={onSpin}
            disabled={(idle && !canAfford) || autoplaying}
            aria-label={state.phase === 'idle' ? t('game.spin') : t('game.skip')}
            data-testid="spin"
            data-phase={state.phase}
          >
            <svg viewBox="0 0 100 100" aria-hidden="true">
              <path
                d="M50 18a32 32 0 1 1-29.6 19.8"
                fill="none"
                stroke="currentColor"
                strokeWidth="9"
                strokeLinecap="round"
              />
              <path d="M12 22l10 18 16-12z" fill="currentColor" />
            </svg>
          </button>
          {autoplaying ? (
            <button
              type="button"
              className="lf-side-button is-on"
              onClick={() => controller.stopAutoplay()}
              data-testid="autoplay-stop"
            >
              <Icon name="stop" />
              <span>
                {t('autoplay.stop')}
                <small>
                  {Number.isFinite(state.autoplay?.rounds)
                    ? t('autoplay.left', {
                        n: (state.autoplay?.rounds ?? 0) - (state.autoplay?.played ?? 0),
                      })
                    : '∞'}
                </small>
              </span>
            </button>
          ) : (
            <button
              type="button"
              className="lf-side-button"
              onClick={() => setPanel('autoplay')}
              disabled={!idle || !canAfford}
            >
              <Icon name="auto" />
              <span>{t('autoplay.title')}</span>
            </button>
          )}
        </div>
      </footer>

      {state.notice && (
        <NoticeBar notice={state.notice} onClose={() => controller.dismissNotice()} />
      )}

      {panel === 'paytable' && (
        <PaytableModal stake={stake} currency={currency} onClose={closePanel} />
      )}
      {panel === 'fairness' && (
        <FairnessModal
          token={session.session_token}
          seed={state.seed}
          canRotate={!session.demo}
          busy={!idle || autoplaying}
          stake={stakes[state.stakeIndex] ?? session.default_stake}
          currency={currency}
          onSeed={onSeed}
          onError={onError}
          onClose={closePanel}
        />
      )}
      {panel === 'history' && (
        <HistoryModal token={session.session_token} onError={onError} onClose={closePanel} />
      )}
      {panel === 'autoplay' && (
        <AutoplayDialog
          betsLabel={(bets) => money(stake * BigInt(bets))}
          onClose={closePanel}
          onStart={(settings) => {
            setPanel(null);
            controller.startAutoplay(settings);
          }}
        />
      )}
    </main>
  );
};
