import { notifications } from '@mantine/notifications';
import type { MemberLayout } from '@member-site/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { setAnalyticsTracker } from '../../../shared/analytics/analytics';
import { i18n } from '../../../shared/i18n/i18n';
import { rememberPopup } from '../../../shared/lib/popups';
import { onRealtimeEvent } from '../../../shared/realtime/realtime-events';
import {
  AGENT_QUERY_KEY,
  LETTERS_QUERY_KEY,
  MEMBER_LAYOUT_QUERY_KEY,
  MEMBER_PROFILE_QUERY_KEY,
  MY_CASH_QUERY_KEY,
  memberQueryKey,
} from '../../../shared/session/member-queries';
import { connectSessionRuntime } from '../../../shared/session/session-runtime';
import { useSessionStore, type StoredSession } from '../../../shared/session/session-store';
import {
  CAROUSEL_QUERY_KEY,
  MODEL_LOGIN_QUERY_KEY,
  MODEL_SETTINGS_QUERY_KEY,
  MODEL_SPONSOR_QUERY_KEY,
  SPONSORS_QUERY_KEY,
} from '../../../shared/site/content-queries';
import { getSiteDetailQueryOptions } from '../../../shared/site/get-site-detail';
import { ToastHost } from '../../../shared/ui/toast-host';
import {
  createTestQueryClient,
  envelopeResponse,
  renderWithProviders,
  setupTestI18n,
} from '../../../test/render';
import { type FakeSocket, createFakeSocketClient } from './fake-socket.testing';
import { type RealtimeController, createRealtimeController } from './realtime-controller';

const SESSION: StoredSession = {
  token: 'live-token',
  memberId: 42,
  account: 'player01',
  memberType: 1,
  agentType: 0,
  currency: 'RMB',
};
const MEMBER_CHANNEL = 'private-member.42';

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

let controller: RealtimeController | undefined;
let disconnectRuntime: () => void = () => undefined;

/**
 * A logged-in member's page with its realtime connection on a fake socket, the toasts on screen
 * and the router's navigation recorded.
 */
const setUp = () => {
  const queryClient = createTestQueryClient();
  const navigate = vi.fn();
  const reloadPage = vi.fn();
  disconnectRuntime = connectSessionRuntime({ queryClient, navigate });
  act(() => {
    useSessionStore.getState().signIn(SESSION);
  });
  renderWithProviders(<ToastHost />, { queryClient });
  const fake = createFakeSocketClient();
  controller = createRealtimeController({ queryClient, client: fake.client, reloadPage });
  const { session, serial } = useSessionStore.getState();
  controller.update({
    member: session ? { memberId: 42, token: session.token, currency: 'RMB' } : undefined,
    sessionSerial: serial,
    siteCurrency: 'RMB',
    desktopTemplate: 'site02',
    mobileTemplate: 'H5_2',
  });
  const socket: FakeSocket = fake.current();
  socket.serverConnect();
  const push = (event: string, channel: string, payload: unknown) => {
    act(() => {
      socket.push(event, channel, payload);
    });
  };
  return { queryClient, navigate, reloadPage, socket, push };
};

const invalidated = (
  queryClient: ReturnType<typeof createTestQueryClient>,
  key: readonly unknown[],
) => queryClient.getQueryState(key)?.isInvalidated;

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
};

beforeAll(async () => {
  await setupTestI18n();
});

beforeEach(() => {
  setWidth(1366);
});

afterEach(() => {
  controller?.stop();
  controller = undefined;
  disconnectRuntime();
  act(() => {
    notifications.clean();
    useSessionStore.getState().signOut();
  });
  setAnalyticsTracker(undefined);
  vi.unstubAllGlobals();
});

describe('a login elsewhere', () => {
  it('says so, logs the member out and goes back to the lobby', async () => {
    const { push, navigate, queryClient } = setUp();
    queryClient.setQueryData(MEMBER_LAYOUT_QUERY_KEY, { member_cash: '10.00' });

    push('login', MEMBER_CHANNEL, { token: 'mark-of-the-new-session' });

    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryData(MEMBER_LAYOUT_QUERY_KEY)).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/', undefined);
    expect(
      await screen.findByText('Your account has logged in elsewhere. You have been logged out.'),
    ).toBeTruthy();
  });

  it('is ignored on another channel and when this browser already stored a newer session', () => {
    const { push } = setUp();
    push('login', 'private-member.43', { token: 'mark' });
    expect(useSessionStore.getState().session).not.toBeNull();

    // Another tab of this browser logged in again: its session is the stored one now.
    localStorage.setItem('token', 'token-of-the-other-tab');
    push('login', MEMBER_CHANNEL, { token: 'mark' });
    expect(useSessionStore.getState().session).not.toBeNull();
    expect(screen.queryByText(/logged in elsewhere/)).toBeNull();
  });
});

describe('the operator cleaning the cache', () => {
  it('logs out on the server, clears the query cache and session storage, and reloads', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse(null));
    vi.stubGlobal('fetch', fetchMock);
    const { push, queryClient, reloadPage } = setUp();
    queryClient.setQueryData(['lobby', 'marquee'], ['hello']);
    sessionStorage.setItem('popup_closed_at', 'x');

    push('app_clean_cache', MEMBER_CHANNEL, {});
    push('app_clean_cache', MEMBER_CHANNEL, {});

    await waitFor(() => {
      expect(reloadPage).toHaveBeenCalledTimes(1);
    });
    expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toEqual(['/api/logout']);
    expect(useSessionStore.getState().session).toBeNull();
    expect(queryClient.getQueryData(['lobby', 'marquee'])).toBeUndefined();
    expect(sessionStorage.getItem('popup_closed_at')).toBeNull();
  });
});

describe('money', () => {
  it('puts the pushed cash in the header balance and asks the wallet panel again', () => {
    const { push, queryClient } = setUp();
    queryClient.setQueryData(MEMBER_LAYOUT_QUERY_KEY, {
      member_cash: '10.00',
      member_currency: 'RMB',
    });
    queryClient.setQueryData(MY_CASH_QUERY_KEY, { total: '10.00' });

    push('member.cash', MEMBER_CHANNEL, { cash: '310.00' });

    expect(queryClient.getQueryData<MemberLayout>(MEMBER_LAYOUT_QUERY_KEY)?.member_cash).toBe(
      '310.00',
    );
    expect(invalidated(queryClient, MEMBER_LAYOUT_QUERY_KEY)).toBe(false);
    expect(invalidated(queryClient, MY_CASH_QUERY_KEY)).toBe(true);
  });

  it('asks every balance again after a return of all platform balances', () => {
    const { push, queryClient } = setUp();
    queryClient.setQueryData(MEMBER_LAYOUT_QUERY_KEY, { member_cash: '10.00' });
    queryClient.setQueryData(MY_CASH_QUERY_KEY, { total: '10.00' });
    push('all_transfer_back', MEMBER_CHANNEL, {});
    expect(invalidated(queryClient, MEMBER_LAYOUT_QUERY_KEY)).toBe(true);
    expect(invalidated(queryClient, MY_CASH_QUERY_KEY)).toBe(true);
  });

  it('reports a first deposit and a purchase on desktop, and tells the deposit page', () => {
    const tracked: unknown[][] = [];
    setAnalyticsTracker((event, data) => tracked.push([event, data]));
    const credited = vi.fn();
    const stop = onRealtimeEvent('member_deposit.success', credited);
    const { push, queryClient } = setUp();
    queryClient.setQueryData(MY_CASH_QUERY_KEY, { total: '0.00' });
    const deposit = {
      order_number: 'D2026112300000001',
      deposit_amount: '300.00',
      deposit_times: 1,
      currency: 'RMB',
    };

    push('member_deposit.success', MEMBER_CHANNEL, deposit);
    stop();

    const data = { value: '300.00', currency: 'RMB', id: 'D2026112300000001' };
    expect(tracked).toEqual([
      ['first_pay', data],
      ['Purchase', data],
    ]);
    expect(credited).toHaveBeenCalledWith(deposit);
    expect(invalidated(queryClient, MY_CASH_QUERY_KEY)).toBe(true);
  });

  it('reports a later deposit as pay, without a purchase while the payment window is open or on mobile', () => {
    const tracked: string[] = [];
    setAnalyticsTracker((event) => tracked.push(event));
    const { push } = setUp();
    const deposit = {
      order_number: 'D2026112300000002',
      deposit_amount: '50.00',
      deposit_times: 2,
      currency: 'RMB',
    };
    rememberPopup('payment', { closed: false, close: vi.fn() } as unknown as Window);
    push('member_deposit.success', MEMBER_CHANNEL, deposit);
    expect(tracked).toEqual(['pay']);

    rememberPopup('payment', { closed: true, close: vi.fn() } as unknown as Window);
    setWidth(390);
    push('member_deposit.success', MEMBER_CHANNEL, deposit);
    expect(tracked).toEqual(['pay', 'pay']);
  });
});

describe('games and red envelopes', () => {
  it('shows the transfer-disabled notice for 957 and passes other game states on', async () => {
    const states = vi.fn();
    const stop = onRealtimeEvent('forward_game.status', states);
    const { push } = setUp();

    push('forward_game.status', MEMBER_CHANNEL, { code: 957 });
    expect(
      await screen.findByText('Transfers for this game are temporarily unavailable.'),
    ).toBeTruthy();
    expect(states).not.toHaveBeenCalled();

    push('forward_game.status', MEMBER_CHANNEL, { code: 100 });
    stop();
    expect(states).toHaveBeenCalledWith({ code: 100 });
  });

  it('passes red envelopes of the member currency on', () => {
    const envelopes = vi.fn();
    const stop = onRealtimeEvent('RedEnvelopeDisplay', envelopes);
    const { push } = setUp();
    push('RedEnvelopeDisplay', 'private-member.RMB', { id: 5, end_at: '2026-11-23T12:00:00Z' });
    stop();
    expect(envelopes).toHaveBeenCalledWith({ id: 5, end_at: '2026-11-23T12:00:00Z' });
  });
});

describe('member data', () => {
  it('asks letters again when one is sent, read or deleted, and the profile when it changed', () => {
    const { push, queryClient } = setUp();
    for (const event of ['letter.sent', 'letter.read', 'letter.delete']) {
      queryClient.setQueryData([...LETTERS_QUERY_KEY, 'list'], { list: [] });
      push(event, MEMBER_CHANNEL, { id: 1 });
      expect(invalidated(queryClient, [...LETTERS_QUERY_KEY, 'list']), event).toBe(true);
    }
    queryClient.setQueryData(MEMBER_PROFILE_QUERY_KEY, { id: 42 });
    push('profile.updated', MEMBER_CHANNEL, {});
    expect(invalidated(queryClient, MEMBER_PROFILE_QUERY_KEY)).toBe(true);
  });

  it('asks the agent wallet and settlements again when a commission is paid, and nothing else', () => {
    const { push, queryClient } = setUp();
    const status = [...AGENT_QUERY_KEY, 'status'];
    const settlements = [...AGENT_QUERY_KEY, 'settlements', { page: 1, page_size: 10 }];
    queryClient.setQueryData(status, { wallet: '0.00' });
    queryClient.setQueryData(settlements, { list: [] });
    queryClient.setQueryData(MEMBER_PROFILE_QUERY_KEY, { id: 42 });
    push('agent.commission', MEMBER_CHANNEL, { settlement_id: 7 });
    expect(invalidated(queryClient, status)).toBe(true);
    expect(invalidated(queryClient, settlements)).toBe(true);
    expect(invalidated(queryClient, MEMBER_PROFILE_QUERY_KEY)).toBe(false);
  });
});

describe('public content', () => {
  it('asks the customer-service link and the banners again', () => {
    const { push, queryClient } = setUp();
    const siteKey = getSiteDetailQueryOptions().queryKey;
    queryClient.setQueryData(siteKey, { customer_service_link: 'https://old.example' } as never);
    queryClient.setQueryData([...CAROUSEL_QUERY_KEY, 1, 0, 'RMB', 'en_US'], []);

    push('customer_service_link_change', 'web_member', {});
    push('carousel_picture.url', 'web_api.RMB', {});

    expect(invalidated(queryClient, siteKey)).toBe(true);
    expect(invalidated(queryClient, [...CAROUSEL_QUERY_KEY, 1, 0, 'RMB', 'en_US'])).toBe(true);
  });

  it('asks the marquee and the pop-up promotions again when the operator changes them', () => {
    const { push, queryClient } = setUp();
    const marqueeKey = ['lobby', 'marquee', 1, 'en_US'];
    const visitorPopups = ['promotions', 'bulletins', 1, 1, 2, 'en_US'];
    const memberPopups = memberQueryKey('bulletins', 1, 1, 2, 'en_US');
    for (const key of [marqueeKey, visitorPopups, memberPopups]) queryClient.setQueryData(key, []);

    push('web_announcement_change', 'web_member', {});
    expect(invalidated(queryClient, marqueeKey)).toBe(true);
    expect(invalidated(queryClient, visitorPopups)).toBe(false);

    push('bulletin_change', 'web_member', {});
    expect(invalidated(queryClient, visitorPopups)).toBe(true);
    expect(invalidated(queryClient, memberPopups)).toBe(true);
  });

  it('asks the template lists again only for the language shown', () => {
    const { push, queryClient } = setUp();
    expect(i18n.language).toBe('en_US');
    const keys = [
      MODEL_SETTINGS_QUERY_KEY,
      MODEL_SPONSOR_QUERY_KEY,
      SPONSORS_QUERY_KEY,
      MODEL_LOGIN_QUERY_KEY,
    ];
    for (const key of keys) queryClient.setQueryData(key, []);

    push('model_settings.url', 'site02_template', { language: 'vi_VN' });
    push('model_sponsor.url', 'bob_mobile_template', { language: 'vi_VN' });
    expect(keys.map((key) => invalidated(queryClient, key))).toEqual([false, false, false, false]);

    push('model_settings.url', 'site02_template', { language: 'en_US' });
    push('model_sponsor.url', 'bob_mobile_template', { language: 'en_US' });
    push('model_login.url', 'bob_mobile_template', { language: 'en_US' });
    expect(keys.map((key) => invalidated(queryClient, key))).toEqual([true, true, true, true]);
  });

  it('fetches the site again on model_settings.url, which names the template to follow', () => {
    const { push, queryClient } = setUp();
    const siteKey = getSiteDetailQueryOptions().queryKey;
    queryClient.setQueryData(siteKey, { template: 'site02' } as never);
    push('model_settings.url', 'site02_template', { language: 'vi_VN' });
    expect(invalidated(queryClient, siteKey)).toBe(false);
    push('model_settings.url', 'site02_template', { language: 'en_US' });
    expect(invalidated(queryClient, siteKey)).toBe(true);
  });
});
