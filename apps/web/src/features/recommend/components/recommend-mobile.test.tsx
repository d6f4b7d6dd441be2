import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../shared/session/session-store';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { RecommendRecordPage } from './recommend-record-page';

vi.mock('../../../shared/hooks/device-mode', () => ({
  useIsDesktop: () => false,
  useDeviceMode: () => 'mobile',
}));

beforeAll(async () => {
  await setupTestI18n();
}, 30_000);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url === '/api/bonus_setting/check') return envelopeResponse({ is_friend: 1 });
      if (url === '/api/arks/web/recommend/awards') {
        return envelopeResponse({
          list: [
            {
              id: 9,
              friend_account: 'fr***02',
              kind: 'turnover',
              tier: 2,
              amount: '30.00',
              currency: 'RMB',
              basis: '5000.00',
              created_at: '2026-11-27T12:00:00.000Z',
            },
          ],
          total_count: 1,
          page: 1,
          count: 20,
          totals: { awards: 1, amount: '30.00', first_deposit: '0.00', turnover: '30.00' },
        });
      }
      return envelopeResponse({});
    }),
  );
  useSessionStore.getState().signIn({
    token: 'live-token',
    memberId: 42,
    account: 'demo001',
    memberType: 1,
    agentType: 0,
    currency: 'RMB',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('the award record on mobile', () => {
  it('shows each award as a card instead of a table', async () => {
    renderWithProviders(<RecommendRecordPage />);
    const card = await screen.findByTestId('recommend-row');
    expect(screen.getByTestId('recommend-cards')).toBeTruthy();
    expect(screen.queryByTestId('recommend-table')).toBeNull();
    expect(card.textContent).toContain('Turnover tier 2');
    expect(card.textContent).toContain('+¥ 30.00');
  });
});
