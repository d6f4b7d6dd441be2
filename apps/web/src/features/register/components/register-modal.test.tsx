import type { RegisterSettingItem } from '@member-site/contracts';
import type { RegisterSettingName } from '@member-site/contracts/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '../../../shared/i18n/i18n';
import { useAuthModalStore } from '../../../shared/session/account-modal-store';
import { useSessionStore } from '../../../shared/session/session-store';
import { useSiteCurrencyStore } from '../../../shared/site/site-currency';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { RegisterModal } from './register-modal';

const item = (
  name: RegisterSettingName,
  currency: 'RMB' | 'VND',
  extra: Partial<RegisterSettingItem> = {},
): RegisterSettingItem => ({
  name,
  currency,
  is_display: true,
  is_required: false,
  is_unique: false,
  is_member_center: false,
  is_verification: false,
  is_member_center_verification: false,
  ...extra,
});

const SETTINGS = [
  item('check_password', 'RMB', { is_required: true }),
  item('member_name', 'RMB', { is_required: true }),
  item('member_birthday', 'RMB'),
  item('member_phone', 'RMB', { is_verification: true }),
  item('withdraw_password', 'RMB', { is_required: true }),
  item('member_email', 'RMB', { is_display: false }),
  item('member_email', 'VND', { is_required: true }),
  item('member_zalo', 'VND'),
];

const SESSION = {
  token: 't'.repeat(43),
  member_id: 501,
  member_account: 'player01',
  member_currency: 'RMB',
  member_type: 1,
  agent_type: 0,
  idle_expires_in: 3600,
  first_login_to_change_password: false,
};

type Answer = Response | (() => Response);
type Routes = Record<string, Answer | Answer[]>;

const fetchMock = vi.fn<typeof fetch>();
const bodiesOf = (path: string): Record<string, unknown>[] =>
  fetchMock.mock.calls
    .filter(([url]) => url === `/api${path}`)
    .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);

/** Answer each call path from `routes` (a list answers successive calls in turn). */
const serve = (routes: Routes) => {
  const served: Record<string, number> = {};
  fetchMock.mockImplementation((input) => {
    const path = (input as string).replace(/^\/api/, '');
    const answer = routes[path];
    if (answer === undefined) return Promise.reject(new TypeError(`no route ${path}`));
    const index = served[path] ?? 0;
    served[path] = index + 1;
    const chosen = Array.isArray(answer) ? answer[Math.min(index, answer.length - 1)]! : answer;
    return Promise.resolve(typeof chosen === 'function' ? chosen() : chosen.clone());
  });
};

const baseRoutes = (extra: Routes = {}, captcha = false): Routes => ({
  '/arks/web/register-settings': () =>
    envelopeResponse({ list: SETTINGS, captcha_required: captcha, currencies: ['RMB', 'VND'] }),
  '/arks/web/check-agent-domain': () =>
    envelopeResponse({ is_valid: false, currency: null, agent_id: null }),
  '/captcha': () =>
    envelopeResponse({
      token: 'captcha-token',
      captcha: 'data:image/svg+xml;base64,PHN2Zy8+',
      placeholder: '4 characters',
    }),
  ...extra,
});

const field = (name: string) => screen.getByTestId<HTMLInputElement>(`register-field-${name}`);
const errorOf = (name: string) => screen.queryByTestId(`register-error-${name}`);
const type = (name: string, value: string) => {
  fireEvent.change(field(name), { target: { value } });
};

const openForm = async () => {
  renderWithProviders(<RegisterModal />);
  act(() => {
    useAuthModalStore.getState().open('register');
  });
  await screen.findByTestId('register-field-member_account');
};

const chooseCurrency = (currency: string) => {
  fireEvent.change(screen.getByTestId('register-currency'), { target: { value: currency } });
};

const typeWithdrawPassword = (digits: string) => {
  digits.split('').forEach((digit, index) => {
    fireEvent.change(screen.getByTestId(`register-field-withdraw_password-${index + 1}`), {
      target: { value: digit },
    });
  });
};

beforeAll(async () => {
  await setupTestI18n();
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSiteCurrencyStore.setState({ currency: 'RMB' });
  useSessionStore.setState({ session: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  act(() => {
    useAuthModalStore.getState().close();
  });
  window.history.replaceState(null, '', '/');
});

describe('register form', () => {
  it('shows the fields of the chosen currency, with required marks from the settings', async () => {
    serve(baseRoutes());
    await openForm();

    expect(screen.getByTestId('register-modal')).toBeTruthy();
    expect(field('member_account').getAttribute('aria-required')).toBe('true');
    expect(field('member_name').getAttribute('aria-required')).toBe('true');
    expect(field('check_password')).toBeTruthy();
    expect(screen.getByTestId('register-field-member_birthday')).toBeTruthy();
    expect(field('member_phone').getAttribute('aria-required')).toBeNull();
    expect(screen.getByTestId('register-sms-send')).toBeTruthy();
    expect(field('phone_verify')).toBeTruthy();
    expect(screen.getByTestId('register-field-withdraw_password')).toBeTruthy();
    expect(screen.queryByTestId('register-field-member_email')).toBeNull();
    expect(screen.queryByTestId('register-field-member_zalo')).toBeNull();
    expect(screen.queryByTestId('register-captcha-input')).toBeNull();

    chooseCurrency('VND');
    expect(field('member_email').getAttribute('aria-required')).toBe('true');
    expect(field('member_zalo')).toBeTruthy();
    expect(screen.queryByTestId('register-field-member_name')).toBeNull();
    expect(screen.queryByTestId('register-field-check_password')).toBeNull();
    expect(screen.queryByTestId('register-sms-send')).toBeNull();
  });

  it('clears what was typed into fields the new currency hides', async () => {
    serve(baseRoutes());
    await openForm();
    type('member_account', 'player01');
    type('member_name', '张三');
    type('member_phone', '13800138000');

    chooseCurrency('VND');
    type('member_zalo', 'zalo_id');
    chooseCurrency('RMB');

    expect(field('member_account').value).toBe('player01');
    expect(field('member_name').value).toBe('');
    expect(field('member_phone').value).toBe('');
    // Zalo is not on the RMB form, so going back there dropped it too.
    chooseCurrency('VND');
    expect(field('member_zalo').value).toBe('');
  });

  it("shows a field's message once it is left, then follows the typing", async () => {
    serve(baseRoutes());
    await openForm();

    type('member_account', 'ab');
    expect(errorOf('member_account')).toBeNull();
    fireEvent.blur(field('member_account'));
    expect(errorOf('member_account')?.textContent).toBe(
      'The account must be 6 to 12 characters long.',
    );
    expect(field('member_account').getAttribute('aria-invalid')).toBe('true');
    expect(field('member_account').getAttribute('aria-describedby')).toContain(
      errorOf('member_account')?.id,
    );

    type('member_account', 'ab!cdef');
    expect(errorOf('member_account')?.textContent).toBe(
      'The account may contain only letters, digits, underscores (_) and hyphens (-).',
    );
    type('member_account', 'player01');
    expect(errorOf('member_account')).toBeNull();

    // Untouched fields speak up after a submit attempt, and no call is made.
    type('member_name', 'Wang');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(errorOf('member_name')?.textContent).toBe(
      'Please enter your real name in Chinese characters.',
    );
    expect(errorOf('password')?.textContent).toBeTruthy();
    expect(errorOf('withdraw_password')?.textContent).toBe(
      'Please enter a 4-digit withdrawal password.',
    );
    expect(errorOf('agreement')?.textContent).toBe(
      'Please read and accept the terms and conditions.',
    );
    expect(bodiesOf('/register')).toEqual([]);
  });

  it('registers with the joined birthday and withdraw password, then logs the member in', async () => {
    serve(baseRoutes({ '/register': () => envelopeResponse(SESSION) }));
    await openForm();

    type('member_account', 'player01');
    type('password', 'abc123');
    type('check_password', 'abc123');
    type('member_name', '张三');
    fireEvent.change(screen.getByTestId('register-field-member_birthday-year'), {
      target: { value: '1990' },
    });
    fireEvent.change(screen.getByTestId('register-field-member_birthday-month'), {
      target: { value: '2' },
    });
    fireEvent.change(screen.getByTestId('register-field-member_birthday-day'), {
      target: { value: '3' },
    });
    typeWithdrawPassword('0428');
    fireEvent.click(screen.getByTestId('register-agreement'));
    fireEvent.submit(field('member_account').closest('form')!);

    await waitFor(() => {
      expect(useSessionStore.getState().session?.account).toBe('player01');
    });
    expect(useAuthModalStore.getState().mode).toBeNull();
    const [body] = bodiesOf('/register');
    expect(body).toMatchObject({
      member_account: 'player01',
      password: 'abc123',
      check_password: 'abc123',
      member_name: '张三',
      member_currency: 'RMB',
      member_birthday: '1990-02-03',
      withdraw_password: '0428',
      introducer: '',
      introducer_type: '',
      agreement: true,
      device: 1,
    });
    expect(typeof body?.udid).toBe('string');
    expect(body).not.toHaveProperty('member_email');
  });

  it('puts server codes under their field or above the button, and draws a new captcha', async () => {
    serve(
      baseRoutes(
        {
          '/register': [
            envelopeResponse(null, { code: '102', message: 'taken' }),
            envelopeResponse(null, { code: '996', message: 'slow down' }),
            envelopeResponse(null, { code: '224', message: 'wrong' }),
          ],
        },
        true,
      ),
    );
    await openForm();
    await screen.findByTestId('register-captcha-image');

    chooseCurrency('VND');
    type('member_account', 'player01');
    type('password', 'abc123');
    type('member_email', 'p@example.com');
    fireEvent.change(screen.getByTestId('register-captcha-input'), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByTestId('register-agreement'));
    fireEvent.click(screen.getByTestId('register-submit'));

    expect(await screen.findByTestId('register-error-member_account')).toHaveProperty(
      'textContent',
      'This account name is already taken.',
    );
    expect(bodiesOf('/register')[0]).toMatchObject({
      member_currency: 'VND',
      answer: 'ab12',
      captcha_token: 'captcha-token',
    });
    await waitFor(() => {
      expect(bodiesOf('/captcha')).toHaveLength(2);
    });
    expect(screen.getByTestId<HTMLInputElement>('register-captcha-input').value).toBe('');
    // The fresh captcha's empty answer waits for the person before it complains.
    expect(errorOf('answer')).toBeNull();

    type('member_account', 'player02');
    expect(errorOf('member_account')).toBeNull();
    fireEvent.change(screen.getByTestId('register-captcha-input'), { target: { value: 'cd34' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-form-error')).textContent).toContain(
      'Too many registration attempts. Please try again later.',
    );

    // A wrong captcha answer is said under the captcha, over the new picture.
    fireEvent.change(screen.getByTestId('register-captcha-input'), { target: { value: 'ef56' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-error-answer')).textContent).toBe(
      i18n.t('verify_failed'),
    );
  });

  it('asks again for a captcha that is not ready yet (code 101)', async () => {
    serve(
      baseRoutes(
        {
          '/captcha': [
            envelopeResponse(null, { code: '101', message: 'not ready' }),
            envelopeResponse({
              token: 'second',
              captcha: 'data:image/svg+xml;base64,eA==',
              placeholder: '',
            }),
          ],
        },
        true,
      ),
    );
    await openForm();
    expect(await screen.findByTestId('register-captcha-image', {}, { timeout: 3000 })).toBeTruthy();
    expect(bodiesOf('/captcha')).toHaveLength(2);
  });

  it('sends the SMS code to a valid number and counts 300 s down', async () => {
    serve(baseRoutes({ '/register/sms': () => envelopeResponse({ countdown: 300 }) }));
    await openForm();
    const send = screen.getByTestId('register-sms-send');

    type('member_phone', '12ab');
    fireEvent.click(send);
    expect(errorOf('member_phone')?.textContent).toBe('The phone number may contain digits only.');
    expect(bodiesOf('/register/sms')).toEqual([]);

    type('member_phone', '13800138000');
    fireEvent.click(send);
    await waitFor(() => {
      expect(send.textContent).toBe('Resend in 300 s');
    });
    expect(send).toHaveProperty('disabled', true);
    expect(bodiesOf('/register/sms')[0]).toMatchObject({
      member_phone: '13800138000',
      currency: 'RMB',
      type: 'register_member',
    });
  });

  it('starts the timer too when a code was sent less than five minutes ago (102)', async () => {
    serve(
      baseRoutes({ '/register/sms': () => envelopeResponse(null, { code: '102', message: 'x' }) }),
    );
    await openForm();
    type('member_phone', '13800138000');
    fireEvent.click(screen.getByTestId('register-sms-send'));
    expect((await screen.findByTestId('register-error-member_phone')).textContent).toBe(
      'An SMS was sent recently. Please wait 5 minutes before requesting another.',
    );
    expect(screen.getByTestId('register-sms-send').textContent).toBe('Resend in 300 s');
  });
});

describe('introducer and currency locks', () => {
  it('locks the agent of an ?id= link and the agent currency, and flags a disabled agent', async () => {
    window.history.replaceState(null, '', '/?id=88');
    serve(
      baseRoutes({
        '/member_info': () => envelopeResponse({ currency: 'VND' }),
        '/register/valid_message': () => envelopeResponse({ is_valid: false }),
      }),
    );
    await openForm();

    const introducer = field('introducer');
    expect(introducer.value).toBe('88');
    expect(introducer.readOnly).toBe(true);
    expect(screen.getByLabelText('Agent ID')).toBe(introducer);
    const currency = screen.getByTestId<HTMLSelectElement>('register-currency');
    expect(currency.value).toBe('VND');
    expect(currency.disabled).toBe(true);
    expect(field('member_email')).toBeTruthy();
    expect(await screen.findByTestId('register-error-introducer')).toHaveProperty(
      'textContent',
      'This agent link is invalid or has been disabled.',
    );
    expect(bodiesOf('/register/valid_message')[0]).toMatchObject({ agent_id: '88' });
    expect(bodiesOf('/member_info')[0]).toMatchObject({ id: '88' });
  });

  it('locks a remembered referral code and sends it with its kind', async () => {
    Cookies.set('recommend_code', 'FRIEND7', { path: '/' });
    serve(
      baseRoutes({
        '/register/valid_message': () => envelopeResponse({ is_valid: true }),
        '/register': () => envelopeResponse(SESSION),
      }),
    );
    await openForm();
    expect(field('introducer').value).toBe('FRIEND7');
    expect(screen.getByLabelText('Referral code')).toBe(field('introducer'));
    expect(screen.getByTestId<HTMLSelectElement>('register-currency').disabled).toBe(false);

    chooseCurrency('VND');
    type('member_account', 'player01');
    type('password', 'abc123');
    type('member_email', 'p@example.com');
    fireEvent.click(screen.getByTestId('register-agreement'));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => {
      expect(bodiesOf('/register')[0]).toMatchObject({
        introducer: 'FRIEND7',
        introducer_type: 'recommend',
      });
    });
    expect(errorOf('introducer')).toBeNull();
  });

  it('lets an agent domain fix both the agent and the currency', async () => {
    window.history.replaceState(null, '', '/?invite=FRIEND7&currency=RMB');
    serve(
      baseRoutes({
        '/arks/web/check-agent-domain': () =>
          envelopeResponse({ is_valid: true, currency: 'VND', agent_id: '3001' }),
      }),
    );
    await openForm();
    expect(field('introducer').value).toBe('3001');
    expect(screen.getByTestId<HTMLSelectElement>('register-currency').value).toBe('VND');
    expect(bodiesOf('/arks/web/check-agent-domain')[0]).toMatchObject({
      host: window.location.host,
    });
    expect(bodiesOf('/register/valid_message')).toEqual([]);
  });
});

describe('service agreement', () => {
  it('opens the agreement over the form, sanitised, and accepting it ticks the box', async () => {
    serve(
      baseRoutes({
        '/arks/web/register-settings/service-agreement': () =>
          envelopeResponse({
            list: [
              { id: 1, title: 'Terms', content: '<p>Play fair<img src=x onerror="alert(1)"></p>' },
            ],
          }),
      }),
    );
    await openForm();
    fireEvent.click(screen.getByTestId('register-agreement-link'));
    const agreement = await screen.findByTestId('agreement-modal');
    expect(await within(agreement).findByText('Play fair')).toBeTruthy();
    expect(agreement.innerHTML).not.toContain('onerror');
    expect(screen.getByTestId<HTMLInputElement>('register-agreement').checked).toBe(false);

    fireEvent.click(within(agreement).getByTestId('agreement-accept'));
    expect(screen.getByTestId<HTMLInputElement>('register-agreement').checked).toBe(true);
    expect(useAuthModalStore.getState().mode).toBe('register');
  });
});
