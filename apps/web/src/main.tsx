import { afterFirstPaint, nextTask } from './shared/ui/first-paint';
import { RENDERED_PAGE_ELEMENT_ID } from './ssr-state';

/**
 * The entry, about 2.5 KB. A page the server rendered is on screen before the app's code
 * is even asked for: the code (`start.tsx`, the framework and the route's parts, about 800 KB to
 * parse) would otherwise arrive while the browser lays out, decodes and paints the page, and
 * compete with it for the phone's network and cores. The plain shell of a page the server does
 * not render has nothing to show without the code, and asks for it at once. The libraries' chunk
 * (React's among them), React's renderer and the app's own code each run in a task of their own:
 * run together, they were one long task of a phone's first second.
 */
const serverRendered = document.getElementById(RENDERED_PAGE_ELEMENT_ID) !== null;
const load = async (): Promise<void> => {
  if (serverRendered) await afterFirstPaint();
  await import('react');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./start');
};
void load();
