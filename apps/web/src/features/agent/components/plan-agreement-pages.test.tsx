import { agentAgreementCall, agentPlansCall } from '@member-site/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { envelopeResponse, renderWithProviders, signInTestMember } from '../../../test/render';
import { PLANS, agentAnswers, loadAgentTestMessages, routeFetch } from '../test-fixtures';
import { AgreementPage } from './agreement-page';
import { PlanPage } from './plan-page';

signInTestMember();
beforeAll(loadAgentTestMessages);

describe('the plans', () => {
  it('lists each plan with its rule and tier table', async () => {
    vi.stubGlobal('fetch', routeFetch(agentAnswers()));
    renderWithProviders(<PlanPage />);
    const plans = await screen.findAllByTestId('agent-plan');
    expect(plans).toHaveLength(2);
    const first = within(plans[0]!);
    expect(first.getByText('Standard')).toBeTruthy();
    expect(first.getByText('On net win/loss')).toBeTruthy();
    expect(
      first.getByText(
        'An active member deposits at least ¥ 100.00 and bets at least ¥ 500.00 in the period.',
      ),
    ).toBeTruthy();
    const rows = first.getAllByRole('row');
    expect(rows[2]?.textContent).toBe('Tier 220¥ 50,000.0035%');
  });

  it('says when no plan is on offer, and when the plans failed to load', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch(agentAnswers([[agentPlansCall, envelopeResponse({ ...PLANS, list: [] })]])),
    );
    const { unmount } = renderWithProviders(<PlanPage />);
    expect((await screen.findByTestId('agent-plans-empty')).textContent).toContain(
      'No plans on offer',
    );
    unmount();

    let fail = true;
    vi.stubGlobal(
      'fetch',
      routeFetch(
        agentAnswers([
          [
            agentPlansCall,
            () =>
              fail ? envelopeResponse(null, { status: 500, code: '500' }) : envelopeResponse(PLANS),
          ],
        ]),
      ),
    );
    renderWithProviders(<PlanPage />);
    const retry = await screen.findByRole('button', { name: /try again/i });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('agent-plan')).toHaveLength(2);
  });
});

describe('the agreement', () => {
  it('shows the text with its line breaks, and says when there is none', async () => {
    vi.stubGlobal('fetch', routeFetch(agentAnswers()));
    const { unmount } = renderWithProviders(<AgreementPage />);
    const text = await screen.findByTestId('agent-agreement-text');
    expect(text.textContent).toBe('Agents bring members.\nCommission is paid monthly.');
    expect(screen.getByRole('heading', { name: 'Agent agreement' })).toBeTruthy();
    unmount();

    vi.stubGlobal(
      'fetch',
      routeFetch(
        agentAnswers([
          [
            agentAgreementCall,
            envelopeResponse({ title: '', content: '', updated_at: '2026-11-01T00:00:00.000Z' }),
          ],
        ]),
      ),
    );
    renderWithProviders(<AgreementPage />);
    expect((await screen.findByTestId('agent-agreement-empty')).textContent).toContain(
      'No agreement yet',
    );
  });
});
