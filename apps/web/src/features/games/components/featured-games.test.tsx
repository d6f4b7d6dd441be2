import { templateGameListCall } from '@member-site/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { gameEntry, setUpGameTests, signInPlayer, stubCalls } from '../../../test/game-calls';
import { envelopeResponse, renderWithProviders } from '../../../test/render';
import { FeaturedGames } from './featured-games';

const open = vi.fn();
vi.mock('../hooks/use-game-launcher', () => ({
  useGameLauncher: () => ({ open, leave: vi.fn() }),
}));

const LOTUS = gameEntry({});
const DRAGON = gameEntry({
  game_id: 2,
  game_code: 'e_dragon',
  game_name: 'Dragon Pearl',
  demo: false,
});

const featured = (list: (typeof LOTUS)[]) =>
  stubCalls([[templateGameListCall, () => envelopeResponse({ list })]]);

setUpGameTests(() => {
  open.mockReset();
});

describe('FeaturedGames', () => {
  it('shows the featured games in order and opens the chosen one for a member', async () => {
    signInPlayer();
    featured([DRAGON, LOTUS]);
    renderWithProviders(<FeaturedGames device="desktop" />);

    const row = await screen.findByRole('list', { name: 'Featured games' });
    expect(screen.getByRole('heading', { name: 'Featured games' })).toBeTruthy();
    const tiles = within(row).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.querySelector('button')?.textContent.trim())).toEqual([
      'Dragon Pearl',
      'Lotus Fortune',
    ]);

    fireEvent.click(within(row).getByRole('button', { name: 'Lotus Fortune' }));
    expect(open).toHaveBeenCalledWith({
      gpId: 1,
      gameType: 2,
      gameCode: 'e_lotus_fortune',
      name: 'Lotus Fortune',
      demo: false,
    });
  });

  it('asks a visitor to log in first, offering the demo when the game has one', async () => {
    featured([DRAGON, LOTUS]);
    renderWithProviders(<FeaturedGames device="mobile" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Dragon Pearl' }));
    const confirm = await screen.findByTestId('game-access-confirm');
    expect(within(confirm).getByText('Dragon Pearl')).toBeTruthy();
    expect(within(confirm).queryByRole('button', { name: 'Play demo' })).toBeNull();
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    // A game with a demo says so on its tile, and in its name.
    fireEvent.click(screen.getByRole('button', { name: 'Demo Lotus Fortune' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Play demo' }));
    expect(open).toHaveBeenCalledWith(
      expect.objectContaining({ gameCode: 'e_lotus_fortune', demo: true }),
    );
  });

  it('shows nothing when the template features no game', async () => {
    const fetchMock = featured([]);
    renderWithProviders(<FeaturedGames device="desktop" />);
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    await waitFor(() => {
      expect(screen.queryByTestId('featured-games')).toBeNull();
    });
    expect(screen.queryByText('Featured games')).toBeNull();
  });
});
