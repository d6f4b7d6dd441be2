import { randomUUID } from 'node:crypto';

import { SITE_TIME_ZONE } from '@member-site/contracts/constants';
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
  screenshotPath,
  settleLobbyPopup,
} from './support';

// Registrations hash passwords with argon2id; the visitor deposits through the gateway and plays.
test.describe.configure({ timeout: 180_000 });

/** The journey's plan: a tenth of the downline's valid bet from the first active member on. */
const JOURNEY_PLAN = 'Browser journey turnover';

/**
 * The id of the journey's plan, set up by the operator on first use. It pays on valid bet, which
 * the journey's three spins fix, where a plan on net win/loss would pay on the slot's luck.
 */
const journeyPlanId = async (request: APIRequestContext): Promise<number> => {
  const plans = await operatorCall<{ list: { id: number; names: Record<string, string> }[] }>(
    request,
    '/operator/agent/plans',
    { currency: 'RMB' },
  );
  const existing = plans.list.find((plan) => plan.names.en_US === JOURNEY_PLAN);
  if (existing) return existing.id;
  const created = await operatorCall<{ id: number }>(request, '/operator/agent/plans/set', {
    currency: 'RMB',
    name: {
      en_US: JOURNEY_PLAN,
      zh_CN: '浏览器旅程流水方案',
      zh_TW: '瀏覽器旅程流水方案',
      vi_VN: 'Gói hoa hồng cược hợp lệ (hành trình trình duyệt)',
      hi_IN: 'ब्राउज़र यात्रा टर्नओवर योजना',
    },
    basis: 'valid_bet',
    active: true,
    active_rule: { min_deposit: '100', min_valid_bet: '10' },
    tiers: [{ min_active_members: 1, min_figure: '10', rate: 10 }],
    reason: 'browser journey',
  });
  return created.id;
};

/** A new RMB member who applies for the journey's plan and whom the operator approves. */
const newAgent = async (request: APIRequestContext): Promise<string> => {
  const planId = await journeyPlanId(request);
  const account = newAccount('agt');
  const token = await registerByCall(request, account, newName());
  const plans = await memberCall<{ list: { id: number; basis: string }[] }>(
    request,
    token,
    '/arks/web/agent/plans',
    {},
  );
  expect(plans.list.find((plan) => plan.id === planId)).toMatchObject({ basis: 'valid_bet' });
  const application = await memberCall<{ id: number }>(request, token, '/arks/web/agent/apply', {
    plan_id: planId,
    accept_agreement: true,
  });
  await operatorCall(request, '/operator/agent/applications/approve', {
    application_id: application.id,
    reason: 'browser journey',
  });
  return account;
};

/** Today in the site's time zone, YYYY-MM-DD. */
const siteToday = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(new Date());

type OperatorSettlement = {
  id: number;
  period_start: string;
  period_end: string;
  basis: string;
  tier: number;
  active_members: number;
  valid_bet: string;
  figure: string;
  commission: string;
  status: string;
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

// Closing the week settles every agent of the site, so the journey runs apart (@exclusive): the
// other device's agent must not be settled before it has played.
test('an agent copies a promotion link; a visitor registers through it in its currency, deposits and plays; the agent’s tables show them, and the week’s commission is paid once the operator approves it @exclusive', async ({
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
  // 300.00 deposited and 30.00 bet meet the plan's rule (100 and 10): one active member.
  await expect(page.getByTestId('agent-totals-active_members')).toHaveText('1');
  await expect(page.getByTestId('agent-chart')).toBeVisible();
  // The chart switches to the member counts, reached below the sticky header on a phone too.
  await page.getByTestId('agent-chart-kind').getByText('人数').click();
  await expect(page.getByTestId('agent-chart-chip-active_members')).toBeChecked();

  // The week is settled: the operator closes the period holding today (the test server's
  // settlement clock runs a week ahead, so the running week has ended by it) and finds the
  // agent's row: a tenth of the three spins' valid bet.
  const closed = await operatorCall<{
    period_start: string;
    period_end: string;
    settlements_written: number;
  }>(request, '/operator/agent/settlements/close', {
    day: siteToday(),
    reason: 'browser journey week',
  });
  expect(closed.settlements_written).toBeGreaterThanOrEqual(1);
  const settlements = await operatorCall<{ list: OperatorSettlement[] }>(
    request,
    '/operator/agent/settlements',
    { agent_account: agent, page: 1, page_size: 10 },
  );
  expect(settlements.list).toHaveLength(1);
  const settlement = settlements.list[0];
  expect(settlement).toMatchObject({
    period_start: closed.period_start,
    period_end: closed.period_end,
    basis: 'valid_bet',
    tier: 1,
    active_members: 1,
    valid_bet: '30.00',
    figure: '30.00',
    commission: '3.00',
    status: 'pending',
  });

  // The agent sees the pending commission; the operator's approval reaches the open page live:
  // the row turns paid and the agent wallet holds the commission, with no reload.
  await openIn(page, '/proxy?page=PerformanceSettlement', 'zh_CN');
  const wallet = page.getByTestId('agent-wallet');
  await expect(wallet).toContainText('0.00');
  const period = page
    .getByTestId('record-row')
    .filter({ hasText: `${closed.period_start} – ${closed.period_end}` });
  await expect(period).toHaveCount(1, { timeout: 20_000 });
  await expect(period).toContainText('待审核');
  await expect(period).toContainText('3.00');
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  const paid = await operatorCall<{ status: string; commission: string }>(
    request,
    '/operator/agent/settlements/approve',
    { settlement_id: settlement?.id, reason: 'browser journey week checked' },
  );
  expect(paid).toMatchObject({ status: 'paid', commission: '3.00' });
  await expect(period).toContainText('已发放', { timeout: 20_000 });
  await expect(wallet).toContainText('3.00', { timeout: 20_000 });
  expect(reloaded).toBe(false);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: screenshotPath(testInfo, `agent-settlement-${testInfo.project.name}`),
  });
});
