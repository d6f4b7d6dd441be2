import { agentLinksCall } from '@member-site/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { envelopeResponse, renderWithProviders, signInTestMember } from '../../../test/render';
import { LINKS, agentAnswers, loadAgentTestMessages, routeFetch } from '../test-fixtures';
import { PromotionPage, absoluteLink } from './promotion-page';

const { showToast } = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../../../shared/ui/toast', () => ({ showToast }));

signInTestMember();
beforeAll(loadAgentTestMessages);

describe('the promotion links', () => {
  it('makes each link absolute on this site', () => {
    expect(absoluteLink('/register?id=9&currency=RMB', 'https://play.example')).toBe(
      'https://play.example/register?id=9&currency=RMB',
    );
  });

  it('shows every link with its QR code, and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.stubGlobal('fetch', routeFetch(agentAnswers()));
    renderWithProviders(<PromotionPage />);
    const urls = await screen.findAllByTestId('agent-link-url');
    const origin = window.location.origin;
    expect(urls.map((input) => (input as HTMLInputElement).value)).toEqual([
      `${origin}/?id=9&currency=RMB`,
      `${origin}/register?id=9&currency=RMB`,
    ]);
    expect(screen.getByText(/remembered for 30 days/)).toBeTruthy();
    expect(await screen.findAllByTestId('agent-link-qr')).toHaveLength(2);

    fireEvent.click(screen.getAllByTestId('agent-link-copy')[1]!);
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${origin}/register?id=9&currency=RMB`),
    );
    expect(showToast).toHaveBeenCalledWith({ kind: 'success', message: 'Link copied' });
  });

  it('says so when the copy fails', async () => {
    const writeText = vi.fn(async () => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.stubGlobal('fetch', routeFetch(agentAnswers()));
    renderWithProviders(<PromotionPage />);
    fireEvent.click((await screen.findAllByTestId('agent-link-copy'))[0]!);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        kind: 'error',
        message: 'Could not copy. Select the link and copy it by hand.',
      }),
    );
  });

  it('says when there are no links', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch(agentAnswers([[agentLinksCall, envelopeResponse({ ...LINKS, list: [] })]])),
    );
    renderWithProviders(<PromotionPage />);
    expect((await screen.findByTestId('agent-links-empty')).textContent).toContain(
      'No promotion links',
    );
  });
});
