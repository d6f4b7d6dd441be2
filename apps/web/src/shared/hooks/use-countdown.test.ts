import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('counts the seconds down to zero and then stops running', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, running: false });

    act(() => {
      result.current.start(3);
    });
    expect(result.current).toMatchObject({ remaining: 3, running: true });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.remaining).toBe(2);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current).toMatchObject({ remaining: 0, running: false });
  });

  it('follows the clock when the ticks were held back, as in a throttled tab', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => {
      result.current.start(10);
    });
    // The clock moves on 6 s while only one tick gets through.
    act(() => {
      vi.setSystemTime(Date.now() + 5000);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.remaining).toBe(4);
  });

  it('starts again from the new number of seconds', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => {
      result.current.start(60);
    });
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    act(() => {
      result.current.start(10);
    });
    expect(result.current.remaining).toBe(10);
  });
});
