import type { Currency } from '@member-site/contracts/constants';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { HouseError } from '../../../shared/api/house-call';
import { createRequestId } from '../../../shared/api/request-id';
import { formatMoney, toDecimal, toMinor } from '../../../shared/lib/money';
import { readStorage, writeStorage } from '../../../shared/lib/storage';
import {
  placeSportBet,
  type OddsChoice,
  type SportBetView,
  type SportFixtureView,
  type SportMarketView,
} from '../api/sportsbook-calls';
import {
  EMPTY_SLIP,
  acceptOddsChanges,
  checkParlay,
  hasOddsChange,
  removePick,
  setParlayStake,
  setPickStake,
  slipTotal,
  stakedSingles,
  togglePick,
  updatePick,
  type Slip,
  type SlipMode,
  type SlipPick,
} from './bet-slip';
import { amountOfRefusal } from './refusal-data';
import type { SportUpdate } from './sportsbook-realtime';

export const ACCEPT_ODDS_KEY = 'house.sports.accept_odds';

const readAcceptOdds = (): OddsChoice => {
  const stored = readStorage('local', ACCEPT_ODDS_KEY);
  return stored === 'higher' || stored === 'any' ? stored : 'none';
};

/** The odds each selection has now, from a 120 refusal's data (`legs`). */
export const oddsOfRefusal = (data: unknown): Map<number, number | null> => {
  const odds = new Map<number, number | null>();
  if (typeof data !== 'object' || data === null || !('legs' in data)) return odds;
  const { legs } = data;
  if (!Array.isArray(legs)) return odds;
  for (const leg of legs as unknown[]) {
    if (typeof leg !== 'object' || leg === null) continue;
    const { selection_id: id, odds: value } = leg as Record<string, unknown>;
    if (typeof id !== 'number') continue;
    odds.set(id, typeof value === 'number' ? value : null);
  }
  return odds;
};

/** What a 110 refusal's data says the bettor may still stake on the market (`max_stake`). */
export const maxStakeOfRefusal = (data: unknown): string | null =>
  amountOfRefusal(data, 'max_stake');

/** Whether the bet as it stands would take a change of odds the player has not agreed to. */
export const needsAccepting = (pick: SlipPick, choice: OddsChoice): boolean => {
  if (!hasOddsChange(pick) || pick.odds === null) return false;
  if (choice === 'any') return false;
  return !(choice === 'higher' && pick.odds > pick.accepted);
};

export type SlipNotice = { kind: 'placed'; count: number } | { kind: 'error'; message: string };

/**
 * The book's stake limits: the least and the most one bet takes, and the most a bet on a
 * selection's market may take (smaller for some market types and in play).
 */
export type SlipLimits = { min: bigint; max: bigint; market: (pick: SlipPick) => bigint };

/** The most a bet on these selections may stake: the book's, and each market's. */
export const betMax = (limits: SlipLimits, picks: readonly SlipPick[]): bigint =>
  picks.reduce((most, pick) => {
    const market = limits.market(pick);
    return market < most ? market : most;
  }, limits.max);

/** The slip's bets, each with its stake and the selections it is on. */
const slipBets = (slip: Slip): { stake: bigint; picks: SlipPick[] }[] =>
  slip.mode === 'parlay'
    ? [{ stake: slip.parlayStake, picks: slip.picks }]
    : stakedSingles(slip).map((pick) => ({ stake: pick.stake, picks: [pick] }));

/** The limit of the first bet staked above what it may take, if one is. */
export const exceededMax = (slip: Slip, limits: SlipLimits): bigint | null => {
  for (const bet of slipBets(slip)) {
    const most = betMax(limits, bet.picks);
    if (most > 0n && bet.stake > most) return most;
  }
  return null;
};

/** Why the slip cannot be placed as it stands, if it cannot. */
export type SlipBlock =
  | 'empty'
  | 'no_stake'
  | 'below_min'
  | 'above_max'
  | 'over_balance'
  | 'locked'
  | 'odds_changed'
  | 'parlay_too_few'
  | 'parlay_too_many'
  | 'parlay_correlated';

export const slipBlock = (
  slip: Slip,
  limits: SlipLimits,
  balance: bigint,
  choice: OddsChoice,
): SlipBlock | null => {
  if (slip.picks.length === 0) return 'empty';
  const bets = slip.mode === 'parlay' ? slip.picks : stakedSingles(slip);
  const stakes = slip.mode === 'parlay' ? [slip.parlayStake] : bets.map((pick) => pick.stake);
  if (slip.mode === 'parlay') {
    const check = checkParlay(slip.picks);
    if (check !== 'ok') return `parlay_${check}`;
  }
  if (stakes.length === 0 || stakes.some((stake) => stake <= 0n)) return 'no_stake';
  if (stakes.some((stake) => stake < limits.min)) return 'below_min';
  if (exceededMax(slip, limits) !== null) return 'above_max';
  if (slipTotal(slip) > balance) return 'over_balance';
  if (bets.some((pick) => pick.locked || pick.odds === null)) return 'locked';
  if (bets.some((pick) => needsAccepting(pick, choice))) return 'odds_changed';
  return null;
};

type Options = {
  token: string;
  currency: Currency;
  placeBet: typeof placeSportBet;
  /** A bet was taken: the balance after it and the bet. */
  onPlaced: (balance: string, bet: SportBetView) => void;
  onEnded: () => void;
};

/**
 * The bet slip: the selections picked, singles (a stake each) or one parlay, the odds changes
 * the feed brings, and placing: one call per bet, each with a request id kept across retries
 * until the bet changes, the server's refusal shown on its bet.
 */
export const useSlip = ({ token, currency, placeBet, onPlaced, onEnded }: Options) => {
  const { t } = useTranslation();
  const [slip, setSlip] = useState<Slip>(EMPTY_SLIP);
  const [acceptOdds, setAcceptOddsState] = useState<OddsChoice>(readAcceptOdds);
  const [placing, setPlacing] = useState(false);
  const [notice, setNotice] = useState<SlipNotice | null>(null);
  const slipRef = useRef(slip);
  const acceptRef = useRef(acceptOdds);
  useLayoutEffect(() => {
    slipRef.current = slip;
    acceptRef.current = acceptOdds;
  }, [slip, acceptOdds]);

  const change = useCallback((next: (current: Slip) => Slip) => {
    setSlip((current) => {
      const value = next(current);
      slipRef.current = value;
      return value;
    });
  }, []);

  const toggle = useCallback(
    (fixture: SportFixtureView, market: SportMarketView, key: string) => {
      const selection = market.selections.find((item) => item.key === key);
      if (!selection) return;
      setNotice(null);
      change((current) =>
        togglePick(current, {
          selectionId: selection.selection_id,
          fixtureId: fixture.fixture_id,
          marketId: market.market_id,
          marketType: market.type,
          line: market.line,
          key,
          sport: fixture.sport,
          home: fixture.home.name,
          away: fixture.away.name,
          odds: selection.odds,
          locked: market.status !== 'open',
          live: fixture.status === 'live',
        }),
      );
    },
    [change],
  );

  /** The feed moved odds or markets: the slip's selections follow. */
  const followUpdate = useCallback(
    (update: SportUpdate) => {
      const odds = new Map(update.selections.map((item) => [item.selection_id, item.odds]));
      const statuses = new Map(update.markets.map((item) => [item.market_id, item.status]));
      const matches = new Map(update.fixtures.map((item) => [item.fixture_id, item.status]));
      change((current) =>
        current.picks.reduce((next, pick) => {
          const status = statuses.get(pick.marketId);
          const value = odds.get(pick.selectionId);
          const match = matches.get(pick.fixtureId);
          return updatePick(next, pick.selectionId, {
            ...(value !== undefined ? { odds: value } : {}),
            ...(status !== undefined ? { locked: status !== 'open' } : {}),
            ...(match !== undefined ? { live: match === 'live' } : {}),
          });
        }, current),
      );
    },
    [change],
  );

  const setAcceptOdds = useCallback((choice: OddsChoice) => {
    setAcceptOddsState(choice);
    writeStorage('local', ACCEPT_ODDS_KEY, choice);
  }, []);

  /** Place one bet; its refusal goes on it. Returns false when the session is over. */
  const send = useCallback(
    async (
      legs: SlipPick[],
      stake: bigint,
      requestId: string,
      onRefused: (message: string) => void,
    ): Promise<'placed' | 'refused' | 'ended'> => {
      try {
        const answer = await placeBet(token, {
          legs: legs.map((pick) => ({ selection_id: pick.selectionId, odds: pick.accepted })),
          stake: toDecimal(stake, currency),
          accept_odds: acceptRef.current,
          request_id: requestId,
        });
        onPlaced(answer.balance, answer.bet);
        return 'placed';
      } catch (error) {
        if (error instanceof HouseError && error.isSessionEnded) {
          onEnded();
          return 'ended';
        }
        if (error instanceof HouseError && error.code === '120') {
          const now = oddsOfRefusal(error.data);
          change((current) =>
            [...now].reduce(
              (next, [selectionId, odds]) => updatePick(next, selectionId, { odds }),
              current,
            ),
          );
        }
        if (error instanceof HouseError && error.code === '121') {
          change((current) =>
            legs.reduce(
              (next, pick) => updatePick(next, pick.selectionId, { locked: true }),
              current,
            ),
          );
        }
        const left =
          error instanceof HouseError && error.code === '110'
            ? maxStakeOfRefusal(error.data)
            : null;
        onRefused(
          left === null
            ? error instanceof HouseError
              ? error.message
              : ''
            : t('sports.market_left', {
                amount: formatMoney(toMinor(left, currency), currency),
              }),
        );
        return 'refused';
      }
    },
    [placeBet, token, currency, onPlaced, onEnded, change, t],
  );

  const placeAll = useCallback(async () => {
    if (placing) return;
    setPlacing(true);
    setNotice(null);
    // Every bet gets its request id before the first call, so a retry sends the same ids.
    const current = slipRef.current;
    const withIds: Slip =
      current.mode === 'parlay'
        ? {
            ...current,
            parlayRequestId: current.parlayRequestId ?? createRequestId(),
            parlayRefusal: undefined,
          }
        : {
            ...current,
            picks: current.picks.map((pick) =>
              pick.stake > 0n
                ? { ...pick, requestId: pick.requestId ?? createRequestId(), refusal: undefined }
                : pick,
            ),
          };
    change(() => withIds);
    let placed = 0;
    if (withIds.mode === 'parlay') {
      const outcome = await send(
        withIds.picks,
        withIds.parlayStake,
        withIds.parlayRequestId ?? createRequestId(),
        (message) => change((next) => ({ ...next, parlayRefusal: message })),
      );
      if (outcome === 'placed') {
        placed = 1;
        change(() => ({ ...EMPTY_SLIP, mode: 'parlay' }));
      }
    } else {
      for (const pick of stakedSingles(withIds)) {
        const outcome = await send(
          [pick],
          pick.stake,
          pick.requestId ?? createRequestId(),
          (message) =>
            change((next) => ({
              ...next,
              picks: next.picks.map((item) =>
                item.selectionId === pick.selectionId ? { ...item, refusal: message } : item,
              ),
            })),
        );
        if (outcome === 'ended') break;
        if (outcome === 'placed') {
          placed += 1;
          change((next) => removePick(next, pick.selectionId));
        }
      }
    }
    setPlacing(false);
    if (placed > 0) setNotice({ kind: 'placed', count: placed });
  }, [placing, send, change]);

  return {
    slip,
    acceptOdds,
    setAcceptOdds,
    placing,
    notice,
    dismissNotice: () => setNotice(null),
    toggle,
    followUpdate,
    remove: (selectionId: number) => change((current) => removePick(current, selectionId)),
    clear: () => {
      setNotice(null);
      change((current) => ({ ...EMPTY_SLIP, mode: current.mode }));
    },
    setMode: (mode: SlipMode) => change((current) => ({ ...current, mode })),
    setStake: (selectionId: number, stake: bigint) =>
      change((current) => setPickStake(current, selectionId, stake)),
    setParlayStake: (stake: bigint) => change((current) => setParlayStake(current, stake)),
    acceptChanges: () => change(acceptOddsChanges),
    placeAll,
  };
};

export type SlipModel = ReturnType<typeof useSlip>;
