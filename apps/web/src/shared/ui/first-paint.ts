/**
 * The longest the app's code waits for the page's first paint. A page opened in a background tab
 * paints only once shown, and a browser may report no paint at all.
 */
export const FIRST_PAINT_WAIT_MS = 1_000;

/**
 * Resolves once the browser has shown the page's first text or picture (its first contentful
 * paint), or after `FIRST_PAINT_WAIT_MS`, whichever comes first.
 */
export const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (
      typeof PerformanceObserver !== 'function' ||
      !PerformanceObserver.supportedEntryTypes.includes('paint')
    ) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(() => {
      done();
    }, FIRST_PAINT_WAIT_MS);
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });

type TaskScheduler = { yield?: () => Promise<void> };

/**
 * A turn of the event loop: the browser may paint, and take input, before what follows. Start-up
 * work split at these points runs as several short tasks instead of one long one a press would
 * wait behind. `scheduler.yield()` where the browser has it (the rest of the work keeps its
 * place ahead of other queued tasks), a zero timeout elsewhere.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
};
