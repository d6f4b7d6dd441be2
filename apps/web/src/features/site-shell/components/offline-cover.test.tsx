import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useConnectivityStore } from '../../../shared/network/connectivity';
import { renderWithProviders, setupTestI18n } from '../../../test/render';
import { OfflineCover } from './offline-cover';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  useConnectivityStore.setState({ unreachable: false });
});

describe('offline page', () => {
  it('shows nothing while the site answers', () => {
    renderWithProviders(<OfflineCover />);
    expect(screen.queryByTestId('offline-page')).toBeNull();
  });

  it('covers the page while the site cannot be reached, with the retry button in focus', () => {
    useConnectivityStore.setState({ unreachable: true });
    renderWithProviders(<OfflineCover />);
    const page = screen.getByRole('alertdialog', { name: 'You are offline' });
    expect(page.textContent).toContain('The site cannot be reached right now');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
  });

  it('stays while the retry finds no site, and leaves when the site answers', async () => {
    useConnectivityStore.setState({ unreachable: true });
    renderWithProviders(<OfflineCover />);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Try again' }).disabled).toBe(
        false,
      );
    });
    expect(screen.getByTestId('offline-page')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(screen.queryByTestId('offline-page')).toBeNull();
    });
  });
});
