import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** One observer the code made: what it was asked to watch, and with which options. */
export type WatchingObserver = {
  report: IntersectionObserverCallback;
  watched: Element[];
  options: IntersectionObserverInit | undefined;
};

/**
 * A browser that tells what is on screen, standing in for `IntersectionObserver`: the test says
 * when an element comes into view (or near it, for the observer's margins).
 */
export const watchScreen = () => {
  const observers: WatchingObserver[] = [];
  class TestIntersectionObserver {
    private readonly entry: WatchingObserver;
    constructor(report: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { report, watched: [], options };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.watched.push(element);
    }
    disconnect() {
      this.entry.watched = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  return {
    observers,
    scrollIntoView: (element: Element) =>
      act(() => {
        for (const { report, watched } of observers) {
          if (!watched.includes(element)) continue;
          report(
            [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      }),
  };
};
