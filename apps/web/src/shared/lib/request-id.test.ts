import { afterEach, describe, expect, it, vi } from 'vitest';

import { newRequestId } from './request-id';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('newRequestId', () => {
  it('gives a different key each time', () => {
    expect(newRequestId()).not.toBe(newRequestId());
  });

  it('still gives distinct keys where the browser has no randomUUID', () => {
    vi.stubGlobal('crypto', {});
    const first = newRequestId();
    expect(first).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
    expect(newRequestId()).not.toBe(first);
  });
});
