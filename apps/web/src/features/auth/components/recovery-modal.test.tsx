import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthModalStore } from '../../../shared/session/account-modal-store';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { useAuthFlowStore } from '../stores/auth-flow-store';
import { RecoveryModal } from './recovery-modal';

const { showToast } = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../../../shared/ui/toast', () => ({ showToast }));

const fetchMock = vi.fn<typeof fetch>();

/** The address and JSON body of a mocked fetch call. */
const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const jsonOf = (init: RequestInit | undefined): Record<string, unknown> =>
  JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
let resetAnswer: { code?: string; data?: unknown; status?: number } = {};

const bodyOf = (path: string) => {
  const found = fetchMock.mock.calls.find(([url]) => urlOf(url) === `/api${path}`);
  return found ? jsonOf(found[1]) : undefined;
};

beforeAll(async () => {
  await setupTestI18n();
});

beforeEach(() => {
  resetAnswer = {};
  showToast.mockReset();
  fetchMock.mockReset();
  fetchMock.mockImplementation((url) => {
    const path = urlOf(url);
    if (path === '/api/clientCaptcha') {
      return Promise.resolve(
        envelopeResponse({ text: 'data:image/svg+xml;base64,PHN2Zz4=', data: 'sealed-1' }),
      );
    }
    if (path === '/api/arks/web/vx/verify')
      return Promise.resolve(envelopeResponse({ token: 'step-token' }));
    if (path === '/api/arks/web/vx/reset') {
      return Promise.resolve(
        resetAnswer.code
          ? envelopeResponse(resetAnswer.data ?? null, {
              code: resetAnswer.code,
              message: 'refused',
              status: resetAnswer.status ?? 200,
            })
          : envelopeResponse({}),
      );
    }
    return Promise.resolve(envelopeResponse(null, { code: '404' }));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    useAuthFlowStore.setState({ recovery: null, loginAccount: '' });
    useAuthModalStore.getState().close();
  });
});

const typeInto = (testId: string, value: string) => {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
};

const verify = async (reason: 'forgot' | 'verify' = 'forgot') => {
  act(() => {
    useAuthFlowStore.getState().openRecovery(reason, 'player01');
  });
  renderWithProviders(<RecoveryModal />);
  await screen.findByTestId('recovery-code-image', {}, { timeout: 5000 });
  typeInto('recovery-withdraw-password', '1234');
  typeInto('recovery-contact', 'player01@example.com');
  typeInto('recovery-code-input', 'AB12');
  fireEvent.click(screen.getByTestId('recovery-verify-submit'));
  await screen.findByTestId('recovery-new-password');
};

describe('login-password recovery', () => {
  it('explains the two steps and names the new login password', async () => {
    act(() => {
      useAuthFlowStore.getState().openRecovery('forgot', 'player01');
    });
    renderWithProviders(<RecoveryModal />);
    expect(await screen.findByText('Reset login password')).toBeTruthy();
    expect(
      screen.getByText(
        'Verify your identity with your withdrawal password and your email or phone, then set a new login password.',
      ),
    ).toBeTruthy();
  });

  it('tells a member locked out by wrong passwords why the reset is asked', async () => {
    act(() => {
      useAuthFlowStore.getState().openRecovery('verify', 'player01');
    });
    renderWithProviders(<RecoveryModal />);
    expect(
      await screen.findByText(
        'Too many wrong passwords. Verify your identity with your withdrawal password to set a new login password.',
      ),
    ).toBeTruthy();
  });

  it('checks the fields of step 1 before calling', async () => {
    act(() => {
      useAuthFlowStore.getState().openRecovery('forgot', '');
    });
    renderWithProviders(<RecoveryModal />);
    await screen.findByTestId('recovery-code-image', {}, { timeout: 5000 });
    typeInto('recovery-withdraw-password', '12a');
    fireEvent.click(screen.getByTestId('recovery-verify-submit'));
    expect(await screen.findByText('Please enter your account')).toBeTruthy();
    expect(screen.getByText('Please enter a 4-digit withdrawal password.')).toBeTruthy();
    expect(bodyOf('/arks/web/vx/verify')).toBeUndefined();
  });

  it('verifies with the shown code, sets a new login password and returns to the login form', async () => {
    await verify();
    expect(bodyOf('/arks/web/vx/verify')).toMatchObject({
      account: 'player01',
      withdraw_password: '1234',
      member_email: 'player01@example.com',
      member_phone: '',
      verify_code: 'AB12',
      captcha_data: 'sealed-1',
    });

    expect(screen.getByText('New login password', { selector: 'label' })).toBeTruthy();
    expect(screen.getByText('Confirm new password', { selector: 'label' })).toBeTruthy();
    expect(
      screen.getByTestId<HTMLInputElement>('recovery-new-password').getAttribute('placeholder'),
    ).toBe('6–12 letters and digits');

    typeInto('recovery-new-password', 'ab12');
    typeInto('recovery-confirm-password', 'ab12');
    fireEvent.click(screen.getByTestId('recovery-reset-submit'));
    expect(await screen.findByText('The password must be 6 to 12 characters long.')).toBeTruthy();

    typeInto('recovery-new-password', 'abcdefg');
    expect(
      await screen.findByText(
        'The password must contain both letters and digits, with no symbols.',
      ),
    ).toBeTruthy();

    typeInto('recovery-new-password', 'newPass88');
    typeInto('recovery-confirm-password', 'newPass89');
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(bodyOf('/arks/web/vx/reset')).toBeUndefined();

    typeInto('recovery-confirm-password', 'newPass88');
    fireEvent.click(screen.getByTestId('recovery-reset-submit'));
    await waitFor(() => {
      expect(useAuthFlowStore.getState().recovery).toBeNull();
    });
    expect(bodyOf('/arks/web/vx/reset')).toEqual({
      site_id: expect.any(Number) as unknown,
      account: 'player01',
      password: 'newPass88',
      token: 'step-token',
    });
    expect(showToast).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Verification successful.',
    });
    expect(useAuthModalStore.getState().mode).toBe('login');
    expect(useAuthFlowStore.getState().loginAccount).toBe('player01');
  });

  it('keeps step 2 open when the server refuses the new password', async () => {
    resetAnswer = {
      code: '400',
      status: 400,
      data: { errors: [{ field: 'password', message: 'signup.err_psw_format' }] },
    };
    await verify('verify');
    typeInto('recovery-new-password', 'newPass88');
    typeInto('recovery-confirm-password', 'newPass88');
    fireEvent.click(screen.getByTestId('recovery-reset-submit'));
    expect(
      await screen.findByText(
        'The password must contain both letters and digits, with no symbols.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('recovery-reset-submit')).toBeTruthy();
    expect(useAuthModalStore.getState().mode).toBeNull();
  });

  it('goes back to step 1 when the proof has expired', async () => {
    resetAnswer = { code: '201' };
    await verify();
    typeInto('recovery-new-password', 'newPass88');
    typeInto('recovery-confirm-password', 'newPass88');
    fireEvent.click(screen.getByTestId('recovery-reset-submit'));
    await screen.findByTestId('recovery-verify-submit');
    expect(
      screen.getByText('Verification failed or has expired. Please verify again.'),
    ).toBeTruthy();
    expect(useAuthFlowStore.getState().recovery).not.toBeNull();
  });
});
