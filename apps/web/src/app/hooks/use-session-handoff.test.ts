import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { connectSessionRuntime } from '../../shared/session/session-runtime';
import { useSessionStore } from '../../shared/session/session-store';
import { createTestQueryClient, envelopeResponse } from '../../test/render';
import { readAddressSession, runSessionHandoff } from './use-session-handoff';

const fetchMock = vi.fn<typeof fetch>();

/** The JSON body of a mocked fetch call. */
const jsonOf = (init: RequestInit | undefined): Record<string, unknown> =>
  JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
const navigate = vi.fn();
let disconnect: () => void;

const at = (address: string) => new URL(address, 'https://site.test') as unknown as Location;

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  disconnect = connectSessionRuntime({ queryClient: createTestQueryClient(), navigate });
});

afterEach(() => {
  disconnect();
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

const HANDOFF = '?tk=handed-token&member_account=player09&member_currency=VND&member_id=9';

describe('session handoff', () => {
  it('takes the session from the address and removes it from the address', async () => {
    await runSessionHandoff(at(`/user${HANDOFF}&footer=false`), createTestQueryClient());

    expect(useSessionStore.getState().session).toMatchObject({
      token: 'handed-token',
      memberId: 9,
      account: 'player09',
      currency: 'VND',
    });
    expect(localStorage.getItem('token')).toBe('handed-token');
    expect(navigate).toHaveBeenCalledWith('/user?footer=false', { replace: true });
  });

  it('keeps the stored session when this page already took it, and clears the flag', async () => {
    localStorage.setItem('skipReloadGetInfo', 'true');
    await runSessionHandoff(at(`/${HANDOFF}`), createTestQueryClient());
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem('skipReloadGetInfo')).toBeNull();
  });

  it('ignores an address missing any of the four values', () => {
    expect(readAddressSession(new URLSearchParams('?tk=t&member_account=a&member_id=1'))).toBe(
      undefined,
    );
    expect(
      readAddressSession(
        new URLSearchParams('?tk=t&member_account=a&member_currency=XXX&member_id=1'),
      ),
    ).toBe(undefined);
  });

  it('opens an enc envelope through the server and goes home', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse({
        tk: 'enc-token',
        member_id: 5,
        member_account: 'player05',
        member_currency: 'RMB',
      }),
    );
    await runSessionHandoff(at('/?enc=sealed-envelope'), createTestQueryClient());

    expect(jsonOf(fetchMock.mock.calls[0]![1])).toMatchObject({
      enc: 'sealed-envelope',
    });
    expect(useSessionStore.getState().session?.account).toBe('player05');
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('goes home without a session when the envelope is refused', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(null, { code: '101', message: 'Expired' }));
    await runSessionHandoff(at('/?enc=expired'), createTestQueryClient());
    expect(useSessionStore.getState().session).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
