import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SETTLE_AFTER_LOAD_MS, whenPageSettled } from './page-settled';

/** A window whose load event and idle moments the test decides. */
const fakeWindow = (readyState: DocumentReadyState, idle: boolean) => {
  const loadListeners: (() => void)[] = [];
  const idleCallbacks: (() => void)[] = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    },
    setTimeout: (handler: () => void, ms: number) => window.setTimeout(handler, ms),
    ...(idle
      ? {
          requestIdleCallback: ((callback: () => void) => {
            idleCallbacks.push(callback);
            return idleCallbacks.length;
          }) as Window['requestIdleCallback'],
        }
      : {}),
  };
  return {
    win,
    load: () => loadListeners.splice(0).forEach((listener) => listener()),
    goIdle: () => idleCallbacks.splice(0).forEach((callback) => callback()),
  };
};

describe('whenPageSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the load event, then a few seconds, then an idle moment', () => {
    const task = vi.fn();
    const page = fakeWindow('loading', true);
    whenPageSettled(task, page.win);

    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS * 2);
    expect(task).not.toHaveBeenCalled();

    page.load();
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1);
    page.goIdle();
    expect(task).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled();
    page.goIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('counts from the load event on a page that loaded a while ago', () => {
    const task = vi.fn();
    const page = fakeWindow('complete', true);
    const loadedAgo = 3_000;
    const win = {
      ...page.win,
      performance: {
        now: () => 10_000,
        getEntriesByType: () =>
          [{ loadEventEnd: 10_000 - loadedAgo }] as unknown as PerformanceEntryList,
      },
    };
    whenPageSettled(task, win);

    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - loadedAgo - 1);
    page.goIdle();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    page.goIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('counts from now on a loaded page whose load time the browser cannot tell', () => {
    const task = vi.fn();
    const page = fakeWindow('complete', true);
    whenPageSettled(task, page.win);

    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS);
    page.goIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a task cancelled before the page settled', () => {
    const task = vi.fn();
    const page = fakeWindow('loading', true);
    const cancel = whenPageSettled(task, page.win);

    page.load();
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS);
    cancel();
    page.goIdle();
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS * 2);
    expect(task).not.toHaveBeenCalled();
  });

  it('runs after the settling time where the browser reports no idle moments', () => {
    const task = vi.fn();
    const page = fakeWindow('complete', false);
    whenPageSettled(task, page.win);

    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
