import { agentDownlineCall } from '@member-site/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { envelopeResponse, renderWithProviders, signInTestMember } from '../../../test/render';
import {
  DOWNLINE,
  agentAnswers,
  loadAgentTestMessages,
  routeFetch,
  sentBodies,
} from '../test-fixtures';
import { DownlinePage } from './downline-page';

signInTestMember();
beforeAll(loadAgentTestMessages);

describe('the downline', () => {
  it('lists the members with their level, status and the balance the plan shows', async () => {
    vi.stubGlobal('fetch', routeFetch(agentAnswers()));
    renderWithProviders(<DownlinePage />);
    const rows = await screen.findAllByTestId('record-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('friend01');
    expect(rows[0]?.textContent).toContain('Active');
    expect(rows[0]?.textContent).toContain('¥ 320.50');
    expect(rows[1]?.textContent).toContain('Sub-agent');
    expect(rows[1]?.textContent).toContain('Frozen');
    expect(rows[1]?.textContent).toContain('—');
    expect(screen.getByTestId('records-total').textContent).toBe('2 records in total');
  });

  it('searches by account, depth, kind, status and registration days', async () => {
    const fetchMock = routeFetch(agentAnswers());
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DownlinePage />);
    await screen.findAllByTestId('record-row');
    fireEvent.change(screen.getByTestId('agent-downline-account'), { target: { value: 'fri' } });
    fireEvent.change(screen.getByTestId('agent-downline-depth'), { target: { value: 'direct' } });
    fireEvent.change(screen.getByTestId('agent-downline-kind'), { target: { value: 'members' } });
    fireEvent.change(screen.getByTestId('agent-downline-status'), {
      target: { value: 'active' },
    });
    fireEvent.change(screen.getByTestId('agent-downline-from'), {
      target: { value: '2026-11-01' },
    });
    fireEvent.click(screen.getByTestId('agent-downline-submit'));
    // Half a range is not searched.
    expect(await screen.findByText('Choose both dates, the start first.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('agent-downline-to'), {
      target: { value: '2026-11-27' },
    });
    fireEvent.click(screen.getByTestId('agent-downline-submit'));
    await waitFor(() =>
      expect(sentBodies(fetchMock, agentDownlineCall)).toEqual([
        { site_id: 1, page: 1, page_size: 20, depth: 'all', kind: 'all' },
        {
          site_id: 1,
          page: 1,
          page_size: 20,
          depth: 'direct',
          kind: 'members',
          account: 'fri',
          status: 'active',
          start_date: '2026-11-01',
          end_date: '2026-11-27',
        },
      ]),
    );
  });

  it('pages through a long downline', async () => {
    const fetchMock = routeFetch(
      agentAnswers([[agentDownlineCall, envelopeResponse({ ...DOWNLINE, total_count: 45 })]]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DownlinePage />);
    await screen.findAllByTestId('record-row');
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, agentDownlineCall).at(-1)).toMatchObject({ page: 3 }),
    );
  });

  it('says when nobody matches', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch(
        agentAnswers([
          [agentDownlineCall, envelopeResponse({ ...DOWNLINE, list: [], total_count: 0 })],
        ]),
      ),
    );
    renderWithProviders(<DownlinePage />);
    expect((await screen.findByTestId('records-empty')).textContent).toContain('No members found');
  });
});
