import { callUrl, type CallContract, type GameEntry } from '@member-site/contracts';
import { act } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { useSessionStore } from '../shared/session/session-store';
import { useSiteCurrencyStore } from '../shared/site/site-currency';
import { setupTestI18n } from './render';

/** Sign in the member of the games tests (RMB). */
export const signInPlayer = (): void => {
  useSessionStore.getState().signIn({
    token: 'token',
    memberId: 7,
    account: 'player01',
    memberType: 1,
    agentType: 0,
    currency: 'RMB',
  });
};

/**
 * The set-up every games component test shares: English texts, a site in RMB, a visitor at the
 * start of each test (`reset` runs then too), and no stubbed calls or member left afterwards.
 */
export const setUpGameTests = (reset: () => void = () => undefined): void => {
  beforeAll(async () => {
    await setupTestI18n();
  });
  beforeEach(() => {
    useSiteCurrencyStore.setState({ currency: 'RMB' });
    reset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => {
      useSessionStore.getState().signOut();
    });
  });
};

/** A game of a list, as the catalogue answers it. */
export const gameEntry = (overrides: Partial<GameEntry>): GameEntry => ({
  game_id: 1,
  gp_id: 1,
  game_type: 2,
  game_code: 'e_lotus_fortune',
  game_name: 'Lotus Fortune',
  icon: '/media/games/lotus.svg',
  labels: ['all'],
  tags: [],
  house: true,
  demo: true,
  member_favorite: false,
  maintain_interval: null,
  ...overrides,
});

export type CallAnswer = (body: Record<string, unknown>) => Response;

/** Answer the given calls by contract; any other call fails the test. */
export const stubCalls = (answers: [CallContract, CallAnswer][]) => {
  const byUrl = new Map(answers.map(([contract, answer]) => [callUrl(contract), answer]));
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

/** How many times the call of `contract` was made. */
export const callCount = (fetchMock: ReturnType<typeof stubCalls>, contract: CallContract) =>
  fetchMock.mock.calls.filter(([url]) => url === callUrl(contract)).length;
