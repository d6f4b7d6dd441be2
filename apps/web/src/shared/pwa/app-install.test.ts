import { afterEach, describe, expect, it, vi } from 'vitest';

import { deviceFields } from '../session/device-info';
import {
  captureInstallOffer,
  installApp,
  isAppLaunch,
  isIosSafari,
  rememberAppLaunch,
  useInstallStore,
} from './app-install';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

afterEach(() => {
  useInstallStore.setState({ offer: null, installed: false });
});

describe('the installable app', () => {
  it('knows Safari on iPhone and iPad, which installs only through Share', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });

  it('remembers pwa=1 of the start address and reports the pwa platform (7) at login', () => {
    expect(isAppLaunch()).toBe(false);
    expect(deviceFields('mobile').device).toBe(2);
    rememberAppLaunch('?lang=en_US');
    expect(isAppLaunch()).toBe(false);
    rememberAppLaunch('?pwa=1');
    expect(isAppLaunch()).toBe(true);
    expect(deviceFields('mobile').device).toBe(7);
    expect(deviceFields('desktop').device).toBe(7);
  });

  it('keeps the browser offer and shows its dialog when asked', async () => {
    captureInstallOffer();
    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(useInstallStore.getState().offer).toBe(offer);

    expect(await installApp()).toBe(true);
    expect(prompt).toHaveBeenCalledOnce();
    expect(useInstallStore.getState()).toMatchObject({ offer: null, installed: true });
    expect(await installApp()).toBe(false);
  });
});
