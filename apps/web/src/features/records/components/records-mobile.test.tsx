import { transactionRecordCall, callUrl } from '@member-site/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { TransactionPage } from './transaction-page';

vi.mock('../../../shared/hooks/device-mode', () => ({
  useIsDesktop: () => false,
  useDeviceMode: () => 'mobile',
}));

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('records on mobile', () => {
  it('shows each record as a card instead of a table', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        expect(input).toBe(callUrl(transactionRecordCall));
        return envelopeResponse({
          list: [
            {
              id: 1,
              time: '2026-03-10T12:00:00.000Z',
              kind: 'adjustment',
              type: 'adjustment',
              direction: 'debit',
              amount: '20.00',
              currency: 'RMB',
              wallet: { type: 'main', gp_id: null, code: null, name: '' },
              order_number: null,
            },
          ],
          total_count: 1,
          page: 1,
          count: 20,
        });
      }),
    );
    renderWithProviders(<TransactionPage />);
    const cards = await screen.findByTestId('records-cards');
    expect(cards.textContent).toContain('Adjustment');
    expect(cards.textContent).toContain('-¥ 20.00');
    expect(screen.queryByTestId('records-table')).toBeNull();
  });
});
