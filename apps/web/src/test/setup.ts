import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach } from 'vitest';

import { forgetTaggedAnswers } from '../shared/api/call';

// Two test workers share two cores with the server tests: a screen may take longer than the
// library's one second to appear, which is no failure of the page.
configure({ asyncUtilTimeout: 5_000 });

const noop = (): void => undefined;

// Mantine reads these browser APIs, which jsdom does not provide.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): Partial<MediaQueryList> => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: noop,
    removeEventListener: noop,
    dispatchEvent: () => false,
  }),
});

window.ResizeObserver = class {
  observe = noop;
  unobserve = noop;
  disconnect = noop;
};
window.HTMLElement.prototype.scrollIntoView = noop;

afterEach(() => {
  cleanup();
  forgetTaggedAnswers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
