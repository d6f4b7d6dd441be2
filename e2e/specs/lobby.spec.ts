import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { LANGUAGES, type Language, closePopupIfShown, openIn } from './support';

const CJK = /[\u4e00-\u9fff]/;
const DEVANAGARI = /[\u0900-\u097f]/;
const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;

/** Whether a text is written in the language, to tell a translation from an English fallback. */
const isInLanguage = (text: string, language: Language): boolean => {
  switch (language) {
    case 'zh_CN':
    case 'zh_TW':
      return CJK.test(text);
    case 'hi_IN':
      return DEVANAGARI.test(text);
    case 'vi_VN':
      return VIETNAMESE.test(text);
    case 'en_US':
      return (
        /[a-z]/i.test(text) && !CJK.test(text) && !DEVANAGARI.test(text) && !VIETNAMESE.test(text)
      );
  }
};

test.describe('lobby', () => {
  test('shows banners, the marquee and the jackpot', async ({ page }) => {
    await openIn(page, '/', 'en_US');
    await closePopupIfShown(page);

    const slides = page.getByTestId('carousel').getByTestId('carousel-slide');
    await expect(slides.first()).toBeVisible();
    expect(await slides.count()).toBeGreaterThanOrEqual(2);
    // The banner picture is really loaded, not a broken image.
    const image = slides.first().locator('img').first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const marquee = page.getByTestId('marquee');
    await expect(marquee).toBeVisible();
    await expect(marquee).not.toHaveText(/^\s*$/);

    const jackpot = page.getByTestId('jackpot');
    await expect(jackpot).toBeVisible();
    // Ten integer digits, left-padded with zeros.
    await expect(jackpot).toContainText(/\d{10}/);
  });

  test('remembers a closed pop-up promotion for the session', async ({ page }) => {
    await openIn(page, '/', 'en_US');
    const popup = page.getByTestId('popup-promotion');
    await expect(popup).toBeVisible();
    await page.getByTestId('popup-promotion-close').click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('jackpot')).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(popup).toBeHidden();
  });

  for (const language of LANGUAGES) {
    test(`home page in ${language} (screenshot)`, async ({ page }, testInfo) => {
      await openIn(page, '/', language);
      await closePopupIfShown(page);
      await expect(
        page.getByTestId('carousel').getByTestId('carousel-slide').first(),
      ).toBeVisible();
      await expect(page.getByTestId('jackpot')).toContainText(/\d{10}/);
      await expect(page.locator('html')).toHaveAttribute('lang', language.replace('_', '-'));
      // The lobby's own content (banners, marquee) speaks the language too, not only the labels.
      const banner = page
        .getByTestId('carousel')
        .getByTestId('carousel-slide')
        .first()
        .locator('img');
      expect(isInLanguage((await banner.first().getAttribute('alt')) ?? '', language)).toBe(true);
      expect(isInLanguage(await page.getByTestId('marquee').innerText(), language)).toBe(true);
      // Let pictures and fonts settle before the picture is taken.
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: join(
          testInfo.config.rootDir,
          '..',
          'screenshots',
          `home-${testInfo.project.name}-${language}.png`,
        ),
        fullPage: false,
      });
    });
  }
});
