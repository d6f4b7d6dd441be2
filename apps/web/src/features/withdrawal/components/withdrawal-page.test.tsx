import {
  type CallContract,
  type WithdrawalOrder,
  callUrl,
  createWithdrawalCall,
  withdrawalInfoCall,
} from '@member-site/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import type { WithdrawalInfo } from '../api/get-withdrawal-info';
import { WithdrawalPage } from './withdrawal-page';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const INFO: WithdrawalInfo = {
  currency: 'RMB',
  main_balance: '1500.00',
  bank_account: {
    bank_name: 'ICBC',
    account_name: '张三',
    account_number: '************5678',
  },
  is_withdraw_password: true,
  min_amount: '100.00',
  max_amount: '50000.00',
  pending: [],
};

const ORDER: WithdrawalOrder = {
  order_number: 'W2026112212345678',
  currency: 'RMB',
  amount: '200.00',
  status: 'pending',
  bank_name: 'ICBC',
  account_number: '************5678',
  reason: '',
  created_at: '2026-11-22T06:00:00.000Z',
  decided_at: null,
};

type Answer = Response | (() => Response);

/** A fetch answering each call by its path, recording the bodies sent. */
const routeFetch = (answers: [CallContract, Answer][]) => {
  const byUrl = new Map(answers.map(([contract, answer]) => [callUrl(contract), answer]));
  return vi.fn<typeof fetch>(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = byUrl.get(url);
    if (!answer) throw new Error(`unexpected call ${url}`);
    return typeof answer === 'function' ? answer() : answer.clone();
  });
};

const sentBodies = (fetchMock: ReturnType<typeof routeFetch>, contract: CallContract) =>
  fetchMock.mock.calls
    .filter(([input]) => input === callUrl(contract))
    .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);

const fill = (form: HTMLElement, amount: string, password: string) => {
  fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.change(within(form).getByLabelText('Withdrawal password'), {
    target: { value: password },
  });
};

describe('withdrawal page', () => {
  it('shows the balance, the masked bank account and the limits', async () => {
    vi.stubGlobal('fetch', routeFetch([[withdrawalInfoCall, envelopeResponse(INFO)]]));
    renderWithProviders(<WithdrawalPage />);
    expect((await screen.findByTestId('withdrawal-balance')).textContent).toBe('¥ 1,500.00');
    expect(screen.getByTestId('withdrawal-bank').textContent).toContain('************5678');
    expect(screen.getByText(/Min ¥ 100.00 · Max ¥ 50,000.00/)).toBeTruthy();
    expect(screen.getByText('No pending withdrawals')).toBeTruthy();
  });

  it('checks the amount and the password before sending anything', async () => {
    const fetchMock = routeFetch([[withdrawalInfoCall, envelopeResponse(INFO)]]);
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<WithdrawalPage />);
    const form = await screen.findByTestId('withdrawal-form');

    fireEvent.submit(form);
    expect(await within(form).findByText('Please enter the amount.')).toBeTruthy();
    expect(within(form).getByText('The withdrawal password is four digits.')).toBeTruthy();

    fill(form, '100.001', '');
    expect(
      within(form).getByText('Enter an amount greater than zero with at most 2 decimal places.'),
    ).toBeTruthy();
    fill(form, '99', '');
    expect(within(form).getByText('The minimum withdrawal is ¥ 100.00.')).toBeTruthy();
    fill(form, '1500.01', '');
    expect(
      within(form).getByText('The amount is more than your main wallet balance.'),
    ).toBeTruthy();
    fill(form, '200', '12');
    fireEvent.submit(form);
    expect(await within(form).findByText('The withdrawal password is four digits.')).toBeTruthy();
    expect(sentBodies(fetchMock, createWithdrawalCall)).toEqual([]);
  });

  it('asks to bind a bank account first, with a way there', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch([[withdrawalInfoCall, envelopeResponse({ ...INFO, bank_account: null })]]),
    );
    renderWithProviders(<WithdrawalPage />);
    const prompt = await screen.findByTestId('withdrawal-no-bank');
    const link = within(prompt).getByRole('link', { name: 'Bind a bank account' });
    expect(link.getAttribute('href')).toBe('/user/BindAccount');
    expect(screen.queryByTestId('withdrawal-form')).toBeNull();
  });

  it('submits with a new request id per attempt and shows the pending order', async () => {
    let infoAnswer = INFO;
    let created = false;
    const fetchMock = routeFetch([
      [withdrawalInfoCall, () => envelopeResponse(infoAnswer)],
      [
        createWithdrawalCall,
        () => {
          if (!created) {
            created = true;
            return envelopeResponse(null, {
              code: '110',
              message: 'Incorrect withdrawal password.',
            });
          }
          infoAnswer = { ...INFO, main_balance: '1300.00', pending: [ORDER] };
          return envelopeResponse({ order: ORDER, main_balance: '1300.00', replayed: false });
        },
      ],
    ]);
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<WithdrawalPage />);
    const form = await screen.findByTestId('withdrawal-form');

    fill(form, '200', '9999');
    fireEvent.submit(form);
    const wrong = await within(form).findByText('Incorrect withdrawal password.');
    const field = within(form).getByLabelText('Withdrawal password');
    expect(field.closest('.mantine-InputWrapper-root')?.contains(wrong)).toBe(true);

    fill(form, '200', '1234');
    fireEvent.submit(form);
    const done = await screen.findByTestId('withdrawal-submitted');
    expect(done.textContent).toContain('W2026112212345678');
    expect(done.textContent).toContain('¥ 200.00');

    const [first, second] = sentBodies(fetchMock, createWithdrawalCall);
    expect(second).toMatchObject({ amount: '200', withdraw_password: '1234' });
    expect(typeof first?.request_id).toBe('string');
    expect(second?.request_id).not.toBe(first?.request_id);

    // The info query is refreshed: the balance drops and the order is listed as pending.
    await waitFor(() => {
      expect(screen.getByTestId('withdrawal-balance').textContent).toBe('¥ 1,300.00');
    });
    const pending = screen.getByTestId('withdrawal-pending');
    expect(pending.textContent).toContain('W2026112212345678');
    expect(within(pending).getByText('Pending')).toBeTruthy();
  });

  it('shows a refusal that belongs to no field above the button', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch([
        [withdrawalInfoCall, envelopeResponse(INFO)],
        [
          createWithdrawalCall,
          envelopeResponse(null, { code: '115', message: 'Too many requests.' }),
        ],
      ]),
    );
    renderWithProviders(<WithdrawalPage />);
    const form = await screen.findByTestId('withdrawal-form');
    fill(form, '200', '1234');
    fireEvent.submit(form);
    expect((await screen.findByTestId('withdrawal-error')).textContent).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it('offers a retry when the page cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch([[withdrawalInfoCall, envelopeResponse(null, { code: '500', status: 500 })]]),
    );
    renderWithProviders(<WithdrawalPage />);
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeTruthy();
  });
});
