import { describe, expect, it } from 'vitest';

import {
  chooseLaunchMode,
  isLineBrowser,
  launchDeviceOf,
  platformDescription,
} from './launch-mode';

const LINE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari Line/13.1.0';
const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';

describe('launchDeviceOf', () => {
  it('launches as the app in a page the app embeds, even at desktop width', () => {
    expect(launchDeviceOf({ isApp: true, isDesktop: true })).toBe('app');
    expect(launchDeviceOf({ isApp: true, isDesktop: false })).toBe('app');
    expect(launchDeviceOf({ isApp: false, isDesktop: true })).toBe('desktop');
    expect(launchDeviceOf({ isApp: false, isDesktop: false })).toBe('mobile');
  });

  it('opens an app page’s game in a window whatever the desktop choice', () => {
    const device = launchDeviceOf({ isApp: true, isDesktop: true });
    expect(chooseLaunchMode({ device, userAgent: CHROME_UA, preferred: 'page' })).toBe('window');
  });
});

describe('chooseLaunchMode', () => {
  it('opens a window on desktop by default and honours the member’s choice', () => {
    expect(chooseLaunchMode({ device: 'desktop', userAgent: CHROME_UA })).toBe('window');
    expect(chooseLaunchMode({ device: 'desktop', userAgent: CHROME_UA, preferred: 'page' })).toBe(
      'page',
    );
  });

  it('lets a provider force a modal', () => {
    expect(
      chooseLaunchMode({
        device: 'desktop',
        userAgent: CHROME_UA,
        preferred: 'page',
        forced: 'modal',
      }),
    ).toBe('modal');
  });

  it('uses a window on phones and in the app, and redirects inside the LINE browser', () => {
    expect(chooseLaunchMode({ device: 'mobile', userAgent: CHROME_UA, preferred: 'page' })).toBe(
      'window',
    );
    expect(chooseLaunchMode({ device: 'app', userAgent: CHROME_UA })).toBe('window');
    expect(isLineBrowser(LINE_UA)).toBe(true);
    expect(chooseLaunchMode({ device: 'mobile', userAgent: LINE_UA, forced: 'modal' })).toBe(
      'redirect',
    );
  });
});

describe('platformDescription', () => {
  const names = Array.from({ length: 20 }, (_, index) => `G${index + 1}`);

  it('joins at most 15 names with the Chinese comma for Chinese', () => {
    expect(platformDescription(['莲花财富', '金龙'], 'zh_CN')).toBe('莲花财富、金龙');
    expect(platformDescription(['A', 'B'], 'zh_TW')).toBe('A、B');
    expect(platformDescription(names, 'en_US').split(', ')).toHaveLength(15);
  });

  it('joins with a comma in other languages', () => {
    expect(platformDescription(['Lotus Fortune', 'Dragon'], 'vi_VN')).toBe('Lotus Fortune, Dragon');
  });
});
