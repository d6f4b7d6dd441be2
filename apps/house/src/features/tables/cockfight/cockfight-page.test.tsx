import type { TableRoundView } from '@member-site/contracts';
import type { CockfightCard, CockfightOutcome } from '@member-site/house-games/cockfight';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LAUNCH_TOKEN, envelope, makeSession, stubApi } from '../../../test/house-fixtures';
import { diceRound, fakeSocket, tableState, stageView } from '../../../test/table-fixtures';
import { COCKFIGHT_GAME, CockfightPage } from './cockfight-page';
import {
  DRAW_RTP,
  MAX_SIDE_ODDS,
  SIDE_RTP,
  cockfightMaxReturn,
  readCockfightCard,
  setCurrentCockfightCard,
} from './cockfight-table';
import { currentStreak } from './cockfight-stats';
import { CockfightStage, EXCHANGE_MS, healthAfter } from './cockfight-stage';
import type { TableView } from '../components/table-shell';

const PATH = '/house/tables/cockfight';

/** Kidlat (meron, red) against Bagyo (wala, grey) at 1.73 and 2.09. */
const CARD: CockfightCard = {
  meron: { id: 1, name: 'Kidlat', colour: 'red', wins: 7, losses: 2, draws: 1, form: 4 },
  wala: { id: 2, name: 'Bagyo', colour: 'grey', wins: 3, losses: 4, draws: 0, form: -2 },
  probabilities: { meron: 520_000, wala: 430_000, draw: 50_000 },
  odds: { meron: 173, wala: 209, draw: 1900 },
  margin: 50_000,
};

const fight = (
  winner: CockfightOutcome['winner'],
  patch: Partial<CockfightOutcome> = {},
): CockfightOutcome => ({
  winner,
  meron: 1,
  wala: 2,
  exchanges: [
    { attacker: 'wala', hit: true, damage: 30 },
    { attacker: 'meron', hit: false, damage: 0 },
    { attacker: 'meron', hit: true, damage: 20 },
    { attacker: 'meron', hit: true, damage: 80 },
  ],
  health: { meron: 70, wala: 0 },
  seconds: 20,
  ...patch,
});

const cockRound = (patch: Partial<TableRoundView> = {}): TableRoundView =>
  diceRound({ card: CARD, ...patch });

const finished = (number: number, outcome: CockfightOutcome): TableRoundView =>
  cockRound({
    round_id: 460 + number,
    number,
    status: 'settled',
    outcome,
    seed: String(number % 10).repeat(64),
    chain: { commitment: 'c'.repeat(64), index: number },
  });

const cockState = (patch: Parameters<typeof tableState>[0] = {}) => {
  const base = tableState();
  return tableState({
    table: { ...base.table, game_code: 'd_cockfight' },
    round: cockRound(),
    history: [
      finished(40, fight('meron')),
      finished(39, fight('meron')),
      finished(38, fight('wala')),
    ],
    ...patch,
  });
};

const session = () => makeSession({ game_code: 'd_cockfight', game_name: 'Cockfight' });

const open = (socket = fakeSocket()) => {
  window.history.replaceState(null, '', `${PATH}#launch=${LAUNCH_TOKEN}`);
  render(<CockfightPage instant connect={socket.connect} />);
  return socket;
};

const t = ((key: string, options?: Record<string, unknown>) =>
  `${key}${options ? JSON.stringify(options) : ''}`) as unknown as TFunction;

describe('the cockfight definition', () => {
  it('names the bets and the outcome and returns the card’s odds', () => {
    expect(COCKFIGHT_GAME.code).toBe('d_cockfight');
    expect(COCKFIGHT_GAME.betLabel({ kind: 'wala', pick: [] }, t)).toBe('cockfight.side_wala');
    expect(COCKFIGHT_GAME.outcomeLabel(fight('meron'), t)).toBe(
      'cockfight.outcome_win{"side":"cockfight.side_meron","name":"Kidlat"}',
    );
    expect(COCKFIGHT_GAME.outcomeLabel({ winner: 'nobody' }, t)).toBe('');
    expect(cockfightMaxReturn({ kind: 'meron', pick: [] }, CARD)).toBe(173);
    expect(cockfightMaxReturn({ kind: 'wala', pick: [] }, CARD)).toBe(209);
    expect(cockfightMaxReturn({ kind: 'draw', pick: [] }, CARD)).toBe(1900);
    // Without a card, the highest odds a side can be posted at.
    setCurrentCockfightCard(null);
    expect(COCKFIGHT_GAME.maxReturn({ kind: 'wala', pick: [] })).toBe(MAX_SIDE_ODDS);
    expect(MAX_SIDE_ODDS).toBe(360);
    setCurrentCockfightCard(CARD);
    expect(COCKFIGHT_GAME.maxReturn({ kind: 'wala', pick: [] })).toBe(209);
    expect(readCockfightCard({ meron: CARD.meron })).toBeNull();
    expect(readCockfightCard(JSON.parse(JSON.stringify(CARD)))).toEqual(CARD);
  });

  it('has rules with the sides at 1 − margin and the draw at 19 × 5 %', () => {
    expect(SIDE_RTP).toBeCloseTo(0.95, 12);
    expect(DRAW_RTP).toBeCloseTo(0.95, 12);
    const rows = COCKFIGHT_GAME.rules(t);
    expect(rows.map((row) => row.key)).toEqual(['meron', 'wala', 'draw', 'odds']);
    expect(rows.find((row) => row.key === 'draw')?.pays).toBe('tables.pays_to_one{"n":18}');
    expect(rows[0]?.pays).toBe('cockfight.rule_side_pays{"low":"1.28","high":"3.60"}');
  });

  it('replays health and counts streaks', () => {
    expect(healthAfter(fight('meron').exchanges, 1)).toEqual({ meron: 70, wala: 100 });
    expect(healthAfter(fight('meron').exchanges, 4)).toEqual({ meron: 70, wala: 0 });
    expect(currentStreak(['wala', 'wala', 'meron'])).toEqual({ result: 'wala', count: 2 });
    expect(currentStreak([])).toBeNull();
  });
});

describe('the cockfight table', () => {
  it('shows the fight card and adds bets with the card’s odds', async () => {
    stubApi({
      '/house/session': () => envelope(session()),
      '/house/table/state': () => envelope(cockState()),
    });
    open();
    await screen.findByTestId('balance');
    expect(screen.getByRole('heading', { name: 'Cockfight' })).toBeTruthy();
    const meron = screen.getByTestId('spot-meron:');
    expect(meron.textContent).toContain('Kidlat');
    expect(meron.textContent).toContain('Red · Record 7-2-1');
    expect(screen.getByTestId('odds-meron').textContent).toBe('1.73');
    expect(screen.getByTestId('spot-wala:').textContent).toContain('Grey · Record 3-4-0');
    expect(screen.getByTestId('odds-wala').textContent).toBe('2.09');
    expect(screen.getByTestId('spot-draw:').textContent).toContain('18 to 1');
    expect(screen.getByTestId('refund-note').textContent).toContain(
      'Meron and wala bets are refunded on a draw',
    );

    fireEvent.click(screen.getByRole('radio', { name: '$10.00' }));
    fireEvent.click(meron);
    fireEvent.click(screen.getByRole('radio', { name: '$1.00' }));
    fireEvent.click(screen.getByTestId('spot-wala:'));
    fireEvent.click(screen.getByTestId('spot-draw:'));
    const rows = screen.getAllByTestId('slip-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Meron');
    expect(within(rows[0]!).getByTestId('slip-win').textContent).toBe('Pays up to $17.30');
    expect(within(rows[1]!).getByTestId('slip-win').textContent).toBe('Pays up to $2.09');
    expect(within(rows[2]!).getByTestId('slip-win').textContent).toBe('Pays up to $19.00');
    expect(screen.getByTestId('spot-meron:').getAttribute('aria-label')).toContain(
      '$10.00 in the slip',
    );

    // The results: counts and the trend strip.
    expect(screen.getByTestId('count-meron').textContent).toBe('2');
    expect(screen.getByTestId('count-wala').textContent).toBe('1');
    expect(screen.getByTestId('count-draw').textContent).toBe('0');
    expect(within(screen.getByTestId('trend-strip')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByTestId('results-summary').textContent).toContain('Streak: Meron × 2.');

    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    const rules = screen.getByTestId('rules-table');
    expect(rules.textContent).toContain('18 to 1');
    expect(rules.textContent).toContain('95.00%');
    expect(rules.textContent).toContain('1.28 to 3.60');
  });

  it('plays a drawn round to its result, with the winner and the health', async () => {
    stubApi({
      '/house/session': () => envelope(session()),
      '/house/table/state': () => envelope(cockState()),
    });
    const socket = open();
    await screen.findByTestId('balance');
    await waitFor(() => expect(socket.opened()).toBe(1));
    expect(screen.getByTestId('fight-result').textContent).toBe(
      'Place your bets: meron, wala or draw?',
    );
    expect(screen.getByTestId('health-meron').textContent).toBe('100');

    const drawn = {
      ...cockRound(),
      status: 'settling' as const,
      outcome: fight('draw', {
        exchanges: [
          { attacker: 'meron', hit: true, damage: 35 },
          { attacker: 'wala', hit: true, damage: 20 },
          { attacker: 'wala', hit: false, damage: 0 },
        ],
        health: { meron: 80, wala: 65 },
        seconds: 14,
      }),
      seed: 'a'.repeat(64),
    };
    act(() => socket.fire('house_round', 'house_table.3', drawn));
    await waitFor(() =>
      expect(screen.getByTestId('fight-result').textContent).toBe('Draw: Kidlat vs Bagyo'),
    );
    expect(screen.getByTestId('health-meron').textContent).toBe('80');
    expect(screen.getByTestId('health-wala').textContent).toBe('65');
    expect(screen.getByTestId('fight-detail').textContent).toBe('3 exchanges in 14 s');

    act(() =>
      socket.fire('house_round', 'house_table.3', {
        ...drawn,
        round_id: 502,
        number: 42,
        outcome: fight('meron'),
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('fight-result').textContent).toBe('Meron Kidlat wins'),
    );
    expect(screen.getByTestId('health-wala').textContent).toBe('0');
  });
});

describe('the pit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const view = (round: TableRoundView, patch: Partial<TableView> = {}): TableView =>
    stageView({ round, ...patch });

  it('plays the exchanges one by one, the health dropping with each hit', () => {
    vi.useFakeTimers();
    const onShown = vi.fn();
    const { rerender } = render(<CockfightStage {...view(cockRound(), { onShown })} />);
    expect(screen.getByTestId('fight-result').textContent).toBe('The fight is on…');
    const drawn = view(cockRound({ status: 'settling', outcome: fight('meron') }), { onShown });
    rerender(<CockfightStage {...drawn} />);
    expect(screen.getByTestId('health-wala').textContent).toBe('100');
    act(() => {
      vi.advanceTimersByTime(EXCHANGE_MS / 2);
    });
    // The page's clock re-renders the stage in between: the fight goes on.
    rerender(<CockfightStage {...drawn} phase="drawing" />);
    act(() => {
      vi.advanceTimersByTime(EXCHANGE_MS / 2);
    });
    expect(screen.getByTestId('fight-result').textContent).toBe(
      'Exchange 1 of 4: Bagyo lands a hit, −30',
    );
    expect(screen.getByTestId('health-meron').textContent).toBe('70');
    act(() => {
      vi.advanceTimersByTime(EXCHANGE_MS);
    });
    expect(screen.getByTestId('fight-result').textContent).toBe('Exchange 2 of 4: Kidlat misses');
    act(() => {
      vi.advanceTimersByTime(EXCHANGE_MS);
    });
    expect(screen.getByTestId('health-wala').textContent).toBe('80');
    act(() => {
      vi.advanceTimersByTime(EXCHANGE_MS);
    });
    expect(screen.getByTestId('fight-result').textContent).toBe(
      'Exchange 4 of 4: Kidlat lands a hit, −80',
    );
    expect(onShown).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(EXCHANGE_MS);
    });
    expect(screen.getByTestId('fight-result').textContent).toBe('Meron Kidlat wins');
    expect(screen.getByTestId('health-wala').textContent).toBe('0');
    expect(onShown).toHaveBeenCalledWith(drawn.round?.round_id);
  });
});
