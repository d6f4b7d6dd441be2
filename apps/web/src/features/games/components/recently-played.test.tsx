import { lastPlayingGameCall, tagGameListCall, templateGameListCall } from '@member-site/contracts';
import { LAST_PLAYED_LIMIT } from '@member-site/contracts/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import {
  callCount,
  gameEntry,
  setUpGameTests,
  signInPlayer,
  stubCalls,
} from '../../../test/game-calls';
import { createTestQueryClient, envelopeResponse, renderWithProviders } from '../../../test/render';
import { invalidateLastPlayed } from '../api/game-queries';
import { RecentlyPlayed } from './recently-played';

const open = vi.fn();
vi.mock('../hooks/use-game-launcher', () => ({
  useGameLauncher: () => ({ open, leave: vi.fn() }),
}));

const CATALOGUE = Array.from({ length: LAST_PLAYED_LIMIT + 5 }, (_, index) =>
  gameEntry({
    game_id: index + 1,
    game_code: `e_game_${index + 1}`,
    game_name: `Game ${index + 1}`,
  }),
);

const stubRecent = (ids: () => number[]) =>
  stubCalls([
    [lastPlayingGameCall, () => envelopeResponse({ list: ids().map((id) => ({ game_id: id })) })],
    [tagGameListCall, () => envelopeResponse({ info: CATALOGUE })],
    [templateGameListCall, () => envelopeResponse({ list: [] })],
  ]);

setUpGameTests(() => {
  open.mockReset();
});

describe('RecentlyPlayed', () => {
  it('shows the member’s last played games, newest first, and opens one', async () => {
    signInPlayer();
    stubRecent(() => [3, 99, 1]);
    renderWithProviders(<RecentlyPlayed device="desktop" />);

    const row = await screen.findByRole('list', { name: 'Recently played' });
    // Game 99 is no longer in the catalogue: it drops out.
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent.trim()),
    ).toEqual(['Game 3', 'Game 1']);

    fireEvent.click(within(row).getByRole('button', { name: 'Game 3' }));
    expect(open).toHaveBeenCalledWith({
      gpId: 1,
      gameType: 2,
      gameCode: 'e_game_3',
      name: 'Game 3',
      demo: false,
    });
  });

  it(`keeps at most ${LAST_PLAYED_LIMIT} games`, async () => {
    signInPlayer();
    stubRecent(() => CATALOGUE.map((game) => game.game_id));
    renderWithProviders(<RecentlyPlayed device="mobile" />);
    const row = await screen.findByRole('list', { name: 'Recently played' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(LAST_PLAYED_LIMIT);
  });

  it('stays hidden until the member has played, then appears when a game opened', async () => {
    signInPlayer();
    let played: number[] = [];
    const fetchMock = stubRecent(() => played);
    const queryClient = createTestQueryClient();
    renderWithProviders(<RecentlyPlayed device="desktop" />, { queryClient });

    await waitFor(() => {
      expect(callCount(fetchMock, lastPlayingGameCall)).toBe(1);
    });
    await waitFor(() => {
      expect(screen.queryByTestId('recently-played')).toBeNull();
    });
    // Nothing to resolve: the catalogue is not asked for.
    expect(callCount(fetchMock, tagGameListCall)).toBe(0);

    played = [2];
    await act(() => invalidateLastPlayed(queryClient));
    const row = await screen.findByRole('list', { name: 'Recently played' });
    expect(within(row).getByRole('button', { name: 'Game 2' })).toBeTruthy();
  });

  it('shows nothing to visitors and asks nothing', () => {
    const fetchMock = stubRecent(() => [1]);
    renderWithProviders(<RecentlyPlayed device="desktop" />);
    expect(screen.queryByTestId('recently-played')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
