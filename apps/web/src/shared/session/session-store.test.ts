import { afterEach, describe, expect, it } from 'vitest';

import { useSessionStore, type StoredSession } from './session-store';

const MEMBER: StoredSession = {
  token: 'first-token',
  memberId: 42,
  account: 'player01',
  memberType: 1,
  agentType: 0,
  currency: 'RMB',
};

const serial = () => useSessionStore.getState().serial;

afterEach(() => {
  useSessionStore.getState().signOut();
});

describe('the session serial', () => {
  it('changes when a session is stored or forgotten', () => {
    const start = serial();
    useSessionStore.getState().signIn(MEMBER);
    expect(serial()).toBe(start + 1);
    // The same member logging in again (a handoff, a password change) is another session.
    useSessionStore.getState().signIn({ ...MEMBER, token: 'second-token' });
    expect(serial()).toBe(start + 2);
    useSessionStore.getState().signOut();
    expect(serial()).toBe(start + 3);
    // Nobody to forget: nothing changed.
    useSessionStore.getState().signOut();
    expect(serial()).toBe(start + 3);
  });

  it('stays when only the token rotates, and changes when another tab stored another member', () => {
    useSessionStore.getState().signIn(MEMBER);
    const start = serial();

    localStorage.setItem('token', 'rotated-token');
    useSessionStore.getState().reload();
    expect(useSessionStore.getState().session?.token).toBe('rotated-token');
    expect(serial()).toBe(start);

    localStorage.setItem('member_id', '7');
    localStorage.setItem('member_account', 'player07');
    useSessionStore.getState().reload();
    expect(useSessionStore.getState().session?.memberId).toBe(7);
    expect(serial()).toBe(start + 1);

    localStorage.clear();
    useSessionStore.getState().reload();
    expect(useSessionStore.getState().session).toBeNull();
    expect(serial()).toBe(start + 2);
  });
});
