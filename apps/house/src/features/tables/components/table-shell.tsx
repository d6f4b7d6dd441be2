import type { HouseSession, TableRoundView } from '@member-site/contracts';
import type { RoundBet } from '@member-site/house-games/rounds';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '../../../shared/lib/money';
import { goToLobby, leaveSession } from '../../../shared/session/session';
import { FullScreenMessage } from '../../../shared/ui/full-screen-message';
import { chipValues, slipHold, type SlipEntry } from '../lib/bet-slip';
import { phaseOf, type RoundPhase } from '../lib/clock';
import type { TableGameDefinition } from '../lib/table-game';
import type { TableSocketFactory } from '../lib/table-realtime';
import { useServerNow } from '../lib/use-server-now';
import { useTable, type TableApi } from '../lib/use-table';
import { BetSlip } from './bet-slip';
import { ChipTray } from './chip-tray';
import { MyBets } from './my-bets';
import { RoundBar } from './round-bar';
import { FairnessModal, HistoryModal, RulesModal } from './table-modals';
import '../tables.css';

/** What a game's own parts (its stage, board and charts) get from the shell. */
export type TableView = {
  round: TableRoundView | null;
  phase: RoundPhase;
  history: readonly TableRoundView[];
  slip: readonly SlipEntry[];
  /** Put the selected chip on a bet. */
  addBet: (bet: RoundBet) => void;
  canBet: boolean;
  money: (minor: bigint) => string;
  /** No animations (reduced motion, the tests). */
  instant: boolean;
  /**
   * The stage has played a drawn round out to its result: the player's results and balance
   * show from then on. Every stage calls it, at once for a round it shows already finished.
   */
  onShown: (roundId: number) => void;
};

/** What a game brings to the shell: its definition and its own parts of the page. */
export type TableGameParts = {
  game: TableGameDefinition;
  /** The round shown: the dice, the cards, the race. */
  renderStage: (view: TableView) => ReactNode;
  /** Where bets are chosen. */
  renderBoard: (view: TableView) => ReactNode;
  /** The game's results and charts. */
  renderStats?: (view: TableView) => ReactNode;
};

type Props = TableGameParts & {
  session: HouseSession;
  instant?: boolean;
  api?: Partial<TableApi>;
  connect?: TableSocketFactory;
};

type Panel = 'rules' | 'history' | 'fairness' | null;

const Spinner = ({ label }: { label: string }) => (
  <main className="hs-full" aria-busy="true">
    <div className="hs-spinner" role="status" aria-label={label} />
  </main>
);

/**
 * Everything every table game shares: the header with the balance and the lobby, the round's
 * bar, the chips and the bet slip, the player's bets, the history, rules and fairness panels.
 * The game brings its stage, board and charts.
 */
export const TableShell = ({
  session,
  game,
  instant = false,
  api,
  connect,
  renderStage,
  renderBoard,
  renderStats,
}: Props) => {
  const { t } = useTranslation();
  const model = useTable({
    session,
    instant,
    ...(api ? { api } : {}),
    ...(connect ? { connect } : {}),
  });
  const { data, display } = model;
  const now = useServerNow(data?.offset ?? 0);
  const [panel, setPanel] = useState<Panel>(null);
  const [leaving, setLeaving] = useState(false);
  const [chosenChip, setChosenChip] = useState<bigint | undefined>(undefined);
  const closePanel = useCallback(() => setPanel(null), []);
  const currency = session.currency;
  const money = useCallback((minor: bigint) => formatMoney(minor, currency), [currency]);
  const chips = useMemo(() => chipValues(model.limits), [model.limits]);
  const chip = chosenChip !== undefined && chips.includes(chosenChip) ? chosenChip : chips[0];

  useEffect(() => {
    document.title = `${game.name(t)} · ${t('game.site')}`;
  }, [game, t]);

  const leave = async () => {
    setLeaving(true);
    await leaveSession(session.session_token);
    goToLobby(session.lobby_url);
  };
  const lobbyButton = (
    <button type="button" className="lf-primary" onClick={() => void leave()} disabled={leaving}>
      {t('common.back_to_lobby')}
    </button>
  );

  const round = data?.round ?? null;
  const phase = phaseOf(round, now);
  const canBet = phase === 'betting' && round?.status === 'open';
  const { addBet: addToSlip } = model;
  const addBet = useCallback(
    (bet: RoundBet) => {
      if (chip !== undefined) addToSlip(bet, chip);
    },
    [addToSlip, chip],
  );

  if (model.status === 'ended') {
    return (
      <FullScreenMessage
        title={t('errors.session_ended_title')}
        text={t('errors.session_ended_text')}
        action={lobbyButton}
      />
    );
  }
  if (model.status === 'closed') {
    return (
      <FullScreenMessage
        title={t('tables.closed_title')}
        text={t('tables.closed_text')}
        action={lobbyButton}
      />
    );
  }
  if (model.status === 'error') {
    return (
      <FullScreenMessage
        title={t('tables.load_failed_title')}
        text={model.errorMessage || t('errors.network')}
        action={
          <button type="button" className="lf-primary" onClick={() => void model.refresh()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  if (!data || !display) return <Spinner label={t('common.loading')} />;

  const view: TableView = {
    round,
    phase,
    history: display.history,
    slip: model.slip,
    addBet,
    canBet,
    money,
    instant,
    onShown: model.roundShown,
  };

  return (
    <div className="tb-page">
      <header className="tb-top">
        <button
          type="button"
          className="tb-top__lobby"
          onClick={() => void leave()}
          disabled={leaving}
          data-testid="lobby"
        >
          <span aria-hidden="true">‹</span> {t('game.lobby')}
        </button>
        <div className="tb-top__brand">
          <span className="tb-top__site">{t('game.site')}</span>
          <h1>{game.name(t)}</h1>
        </div>
        {session.demo && (
          <span className="lf-demo tb-demo" data-testid="demo-badge">
            {t('tables.play_money')}
          </span>
        )}
        <div className="tb-top__balance">
          <span>{t('tables.balance')}</span>
          <strong data-testid="balance">{money(display.balance)}</strong>
        </div>
        <nav className="tb-top__nav" aria-label={t('game.menu')}>
          <button type="button" className="lf-secondary" onClick={() => setPanel('rules')}>
            {t('tables.rules')}
          </button>
          <button type="button" className="lf-secondary" onClick={() => setPanel('history')}>
            {t('tables.history')}
          </button>
          <button type="button" className="lf-secondary" onClick={() => setPanel('fairness')}>
            {t('tables.fairness')}
          </button>
        </nav>
      </header>
      {!model.connected && (
        <p className="tb-offline" role="status">
          {t('tables.reconnecting')}
        </p>
      )}

      <div className="tb-layout">
        <div className="tb-main">
          {/* A settled round still being played out reads as drawing until its result shows. */}
          <RoundBar round={round} phase={display.showing ? 'drawing' : phase} now={now} />
          {renderStage(view)}
          {renderBoard(view)}
        </div>
        <aside className="tb-side">
          <ChipTray chips={chips} selected={chip} onSelect={setChosenChip} money={money} />
          <BetSlip
            game={game}
            entries={model.slip}
            total={model.slipTotal}
            hold={slipHold(model.slip, game.hold)}
            balance={display.balance}
            canBet={canBet}
            placing={model.placing}
            notice={model.notice}
            money={money}
            onRemove={model.removeBet}
            onClear={model.clearSlip}
            onPlace={() => void model.placeAll()}
            onDismiss={model.dismissNotice}
          />
          <MyBets
            game={game}
            bets={display.bets}
            roundNumber={display.betsRound}
            currency={currency}
            money={money}
          />
        </aside>
      </div>
      {renderStats?.(view)}

      {panel === 'rules' && <RulesModal game={game} onClose={closePanel} />}
      {panel === 'history' && (
        <HistoryModal game={game} history={display.history} onClose={closePanel} />
      )}
      {panel === 'fairness' && (
        <FairnessModal
          commitment={data.table.commitment}
          history={display.history}
          onClose={closePanel}
        />
      )}
    </div>
  );
};
