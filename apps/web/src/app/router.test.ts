import { afterEach, describe, expect, it, vi } from 'vitest';

import { createAppRouter, whenRouterReady, type AppRouter } from './router';

let router: AppRouter | undefined;

afterEach(() => {
  router?.dispose();
  router = undefined;
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the site router', () => {
  it('starts with its first page loaded, without reading session storage, and navigates', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    window.history.replaceState(null, '', '/close');
    router = createAppRouter();
    await whenRouterReady(router);

    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.at(-1)?.route.path).toBe('/close');
    expect(router.state.matches.at(-1)?.route.lazy).toBeUndefined();
    expect(router.state.matches.at(-1)?.route.element).toBeTruthy();
    const sessionReads = getItem.mock.contexts.filter(
      (storage) => storage === window.sessionStorage,
    );
    expect(sessionReads).toEqual([]);

    await router.navigate('/loading?to=%2F');
    expect(router.state.location.pathname).toBe('/loading');
    expect(window.location.pathname).toBe('/loading');
    void router.navigate(-1);
    await vi.waitFor(() => {
      expect(window.location.pathname).toBe('/close');
    });
  });
});
