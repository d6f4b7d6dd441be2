import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { envelope, stubApi } from '../../../test/house-fixtures';
import { fakeSocket } from '../../../test/table-fixtures';
import { footballFixture, market, tennisFixture } from '../../../test/sportsbook-fixtures';
import { QuickbetPage, type QuickbetMessage } from './quickbet-page';

const esportsFixture = () =>
  tennisFixture({
    fixture_id: 3,
    sport: 'cs2',
    league: { id: 'major', name: 'CS2 Major' },
    home: { id: 'navi', name: 'NAVI' },
    away: { id: 'faze', name: 'FaZe' },
    status: 'live',
    state: { maps: ['home'], period: 2 },
    markets: [market(31, 'ml', { home: 170, away: 215 })],
  });

type Observed = { callback: ResizeObserverCallback };
const observers: Observed[] = [];

class FakeResizeObserver {
  constructor(callback: ResizeObserverCallback) {
    observers.push({ callback });
  }
  observe = vi.fn();
  disconnect = vi.fn();
  unobserve = vi.fn();
}

afterEach(() => {
  observers.length = 0;
});

describe('the quick-bet frame', () => {
  it('shows the featured matches in the currency asked, reports its height and opens a match', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const api = stubApi({
      '/house/sports/featured': () => envelope({ list: [footballFixture(), esportsFixture()] }),
    });
    window.history.replaceState(
      null,
      '',
      '/house/sportsbook/quickbet?lang=en_US&currency=USD&gp_id=7',
    );
    const posted: QuickbetMessage[] = [];
    let height = 320;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ height }) as DOMRect,
    );
    const socket = fakeSocket();
    render(<QuickbetPage post={(message) => posted.push(message)} connect={socket.connect} />);
    expect(await screen.findAllByTestId('quick-match')).toHaveLength(2);
    expect(api.callsTo('/house/sports/featured')[0]?.body).toEqual({ currency: 'USD', count: 6 });
    expect(api.callsTo('/house/sports/featured')[0]?.headers.authorization).toBeUndefined();
    expect(posted).toContainEqual({ type: 'S001', height: 320 });

    // The frame grows: the site hears the new height.
    height = 412;
    act(() => {
      for (const observer of observers) observer.callback([], {} as ResizeObserver);
    });
    expect(posted.at(-1)).toEqual({ type: 'S001', height: 412 });

    // The odds move live.
    act(() => socket.fire('connect'));
    expect(socket.emitted).toContainEqual(['subscribe', { channel: 'sportsbook' }]);
    act(() =>
      socket.fire('sport_update', 'sportsbook', {
        fixtures: [],
        markets: [],
        selections: [{ selection_id: 110, market_id: 11, odds: 205 }],
      }),
    );
    expect(screen.getByTestId('odds-110').textContent).toContain('2.05');

    fireEvent.click(screen.getByTestId('odds-110'));
    expect(posted.at(-1)).toEqual({
      type: 'U003',
      gp_id: 7,
      game_type: 4,
      game_code: 's_sportsbook',
      extra: { fixture_id: 1 },
    });
    fireEvent.click(screen.getByTestId('odds-311'));
    expect(posted.at(-1)).toEqual({
      type: 'U003',
      gp_id: 7,
      game_type: 9,
      game_code: 'g_esports',
      extra: { fixture_id: 3 },
    });
  });

  it('lets a match that ends leave the frame and reads the featured matches again', async () => {
    let list = [footballFixture(), esportsFixture()];
    const api = stubApi({ '/house/sports/featured': () => envelope({ list }) });
    const socket = fakeSocket();
    render(<QuickbetPage post={() => undefined} connect={socket.connect} />);
    expect(await screen.findAllByTestId('quick-match')).toHaveLength(2);
    act(() => socket.fire('connect'));
    await waitFor(() => expect(api.callsTo('/house/sports/featured')).toHaveLength(2));

    // The football match ends: its closed odds leave, and the next featured match comes in.
    list = [esportsFixture(), tennisFixture()];
    act(() =>
      socket.fire('sport_update', 'sportsbook', {
        fixtures: [{ fixture_id: 1, status: 'finished' }],
        markets: [],
        selections: [],
      }),
    );
    expect(screen.queryByTestId('odds-110')).toBeNull();
    await waitFor(() => expect(api.callsTo('/house/sports/featured')).toHaveLength(3));
    await waitFor(() => expect(screen.getAllByTestId('quick-match')).toHaveLength(2));
    expect(screen.getByTestId('odds-311')).toBeTruthy();
  });

  it('posts to its parent on the site’s own origin only', async () => {
    stubApi({ '/house/sports/featured': () => envelope({ list: [footballFixture()] }) });
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    render(<QuickbetPage connect={fakeSocket().connect} />);
    await screen.findByTestId('quick-match');
    fireEvent.click(screen.getByTestId('odds-110'));
    await waitFor(() =>
      expect(parent.postMessage).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'U003' }),
        window.location.origin,
      ),
    );
  });

  it('offers a retry when the matches cannot be read', async () => {
    let fail = true;
    stubApi({
      '/house/sports/featured': () => {
        if (fail) throw new TypeError('Failed to fetch');
        return envelope({ list: [] });
      },
    });
    render(<QuickbetPage post={() => undefined} connect={fakeSocket().connect} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(
      await screen.findByText('No matches here right now. Try another tab or sport.'),
    ).toBeTruthy();
  });
});
