import { randomUUID } from 'node:crypto';

import { type APIRequestContext, expect, test } from '@playwright/test';

import {
  bindBankAccount,
  depositThroughGateway,
  logIn,
  memberCall,
  newAccount,
  newContext,
  newName,
  openIn,
  operatorCall,
  register,
  registerByCall,
  settleLobbyPopup,
} from './support';

// Registrations hash passwords with argon2id; the visitor deposits through the gateway and plays.
test.describe.configure({ timeout: 180_000 });

/** A new RMB member who applies for the site's first plan and whom the operator approves. */
const newAgent = async (request: APIRequestContext): Promise<string> => {
  const account = newAccount('agt');
  const token = await registerByCall(request, account, newName());
  const plans = await memberCall<{ list: { id: number }[] }>(
    request,
    token,
    '/arks/web/agent/plans',
    {},
  );
  const plan = plans.list[0];
  expect(plan).toBeDefined();
  const application = await memberCall<{ id: number }>(request, token, '/arks/web/agent/apply', {
    plan_id: plan?.id,
    accept_agreement: true,
  });
  await operatorCall(request, '/operator/agent/applications/approve', {
    application_id: application.id,
    reason: 'browser journey',
  });
  return account;
};

/** Three real spins of the house slot at 10.00 each, through the game's own calls. */
const playTheSlot = async (request: APIRequestContext, token: string): Promise<void> => {
  const launched = await memberCall<{ game_url: string }>(request, token, '/member/game/play1', {
    gp_id: 1,
    game_type: 2,
    game_code: 'e_lotus_fortune',
    lobby_url: '/close',
    device: 'desktop',
  });
  const launchToken = /#launch=(.+)$/.exec(launched.game_url)?.[1] ?? '';
  const session = await memberCall<{ session_token: string }>(request, '', '/house/session', {
    launch_token: launchToken,
  });
  for (let spin = 0; spin < 3; spin += 1) {
    await memberCall(request, session.session_token, '/house/slot/spin', {
      stake: '10',
      request_id: randomUUID(),
    });
  }
};

test('an agent copies a promotion link; a visitor registers through it in its currency, deposits and plays, and the agent’s tables show them', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const agent = await newAgent(request);
  await openIn(page, '/', 'zh_CN');
  await settleLobbyPopup(page);
  await logIn(page, agent, 'abc123');

  // The register link of the agent's currency, copied as the agent would share it.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openIn(page, '/proxy?page=Promotion', 'zh_CN');
  const link = page.getByTestId('agent-link').filter({ hasText: 'RMB' }).last();
  const shown = await link.getByTestId('agent-link-url').inputValue();
  expect(shown).toMatch(/\/register\?id=\d+&currency=RMB$/);
  await expect(link.getByTestId('agent-link-qr')).toBeVisible();
  await link.getByTestId('agent-link-copy').click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);

  // A visitor follows it: the register form opens with the link's currency locked.
  const visitorContext = await newContext(browser, page);
  const visitor = await visitorContext.newPage();
  await visitor.goto(copied);
  await expect(visitor.getByTestId('register-modal')).toBeVisible({ timeout: 20_000 });
  const currency = visitor.getByTestId('register-currency');
  await expect(currency).toBeDisabled();
  await expect(currency).toHaveValue('RMB');
  const visitorAccount = newAccount('dwn');
  await register(visitor, visitorAccount, newName());
  await bindBankAccount(visitor);
  await depositThroughGateway(visitor, testInfo, '300', '300.00');
  const visitorToken = await visitor.evaluate(() => localStorage.getItem('token') ?? '');
  expect(visitorToken).not.toBe('');
  await visitorContext.close();
  await playTheSlot(request, visitorToken);

  // The agent's downline holds the visitor, and the operation table shows their figures.
  await openIn(page, '/proxy?page=ProxyCenter', 'zh_CN');
  await expect(page.getByTestId('record-row').filter({ hasText: visitorAccount })).toHaveCount(1, {
    timeout: 20_000,
  });
  await openIn(page, '/proxy?page=OperationTable', 'zh_CN');
  const row = page.getByTestId('record-row').filter({ hasText: visitorAccount });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await expect(row).toContainText('300.00');
  await expect(row).toContainText('30.00');
  await expect(page.getByTestId('agent-chart')).toBeVisible();
});
