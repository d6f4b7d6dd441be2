import { expect, test } from '@playwright/test';

import {
  bindBankAccount,
  depositThroughGateway,
  logIn,
  newAccount,
  newContext,
  newName,
  openIn,
  operatorCall,
  register,
  registerByCall,
  settleLobbyPopup,
  untilMemberFeed,
} from './support';

// Registrations hash passwords with argon2id, and the journey waits for the envelope to start.
test.describe.configure({ timeout: 240_000 });

// The red envelope is scheduled for every RMB member, so the journey runs apart (@exclusive).
test('a member reads a letter sent while logged in, claims a red envelope that appears live and signs in for the day @exclusive', async ({
  page,
  request,
}) => {
  const account = newAccount('promo');
  await registerByCall(request, account, newName());
  await openIn(page, '/', 'zh_CN');
  await settleLobbyPopup(page);
  await logIn(page, account, 'abc123');
  await untilMemberFeed(page);

  // A letter the operator sends now arrives on the open Letter page without a reload.
  await openIn(page, '/user/Letter', 'zh_CN');
  await untilMemberFeed(page);
  await expect(page.getByTestId('letters-empty')).toBeVisible();
  const title = `欢迎 ${account}`;
  await operatorCall(request, '/operator/letters/send', {
    member_account: account,
    title,
    content: '感谢您的注册，祝您游戏愉快。',
  });
  const row = page.getByTestId('letter-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('letter-unread')).toBeVisible();
  await row.getByRole('button', { name: `打开“${title}”` }).click();
  await expect(page.getByTestId('letter-detail')).toContainText('感谢您的注册');
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('letter-unread')).toBeHidden();

  // A red envelope the operator schedules floats in when it starts, on the page already open.
  await openIn(page, '/', 'zh_CN');
  await settleLobbyPopup(page);
  await untilMemberFeed(page);
  const startAt = new Date(Date.now() + 3_000);
  const promotion = await operatorCall<{ id: number }>(
    request,
    '/operator/red_envelopes/schedule',
    {
      currency: 'RMB',
      start_at: startAt.toISOString(),
      end_at: new Date(startAt.getTime() + 90_000).toISOString(),
      pool: '8.88',
      rule: 'equal',
      count: 4,
      reason: 'browser journey',
    },
  );
  try {
    const float = page.getByTestId('red-envelope-float');
    await expect(float).toBeVisible({ timeout: 20_000 });
    await float.click();
    await page.getByTestId('red-envelope-open').click();
    await expect(page.getByTestId('red-envelope-cash')).toContainText('2.22');
    await page.getByTestId('red-envelope-modal').getByRole('button', { name: '关闭' }).click();
    await expect(page.getByTestId('member-balance')).toContainText('2.22');
    // Claimed: the envelope is gone for this member.
    await expect(float).toBeHidden();
  } finally {
    await operatorCall(request, '/operator/red_envelopes/cancel', {
      id: promotion.id,
      reason: 'end of the browser journey',
    });
  }

  // Today's sign-in of the demo campaign pays its reward into the main wallet.
  await page.getByTestId('signin-button').filter({ visible: true }).first().click();
  const today = page.getByTestId('signin-today');
  await expect(today).toBeEnabled();
  await today.click();
  await expect(today).toBeDisabled();
  await expect(page.getByTestId('signin-days').locator('[aria-current=date]')).toHaveAttribute(
    'data-status',
    /signin_(true|success)/,
  );
});

test('a member copies their invite link; a friend registers through it, deposits, and the award shows in the record', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const account = newAccount('rec');
  await registerByCall(request, account, newName());
  await openIn(page, '/', 'zh_CN');
  await settleLobbyPopup(page);
  await logIn(page, account, 'abc123');

  // The invite link, copied as the member would share it.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openIn(page, '/user/RecommendProject', 'zh_CN');
  const shown = await page.getByTestId('recommend-link').inputValue();
  expect(shown).toMatch(/\/register\?invite=[A-Z0-9]+&currency=RMB$/);
  await expect(page.getByTestId('recommend-qr')).toBeVisible();
  await page.getByTestId('recommend-copy').click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);

  // A friend follows the link, looks around, and registers later: the link's cookie introduces
  // them.
  const friendContext = await newContext(browser, page);
  const friend = await friendContext.newPage();
  await friend.goto(copied);
  await expect(friend.getByTestId('register-modal')).toBeVisible({ timeout: 20_000 });
  const friendAccount = newAccount('frd');
  await register(friend, friendAccount, newName());
  await bindBankAccount(friend);
  await depositThroughGateway(friend, testInfo, '300', '300.00');
  await friendContext.close();

  // The first deposit of at least 100 pays the member 10 (the demo's RMB rule), shown in the award
  // record and among the friends.
  await openIn(page, '/user/RecommendRecord', 'zh_CN');
  const award = page.getByTestId('recommend-row').first();
  await expect(award).toContainText('10.00', { timeout: 20_000 });
  await expect(award).toContainText(friendAccount.slice(0, 2));
  await expect(page.getByTestId('member-balance').filter({ visible: true }).first()).toContainText(
    '10.00',
  );
  await openIn(page, '/user/RecommendMemberSearch', 'zh_CN');
  await expect(page.getByTestId('recommend-row')).toHaveCount(1);
});
