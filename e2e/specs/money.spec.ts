import { randomUUID } from 'node:crypto';

import { expect, test } from '@playwright/test';

import { E2E_OPERATOR_KEY } from './operator';
import {
  ANY_DEVICE,
  bindBankAccount,
  depositThroughGateway,
  newAccount,
  newName,
  openIn,
  register,
} from './support';

// A registration (argon2id) and two windows: longer than a page visit.
test.describe.configure({ timeout: 180_000 });

test('a member deposits through the gateway, withdraws, and sees both in the records', async ({
  page,
  request,
}, testInfo) => {
  const account = newAccount('pay');
  await register(page, account, newName());
  await bindBankAccount(page);

  // Deposit 300 through the sandbox gateway from /Deposit, whose header shows the balance.
  await depositThroughGateway(page, testInfo, '300', '300.00');

  // Withdraw 120: the amount is held at once.
  await openIn(page, '/user/Withdrawal', 'zh_CN');
  const form = page.getByTestId('withdrawal-form');
  await form.locator('input[name=amount]').fill('120');
  await form.locator('input[name=withdraw_password]').fill('1234');
  await form.locator('button[type=submit]').click();
  const submitted = page.getByTestId('withdrawal-submitted');
  await expect(submitted).toBeVisible();
  await expect(page.getByTestId('member-balance')).toContainText('180.00');
  const orderNumber = /W\d{16}/.exec((await submitted.textContent()) ?? '')?.[0];
  expect(orderNumber).toBeDefined();

  // The operator pays it out through the operator call.
  const approved = await request.post('/api/operator/withdrawals/approve', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_KEY}` },
    data: { order_number: orderNumber, reason: 'paid by bank transfer' },
  });
  expect((await approved.json()) as unknown).toMatchObject({
    code: '100',
    apiResponseData: { order: { order_number: orderNumber, status: 'paid' } },
  });
  // Approving twice changes nothing.
  const again = await request.post('/api/operator/withdrawals/approve', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_KEY}` },
    data: { order_number: orderNumber, reason: 'again' },
  });
  expect(((await again.json()) as { code: string }).code).toBe('107');

  // The deposit and withdrawal record shows both orders with their outcome.
  await openIn(page, '/user/DWRecord', 'zh_CN');
  const orders = page.getByTestId('record-row');
  await expect(orders).toHaveCount(2);
  await expect(orders.filter({ hasText: orderNumber ?? '' })).toContainText('120.00');
  await expect(orders.filter({ hasText: /D\d{16}/ })).toContainText('300.00');

  // The transfer record shows the credit and the hold.
  await openIn(page, '/user/Transaction', 'zh_CN');
  const transfers = page.getByTestId('record-row');
  await expect(transfers).toHaveCount(2);
  await expect(transfers.filter({ hasText: '300.00' })).toContainText('+');
  await expect(transfers.filter({ hasText: '120.00' })).toContainText('-');
});

test('operator calls without a live key are refused', ANY_DEVICE, async ({ request }) => {
  const answer = await request.post('/api/operator/adjustments', {
    headers: { authorization: 'Bearer not-a-key-of-this-site-0000000000000' },
    data: {
      member_account: 'demo001',
      direction: 'credit',
      amount: '1',
      reason: 'x',
      request_id: randomUUID(),
    },
  });
  expect(answer.status()).toBe(401);
});
