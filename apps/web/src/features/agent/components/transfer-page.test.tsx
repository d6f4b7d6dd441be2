import { agentTransferCall } from '@member-site/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { envelopeResponse, renderWithProviders, signInTestMember } from '../../../test/render';
import {
  AGENT_STATUS,
  agentAnswers,
  loadAgentTestMessages,
  routeFetch,
  sentBodies,
} from '../test-fixtures';
import { TransferPage } from './transfer-page';

signInTestMember();
beforeAll(loadAgentTestMessages);

const RESULT = {
  transfer_id: 78,
  member_id: 11,
  member_account: 'friend01',
  amount: '150.00',
  currency: 'RMB',
  wallet: '4850.00',
  replayed: false,
};

/** Choose friend01, type 150 and the password, and send. */
const fillAndSend = async () => {
  fireEvent.click(screen.getByTestId('agent-transfer-member'));
  fireEvent.click(await screen.findByRole('option', { name: 'friend01', hidden: true }));
  fireEvent.change(screen.getByTestId('agent-transfer-amount'), { target: { value: '150' } });
  fireEvent.change(screen.getByTestId('agent-transfer-password'), { target: { value: '1234' } });
  fireEvent.click(screen.getByTestId('agent-transfer-submit'));
};

describe('transfers to the downline', () => {
  it('shows the agent wallet and the transfers made', async () => {
    vi.stubGlobal('fetch', routeFetch(agentAnswers()));
    renderWithProviders(<TransferPage status={AGENT_STATUS} />);
    expect(screen.getByTestId('agent-transfer-wallet').textContent).toBe('¥ 5,000.00');
    const row = await screen.findByTestId('record-row');
    expect(row.textContent).toContain('friend01');
    expect(row.textContent).toContain('¥ 100.00');
    expect(screen.getByTestId('agent-transfers-totals').textContent).toBe(
      '1 transfers, ¥ 100.00 in all',
    );
  });

  it('checks the form before sending', async () => {
    const fetchMock = routeFetch(agentAnswers());
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TransferPage status={AGENT_STATUS} />);
    fireEvent.change(screen.getByTestId('agent-transfer-amount'), { target: { value: '9000' } });
    fireEvent.click(screen.getByTestId('agent-transfer-submit'));
    expect(await screen.findByText('Choose a member.')).toBeTruthy();
    expect(screen.getByText('Your agent wallet does not hold that much.')).toBeTruthy();
    expect(screen.getByText('Enter the four digits of your withdraw password.')).toBeTruthy();
    expect(sentBodies(fetchMock, agentTransferCall)).toEqual([]);
  });

  it('sends the same request id again after an attempt that got no answer', async () => {
    let attempt = 0;
    const answers = agentAnswers([
      [
        agentTransferCall,
        () => {
          attempt += 1;
          if (attempt === 1) throw new TypeError('Failed to fetch');
          return envelopeResponse(RESULT);
        },
      ],
    ]);
    const fetchMock = routeFetch(answers);
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TransferPage status={AGENT_STATUS} />);
    await fillAndSend();
    expect(await screen.findByTestId('agent-transfer-error')).toBeTruthy();

    fireEvent.click(screen.getByTestId('agent-transfer-submit'));
    expect((await screen.findByTestId('agent-transfer-done')).textContent).toBe(
      '¥ 150.00 has been transferred to friend01.',
    );
    const sent = sentBodies(fetchMock, agentTransferCall);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      site_id: 1,
      member_id: 11,
      amount: '150',
      withdraw_password: '1234',
    });
    expect(sent[1]?.request_id).toBe(sent[0]?.request_id);
    expect(typeof sent[0]?.request_id).toBe('string');
  });

  it('uses a new request id once an attempt was answered', async () => {
    const fetchMock = routeFetch(
      agentAnswers([[agentTransferCall, envelopeResponse(null, { code: '104' })]]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TransferPage status={AGENT_STATUS} />);
    await fillAndSend();
    expect(await screen.findByText('Your agent wallet does not hold that much.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('agent-transfer-password'), {
      target: { value: '1234' },
    });
    fireEvent.click(screen.getByTestId('agent-transfer-submit'));
    await waitFor(() => expect(sentBodies(fetchMock, agentTransferCall)).toHaveLength(2));
    const [first, second] = sentBodies(fetchMock, agentTransferCall);
    expect(second?.request_id).not.toBe(first?.request_id);
  });

  it('says when the server had already made the transfer', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch(
        agentAnswers([[agentTransferCall, envelopeResponse({ ...RESULT, replayed: true })]]),
      ),
    );
    renderWithProviders(<TransferPage status={AGENT_STATUS} />);
    await fillAndSend();
    expect((await screen.findByTestId('agent-transfer-done')).textContent).toContain(
      'had already been made',
    );
  });

  it('shows a wrong withdraw password beside the field', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch(agentAnswers([[agentTransferCall, envelopeResponse(null, { code: '103' })]])),
    );
    renderWithProviders(<TransferPage status={AGENT_STATUS} />);
    await fillAndSend();
    expect(await screen.findByText('The withdraw password is wrong.')).toBeTruthy();
    expect(screen.queryByTestId('agent-transfer-error')).toBeNull();
  });
});
