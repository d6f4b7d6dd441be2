import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { REQUEST_ID_PATTERN } from '../../shared/api/request-id';
import { HOUSE_STORAGE_KEYS } from '../../shared/lib/storage';
import {
  LAUNCH_TOKEN,
  SESSION_TOKEN,
  envelope,
  findNonce,
  makeSession,
  playNonce,
  roundView,
  stubApi,
} from '../../test/house-fixtures';
import { LotusFortunePage } from './lotus-fortune-page';

const GAME_PATH = '/house/slot/lotus-fortune';

const openWithLaunch = () => {
  window.history.replaceState(null, '', `${GAME_PATH}#launch=${LAUNCH_TOKEN}`);
  render(<LotusFortunePage instant />);
};

const storeSession = () => {
  window.sessionStorage.setItem(HOUSE_STORAGE_KEYS.session, JSON.stringify(makeSession()));
  window.history.replaceState(null, '', GAME_PATH);
};

const balance = () => screen.getByTestId('balance').textContent;

const WIN_NONCE = findNonce((round) => round.win > 0 && round.freeSpins === 0);
const LOSS_NONCE = findNonce((round) => round.win === 0);
const MANY_LINES_NONCE = findNonce(
  (round) => round.freeSpins === 0 && (round.spins[0]?.lineWins.length ?? 0) >= 2,
);
const FREE_SPINS_NONCE = findNonce((round) => round.freeSpins > 0);

describe('opening the game', () => {
  it('opens the session of the launch token and takes the token out of the address', async () => {
    const api = stubApi({ '/house/session': () => envelope(makeSession()) });
    openWithLaunch();

    expect(await screen.findByTestId('balance')).toHaveProperty('textContent', '$100.00');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe(GAME_PATH);
    expect(api.callsTo('/house/session')[0]?.body).toEqual({ launch_token: LAUNCH_TOKEN });
    expect(api.callsTo('/house/session')[0]?.headers.authorization).toBeUndefined();
    expect(screen.getByTestId('stake').textContent).toBe('$1.00');
    expect(screen.getByTestId('line-bet').textContent).toContain('$0.04 per line × 25 lines');
    // A reload keeps playing with the stored session.
    expect(
      JSON.parse(window.sessionStorage.getItem(HOUSE_STORAGE_KEYS.session) ?? '{}'),
    ).toMatchObject({ session_token: SESSION_TOKEN });
  });

  it('reuses the stored session on a reload without a launch token', async () => {
    const api = stubApi({});
    storeSession();
    render(<LotusFortunePage instant />);
    expect(await screen.findByTestId('balance')).toHaveProperty('textContent', '$100.00');
    expect(api.calls).toHaveLength(0);
  });

  it('says the link expired when the launch token was used and no session is stored', async () => {
    stubApi({
      '/house/session': () => envelope(null, '106', 'The game link has expired.'),
    });
    openWithLaunch();
    expect(await screen.findByRole('heading', { name: 'This game link has expired' })).toBeTruthy();
    expect(screen.getByText('The game link has expired.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to the lobby' })).toBeTruthy();
    expect(window.location.hash).toBe('');
  });

  it('shows a demo badge and no history for a demo session', async () => {
    stubApi({ '/house/session': () => envelope(makeSession({ demo: true })) });
    openWithLaunch();
    expect(await screen.findByTestId('demo-badge')).toHaveProperty(
      'textContent',
      'DEMO · play money',
    );
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull();
  });
});

describe('spinning', () => {
  it('sends the stake with a fresh request id and shows the win and the new balance', async () => {
    const view = roundView(WIN_NONCE, 10_000);
    const api = stubApi({
      '/house/session': () => envelope(makeSession()),
      '/house/slot/spin': () => envelope(view),
    });
    openWithLaunch();
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));

    await waitFor(() => expect(balance()).toBe(`$${view.balance_after}`));
    const [spin] = api.callsTo('/house/slot/spin');
    expect(spin?.body.stake).toBe('1.00');
    expect(spin?.body.request_id).toMatch(REQUEST_ID_PATTERN);
    expect(spin?.headers.authorization).toBe(`Bearer ${SESSION_TOKEN}`);
    expect(screen.getByTestId('win').textContent).toBe(`$${view.win}`);
    expect(screen.getByTestId('status').textContent).toContain(`You won $${view.win}`);
    // The reels show the round's grid.
    const grid = playNonce(WIN_NONCE).spins[0]?.grid ?? [];
    expect(screen.getByTestId('cell-0-0').querySelector('svg')?.dataset.symbol).toBe(grid[0]?.[0]);
    expect(screen.getByTestId('cell-4-2').querySelector('svg')?.dataset.symbol).toBe(grid[4]?.[2]);
  });

  it('sums up a round of several winning lines when the lines do not take turns', async () => {
    const view = roundView(MANY_LINES_NONCE, 10_000);
    const lines = playNonce(MANY_LINES_NONCE).spins[0]?.lineWins.length ?? 0;
    stubApi({
      '/house/session': () => envelope(makeSession()),
      '/house/slot/spin': () => envelope(view),
    });
    openWithLaunch();
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));

    await waitFor(() => expect(balance()).toBe(`$${view.balance_after}`));
    expect(screen.getByTestId('status').textContent).toBe(
      `Winning lines: ${lines}, paying $${view.win} in all`,
    );
  });

  it('retries a spin lost to the network once, with the same request id', async () => {
    const view = roundView(WIN_NONCE, 10_000);
    const api = stubApi({
      '/house/session': () => envelope(makeSession()),
      '/house/slot/spin': (_body, call) => {
        if (call === 1) throw new TypeError('Failed to fetch');
        return envelope(view);
      },
    });
    openWithLaunch();
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));

    await waitFor(() => expect(balance()).toBe(`$${view.balance_after}`));
    const spins = api.callsTo('/house/slot/spin');
    expect(spins).toHaveLength(2);
    expect(spins[1]?.body.request_id).toBe(spins[0]?.body.request_id);
  });

  it('spins with the space bar, and a new spin gets a new request id', async () => {
    let balanceMinor = 10_000;
    const api = stubApi({
      '/house/session': () => envelope(makeSession()),
      '/house/slot/spin': () => {
        const view = roundView(LOSS_NONCE, balanceMinor);
        balanceMinor -= 100;
        return envelope(view);
      },
    });
    openWithLaunch();
    await screen.findByTestId('balance');
    // The keys work once the game stands idle with its Spin button.
    await screen.findByRole('button', { name: 'Spin' });
    // The round's animation may end before a query sees it: wait for the settled round instead,
    // which a busy machine plays out slowly.
    fireEvent.keyDown(document.body, { key: ' ' });
    await waitFor(
      () => {
        expect(balance()).toBe('$99.00');
      },
      { timeout: 15_000 },
    );
    await screen.findByRole('button', { name: 'Spin' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await waitFor(
      () => {
        expect(balance()).toBe('$98.00');
      },
      { timeout: 15_000 },
    );
    await screen.findByRole('button', { name: 'Spin' });
    const [first, second] = api.callsTo('/house/slot/spin');
    expect(first?.body.request_id).not.toBe(second?.body.request_id);
  });

  it('shows the server message of a house error and gives the stake back to the display', async () => {
    stubApi({
      '/house/session': () => envelope(makeSession()),
      '/house/slot/spin': () => envelope(null, '103', 'Not enough balance.'),
    });
    openWithLaunch();
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect((await screen.findByTestId('notice')).textContent).toContain('Not enough balance.');
    expect(balance()).toBe('$100.00');
  });

  it('sends the player back to the lobby when the session ended', async () => {
    stubApi({
      '/house/session': () => envelope(makeSession()),
      '/house/slot/spin': () => envelope(null, '101', 'Session ended.'),
    });
    openWithLaunch();
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(
      await screen.findByRole('heading', { name: 'This game session has ended' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to the lobby' })).toBeTruthy();
  });

  it('refuses to spin when the balance is below the bet', async () => {
    stubApi({ '/house/session': () => envelope(makeSession({ balance: '0.50' })) });
    openWithLaunch();
    const spin = await screen.findByRole('button', { name: 'Spin' });
    expect(spin).toHaveProperty('disabled', true);
    expect(screen.getByTestId('status').textContent).toContain('Your balance is too low');
    fireEvent.click(screen.getByRole('button', { name: 'Lower the bet' }));
    await waitFor(() => expect(screen.getByTestId('stake').textContent).toBe('$0.50'));
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveProperty('disabled', false);
  });

  it('plays the free spins of a round and ends on its total', async () => {
    const view = roundView(FREE_SPINS_NONCE, 10_000);
    stubApi({
      '/house/session': () => envelope(makeSession()),
      '/house/slot/spin': () => envelope(view),
    });
    openWithLaunch();
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(balance()).toBe(`$${view.balance_after}`), { timeout: 8000 });
    expect(screen.getByTestId('win').textContent).toBe(`$${view.win}`);
  });
});

describe('autoplay', () => {
  const startAutoplay = async (rounds: string, lossLimit: string) => {
    fireEvent.click(await screen.findByRole('button', { name: 'Autoplay' }));
    const dialog = screen.getByRole('dialog', { name: 'Autoplay' });
    fireEvent.click(within(dialog).getByRole('radio', { name: rounds }));
    const start = within(dialog).getByRole('button', { name: /Start autoplay/ });
    // A loss limit is required.
    expect(start).toHaveProperty('disabled', true);
    const loss = within(dialog).getByRole('group', { name: /Stop when the loss reaches/ });
    fireEvent.click(within(loss).getByRole('radio', { name: new RegExp(`^${lossLimit}`) }));
    fireEvent.click(start);
  };

  it('stops when the loss since the start reaches the limit', async () => {
    let balanceMinor = 10_000;
    const api = stubApi({
      '/house/session': () => envelope(makeSession()),
      '/house/slot/spin': () => {
        const view = roundView(LOSS_NONCE, balanceMinor);
        balanceMinor -= 100;
        return envelope(view);
      },
    });
    openWithLaunch();
    await startAutoplay('50', '10× bet');

    expect((await screen.findByTestId('notice', {}, { timeout: 8000 })).textContent).toContain(
      'Autoplay stopped: the loss limit was reached.',
    );
    expect(api.callsTo('/house/slot/spin')).toHaveLength(10);
    expect(balance()).toBe('$90.00');
  });

  it('stops when free spins start', async () => {
    let balanceMinor = 10_000;
    const nonces = [LOSS_NONCE, LOSS_NONCE, FREE_SPINS_NONCE, LOSS_NONCE];
    const api = stubApi({
      '/house/session': () => envelope(makeSession()),
      '/house/slot/spin': (_body, call) => {
        const view = roundView(nonces[call - 1] ?? LOSS_NONCE, balanceMinor);
        balanceMinor = Number(view.balance_after.replace('.', ''));
        return envelope(view);
      },
    });
    openWithLaunch();
    await startAutoplay('Until stopped', '100× bet');

    expect((await screen.findByTestId('notice', {}, { timeout: 8000 })).textContent).toContain(
      'Autoplay stopped: free spins started.',
    );
    expect(api.callsTo('/house/slot/spin')).toHaveLength(3);
  });
});

describe('history', () => {
  it('lists the rounds, newest first, each with a verify link holding its inputs', async () => {
    const newest = { ...roundView(WIN_NONCE, 10_000), created_at: '2026-11-23T12:05:00.000Z' };
    const older = roundView(LOSS_NONCE, 10_000);
    const api = stubApi({
      '/house/session': () => envelope(makeSession()),
      '/house/rounds': () => envelope({ list: [newest, older], total_count: 2 }),
    });
    openWithLaunch();
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));

    const rows = await screen.findAllByTestId('history-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain(`$${newest.win}`);
    const link = within(rows[0]!).getByRole('link', { name: 'Verify' });
    const query = new URL(link.getAttribute('href') ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      server_seed_hash: newest.fair.server_seed_hash,
      client_seed: newest.fair.client_seed,
      nonce: String(WIN_NONCE),
      stake: '1.00',
      currency: 'USD',
    });
    expect(api.callsTo('/house/rounds')[0]?.body).toEqual({ page: 1, count: 20 });
  });
});
