import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { LETTERS_QUERY_KEY } from '../../../shared/session/member-queries';
import { connectSessionRuntime } from '../../../shared/session/session-runtime';
import { useSessionStore } from '../../../shared/session/session-store';
import {
  createTestQueryClient,
  envelopeResponse,
  renderWithProviders,
  setupTestI18n,
} from '../../../test/render';
import { MemberPanel } from './member-panel';

const fetchMock = vi.fn<typeof fetch>();

/** The address of a mocked fetch call. */
const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const navigate = vi.fn();
let playing = false;
let unread = 3;
let agent = false;

const LAYOUT = {
  id: 42,
  member_account: 'player01',
  member_currency: 'RMB',
  member_cash: '12345.60',
  member_type: 1,
  agent_type: 0,
  agent_level: 0,
  is_agent: false,
  agent_active: false,
  is_playing: false,
  cash_back_status: false,
  wallet_status: true,
  first_login_to_change_password: false,
  need_bank_account_deposit_verified: false,
};

beforeAll(async () => {
  await setupTestI18n();
  await import('./logout-confirm');
}, 30_000);

beforeEach(() => {
  playing = false;
  unread = 3;
  agent = false;
  fetchMock.mockReset();
  fetchMock.mockImplementation((url) =>
    Promise.resolve(
      urlOf(url) === '/api/logout'
        ? envelopeResponse({})
        : urlOf(url) === '/api/arks/web/member/letter'
          ? envelopeResponse({
              list: [],
              total_count: 5,
              unread_count: unread,
              page: 1,
              count: 50,
            })
          : envelopeResponse({
              member_common_layout: {
                ...LAYOUT,
                is_playing: playing,
                is_agent: agent,
                agent_active: agent,
              },
            }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().signIn({
    token: 'live-token',
    memberId: 42,
    account: 'player01',
    memberType: 1,
    agentType: 0,
    currency: 'RMB',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    useSessionStore.getState().signOut();
  });
});

const renderPanel = () => {
  const queryClient = createTestQueryClient();
  const disconnect = connectSessionRuntime({ queryClient, navigate });
  renderWithProviders(<MemberPanel />, { queryClient });
  return Object.assign(disconnect, { queryClient });
};

describe('member panel', () => {
  it('shows the account and the main balance with the currency symbol', async () => {
    const disconnect = renderPanel();
    expect(screen.getByTestId('member-account').textContent).toBe('player01');
    await waitFor(() => {
      expect(screen.getByTestId('member-balance').textContent).toBe('¥ 12,345.60');
    });
    disconnect();
  });

  it('shows how many letters are unread, and follows when they are read elsewhere', async () => {
    const disconnect = renderPanel();
    const badge = await screen.findByTestId('member-letters-unread');
    expect(badge.textContent).toBe('3');
    expect(screen.getByTestId('member-letters-link').getAttribute('aria-label')).toBe(
      'Personal messages: 3 unread messages',
    );

    // A letter.read on the private channel invalidates every letters query.
    unread = 0;
    await act(() => disconnect.queryClient.invalidateQueries({ queryKey: LETTERS_QUERY_KEY }));
    await waitFor(() => {
      expect(screen.queryByTestId('member-letters-unread')).toBeNull();
    });
    expect(screen.getByTestId('member-letters-link').getAttribute('aria-label')).toBe(
      'Personal messages',
    );
    disconnect();
  });

  it('logs out: tells the server, forgets the session and goes home', async () => {
    const disconnect = renderPanel();
    await screen.findByText('¥ 12,345.60');
    fireEvent.click(screen.getByTestId('logout-button'));

    await waitFor(() => {
      expect(useSessionStore.getState().session).toBeNull();
    });
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url) === '/api/logout')).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith('/', undefined);
    disconnect();
  });

  it('asks first while a game is being played', async () => {
    playing = true;
    const disconnect = renderPanel();
    await screen.findByText('¥ 12,345.60');
    fireEvent.click(screen.getByTestId('logout-button'));

    await screen.findByTestId('logout-confirm', {}, { timeout: 5000 });
    expect(useSessionStore.getState().session).not.toBeNull();
    fireEvent.click(screen.getByTestId('logout-confirm-button'));
    await waitFor(() => {
      expect(useSessionStore.getState().session).toBeNull();
    });
    disconnect();
  });

  it.each([
    [true, '/proxy'],
    [false, '/proxy?page=Register'],
  ])('opens the agent link of an agent (%s) in the agent window at %s', async (isAgent, target) => {
    agent = isAgent;
    const opened = { focus: vi.fn(), closed: false, close: vi.fn() };
    const open = vi.fn(() => opened);
    vi.stubGlobal('open', open);
    const disconnect = renderPanel();
    await screen.findByText('¥ 12,345.60');
    fireEvent.click(screen.getByTestId('member-agent-link'));
    expect(open).toHaveBeenCalledWith(target, 'proxyWindow', expect.stringContaining('width=1500'));
    disconnect();
  });
});
