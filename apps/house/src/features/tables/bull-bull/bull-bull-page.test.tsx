import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LAUNCH_TOKEN, envelope, makeSession, stubApi } from '../../../test/house-fixtures';
import { diceRound, fakeSocket, tableBet, stageView } from '../../../test/table-fixtures';
import type { TableView } from '../components/table-shell';
import { BullBullPage } from './bull-bull-page';
import { DEAL_MS, REVEAL_MS, BullBullStage } from './bull-bull-stage';
import { DEALT, bullState } from './bull-bull-fixtures';

const PATH = '/house/tables/bull-bull';
const bullSession = () => makeSession({ game_code: 'c_bull_bull', game_name: 'Bull Bull' });

const open = (socket = fakeSocket()) => {
  window.history.replaceState(null, '', `${PATH}#launch=${LAUNCH_TOKEN}`);
  render(<BullBullPage instant connect={socket.connect} />);
  return socket;
};

const category = (testId: string) =>
  within(screen.getByTestId(testId)).getByTestId('hand-category').textContent;
const result = (testId: string) =>
  within(screen.getByTestId(testId)).queryByTestId('hand-result')?.textContent ?? null;

describe('the bull bull table', () => {
  it('shows the five player hands to back, face down, and the results of the history', async () => {
    stubApi({
      '/house/session': () => envelope(bullSession()),
      '/house/table/state': () => envelope(bullState()),
    });
    open();
    expect((await screen.findByTestId('balance')).textContent).toBe('$100.00');
    expect(screen.getByRole('heading', { name: 'Bull Bull' })).toBeTruthy();
    for (const n of [1, 2, 3, 4, 5]) {
      expect(screen.getByTestId(`spot-player:${n}`).textContent).toContain(`Player ${n}`);
      expect(category(`hand-player-${n}`)).toBe('Face down');
    }
    expect(category('hand-banker')).toBe('Face down');
    expect(screen.getByTestId('bull-result').textContent).toBe(
      'Place your bets on the player hands',
    );
    expect(screen.getByTestId('hold-note').textContent).toContain('holds 5× its stake');

    const recent = screen.getAllByTestId('recent-result');
    expect(recent).toHaveLength(2);
    expect(recent[0]?.textContent).toContain('Banker: Bull 5');
    expect(recent[0]?.textContent).toContain('Player 1 beat the banker');
    expect(recent[0]?.textContent).toContain('Player 2 lost to the banker');
    expect(recent[1]?.textContent).toContain('Banker: Five face');
    expect(screen.getByTestId('player-wins').textContent).toContain('Player 1: won 1 of 2');
    expect(screen.getByTestId('player-wins').textContent).toContain('Player 2: won 1 of 2');
    const chart = screen.getByTestId('categories-chart');
    expect(chart.textContent).toContain('last rounds (2; 12 hands)');
    expect(chart.textContent).toContain('Five face: 2 of the hands');
    expect(chart.textContent).toContain('Niu Niu: 1 of the hands');
    expect(chart.textContent).toContain('Five small: 0 of the hands');
  });

  it('adds the selected chip to a player hand with what it holds and can return', async () => {
    stubApi({
      '/house/session': () => envelope(bullSession()),
      '/house/table/state': () => envelope(bullState()),
    });
    open();
    await screen.findByTestId('balance');
    fireEvent.click(screen.getByRole('radio', { name: '$5.00' }));
    fireEvent.click(screen.getByTestId('spot-player:2'));
    fireEvent.click(screen.getByTestId('spot-player:2'));
    fireEvent.click(screen.getByRole('radio', { name: '$1.00' }));
    fireEvent.click(screen.getByTestId('spot-player:5'));
    const rows = screen.getAllByTestId('slip-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Player 2');
    expect(within(rows[0]!).getByTestId('slip-stake').textContent).toBe('$10.00');
    // The hold of five stakes back plus 0.95 × 5 stakes at most.
    expect(within(rows[0]!).getByTestId('slip-win').textContent).toBe('Pays up to $97.50');
    expect(within(rows[1]!).getByTestId('slip-win').textContent).toBe('Pays up to $9.75');
    expect(screen.getByTestId('spot-player:2').textContent).toContain('Holds $50.00');
    expect(screen.getByTestId('spot-player:2').getAttribute('aria-label')).toBe(
      'Player 2, wins 0.95–4.75 to 1, $10.00 in the slip, holds $50.00',
    );
    expect(screen.getByTestId('slip-total').textContent).toBe('$11.00');
    expect(screen.getByTestId('slip-hold').textContent).toBe('$55.00');
  });

  it('refuses a slip whose hold is more than the balance, though its stakes are not', async () => {
    stubApi({
      '/house/session': () => envelope(bullSession()),
      '/house/table/state': () => envelope(bullState({ balance: '20.00' })),
    });
    open();
    await screen.findByTestId('balance');
    fireEvent.click(screen.getByRole('radio', { name: '$2.00' }));
    fireEvent.click(screen.getByTestId('spot-player:1'));
    const place = screen.getByRole('button', { name: 'Place bets' });
    // $2 holds $10 of the $20.
    expect(screen.getByTestId('slip-hold').textContent).toBe('$10.00');
    expect(screen.queryByTestId('slip-over')).toBeNull();
    expect(place).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('radio', { name: '$5.00' }));
    fireEvent.click(screen.getByTestId('spot-player:3'));
    // $7 of stakes hold $35.
    expect(screen.getByTestId('slip-total').textContent).toBe('$7.00');
    expect(screen.getByTestId('slip-hold').textContent).toBe('$35.00');
    expect(screen.getByTestId('slip-over').textContent).toContain('more than your balance');
    expect(place).toHaveProperty('disabled', true);
  });

  it('places a bet on a player hand', async () => {
    const api = stubApi({
      '/house/session': () => envelope(bullSession()),
      '/house/table/state': () => envelope(bullState()),
      '/house/table/bet': (body) =>
        envelope({
          bet: tableBet({ kind: 'player', pick: body.pick as number[], hold: '5.00' }),
          balance: '95.00',
        }),
    });
    open();
    await screen.findByTestId('balance');
    fireEvent.click(screen.getByTestId('spot-player:4'));
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('$95.00'));
    expect(api.callsTo('/house/table/bet')[0]?.body).toMatchObject({
      kind: 'player',
      pick: [4],
      stake: '1.00',
    });
    expect(screen.getByTestId('my-bet').textContent).toContain('Player 4');
  });

  it('reveals every hand with its category and marks each player hand against the banker', async () => {
    stubApi({
      '/house/session': () => envelope(bullSession()),
      '/house/table/state': () => envelope(bullState()),
    });
    const socket = open();
    await screen.findByTestId('balance');
    await waitFor(() => expect(socket.opened()).toBe(1));
    act(() =>
      socket.fire('house_round', 'house_table.3', {
        ...diceRound(),
        status: 'settling',
        outcome: JSON.parse(JSON.stringify(DEALT)) as unknown,
        seed: 'a'.repeat(64),
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('bull-result').textContent).toBe(
        'Banker Bull 5 · winning hands: 1, 3, 5',
      ),
    );
    expect(category('hand-banker')).toBe('Bull 5×1');
    expect(category('hand-player-1')).toBe('Niu Niu×3');
    expect(category('hand-player-2')).toBe('No bull×1');
    expect(category('hand-player-3')).toBe('Bull 7×2');
    expect(category('hand-player-4')).toBe('Bull 2×1');
    expect(category('hand-player-5')).toBe('Five face×4');
    expect([1, 2, 3, 4, 5].map((n) => result(`hand-player-${n}`))).toEqual([
      'Beats banker',
      'Loses',
      'Beats banker',
      'Loses',
      'Beats banker',
    ]);
    expect(result('hand-banker')).toBeNull();
    // The three cards making the bull are grouped: K♣ 5♦ 5♠ for player 3's bull 7.
    const bull = within(screen.getByTestId('hand-player-3')).getByTestId('bull-cards');
    expect(
      Array.from(bull.querySelectorAll('[data-card]')).map((card) =>
        card.getAttribute('data-card'),
      ),
    ).toEqual(['5♦', '5♠', 'K♣']);
    // A five face shows its cards without a group.
    expect(within(screen.getByTestId('hand-player-5')).queryByTestId('bull-cards')).toBeNull();
  });

  it('shows the ranking, the hold and the return per stake in the rules, and outcomes in the history', async () => {
    stubApi({
      '/house/session': () => envelope(bullSession()),
      '/house/table/state': () => envelope(bullState()),
    });
    open();
    await screen.findByTestId('balance');
    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    const rules = screen.getByTestId('rules-table');
    expect(rules.textContent).toContain('Five small');
    expect(rules.textContent).toContain('×5 (a win pays 4.75 to 1)');
    expect(rules.textContent).toContain('A bet holds 5 stakes');
    expect(rules.textContent).toContain('95.97%');
    fireEvent.keyDown(document, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const dialog = screen.getByRole('dialog', { name: 'Round history' });
    const rows = within(dialog).getAllByTestId('history-row');
    expect(rows[0]?.textContent).toContain('Banker Bull 5 · winning hands: 1, 3, 5');
    expect(rows[1]?.textContent).toContain('Banker Five face · winning hands: 2');
  });
});

describe('the bull bull stage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const view = (patch: Partial<TableView>): TableView =>
    stageView({ phase: 'betting', canBet: true, ...patch });

  it('turns the hands over one by one, the banker last, before marking the winners', () => {
    vi.useFakeTimers();
    const open = diceRound();
    const { rerender } = render(<BullBullStage {...view({ round: open })} />);
    expect(category('hand-player-1')).toBe('Face down');
    rerender(
      <BullBullStage
        {...view({ round: { ...open, status: 'settling', outcome: DEALT }, phase: 'drawing' })}
      />,
    );
    expect(screen.getByTestId('bull-result').textContent).toBe('Revealing the hands…');
    expect(category('hand-player-1')).toBe('Face down');
    act(() => {
      vi.advanceTimersByTime(DEAL_MS);
    });
    expect(category('hand-player-1')).toBe('Niu Niu×3');
    expect(category('hand-player-2')).toBe('Face down');
    // Each hand's timer starts once the one before it has turned over.
    for (const n of [2, 3, 4, 5]) {
      act(() => {
        vi.advanceTimersByTime(REVEAL_MS);
      });
      expect(category(`hand-player-${n}`)).not.toBe('Face down');
    }
    expect(category('hand-player-5')).toBe('Five face×4');
    expect(category('hand-banker')).toBe('Face down');
    expect(result('hand-player-1')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(REVEAL_MS);
    });
    expect(category('hand-banker')).toBe('Bull 5×1');
    expect(result('hand-player-1')).toBe('Beats banker');
    expect(screen.getByTestId('bull-result').textContent).toBe(
      'Banker Bull 5 · winning hands: 1, 3, 5',
    );
  });

  it('shows a round loaded already drawn at once', () => {
    render(
      <BullBullStage
        {...view({ round: diceRound({ status: 'settled', outcome: DEALT }), phase: 'settled' })}
      />,
    );
    expect(category('hand-banker')).toBe('Bull 5×1');
    expect(result('hand-player-2')).toBe('Loses');
  });
});
