/**
 * The window whose DOM parses and sanitises rich text: the page's own in the browser, one the
 * server supplies while it renders pages (it has no window of its own).
 */
export type DomWindow = Window & typeof globalThis;

let serverWindow: DomWindow | undefined;

export const setDomWindow = (target: DomWindow): void => {
  serverWindow = target;
};

export const domWindow = (): DomWindow => serverWindow ?? window;
