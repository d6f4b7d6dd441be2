import {
  callUrl,
  favoriteStoreCall,
  gameLabelCall,
  gameListCall,
  providerGamesCall,
  tagGameListCall,
  type CallContract,
  type GameType,
} from '@member-site/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import {
  type CallAnswer,
  gameEntry,
  setUpGameTests,
  signInPlayer,
  stubCalls,
} from '../../../test/game-calls';
import { envelopeResponse, renderWithProviders } from '../../../test/render';
import { GameListPage, filterGames } from './game-list-page';
import { HallProviders } from './hall-providers';

const LOTUS = gameEntry({ labels: ['all', 'hot'] });
const DRAGON = gameEntry({
  game_id: 2,
  game_code: 'e_dragon',
  game_name: 'Dragon Pearl',
  labels: ['all', 'new'],
  demo: false,
});

const MENU: GameType[] = [
  {
    gt_id: 2,
    name: 'Slots',
    icon: '',
    active_icon: '',
    gp_list: [
      {
        id: 11,
        gp_id: 1,
        gp_code: 'GPHO',
        game_type: 2,
        game_code: '',
        game_name: 'Lotus Originals',
        house: true,
        customized: false,
        icon_light: '/media/providers/house.svg',
        icon_dark: '',
        android_id: '',
        force_modal: false,
        maintain_interval: null,
        game_names: ['Lotus Fortune', 'Dragon Pearl'],
      },
    ],
  },
];

const catalogue = (extra: [CallContract, CallAnswer][] = []): [CallContract, CallAnswer][] => [
  [gameListCall, () => envelopeResponse({ list: MENU })],
  [providerGamesCall, () => envelopeResponse({ data: [LOTUS, DRAGON] })],
  [
    gameLabelCall,
    () =>
      envelopeResponse({
        list: [
          { label: 'hot', name: 'Hot' },
          { label: 'all', name: 'All' },
          { label: 'new', name: 'New' },
        ],
        main: 'all',
      }),
  ],
  [tagGameListCall, () => envelopeResponse({ info: [] })],
  ...extra,
];

const renderList = () =>
  renderWithProviders(
    <Routes>
      <Route path="/games/:gtId/:gpId" element={<GameListPage />} />
    </Routes>,
    { route: '/games/2/1' },
  );

setUpGameTests();

describe('filterGames', () => {
  it('keeps the provider’s games of the label whose name holds the keyword', () => {
    const other = gameEntry({ game_id: 3, gp_id: 9 });
    expect(filterGames([LOTUS, DRAGON, other], { gpId: 1, label: 'all', keyword: '' })).toEqual([
      LOTUS,
      DRAGON,
    ]);
    expect(filterGames([LOTUS, DRAGON], { gpId: 1, label: 'new', keyword: '' })).toEqual([DRAGON]);
    expect(filterGames([LOTUS, DRAGON], { gpId: 1, label: 'all', keyword: ' LOTUS ' })).toEqual([
      LOTUS,
    ]);
  });
});

describe('GameListPage', () => {
  it('shows the provider, the label tabs with main first, and filters by label and keyword', async () => {
    stubCalls(catalogue());
    renderList();

    expect(await screen.findByRole('heading', { name: 'Lotus Originals' })).toBeTruthy();
    const grid = await screen.findByTestId('game-grid');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);

    const labels = screen.getByRole('tablist', { name: 'Game categories' });
    expect(
      within(labels)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Hot', 'New']);
    fireEvent.click(within(labels).getByRole('tab', { name: 'New' }));
    await waitFor(() => {
      expect(within(screen.getByTestId('game-grid')).getAllByRole('listitem')).toHaveLength(1);
    });
    expect(screen.getByTestId('game-e_dragon')).toBeTruthy();

    fireEvent.click(within(labels).getByRole('tab', { name: 'All' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), {
      target: { value: 'nothing like it' },
    });
    expect(await screen.findByText('No game matches your search')).toBeTruthy();
  });

  it('asks a visitor to log in, offering the demo for games that have one', async () => {
    stubCalls(catalogue());
    renderList();

    fireEvent.click(await screen.findByRole('button', { name: 'Demo Lotus Fortune' }));
    const confirm = await screen.findByTestId('game-access-confirm');
    expect(within(confirm).getByRole('button', { name: 'Play demo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    // Visitors see which games they may try.
    expect(within(screen.getByTestId('game-e_lotus_fortune')).getByText('Demo')).toBeTruthy();
  });

  it('tells a visitor to log in on the favourites tab', async () => {
    stubCalls(catalogue());
    renderList();
    fireEvent.click(await screen.findByTestId('search-tab-my_favorite'));
    expect(await screen.findByText('Log in to see your own games')).toBeTruthy();
  });

  it('marks a favourite at once and stores it for a member', async () => {
    signInPlayer();
    const fetchMock = stubCalls(
      catalogue([[favoriteStoreCall, () => envelopeResponse({ list: [{ game_id: 1 }] })]]),
    );
    renderList();

    const heart = await screen.findByRole('button', { name: 'Add Lotus Fortune to favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    // A member plays for real: no demo badge on the tile.
    expect(within(screen.getByTestId('game-e_lotus_fortune')).queryByText('Demo')).toBeNull();
    fireEvent.click(heart);
    const pressed = await screen.findByRole('button', {
      name: 'Remove Lotus Fortune from favourites',
    });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => url === callUrl(favoriteStoreCall));
      expect(JSON.parse(call?.[1]?.body as string)).toMatchObject({
        data: [{ game_id: 1, status: 1 }],
      });
    });
  });

  it('shows the member’s empty favourites', async () => {
    signInPlayer();
    stubCalls(catalogue());
    renderList();
    fireEvent.click(await screen.findByTestId('search-tab-my_favorite'));
    expect(await screen.findByText('Tap the heart on a game to keep it here')).toBeTruthy();
  });
});

describe('HallProviders', () => {
  it('lists a hall’s providers with their games, and says when a hall has none yet', async () => {
    stubCalls(catalogue());
    renderWithProviders(
      <>
        <HallProviders gtId={2} device="desktop" hallName="Slots" />
        <HallProviders gtId={3} device="desktop" hallName="Live Casino" />
      </>,
    );
    const provider = await screen.findByTestId('provider-2-1');
    expect(provider.getAttribute('href')).toBe('/games/2/1');
    expect(provider.textContent).toContain('Lotus Fortune, Dragon Pearl');
    expect((await screen.findByTestId('hall-empty-3')).textContent).toContain('Coming soon');
  });
});
