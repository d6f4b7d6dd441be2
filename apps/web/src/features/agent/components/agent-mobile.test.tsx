import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { renderWithProviders, signInTestMember } from '../../../test/render';
import { agentAnswers, loadAgentTestMessages, routeFetch } from '../test-fixtures';
import { AgentCentre } from './agent-centre';

vi.mock('../../../shared/hooks/device-mode', () => ({
  useIsDesktop: () => false,
  useDeviceMode: () => 'mobile',
}));

signInTestMember();
beforeAll(loadAgentTestMessages);

describe('the agent centre on mobile', () => {
  it('is a page with a back bar, the menu as a strip and the rows as cards', async () => {
    vi.stubGlobal('fetch', routeFetch(agentAnswers()));
    renderWithProviders(<AgentCentre />, { route: '/proxy?page=DownlineInfo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My downline' })).toBeTruthy();
    expect(screen.getByTestId('agent-menu').getAttribute('data-compact')).toBe('true');
    expect(await screen.findByTestId('records-cards')).toBeTruthy();
    expect(screen.queryByTestId('agent-downline-table')).toBeNull();
    expect(screen.getAllByTestId('record-row')[0]?.textContent).toContain('friend01');
  });
});
