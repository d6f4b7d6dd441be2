import { loginCall, siteDetailCall } from '@member-site/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { envelopeResponse } from '../../test/render';
import { ApiError, describeError } from './api-error';
import { type ApiEventName, onApiEvent } from './api-events';
import { call, forgetTaggedAnswers, setRequestLanguage } from './call';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  forgetTaggedAnswers();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
};

const english = (key: string) => `en:${key}`;

describe('call', () => {
  it('posts JSON to /api<path> with the lang and token headers and returns the data', async () => {
    localStorage.setItem('token', 'abc123');
    setRequestLanguage('vi_VN');
    fetchMock.mockResolvedValue(envelopeResponse({ detail: { site_id: 1 } }));

    const data = await call(siteDetailCall, { site_id: 1 });

    expect(data).toEqual({ detail: { site_id: 1 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/arks/web/site/detail');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"site_id":1}');
    const headers = init?.headers as Record<string, string>;
    expect(headers.lang).toBe('vi_VN');
    expect(headers.authorization).toBe('Bearer abc123');
  });

  it('accepts the legacy success code 1000', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ token: 't' }, { code: '1000' }));
    await expect(call(loginCall, { account: 'a', password: 'p' })).resolves.toEqual({ token: 't' });
  });

  it('sends no authorization header without a stored token', async () => {
    fetchMock.mockResolvedValue(envelopeResponse({ detail: {} }));
    await call(siteDetailCall, {});
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
  });

  it('maps a business code to the catalogue entry of the call family', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse(null, { code: '101', message: 'Wrong account or password' }),
    );
    const error = await rejection(call(loginCall, { account: 'a', password: 'p' }));
    expect(error.code).toBe('101');
    expect(error.family).toBe('login');
    expect(error.i18nKey).toBe('account_error');
    expect(error.serverMessage).toBe('Wrong account or password');
    expect(describeError(error, english)).toBe('en:account_error');
  });

  it('appends the code where the catalogue says so and shows unknown codes as the server said', async () => {
    fetchMock.mockResolvedValueOnce(envelopeResponse(null, { code: '202', message: 'IP' }));
    const ipError = await rejection(call(loginCall, { account: 'a', password: 'p' }));
    expect(describeError(ipError, english)).toBe('en:ip_error (202)');

    fetchMock.mockResolvedValueOnce(envelopeResponse(null, { code: '777', message: 'Odd' }));
    const unknown = await rejection(call(loginCall, { account: 'a', password: 'p' }));
    expect(unknown.i18nKey).toBeUndefined();
    expect(describeError(unknown, english)).toBe('Odd');
  });

  it('announces unauthorized on HTTP 401', async () => {
    const listener = vi.fn();
    const stop = onApiEvent('unauthorized', listener);
    fetchMock.mockResolvedValue(
      envelopeResponse(null, { code: '401', message: 'Please log in', status: 401 }),
    );
    const error = await rejection(call(siteDetailCall, {}));
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(error.httpStatus).toBe(401);
    expect(error.i18nKey).toBe('errors.unauthenticated');
  });

  it('stores a token rotated through the authorization response header and says so', async () => {
    localStorage.setItem('token', 'old');
    const rotated = vi.fn(() => localStorage.getItem('token'));
    const stop = onApiEvent('tokenRotated', rotated);
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ detail: {} }, { headers: { authorization: 'Bearer fresh-token' } }),
    );
    await call(siteDetailCall, {});
    fetchMock.mockResolvedValueOnce(envelopeResponse({ detail: {} }));
    await call(siteDetailCall, {});
    stop();
    expect(localStorage.getItem('token')).toBe('fresh-token');
    // Announced once, after the new token was stored.
    expect(rotated).toHaveBeenCalledTimes(1);
    expect(rotated).toHaveReturnedWith('fresh-token');
  });

  it('asks with a given token without touching the stored one or the session events', async () => {
    localStorage.setItem('token', 'stored');
    const listener = vi.fn();
    const stop = onApiEvent('unauthorized', listener);
    const rotated = vi.fn();
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ detail: {} }, { headers: { authorization: 'Bearer handed-fresh' } }),
    );
    await call(siteDetailCall, {}, { token: 'handed', onRotatedToken: rotated });
    fetchMock.mockResolvedValueOnce(
      envelopeResponse(null, { code: '401', message: 'Please log in', status: 401 }),
    );
    await rejection(call(siteDetailCall, {}, { token: 'forged' }));
    stop();

    const headers = fetchMock.mock.calls.map(([, init]) => init?.headers as Record<string, string>);
    expect(headers.map((header) => header.authorization)).toEqual([
      'Bearer handed',
      'Bearer forged',
    ]);
    expect(rotated).toHaveBeenCalledWith('handed-fresh');
    expect(localStorage.getItem('token')).toBe('stored');
    expect(listener).not.toHaveBeenCalled();
  });

  it('gives up after the timeout with ECONNABORTED and the network message', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const pending = rejection(call(siteDetailCall, {}, { timeoutMs: 30_000 }));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.code).toBe('ECONNABORTED');
    expect(error.isNetworkFailure).toBe(true);
    expect(describeError(error, english)).toBe('en:errors.network');
  });

  it('names failures without a usable answer as the spec does', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await rejection(call(siteDetailCall, {}))).code).toBe('network fail');

    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    expect((await rejection(call(siteDetailCall, {}))).code).toBe('empty response');

    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    const gateway = await rejection(call(siteDetailCall, {}));
    expect(gateway.code).toBe('empty response');
    expect(gateway.i18nKey).toBe('errors.network');
  });
});

describe('call with entity tags', () => {
  const sentTag = (index: number) =>
    (fetchMock.mock.calls[index]![1]?.headers as Record<string, string>)['if-none-match'];

  it('sends the tag of the answer it holds and reads a 304 as that answer again', async () => {
    setRequestLanguage('en_US');
    fetchMock.mockResolvedValueOnce(
      envelopeResponse({ detail: { site_id: 1 } }, { headers: { etag: '"v1"' } }),
    );
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304, headers: { etag: '"v1"' } }));

    expect(await call(siteDetailCall, { site_id: 1 })).toEqual({ detail: { site_id: 1 } });
    expect(sentTag(0)).toBeUndefined();
    expect(await call(siteDetailCall, { site_id: 1 })).toEqual({ detail: { site_id: 1 } });
    expect(sentTag(1)).toBe('"v1"');
  });

  it('takes a changed answer and its new tag', async () => {
    fetchMock.mockResolvedValueOnce(envelopeResponse({ n: 1 }, { headers: { etag: '"v1"' } }));
    fetchMock.mockResolvedValueOnce(envelopeResponse({ n: 2 }, { headers: { etag: '"v2"' } }));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));

    await call(siteDetailCall, { site_id: 1 });
    expect(await call(siteDetailCall, { site_id: 1 })).toEqual({ n: 2 });
    expect(await call(siteDetailCall, { site_id: 1 })).toEqual({ n: 2 });
    expect(sentTag(2)).toBe('"v2"');
  });

  it('keeps answers apart by body, language and token', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(envelopeResponse({}, { headers: { etag: '"v1"' } })),
    );
    setRequestLanguage('en_US');
    await call(siteDetailCall, { site_id: 1 });
    await call(siteDetailCall, { site_id: 2 });
    setRequestLanguage('zh_CN');
    await call(siteDetailCall, { site_id: 1 });
    setRequestLanguage('en_US');
    localStorage.setItem('token', 'member-token');
    await call(siteDetailCall, { site_id: 1 });
    expect([0, 1, 2, 3].map(sentTag)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('refuses a 304 it holds no answer for with an error, not a crash', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    const error = await rejection(call(siteDetailCall, {}));
    expect(error.httpStatus).toBe(304);
  });
});

describe('call and the connection', () => {
  const heard = (names: ApiEventName[]) => {
    const events: ApiEventName[] = [];
    const stops = names.map((name) => onApiEvent(name, () => events.push(name)));
    return { events, stop: () => stops.forEach((stop) => stop()) };
  };

  it('announces a site it cannot reach, and one that answers, whatever the answer', async () => {
    const { events, stop } = heard(['unreachable', 'reachable']);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await rejection(call(siteDetailCall, {}));
    fetchMock.mockResolvedValueOnce(envelopeResponse(null, { code: '460', status: 200 }));
    await rejection(call(siteDetailCall, {}));
    expect(events).toEqual(['unreachable', 'reachable']);
    stop();
  });
});
