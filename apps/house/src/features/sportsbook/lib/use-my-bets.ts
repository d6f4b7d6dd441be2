import { useCallback, useEffect, useState } from 'react';

import { HouseError } from '../../../shared/api/house-call';
import { createRequestId } from '../../../shared/api/request-id';
import {
  cashOut as cashOutCall,
  fetchBets,
  type BetsFilter,
  type SportBetView,
} from '../api/sportsbook-calls';
import { amountOfRefusal } from './refusal-data';

export type BetsApi = { fetchBets: typeof fetchBets; cashOut: typeof cashOutCall };

export const DEFAULT_BETS_API: BetsApi = { fetchBets, cashOut: cashOutCall };

/**
 * A cash-out under way: the value the player is asked to confirm (the bet's value shown, or the
 * new one of a 125 refusal) and, once sent, its request id.
 */
export type CashOutStep = {
  betId: number;
  value: string;
  /** The value moved since the page showed it (code 125): the new one is confirmed again. */
  changed: boolean;
  requestId?: string;
  sending: boolean;
  message: string;
};

/** The value of a 125 refusal's data (`value`), if it has one. */
export const valueOfRefusal = (data: unknown): string | null => amountOfRefusal(data, 'value');

type Options = {
  token: string;
  api: BetsApi;
  onBalance: (balance: string) => void;
  onEnded: () => void;
};

/**
 * The player's bets (open, settled or all, a page at a time), read again when a bet is placed,
 * when a fixture of an open bet moves on and after a reconnection, with the balance they leave;
 * and the cash-out of an open bet with its confirm step.
 */
export const useMyBets = ({ token, api, onBalance, onEnded }: Options) => {
  const [filter, setFilterState] = useState<BetsFilter>('open');
  const [page, setPage] = useState(1);
  const [bets, setBets] = useState<
    | { state: 'loading' }
    | { state: 'ready'; list: SportBetView[]; total: number }
    | { state: 'error'; message: string }
  >({ state: 'loading' });
  const [reload, setReload] = useState(0);
  const [cashOut, setCashOut] = useState<CashOutStep | null>(null);

  useEffect(() => {
    let live = true;
    api.fetchBets(token, filter, page).then(
      (answer) => {
        if (!live) return;
        setBets({ state: 'ready', list: answer.list, total: answer.total_count });
        // A settlement or a cash-out elsewhere moved the balance since the page read it.
        onBalance(answer.balance);
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof HouseError && error.isSessionEnded) onEnded();
        else setBets({ state: 'error', message: error instanceof HouseError ? error.message : '' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, token, filter, page, reload, onEnded, onBalance]);

  const refresh = useCallback(() => setReload((value) => value + 1), []);

  // Choosing the filter or page already shown reads it again, so the spinner never stays.
  const setFilter = useCallback((next: BetsFilter) => {
    setFilterState(next);
    setPage(1);
    setBets({ state: 'loading' });
    setReload((value) => value + 1);
  }, []);

  const askCashOut = useCallback((bet: SportBetView) => {
    if (bet.cash_out === null) return;
    setCashOut({
      betId: bet.bet_id,
      value: bet.cash_out,
      changed: false,
      sending: false,
      message: '',
    });
  }, []);

  const confirmCashOut = useCallback(async () => {
    if (!cashOut || cashOut.sending) return;
    const requestId = cashOut.requestId ?? createRequestId();
    const step = { ...cashOut, requestId, sending: true, message: '' };
    setCashOut(step);
    try {
      const answer = await api.cashOut(token, {
        bet_id: step.betId,
        value: step.value,
        accept_change: false,
        request_id: requestId,
      });
      onBalance(answer.balance);
      setCashOut(null);
      setBets((current) =>
        current.state === 'ready'
          ? {
              ...current,
              list: current.list.map((bet) =>
                bet.bet_id === answer.bet.bet_id ? answer.bet : bet,
              ),
            }
          : current,
      );
      refresh();
    } catch (error) {
      if (error instanceof HouseError && error.isSessionEnded) {
        onEnded();
        return;
      }
      const message = error instanceof HouseError ? error.message : '';
      const value =
        error instanceof HouseError && error.code === '125' ? valueOfRefusal(error.data) : null;
      if (value !== null) {
        // Another value is another cash-out: it is confirmed again and sent with a new id.
        setCashOut({ betId: step.betId, value, changed: true, sending: false, message });
        return;
      }
      if (error instanceof HouseError && error.code === '124') {
        setCashOut({ ...step, sending: false, message });
        refresh();
        return;
      }
      setCashOut({ ...step, sending: false, message });
    }
  }, [api, token, cashOut, onBalance, onEnded, refresh]);

  return {
    filter,
    setFilter,
    page,
    setPage: (next: number) => {
      setPage(next);
      setBets({ state: 'loading' });
      setReload((value) => value + 1);
    },
    bets,
    refresh,
    cashOut,
    askCashOut,
    confirmCashOut,
    cancelCashOut: () => setCashOut(null),
  };
};

export type MyBetsModel = ReturnType<typeof useMyBets>;
