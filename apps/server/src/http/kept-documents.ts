import type { CachedAnswer, ResponseCache } from './response-cache';

/**
 * How long past its lifetime a kept document is still sent, while the next one is rendered. The
 * lifetime only bounds what changes with the clock (a banner's start, a maintenance window); an
 * operator's change drops a site's documents at once.
 */
export const DOCUMENT_STALE_MS = 5 * 60_000;

/**
 * How long the render behind a document past its lifetime waits. The visitor who got that
 * document asks next for the page's scripts, pictures and calls, about sixty requests in its first
 * two seconds, and a render holds this process for a fifth of a second: it starts after them.
 */
export const RENDER_AGAIN_AFTER_MS = 2_500;

export type KeptDocuments = {
  /**
   * The document kept under the key. One past its lifetime is answered as it is, and `renderAgain`
   * starts a moment later (once per key at a time) for the visitors after: a visitor waits for a
   * render only for a page nobody asked for lately.
   */
  find: (key: string, renderAgain: () => Promise<unknown>) => CachedAnswer | undefined;
  /** Renders not started yet are not started. */
  close: () => void;
};

export const createKeptDocuments = (options: {
  cache: ResponseCache;
  staleMs?: number;
  renderAfterMs?: number;
  /** Told when a render behind a kept document fails; the kept one stays until its time. */
  onRenderError: (error: unknown) => void;
}): KeptDocuments => {
  const staleMs = options.staleMs ?? DOCUMENT_STALE_MS;
  const renderAfterMs = options.renderAfterMs ?? RENDER_AGAIN_AFTER_MS;
  const rendering = new Set<string>();
  const waiting = new Set<NodeJS.Timeout>();
  return {
    find: (key, renderAgain) => {
      const kept = options.cache.peek(key, staleMs);
      if (!kept) return undefined;
      if (!kept.fresh && !rendering.has(key)) {
        rendering.add(key);
        const timer = setTimeout(() => {
          waiting.delete(timer);
          void renderAgain()
            .catch(options.onRenderError)
            .finally(() => {
              rendering.delete(key);
            });
        }, renderAfterMs);
        timer.unref();
        waiting.add(timer);
      }
      return kept.answer;
    },
    close: () => {
      for (const timer of waiting) clearTimeout(timer);
      waiting.clear();
      rendering.clear();
    },
  };
};
