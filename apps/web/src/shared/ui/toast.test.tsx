import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { renderWithProviders, setupTestI18n } from '../../test/render';
import { closeNewestToast, showToast } from './toast';
import { ToastHost } from './toast-host';
import { LazyToastHost } from './toast-host-lazy';
import { notifications } from '@mantine/notifications';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  act(() => {
    notifications.clean();
  });
});

describe('toasts', () => {
  // First in the file: the lazy host remembers, for the page's life, that a toast was shown.
  it('loads the toast host with the first toast, which then shows', async () => {
    renderWithProviders(<LazyToastHost />);
    // Time enough for the host's chunk, had it been asked for.
    await act(async () => {
      await import('./toast-host');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => {
      showToast({ kind: 'success', message: 'Saved' });
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });

  it('groups a repeated message into the visible toast with a counter', async () => {
    renderWithProviders(<ToastHost />);
    act(() => {
      showToast({ kind: 'error', message: 'Network error' });
      showToast({ kind: 'error', message: 'Network error' });
      showToast({ kind: 'error', message: 'Network error' });
      showToast({ kind: 'info', message: 'Welcome' });
    });

    await waitFor(() => {
      expect(screen.getAllByText('Network error')).toHaveLength(1);
    });
    expect(screen.getByTestId('toast-count').textContent).toBe('×3');
    expect(screen.getByText('Welcome')).toBeTruthy();
  });

  it('closes the newest toast first', async () => {
    renderWithProviders(<ToastHost />);
    act(() => {
      showToast({ message: 'First' });
      showToast({ message: 'Second' });
    });
    await screen.findByText('Second');

    act(() => {
      closeNewestToast();
    });
    await waitFor(() => {
      expect(screen.queryByText('Second')).toBeNull();
    });
    expect(screen.getByText('First')).toBeTruthy();
  });
});
