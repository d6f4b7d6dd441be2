import { agentStatusCall } from '@member-site/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { envelopeResponse, renderWithProviders, signInTestMember } from '../../../test/render';
import {
  AGENT_STATUS,
  MEMBER_STATUS,
  agentAnswers,
  loadAgentTestMessages,
  routeFetch,
} from '../test-fixtures';
import { AgentCentre } from './agent-centre';

signInTestMember();
beforeAll(loadAgentTestMessages);

const show = (route: string, status = AGENT_STATUS) => {
  const fetchMock = routeFetch(agentAnswers([[agentStatusCall, envelopeResponse(status)]]));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<AgentCentre />, { route });
  return fetchMock;
};

describe('the agent centre', () => {
  it('opens an agent on the downline, with the level name and the agent wallet', async () => {
    show('/proxy');
    expect(await screen.findByTestId('agent-page-DownlineInfo')).toBeTruthy();
    expect(screen.getByTestId('agent-level').textContent).toBe('Gold partner');
    expect(screen.getByTestId('agent-wallet').textContent).toBe('Agent wallet: ¥ 5,000.00');
    expect(screen.getByTestId('agent-menu-OperationTable').tagName).toBe('A');
  });

  it('names the level by its number when the site gave it no name', async () => {
    show('/proxy?page=Plan', { ...AGENT_STATUS, level_name: '' });
    expect((await screen.findByTestId('agent-level')).textContent).toBe('Level 2');
  });

  it('opens the page the address names, ProxyCenter being the downline', async () => {
    show('/proxy?page=ProxyCenter');
    expect(await screen.findByTestId('agent-page-DownlineInfo')).toBeTruthy();
  });

  it.each(['OperationTable', 'Transfer', 'DownlineInfo', 'Nope'])(
    'sends a member who is not an agent from %s to Register',
    async (page) => {
      show(`/proxy?page=${page}`, MEMBER_STATUS);
      expect(await screen.findByTestId('agent-page-Register')).toBeTruthy();
      expect(await screen.findByTestId('agent-apply-form')).toBeTruthy();
      expect(screen.getByTestId('agent-level').textContent).toBe('Not an agent yet');
      // The agent's own pages are locked in the menu, the programme's open.
      expect(screen.getByTestId('agent-menu-Transfer').getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByTestId('agent-menu-Plan').tagName).toBe('A');
    },
  );

  it('lets a member who is not an agent read the plans and the agreement', async () => {
    show('/proxy?page=Agreement', MEMBER_STATUS);
    expect(await screen.findByTestId('agent-agreement-text')).toBeTruthy();
  });

  it('waits for the status, then says when it failed and tries again', async () => {
    let fail = true;
    const fetchMock = routeFetch(
      agentAnswers([
        [
          agentStatusCall,
          () =>
            fail
              ? envelopeResponse(null, { status: 500, code: '500' })
              : envelopeResponse(AGENT_STATUS),
        ],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AgentCentre />, { route: '/proxy' });
    expect(screen.getByTestId('agent-loading')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: /try again/i });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByTestId('agent-page-DownlineInfo')).toBeTruthy());
  });
});
