import { CHUNK_RELOAD_GUARD_MS } from '@member-site/contracts/constants';
import { describe, expect, it, vi } from 'vitest';

import {
  importWithReload,
  isChunkLoadError,
  reloadOnceForChunkError,
  setNavigationTargetResolver,
} from './chunk-reload';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, value);
    },
  };
};

describe('reloadOnceForChunkError', () => {
  it('reloads once per path within 10 s, then again after the guard has passed', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const start = 1_000_000;

    expect(reloadOnceForChunkError({ storage, reload, path: '/discount', now: start })).toBe(true);
    expect(
      reloadOnceForChunkError({ storage, reload, path: '/discount', now: start + 9_000 }),
    ).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    // Another path has its own guard.
    expect(reloadOnceForChunkError({ storage, reload, path: '/faq', now: start + 9_000 })).toBe(
      true,
    );
    expect(
      reloadOnceForChunkError({
        storage,
        reload,
        path: '/discount',
        now: start + CHUNK_RELOAD_GUARD_MS + 1,
      }),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('does not reload when session storage is unusable', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(reloadOnceForChunkError({ storage, reload, path: '/', now: 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the address being navigated to, guarded per that path', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    setNavigationTargetResolver(() => '/faq?x=1');
    try {
      expect(reloadOnceForChunkError({ storage, reload, now: 5_000 })).toBe(true);
      expect(reload).toHaveBeenCalledWith('/faq?x=1');
      expect(storage.getItem('chunk_reload_at:/faq')).toBe('5000');
      expect(reloadOnceForChunkError({ storage, reload, now: 6_000 })).toBe(false);
    } finally {
      setNavigationTargetResolver(() => undefined);
    }
  });
});

describe('importWithReload', () => {
  it('passes through modules and errors that are not chunk failures', async () => {
    await expect(importWithReload(() => Promise.resolve({ ok: 1 }))).resolves.toEqual({ ok: 1 });
    await expect(importWithReload(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });

  it('recognises failed dynamic imports', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });
});
