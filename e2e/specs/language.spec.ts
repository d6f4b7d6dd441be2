import { expect, test } from '@playwright/test';

import { ANY_DEVICE, settleLobbyPopup, cookieValue, openIn } from './support';

test('switching language changes the text and survives a reload', async ({ page }) => {
  await openIn(page, '/', 'en_US');
  await settleLobbyPopup(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const englishText = await page.locator('body').innerText();

  await page.getByTestId('language-selector').click();
  await page.getByTestId('language-option-vi_VN').click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
  await expect.poll(() => page.locator('body').innerText()).not.toBe(englishText);
  expect(await cookieValue(page, 'lang')).toBe('vi_VN');
  expect(await cookieValue(page, 'i18n_redirected')).toBe('vi_VN');
  const vietnameseText = await page.locator('body').innerText();
  // Vietnamese diacritics show that the words really changed language.
  expect(vietnameseText).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
  await expect(page.getByTestId('jackpot')).toBeVisible();
});

test('the page title follows the language', ANY_DEVICE, async ({ page }) => {
  await openIn(page, '/', 'zh_CN');
  await expect(page).toHaveTitle(/金莲/);
  await openIn(page, '/', 'en_US');
  await expect(page).toHaveTitle(/Golden Lotus/);
});
