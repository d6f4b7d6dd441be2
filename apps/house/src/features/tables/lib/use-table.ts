import type { HouseSession, TableBetView, TableRoundView, TableView } from '@member-site/contracts';
import type { RoundBet } from '@member-site/house-games/rounds';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { HouseError } from '../../../shared/api/house-call';
import { createRequestId } from '../../../shared/api/request-id';
import { toDecimal, toMinor } from '../../../shared/lib/money';
import { updateStoredSession } from '../../../shared/session/session';
import {
  fetchRecentBets,
  fetchTableState,
  placeTableBet as placeBetCall,
} from '../api/table-calls';
import { addToSlip, slipTotal, stakeLimits, type SlipEntry } from './bet-slip';
import { clockOffset } from './clock';
import { followTable, type TableSocketFactory } from './table-realtime';

/** The calls the table makes (tests may replace them). */
export type TableApi = {
  fetchState: typeof fetchTableState;
  placeBet: typeof placeBetCall;
  fetchBets: typeof fetchRecentBets;
};

const DEFAULT_API: TableApi = {
  fetchState: fetchTableState,
  placeBet: placeBetCall,
  fetchBets: fetchRecentBets,
};

export type TableNotice =
  { kind: 'error'; message: string } | { kind: 'limit' } | { kind: 'placed'; count: number };

/** The player's bets on a finished round, with their results. */
export type RoundResults = { round: TableRoundView; bets: TableBetView[] };

/**
 * The balance and the player's bets as they stood when a round's outcome arrived: the page
 * shows them until the game has played the outcome out (the dice landed, the race run), so the
 * result is never known before it is seen.
 */
type HeldRound = { roundId: number; balance: bigint; bets: TableBetView[] };

/** What the page shows of the table's money and rounds at this moment. */
export type TableDisplay = {
  balance: bigint;
  /**
   * The player's bets on the round shown: placed ones, their results once it is shown; while
   * the player has none on the round open, the results of the last round they bet on.
   */
  bets: readonly TableBetView[];
  /** The number of the round `bets` are on; undefined while no round is shown. */
  betsRound: number | undefined;
  /** Finished rounds, newest first, without a round whose outcome is still being shown. */
  history: readonly TableRoundView[];
  /** The round shown is settled but the game is still playing its outcome out. */
  showing: boolean;
};

export type TableStatus = 'loading' | 'ready' | 'error' | 'ended' | 'closed';

type Data = {
  table: TableView;
  /** The round open or drawing now, else the last finished one (shown until the next opens). */
  round: TableRoundView | null;
  history: TableRoundView[];
  /** The player's bets on `round` while it is not finished. */
  bets: TableBetView[];
  balance: bigint;
  /** The server clock's lead on this device's, in milliseconds. */
  offset: number;
};

const isFinished = (round: TableRoundView): boolean =>
  round.status === 'settled' || round.status === 'voided';

/** Newest first, without the same round twice. */
const withRound = (history: readonly TableRoundView[], round: TableRoundView): TableRoundView[] =>
  [round, ...history.filter((entry) => entry.round_id !== round.round_id)].sort(
    (a, b) => b.number - a.number,
  );

export type UseTableOptions = {
  session: HouseSession;
  /** Outcomes are shown at once (reduced motion, the tests): nothing waits for a show. */
  instant?: boolean;
  api?: Partial<TableApi>;
  connect?: TableSocketFactory;
};

/**
 * A table as the page shows it: its state from the server (read again after every settled
 * round, every reconnection and every change of the table), its rounds as the realtime channel
 * tells them, the server's clock, the bet slip and placing its bets.
 */
export const useTable = ({ session, instant = false, api: apiPatch, connect }: UseTableOptions) => {
  const token = session.session_token;
  const currency = session.currency;
  const [api] = useState<TableApi>(() => ({ ...DEFAULT_API, ...apiPatch }));
  const [status, setStatus] = useState<TableStatus>('loading');
  const [errorMessage, setErrorMessage] = useState('');
  const [data, setData] = useState<Data | null>(null);
  const [slip, setSlip] = useState<SlipEntry[]>([]);
  const [results, setResults] = useState<RoundResults | null>(null);
  const [held, setHeld] = useState<HeldRound | null>(null);
  /** The newest round the game has finished showing. */
  const [shownRound, setShownRound] = useState<number | null>(null);
  const [notice, setNotice] = useState<TableNotice | null>(null);
  const [placing, setPlacing] = useState(false);
  const [connected, setConnected] = useState(false);
  const live = useRef(true);
  const dataRef = useRef<Data | null>(null);
  const slipRef = useRef<SlipEntry[]>(slip);
  useLayoutEffect(() => {
    dataRef.current = data;
    slipRef.current = slip;
  }, [data, slip]);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const fail = useCallback((error: unknown): boolean => {
    if (error instanceof HouseError && error.isSessionEnded) {
      setStatus('ended');
      return true;
    }
    if (error instanceof HouseError && error.code === '108') {
      setStatus('closed');
      return true;
    }
    return false;
  }, []);

  const refresh = useCallback(async () => {
    try {
      const state = await api.fetchState(token);
      if (!live.current) return;
      const offset = clockOffset(state.server_time, Date.now());
      const balance = toMinor(state.balance, currency);
      // Between rounds the last finished round stays on screen: the one the channel told of,
      // unless the history already holds a newer one.
      const shown = dataRef.current?.round;
      const lastFinished =
        shown && isFinished(shown) ? withRound(state.history, shown)[0] : state.history[0];
      setData({
        table: state.table,
        round: state.round ?? lastFinished ?? null,
        history: state.history,
        bets: state.round ? state.bets : [],
        balance,
        offset,
      });
      updateStoredSession({ balance: state.balance });
      setStatus(state.table.status === 'closed' ? 'closed' : 'ready');
    } catch (error) {
      if (!live.current || fail(error)) return;
      // A failed refresh keeps what the page shows; only a first load has nothing to show.
      if (!dataRef.current) {
        setErrorMessage(error instanceof HouseError ? error.message : '');
        setStatus('error');
      }
    }
  }, [api, token, currency, fail]);

  /** A round finished: its bets' results, the balance and the table are read again. */
  const finishRound = useCallback(
    async (round: TableRoundView, hadBets: boolean) => {
      await refresh();
      if (!hadBets) return;
      try {
        const bets = (await api.fetchBets(token)).filter((bet) => bet.round_id === round.round_id);
        if (live.current) setResults({ round, bets });
      } catch (error) {
        fail(error);
      }
    },
    [api, token, refresh, fail],
  );

  const onRound = useCallback(
    (round: TableRoundView) => {
      const before = dataRef.current;
      const hadBets = (before?.bets ?? []).some((bet) => bet.round_id === round.round_id);
      const shownId = before?.round?.round_id;
      if (before && round.outcome !== null && round.number >= (before.round?.number ?? 0)) {
        setHeld((current) =>
          current?.roundId === round.round_id
            ? current
            : {
                roundId: round.round_id,
                balance: before.balance,
                bets: before.bets.filter((bet) => bet.round_id === round.round_id),
              },
        );
      }
      setData((current) => {
        if (!current) return current;
        const shown = current.round;
        const older = shown !== null && round.number < shown.number;
        const sameRound = shown?.round_id === round.round_id;
        return {
          ...current,
          round: older ? shown : round,
          history: isFinished(round) ? withRound(current.history, round) : current.history,
          bets: older || sameRound ? current.bets : [],
        };
      });
      if (round.status === 'open' && shownId !== round.round_id) {
        // A new round: the slip's bets go on it; the ids of bets sent for the old one do not.
        setSlip((entries) =>
          entries.map((entry) => ({
            key: entry.key,
            kind: entry.kind,
            pick: entry.pick,
            stake: entry.stake,
          })),
        );
      }
      if (isFinished(round)) void finishRound(round, hadBets);
    },
    [finishRound],
  );

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const tableId = data?.table.table_id;
  useEffect(() => {
    if (tableId === undefined) return;
    return followTable(
      tableId,
      {
        onRound,
        onTable: () => void refresh(),
        onConnect: () => {
          setConnected(true);
          void refresh();
        },
        onDisconnect: () => setConnected(false),
      },
      connect,
    );
  }, [tableId, onRound, refresh, connect]);

  /** The game has played a round's outcome out: its results may show. */
  const roundShown = useCallback((roundId: number) => {
    setShownRound((current) => (current === null || roundId > current ? roundId : current));
  }, []);

  const display = useMemo((): TableDisplay | null => {
    if (!data) return null;
    const { round } = data;
    if (!round || !isFinished(round)) {
      // A round with no bets of the player yet shows the results of the last one they had.
      if (data.bets.length === 0 && results) {
        return {
          balance: data.balance,
          bets: results.bets,
          betsRound: results.round.number,
          history: data.history,
          showing: false,
        };
      }
      return {
        balance: data.balance,
        bets: data.bets,
        betsRound: round?.number,
        history: data.history,
        showing: false,
      };
    }
    const heldBets = held?.roundId === round.round_id ? held : null;
    const showing =
      !instant &&
      heldBets !== null &&
      round.status === 'settled' &&
      (shownRound === null || shownRound < round.round_id);
    if (heldBets && showing) {
      return {
        balance: heldBets.balance,
        bets: heldBets.bets,
        betsRound: round.number,
        history: data.history.filter((entry) => entry.round_id !== round.round_id),
        showing: true,
      };
    }
    const settled = results?.round.round_id === round.round_id ? results.bets : null;
    return {
      balance: data.balance,
      bets: settled ?? heldBets?.bets ?? [],
      betsRound: round.number,
      history: data.history,
      showing: false,
    };
  }, [data, held, shownRound, results, instant]);

  const limits = useMemo(
    () => (data ? stakeLimits(data.table, currency) : { min: 0n, max: 0n, step: 0n }),
    [data, currency],
  );
  const placedTotal = useMemo(
    () => (data?.bets ?? []).reduce((sum, bet) => sum + toMinor(bet.stake, currency), 0n),
    [data, currency],
  );

  const addBet = useCallback(
    (bet: RoundBet, chip: bigint) => {
      const result = addToSlip(slipRef.current, bet, chip, limits, placedTotal);
      setSlip(result.entries);
      setNotice(result.refused ? { kind: 'limit' } : null);
    },
    [limits, placedTotal],
  );

  const removeBet = useCallback((key: string) => {
    setSlip((entries) => entries.filter((entry) => entry.key !== key));
  }, []);

  const clearSlip = useCallback(() => {
    setSlip([]);
    setNotice(null);
  }, []);

  /**
   * Send every bet of the slip, one call each with its own request id, in order; the first
   * refusal stops and stays on screen with the bets not yet placed.
   */
  const placeAll = useCallback(async () => {
    const round = dataRef.current?.round;
    if (!round || placing) return;
    setPlacing(true);
    setNotice(null);
    // Every entry gets its request id before the first call, so a retry sends the same ids.
    const withIds = slipRef.current.map((entry) => ({
      ...entry,
      requestId: entry.requestId ?? createRequestId(),
    }));
    setSlip(withIds);
    let placed = 0;
    for (const entry of withIds) {
      try {
        const answer = await api.placeBet(token, {
          round_id: round.round_id,
          kind: entry.kind,
          pick: entry.pick,
          stake: toDecimal(entry.stake, currency),
          request_id: entry.requestId,
        });
        if (!live.current) return;
        placed += 1;
        setSlip((entries) => entries.filter((item) => item.key !== entry.key));
        setData((current) =>
          current
            ? {
                ...current,
                balance: toMinor(answer.balance, currency),
                bets: [
                  ...current.bets.filter((bet) => bet.bet_id !== answer.bet.bet_id),
                  answer.bet,
                ],
              }
            : current,
        );
        updateStoredSession({ balance: answer.balance });
      } catch (error) {
        if (!live.current) return;
        if (!fail(error)) {
          setNotice({
            kind: 'error',
            message: error instanceof HouseError ? error.message : '',
          });
        }
        setPlacing(false);
        return;
      }
    }
    setPlacing(false);
    if (placed > 0) setNotice({ kind: 'placed', count: placed });
  }, [api, token, currency, placing, fail]);

  return {
    status,
    errorMessage,
    data,
    display,
    roundShown,
    slip,
    slipTotal: slipTotal(slip),
    placedTotal,
    limits,
    notice,
    placing,
    connected,
    refresh,
    addBet,
    removeBet,
    clearSlip,
    placeAll,
    dismissNotice: () => setNotice(null),
  };
};

export type TableModel = ReturnType<typeof useTable>;
