import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useForcePasswordStore } from '../../../shared/session/force-password-store';
import { useSessionStore } from '../../../shared/session/session-store';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { ForcePasswordModal } from './force-password-modal';

const fetchMock = vi.fn<typeof fetch>();

/** The JSON body of a mocked fetch call. */
const jsonOf = (init: RequestInit | undefined): Record<string, unknown> =>
  JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;

beforeAll(async () => {
  await setupTestI18n();
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().signIn({
    token: 'first-token',
    memberId: 42,
    account: 'player01',
    memberType: 1,
    agentType: 0,
    currency: 'RMB',
  });
  useForcePasswordStore.getState().require();
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    useForcePasswordStore.getState().done();
    useSessionStore.getState().signOut();
  });
});

const fill = (old: string, next: string, confirm: string) => {
  fireEvent.change(screen.getByTestId('force-password-old'), { target: { value: old } });
  fireEvent.change(screen.getByTestId('force-password-new'), { target: { value: next } });
  fireEvent.change(screen.getByTestId('force-password-confirm'), { target: { value: confirm } });
  fireEvent.click(screen.getByTestId('force-password-submit'));
};

describe('forced password change', () => {
  it('checks the new password rules, then changes it and keeps the new token', async () => {
    renderWithProviders(<ForcePasswordModal />);
    await screen.findByTestId('force-password-modal');
    fill('given1', 'abcdef', 'abcdef');
    expect(
      await screen.findByText(
        'The password must contain both letters and digits, with no symbols.',
      ),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(envelopeResponse({ token: 'second-token' }));
    fill('given1', 'abc123', 'abc123');
    await waitFor(() => {
      expect(useForcePasswordStore.getState().required).toBe(false);
    });
    expect(jsonOf(fetchMock.mock.calls[0]![1])).toMatchObject({
      type: 'login',
      old_password: 'given1',
      password: 'abc123',
      check_password: 'abc123',
    });
    expect(useSessionStore.getState().session?.token).toBe('second-token');
    expect(localStorage.getItem('token')).toBe('second-token');
  });

  it('shows a wrong current password under its field and cannot be dismissed', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(null, { code: '101', message: 'wrong' }));
    renderWithProviders(<ForcePasswordModal />);
    await screen.findByTestId('force-password-modal');
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    fill('wrong1', 'abc123', 'abc123');
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy();
    expect(useForcePasswordStore.getState().required).toBe(true);
  });
});
