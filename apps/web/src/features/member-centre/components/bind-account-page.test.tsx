import { bindBankAccountCall } from '@member-site/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { PROFILE, memberCentreAnswers, routeFetch, sentBody } from '../test-fixtures';
import { BindAccountPage } from './bind-account-page';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const fill = (form: HTMLElement, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  }
};

describe('bind bank account page', () => {
  it('checks the form, then shows a wrong withdraw password (103) under that field', async () => {
    const fetchMock = routeFetch(
      new Map([
        ...memberCentreAnswers(),
        [bindBankAccountCall, envelopeResponse(null, { code: '103', message: 'wrong' })],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<BindAccountPage />);

    const form = await screen.findByTestId('bind-account-form');
    fireEvent.submit(form);
    expect(await within(form).findByText('Please enter the bank name.')).toBeTruthy();
    expect(within(form).getByText('Please enter the account holder name.')).toBeTruthy();
    expect(sentBody(fetchMock, bindBankAccountCall)).toBeUndefined();

    fill(form, {
      'Bank name': 'ICBC',
      'Account holder name': '张三',
      'Account number': '6222 0000 1234 5678',
      'Withdrawal password': '1234',
    });
    fireEvent.submit(form);
    const message = await within(form).findByText('Incorrect withdrawal password.');
    const field = within(form).getByLabelText('Withdrawal password');
    expect(field.closest('.mantine-InputWrapper-root')?.contains(message)).toBe(true);
    expect(sentBody(fetchMock, bindBankAccountCall)).toMatchObject({
      bank_name: 'ICBC',
      account_number: '6222000012345678',
      withdraw_password: '1234',
    });
  });

  it('shows the bound account masked, with no form', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch(
        memberCentreAnswers({
          profile: {
            ...PROFILE,
            bank_account: {
              bank_name: 'ICBC',
              account_name: '张三',
              account_number: '************5678',
            },
          },
        }),
      ),
    );
    renderWithProviders(<BindAccountPage />);
    const bound = await screen.findByTestId('bound-account');
    expect(bound.textContent).toContain('************5678');
    expect(screen.queryByTestId('bind-account-form')).toBeNull();
  });
});
