import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders, signInTestMember } from '../../../test/render';
import { LAYOUT, memberCentreAnswers, routeFetch } from '../test-fixtures';
import { DepositPage } from './deposit-page';

signInTestMember();

const renderDeposit = () =>
  renderWithProviders(
    <Routes>
      <Route path="/Deposit" element={<DepositPage />} />
      <Route path="/user/BindAccount" element={<p>bind page</p>} />
    </Routes>,
    { route: '/Deposit' },
  );

describe('deposit page', () => {
  it('prompts a member who must verify a bank account to bind one', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch(
        memberCentreAnswers({ layout: { ...LAYOUT, need_bank_account_deposit_verified: true } }),
      ),
    );
    renderDeposit();

    const modal = await screen.findByTestId('bank-prompt-modal');
    expect(modal.textContent).toContain('bind a bank account in your own name');
    fireEvent.click(screen.getByTestId('bank-prompt-bind'));
    await waitFor(() => {
      expect(screen.getByText('bind page')).toBeTruthy();
    });
  });

  it('says plainly that deposits open soon, without a prompt otherwise', async () => {
    vi.stubGlobal('fetch', routeFetch(memberCentreAnswers()));
    renderDeposit();

    expect(await screen.findByText('Deposits are opening soon')).toBeTruthy();
    expect(screen.queryByTestId('bank-prompt-modal')).toBeNull();
  });
});
