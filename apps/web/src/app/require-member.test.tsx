import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { useAuthModalStore } from '../shared/session/account-modal-store';
import { takeLoginRedirect } from '../shared/session/redirect';
import { useSessionStore } from '../shared/session/session-store';
import { renderWithProviders } from '../test/render';
import { RequireMember } from './require-member';

const MEMBER = {
  token: 't',
  memberId: 7,
  account: 'player01',
  memberType: 1,
  agentType: 0,
  currency: 'RMB' as const,
};

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/" element={<p>home page</p>} />
      <Route element={<RequireMember />}>
        <Route path="/user/Info" element={<p>profile page</p>} />
      </Route>
    </Routes>,
    { route },
  );

afterEach(() => {
  useSessionStore.getState().signOut();
  useAuthModalStore.setState({ mode: null, everOpened: false });
});

describe('member route guard', () => {
  it('sends a visitor home with the login modal open and remembers the page', () => {
    renderAt('/user/Info?from=menu');
    expect(screen.getByText('home page')).toBeTruthy();
    expect(screen.queryByText('profile page')).toBeNull();
    expect(useAuthModalStore.getState().mode).toBe('login');
    expect(takeLoginRedirect()).toBe('/user/Info?from=menu');
  });

  it('lets a member in', () => {
    useSessionStore.getState().signIn(MEMBER);
    renderAt('/user/Info');
    expect(screen.getByText('profile page')).toBeTruthy();
    expect(useAuthModalStore.getState().mode).toBeNull();
  });

  it('sends a member whose session ends home without asking to log in', () => {
    useSessionStore.getState().signIn(MEMBER);
    renderAt('/user/Info');
    act(() => {
      useSessionStore.getState().signOut();
    });
    expect(screen.getByText('home page')).toBeTruthy();
    expect(useAuthModalStore.getState().mode).toBeNull();
    expect(takeLoginRedirect()).toBeUndefined();
  });
});
