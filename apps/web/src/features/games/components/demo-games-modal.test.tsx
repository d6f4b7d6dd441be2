import { demoHallGamesCall, gameListCall, type GameType } from '@member-site/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import {
  callCount,
  gameEntry,
  setUpGameTests,
  signInPlayer,
  stubCalls,
} from '../../../test/game-calls';
import { envelopeResponse, renderWithProviders } from '../../../test/render';
import { HallProviders } from './hall-providers';

const open = vi.fn();
vi.mock('../hooks/use-game-launcher', () => ({
  useGameLauncher: () => ({ open, leave: vi.fn() }),
}));

const LOTUS = gameEntry({});
const DRAGON = gameEntry({ game_id: 2, game_code: 'e_dragon', game_name: 'Dragon Pearl' });
const TABLE = gameEntry({
  game_id: 3,
  game_type: 3,
  game_code: 'l_baccarat',
  game_name: 'Baccarat',
});

const MENU: GameType[] = [{ gt_id: 2, name: 'Slots', icon: '', active_icon: '', gp_list: [] }];

const demoHalls = (halls: { gt_id: number; list: (typeof LOTUS)[] }[]) => () =>
  envelopeResponse({ data: halls.map((hall) => ({ ...hall, name: `Hall ${hall.gt_id}` })) });

const renderHall = (gtId = 2) =>
  renderWithProviders(<HallProviders gtId={gtId} device="desktop" hallName="Slots" />);

setUpGameTests(() => {
  open.mockReset();
});

describe('free demo list', () => {
  it('lists the hall’s demo games for a visitor and starts the chosen demo', async () => {
    const fetchMock = stubCalls([
      [gameListCall, () => envelopeResponse({ list: MENU })],
      [
        demoHallGamesCall,
        demoHalls([
          { gt_id: 2, list: [LOTUS, DRAGON] },
          { gt_id: 3, list: [TABLE] },
        ]),
      ],
    ]);
    renderHall();

    const button = await screen.findByRole('button', { name: 'Free demo' });
    // The list is only asked for when the visitor opens it.
    expect(callCount(fetchMock, demoHallGamesCall)).toBe(0);
    fireEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Slots: free demos' });
    const list = await within(dialog).findByRole('list', { name: 'Slots: free demos' });
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles).toHaveLength(2);
    expect(tiles[0]?.textContent).toContain('Lotus Fortune');
    expect(tiles[1]?.textContent).toContain('Dragon Pearl');
    expect(within(dialog).queryByText('Baccarat')).toBeNull();
    expect(within(dialog).queryByText('No demos here yet')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Demo Dragon Pearl' }));
    expect(open).toHaveBeenCalledWith({
      gpId: 1,
      gameType: 2,
      gameCode: 'e_dragon',
      name: 'Dragon Pearl',
      demo: true,
    });
  });

  it('says when the hall has no demo', async () => {
    stubCalls([
      [gameListCall, () => envelopeResponse({ list: MENU })],
      [demoHallGamesCall, demoHalls([{ gt_id: 3, list: [TABLE] }])],
    ]);
    renderHall();
    fireEvent.click(await screen.findByRole('button', { name: 'Free demo' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No demos here yet')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Play / })).toBeNull();
  });

  it('offers to try again when the list fails', async () => {
    stubCalls([
      [gameListCall, () => envelopeResponse({ list: MENU })],
      [demoHallGamesCall, () => envelopeResponse(null, { code: '500', status: 500 })],
    ]);
    renderHall();
    fireEvent.click(await screen.findByRole('button', { name: 'Free demo' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is not offered to members, who play for real', async () => {
    signInPlayer();
    stubCalls([[gameListCall, () => envelopeResponse({ list: MENU })]]);
    renderHall();
    await waitFor(() => {
      expect(screen.getByTestId('hall-empty-2')).toBeTruthy();
    });
    expect(screen.queryByRole('button', { name: 'Free demo' })).toBeNull();
  });
});
