import type { CachedAnswer, ResponseCache } from './response-cache';

/**
 * How long past its lifetime a kept document is still sent, while the next one is rendered. The
 * lifetime only bounds what changes with the clock (a banner's start, a maintenance window); an
 * operator's change drops a site's documents at once.
 */
export const DOCUMENT_STALE_MS = 5 * 60_000;

export type KeptDocuments = {
  /**
   * The document kept under the key. One past its lifetime is answered as it is, and `renderAgain`
   * starts behind it (once per key at a time) for the visitors after: a visitor waits for a render
   * only for a page nobody asked for lately.
   */
  find: (key: string, renderAgain: () => Promise<unknown>) => CachedAnswer | undefined;
};

export const createKeptDocuments = (options: {
  cache: ResponseCache;
  staleMs?: number;
  /** Told when a render behind a kept document fails; the kept one stays until its time. */
  onRenderError: (error: unknown) => void;
}): KeptDocuments => {
  const staleMs = options.staleMs ?? DOCUMENT_STALE_MS;
  const rendering = new Set<string>();
  return {
    find: (key, renderAgain) => {
      const kept = options.cache.peek(key, staleMs);
      if (!kept) return undefined;
      if (!kept.fresh && !rendering.has(key)) {
        rendering.add(key);
        void renderAgain()
          .catch(options.onRenderError)
          .finally(() => {
            rendering.delete(key);
          });
      }
      return kept.answer;
    },
  };
};
