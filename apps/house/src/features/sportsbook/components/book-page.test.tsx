import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { REQUEST_ID_PATTERN } from '../../../shared/api/request-id';
import {
  LAUNCH_TOKEN,
  SESSION_TOKEN,
  envelope,
  makeSession,
  stubApi,
} from '../../../test/house-fixtures';
import {
  footballFixture,
  footballFull,
  footballState,
  sportBet,
  sportMenu,
  tennisFixture,
} from '../../../test/sportsbook-fixtures';
import { fakeSocket } from '../../../test/table-fixtures';
import { SportsbookPage } from './book-page';

const bookSession = (patch = {}) =>
  makeSession({ game_code: 's_sportsbook', game_name: 'Sportsbook', ...patch });

type Handlers = Parameters<typeof stubApi>[0];

/** The member's balance as the stub server last answered it: the bets list answers it too. */
let wallet = '100.00';
/** A bet or cash-out answer, which moves the stub server's balance. */
const moved = (data: { bet: unknown; balance: string }) => {
  wallet = data.balance;
  return envelope(data);
};
const betsAnswer = (list: unknown[], total: number) =>
  envelope({ list, total_count: total, balance: wallet });

const stubBook = (handlers: Handlers = {}) => {
  wallet = '100.00';
  return stubApi({
    '/house/session': () => envelope(bookSession()),
    '/house/sports/menu': () => envelope(sportMenu()),
    '/house/sports/fixtures': () =>
      envelope({ list: [footballFixture(), tennisFixture()], total_count: 2 }),
    '/house/sports/fixture': () => envelope(footballFull()),
    '/house/sports/bets': () => betsAnswer([], 0),
    '/house/sports/preferences': (body) => envelope({ odds_format: body.odds_format }),
    ...handlers,
  });
};

const open = (path = '/house/sportsbook', socket = fakeSocket()) => {
  window.history.replaceState(null, '', `${path}#launch=${LAUNCH_TOKEN}`);
  render(<SportsbookPage connect={socket.connect} />);
  return socket;
};

const odds = (selectionId: number) => screen.getByTestId(`odds-${selectionId}`);
const oddsValue = (selectionId: number) =>
  odds(selectionId).querySelector('.sb-odds__value')?.textContent;
const picks = () => screen.queryAllByTestId('slip-pick');
const typeStake = (input: HTMLElement, value: string) =>
  fireEvent.change(input, { target: { value } });

describe('the sportsbook', () => {
  it('opens the session, shows the menu with counts and loads the tab, sport and league chosen', async () => {
    const api = stubBook();
    const socket = open();
    expect((await screen.findByTestId('balance')).textContent).toBe('$100.00');
    expect(screen.getByRole('heading', { name: 'Sportsbook' })).toBeTruthy();
    expect(screen.getByTestId('tab-live').textContent).toBe('In-play 4');
    expect(screen.getByTestId('tab-today').textContent).toBe('Today 14');
    expect(screen.getByTestId('tab-early').textContent).toBe('Early 31');
    expect(screen.getByTestId('menu-football').textContent).toBe('Football8');
    expect(api.callsTo('/house/sports/menu')[0]?.headers.authorization).toBe(
      `Bearer ${SESSION_TOKEN}`,
    );
    await screen.findAllByTestId('fixture');
    expect(api.callsTo('/house/sports/fixtures')[0]?.body).toMatchObject({ tab: 'today' });

    fireEvent.click(screen.getByTestId('tab-live'));
    await waitFor(() =>
      expect(api.callsTo('/house/sports/fixtures').at(-1)?.body).toMatchObject({ tab: 'live' }),
    );
    fireEvent.click(screen.getByTestId('menu-football'));
    await waitFor(() =>
      expect(api.callsTo('/house/sports/fixtures').at(-1)?.body).toMatchObject({
        tab: 'live',
        sport: 'football',
      }),
    );
    // The tabs count the sport chosen; its leagues show with their counts.
    expect(screen.getByTestId('tab-live').textContent).toBe('In-play 3');
    fireEvent.click(screen.getByTestId('league-laliga'));
    await waitFor(() =>
      expect(api.callsTo('/house/sports/fixtures').at(-1)?.body).toMatchObject({
        sport: 'football',
        league_id: 'laliga',
      }),
    );
    expect(screen.getByTestId('tab-live').textContent).toBe('In-play 1');

    // The hall's channel; a (re)connection reads everything again.
    await waitFor(() => expect(socket.opened()).toBe(1));
    const menus = api.callsTo('/house/sports/menu').length;
    act(() => socket.fire('connect'));
    expect(socket.emitted).toContainEqual(['subscribe', { channel: 'sportsbook' }]);
    await waitFor(() => expect(api.callsTo('/house/sports/menu').length).toBe(menus + 1));
  });

  it('lists live scores and the odds in the decimal, Hong Kong and Malay formats', async () => {
    const api = stubBook();
    open();
    const [football] = await screen.findAllByTestId('fixture');
    expect(within(football!).getByTestId('fixture-clock').textContent).toBe("LIVE 63'");
    expect(within(football!).getByTestId('score-home').textContent).toBe('2');
    expect(within(football!).getByTestId('score-away').textContent).toBe('1');
    expect(within(football!).getByText('All markets (24)')).toBeTruthy();
    expect(oddsValue(110)).toBe('1.95');
    expect(oddsValue(120)).toBe('2.25');
    expect(odds(120).textContent).toContain('-0.25');
    expect(odds(130).textContent).toContain('O 3.5');

    fireEvent.change(screen.getByTestId('odds-format'), { target: { value: 'hongkong' } });
    expect(oddsValue(110)).toBe('0.95');
    expect(oddsValue(120)).toBe('1.25');
    fireEvent.change(screen.getByTestId('odds-format'), { target: { value: 'malay' } });
    expect(oddsValue(110)).toBe('0.95');
    expect(oddsValue(120)).toBe('-0.80');
    await waitFor(() =>
      expect(api.callsTo('/house/sports/preferences').map((call) => call.body)).toEqual([
        { odds_format: 'hongkong' },
        { odds_format: 'malay' },
      ]),
    );
  });

  it('builds singles and a parlay with their possible returns', async () => {
    stubBook();
    open();
    await screen.findAllByTestId('fixture');
    fireEvent.click(odds(110)); // Arsenal 1.95
    fireEvent.click(odds(210)); // Nadal 1.50
    expect(picks()).toHaveLength(2);
    expect(odds(110).getAttribute('aria-pressed')).toBe('true');
    const stakes = screen.getAllByTestId('single-stake');
    typeStake(stakes[0]!, '10');
    typeStake(stakes[1]!, '4.50');
    const returns = screen.getAllByTestId('single-return').map((node) => node.textContent);
    expect(returns).toEqual(['Possible return $19.50', 'Possible return $6.75']);
    expect(screen.getByTestId('slip-total').textContent).toBe('$14.50');
    expect(screen.getByTestId('slip-limits').textContent).toBe('$1.00 – $500.00');

    fireEvent.click(screen.getByRole('tab', { name: 'Parlay' }));
    expect(screen.getByTestId('parlay-odds').textContent).toBe('2.92');
    typeStake(screen.getByTestId('parlay-stake'), '10');
    expect(screen.getByTestId('parlay-return').textContent).toBe('Possible return $29.25');
    expect(screen.getByTestId('slip-total').textContent).toBe('$10.00');
    // Clicking a selection again takes it out.
    fireEvent.click(odds(210));
    expect(picks()).toHaveLength(1);
    expect(screen.getByTestId('parlay-refused').textContent).toBe(
      'A parlay needs at least two selections.',
    );
  });

  it('flags two legs of one match and refuses them as a parlay', async () => {
    stubBook();
    open();
    await screen.findAllByTestId('fixture');
    fireEvent.click(odds(210));
    fireEvent.click(screen.getByRole('tab', { name: 'Parlay' }));
    fireEvent.click(odds(110)); // Arsenal
    fireEvent.click(odds(130)); // over 3.5 in the same match
    expect(screen.getAllByTestId('slip-correlated')).toHaveLength(2);
    expect(screen.getByTestId('parlay-refused').textContent).toContain('same match');
    expect(screen.getByTestId('place-bets')).toHaveProperty('disabled', true);
    // Back to singles, the parlay cannot be chosen while the legs stay.
    fireEvent.click(screen.getByRole('tab', { name: 'Singles' }));
    expect(screen.getByTestId('parlay-tab')).toHaveProperty('disabled', true);
  });

  it('places one call per bet with its own request id and retries a lost one with the same id', async () => {
    let betId = 600;
    const api = stubBook({
      '/house/sports/bet': (body, call) => {
        if (call === 2) throw new TypeError('Failed to fetch');
        betId += 1;
        return moved({
          bet: sportBet({ bet_id: betId }),
          balance: call === 1 ? '90.00' : '85.00',
        });
      },
    });
    open();
    await screen.findAllByTestId('fixture');
    fireEvent.click(odds(110));
    fireEvent.click(odds(210));
    const stakes = screen.getAllByTestId('single-stake');
    typeStake(stakes[0]!, '10');
    typeStake(stakes[1]!, '5');
    fireEvent.click(screen.getByTestId('place-bets'));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('$85.00'));
    expect(picks()).toHaveLength(0);
    const calls = api.callsTo('/house/sports/bet');
    expect(calls).toHaveLength(3);
    expect(calls[0]?.body).toMatchObject({
      legs: [{ selection_id: 110, odds: 195 }],
      stake: '10.00',
      accept_odds: 'none',
    });
    expect(calls[1]?.body).toMatchObject({
      legs: [{ selection_id: 210, odds: 150 }],
      stake: '5.00',
    });
    expect(calls[0]?.body.request_id).toMatch(REQUEST_ID_PATTERN);
    expect(calls[1]?.body.request_id).not.toBe(calls[0]?.body.request_id);
    expect(calls[2]?.body.request_id).toBe(calls[1]?.body.request_id);
    expect(screen.getByTestId('slip-notice').textContent).toContain('Bets placed: 2');
  });

  it('shows a 120 refusal with the old and new odds, and places again once they are accepted', async () => {
    const api = stubBook({
      '/house/sports/bet': (_body, call) =>
        call === 1
          ? envelope({ legs: [{ selection_id: 110, odds: 180 }] }, '120', 'The odds have changed.')
          : moved({ bet: sportBet({ bet_id: 700 }), balance: '90.00' }),
    });
    open();
    await screen.findAllByTestId('fixture');
    fireEvent.click(odds(110));
    typeStake(screen.getByTestId('single-stake'), '10');
    fireEvent.change(screen.getByTestId('accept-odds'), { target: { value: 'none' } });
    fireEvent.click(screen.getByTestId('place-bets'));
    expect((await screen.findByTestId('slip-refusal')).textContent).toBe('The odds have changed.');
    expect(screen.getByTestId('slip-odds').textContent).toBe('1.95 1.80');
    expect(screen.getByTestId('slip-new-odds').textContent).toBe('1.80');
    expect(screen.getByTestId('place-bets')).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Accept new odds' }));
    expect(screen.getByTestId('slip-odds').textContent).toBe('1.80');
    expect(screen.getByTestId('single-return').textContent).toBe('Possible return $18.00');
    fireEvent.click(screen.getByTestId('place-bets'));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('$90.00'));
    const calls = api.callsTo('/house/sports/bet');
    expect(calls[1]?.body).toMatchObject({ legs: [{ selection_id: 110, odds: 180 }] });
    // A bet at other odds is another bet: another request id.
    expect(calls[1]?.body.request_id).not.toBe(calls[0]?.body.request_id);
  });

  it('remembers the odds-change choice and sends it with the bet', async () => {
    const api = stubBook({
      '/house/sports/bet': () => moved({ bet: sportBet(), balance: '90.00' }),
    });
    open();
    await screen.findAllByTestId('fixture');
    fireEvent.change(screen.getByTestId('accept-odds'), { target: { value: 'higher' } });
    expect(window.localStorage.getItem('house.sports.accept_odds')).toBe('higher');
    fireEvent.click(odds(110));
    typeStake(screen.getByTestId('single-stake'), '10');
    fireEvent.click(screen.getByTestId('place-bets'));
    await waitFor(() => expect(api.callsTo('/house/sports/bet')).toHaveLength(1));
    expect(api.callsTo('/house/sports/bet')[0]?.body.accept_odds).toBe('higher');
  });

  it('locks the buttons of a suspended market and moves odds live', async () => {
    stubBook();
    const socket = open();
    await screen.findAllByTestId('fixture');
    await waitFor(() => expect(socket.opened()).toBe(1));
    fireEvent.click(odds(110));
    act(() => socket.fire('connect'));

    const update = (patch: Record<string, unknown>, channel = 'sportsbook') =>
      act(() =>
        socket.fire('sport_update', channel, {
          fixtures: [],
          markets: [],
          selections: [],
          ...patch,
        }),
      );
    // The odds move: the button shows them and flashes up.
    update({ selections: [{ selection_id: 110, market_id: 11, odds: 210 }] });
    expect(oddsValue(110)).toBe('2.10▲');
    expect(odds(110).getAttribute('data-flash')).toBe('up');
    expect(odds(120).getAttribute('data-flash')).toBeNull();
    // The slip shows the move from the odds taken.
    expect(screen.getByTestId('slip-odds').textContent).toBe('1.95 2.10');

    update({ markets: [{ market_id: 11, fixture_id: 1, status: 'suspended' }] });
    expect(odds(110)).toHaveProperty('disabled', true);
    expect(odds(111)).toHaveProperty('disabled', true);
    expect(odds(120)).toHaveProperty('disabled', false);
    expect(screen.getByTestId('slip-locked')).toBeTruthy();
    // Another channel's event is not the book's.
    update({ markets: [{ market_id: 11, fixture_id: 1, status: 'open' }] }, 'house_table.3');
    expect(odds(110)).toHaveProperty('disabled', true);
    update({ markets: [{ market_id: 11, fixture_id: 1, status: 'open' }] });
    expect(odds(110)).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('slip-locked')).toBeNull();
    // The score and the clock move.
    update({ fixtures: [{ fixture_id: 1, state: footballState(3, 1, 70) }] });
    expect(screen.getAllByTestId('score-home')[0]?.textContent).toBe('3');
    expect(screen.getAllByTestId('fixture-clock')[0]?.textContent).toBe("LIVE 70'");
  });

  it('reads my bets again when a match of an open bet finishes, with the balance it paid', async () => {
    let settled = false;
    const api = stubBook({
      '/house/sports/bets': () =>
        settled
          ? envelope({
              list: [sportBet({ status: 'settled', returned: '19.50', cash_out: null })],
              total_count: 1,
              balance: '119.50',
            })
          : betsAnswer([sportBet()], 1),
    });
    const socket = open();
    await screen.findByTestId('my-bet');
    await waitFor(() => expect(socket.opened()).toBe(1));
    const before = api.callsTo('/house/sports/bets').length;
    act(() =>
      socket.fire('sport_update', 'sportsbook', {
        fixtures: [{ fixture_id: 2, status: 'finished' }],
        markets: [],
        selections: [],
      }),
    );
    expect(api.callsTo('/house/sports/bets').length).toBe(before);
    expect(screen.getByTestId('balance').textContent).toBe('$100.00');
    settled = true;
    act(() =>
      socket.fire('sport_update', 'sportsbook', {
        fixtures: [{ fixture_id: 1, status: 'finished' }],
        markets: [{ market_id: 11, fixture_id: 1, status: 'settled' }],
        selections: [],
      }),
    );
    await waitFor(() => expect(api.callsTo('/house/sports/bets').length).toBe(before + 1));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('$119.50'));
    expect(screen.getByTestId('bet-status').textContent).toBe('Settled');
  });

  it('joins the game session’s private channel and reads my bets again when the server says one settled', async () => {
    let settled = false;
    const api = stubBook({
      '/house/sports/bets': () =>
        settled
          ? envelope({
              list: [sportBet({ status: 'settled', returned: '19.50', cash_out: null })],
              total_count: 1,
              balance: '119.50',
            })
          : betsAnswer([sportBet()], 1),
    });
    const socket = open();
    await screen.findByTestId('my-bet');
    await waitFor(() => expect(socket.opened()).toBe(1));
    act(() => socket.fire('connect'));
    // One socket for both channels; the private one with the game session's token only.
    expect(socket.opened()).toBe(1);
    expect(socket.emitted).toContainEqual([
      'subscribe',
      {
        channel: 'private-house.12',
        auth: { headers: { Authorization: `Bearer ${SESSION_TOKEN}` } },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('bet-status').textContent).toBe('Open'));
    const before = api.callsTo('/house/sports/bets').length;
    settled = true;
    // The same event on another channel is not this player's.
    act(() =>
      socket.fire('sport_bet', 'private-house.13', {
        bet_id: 501,
        status: 'settled',
        returned: '19.50',
      }),
    );
    expect(api.callsTo('/house/sports/bets').length).toBe(before);
    act(() =>
      socket.fire('sport_bet', 'private-house.12', {
        bet_id: 501,
        status: 'settled',
        returned: '19.50',
      }),
    );
    await waitFor(() => expect(api.callsTo('/house/sports/bets').length).toBe(before + 1));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('$119.50'));
    expect(screen.getByTestId('bet-status').textContent).toBe('Settled');
  });

  it('follows no private channel in a demo', async () => {
    stubBook({ '/house/session': () => envelope(bookSession({ demo: true, channel: null })) });
    const socket = open();
    await screen.findAllByTestId('fixture');
    await waitFor(() => expect(socket.opened()).toBe(1));
    act(() => socket.fire('connect'));
    expect(socket.emitted.filter(([event]) => event === 'subscribe')).toEqual([
      ['subscribe', { channel: 'sportsbook' }],
    ]);
  });

  it('reads my bets again when a match of an open bet finishes while the list shows settled bets', async () => {
    let settled = false;
    const api = stubBook({
      '/house/sports/bets': (body) =>
        body.status === 'settled'
          ? betsAnswer(
              settled ? [sportBet({ status: 'settled', returned: '19.50', cash_out: null })] : [],
              settled ? 1 : 0,
            )
          : betsAnswer([sportBet()], 1),
    });
    const socket = open();
    await screen.findByTestId('my-bet');
    await waitFor(() => expect(socket.opened()).toBe(1));
    fireEvent.click(screen.getByTestId('bets-settled'));
    await waitFor(() => expect(screen.queryByTestId('my-bet')).toBeNull());
    const before = api.callsTo('/house/sports/bets').length;
    settled = true;
    act(() =>
      socket.fire('sport_update', 'sportsbook', {
        fixtures: [{ fixture_id: 1, status: 'finished' }],
        markets: [],
        selections: [],
      }),
    );
    await waitFor(() => expect(api.callsTo('/house/sports/bets').length).toBe(before + 1));
    expect((await screen.findByTestId('bet-status')).textContent).toBe('Settled');
  });

  it('opens the match of the address with every market grouped, margins and locks', async () => {
    const api = stubBook();
    open('/house/sportsbook?fixture=1');
    const match = await screen.findByTestId('match');
    expect(api.callsTo('/house/sports/fixture')[0]?.body).toEqual({ fixture_id: 1 });
    expect(within(match).getByRole('heading', { level: 2 }).textContent).toContain('Arsenal');
    expect(within(screen.getByTestId('group-ah')).getAllByTestId(/^market-\d+$/)).toHaveLength(2);
    expect(within(screen.getByTestId('group-btts')).getByTestId('market-margin').textContent).toBe(
      'Margin 6.0%',
    );
    expect(within(screen.getByTestId('group-ou')).getByText('Suspended')).toBeTruthy();
    expect(odds(150)).toHaveProperty('disabled', true);
    // The correct-score grid: 25 scores and any other.
    expect(within(screen.getByTestId('market-17')).getAllByRole('button')).toHaveLength(26);
    fireEvent.click(screen.getByRole('button', { name: /Back to the matches/ }));
    expect(await screen.findAllByTestId('fixture')).toHaveLength(2);
    expect(window.location.search).toBe('');
  });

  it('filters my bets and pages through them', async () => {
    const api = stubBook({
      '/house/sports/bets': (body) =>
        envelope({
          list:
            body.status === 'settled'
              ? [
                  sportBet({
                    bet_id: 502,
                    status: 'settled',
                    returned: '19.50',
                    cash_out: null,
                    legs: [{ ...sportBet().legs[0]!, result: 'win' }],
                  }),
                ]
              : [sportBet()],
          total_count: body.status === 'settled' ? 1 : 25,
          balance: wallet,
        }),
    });
    open();
    const bet = await screen.findByTestId('my-bet');
    expect(bet.textContent).toContain('Arsenal');
    expect(within(bet).getByTestId('bet-status').textContent).toBe('Open');
    expect(api.callsTo('/house/sports/bets')[0]?.body).toMatchObject({ status: 'open', page: 1 });
    expect(screen.getByTestId('bets-page').textContent).toBe('Page 1 of 3');
    fireEvent.click(screen.getByTestId('bets-next'));
    await waitFor(() =>
      expect(api.callsTo('/house/sports/bets').at(-1)?.body).toMatchObject({ page: 2 }),
    );
    fireEvent.click(screen.getByTestId('bets-settled'));
    await waitFor(() =>
      expect(api.callsTo('/house/sports/bets').at(-1)?.body).toMatchObject({
        status: 'settled',
        page: 1,
      }),
    );
    const settled = await screen.findByTestId('my-bet');
    await waitFor(() => expect(settled.textContent).toContain('Won'));
    expect(within(screen.getByTestId('my-bet')).getByTestId('bet-return').textContent).toBe(
      '$19.50',
    );
    fireEvent.click(screen.getByTestId('bets-all'));
    await waitFor(() =>
      expect(api.callsTo('/house/sports/bets').at(-1)?.body).toMatchObject({ status: 'all' }),
    );
    expect(await screen.findByTestId('my-bet')).toBeTruthy();
    // The tab already shown, chosen again, reads the list again instead of spinning.
    const calls = api.callsTo('/house/sports/bets').length;
    fireEvent.click(screen.getByTestId('bets-all'));
    await waitFor(() => expect(api.callsTo('/house/sports/bets')).toHaveLength(calls + 1));
    expect(await screen.findByTestId('my-bet')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('cashes a bet out after a confirm, and confirms again when the value changed (125)', async () => {
    const api = stubBook({
      '/house/sports/bets': () => betsAnswer([sportBet()], 1),
      '/house/sports/cash-out': (body, call) =>
        call === 1
          ? envelope({ value: '11.40' }, '125', 'The cash-out value has changed.')
          : moved({
              bet: sportBet({ status: 'cashed_out', cash_out: null, returned: String(body.value) }),
              balance: '111.40',
            }),
    });
    open();
    fireEvent.click(await screen.findByTestId('cash-out'));
    expect(screen.getByTestId('cash-out-confirm').textContent).toContain(
      'Cash out this bet for $12.00?',
    );
    fireEvent.click(screen.getByTestId('cash-out-yes'));
    await waitFor(() =>
      expect(screen.getByTestId('cash-out-confirm').textContent).toContain(
        'The cash-out value has changed to $11.40.',
      ),
    );
    fireEvent.click(screen.getByTestId('cash-out-yes'));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('$111.40'));
    const calls = api.callsTo('/house/sports/cash-out');
    expect(calls[0]?.body).toMatchObject({ bet_id: 501, value: '12.00', accept_change: false });
    expect(calls[1]?.body).toMatchObject({ bet_id: 501, value: '11.40' });
    expect(calls[1]?.body.request_id).not.toBe(calls[0]?.body.request_id);
    expect(screen.queryByTestId('cash-out-confirm')).toBeNull();
  });

  it('shows why a cash-out is refused (124)', async () => {
    stubBook({
      '/house/sports/bets': () => betsAnswer([sportBet()], 1),
      '/house/sports/cash-out': () => envelope(null, '124', 'This bet cannot be cashed out now.'),
    });
    open();
    fireEvent.click(await screen.findByTestId('cash-out'));
    fireEvent.click(screen.getByTestId('cash-out-yes'));
    expect((await screen.findByTestId('cash-out-refusal')).textContent).toBe(
      'This bet cannot be cashed out now.',
    );
  });

  it('shows the load error with a retry, and the end of the session full screen', async () => {
    let fail = true;
    stubBook({
      '/house/sports/fixtures': () =>
        fail ? envelope(null, '999', 'The book is busy.') : betsAnswer([], 0),
    });
    open();
    expect((await screen.findByTestId('book-error')).textContent).toContain('The book is busy.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No matches here right now. Try another tab or sport.'),
    ).toBeTruthy();
  });

  it('puts the slip in a bottom sheet with a count on mobile', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    stubBook();
    open();
    await screen.findAllByTestId('fixture');
    expect(screen.queryByTestId('bet-slip')).toBeNull();
    fireEvent.click(odds(110));
    fireEvent.click(odds(210));
    expect(screen.getByTestId('slip-count').textContent).toBe('2');
    fireEvent.click(screen.getByTestId('slip-sheet-button'));
    const sheet = screen.getByRole('dialog', { name: 'Bet slip' });
    expect(within(sheet).getAllByTestId('slip-pick')).toHaveLength(2);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ends on an expired session', async () => {
    stubBook({ '/house/sports/menu': () => envelope(null, '101', 'Session over') });
    open();
    expect(
      await screen.findByRole('heading', { name: 'This game session has ended' }),
    ).toBeTruthy();
  });
});
