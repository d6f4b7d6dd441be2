import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { emitApiEvent } from '../../shared/api/api-events';
import { memberQueryKey } from '../../shared/session/member-queries';
import { useSessionStore, type StoredSession } from '../../shared/session/session-store';
import { ToastHost } from '../../shared/ui/toast-host';
import { createTestQueryClient, renderWithProviders, setupTestI18n } from '../../test/render';
import { useSessionSync } from './use-session-sync';

const MEMBER: StoredSession = {
  token: 'live-token',
  memberId: 42,
  account: 'player01',
  memberType: 1,
  agentType: 0,
  currency: 'RMB',
};

const Probe = () => {
  useSessionSync();
  return null;
};

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  act(() => {
    notifications.clean();
    useSessionStore.getState().signOut();
  });
});

describe('session expiry', () => {
  it('logs the member out on a 401, drops member data and says so once', async () => {
    const queryClient = createTestQueryClient();
    act(() => {
      useSessionStore.getState().signIn(MEMBER);
    });
    queryClient.setQueryData(memberQueryKey('layout'), { member_cash: '10.00' });
    queryClient.setQueryData(['site', 'detail', 1], { title_en: 'Site' });
    renderWithProviders(
      <>
        <ToastHost />
        <Probe />
      </>,
      { queryClient, route: '/discount' },
    );

    act(() => {
      emitApiEvent('unauthorized');
      emitApiEvent('unauthorized');
    });

    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('member_id')).toBeNull();
    expect(queryClient.getQueryData(memberQueryKey('layout'))).toBeUndefined();
    // Site data is not the member's and stays.
    expect(queryClient.getQueryData(['site', 'detail', 1])).toBeDefined();
    await waitFor(() => {
      expect(screen.getAllByText('Your session has ended. Please log in again.')).toHaveLength(1);
    });
    expect(screen.queryByTestId('toast-count')).toBeNull();
  });

  it('only forgets a stale token when nobody was logged in', () => {
    localStorage.setItem('token', 'stale');
    renderWithProviders(<Probe />);
    act(() => {
      emitApiEvent('unauthorized');
    });
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('token rotation', () => {
  it('goes on with the token a call stored, as the same session', () => {
    act(() => {
      useSessionStore.getState().signIn(MEMBER);
    });
    const serial = useSessionStore.getState().serial;
    renderWithProviders(<Probe />);
    localStorage.setItem('token', 'rotated-token');
    act(() => {
      emitApiEvent('tokenRotated');
    });
    expect(useSessionStore.getState().session).toMatchObject({
      memberId: 42,
      token: 'rotated-token',
    });
    expect(useSessionStore.getState().serial).toBe(serial);
  });
});

describe('other tabs', () => {
  it('follows a logout and a login made in another tab', () => {
    const queryClient = createTestQueryClient();
    act(() => {
      useSessionStore.getState().signIn(MEMBER);
    });
    queryClient.setQueryData(memberQueryKey('layout'), { member_cash: '10.00' });
    renderWithProviders(<Probe />, { queryClient });

    // The other tab logged out: storage is already empty when the event arrives.
    for (const key of ['token', 'member_id', 'member_account', 'currency']) {
      localStorage.removeItem(key);
    }
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    });
    expect(useSessionStore.getState().session).toBeNull();
    expect(queryClient.getQueryData(memberQueryKey('layout'))).toBeUndefined();

    // The other tab logged in as another member.
    localStorage.setItem('token', 'other-token');
    localStorage.setItem('member_id', '7');
    localStorage.setItem('member_account', 'player07');
    localStorage.setItem('currency', 'VND');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'other-token' }));
    });
    expect(useSessionStore.getState().session).toMatchObject({ memberId: 7, account: 'player07' });
  });
});
