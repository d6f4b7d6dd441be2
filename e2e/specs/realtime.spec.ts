import { join } from 'node:path';

import { type Page, type TestInfo, expect, test } from '@playwright/test';

import {
  bindBankAccount,
  fillLogin,
  isDesktop,
  logIn,
  message,
  newAccount,
  newContext,
  newName,
  openIn,
  registerByCall,
  settleLobbyPopup,
  untilMemberFeed,
  visitFromNewAddress,
} from './support';

// Logins and registrations hash passwords with argon2id, and each test opens two pages.
test.describe.configure({ timeout: 180_000 });

/** The path the deposit page asks an order's status at. */
const ORDER_STATUS_PATH = '/api/member/deposit/order';
/** The sandbox gateway's payment of a checkout. */
const SANDBOX_PAY = /\/sandbox-gateway\/checkout\/[^/]+\/pay/;

/** Requests a page makes for order statuses, by the time they were made. */
const recordOrderStatusRequests = (page: Page): number[] => {
  const times: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ORDER_STATUS_PATH) times.push(Date.now());
  });
  return times;
};

const screenshot = async (page: Page, testInfo: TestInfo, name: string): Promise<void> => {
  await page.screenshot({
    path: join(
      testInfo.config.rootDir,
      '..',
      'screenshots',
      `realtime-${name}-${testInfo.project.name}.png`,
    ),
  });
};

test('a login on a second browser logs the first one out at once, with a message and back to the lobby', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const account = newAccount('rt');
  const name = newName();
  await registerByCall(request, account, name);
  await visitFromNewAddress(page);
  await openIn(page, '/', 'zh_CN');
  await settleLobbyPopup(page);
  await logIn(page, account, 'abc123');
  // Away from the lobby, on a page that stays open without a click.
  await openIn(page, '/discount', 'zh_CN');
  await untilMemberFeed(page);
  const firstToken = await page.evaluate(() => localStorage.getItem('token') ?? '');
  expect(firstToken).not.toBe('');

  const other = await newContext(browser, page);
  const second = await other.newPage();
  await openIn(second, '/', 'zh_CN');
  await settleLobbyPopup(second);
  await fillLogin(second, account, 'abc123');
  // A device the account has not used: the second browser answers the double validation.
  await expect(second.getByTestId('double-validation-modal')).toBeVisible();
  await second.getByTestId('double-validation-answer').fill(name);
  await second.getByTestId('double-validation-submit').click();

  // The first browser hears of it by push: the message, logged out, in the lobby.
  await expect(page.getByText(message('already_login_msg'))).toBeVisible();
  await expect(page.getByTestId('member-panel')).toBeHidden();
  await expect(page.getByTestId('login-button').filter({ visible: true }).first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await screenshot(page, testInfo, 'logged-in-elsewhere');
  // The session ended at the server, not only in the page: its token opens nothing any more.
  const refused = await request.post('/api/member/profile', {
    headers: { authorization: `Bearer ${firstToken}`, lang: 'en_US' },
    data: {},
  });
  expect(((await refused.json()) as { code: string }).code).not.toBe('100');

  // The second browser stays logged in.
  await expect(second.getByTestId('member-account')).toHaveText(account);
  await other.close();
});

test('a deposit paid at the gateway reaches the header balance by push, without polling', async ({
  page,
  request,
}, testInfo) => {
  const account = newAccount('rp');
  await registerByCall(request, account, newName());
  await visitFromNewAddress(page);
  await openIn(page, '/', 'zh_CN');
  await settleLobbyPopup(page);
  await logIn(page, account, 'abc123');
  await bindBankAccount(page);
  const statusRequests = recordOrderStatusRequests(page);
  const balance = page.getByTestId('member-balance').filter({ visible: true }).first();

  if (isDesktop(testInfo)) {
    // The deposit page stays open while the gateway takes the payment in its window.
    await openIn(page, '/Deposit', 'zh_CN');
    // The deposit page's own pop-up promotion shows on every visit (spec section 4).
    await settleLobbyPopup(page);
    await untilMemberFeed(page);
    const connectedAt = Date.now();
    await expect(balance).toContainText('0.00');
    await page.getByTestId('deposit-channel-fast_payment').first().click();
    await page.getByTestId('deposit-amount').fill('300');
    const [gateway] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('deposit-submit').click(),
    ]);
    await expect(gateway.getByTestId('checkout-amount')).toContainText('300');
    await expect(page.getByTestId('deposit-order')).toHaveAttribute('data-status', 'pending');
    await Promise.all([
      gateway.waitForResponse((response) => SANDBOX_PAY.test(response.url())),
      gateway.getByTestId('checkout-pay').click(),
    ]);
    await expect(balance).toContainText('300.00', { timeout: 5_000 });
    await expect(page.getByTestId('deposit-order')).toHaveAttribute('data-status', 'paid');
    await screenshot(page, testInfo, 'deposit-pushed');
    // Pending for as long as the member looked at it, yet never asked for.
    expect(statusRequests.filter((at) => at >= connectedAt)).toEqual([]);
  } else {
    // On mobile the gateway takes over the page that pays; the lobby open in another tab of the
    // same browser shows the new balance by push.
    await openIn(page, '/', 'zh_CN');
    await settleLobbyPopup(page);
    await untilMemberFeed(page);
    const connectedAt = Date.now();
    await expect(balance).toContainText('0.00');

    const paying = await page.context().newPage();
    await openIn(paying, '/Deposit', 'zh_CN');
    await settleLobbyPopup(paying);
    await paying.getByTestId('deposit-channel-fast_payment').first().click();
    await paying.getByTestId('deposit-amount').fill('300');
    await paying.getByTestId('deposit-submit').click();
    await expect(paying.getByTestId('checkout-amount')).toContainText('300');
    await Promise.all([
      paying.waitForResponse((response) => SANDBOX_PAY.test(response.url())),
      paying.getByTestId('checkout-pay').click(),
    ]);
    await expect(balance).toContainText('300.00', { timeout: 5_000 });
    await page.bringToFront();
    await screenshot(page, testInfo, 'deposit-pushed');
    expect(statusRequests.filter((at) => at >= connectedAt)).toEqual([]);
    // The paying page comes back to its order's result.
    await expect(paying.getByTestId('deposit-order')).toHaveAttribute('data-status', 'paid');
    await paying.close();
  }
});
