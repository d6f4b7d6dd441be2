import { padJackpot } from '@member-site/contracts/constants';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSiteCurrencyStore } from '../../../shared/site/site-currency';
import {
  createTestQueryClient,
  envelopeResponse,
  renderWithProviders,
  setupTestI18n,
} from '../../../test/render';
import { getJackpotQueryOptions } from '../api/get-jackpot';
import { Jackpot, jackpotParts } from './jackpot';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await setupTestI18n();
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSiteCurrencyStore.setState({ currency: 'RMB' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('jackpot display', () => {
  it('pads the amount to ten integer digits', () => {
    expect(padJackpot('1234567.89')).toBe('0001234567.89');
    expect(padJackpot('0')).toBe('0000000000');
    expect(jackpotParts('0001234567.89')).toEqual({
      digits: ['0', '0', '0', '1', '2', '3', '4', '5', '6', '7'],
      fraction: '89',
    });
  });

  it('shows the site currency jackpot as ten padded digits, read out as an amount', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({
        currency: 'RMB',
        jackpot_amount_total: '1234567.89',
        updated_at: '2026-11-21T00:00:00Z',
      }),
    );
    renderWithProviders(<Jackpot variant="desktop" />);

    await waitFor(() => {
      expect(screen.getByTestId('jackpot-value').textContent).toBe('¥ 1,234,567.89');
    });
    const body = JSON.parse(fetchMock.mock.calls[0]![1]?.body as string) as { currency: string };
    expect(body.currency).toBe('RMB');
    // The eye sees ten digits, each a reel rolled to its value, then the fraction.
    const shownDigits = () =>
      Array.from(
        screen.getByTestId('jackpot').querySelectorAll<HTMLElement>('[style*="translateY"]'),
        (reel) => String(Number(/-(\d+)%/.exec(reel.style.transform)?.[1] ?? 0) / 10),
      ).join('');
    await waitFor(() => {
      expect(shownDigits()).toBe('0001234567');
    });
    expect(screen.getByText('.89').isConnected).toBe(true);
  });

  it('starts from zeros shaped like the amount, its fraction included, and rolls up to it', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(getJackpotQueryOptions('RMB').queryKey, {
      currency: 'RMB',
      jackpot_amount_total: '1234567.89',
      updated_at: '2026-11-21T00:00:00Z',
    });
    renderWithProviders(<Jackpot variant="desktop" />, { queryClient });

    // The first frame (the server's page too) already has the fraction, so nothing is added later.
    const fraction = screen.getByText('.00');
    await waitFor(() => {
      expect(fraction.textContent).toBe('.89');
    });
    expect(fraction.isConnected).toBe(true);
  });
});
