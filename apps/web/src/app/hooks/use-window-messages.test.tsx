import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { rememberPopup } from '../../shared/lib/popups';
import { connectSessionRuntime } from '../../shared/session/session-runtime';
import { useSessionStore } from '../../shared/session/session-store';
import { ToastHost } from '../../shared/ui/toast-host';
import { createTestQueryClient, renderWithProviders, setupTestI18n } from '../../test/render';
import { useWindowMessages } from './use-window-messages';

const SESSION = {
  token: 'third-party-token',
  member_id: 42,
  member_account: 'player01',
  member_currency: 'RMB',
  member_type: 1,
  agent_type: 0,
  idle_expires_in: 1800,
  first_login_to_change_password: false,
};

const Probe = () => {
  useWindowMessages();
  return null;
};

/** Another window of the site writes the legacy `window-msg` key. */
const fromOtherWindow = (message: object) => {
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'window-msg', newValue: JSON.stringify(message) }),
    );
  });
};

const openedPopup = (kind: 'auth' | 'waiting') => {
  const popup = { closed: false, close: vi.fn() };
  rememberPopup(kind, popup as unknown as Window);
  return popup;
};

let disconnect: () => void = () => undefined;

beforeAll(async () => {
  await setupTestI18n();
});

beforeEach(() => {
  disconnect = connectSessionRuntime({ queryClient: createTestQueryClient(), navigate: vi.fn() });
  renderWithProviders(
    <>
      <ToastHost />
      <Probe />
    </>,
  );
});

afterEach(() => {
  disconnect();
  act(() => {
    notifications.clean();
    useSessionStore.getState().signOut();
  });
});

describe('messages from other windows', () => {
  it('completes a third-party login in the page that opened its window, and closes it', () => {
    const popup = openedPopup('auth');
    fromOtherWindow({ msg: 'authLogin', data: SESSION });
    expect(popup.close).toHaveBeenCalled();
    expect(useSessionStore.getState().session).toMatchObject({
      memberId: 42,
      token: 'third-party-token',
    });
  });

  it('leaves a login to the page that opened the window', () => {
    fromOtherWindow({ msg: 'authLogin', data: SESSION });
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('closes the login window and shows why the login failed', async () => {
    const popup = openedPopup('auth');
    fromOtherWindow({ msg: 'authLoginClose', resCode: 101, resMessage: 'Access was denied.' });
    expect(popup.close).toHaveBeenCalled();
    expect(await screen.findByText('Access was denied.')).toBeTruthy();

    const quiet = openedPopup('auth');
    fromOtherWindow({ msg: 'authLoginClose' });
    expect(quiet.close).toHaveBeenCalled();

    openedPopup('auth');
    fromOtherWindow({ msg: 'authLoginClose', resCode: 102 });
    expect(
      await screen.findByText('The login could not be completed. Please try again.'),
    ).toBeTruthy();
  });

  it('closes the window a game was waiting in', () => {
    const waiting = openedPopup('waiting');
    const auth = openedPopup('auth');
    fromOtherWindow({ msg: 'quickGame', data: { gp_id: 3 } });
    expect(waiting.close).toHaveBeenCalled();
    expect(auth.close).not.toHaveBeenCalled();
  });
});
