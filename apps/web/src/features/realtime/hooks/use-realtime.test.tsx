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

/** The page's settling, as the test decides it. */
const settling = vi.hoisted(() => ({ open: undefined as (() => void) | undefined }));
const whenSettled = (open: () => void) => {
  settling.open = open;
  return () => {
    settling.open = undefined;
  };
};
const settle = () => {
  act(() => {
    settling.open?.();
  });
};

const Probe = () => {
  useRealtime(undefined, whenSettled);
  return null;
};

const lastState = (): RealtimeState | undefined =>
  controller.update.mock.calls.at(-1)?.[0] as RealtimeState | undefined;

afterEach(() => {
  act(() => {
    useSessionStore.getState().signOut();
  });
  controller.update.mockClear();
});

describe('useRealtime', () => {
  it("loads a visitor's connection once the page has settled, then keeps it in step with the session", async () => {
    expect(loaded.count).toBe(0);
    act(() => {
      useSiteCurrencyStore.getState().resolve('en_US', ['RMB']);
    });
    const view = renderWithProviders(<Probe />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded.count).toBe(0);
    expect(controller.update).not.toHaveBeenCalled();

    settle();
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

  it("opens a member's connection at once, before the page has settled", async () => {
    act(() => {
      useSessionStore.getState().signIn({
        token: 'member-token',
        memberId: 7,
        account: 'player07',
        memberType: 1,
        agentType: 0,
        currency: 'RMB',
      });
    });
    const view = renderWithProviders(<Probe />);
    await waitFor(() => {
      expect(controller.update).toHaveBeenCalled();
    });
    expect(settling.open).toBeDefined();
    expect(lastState()).toMatchObject({ member: { memberId: 7, token: 'member-token' } });
    view.unmount();
    // Unmounted before the page settled: nothing is left waiting to open a connection.
    expect(settling.open).toBeUndefined();
  });

  it("opens a visitor's connection as soon as they log in, before the page has settled", async () => {
    const view = renderWithProviders(<Probe />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(controller.update).not.toHaveBeenCalled();
    act(() => {
      useSessionStore.getState().signIn({
        token: 'fresh-token',
        memberId: 8,
        account: 'player08',
        memberType: 1,
        agentType: 0,
        currency: 'RMB',
      });
    });
    await waitFor(() => {
      expect(lastState()).toMatchObject({ member: { memberId: 8, token: 'fresh-token' } });
    });
    view.unmount();
  });
});
