import {
  callUrl,
  favoriteStoreCall,
  gameLabelCall,
  gameListCall,
  providerGamesCall,
  tagGameListCall,
  type CallContract,
  type GameEntry,
  type GameType,
} from '@member-site/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../shared/session/session-store';
import { useSiteCurrencyStore } from '../../../shared/site/site-currency';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { GameListPage, filterGames } from './game-list-page';
import { HallProviders } from './hall-providers';

const game = (overrides: Partial<GameEntry>): GameEntry => ({
  game_id: 1,
  gp_id: 1,
  game_type: 2,
  game_code: 'e_lotus_fortune',
  game_name: 'Lotus Fortune',
  icon: '/media/games/lotus.svg',
  labels: ['all', 'hot'],
  tags: [],
  house: true,
  demo: true,
  member_favorite: false,
  maintain_interval: null,
  ...overrides,
});

const LOTUS = game({});
const DRAGON = game({
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

type Answer = (body: Record<string, unknown>) => Response;

const stubCalls = (answers: Map<CallContract, Answer>) => {
  const byUrl = new Map([...answers].map(([contract, answer]) => [callUrl(contract), answer]));
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = byUrl.get(url);
    if (!answer) throw new Error(`unexpected call ${url}`);
    return answer(
      JSON.parse((init?.body as string | undefined) ?? '{}') as Record<string, unknown>,
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const catalogue = (extra: [CallContract, Answer][] = []) =>
  new Map<CallContract, Answer>([
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
  ]);

const renderList = () =>
  renderWithProviders(
    <Routes>
      <Route path="/games/:gtId/:gpId" element={<GameListPage />} />
    </Routes>,
    { route: '/games/2/1' },
  );

const signIn = () => {
  useSessionStore.getState().signIn({
    token: 'token',
    memberId: 7,
    account: 'player01',
    memberType: 1,
    agentType: 0,
    currency: 'RMB',
  });
};

beforeAll(async () => {
  await setupTestI18n();
});

beforeEach(() => {
  useSiteCurrencyStore.setState({ currency: 'RMB' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    useSessionStore.getState().signOut();
  });
});

describe('filterGames', () => {
  it('keeps the provider’s games of the label whose name holds the keyword', () => {
    const other = game({ game_id: 3, gp_id: 9 });
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

    fireEvent.click(await screen.findByRole('button', { name: 'Play Lotus Fortune' }));
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
    signIn();
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
    signIn();
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
