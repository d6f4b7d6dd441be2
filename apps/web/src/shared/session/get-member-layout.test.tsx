import { QueryClient, QueryClientProvider, focusManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { envelopeResponse } from '../../test/render';
import { useRealtimeStatusStore } from '../realtime/realtime-status';
import { useMemberLayout } from './get-member-layout';
import { useSessionStore } from './session-store';

const layout = (cash: string) => ({
  member_common_layout: {
    id: 7,
    member_account: 'player01',
    member_currency: 'RMB',
    member_cash: cash,
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
  },
});

beforeEach(() => {
  useSessionStore.getState().signIn({
    token: 'token',
    memberId: 7,
    account: 'player01',
    memberType: 1,
    agentType: 0,
    currency: 'RMB',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  focusManager.setFocused(undefined);
  useRealtimeStatusStore.getState().setConnected(false);
  useRealtimeStatusStore.getState().setMemberChannel(false);
});

const renderLayout = () => {
  // The app's own default: no refetch on focus unless a query asks for it.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMemberLayout(), { wrapper });
};

const refocus = () => {
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
};

describe('the member layout', () => {
  it('shows the current balance again when the member comes back to the window', async () => {
    const answers = ['0.00', '300.00'];
    const fetchMock = vi.fn(async () => envelopeResponse(layout(answers.shift() ?? '300.00')));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderLayout();
    await waitFor(() => {
      expect(result.current.data?.member_cash).toBe('0.00');
    });

    // A deposit paid in another window, then the member returns to this one.
    refocus();
    await waitFor(() => {
      expect(result.current.data?.member_cash).toBe('300.00');
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves the balance to the realtime feed while it is live', async () => {
    const fetchMock = vi.fn(async () => envelopeResponse(layout('0.00')));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderLayout();
    await waitFor(() => {
      expect(result.current.data?.member_cash).toBe('0.00');
    });
    useRealtimeStatusStore.getState().setConnected(true);
    useRealtimeStatusStore.getState().setMemberChannel(true);
    refocus();
    refocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
