import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { REQUEST_ID_PATTERN } from '../../../shared/api/request-id';
import {
  LAUNCH_TOKEN,
  SESSION_TOKEN,
  envelope,
  makeSession,
  stubApi,
} from '../../../test/house-fixtures';
import { diceRound, fakeSocket, tableBet, tableState } from '../../../test/table-fixtures';
import { DiceLotteryPage } from './dice-lottery-page';

const PATH = '/house/tables/dice-lottery';
const diceSession = (patch = {}) =>
  makeSession({ game_code: 'l_dice_lottery', game_name: 'Dice Lottery', ...patch });

const open = (socket = fakeSocket()) => {
  window.history.replaceState(null, '', `${PATH}#launch=${LAUNCH_TOKEN}`);
  render(<DiceLotteryPage instant connect={socket.connect} />);
  return socket;
};

const slipRows = () => screen.queryAllByTestId('slip-row');

describe('the dice lottery table', () => {
  it('opens the session, subscribes to the table and shows the round and balance', async () => {
    const api = stubApi({
      '/house/session': () => envelope(diceSession({ demo: true })),
      '/house/table/state': () => envelope(tableState()),
    });
    const socket = open();
    expect((await screen.findByTestId('balance')).textContent).toBe('$100.00');
    expect(window.location.hash).toBe('');
    expect(screen.getByTestId('demo-badge').textContent).toBe('DEMO · play money');
    expect(screen.getByTestId('round-phase').textContent).toBe('Betting open');
    expect(screen.getByTestId('round-clock').textContent).toMatch(/Bets close in 4[01] s/);
    expect(api.callsTo('/house/table/state')[0]?.headers.authorization).toBe(
      `Bearer ${SESSION_TOKEN}`,
    );
    await waitFor(() => expect(socket.opened()).toBe(1));
    act(() => socket.fire('connect'));
    expect(socket.emitted).toContainEqual(['subscribe', { channel: 'house_table.3' }]);
    // A (re)connection reads the state again.
    await waitFor(() => expect(api.callsTo('/house/table/state')).toHaveLength(2));
    // Chips from the table's limits.
    expect(screen.getAllByTestId('chip').map((chip) => chip.textContent)).toEqual([
      '$1.00',
      '$2.00',
      '$5.00',
      '$10.00',
      '$50.00',
    ]);
  });

  it('adds the selected chip to a bet of the board with its possible win', async () => {
    stubApi({
      '/house/session': () => envelope(diceSession()),
      '/house/table/state': () => envelope(tableState()),
    });
    open();
    await screen.findByTestId('balance');
    fireEvent.click(screen.getByRole('radio', { name: '$5.00' }));
    fireEvent.click(screen.getByTestId('spot-big:'));
    fireEvent.click(screen.getByTestId('spot-big:'));
    fireEvent.click(screen.getByRole('radio', { name: '$1.00' }));
    fireEvent.click(screen.getByTestId('spot-sum:4'));
    const rows = slipRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Big');
    expect(within(rows[0]!).getByTestId('slip-stake').textContent).toBe('$10.00');
    expect(within(rows[0]!).getByTestId('slip-win').textContent).toBe('Pays up to $20.00');
    expect(rows[1]?.textContent).toContain('Sum 4');
    expect(within(rows[1]!).getByTestId('slip-win').textContent).toBe('Pays up to $51.00');
    expect(screen.getByTestId('slip-total').textContent).toBe('$11.00');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(slipRows()).toHaveLength(0);
  });

  it('refuses a slip over the balance', async () => {
    stubApi({
      '/house/session': () => envelope(diceSession()),
      '/house/table/state': () => envelope(tableState({ balance: '3.00' })),
    });
    open();
    await screen.findByTestId('balance');
    fireEvent.click(screen.getByRole('radio', { name: '$5.00' }));
    fireEvent.click(screen.getByTestId('spot-odd:'));
    expect(screen.getByTestId('slip-over').textContent).toContain('more than your balance');
    expect(screen.getByRole('button', { name: 'Place bets' })).toHaveProperty('disabled', true);
  });

  it('places each bet with its own request id and retries a lost one with the same id', async () => {
    let betId = 9000;
    let balance = 10_000;
    const api = stubApi({
      '/house/session': () => envelope(diceSession()),
      '/house/table/state': () => envelope(tableState()),
      '/house/table/bet': (body, call) => {
        if (call === 2) throw new TypeError('Failed to fetch');
        betId += 1;
        balance -= Number(String(body.stake).replace('.', ''));
        return envelope({
          bet: tableBet({
            bet_id: betId,
            kind: String(body.kind),
            pick: body.pick as number[],
            stake: String(body.stake),
          }),
          balance: (balance / 100).toFixed(2),
        });
      },
    });
    open();
    await screen.findByTestId('balance');
    fireEvent.click(screen.getByTestId('spot-big:'));
    fireEvent.click(screen.getByTestId('spot-triple:6'));
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));

    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('$98.00'));
    expect(slipRows()).toHaveLength(0);
    const calls = api.callsTo('/house/table/bet');
    expect(calls).toHaveLength(3);
    expect(calls[0]?.body).toMatchObject({ round_id: 501, kind: 'big', pick: [], stake: '1.00' });
    expect(calls[1]?.body).toMatchObject({ kind: 'triple', pick: [6], stake: '1.00' });
    expect(calls[0]?.body.request_id).toMatch(REQUEST_ID_PATTERN);
    expect(calls[1]?.body.request_id).not.toBe(calls[0]?.body.request_id);
    expect(calls[2]?.body.request_id).toBe(calls[1]?.body.request_id);
    expect(screen.getAllByTestId('my-bet').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Big'),
      expect.stringContaining('Triple 6'),
    ]);
    expect(screen.getByTestId('table-notice').textContent).toContain('Bets placed: 2');
  });

  it('shows the server message of a refused bet and keeps it in the slip', async () => {
    stubApi({
      '/house/session': () => envelope(diceSession()),
      '/house/table/state': () => envelope(tableState()),
      '/house/table/bet': () => envelope(null, '107', 'Bets for this round are closed.'),
    });
    open();
    await screen.findByTestId('balance');
    fireEvent.click(screen.getByTestId('spot-even:'));
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    expect((await screen.findByTestId('table-notice')).textContent).toContain(
      'Bets for this round are closed.',
    );
    expect(slipRows()).toHaveLength(1);
  });

  it('rolls the dice to the drawn outcome and reads the state again once the round settles', async () => {
    const round = diceRound();
    let settled = false;
    const api = stubApi({
      '/house/session': () => envelope(diceSession()),
      '/house/table/state': () =>
        envelope(
          settled
            ? tableState({ round: null, balance: '104.00', bets: [] })
            : tableState({ bets: [tableBet()], balance: '99.00' }),
        ),
      '/house/table/bets': () =>
        envelope({
          list: [tableBet({ status: 'settled', returned: '2.00' })],
          total_count: 1,
        }),
    });
    const socket = open();
    await screen.findByTestId('balance');
    await waitFor(() => expect(socket.opened()).toBe(1));
    const drawn = {
      ...round,
      status: 'settling' as const,
      outcome: { dice: [3, 4, 6], sum: 13, triple: false },
      seed: 'a'.repeat(64),
    };
    act(() => socket.fire('house_round', 'house_table.3', drawn));
    await waitFor(() =>
      expect(screen.getByTestId('dice-result').textContent).toBe('3 · 4 · 6 = 13, Big'),
    );
    expect(screen.getByTestId('round-phase').textContent).toBe('Drawing');
    const stateCalls = api.callsTo('/house/table/state').length;

    settled = true;
    act(() => socket.fire('house_round', 'house_table.3', { ...drawn, status: 'settled' }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('$104.00'));
    expect(api.callsTo('/house/table/state').length).toBe(stateCalls + 1);
    expect(screen.getByTestId('round-phase').textContent).toBe('Settled');
    expect((await screen.findByTestId('my-bet')).textContent).toContain('Won $2.00');
    // Events of other channels are not this table's.
    act(() =>
      socket.fire('house_round', 'house_table.4', diceRound({ round_id: 999, number: 99 })),
    );
    expect(screen.getByTestId('round-phase').textContent).toBe('Settled');
    // A new round opens.
    act(() =>
      socket.fire('house_round', 'house_table.3', diceRound({ round_id: 502, number: 42 })),
    );
    expect(screen.getByText('Round 42')).toBeTruthy();
    expect(screen.getByTestId('round-phase').textContent).toBe('Betting open');
    // Until the player bets on it, the last round's results stay in view.
    expect(screen.getByRole('heading', { name: 'My bets · round 41' })).toBeTruthy();
    expect(screen.getByTestId('my-bet').textContent).toContain('Won $2.00');
  });

  it('keeps the balance, the bet and the history as they were until the dice have landed', async () => {
    let settled = false;
    const drawn = {
      ...diceRound(),
      status: 'settled' as const,
      outcome: { dice: [3, 4, 6], sum: 13, triple: false },
      seed: 'a'.repeat(64),
    };
    const api = stubApi({
      '/house/session': () => envelope(diceSession()),
      '/house/table/state': () =>
        envelope(
          settled
            ? tableState({
                round: null,
                balance: '104.00',
                bets: [],
                history: [drawn, ...tableState().history],
              })
            : tableState({ bets: [tableBet()], balance: '99.00' }),
        ),
      '/house/table/bets': () =>
        envelope({
          list: [tableBet({ status: 'settled', returned: '2.00' })],
          total_count: 1,
        }),
    });
    window.history.replaceState(null, '', `${PATH}#launch=${LAUNCH_TOKEN}`);
    const socket = fakeSocket();
    render(<DiceLotteryPage connect={socket.connect} />);
    await screen.findByTestId('balance');
    await waitFor(() => expect(socket.opened()).toBe(1));
    const recent = () => screen.getAllByTestId('recent-result').map((row) => row.textContent);
    const recentBefore = recent();

    // The outcome and the settlement arrive together, as they do for a page that was away.
    settled = true;
    act(() => socket.fire('house_round', 'house_table.3', drawn));
    await waitFor(() => expect(api.callsTo('/house/table/bets')).toHaveLength(1));
    expect(screen.getByTestId('dice-result').textContent).toBe('The dice are rolling…');
    expect(screen.getByTestId('balance').textContent).toBe('$99.00');
    expect(screen.getByTestId('my-bet').textContent).toContain('Placed');
    expect(screen.getByTestId('round-phase').textContent).toBe('Drawing');
    expect(recent()).toEqual(recentBefore);

    await waitFor(
      () => expect(screen.getByTestId('dice-result').textContent).toBe('3 · 4 · 6 = 13, Big'),
      { timeout: 3_000 },
    );
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('$104.00'));
    expect(screen.getByTestId('my-bet').textContent).toContain('Won $2.00');
    expect(screen.getByTestId('round-phase').textContent).toBe('Settled');
    expect(recent()[0]).toContain('#41');
  });

  it('lists the history with verify links and the fairness panel with the seeds', async () => {
    stubApi({
      '/house/session': () => envelope(diceSession()),
      '/house/table/state': () => envelope(tableState()),
    });
    open();
    await screen.findByTestId('balance');
    expect(screen.getAllByTestId('recent-result')).toHaveLength(2);
    expect(screen.getByTestId('faces-chart').textContent).toContain('Face 1: 3 of the throws');
    expect(screen.getByTestId('sums-chart').textContent).toContain('Sum 13: 1 of the throws');

    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const dialog = screen.getByRole('dialog', { name: 'Round history' });
    const rows = within(dialog).getAllByTestId('history-row');
    expect(rows[0]?.textContent).toContain('Round 40');
    expect(within(rows[0]!).getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe(
      '/house/verify?round=500',
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Fairness' }));
    expect(screen.getByTestId('commitment').textContent).toBe('c'.repeat(64));
    expect(screen.getAllByTestId('fair-row')[0]?.textContent).toContain('Chain index 40');
    fireEvent.keyDown(document, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    const rules = screen.getByTestId('rules-table');
    expect(rules.textContent).toContain('Sum 4');
    expect(rules.textContent).toContain('50 to 1');
    expect(rules.textContent).toContain('97.22%');
  });

  it('shows a closed table full screen', async () => {
    stubApi({
      '/house/session': () => envelope(diceSession()),
      '/house/table/state': () => envelope(null, '108', 'This table is closed.'),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'This table is closed' })).toBeTruthy();
  });
});
