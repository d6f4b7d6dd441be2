import {
  callUrl,
  discountApplicationsCall,
  discountApplyCall,
  type DiscountApplication,
} from '@member-site/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { useAuthModalStore } from '../../../shared/session/account-modal-store';
import { useSessionStore } from '../../../shared/session/session-store';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { DiscountApplyButton } from './discount-apply-button';

const showToast = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/ui/toast', () => ({ showToast }));

const application = (status: DiscountApplication['status']): DiscountApplication => ({
  id: 9,
  discount_id: 4,
  status,
  currency: 'RMB',
  award: status === 'approved' ? '18.00' : null,
  created_at: '2026-11-26T12:00:00.000Z',
  decided_at: null,
});

const stub = (routes: Record<string, () => Response>) => {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = routes[url];
    if (!answer) throw new Error(`unexpected call ${url}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const signIn = () =>
  useSessionStore.getState().signIn({
    token: 'token',
    memberId: 7,
    account: 'player01',
    memberType: 1,
    agentType: 0,
    currency: 'RMB',
  });

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  vi.unstubAllGlobals();
  showToast.mockReset();
  act(() => {
    useSessionStore.getState().signOut();
  });
});

describe('the discount’s Apply action', () => {
  it('asks a visitor to log in first, and calls nothing', () => {
    const fetchMock = stub({});
    renderWithProviders(<DiscountApplyButton discountId={4} />);
    const button = screen.getByTestId('discount-apply');
    expect(button.textContent).toBe('Log in to apply');
    fireEvent.click(button);
    expect(useAuthModalStore.getState().mode).toBe('login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('applies once for a member and shows the pending application', async () => {
    signIn();
    let applied = false;
    const fetchMock = stub({
      [callUrl(discountApplicationsCall)]: () =>
        envelopeResponse({ list: applied ? [application('pending')] : [] }),
      [callUrl(discountApplyCall)]: () => {
        applied = true;
        return envelopeResponse(application('pending'));
      },
    });
    renderWithProviders(<DiscountApplyButton discountId={4} />);
    const button = await screen.findByRole('button', { name: 'Apply' });
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
    fireEvent.click(button);
    const state = await screen.findByTestId('discount-application-state');
    expect(state.getAttribute('data-status')).toBe('pending');
    expect(state.textContent).toBe('Application under review');
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success' }));
    const applyCalls = fetchMock.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).endsWith(callUrl(discountApplyCall)),
    );
    expect(applyCalls).toHaveLength(1);
  });

  it('shows an approved or rejected application instead of the button', async () => {
    signIn();
    stub({
      [callUrl(discountApplicationsCall)]: () =>
        envelopeResponse({
          list: [application('approved'), { ...application('rejected'), discount_id: 5 }],
        }),
    });
    const { unmount } = renderWithProviders(<DiscountApplyButton discountId={4} />);
    expect((await screen.findByTestId('discount-application-state')).textContent).toBe(
      'Approved: bonus granted',
    );
    unmount();
    renderWithProviders(<DiscountApplyButton discountId={5} />);
    expect((await screen.findByTestId('discount-application-state')).textContent).toBe(
      'Application not approved',
    );
  });

  it('shows the server’s refusal', async () => {
    signIn();
    stub({
      [callUrl(discountApplicationsCall)]: () => envelopeResponse({ list: [] }),
      [callUrl(discountApplyCall)]: () =>
        envelopeResponse(null, {
          code: '104',
          message: 'You have already applied for this promotion.',
        }),
    });
    renderWithProviders(<DiscountApplyButton discountId={4} />);
    const button = await screen.findByRole('button', { name: 'Apply' });
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
    fireEvent.click(button);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error' })),
    );
  });
});
