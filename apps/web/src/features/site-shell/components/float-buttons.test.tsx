import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  createTestQueryClient,
  envelopeResponse,
  renderWithProviders,
  setupTestI18n,
} from '../../../test/render';
import { FloatButtons } from './float-buttons';

const buttons = [
  {
    id: 1,
    position: 'right',
    name: 'Customer service',
    image_url: '/media/float/service.webp',
    selectedType: 'main',
    link: '/service',
  },
  {
    id: 2,
    position: 'left',
    name: 'Download the app',
    image_url: '/media/float/app.webp',
    selectedType: 'main',
    link: '/app',
  },
];

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const stubFloat = () => {
  const fetchMock = vi.fn(async () => envelopeResponse({ list: buttons }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('FloatButtons', () => {
  it('shows the operator’s buttons on their sides of the page', async () => {
    stubFloat();
    renderWithProviders(<FloatButtons />, { route: '/discount' });

    const service = await screen.findByRole('link', { name: 'Customer service' });
    expect(service.closest('aside')?.getAttribute('data-position')).toBe('right');
    const app = screen.getByRole('link', { name: 'Download the app' });
    expect(app.closest('aside')?.getAttribute('data-position')).toBe('left');
  });

  it('stands aside while a game fills the page', async () => {
    const fetchMock = stubFloat();
    const queryClient = createTestQueryClient();
    renderWithProviders(<FloatButtons />, { route: '/play', queryClient });

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The buttons have arrived and still nothing covers the game.
    await waitFor(() =>
      expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('success'),
    );
    expect(screen.queryByRole('link', { name: 'Customer service' })).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
