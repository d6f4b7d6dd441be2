import type { GameLaunchMode } from '@member-site/contracts/constants';

export type LaunchDevice = 'desktop' | 'mobile' | 'app';

/** The device a launch is for: a page the mobile app embeds is the app, whatever its width. */
export const launchDeviceOf = (page: { isApp: boolean; isDesktop: boolean }): LaunchDevice =>
  page.isApp ? 'app' : page.isDesktop ? 'desktop' : 'mobile';

/** The LINE in-app browser adds ` Line/<version>` to its user agent. */
export const isLineBrowser = (userAgent: string): boolean => userAgent.includes(' Line/');

/**
 * How a game opens (spec section 4): the app and phones use a window, except inside the LINE
 * browser, which cannot hold one and is sent to the game (redirect); a desktop uses the member's
 * choice (a window unless they chose otherwise). A provider that forces a modal wins everywhere
 * but in the LINE browser.
 */
export const chooseLaunchMode = (options: {
  device: LaunchDevice;
  userAgent: string;
  preferred?: GameLaunchMode | undefined;
  forced?: GameLaunchMode | null | undefined;
}): GameLaunchMode => {
  const { device, userAgent, preferred, forced } = options;
  if (device === 'mobile' && isLineBrowser(userAgent)) return 'redirect';
  if (forced === 'modal') return 'modal';
  if (device !== 'desktop') return 'window';
  return preferred ?? 'window';
};

/**
 * The platform description of a provider: its game names, at most 15, joined by the Chinese
 * comma for Chinese and by a comma otherwise (spec section 9).
 */
export const platformDescription = (names: readonly string[], language: string): string =>
  names.slice(0, 15).join(language === 'zh_CN' || language === 'zh_TW' ? '、' : ', ');
