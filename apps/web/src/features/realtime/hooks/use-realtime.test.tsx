import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useRealtimeStatusStore } from '../../../shared/realtime/realtime-status';
import { useSessionStore } from '../../../shared/session/session-store';
import { useSiteCurrencyStore } from '../../../shared/site/site-currency';
import { renderWithProviders } from '../../../test/render';
import type { RealtimeState } from '../connection/realtime-controller';
import { useRealtime } from './use-realtime';

const loaded = vi.hoisted(() => ({ count: 0 }));
const controller = vi.hoisted(() => ({ update: vi.fn(), stop: vi.fn() }));

// The connection's module as the browser would load it: counted when it is evaluated, which a
// static import from the hook would do as soon as this test file imports the hook.
vi.mock('../connection/realtime-controller', () => {
  loaded.count += 1;
  return { createRealtimeController: () => controller };
});

const Probe = () => {
  useRealtime();
  return null;
};

const lastState = (): RealtimeState | undefined =>
  controller.update.mock.calls.at(-1)?.[0] as RealtimeState | undefined;

afterEach(() => {
  act(() => {
    useSessionStore.getState().signOut();
  });
});

describe('useRealtime', () => {
  it('loads the connection only after the first render, then keeps it in step with the session', async () => {
    expect(loaded.count).toBe(0);
    act(() => {
      useSiteCurrencyStore.getState().resolve('en_US', ['RMB']);
    });
    const view = renderWithProviders(<Probe />);
    await waitFor(() => {
      expect(controller.update).toHaveBeenCalled();
    });
    expect(loaded.count).toBe(1);
    expect(lastState()).toMatchObject({ member: undefined, siteCurrency: 'RMB' });

    const before = lastState()?.sessionSerial ?? 0;
    act(() => {
      useSessionStore.getState().signIn({
        token: 'live-token',
        memberId: 42,
        account: 'player01',
        memberType: 1,
        agentType: 0,
        currency: 'VND',
      });
    });
    expect(lastState()).toMatchObject({
      member: { memberId: 42, token: 'live-token', currency: 'VND' },
      sessionSerial: before + 1,
    });

    // Where the connection stands is on <html> for anything outside React.
    const attribute = () => document.documentElement.getAttribute('data-realtime');
    expect(attribute()).toBe('off');
    act(() => {
      useRealtimeStatusStore.getState().setConnected(true);
    });
    expect(attribute()).toBe('connected');
    act(() => {
      useRealtimeStatusStore.getState().setMemberChannel(true);
    });
    expect(attribute()).toBe('member');

    view.unmount();
    expect(controller.stop).toHaveBeenCalled();
    expect(attribute()).toBeNull();
  });
});
