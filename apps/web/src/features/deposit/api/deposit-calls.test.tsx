import { type DepositOrder, callUrl, depositOrderStatusCall } from '@member-site/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { emitRealtimeEvent } from '../../../shared/realtime/realtime-events';
import { useRealtimeStatusStore } from '../../../shared/realtime/realtime-status';
import { createTestQueryClient, envelopeResponse } from '../../../test/render';
import { POLL_INTERVAL_MS, useDepositOrder } from './deposit-calls';

const ORDER: DepositOrder = {
  order_number: 'D2026112300000009',
  channel_id: 2,
  kind: 'fast_payment',
  currency: 'RMB',
  amount: '300.00',
  status: 'pending',
  payer_name: '',
  reference: '',
  reason: '',
  created_at: '2026-11-23T06:00:00.000Z',
  decided_at: null,
};

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const statusCalls = () =>
  fetchMock.mock.calls.filter(([url]) => urlOf(url) === callUrl(depositOrderStatusCall)).length;

const setFeed = (live: boolean) => {
  act(() => {
    useRealtimeStatusStore.getState().setConnected(live);
    useRealtimeStatusStore.getState().setMemberChannel(live);
  });
};

const renderOrder = () => {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDepositOrder(ORDER.order_number, Date.now(), ORDER), { wrapper });
};

const wait = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => envelopeResponse(ORDER));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  setFeed(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useDepositOrder', () => {
  it('shows the created order at once and asks for it every 2 s while nothing is pushed', async () => {
    const { result } = renderOrder();
    expect(result.current.data?.status).toBe('pending');
    expect(statusCalls()).toBe(0);
    await wait(POLL_INTERVAL_MS * 3 + 100);
    expect(statusCalls()).toBe(3);
  });

  it('asks nothing while the member feed is live, and takes the pushed credit', async () => {
    setFeed(true);
    const { result } = renderOrder();
    await wait(POLL_INTERVAL_MS * 5);
    expect(statusCalls()).toBe(0);

    act(() => {
      emitRealtimeEvent('member_deposit.success', {
        order_number: 'D2026112300000001',
        deposit_amount: '5.00',
        deposit_times: 3,
        currency: 'RMB',
      });
    });
    await wait(0);
    expect(result.current.data?.status).toBe('pending');
    act(() => {
      emitRealtimeEvent('member_deposit.success', {
        order_number: ORDER.order_number,
        deposit_amount: '300.00',
        deposit_times: 1,
        currency: 'RMB',
      });
    });
    await wait(0);
    expect(result.current.data?.status).toBe('paid');
    await wait(POLL_INTERVAL_MS * 3);
    expect(statusCalls()).toBe(0);
  });

  it('polls when the feed drops, and asks once when it comes back', async () => {
    setFeed(true);
    renderOrder();
    setFeed(false);
    await wait(POLL_INTERVAL_MS + 100);
    expect(statusCalls()).toBe(1);
    setFeed(true);
    await wait(10);
    expect(statusCalls()).toBe(2);
    await wait(POLL_INTERVAL_MS * 3);
    expect(statusCalls()).toBe(2);
  });
});
