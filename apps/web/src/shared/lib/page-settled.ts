/** How long after the load event the page is left to its own first work. */
export const SETTLE_AFTER_LOAD_MS = 5_000;
/** The longest an idle moment is waited for once that time is up. */
const IDLE_TIMEOUT_MS = 5_000;

/** What `whenPageSettled` uses of the window. */
type SettleWindow = {
  document: Pick<Document, 'readyState'>;
  addEventListener: (type: 'load', listener: () => void, options: { once: true }) => void;
  setTimeout: (handler: () => void, ms: number) => unknown;
  requestIdleCallback?: Window['requestIdleCallback'];
  performance?: Pick<Performance, 'now' | 'getEntriesByType'>;
};

/** How long ago the page's load event ended, in ms (0 where the browser cannot say). */
const sinceLoad = (win: SettleWindow): number => {
  const [navigation] = win.performance?.getEntriesByType('navigation') ?? [];
  const loadEnd = navigation && 'loadEventEnd' in navigation ? Number(navigation.loadEventEnd) : 0;
  return loadEnd > 0 && win.performance ? Math.max(0, win.performance.now() - loadEnd) : 0;
};

/**
 * Run `task` once the page has loaded, has had a few seconds for its own first work (the parts
 * hydrating, the pop-up) and the browser is idle: for work the visit does not need at once,
 * which would otherwise compete with the page coming alive for a phone's cores and line. Asked
 * later in the visit, it counts those seconds from the load event, not from the asking. The
 * function it returns cancels the task if it has not run yet.
 */
export const whenPageSettled = (task: () => void, win: SettleWindow = window): (() => void) => {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    } else {
      run();
    }
  };
  const afterLoad = () => {
    if (!cancelled) win.setTimeout(whenIdle, Math.max(0, SETTLE_AFTER_LOAD_MS - sinceLoad(win)));
  };
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
  };
};
