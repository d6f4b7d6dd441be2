import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createDomainEventBus } from '../infra/events';
import { createKeptDocuments } from './kept-documents';
import { createResponseCache } from './response-cache';

describe('kept documents', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setUp = () => {
    let clock = 1_000;
    const events = createDomainEventBus();
    const cache = createResponseCache({ events, ttlMs: 10_000, now: () => clock });
    const errors: unknown[] = [];
    const documents = createKeptDocuments({
      cache,
      staleMs: 60_000,
      renderAfterMs: 2_000,
      onRenderError: (error) => errors.push(error),
    });
    /** A render the test finishes by hand, as a page's render finishes later. */
    const renders: { finish: () => void; fail: () => void }[] = [];
    const renderAgain = (html: string) => () => {
      const generation = cache.generation(1);
      return new Promise<void>((resolve, reject) => {
        renders.push({
          finish: () => {
            cache.set(1, 'lobby', html, generation);
            resolve();
          },
          fail: () => {
            reject(new Error('render failed'));
          },
        });
      });
    };
    return {
      cache,
      events,
      documents,
      renders,
      renderAgain,
      errors,
      advance: (ms: number) => (clock += ms),
    };
  };

  it('answers a document within its lifetime without rendering it again', () => {
    const { cache, documents, renders, renderAgain } = setUp();
    const kept = cache.set(1, 'lobby', '<p>one</p>', 0);
    expect(documents.find('lobby', renderAgain('<p>two</p>'))).toBe(kept);
    expect(renders).toHaveLength(0);
    expect(documents.find('other', renderAgain('<p>two</p>'))).toBeUndefined();
  });

  it('answers a document past its lifetime at once and renders the next one behind it, once', async () => {
    const { cache, documents, renders, renderAgain, advance } = setUp();
    const kept = cache.set(1, 'lobby', '<p>one</p>', 0);
    advance(10_000);

    expect(documents.find('lobby', renderAgain('<p>two</p>'))?.body.toString()).toBe('<p>one</p>');
    expect(documents.find('lobby', renderAgain('<p>two</p>'))).toBe(kept);
    // The render waits until the visitor's own requests for the page are answered.
    vi.advanceTimersByTime(1_999);
    expect(renders).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(renders).toHaveLength(1);
    expect(documents.find('lobby', renderAgain('<p>two</p>'))).toBe(kept);
    vi.advanceTimersByTime(2_000);
    expect(renders).toHaveLength(1);

    renders[0]?.finish();
    await Promise.resolve();
    expect(documents.find('lobby', renderAgain('<p>three</p>'))?.body.toString()).toBe(
      '<p>two</p>',
    );
    expect(renders).toHaveLength(1);
  });

  it('keeps the old document when the render behind it fails, and tries again on the next visit', async () => {
    const { cache, documents, renders, renderAgain, errors, advance } = setUp();
    cache.set(1, 'lobby', '<p>one</p>', 0);
    advance(10_000);
    documents.find('lobby', renderAgain('<p>two</p>'));
    vi.advanceTimersByTime(2_000);
    renders[0]?.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toHaveLength(1);

    expect(documents.find('lobby', renderAgain('<p>two</p>'))?.body.toString()).toBe('<p>one</p>');
    vi.advanceTimersByTime(2_000);
    expect(renders).toHaveLength(2);
  });

  it('never answers a document an operator change dropped, nor one long past its lifetime', () => {
    const { cache, events, documents, renderAgain, advance } = setUp();
    cache.set(1, 'lobby', '<p>one</p>', 0);
    events.publish('site.changed', { siteId: 1 });
    expect(documents.find('lobby', renderAgain('<p>two</p>'))).toBeUndefined();

    cache.set(1, 'lobby', '<p>one</p>', cache.generation(1));
    advance(10_000 + 60_000);
    expect(documents.find('lobby', renderAgain('<p>two</p>'))).toBeUndefined();
  });

  it('starts no render once closed', () => {
    const { cache, documents, renders, renderAgain, advance } = setUp();
    cache.set(1, 'lobby', '<p>one</p>', 0);
    advance(10_000);
    documents.find('lobby', renderAgain('<p>two</p>'));
    documents.close();
    vi.advanceTimersByTime(10_000);
    expect(renders).toHaveLength(0);
  });
});
