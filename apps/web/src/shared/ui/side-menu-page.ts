/**
 * The widest a desktop page with a side menu (the member centre, the agent centre) may be: its
 * `size` in pixels, and in a narrower window never so wide that its menu slides under the float
 * buttons at the window's sides (their compact rails take 56 px there, see float-buttons.module.css):
 * 40 px each side plus the page's own 24 px padding keep the menu 8 px clear of them.
 */
export const sideMenuPageWidth = (size: number): string => `min(${size}px, calc(100% - 80px))`;
