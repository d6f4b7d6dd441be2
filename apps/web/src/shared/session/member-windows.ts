import { DESKTOP_MIN_WIDTH, GAME_WINDOW, WINDOW_NAMES } from '@member-site/contracts/constants';

/** Pages that open in a window of their own on desktop (spec section 2, Windows). */
const WINDOW_PAGES = [
  { prefix: '/user', name: WINDOW_NAMES.user },
  { prefix: '/proxy', name: WINDOW_NAMES.proxy },
  { prefix: '/fastPayment', name: WINDOW_NAMES.fastPayment },
] as const;

const opened = new Map<string, Window>();

const pathOf = (target: string): string => target.split(/[?#]/)[0] ?? target;

/** The window name of a member-centre, agent-centre or quick-payment address, if it is one. */
export const memberWindowName = (target: string): string | undefined => {
  const path = pathOf(target);
  return WINDOW_PAGES.find((page) => path === page.prefix || path.startsWith(`${page.prefix}/`))
    ?.name;
};

/** Desktop mode by the window width right now (the layout's own check is debounced). */
export const isDesktopWidth = (): boolean => window.innerWidth >= DESKTOP_MIN_WIDTH;

/**
 * Open `target` in its named 1500 by 800 window (reused when already open) and keep a reference,
 * so logging out can close it. Returns whether a window opened (a blocker may refuse it).
 */
export const openMemberWindow = (target: string): boolean => {
  const name = memberWindowName(target);
  if (!name) return false;
  const features = `width=${GAME_WINDOW.width},height=${GAME_WINDOW.height},resizable=yes,scrollbars=yes`;
  const handle = window.open(target, name, features);
  if (!handle) return false;
  opened.set(name, handle);
  handle.focus();
  return true;
};

/**
 * Go to a member-centre, agent-centre or quick-payment page: its own window on desktop, the same
 * page otherwise (and when the browser blocks the window).
 */
export const openMemberPage = (
  target: string,
  options: { isDesktop: boolean; navigate: (to: string) => void },
): void => {
  if (options.isDesktop && openMemberWindow(target)) return;
  options.navigate(target);
};

/** Close the agent, member-centre and quick-payment windows this page opened. */
export const closeMemberWindows = (): void => {
  for (const handle of opened.values()) {
    try {
      if (!handle.closed) handle.close();
    } catch {
      // A window that navigated elsewhere may refuse; it is forgotten either way.
    }
  }
  opened.clear();
};
