import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { type Challenge, type Solution, createChallenge, pbkdf2, verifySolution } from 'altcha/lib';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { openLogin, useAuthModalStore } from '../../../shared/session/account-modal-store';
import { useSessionStore } from '../../../shared/session/session-store';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { useAuthFlowStore } from '../stores/auth-flow-store';
import { AuthHost } from './auth-host';

type Answer = { data?: unknown; code?: string; message?: string };
type Route = (body: Record<string, unknown>) => Answer;

const fetchMock = vi.fn<typeof fetch>();

/** The address and JSON body of a mocked fetch call. */
const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const jsonOf = (init: RequestInit | undefined): Record<string, unknown> =>
  JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
let routes: Record<string, Route> = {};
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => urlOf(url) === `/api${path}`)
    .map(([, init]) => jsonOf(init));

const SESSION = {
  token: 'token-after-login',
  member_id: 42,
  member_account: 'player01',
  member_currency: 'RMB',
  member_type: 1,
  agent_type: 0,
  idle_expires_in: 1800,
  first_login_to_change_password: false,
};

beforeAll(async () => {
  await setupTestI18n();
  // Load the modals' code once up front, as a browser would have after the first opening.
  await Promise.all([
    import('./login-modal'),
    import('./double-validation-modal'),
    import('./recovery-modal'),
  ]);
}, 30_000);

beforeEach(() => {
  routes = {
    '/get_login_header': () => ({ data: { captcha_required: false } }),
    '/member/profile/common/layout': () => ({ code: '401', message: 'Please log in' }),
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation((url, init) => {
    const path = urlOf(url).replace(/^\/api/, '');
    const route = routes[path];
    if (!route) return Promise.resolve(envelopeResponse(null, { code: '404', message: path }));
    const answer = route(jsonOf(init));
    return Promise.resolve(
      envelopeResponse(answer.data ?? null, { code: answer.code, message: answer.message }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    useAuthModalStore.getState().close();
    useAuthFlowStore.setState({ doubleValidation: null, recovery: null, loginAccount: '' });
    useSessionStore.getState().signOut();
  });
});

const openForm = async () => {
  renderWithProviders(<AuthHost />);
  act(openLogin);
  // The first opening loads the form's code.
  await screen.findByTestId('login-modal', {}, { timeout: 5000 });
  return {
    account: await screen.findByTestId('login-account'),
    password: screen.getByTestId('login-password'),
    submit: screen.getByTestId('login-submit'),
  };
};

const typeInto = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
};

describe('login form', () => {
  it('shows the rule messages under the fields and sends nothing', async () => {
    const { account, password, submit } = await openForm();

    fireEvent.click(submit);

    expect(await screen.findByText('Please enter your account')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(bodiesOf('/login')).toHaveLength(0);

    // The message follows the typing once shown.
    typeInto(account, 'player01');
    await waitFor(() => {
      expect(screen.queryByText('Please enter your account')).toBeNull();
    });
    typeInto(password, 'secret1');
    expect(screen.queryByText('Please enter your password')).toBeNull();
  });

  it('shows a field message when the field is left empty', async () => {
    const { account } = await openForm();
    expect(screen.queryByText('Please enter your account')).toBeNull();
    fireEvent.blur(account);
    expect(await screen.findByText('Please enter your account')).toBeTruthy();
  });

  it('asks for the captcha when the site requires it and sends its answer and token', async () => {
    routes['/get_login_header'] = () => ({ data: { captcha_required: true } });
    routes['/captcha'] = () => ({
      data: {
        token: 'captcha-token-1',
        captcha: 'data:image/svg+xml;base64,PHN2Zz4=',
        placeholder: 'Type the 4 characters',
      },
    });
    routes['/login'] = () => ({ code: '105', message: 'Wrong code' });
    const { account, password, submit } = await openForm();

    const image = await screen.findByTestId('login-captcha-image');
    expect(image.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zz4=');
    typeInto(account, 'player01');
    typeInto(password, 'secret1');
    fireEvent.click(submit);
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();

    typeInto(screen.getByTestId('login-captcha-input'), 'ab12');
    fireEvent.click(submit);

    const error = await screen.findByTestId('login-error');
    expect(error.textContent).toBe('Incorrect verification code.');
    expect(bodiesOf('/login')[0]).toMatchObject({
      account: 'player01',
      password: 'secret1',
      answer: 'ab12',
      captcha_token: 'captcha-token-1',
    });
    // A refused answer draws a new captcha.
    await waitFor(() => {
      expect(bodiesOf('/captcha').length).toBeGreaterThanOrEqual(2);
    });
  });

  it('shows a captcha when the server asks for one although the site does not', async () => {
    routes['/captcha'] = () => ({
      data: {
        token: 'captcha-token-2',
        captcha: 'data:image/png;base64,iVBORw0KGgo=',
        placeholder: 'Type the 4 characters',
      },
    });
    routes['/login'] = () => ({ code: '105', message: 'Captcha needed' });
    const { account, password, submit } = await openForm();
    expect(screen.queryByTestId('login-captcha-image')).toBeNull();
    typeInto(account, 'player01');
    typeInto(password, 'secret1');
    fireEvent.click(submit);

    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Please enter the verification code',
    );
    await screen.findByTestId('login-captcha-image');
    typeInto(screen.getByTestId('login-captcha-input'), 'cd34');
    routes['/login'] = () => ({ data: SESSION });
    fireEvent.click(submit);
    await waitFor(() => {
      expect(useSessionStore.getState().session?.account).toBe('player01');
    });
    expect(bodiesOf('/login')[1]).toMatchObject({
      answer: 'cd34',
      captcha_token: 'captcha-token-2',
    });
  });

  it('stores the session, closes the form and sends the device fields on success', async () => {
    routes['/login'] = () => ({ data: SESSION });
    const { account, password, submit } = await openForm();

    typeInto(account, ' player01 ');
    typeInto(password, 'secret1');
    fireEvent.click(submit);

    await waitFor(() => {
      expect(useSessionStore.getState().session?.account).toBe('player01');
    });
    expect(localStorage.getItem('token')).toBe('token-after-login');
    expect(localStorage.getItem('member_id')).toBe('42');
    expect(localStorage.getItem('currency')).toBe('RMB');
    expect(useAuthModalStore.getState().mode).toBeNull();

    const body = bodiesOf('/login')[0]!;
    expect(body.account).toBe('player01');
    expect(body.device).toBe(1);
    expect(typeof body.udid).toBe('string');
    expect(body.udid).toBe(localStorage.getItem('device_udid'));
    expect(body.host).toBe(window.location.host);
    expect(body).not.toHaveProperty('answer');
  });

  describe('proof of work', () => {
    const SECRET = 'test-signature-secret';
    const KEY_SECRET = 'test-key-secret';
    const challenges: Challenge[] = [];
    beforeEach(() => {
      challenges.length = 0;
      routes['/captcha/challenge'] = () => {
        // Answered synchronously by the mock: made ahead, one per request.
        const challenge = challenges.shift();
        return { data: { challenge: challenge ?? null } };
      };
    });
    const issue = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        challenges.push(
          await createChallenge({
            algorithm: 'PBKDF2/SHA-256',
            cost: 100,
            counter: 5 + i,
            deriveKey: pbkdf2.deriveKey,
            hmacSignatureSecret: SECRET,
            hmacKeySignatureSecret: KEY_SECRET,
          }),
        );
      }
    };
    const verified = async (pow: unknown) => {
      const { challenge, solution } = JSON.parse(atob(String(pow))) as {
        challenge: Challenge;
        solution: Solution;
      };
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey: pbkdf2.deriveKey,
        hmacSignatureSecret: SECRET,
        hmacKeySignatureSecret: KEY_SECRET,
      });
      return result.verified;
    };

    it('solves the challenge while the visitor types and sends the solution', async () => {
      await issue(1);
      routes['/login'] = () => ({ data: SESSION });
      const { account, password, submit } = await openForm();
      typeInto(account, 'player01');
      typeInto(password, 'secret1');
      fireEvent.click(submit);
      await waitFor(() => {
        expect(useSessionStore.getState().session?.account).toBe('player01');
      });
      const [body] = bodiesOf('/login');
      expect(bodiesOf('/captcha/challenge')[0]).toMatchObject({ form: 'login' });
      expect(await verified(body?.pow)).toBe(true);
    });

    it('solves a new challenge once when the server refuses the proof', async () => {
      await issue(2);
      let answers = 0;
      routes['/login'] = () => {
        answers += 1;
        return answers === 1 ? { code: '428', message: 'again' } : { data: SESSION };
      };
      const { account, password, submit } = await openForm();
      typeInto(account, 'player01');
      typeInto(password, 'secret1');
      fireEvent.click(submit);
      await waitFor(() => {
        expect(useSessionStore.getState().session?.account).toBe('player01');
      });
      const [first, second] = bodiesOf('/login');
      expect(second?.pow).not.toBe(first?.pow);
      expect(await verified(second?.pow)).toBe(true);
    });

    it('says the security check failed when the proof is refused twice', async () => {
      await issue(3);
      routes['/login'] = () => ({ code: '428', message: 'again' });
      const { account, password, submit } = await openForm();
      typeInto(account, 'player01');
      typeInto(password, 'secret1');
      fireEvent.click(submit);
      const error = await screen.findByTestId('login-error');
      expect(error.textContent).toBe('The security check did not complete. Please try again.');
      expect(bodiesOf('/login')).toHaveLength(2);
    });
  });

  it('shows the catalogue message of a refused login, with the code where it says so', async () => {
    routes['/login'] = () => ({ code: '101', message: 'no' });
    const { account, password, submit } = await openForm();
    typeInto(account, 'player01');
    typeInto(password, 'wrong1');
    fireEvent.click(submit);
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Incorrect account or password.',
    );

    routes['/login'] = () => ({ code: '202', message: 'blocked' });
    fireEvent.click(submit);
    await waitFor(() => {
      expect(screen.getByTestId('login-error').textContent).toBe(
        'Login from this IP address is not allowed. (202)',
      );
    });
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('continues a 107 answer with the double-validation question and logs in with the answer', async () => {
    routes['/login'] = () => ({
      code: '107',
      message: 'New device',
      data: {
        member_login_id: 'pending-1',
        available_questions_count: 3,
        question: 'member_email',
      },
    });
    routes['/login/double_validation/skip'] = () => ({
      data: {
        member_login_id: 'pending-1',
        available_questions_count: 1,
        question: 'withdraw_password',
      },
    });
    routes['/login/double_validation'] = () => ({ data: SESSION });
    const { account, password, submit } = await openForm();
    typeInto(account, 'player01');
    typeInto(password, 'secret1');
    fireEvent.click(submit);

    await screen.findByTestId('double-validation-modal', {}, { timeout: 5000 });
    expect(screen.getByText('What is your registered email address?')).toBeTruthy();
    expect(useAuthModalStore.getState().mode).toBeNull();

    // Swap the question: the last one left cannot be swapped again.
    fireEvent.click(screen.getByTestId('double-validation-skip'));
    expect(await screen.findByText('What is your 4-digit withdrawal password?')).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByTestId('double-validation-skip')).toHaveProperty('disabled', true);
    });

    const answer = screen.getByTestId('double-validation-answer');
    typeInto(answer, '12');
    fireEvent.click(screen.getByTestId('double-validation-submit'));
    expect(await screen.findByText('Please enter a 4-digit withdrawal password.')).toBeTruthy();
    expect(bodiesOf('/login/double_validation')).toHaveLength(0);

    typeInto(answer, '12a34');
    fireEvent.click(screen.getByTestId('double-validation-submit'));
    await waitFor(() => {
      expect(useSessionStore.getState().session?.memberId).toBe(42);
    });
    expect(bodiesOf('/login/double_validation')[0]).toMatchObject({
      member_login_id: 'pending-1',
      answer: '1234',
      device: 1,
    });
    expect(useAuthFlowStore.getState().doubleValidation).toBeNull();
  });

  it('closes double validation with its message on 998', async () => {
    act(() => {
      useAuthFlowStore.getState().openDoubleValidation({
        member_login_id: 'pending-2',
        available_questions_count: 3,
        question: 'member_name',
      });
    });
    routes['/login/double_validation'] = () => ({ code: '998', message: 'Too many' });
    renderWithProviders(<AuthHost />);
    typeInto(
      await screen.findByTestId('double-validation-answer', {}, { timeout: 5000 }),
      'Somebody',
    );
    fireEvent.click(screen.getByTestId('double-validation-submit'));
    await waitFor(() => {
      expect(useAuthFlowStore.getState().doubleValidation).toBeNull();
    });
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('opens the login-password reset when the login answers 802 (account locked)', async () => {
    routes['/login'] = () => ({ code: '802', message: 'Verify' });
    routes['/clientCaptcha'] = () => ({
      data: { text: 'data:image/svg+xml;base64,PHN2Zz4=', data: 'sealed' },
    });
    const { account, password, submit } = await openForm();
    typeInto(account, 'player01');
    typeInto(password, 'secret1');
    fireEvent.click(submit);

    await screen.findByTestId('recovery-modal', {}, { timeout: 5000 });
    expect(
      screen.getByText(
        'Too many wrong passwords. Verify your identity with your withdrawal password to set a new login password.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('recovery-account').value).toBe('player01');
  });

  it('offers the login-password reset and opens with the account after it', async () => {
    const { account } = await openForm();
    typeInto(account, 'player01');
    const forgot = screen.getByTestId('forgot-withdraw-password');
    expect(forgot.textContent).toBe('Forgot password?');
    fireEvent.click(forgot);
    expect(useAuthFlowStore.getState().recovery).toEqual({ reason: 'forgot', account: 'player01' });

    act(() => {
      // The recovery was finished for another account than the one first typed.
      useAuthFlowStore.setState({ recovery: null, loginAccount: 'player02' });
      openLogin();
    });
    await waitFor(() => {
      expect(screen.getByTestId<HTMLInputElement>('login-account').value).toBe('player02');
    });
  });
});
