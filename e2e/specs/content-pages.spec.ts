import { expect, test } from '@playwright/test';

import { openIn } from './support';

test('promotions list opens a promotion', async ({ page }) => {
  await openIn(page, '/discount', 'en_US');
  const firstCard = page.getByTestId('discount-card').first();
  await expect(firstCard).toBeVisible();
  await firstCard.click();
  await expect(page).toHaveURL(/\/discount\/\d+$/);
  await expect(page.locator('main, [role="main"]').first()).not.toHaveText(/^\s*$/);
});

test('FAQ lists questions and opens one', async ({ page }) => {
  await openIn(page, '/faq', 'zh_CN');
  await expect(page.locator('body')).toContainText(/存款|提款|账户|帐户/);
  await page.goto('/faq/1');
  // The question itself has loaded, not only the page around it.
  await expect(page.locator('article h1')).toHaveText(/\S/);
  await expect(page.locator('body')).not.toContainText('Page Not Found');
});

test('sponsors and app pages render', async ({ page }) => {
  await openIn(page, '/sponsor', 'en_US');
  await expect(page.locator('img').first()).toBeVisible();
  await openIn(page, '/app', 'en_US');
  await expect(page.locator('body')).toContainText(/iOS|Android/);
});
