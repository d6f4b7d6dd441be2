import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FIRST_PAINT_WAIT_MS, afterFirstPaint, nextTask } from './first-paint';

/** Stands in for the browser's paint timing: the test says which paints happened. */
const watchPaints = () => {
  const observers: { report: (names: string[]) => void; connected: boolean }[] = [];
  class TestPerformanceObserver {
    static supportedEntryTypes = ['paint', 'navigation'];
    private readonly entry: (typeof observers)[number];
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      this.entry = {
        connected: false,
        report: (names) => {
          callback({ getEntriesByName: (name) => names.filter((paint) => paint === name) });
        },
      };
      observers.push(this.entry);
    }
    observe() {
      this.entry.connected = true;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', TestPerformanceObserver);
  return {
    observers,
    paint: (...names: string[]) => {
      for (const observer of observers) if (observer.connected) observer.report(names);
    },
  };
};

/** Whether the promise has settled, after the microtasks queued so far. */
const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('waiting for the first paint', () => {
  it('goes on once the page has shown text or a picture, not at its first blank paint', async () => {
    const paints = watchPaints();
    const waiting = afterFirstPaint();
    paints.paint('first-paint');
    expect(await settled(waiting)).toBe(false);
    paints.paint('first-contentful-paint');
    expect(await settled(waiting)).toBe(true);
    expect(paints.observers.every((observer) => !observer.connected)).toBe(true);
  });

  it('goes on after a second when no paint comes (a tab opened in the background)', async () => {
    watchPaints();
    const waiting = afterFirstPaint();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait in a browser that reports no paints', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    expect(await settled(afterFirstPaint())).toBe(true);
  });
});

describe("the browser's turn between start-up steps", () => {
  it('goes on only after the tasks already queued, such as a paint or a press', async () => {
    const ran: string[] = [];
    setTimeout(() => {
      ran.push('queued task');
    }, 0);
    const turn = nextTask().then(() => {
      ran.push('next step');
    });
    expect(await settled(turn)).toBe(false);
    await vi.runAllTimersAsync();
    await turn;
    expect(ran).toEqual(['queued task', 'next step']);
  });

  it("uses the browser's own scheduler where it has one", async () => {
    const yieldTurn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTurn });
    expect(await settled(nextTask())).toBe(true);
    expect(yieldTurn).toHaveBeenCalledTimes(1);
  });
});
