import { agentApplyCall, applyForAgentCheckCall } from '@member-site/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { envelopeResponse, renderWithProviders, signInTestMember } from '../../../test/render';
import type { AgentStatus } from '../api/agent';
import {
  AGENT_STATUS,
  MEMBER_STATUS,
  agentAnswers,
  loadAgentTestMessages,
  routeFetch,
  sentBodies,
} from '../test-fixtures';
import { RegisterPage } from './register-page';

signInTestMember();
beforeAll(loadAgentTestMessages);

const APPLICATION = {
  id: 3,
  status: 'pending' as const,
  plan_id: 1,
  plan_name: 'Standard',
  created_at: '2026-11-26T10:00:00.000Z',
  decided_at: null,
  reason: '',
};

const show = (status: AgentStatus, answers = agentAnswers()) => {
  const fetchMock = routeFetch(answers);
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<RegisterPage status={status} />);
  return fetchMock;
};

describe('becoming an agent', () => {
  it('asks for a plan and the agreement, then sends the application', async () => {
    const fetchMock = show(
      MEMBER_STATUS,
      agentAnswers([[agentApplyCall, envelopeResponse(APPLICATION)]]),
    );
    fireEvent.click(await screen.findByTestId('agent-apply-submit'));
    expect(await screen.findByText('Choose a plan.')).toBeTruthy();
    expect(screen.getByText('Please accept the agent agreement.')).toBeTruthy();
    expect(sentBodies(fetchMock, agentApplyCall)).toEqual([]);

    fireEvent.click(screen.getByLabelText('Turnover · On valid bet'));
    fireEvent.click(screen.getByTestId('agent-apply-accept'));
    fireEvent.change(screen.getByLabelText('Note for the review (optional)'), {
      target: { value: ' I run a forum ' },
    });
    fireEvent.click(screen.getByTestId('agent-apply-submit'));
    await waitFor(() =>
      expect(sentBodies(fetchMock, agentApplyCall)).toEqual([
        { site_id: 1, plan_id: 2, accept_agreement: true, note: 'I run a forum' },
      ]),
    );
  });

  it.each([
    ['101', 'You are an agent already: invite members with your agent link.'],
    ['102', 'The agent programme is not open for your currency.'],
    ['103', 'Your application is waiting for review.'],
    ['104', "Members of an agent's team cannot take part."],
    ['105', 'That plan is not on offer for your currency.'],
  ])('says clearly why an application was refused (%s)', async (code, message) => {
    show(
      MEMBER_STATUS,
      agentAnswers([[agentApplyCall, envelopeResponse(null, { code, message: 'x' })]]),
    );
    fireEvent.click(await screen.findByLabelText('Standard · On net win/loss'));
    fireEvent.click(screen.getByTestId('agent-apply-accept'));
    fireEvent.click(screen.getByTestId('agent-apply-submit'));
    expect((await screen.findByTestId('agent-apply-error')).textContent).toBe(message);
  });

  it("tells a member of an agent's downline at once, without the form", async () => {
    show(
      MEMBER_STATUS,
      agentAnswers([[applyForAgentCheckCall, envelopeResponse(null, { code: '104' })]]),
    );
    expect((await screen.findByTestId('agent-register-refused')).textContent).toBe(
      "Members of an agent's team cannot take part.",
    );
    expect(screen.queryByTestId('agent-apply-form')).toBeNull();
  });

  it('says when the programme is closed for the currency', () => {
    show({ ...MEMBER_STATUS, programme_active: false });
    expect(screen.getByTestId('agent-register-closed').textContent).toBe(
      'The agent programme is not open for your currency.',
    );
  });

  it('shows a pending application instead of the form', () => {
    show({ ...MEMBER_STATUS, application: APPLICATION });
    return waitFor(() => {
      const card = screen.getByTestId('agent-application');
      expect(card.textContent).toContain('Application under review');
      expect(card.textContent).toContain('Your application is waiting for review.');
      expect(screen.queryByTestId('agent-apply-form')).toBeNull();
    });
  });

  it('shows why an application was rejected, and the form to apply again', async () => {
    show({
      ...MEMBER_STATUS,
      application: { ...APPLICATION, status: 'rejected', reason: 'No website given' },
    });
    expect((await screen.findByTestId('agent-application-reason')).textContent).toBe(
      'Reason: No website given',
    );
    expect(await screen.findByTestId('agent-apply-form')).toBeTruthy();
  });

  it('sends an active agent on to the agent centre', () => {
    show(AGENT_STATUS);
    expect(screen.getByTestId('agent-register-done').textContent).toContain('Open my agent centre');
  });
});
