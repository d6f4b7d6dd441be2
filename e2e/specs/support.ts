import { type Page, expect } from '@playwright/test';

export const LANGUAGES = ['zh_CN', 'zh_TW', 'en_US', 'vi_VN', 'hi_IN'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Open a page in a language chosen by its cookie, as a returning visitor would. */
export const openIn = async (page: Page, path: string, language: Language): Promise<void> => {
  await page.context().addCookies([
    { name: 'lang', value: language, domain: '127.0.0.1', path: '/' },
    { name: 'i18n_redirected', value: language, domain: '127.0.0.1', path: '/' },
  ]);
  await page.goto(path);
};

/**
 * The lobby's pop-up promotions cover the page on a first visit, one after another; close each
 * one that shows once the page has loaded its content.
 */
export const closePopupIfShown = async (page: Page): Promise<void> => {
  await page.waitForLoadState('networkidle');
  const popup = page.getByTestId('popup-promotion');
  for (let shown = 0; shown < 10; shown += 1) {
    try {
      await popup.waitFor({ state: 'visible', timeout: shown === 0 ? 5000 : 1500 });
    } catch {
      return;
    }
    await page.getByTestId('popup-promotion-close').click();
    await expect(popup).toBeHidden();
  }
};

export const cookieValue = async (page: Page, name: string): Promise<string | undefined> =>
  (await page.context().cookies()).find((c) => c.name === name)?.value;
