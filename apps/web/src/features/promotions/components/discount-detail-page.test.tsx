import {
  callUrl,
  discountApplicationsCall,
  discountDetailCall,
  type DiscountDetail,
} from '@member-site/contracts';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { DiscountDetailPage } from './discount-detail-page';

const detail = (apply: boolean): DiscountDetail => ({
  id: 4,
  title: 'Daily Reload Bonus 10%',
  summary: 'Up to 10% extra on your first deposit each day',
  category: 'deposit',
  image_url: '/media/reload.svg',
  starts_at: null,
  ends_at: null,
  sort: 1,
  apply,
  content: '<p>Terms</p>',
});

const stub = (apply: boolean) =>
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url === callUrl(discountDetailCall)) return envelopeResponse({ detail: detail(apply) });
      if (url === callUrl(discountApplicationsCall)) return envelopeResponse({ list: [] });
      throw new Error(`unexpected call ${url}`);
    }),
  );

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/discount/:id" element={<DiscountDetailPage />} />
    </Routes>,
    { route: '/discount/4' },
  );

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the discount page', () => {
  it('shows Apply on a discount that takes applications', async () => {
    stub(true);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Daily Reload Bonus 10%' })).toBeTruthy();
    expect(screen.getByTestId('discount-apply').textContent).toBe('Log in to apply');
  });

  it('shows no Apply on a discount that takes none', async () => {
    stub(false);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Daily Reload Bonus 10%' })).toBeTruthy();
    expect(screen.queryByTestId('discount-apply')).toBeNull();
  });
});
