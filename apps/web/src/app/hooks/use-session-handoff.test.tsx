import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { connectSessionRuntime } from '../../shared/session/session-runtime';
import { useSessionStore } from '../../shared/session/session-store';
import { showToast } from '../../shared/ui/toast';
import {
  createTestQueryClient,
  envelopeResponse,
  renderWithProviders,
  setupTestI18n,
} from '../../test/render';
import { SessionSwitchPrompt } from '../layouts/session-switch-prompt';
import {
  addressWithoutHandoff,
  readAddressHandoff,
  resetAddressHandoff,
} from './session-handoff-address';
import { runSessionHandoff, useSessionHandoff } from './use-session-handoff';
import { LAYOUT } from '../../features/member-centre/test-fixtures';

vi.mock('../../shared/ui/toast', () => ({ showToast: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
/** The JSON body of a mocked fetch call. */
const jsonOf = (init: RequestInit | undefined): Record<string, unknown> =>
  JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
const bearerOf = (init: RequestInit | undefined): string | undefined =>
  (init?.headers as Record<string, string> | undefined)?.authorization;

const layout = (id: number, account: string) => ({
  member_common_layout: { ...LAYOUT, id, member_account: account, member_currency: 'VND' },
});

/** The server: `handed-token` is player09's, `enc-token` player05's; any other token is refused. */
const answer = (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
  if (urlOf(input) === '/api/get_info_data/peek') {
    return Promise.resolve(
      jsonOf(init).enc === 'sealed-envelope'
        ? envelopeResponse({ member_id: 5, member_account: 'player05', member_currency: 'RMB' })
        : envelopeResponse(null, { code: '101', message: 'Expired' }),
    );
  }
  if (urlOf(input) === '/api/get_info_data') {
    return Promise.resolve(
      jsonOf(init).enc === 'sealed-envelope'
        ? envelopeResponse({
            tk: 'enc-token',
            member_id: 5,
            member_account: 'player05',
            member_currency: 'RMB',
          })
        : envelopeResponse(null, { code: '101', message: 'Expired' }),
    );
  }
  const bearer = bearerOf(init);
  if (bearer === 'Bearer handed-token')
    return Promise.resolve(envelopeResponse(layout(9, 'player09')));
  if (bearer === 'Bearer enc-token')
    return Promise.resolve(envelopeResponse(layout(5, 'player05')));
  if (bearer === 'Bearer stored-token')
    return Promise.resolve(envelopeResponse(layout(7, 'player07')));
  return Promise.resolve(envelopeResponse(null, { code: '401', message: 'Expired', status: 401 }));
};

const STORED = {
  token: 'stored-token',
  memberId: 7,
  account: 'player07',
  memberType: 1,
  agentType: 0,
  currency: 'RMB' as const,
};

let disconnect: () => void;

beforeAll(async () => {
  await setupTestI18n();
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(answer);
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(showToast).mockReset();
  resetAddressHandoff();
  disconnect = connectSessionRuntime({ queryClient: createTestQueryClient(), navigate: vi.fn() });
});

afterEach(() => {
  disconnect();
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  window.history.replaceState(null, '', '/');
});

/** The layout root's part of the handoff: the hook and its question. */
const Host = () => {
  const handoff = useSessionHandoff();
  return <SessionSwitchPrompt question={handoff.question} onAnswer={handoff.answer} />;
};

const openAt = (address: string) => {
  window.history.replaceState(null, '', address);
  renderWithProviders(<Host />);
};

const never = () => new Promise<boolean>(() => undefined);

describe('the address of a handoff', () => {
  it('prefers the sealed enc to a bare tk', () => {
    expect(readAddressHandoff(new URLSearchParams('?tk=t&enc=e'))).toEqual({
      kind: 'enc',
      enc: 'e',
    });
    expect(readAddressHandoff(new URLSearchParams('?tk=t&member_account=a'))).toEqual({
      kind: 'tk',
      token: 't',
    });
    expect(readAddressHandoff(new URLSearchParams('?footer=false'))).toBeUndefined();
  });

  it('keeps the page and other parameters of a tk link, and sends an enc link home', () => {
    expect(
      addressWithoutHandoff({
        pathname: '/user',
        search: '?tk=t&member_account=a&member_currency=VND&member_id=9&footer=false',
        hash: '#top',
      }),
    ).toBe('/user?footer=false#top');
    expect(addressWithoutHandoff({ pathname: '/user', search: '?enc=e', hash: '' })).toBe('/');
  });

  it('is cleaned before the server is asked about the token', async () => {
    const seen: string[] = [];
    fetchMock.mockImplementation((input, init) => {
      seen.push(window.location.href);
      return answer(input, init);
    });
    openAt('/user?tk=handed-token&member_account=player09&member_id=9&footer=false');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/user?footer=false');

    await waitFor(() => {
      expect(useSessionStore.getState().session?.account).toBe('player09');
    });
    expect(seen.length).toBeGreaterThan(0);
    for (const address of seen) expect(address).not.toContain('handed-token');
  });
});

describe('session handoff', () => {
  it('checks the token with the server, with that token, before taking it', async () => {
    const result = await runSessionHandoff(
      { kind: 'tk', token: 'handed-token' },
      { queryClient: createTestQueryClient(), confirmSwitch: never },
    );

    expect(result).toBe('adopted');
    expect(bearerOf(fetchMock.mock.calls[0]![1])).toBe('Bearer handed-token');
    expect(useSessionStore.getState().session).toMatchObject({
      token: 'handed-token',
      memberId: 9,
      account: 'player09',
      currency: 'VND',
    });
    expect(localStorage.getItem('token')).toBe('handed-token');
  });

  it('opens an enc envelope and checks the token it holds, ignoring a tk beside it', async () => {
    openAt('/?tk=handed-token&enc=sealed-envelope');

    await waitFor(() => {
      expect(useSessionStore.getState().session?.account).toBe('player05');
    });
    expect(urlOf(fetchMock.mock.calls[0]![0])).toBe('/api/get_info_data');
    expect(jsonOf(fetchMock.mock.calls[0]![1])).toMatchObject({ enc: 'sealed-envelope' });
    expect(bearerOf(fetchMock.mock.calls[1]![1])).toBe('Bearer enc-token');
    for (const [, init] of fetchMock.mock.calls) {
      expect(bearerOf(init)).not.toBe('Bearer handed-token');
    }
    expect(window.location.pathname + window.location.search).toBe('/');
  });

  it('asks before replacing another member, and keeps the stored one on Stay', async () => {
    useSessionStore.getState().signIn(STORED);
    openAt('/?tk=handed-token');

    const prompt = await screen.findByTestId('session-switch-prompt');
    expect(prompt.textContent).toContain('You are signed in as player07. Switch to player09?');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));

    await waitFor(() => {
      expect(screen.queryByTestId('session-switch-prompt')).toBeNull();
    });
    expect(useSessionStore.getState().session).toEqual(STORED);
    expect(localStorage.getItem('token')).toBe('stored-token');
  });

  it('asks about an enc for another member before the server opens a session for it', async () => {
    useSessionStore.getState().signIn(STORED);
    openAt('/?enc=sealed-envelope');

    const prompt = await screen.findByTestId('session-switch-prompt');
    expect(prompt.textContent).toContain('You are signed in as player07. Switch to player05?');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => {
      expect(screen.queryByTestId('session-switch-prompt')).toBeNull();
    });
    // Only the question was asked: the enc was never redeemed, so no session of player05 exists.
    expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toEqual(['/api/get_info_data/peek']);
    expect(useSessionStore.getState().session).toEqual(STORED);
  });

  it('redeems an enc for another member once the visitor switches, and asks only once', async () => {
    useSessionStore.getState().signIn(STORED);
    openAt('/?enc=sealed-envelope');

    await screen.findByTestId('session-switch-prompt');
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }));
    await waitFor(() => {
      expect(useSessionStore.getState().session?.account).toBe('player05');
    });
    expect(localStorage.getItem('token')).toBe('enc-token');
    await waitFor(() => {
      expect(screen.queryByTestId('session-switch-prompt')).toBeNull();
    });
    expect(
      fetchMock.mock.calls.filter(([url]) => urlOf(url) === '/api/get_info_data/peek'),
    ).toHaveLength(1);
  });

  it('stays with the stored member when the question is dismissed with Escape', async () => {
    useSessionStore.getState().signIn(STORED);
    openAt('/?tk=handed-token');

    const prompt = await screen.findByTestId('session-switch-prompt');
    expect(document.activeElement?.textContent).toBe('Stay');
    fireEvent.keyDown(prompt, { key: 'Escape' });

    await waitFor(() => {
      expect(screen.queryByTestId('session-switch-prompt')).toBeNull();
    });
    expect(useSessionStore.getState().session).toEqual(STORED);
  });

  it('replaces the stored member on Switch', async () => {
    useSessionStore.getState().signIn(STORED);
    openAt('/?tk=handed-token');

    await screen.findByTestId('session-switch-prompt');
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }));

    await waitFor(() => {
      expect(useSessionStore.getState().session?.account).toBe('player09');
    });
    expect(localStorage.getItem('token')).toBe('handed-token');
  });

  it('continues silently when the link is for the member already signed in', async () => {
    useSessionStore.getState().signIn({ ...STORED, token: 'older-token', memberId: 9 });
    const confirmSwitch = vi.fn(never);
    const result = await runSessionHandoff(
      { kind: 'tk', token: 'handed-token' },
      { queryClient: createTestQueryClient(), confirmSwitch },
    );

    expect(result).toBe('adopted');
    expect(confirmSwitch).not.toHaveBeenCalled();
    expect(useSessionStore.getState().session?.token).toBe('handed-token');
  });

  it('replaces nothing and says so when the token is invalid or expired', async () => {
    useSessionStore.getState().signIn(STORED);
    const confirmSwitch = vi.fn(never);
    const result = await runSessionHandoff(
      { kind: 'tk', token: 'forged-token' },
      { queryClient: createTestQueryClient(), confirmSwitch },
    );

    expect(result).toBe('invalid');
    expect(confirmSwitch).not.toHaveBeenCalled();
    expect(useSessionStore.getState().session).toEqual(STORED);
    expect(localStorage.getItem('token')).toBe('stored-token');
    expect(showToast).toHaveBeenCalledWith({
      kind: 'error',
      message: 'This sign-in link is invalid or has expired. Nothing was changed.',
    });
  });

  it('replaces nothing when the envelope is refused', async () => {
    const result = await runSessionHandoff(
      { kind: 'enc', enc: 'expired' },
      { queryClient: createTestQueryClient(), confirmSwitch: never },
    );
    expect(result).toBe('invalid');
    expect(useSessionStore.getState().session).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error' }));
  });

  it('replaces nothing when the server cannot be asked', async () => {
    useSessionStore.getState().signIn(STORED);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await runSessionHandoff(
      { kind: 'tk', token: 'handed-token' },
      { queryClient: createTestQueryClient(), confirmSwitch: never },
    );
    expect(result).toBe('unreachable');
    expect(useSessionStore.getState().session).toEqual(STORED);
    expect(showToast).toHaveBeenCalledWith({
      kind: 'error',
      message: 'The sign-in link could not be checked. Please try again.',
    });
  });

  it('leaves a tk this page already took alone, and clears the flag', async () => {
    localStorage.setItem('skipReloadGetInfo', 'true');
    const result = await runSessionHandoff(
      { kind: 'tk', token: 'handed-token' },
      { queryClient: createTestQueryClient(), confirmSwitch: never },
    );
    expect(result).toBe('skipped');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem('skipReloadGetInfo')).toBeNull();
  });
});
