import { afterEach, describe, expect, it, vi } from 'vitest';

import { createDeviceModeSource, deviceModeForWidth } from './device-mode';

const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

afterEach(() => {
  vi.useRealTimers();
});

describe('device mode', () => {
  it('is desktop from 992 px and mobile below', () => {
    expect(deviceModeForWidth(992)).toBe('desktop');
    expect(deviceModeForWidth(991)).toBe('mobile');
    expect(deviceModeForWidth(390)).toBe('mobile');
  });

  it('switches only after resizing has settled for 1000 ms', () => {
    vi.useFakeTimers();
    resizeTo(1366);
    const source = createDeviceModeSource(window, 1000);
    const onChange = vi.fn();
    const stop = source.subscribe(onChange);
    expect(source.getSnapshot()).toBe('desktop');

    resizeTo(800);
    vi.advanceTimersByTime(600);
    resizeTo(700); // still dragging: the wait starts over
    vi.advanceTimersByTime(999);
    expect(source.getSnapshot()).toBe('desktop');
    expect(onChange).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(source.getSnapshot()).toBe('mobile');
    expect(onChange).toHaveBeenCalledTimes(1);

    // A resize that stays on the same side announces nothing.
    resizeTo(600);
    vi.advanceTimersByTime(1000);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
  });
});
