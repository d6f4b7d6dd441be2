import type { MemberSession } from '@member-site/contracts';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSiteCurrencyStore } from '../site/site-currency';
import { createTestQueryClient } from '../../test/render';
import { openLogin, useAuthModalStore } from './account-modal-store';
import { completeLogin } from './complete-login';
import { endSession } from './end-session';
import { useForcePasswordStore } from './force-password-store';
import { saveLoginRedirect } from './redirect';
import { memberQueryKey } from './member-queries';
import { connectSessionRuntime } from './session-runtime';
import { useSessionStore } from './session-store';

const LOGIN: MemberSession = {
  token: 'fresh-token',
  member_id: 42,
  member_account: 'player01',
  member_currency: 'VND',
  member_type: 1,
  agent_type: 0,
  idle_expires_in: 1800,
  first_login_to_change_password: false,
};

const navigate = vi.fn();
const queryClient = createTestQueryClient();
let disconnect: () => void;

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
};

beforeEach(() => {
  navigate.mockReset();
  disconnect = connectSessionRuntime({ queryClient, navigate });
  setWidth(1366);
});

afterEach(() => {
  disconnect();
  useSessionStore.getState().signOut();
  useForcePasswordStore.getState().done();
  vi.unstubAllGlobals();
});

describe('completeLogin', () => {
  it('stores the session, closes the account modal and switches to the member currency', () => {
    openLogin();
    completeLogin(LOGIN);

    expect(useSessionStore.getState().session).toMatchObject({
      memberId: 42,
      token: 'fresh-token',
    });
    expect(localStorage.getItem('member_account')).toBe('player01');
    expect(useAuthModalStore.getState().mode).toBeNull();
    expect(useSiteCurrencyStore.getState().currency).toBe('VND');
    expect(Cookies.get('ccy')).toBe('VND');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reopens a saved member-centre address in its own window on desktop', () => {
    const open = vi.fn(() => ({ focus: vi.fn(), close: vi.fn(), closed: false }));
    vi.stubGlobal('open', open);
    saveLoginRedirect('/user/Deposit');
    completeLogin(LOGIN);

    expect(open).toHaveBeenCalledWith(
      '/user/Deposit',
      'userWindow',
      expect.stringContaining('width=1500,height=800'),
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates to the saved address on mobile, and to any other saved address', () => {
    setWidth(390);
    saveLoginRedirect('/proxy');
    completeLogin(LOGIN);
    expect(navigate).toHaveBeenLastCalledWith('/proxy', undefined);

    setWidth(1366);
    saveLoginRedirect('/discount/3');
    completeLogin(LOGIN);
    expect(navigate).toHaveBeenLastCalledWith('/discount/3', undefined);
  });

  it('asks for the first-login password change: a modal on desktop, the Info page on mobile', () => {
    saveLoginRedirect('/discount');
    completeLogin({ ...LOGIN, first_login_to_change_password: true });
    expect(useForcePasswordStore.getState().required).toBe(true);
    expect(navigate).not.toHaveBeenCalled();

    useForcePasswordStore.getState().done();
    setWidth(390);
    completeLogin({ ...LOGIN, first_login_to_change_password: true });
    expect(useForcePasswordStore.getState().required).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith('/user/Info', undefined);
  });
});

describe('endSession', () => {
  it('forgets the session and member data, closes member windows and goes home', () => {
    const memberWindow = { focus: vi.fn(), close: vi.fn(), closed: false };
    vi.stubGlobal(
      'open',
      vi.fn(() => memberWindow),
    );
    saveLoginRedirect('/fastPayment');
    completeLogin(LOGIN);
    queryClient.setQueryData(memberQueryKey('layout'), { member_cash: '1.00' });

    endSession();

    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryData(memberQueryKey('layout'))).toBeUndefined();
    expect(memberWindow.close).toHaveBeenCalled();
    expect(navigate).toHaveBeenLastCalledWith('/', undefined);
  });
});
