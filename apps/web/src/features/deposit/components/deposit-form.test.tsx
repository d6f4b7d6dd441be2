import {
  type DepositChannel,
  type DepositOrder,
  callUrl,
  depositBankTransferCall,
  depositChannelsCall,
  depositFastPaymentCall,
  depositOrderStatusCall,
} from '@member-site/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { envelopeResponse, renderWithProviders, signInTestMember } from '../../../test/render';
import { DepositForm } from './deposit-form';

const BANK: DepositChannel = {
  channel_id: 1,
  kind: 'bank_transfer',
  name: 'Bank transfer',
  currency: 'RMB',
  min_amount: '100.00',
  max_amount: '50000.00',
  bank: {
    bank_name: 'Demo Bank',
    account_name: 'Demo Ltd',
    account_number: '6222 0000 1234 5678',
    branch: 'Shenzhen',
  },
};
const FAST: DepositChannel = {
  channel_id: 2,
  kind: 'fast_payment',
  name: 'Fast payment',
  currency: 'RMB',
  min_amount: '10.00',
  max_amount: '20000.00',
  bank: null,
};

const ORDER: DepositOrder = {
  order_number: 'D2026112212345678',
  channel_id: 1,
  kind: 'bank_transfer',
  currency: 'RMB',
  amount: '500.00',
  status: 'pending',
  payer_name: 'Zhang San',
  reference: '',
  reason: '',
  created_at: '2026-11-22T06:00:00.000Z',
  decided_at: null,
};

type Handler = (body: Record<string, unknown>) => Response;

const stubCalls = (handlers: Map<string, Handler>) => {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const handler = handlers.get(url);
    if (!handler) throw new Error(`unexpected call ${url}`);
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    return handler(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

signInTestMember();

describe('deposit form', () => {
  it('shows the receiving account and checks the amount like the server', async () => {
    const fetchMock = stubCalls(
      new Map([
        [
          callUrl(depositChannelsCall),
          () => envelopeResponse({ currency: 'RMB', list: [BANK, FAST] }),
        ],
      ]),
    );
    renderWithProviders(<DepositForm />);
    expect(await screen.findByTestId('deposit-bank-details')).toBeTruthy();
    expect(screen.getByText('6222 0000 1234 5678')).toBeTruthy();
    expect(screen.getByText(/Min ¥ 100\.00 · Max ¥ 50,000\.00/)).toBeTruthy();

    const amount = screen.getByTestId('deposit-amount');
    const submit = screen.getByTestId('deposit-submit');
    fireEvent.click(submit);
    expect(await screen.findByText('Please enter the amount.')).toBeTruthy();
    expect(screen.getByText('Please enter the payer name.')).toBeTruthy();

    for (const bad of ['abc', '-5', '0', '1.234']) {
      fireEvent.change(amount, { target: { value: bad } });
      fireEvent.click(submit);
      expect(
        await screen.findByText('Enter an amount greater than zero with at most 2 decimal places.'),
      ).toBeTruthy();
    }
    fireEvent.change(amount, { target: { value: '99.99' } });
    fireEvent.click(submit);
    expect(await screen.findByText(/The minimum deposit is 100\.00/)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '50000.01' } });
    fireEvent.click(submit);
    expect(await screen.findByText(/The maximum deposit is 50000\.00/)).toBeTruthy();
    // Nothing was sent but the channel list.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a bank transfer and shows the pending order', async () => {
    let sent: Record<string, unknown> | undefined;
    stubCalls(
      new Map<string, Handler>([
        [
          callUrl(depositChannelsCall),
          () => envelopeResponse({ currency: 'RMB', list: [BANK, FAST] }),
        ],
        [
          callUrl(depositBankTransferCall),
          (body) => {
            sent = body;
            return envelopeResponse(ORDER);
          },
        ],
        [callUrl(depositOrderStatusCall), () => envelopeResponse(ORDER)],
      ]),
    );
    renderWithProviders(<DepositForm />);
    fireEvent.change(await screen.findByTestId('deposit-amount'), { target: { value: '500' } });
    fireEvent.change(screen.getByTestId('deposit-payer-name'), { target: { value: 'Zhang San' } });
    fireEvent.change(screen.getByTestId('deposit-reference'), { target: { value: 'REF9' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));

    const order = await screen.findByTestId('deposit-order');
    expect(order.getAttribute('data-status')).toBe('pending');
    expect(screen.getByTestId('deposit-order-number').textContent).toBe(ORDER.order_number);
    expect(order.textContent).toContain('waiting for confirmation');
    expect(sent).toMatchObject({
      channel_id: 1,
      amount: '500',
      payer_name: 'Zhang San',
      reference: 'REF9',
    });
    expect(typeof sent?.request_id).toBe('string');
  });

  it('shows the server refusal of an amount under the field', async () => {
    stubCalls(
      new Map<string, Handler>([
        [callUrl(depositChannelsCall), () => envelopeResponse({ currency: 'RMB', list: [FAST] })],
        [
          callUrl(depositFastPaymentCall),
          () => envelopeResponse(null, { code: '102', message: 'Minimum 10.00' }),
        ],
      ]),
    );
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    renderWithProviders(<DepositForm kinds="fast_payment" />);
    fireEvent.change(await screen.findByTestId('deposit-amount'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => {
      expect(screen.getByText('Minimum 10.00')).toBeTruthy();
    });
  });

  it('says so when the currency has no channel', async () => {
    stubCalls(
      new Map([
        [callUrl(depositChannelsCall), () => envelopeResponse({ currency: 'RMB', list: [] })],
      ]),
    );
    renderWithProviders(<DepositForm />);
    expect(await screen.findByText('No deposit method available')).toBeTruthy();
  });
});

describe('deposit form after the gateway', () => {
  it('shows the result of the order the gateway sent the browser back with', async () => {
    stubCalls(
      new Map<string, Handler>([
        [callUrl(depositChannelsCall), () => envelopeResponse({ currency: 'RMB', list: [FAST] })],
        [
          callUrl(depositOrderStatusCall),
          () => envelopeResponse({ ...ORDER, kind: 'fast_payment', status: 'declined' }),
        ],
      ]),
    );
    renderWithProviders(<DepositForm kinds="fast_payment" />, {
      route: `/fastPayment?order=${ORDER.order_number}`,
    });
    const order = await screen.findByTestId('deposit-order');
    expect(order.getAttribute('data-status')).toBe('declined');
    expect(order.textContent).toContain('The payment was declined');
    fireEvent.click(screen.getByTestId('deposit-again'));
    expect(await screen.findByTestId('deposit-form')).toBeTruthy();
  });
});
