import { bonusListCall, callUrl, type BonusGrant } from '@member-site/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { BonusProgress } from './bonus-progress';

const grant = (overrides: Partial<BonusGrant>): BonusGrant => ({
  id: 1,
  source: 'discount',
  source_id: 4,
  currency: 'RMB',
  amount: '100.00',
  required_turnover: '1000.00',
  turnover: '360.00',
  status: 'active',
  granted_at: '2026-11-25T12:00:00.000Z',
  expires_at: '2026-12-25T12:00:00.000Z',
  closed_at: null,
  ...overrides,
});

const stubAnswers = (...answers: (() => Response)[]) => {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url !== callUrl(bonusListCall)) throw new Error(`unexpected call ${url}`);
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (!next) throw new Error('no answer');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the wallet page’s bonuses', () => {
  it('shows each bonus with its turnover progress, and what is held', async () => {
    stubAnswers(() =>
      envelopeResponse({
        currency: 'RMB',
        held: '100.00',
        list: [
          grant({}),
          grant({
            id: 2,
            amount: '18.00',
            turnover: '90.00',
            required_turnover: '90.00',
            status: 'released',
            closed_at: '2026-11-26T12:00:00.000Z',
          }),
        ],
      }),
    );
    renderWithProviders(<BonusProgress />);
    expect(screen.getByTestId('bonus-loading')).toBeTruthy();
    const rows = await screen.findAllByTestId('bonus-grant');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['active', 'released']);
    expect(screen.getByTestId('bonus-held').textContent).toBe('¥ 100.00');
    const first = within(rows[0]!);
    expect(first.getByTestId('bonus-amount').textContent).toBe('¥ 100.00');
    expect(first.getByTestId('bonus-turnover').textContent).toBe('Turnover ¥ 360.00 / ¥ 1,000.00');
    expect(first.getByText('36%')).toBeTruthy();
    expect(first.getByText('In progress')).toBeTruthy();
    expect(first.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('36');
    expect(within(rows[1]!).getByText('Released to cash')).toBeTruthy();
    expect(within(rows[1]!).getByText('100%')).toBeTruthy();
  });

  it('says so when there are no bonuses', async () => {
    stubAnswers(() => envelopeResponse({ currency: 'RMB', held: '0.00', list: [] }));
    renderWithProviders(<BonusProgress />);
    expect((await screen.findByTestId('bonus-empty')).textContent).toContain(
      'You have no bonuses yet.',
    );
  });

  it('offers to try again when the bonuses cannot be loaded', async () => {
    const fetchMock = stubAnswers(
      () => new Response('down', { status: 503 }),
      () => envelopeResponse({ currency: 'RMB', held: '0.00', list: [grant({})] }),
    );
    renderWithProviders(<BonusProgress />);
    const error = await screen.findByTestId('bonus-error');
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('bonus-grant')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
