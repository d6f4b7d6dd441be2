import { type Page, expect, test } from '@playwright/test';

import {
  ANY_DEVICE,
  fillLogin,
  logIn,
  settleLobbyPopup,
  message,
  newAccount,
  newName,
  openIn,
  openRegister,
  register,
  visitFromNewAddress,
} from './support';

// Registration and login hash passwords with argon2id on purpose: these journeys take longer
// than a page visit.
test.describe.configure({ timeout: 90_000 });

const logOut = async (page: Page): Promise<void> => {
  // The member panel shows the logout button in the header on desktop and mobile alike; the
  // welcome toast may still show meanwhile.
  await page.getByTestId('logout-button').click();
  await expect(page.getByTestId('login-button').filter({ visible: true }).first()).toBeVisible();
};

/**
 * Where toasts show, measured on the container every toast goes into: on a phone below the header
 * (over it they would hide its buttons, login and logout included, while they show), elsewhere the
 * spec's 16 px from the top.
 */
const expectToastsClearOfTheHeader = async (page: Page, isMobile: boolean): Promise<void> => {
  const toastsTop = await page
    .locator('.mantine-Notifications-root[data-position="top-center"]')
    .evaluate((element) => element.getBoundingClientRect().top);
  const header = await page.getByTestId('site-header').boundingBox();
  expect(header).not.toBeNull();
  if (isMobile) expect(toastsTop).toBe((header?.y ?? 0) + (header?.height ?? 0) + 16);
  else expect(toastsTop).toBe(16);
};

test('a visitor registers with the rules shown while typing, logs out and logs in again', async ({
  page,
  isMobile,
}) => {
  await openRegister(page);
  const accountField = page.getByTestId('register-field-member_account');
  await accountField.fill('ab');
  await accountField.blur();
  await expect(page.getByTestId('register-error-member_account')).toHaveText(
    message('signup.err_account_length', { min: 6, max: 12 }),
  );
  await accountField.fill('ab!cdef');
  await expect(page.getByTestId('register-error-member_account')).toHaveText(
    message('signup.err_account_format'),
  );
  await page.getByTestId('register-field-member_name').fill('Wang');
  await page.getByTestId('register-field-member_name').blur();
  await expect(page.getByTestId('register-error-member_name')).toHaveText(
    message('signup.error_RMB_name_format'),
  );
  await page.keyboard.press('Escape');

  const account = newAccount('reg');
  await register(page, account, newName());
  await expectToastsClearOfTheHeader(page, isMobile);
  await logOut(page);
  await logIn(page, account, 'abc123');
});

// The refusals are the login form's messages, the same form on both layouts.
test(
  'a wrong password and a frozen account are refused with their messages',
  ANY_DEVICE,
  async ({ page }) => {
    // Wrong passwords lock an account per address: each test that makes them is a visitor of its own.
    await visitFromNewAddress(page);
    await openIn(page, '/', 'zh_CN');
    await settleLobbyPopup(page);
    await fillLogin(page, 'demo001', 'wrong123');
    await expect(page.getByTestId('login-error')).toHaveText(message('account_error'));
    await expect(page.getByTestId('member-panel')).toBeHidden();

    await page.getByTestId('login-account').fill('frozen01');
    await page.getByTestId('login-password').fill('frozen123');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText(message('account_freezen'));
  },
);
