import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium, expect, test } from '@playwright/test';

import { ANY_DEVICE, settleLobbyPopup } from './support';

test(
  'the site installs as an app, and a second visit paints from its cache while the site cannot be reached',
  ANY_DEVICE,
  async ({ launchOptions, baseURL }) => {
    // A browser of its own that downloads the whole shell before the journey can start.
    test.setTimeout(90_000);
    // Chromium offers installation only to a profile of its own: a test's usual browser context is
    // incognito ("in-incognito"), so this journey runs in a persistent profile.
    const profile = mkdtempSync(join(tmpdir(), 'installable-app-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      serviceWorkers: 'allow',
      reducedMotion: 'reduce',
      viewport: { width: 1366, height: 768 },
    });
    try {
      await context.addCookies([{ name: 'lang', value: 'en_US', url: baseURL ?? '' }]);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await settleLobbyPopup(page);
      // The service worker is active once it has kept the whole shell.
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(new URL(scope).pathname).toBe('/');

      // Chromium accepts the manifest and finds nothing that keeps the site from being installed.
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
        start_url: '/?pwa=1',
        display: 'standalone',
      });
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
        .toEqual([]);

      // No network: the reload still paints the site from the cache, with the offline page.
      await context.setOffline(true);
      await page.reload();
      const offline = page.getByTestId('offline-page');
      const retry = offline.getByRole('button', { name: 'Try again' });
      await expect(offline.getByRole('heading', { name: 'You are offline' })).toBeVisible();
      await retry.click();
      await expect(retry).toBeEnabled();
      await expect(offline).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('offline.png') });

      // The network is back: the offline page leaves by itself and the lobby fills in.
      await context.setOffline(false);
      await expect(offline).toBeHidden({ timeout: 15_000 });
      await expect(page.getByTestId('jackpot')).toBeVisible();
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  },
);
