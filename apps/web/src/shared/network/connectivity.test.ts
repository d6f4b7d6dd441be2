import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { emitApiEvent } from '../api/api-events';
import {
  RECHECK_MS,
  probeSite,
  setOnSiteBack,
  useConnectivityStore,
  watchConnectivity,
} from './connectivity';

const fetchMock = vi.fn<typeof fetch>();
let stop: () => void = () => undefined;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useConnectivityStore.setState({ unreachable: false });
  stop = watchConnectivity();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('connectivity', () => {
  it('is unreachable after a call finds no server, and back with the next answer', () => {
    const back = vi.fn();
    const forget = setOnSiteBack(back);
    emitApiEvent('unreachable');
    expect(useConnectivityStore.getState().unreachable).toBe(true);
    emitApiEvent('reachable');
    expect(useConnectivityStore.getState().unreachable).toBe(false);
    expect(back).toHaveBeenCalledOnce();
    // An answer while reachable refetches nothing.
    emitApiEvent('reachable');
    expect(back).toHaveBeenCalledOnce();
    forget();
  });

  it('follows the browser going offline', () => {
    window.dispatchEvent(new Event('offline'));
    expect(useConnectivityStore.getState().unreachable).toBe(true);
  });

  it('asks the site again while unreachable, and refetches once it answers', async () => {
    vi.useFakeTimers();
    stop();
    stop = watchConnectivity();
    const back = vi.fn();
    const forget = setOnSiteBack(back);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
    emitApiEvent('unreachable');

    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useConnectivityStore.getState().unreachable).toBe(true);

    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(useConnectivityStore.getState().unreachable).toBe(false);
    expect(back).toHaveBeenCalledOnce();
    forget();
  });

  it('counts any HTTP answer of the probe as the site answering', async () => {
    useConnectivityStore.setState({ unreachable: true });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 503 }));
    expect(await probeSite()).toBe(true);
    expect(useConnectivityStore.getState().unreachable).toBe(false);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'HEAD', cache: 'no-store' });
  });
});
