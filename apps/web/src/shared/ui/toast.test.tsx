import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { renderWithProviders, setupTestI18n } from '../../test/render';
import { closeNewestToast, showToast } from './toast';
import { ToastHost } from './toast-host';
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
