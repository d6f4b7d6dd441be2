import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

import {
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
  expect,
} from '@playwright/test';

import { E2E_OPERATOR_KEY } from './operator';

/**
 * The tag of a test whose behaviour does not depend on the device (redirects, session handoff, a
 * refused call): it runs in the desktop project only, the mobile project leaves it out.
 */
/** Where a test keeps a screenshot for people to look at: `e2e/screenshots/<name>.png`. */
export const screenshotPath = (testInfo: TestInfo, name: string): string =>
  join(testInfo.config.rootDir, '..', 'screenshots', `${name}.png`);

/** Whether the test runs in a desktop project (`desktop` or `desktop-exclusive`). */
export const isDesktop = (testInfo: TestInfo): boolean => testInfo.project.use.isMobile !== true;

export const ANY_DEVICE = { tag: '@any-device' };

export const LANGUAGES = ['zh_CN', 'zh_TW', 'en_US', 'vi_VN', 'hi_IN'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Open a page in a language chosen by its cookie, as a returning visitor would. */
export const openIn = async (page: Page, path: string, language: Language): Promise<void> => {
  await page.context().addCookies([
    { name: 'lang', value: language, domain: '127.0.0.1', path: '/' },
    { name: 'i18n_redirected', value: language, domain: '127.0.0.1', path: '/' },
  ]);
  await page.goto(path);
  await waitForApp(page);
};

/**
 * Wait until the app runs: a page the server rendered shows its content before its code has
 * started, and a press before that does nothing.
 */
export const waitForApp = async (page: Page): Promise<void> => {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', { timeout: 20_000 });
};

/** Where the lobby's pop-up promotion stands, as the site writes it on `<html>`. */
export const POPUP_PHASE_ATTRIBUTE = 'data-popup-promotion';

/** Phases after which the pop-up will not appear on this page view unless it already has. */
const SETTLED_POPUP_PHASES = /^(shown|closed|none|dropped)$/;

/**
 * Wait until the server has the page's socket in the member's channel (it confirms the
 * subscription): a push sent after this reaches the page.
 */
export const untilMemberFeed = async (page: Page): Promise<void> => {
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'member', {
    timeout: 15_000,
  });
};

/**
 * Settle the lobby's pop-up promotion before touching the page: wait until the site has decided
 * to show it or not, and close it if it shows. Any click made before that decision would make the
 * site drop the pop-up, so tests that care about it must not click first.
 */
export const settleLobbyPopup = async (page: Page): Promise<void> => {
  const root = page.locator('html');
  // The decision waits for the promotions call and the pop-up's code, which a busy machine serves
  // slowly; the default ten seconds are for things on screen.
  await expect(root).toHaveAttribute(POPUP_PHASE_ATTRIBUTE, SETTLED_POPUP_PHASES, {
    timeout: 20_000,
  });
  if ((await root.getAttribute(POPUP_PHASE_ATTRIBUTE)) !== 'shown') return;
  await page.getByTestId('popup-promotion-close').click();
  await expect(root).toHaveAttribute(POPUP_PHASE_ATTRIBUTE, 'closed');
  await expect(page.getByTestId('popup-promotion')).toBeHidden();
};

export const cookieValue = async (page: Page, name: string): Promise<string | undefined> =>
  (await page.context().cookies()).find((c) => c.name === name)?.value;

/** The Chinese messages of the error catalogue, as the site shows them. */
export const MESSAGES = JSON.parse(
  readFileSync(
    new URL('../../packages/contracts/src/messages/errors.zh_CN.json', import.meta.url),
    'utf8',
  ),
) as Record<string, unknown>;

export const message = (key: string, params: Record<string, string | number> = {}): string => {
  let node: unknown = MESSAGES;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no message ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
};

/** A fresh account name (6 to 12 letters and digits) per test and project. */
export const newAccount = (prefix: string): string =>
  `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2)
    .toString(36)
    .padStart(2, '0')}`.slice(0, 12);

export const GIVEN_NAME_CHARACTERS = '明华伟芳娜敏静丽强磊军洋勇艳杰娟涛超秀霞平刚桂英';

/**
 * A fresh Chinese name: the demo site's RMB registrations need a unique one. Five characters of
 * 24 give eight million names, so the run's few hundred registrations never draw one twice.
 */
export const newName = (): string => {
  const pick = () =>
    GIVEN_NAME_CHARACTERS[Math.floor(Math.random() * GIVEN_NAME_CHARACTERS.length)] ?? '明';
  return `王${pick()}${pick()}${pick()}${pick()}${pick()}`;
};

/** The input of a field whose test id may sit on the input itself or on its wrapper. */
export const inputOf = async (field: Locator): Promise<Locator> =>
  (await field.evaluate((element) => element.tagName)) === 'INPUT'
    ? field
    : field.locator('input').first();

const newAddress = (): string => {
  const octet = () => String(1 + Math.floor(Math.random() * 254));
  return `10.${octet()}.${octet()}.${octet()}`;
};

/** A random client address, so each test registers as a different visitor. */
export const visitFromNewAddress = async (page: Page): Promise<void> => {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': newAddress() });
};

export const newPhone = (): string =>
  `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

export const openRegister = async (page: Page): Promise<void> => {
  await visitFromNewAddress(page);
  await openIn(page, '/', 'zh_CN');
  await settleLobbyPopup(page);
  await page.getByTestId('register-button').filter({ visible: true }).first().click();
  await expect(page.getByTestId('register-modal')).toBeVisible();
};

/** Open the login modal and send the account and password. */
export const fillLogin = async (page: Page, account: string, password: string): Promise<void> => {
  await page.getByTestId('login-button').filter({ visible: true }).first().click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
};

/** Log in through the modal and wait for the member panel. */
export const logIn = async (page: Page, account: string, password: string): Promise<void> => {
  await fillLogin(page, account, password);
  await expect(page.getByTestId('login-modal')).toBeHidden();
  await expect(page.getByTestId('member-account')).toHaveText(account);
};

/** Bind the bank account deposits and withdrawals need (withdraw password 1234). */
export const bindBankAccount = async (page: Page): Promise<void> => {
  await openIn(page, '/user/BindAccount', 'zh_CN');
  const form = page.getByTestId('bind-account-form');
  await form.locator('input[name=bank_name]').fill('中国工商银行');
  await form.locator('input[name=account_name]').fill('测试会员');
  await form.locator('input[name=account_number]').fill('6222020200112345678');
  await form.locator('input[name=withdraw_password]').fill('1234');
  await form.locator('button[type=submit]').click();
  await expect(page.getByTestId('bound-account')).toBeVisible();
};

export const register = async (page: Page, account: string, name: string): Promise<void> => {
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

/**
 * A proof of work for a form, solved here as the browser would solve it (null when the site asks
 * none): calls made without the site's pages must do the same work as a visitor's browser.
 */
const proveWork = async (
  request: APIRequestContext,
  form: 'login' | 'register' | 'sms' | 'recovery',
  address: string,
): Promise<string | undefined> => {
  const response = await request.post('/api/captcha/challenge', {
    headers: { 'x-forwarded-for': address },
    data: { form },
  });
  const body = (await response.json()) as { apiResponseData?: { challenge: Challenge | null } };
  const challenge = body.apiResponseData?.challenge;
  if (!challenge) return undefined;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
};

/**
 * Register an RMB member through the register call alone, for tests about something else than
 * the form, and answer the new session's token.
 */
export const registerByCall = async (
  request: APIRequestContext,
  account: string,
  name: string,
): Promise<string> => {
  const address = newAddress();
  const pow = await proveWork(request, 'register', address);
  const response = await request.post('/api/register', {
    headers: { 'x-forwarded-for': address },
    data: {
      ...(pow === undefined ? {} : { pow }),
      member_account: account,
      password: 'abc123',
      check_password: 'abc123',
      member_currency: 'RMB',
      member_name: name,
      member_phone: newPhone(),
      withdraw_password: '1234',
      agreement: true,
    },
  });
  const body = (await response.json()) as {
    code: string;
    apiResponseData?: { token?: string };
  };
  expect(body.code).toBe('100');
  const token = body.apiResponseData?.token ?? '';
  expect(token).not.toBe('');
  return token;
};

/** A second browser of the same kind as `page`'s (desktop or mobile), with no cookies or storage. */
export const newContext = async (browser: Browser, page: Page) =>
  browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
    isMobile: (await page.evaluate(() => window.innerWidth)) < 992,
  });

/** Credit a member's main wallet through the operator's adjustment call. */
export const creditMember = async (
  request: APIRequestContext,
  account: string,
  amount: string,
  reason: string,
): Promise<void> => {
  const credited = await request.post('/api/operator/adjustments', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_KEY}` },
    data: {
      member_account: account,
      direction: 'credit',
      amount,
      reason,
      request_id: randomUUID(),
    },
  });
  expect(((await credited.json()) as { code: string }).code).toBe('100');
};

/**
 * Deposit through the sandbox gateway from /Deposit, paying in the gateway's window on a desktop
 * and in the same page on a phone, and wait for the header's balance to show `balanceAfter`.
 */
export const depositThroughGateway = async (
  page: Page,
  testInfo: TestInfo,
  amount: string,
  balanceAfter: string,
): Promise<void> => {
  await openIn(page, '/Deposit', 'zh_CN');
  // The deposit page's own pop-up promotion shows on every visit (spec section 4).
  await settleLobbyPopup(page);
  await page.getByTestId('deposit-channel-fast_payment').first().click();
  await page.getByTestId('deposit-amount').fill(amount);
  if (isDesktop(testInfo)) {
    // Desktop pays in the depositWindow; the page that stayed open changes without a reload.
    const [gateway] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('deposit-submit').click(),
    ]);
    await expect(gateway.getByTestId('checkout-amount')).toContainText(amount);
    await gateway.getByTestId('checkout-pay').click();
  } else {
    // Mobile goes to the gateway in the same page and comes back to the order's result.
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('checkout-amount')).toContainText(amount);
    await page.getByTestId('checkout-pay').click();
  }
  await expect(page.getByTestId('member-balance')).toContainText(balanceAfter, {
    timeout: 20_000,
  });
  await expect(page.getByTestId('deposit-order')).toBeVisible();
};

/** Call an operator endpoint and answer its data, failing the test on any other code. */
export const operatorCall = async <T>(
  request: APIRequestContext,
  path: string,
  data: Record<string, unknown>,
): Promise<T> => {
  const response = await request.post(`/api${path}`, {
    headers: { authorization: `Bearer ${E2E_OPERATOR_KEY}` },
    data,
  });
  const body = (await response.json()) as { code: string; apiResponseData: T; message?: string };
  expect(body, `${path}: ${body.message ?? ''}`).toMatchObject({ code: '100' });
  return body.apiResponseData;
};

/**
 * Call a member or game endpoint with a session token ('' for none) and answer its data, failing
 * the test on any other code.
 */
export const memberCall = async <T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: Record<string, unknown>,
): Promise<T> => {
  const response = await request.post(`/api${path}`, {
    headers: { ...(token === '' ? {} : { authorization: `Bearer ${token}` }), lang: 'en_US' },
    data,
  });
  const body = (await response.json()) as { code: string; apiResponseData: T; message?: string };
  expect(body, `${path}: ${body.message ?? ''}`).toMatchObject({ code: '100' });
  return body.apiResponseData;
};
