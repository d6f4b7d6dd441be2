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

test('a Chinese page loads no Hindi font, a Hindi page does', ANY_DEVICE, async ({ page }) => {
  const devanagariFonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' && request.url().includes('devanagari')) {
      devanagariFonts.push(request.url());
    }
  });
  await openIn(page, '/', 'zh_CN');
  await settleLobbyPopup(page);
  await page.evaluate(() => document.fonts.ready);
  // Every Chinese character passes 'Noto Sans Devanagari' in the font stack on its way to a CJK
  // font; without the face's range the browser would fetch all three weights to find that out.
  expect(devanagariFonts).toEqual([]);
  // Nor does it declare the font: faces added by the late stylesheet made the whole page lay its
  // text out again.
  const declaresDevanagari = () =>
    page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Devanagari')));
  expect(await declaresDevanagari()).toBe(false);

  await openIn(page, '/', 'hi_IN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect.poll(() => devanagariFonts.length).toBeGreaterThan(0);
  expect(await declaresDevanagari()).toBe(true);
  expect(
    await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check("16px 'Noto Sans Devanagari'", 'हिन्दी');
    }),
  ).toBe(true);
});
