import { type APIRequestContext, type Page, expect, test } from '@playwright/test';

import { E2E_OPERATOR_KEY } from './operator';
import { logIn, newAccount, newName, openIn, registerByCall, settleLobbyPopup } from './support';

// Registrations hash passwords with argon2id, and the journey waits for the envelope to start.
test.describe.configure({ timeout: 150_000 });

const operator = { authorization: `Bearer ${E2E_OPERATOR_KEY}` };

/** Call an operator endpoint and answer its data, failing the test on any other code. */
const operatorCall = async <T>(
  request: APIRequestContext,
  path: string,
  data: Record<string, unknown>,
): Promise<T> => {
  const response = await request.post(`/api${path}`, { headers: operator, data });
  const body = (await response.json()) as { code: string; apiResponseData: T; message?: string };
  expect(body, `${path}: ${body.message ?? ''}`).toMatchObject({ code: '100' });
  return body.apiResponseData;
};

/** Wait until the page's realtime connection has the member's channels. */
const untilMemberFeed = async (page: Page): Promise<void> => {
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'member', {
    timeout: 15_000,
  });
};

test('a member reads a letter sent while logged in, claims a red envelope that appears live and signs in for the day', async ({
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
