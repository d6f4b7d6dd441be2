import { readFileSync } from 'node:fs';

import { type Browser, type Locator, type Page, expect, test } from '@playwright/test';

import { closePopupIfShown, openIn } from './support';

// Registration and login hash passwords with argon2id on purpose: these journeys take longer
// than a page visit.
test.describe.configure({ timeout: 90_000 });

/** The Chinese messages of the error catalogue, as the site shows them. */
const MESSAGES = JSON.parse(
  readFileSync(
    new URL('../../packages/contracts/src/messages/errors.zh_CN.json', import.meta.url),
    'utf8',
  ),
) as Record<string, unknown>;

const message = (key: string, params: Record<string, string | number> = {}): string => {
  let node: unknown = MESSAGES;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no message ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
};

/** A fresh account name (6 to 12 letters and digits) per test and project. */
const newAccount = (prefix: string): string =>
  `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2)
    .toString(36)
    .padStart(2, '0')}`.slice(0, 12);

const GIVEN_NAME_CHARACTERS = '明华伟芳娜敏静丽强磊军洋勇艳杰娟涛超秀霞平刚桂英';

/** A fresh Chinese name: the demo site's RMB registrations need a unique one. */
const newName = (): string => {
  const pick = () =>
    GIVEN_NAME_CHARACTERS[Math.floor(Math.random() * GIVEN_NAME_CHARACTERS.length)] ?? '明';
  return `王${pick()}${pick()}${pick()}`;
};

/** The input of a field whose test id may sit on the input itself or on its wrapper. */
const inputOf = async (field: Locator): Promise<Locator> =>
  (await field.evaluate((element) => element.tagName)) === 'INPUT'
    ? field
    : field.locator('input').first();

/** A random client address, so each test registers as a different visitor. */
const visitFromNewAddress = async (page: Page): Promise<void> => {
  const octet = () => String(1 + Math.floor(Math.random() * 254));
  await page
    .context()
    .setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
};

const newPhone = (): string => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

const openRegister = async (page: Page): Promise<void> => {
  await visitFromNewAddress(page);
  await openIn(page, '/', 'zh_CN');
  await closePopupIfShown(page);
  await page.getByTestId('register-button').filter({ visible: true }).first().click();
  await expect(page.getByTestId('register-modal')).toBeVisible();
};

const register = async (page: Page, account: string, name: string): Promise<void> => {
  await openRegister(page);
  await page.getByTestId('register-field-member_account').fill(account);
  await page.getByTestId('register-field-password').fill('abc123');
  await page.getByTestId('register-field-check_password').fill('abc123');
  await page.getByTestId('register-field-member_name').fill(name);
  await page.getByTestId('register-field-member_phone').fill(newPhone());
  await (await inputOf(page.getByTestId('register-field-withdraw_password'))).click();
  await page.keyboard.type('1234');
  await page.getByTestId('register-agreement').click();
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-modal')).toBeHidden();
  await expect(page.getByTestId('member-account')).toHaveText(account);
};

const logOut = async (page: Page): Promise<void> => {
  const logout = page.getByTestId('logout-button');
  if (!(await logout.isVisible())) await page.getByTestId('member-panel').click();
  await logout.click();
  await expect(page.getByTestId('login-button').filter({ visible: true }).first()).toBeVisible();
};

const fillLogin = async (page: Page, account: string, password: string): Promise<void> => {
  await page.getByTestId('login-button').filter({ visible: true }).first().click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
};

const logIn = async (page: Page, account: string, password: string): Promise<void> => {
  await fillLogin(page, account, password);
  await expect(page.getByTestId('login-modal')).toBeHidden();
  await expect(page.getByTestId('member-account')).toHaveText(account);
};

test('a visitor registers with the rules shown while typing, logs out and logs in again', async ({
  page,
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
  await logOut(page);
  await logIn(page, account, 'abc123');
});

test('a wrong password and a frozen account are refused with their messages', async ({ page }) => {
  await openIn(page, '/', 'zh_CN');
  await closePopupIfShown(page);
  await fillLogin(page, 'demo001', 'wrong123');
  await expect(page.getByTestId('login-error')).toHaveText(message('account_error'));
  await expect(page.getByTestId('member-panel')).toBeHidden();

  await page.getByTestId('login-account').fill('frozen01');
  await page.getByTestId('login-password').fill('frozen123');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText(message('account_freezen'));
});

const newContext = async (browser: Browser, page: Page) =>
  browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
    isMobile: (await page.evaluate(() => window.innerWidth)) < 992,
  });

test('a login on a second browser passes double validation and logs the first one out', async ({
  page,
  browser,
}) => {
  const account = newAccount('dv');
  const name = newName();
  await register(page, account, name);

  const other = await newContext(browser, page);
  const second = await other.newPage();
  await openIn(second, '/', 'zh_CN');
  await closePopupIfShown(second);
  await fillLogin(second, account, 'abc123');
  await expect(second.getByTestId('double-validation-modal')).toBeVisible();
  await second.getByTestId('double-validation-answer').fill(name);
  await second.getByTestId('double-validation-submit').click();
  await expect(second.getByTestId('member-account')).toHaveText(account);

  // The first browser's session ended with the second login: its next call logs it out.
  await page.reload();
  await expect(page.getByTestId('login-button').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByTestId('member-panel')).toBeHidden();
  await other.close();
});
