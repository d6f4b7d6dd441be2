import { PLATFORM_IDS } from '@member-site/contracts/constants';

import { readStorage, writeStorage } from '../lib/storage';
import { isAppLaunch } from '../pwa/app-install';

/** Local-storage key of this browser's own random device id. */
export const UDID_STORAGE_KEY = 'device_udid';

const randomId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('');

/** A random id this browser keeps, so the server recognises the device next time. */
export const deviceUdid = (): string => {
  const stored = readStorage('local', UDID_STORAGE_KEY);
  if (stored && /^[A-Za-z0-9-]{8,64}$/.test(stored)) return stored;
  const created = randomId();
  writeStorage('local', UDID_STORAGE_KEY, created);
  return created;
};

const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Samsung', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+).*Safari/],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['Windows', /Windows NT ([\d.]+)/],
  ['iOS', /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/],
  ['Android', /Android ([\d.]+)/],
  ['macOS', /Mac OS X ([\d_.]+)/],
  ['ChromeOS', /CrOS \S+ ([\d.]+)/],
  ['Linux', /Linux()/],
];

const match = (userAgent: string, table: readonly [string, RegExp][]) => {
  for (const [name, pattern] of table) {
    const found = pattern.exec(userAgent);
    if (found) return { name, version: (found[1] ?? '').replaceAll('_', '.') };
  }
  return { name: 'Other', version: '' };
};

/** Short browser and system names from a user-agent string ("Chrome 126", "Windows", "10.0"). */
export const describeUserAgent = (userAgent: string) => {
  const browser = match(userAgent, BROWSERS);
  const system = match(userAgent, SYSTEMS);
  return {
    browser: (browser.version ? `${browser.name} ${browser.version}` : browser.name).slice(0, 64),
    system: system.name,
    system_version: system.version.slice(0, 64),
  };
};

/**
 * The device fields sent with login, double validation and registration (spec section 3, login
 * extra fields): platform id (pwa when opened as the installed app), this browser's udid, browser
 * and system, and the host.
 */
export const deviceFields = (mode: 'desktop' | 'mobile') => ({
  ...describeUserAgent(navigator.userAgent),
  device: isAppLaunch()
    ? PLATFORM_IDS.pwa
    : mode === 'desktop'
      ? PLATFORM_IDS.desktop
      : PLATFORM_IDS.mobile,
  udid: deviceUdid(),
  host: window.location.host.slice(0, 253),
});
