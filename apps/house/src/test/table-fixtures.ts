import type { TableBetView, TableRoundView, TableState } from '@member-site/contracts';

import type { TableView } from '../features/tables/components/table-shell';
import type { TableSocket, TableSocketFactory } from '../features/tables/lib/table-realtime';

/** A dice round, open for bets from now: closes in 40 s, draws in 45 s. */
export const diceRound = (
  patch: Partial<TableRoundView> = {},
  now = Date.now(),
): TableRoundView => ({
  round_id: 501,
  table_id: 3,
  number: 41,
  status: 'open',
  opens_at: new Date(now - 5_000).toISOString(),
  closes_at: new Date(now + 40_000).toISOString(),
  draws_at: new Date(now + 45_000).toISOString(),
  card: null,
  outcome: null,
  seed: null,
  chain: { commitment: 'c'.repeat(64), index: 41 },
  void_reason: null,
  ...patch,
});

export const finishedDiceRound = (
  number: number,
  dice: [number, number, number],
): TableRoundView => {
  const sum = dice[0] + dice[1] + dice[2];
  return diceRound({
    round_id: 460 + number,
    number,
    status: 'settled',
    outcome: { dice, sum, triple: dice[0] === dice[1] && dice[1] === dice[2] },
    seed: String(number % 10).repeat(64),
    chain: { commitment: 'c'.repeat(64), index: number },
    opens_at: '2026-01-01T00:00:00.000Z',
    closes_at: '2026-01-01T00:00:47.000Z',
    draws_at: '2026-01-01T00:00:52.000Z',
  });
};

export const tableState = (patch: Partial<TableState> = {}): TableState => ({
  table: {
    table_id: 3,
    game_code: 'l_dice_lottery',
    currency: 'USD',
    status: 'open',
    round_seconds: 52,
    close_seconds: 5,
    show_seconds: 8,
    min_stake: '1.00',
    max_stake: '2000.00',
    stake_step: '1.00',
    commitment: 'c'.repeat(64),
  },
  round: diceRound(),
  history: [finishedDiceRound(40, [2, 5, 6]), finishedDiceRound(39, [1, 1, 1])],
  bets: [],
  balance: '100.00',
  server_time: new Date().toISOString(),
  ...patch,
});

export const tableBet = (patch: Partial<TableBetView> = {}): TableBetView => ({
  bet_id: 9001,
  round_id: 501,
  round_number: 41,
  kind: 'big',
  pick: [],
  stake: '1.00',
  hold: '1.00',
  returned: null,
  status: 'placed',
  created_at: '2026-01-01T00:00:10.000Z',
  ...patch,
});

type Listener = (...args: unknown[]) => void;

/** A socket the test drives: it records what the page emits and fires server events. */
export const fakeSocket = () => {
  const listeners = new Map<string, Listener[]>();
  const emitted: unknown[][] = [];
  let opened = 0;
  const socket: TableSocket = {
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener as Listener]);
      return socket;
    },
    emit(event, ...args) {
      emitted.push([event, ...args]);
      return socket;
    },
    disconnect() {
      return socket;
    },
  };
  const connect: TableSocketFactory = () => {
    opened += 1;
    return socket;
  };
  return {
    connect,
    emitted,
    opened: () => opened,
    fire: (event: string, ...args: unknown[]) => {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
  };
};

/** What the shell hands a game's stage or board, drawing, without motion unless `instant`. */
export const stageView = (patch: Partial<TableView> = {}): TableView => ({
  round: null,
  phase: 'drawing',
  history: [],
  slip: [],
  addBet: () => undefined,
  canBet: false,
  money: (minor) => `$${minor}`,
  instant: false,
  onShown: () => undefined,
  ...patch,
});
