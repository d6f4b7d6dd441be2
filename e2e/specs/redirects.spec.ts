import { expect, test } from '@playwright/test';

import { ANY_DEVICE, POPUP_PHASE_ATTRIBUTE, cookieValue } from './support';

const home = (url: string) => new URL(url).pathname;

test('/fastDeposit sets isFastDeposit and goes home', ANY_DEVICE, async ({ page }) => {
  await page.goto('/fastDeposit');
  await expect.poll(() => home(page.url())).toBe('/');
  expect(await cookieValue(page, 'isFastDeposit')).toBe('true');
});

test('the old lobby addresses go home', ANY_DEVICE, async ({ page }) => {
  for (const path of [
    '/main',
    '/main/3',
    '/gameHall',
    '/gameHall/2',
    '/slotgame?gt_id=2&gp_id=1&house=1',
  ]) {
    await page.goto(path);
    await expect.poll(() => home(page.url()), { message: path }).toBe('/');
    await expect(page.getByTestId('site-header')).toBeVisible();
  }
});

test('/register goes home and opens the register modal once', async ({ page }) => {
  // The redirect sets isRouteRegister; the lobby consumes it by opening the register modal.
  await page.goto('/register');
  await expect.poll(() => home(page.url())).toBe('/');
  await expect(page.getByTestId('register-modal')).toBeVisible();
  // The lobby's pop-up promotion waits behind the register modal instead of covering it.
  await expect(page.locator('html')).toHaveAttribute(POPUP_PHASE_ATTRIBUTE, 'deferred');
  await expect(page.getByTestId('popup-promotion')).toBeHidden();
  expect(await cookieValue(page, 'isRouteRegister')).toBeUndefined();
  await page.reload();
  await expect(page.getByTestId('jackpot')).toBeVisible();
  await expect(page.getByTestId('register-modal')).toBeHidden();
});

test('an unknown page shows the 404 page with a way home', ANY_DEVICE, async ({ page }) => {
  await page.goto('/no/such/page');
  const errorPage = page.getByTestId('error-page');
  await expect(errorPage).toBeVisible();
  await expect(errorPage).toContainText('404');
  await expect(page.getByTestId('error-page-title')).toBeVisible();
  await expect(errorPage).toContainText('/no/such/page');
  await page.getByTestId('error-page-home').click();
  await expect.poll(() => home(page.url())).toBe('/');
});

test('the 404 page title is Page Not Found in English', ANY_DEVICE, async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'en_US', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/definitely-missing');
  await expect(page.getByTestId('error-page-title')).toHaveText('Page Not Found');
  await expect(page.getByTestId('error-page-home')).toHaveText(/Go back home/i);
});
