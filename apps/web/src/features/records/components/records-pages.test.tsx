import {
  type CallContract,
  type DwRecord,
  type TransactionRecord,
  callUrl,
  dwRecordCall,
  transactionRecordCall,
} from '@member-site/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { envelopeResponse, renderWithProviders, signInTestMember } from '../../../test/render';
import { siteToday } from '../../../shared/lib/dates';
import { addDays, quickRange } from '../../../shared/lib/date-range';
import { DwRecordPage } from './dw-record-page';
import { TransactionPage } from './transaction-page';

type Page<Row> = { list: Row[]; total_count: number };

/** A fetch that answers one call with pages built from each request body, and records the bodies. */
const recordFetch = <Row,>(
  contract: CallContract,
  answer: (body: Record<string, unknown>) => Page<Row>,
) => {
  const bodies: Record<string, unknown>[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url !== callUrl(contract)) throw new Error(`unexpected call ${url}`);
    const body = JSON.parse(init?.body as string) as Record<string, unknown>;
    bodies.push(body);
    const { list, total_count } = answer(body);
    return envelopeResponse({ list, total_count, page: body.page, count: body.count });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { bodies, last: () => bodies.at(-1) };
};

const transfer = (id: number, extra: Partial<TransactionRecord> = {}): TransactionRecord => ({
  id,
  time: '2026-03-10T03:59:59.000Z',
  kind: 'deposit',
  type: 'deposit',
  direction: 'credit',
  amount: '1234.50',
  currency: 'RMB',
  wallet: { type: 'main', gp_id: null, code: null, name: '' },
  order_number: `D2026031000000${id}`,
  ...extra,
});

const order = (n: number, extra: Partial<DwRecord> = {}): DwRecord => ({
  order_number: `D20260310000000${n}`,
  type: 'deposit',
  amount: '100.00',
  currency: 'RMB',
  status: 'pending',
  channel_name: 'Bank transfer',
  created_at: '2026-03-10T12:00:00.000Z',
  decided_at: null,
  reason: null,
  ...extra,
});

signInTestMember();

describe('transfer record page', () => {
  it('asks for the last 7 days first and shows amounts with their sign', async () => {
    const calls = recordFetch(transactionRecordCall, () => ({
      list: [
        transfer(2, {
          kind: 'transfer_in',
          type: 'transfer',
          direction: 'debit',
          amount: '30.00',
          wallet: { type: 'provider', gp_id: 3, code: 'pg', name: 'PG Soft' },
          order_number: null,
        }),
        transfer(1),
      ],
      total_count: 2,
    }));
    renderWithProviders(<TransactionPage />);

    const rows = await screen.findAllByTestId('record-row');
    const week = quickRange('last7');
    expect(calls.last()).toMatchObject({
      start_date: week.start,
      end_date: week.end,
      type: 'all',
      page: 1,
      count: 20,
    });
    expect(rows[0]!.textContent).toContain('Transfer to game');
    expect(rows[0]!.textContent).toContain('PG Soft');
    expect(within(rows[0]!).getByText('-¥ 30.00').getAttribute('data-direction')).toBe('debit');
    expect(rows[1]!.textContent).toContain('Main wallet');
    expect(rows[1]!.textContent).toContain('D20260310000001');
    expect(within(rows[1]!).getByText('+¥ 1,234.50').getAttribute('data-direction')).toBe('credit');
    expect(screen.getByTestId('records-total').textContent).toBe('2 records in total');
  });

  it('sends the type, the quick pick and typed days, back on page 1', async () => {
    const calls = recordFetch(transactionRecordCall, () => ({
      list: [transfer(1)],
      total_count: 1,
    }));
    renderWithProviders(<TransactionPage />);
    await screen.findAllByTestId('record-row');

    fireEvent.change(screen.getByTestId('record-filter-type'), { target: { value: 'transfer' } });
    await waitFor(() => {
      expect(calls.last()).toMatchObject({ type: 'transfer', page: 1 });
    });

    fireEvent.click(screen.getByTestId('record-quick-today'));
    const today = siteToday();
    await waitFor(() => {
      expect(calls.last()).toMatchObject({ start_date: today, end_date: today, type: 'transfer' });
    });
    expect(screen.getByTestId('record-quick-today').getAttribute('aria-pressed')).toBe('true');

    const start = addDays(today, -10);
    fireEvent.change(screen.getByTestId('record-start-date'), { target: { value: start } });
    await waitFor(() => {
      expect(calls.last()).toMatchObject({ start_date: start, end_date: today });
    });
  });

  it('explains a range the server would refuse and does not ask for it', async () => {
    const calls = recordFetch(transactionRecordCall, () => ({ list: [], total_count: 0 }));
    renderWithProviders(<TransactionPage />);
    await screen.findByTestId('records-empty');
    const asked = calls.bodies.length;

    fireEvent.change(screen.getByTestId('record-start-date'), { target: { value: '2099-01-01' } });
    expect((await screen.findByTestId('record-range-problem')).textContent).toBe(
      'The end day cannot be before the start day.',
    );
    expect(calls.bodies.length).toBe(asked);
  });

  it('pages through the records', async () => {
    const calls = recordFetch(transactionRecordCall, (body) => ({
      list: [transfer(Number(body.page) * 100)],
      total_count: 45,
    }));
    renderWithProviders(<TransactionPage />);
    await screen.findAllByTestId('record-row');

    const pagination = screen.getByTestId('records-pagination');
    fireEvent.click(within(pagination).getByRole('button', { name: '3' }));
    await waitFor(() => {
      expect(calls.last()).toMatchObject({ page: 3, count: 20 });
    });
    expect(await screen.findByText('D2026031000000300')).toBeTruthy();
    fireEvent.click(within(pagination).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => {
      expect(calls.last()).toMatchObject({ page: 2 });
    });
  });

  it('says when there is nothing in the period', async () => {
    recordFetch(transactionRecordCall, () => ({ list: [], total_count: 0 }));
    renderWithProviders(<TransactionPage />);
    expect((await screen.findByTestId('records-empty')).textContent).toContain(
      'No records in this period',
    );
    expect(screen.queryByTestId('records-pagination')).toBeNull();
  });
});

describe('deposit and withdrawal record page', () => {
  it('shows orders with status badges and filters by type and status', async () => {
    const calls = recordFetch(dwRecordCall, () => ({
      list: [
        order(2, {
          order_number: 'W202603100000002',
          type: 'withdrawal',
          status: 'rejected',
          amount: '50.00',
          channel_name: null,
          decided_at: '2026-03-10T13:00:00.000Z',
          reason: 'name mismatch',
        }),
        order(1, { status: 'paid', decided_at: '2026-03-10T12:01:00.000Z' }),
      ],
      total_count: 2,
    }));
    renderWithProviders(<DwRecordPage />);

    const rows = await screen.findAllByTestId('record-row');
    expect(calls.last()).toMatchObject({ type: 'all', status: 'all', page: 1 });
    expect(within(rows[0]!).getByText('Rejected')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('name mismatch');
    expect(rows[0]!.textContent).toContain('-¥ 50.00');
    expect(rows[0]!.textContent).toContain('Bank account');
    expect(within(rows[1]!).getByText('Paid')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Bank transfer');
    expect(rows[1]!.textContent).toContain('+¥ 100.00');

    fireEvent.change(screen.getByTestId('record-filter-status'), { target: { value: 'rejected' } });
    fireEvent.change(screen.getByTestId('record-filter-type'), {
      target: { value: 'withdrawal' },
    });
    await waitFor(() => {
      expect(calls.last()).toMatchObject({ type: 'withdrawal', status: 'rejected', page: 1 });
    });
  });

  it('offers to try again when the records cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => envelopeResponse({}, { code: '117', status: 200 })),
    );
    renderWithProviders(<DwRecordPage />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
