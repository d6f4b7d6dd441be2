import { DESKTOP_MIN_WIDTH, RESIZE_DEBOUNCE_MS } from '@member-site/contracts/constants';
import { useSyncExternalStore } from 'react';

export type DeviceMode = 'desktop' | 'mobile';

export const deviceModeForWidth = (width: number): DeviceMode =>
  width >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';

/** Wider than any scrollbar: a larger gap means the page is wider than the screen. */
const SCROLLBAR_MAX_PX = 40;

/**
 * The window's width as the style sheets see it. A phone showing a page wider than its screen
 * (the desktop page the server rendered for a browser it took for a computer) zooms out and
 * reports the page's width as `innerWidth`; the document keeps the screen's width.
 */
export const viewportWidth = (target: Window = window): number => {
  const documentWidth = target.document.documentElement.clientWidth;
  return documentWidth > 0 && target.innerWidth - documentWidth > SCROLLBAR_MAX_PX
    ? documentWidth
    : target.innerWidth;
};

/** The layout for this window's width now. */
export const currentDeviceMode = (target: Window = window): DeviceMode =>
  deviceModeForWidth(viewportWidth(target));

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
  let mode = currentDeviceMode(target);
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const next = currentDeviceMode(target);
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

/**
 * The layout the server rendered the page in (from the browser's hints). The first render in the
 * browser hydrates in that layout, then follows the window's width.
 */
let renderedMode: DeviceMode = 'desktop';

export const setRenderedDeviceMode = (mode: DeviceMode): void => {
  renderedMode = mode;
};

const renderedModeSnapshot = (): DeviceMode => renderedMode;

/** On the server there is no window: the page keeps the layout it is rendered in. */
const serverSource: DeviceModeSource = {
  subscribe: () => () => undefined,
  getSnapshot: renderedModeSnapshot,
};

let sharedSource: DeviceModeSource | undefined;
const source = (): DeviceModeSource =>
  typeof window === 'undefined' ? serverSource : (sharedSource ??= createDeviceModeSource());

/** Desktop at a window width of 992 px or more, mobile below; rechecked after resizes settle. */
export const useDeviceMode = (): DeviceMode =>
  useSyncExternalStore(source().subscribe, source().getSnapshot, renderedModeSnapshot);

export const useIsDesktop = (): boolean => useDeviceMode() === 'desktop';
