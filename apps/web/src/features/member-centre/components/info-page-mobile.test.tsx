import { editPasswordCall, memberLayoutCall } from '@member-site/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../shared/session/session-store';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { LAYOUT, memberCentreAnswers, routeFetch } from '../test-fixtures';
import { InfoPage } from './info-page';

vi.mock('../../../shared/hooks/device-mode', () => ({
  useIsDesktop: () => false,
  useDeviceMode: () => 'mobile',
}));

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('forced password change on mobile', () => {
  it('shows only the password form with a notice until the password is changed', async () => {
    useSessionStore.getState().signIn({
      token: 'old',
      memberId: 7,
      account: 'player01',
      memberType: 1,
      agentType: 0,
      currency: 'RMB',
    });
    let changed = false;
    vi.stubGlobal(
      'fetch',
      routeFetch(
        new Map([
          ...memberCentreAnswers(),
          [
            // The server clears the flag once the password is changed.
            memberLayoutCall,
            () =>
              envelopeResponse({
                member_common_layout: { ...LAYOUT, first_login_to_change_password: !changed },
              }),
          ],
          [
            editPasswordCall,
            () => {
              changed = true;
              return envelopeResponse({ token: 'fresh' });
            },
          ],
        ]),
      ),
    );
    renderWithProviders(<InfoPage />);

    const panel = await screen.findByTestId('first-login-password');
    expect(panel.textContent).toContain('choose a new login password');
    expect(screen.queryByTestId('profile-info')).toBeNull();
    expect(screen.queryByTestId('withdraw-password-form')).toBeNull();

    const form = within(panel).getByTestId('password-form');
    for (const [label, value] of [
      ['Current password', 'oldpass1'],
      ['New password', 'newpass2'],
      ['Confirm new password', 'newpass2'],
    ] as const) {
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    }
    fireEvent.submit(form);

    expect(await screen.findByTestId('profile-info')).toBeTruthy();
    await waitFor(() => {
      expect(useSessionStore.getState().session?.token).toBe('fresh');
    });
    expect(screen.queryByTestId('first-login-password')).toBeNull();
    // A phone always opens games in its own window: there is nothing to choose.
    expect(screen.queryByTestId('game-opening-setting')).toBeNull();
  });
});
