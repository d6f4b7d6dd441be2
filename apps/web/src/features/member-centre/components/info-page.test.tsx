import { editPasswordCall, memberProfileEditCall } from '@member-site/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../shared/session/session-store';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { PROFILE, memberCentreAnswers, routeFetch, sentBody, setting } from '../test-fixtures';
import { InfoPage } from './info-page';

beforeAll(async () => {
  await setupTestI18n();
});

beforeEach(() => {
  useSessionStore.getState().signIn({
    token: 'old-token',
    memberId: 7,
    account: 'player01',
    memberType: 1,
    agentType: 0,
    currency: 'RMB',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
};

describe('member profile page', () => {
  it('shows the profile with the masked identity id and a link to bind a bank account', async () => {
    vi.stubGlobal('fetch', routeFetch(memberCentreAnswers()));
    renderWithProviders(<InfoPage />);

    const info = await screen.findByTestId('profile-info');
    expect(within(info).getByTestId('profile-member_account').textContent).toContain('player01');
    expect(within(info).getByTestId('profile-member_currency').textContent).toContain('RMB');
    expect(within(info).getByTestId('profile-member_name').textContent).toContain('张三');
    expect(within(info).getByTestId('profile-member_birthday').textContent).toContain('1990-05-17');
    expect(within(info).getByTestId('profile-member_wechat').textContent).toContain('wx_player01');
    expect(within(info).getByTestId('profile-identity_id').textContent).toContain(
      '**************1234',
    );
    expect(within(info).getByTestId('profile-withdraw_password').textContent).toContain('Set');
    expect(within(info).getByTestId('profile-bind-link').getAttribute('href')).toBe(
      '/user/BindAccount',
    );
  });

  it('shows the bound bank account masked as served', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch(
        memberCentreAnswers({
          profile: {
            ...PROFILE,
            bank_account: {
              bank_name: 'ICBC',
              account_name: '张三',
              account_number: '************5678',
            },
          },
        }),
      ),
    );
    renderWithProviders(<InfoPage />);
    const row = await screen.findByTestId('profile-bank_account');
    expect(row.textContent).toContain('ICBC');
    expect(row.textContent).toContain('************5678');
    expect(screen.queryByTestId('profile-bind-link')).toBeNull();
  });

  it('offers an edit form only for empty fields the site lets members fill in', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch(
        memberCentreAnswers({
          settings: [
            setting('member_email'),
            // Filled already: stays read-only.
            setting('member_name'),
            setting('member_wechat'),
            // Empty but not a member-centre field.
            setting('member_phone', { is_member_center: false }),
            // Another currency's setting does not apply to this member.
            setting('member_qq', { currency: 'VND' }),
          ],
        }),
      ),
    );
    renderWithProviders(<InfoPage />);
    await screen.findByTestId('profile-info');

    expect(screen.getByTestId('profile-edit-member_email')).toBeTruthy();
    expect(screen.queryByTestId('profile-edit-member_name')).toBeNull();
    expect(screen.queryByTestId('profile-edit-member_wechat')).toBeNull();
    expect(screen.queryByTestId('profile-edit-member_phone')).toBeNull();
    expect(screen.queryByTestId('profile-edit-member_qq')).toBeNull();
    expect(screen.getByTestId('profile-member_phone').textContent).toContain('Not set');
  });

  it('checks a detail by the field rules before saving it, then shows it read-only', async () => {
    const fetchMock = routeFetch(
      new Map([
        ...memberCentreAnswers({ settings: [setting('member_email')] }),
        [
          memberProfileEditCall,
          envelopeResponse({ member_profile: { ...PROFILE, member_email: 'me@example.com' } }),
        ],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<InfoPage />);

    const form = await screen.findByTestId('profile-edit-member_email');
    const input = within(form).getByRole('textbox');
    type(input, 'not-an-email');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter a valid email address.')).toBeTruthy();
    expect(sentBody(fetchMock, memberProfileEditCall)).toBeUndefined();

    type(input, 'me@example.com');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.getByTestId('profile-member_email').textContent).toContain('me@example.com');
    });
    expect(screen.queryByTestId('profile-edit-member_email')).toBeNull();
    expect(sentBody(fetchMock, memberProfileEditCall)).toMatchObject({
      member_email: 'me@example.com',
    });
  });
});

describe('password forms', () => {
  it('shows the rule messages under each field', async () => {
    const fetchMock = routeFetch(memberCentreAnswers());
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<InfoPage />);

    const form = await screen.findByTestId('password-form');
    type(within(form).getByLabelText('New password'), 'abc');
    type(within(form).getByLabelText('Confirm new password'), 'abd');
    fireEvent.submit(form);

    expect(await within(form).findByText('Please enter your current password.')).toBeTruthy();
    expect(within(form).getByText('The password must be 6 to 12 characters long.')).toBeTruthy();
    expect(within(form).getByText('The passwords do not match.')).toBeTruthy();
    expect(sentBody(fetchMock, editPasswordCall)).toBeUndefined();

    const withdraw = screen.getByTestId('withdraw-password-form');
    type(within(withdraw).getByLabelText('New withdrawal password'), '12a4');
    fireEvent.submit(withdraw);
    expect(
      (await within(withdraw).findAllByText('Please enter a 4-digit withdrawal password.')).length,
    ).toBeGreaterThan(0);
  });

  it('shows a wrong current password (101) under that field', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch(
        new Map([
          ...memberCentreAnswers(),
          [editPasswordCall, envelopeResponse(null, { code: '101', message: 'wrong' })],
        ]),
      ),
    );
    renderWithProviders(<InfoPage />);

    const form = await screen.findByTestId('password-form');
    type(within(form).getByLabelText('Current password'), 'oldpass1');
    type(within(form).getByLabelText('New password'), 'newpass2');
    type(within(form).getByLabelText('Confirm new password'), 'newpass2');
    fireEvent.submit(form);

    const message = await within(form).findByText('The current password is incorrect.');
    const field = within(form).getByLabelText('Current password');
    expect(field.closest('.mantine-InputWrapper-root')?.contains(message)).toBe(true);
  });

  it('keeps the session with the new token and says the password changed', async () => {
    const fetchMock = routeFetch(
      new Map([...memberCentreAnswers(), [editPasswordCall, envelopeResponse({ token: 'new' })]]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<InfoPage />);

    const form = await screen.findByTestId('password-form');
    type(within(form).getByLabelText('Current password'), 'oldpass1');
    type(within(form).getByLabelText('New password'), 'newpass2');
    type(within(form).getByLabelText('Confirm new password'), 'newpass2');
    fireEvent.submit(form);

    await waitFor(() => {
      expect(useSessionStore.getState().session?.token).toBe('new');
    });
    expect(window.localStorage.getItem('token')).toBe('new');
    expect(useSessionStore.getState().session?.account).toBe('player01');
    expect(sentBody(fetchMock, editPasswordCall)).toMatchObject({
      type: 'login',
      old_password: 'oldpass1',
      password: 'newpass2',
      check_password: 'newpass2',
    });
    expect(within(form).getByLabelText<HTMLInputElement>('Current password').value).toBe('');
  });
});
