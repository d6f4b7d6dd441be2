import { DESKTOP_MIN_WIDTH, RESIZE_DEBOUNCE_MS } from '@member-site/contracts/constants';
import { useSyncExternalStore } from 'react';

export type DeviceMode = 'desktop' | 'mobile';

export const deviceModeForWidth = (width: number): DeviceMode =>
  width >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';

type DeviceModeSource = {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => DeviceMode;
};

/**
 * Watch the window width and report desktop or mobile. Resizes are debounced (spec: 1000 ms), so
 * dragging a window edge across the breakpoint switches the layout once, after the drag settles.
 */
export const createDeviceModeSource = (
  target: Window = window,
  debounceMs: number = RESIZE_DEBOUNCE_MS,
): DeviceModeSource => {
  let mode = deviceModeForWidth(target.innerWidth);
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const next = deviceModeForWidth(target.innerWidth);
      if (next === mode) return;
      mode = next;
      for (const listener of listeners) listener();
    }, debounceMs);
  };

  return {
    subscribe: (onChange) => {
      if (listeners.size === 0) target.addEventListener('resize', onResize);
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) {
          target.removeEventListener('resize', onResize);
          clearTimeout(timer);
        }
      };
    },
    getSnapshot: () => mode,
  };
};

let sharedSource: DeviceModeSource | undefined;
const source = (): DeviceModeSource => (sharedSource ??= createDeviceModeSource());

/** Desktop at a window width of 992 px or more, mobile below; rechecked after resizes settle. */
export const useDeviceMode = (): DeviceMode =>
  useSyncExternalStore(source().subscribe, source().getSnapshot, () => 'desktop');

export const useIsDesktop = (): boolean => useDeviceMode() === 'desktop';
