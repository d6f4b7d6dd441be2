import { copyFileSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';

import {
  LANGUAGE_BCP47,
  SITE_TIME_ZONE,
  WALL_CLOCK_FIELDS,
} from '@member-site/contracts/constants';
import { type APIRequestContext, type Page, type TestInfo, expect, test } from '@playwright/test';

import { E2E_OPERATOR_KEY } from './operator';
import {
  creditMember,
  isDesktop,
  type Language,
  logIn,
  newAccount,
  newName,
  openIn,
  registerByCall,
  screenshotPath,
  settleLobbyPopup,
  visitFromNewAddress,
} from './support';

// A registration (argon2id), a game launch, rounds and the way back: longer than a page visit.
test.describe.configure({ timeout: 180_000 });

/** The house provider of the demo site (its hall of slots is 2). */
const HOUSE_GP_ID = 1;
const CREDIT = '500';
/** A game page loads its code and opens its session: slower than a site page on a busy machine. */
const GAME_LOAD = { timeout: 15_000 };
/** Spins before giving up on a win (56 % of rounds win); one page of the round history holds 20. */
const MAX_SPINS = 20;

const operator = { authorization: `Bearer ${E2E_OPERATOR_KEY}` };

const lotusTile = (page: Page) =>
  page.getByTestId('game-e_lotus_fortune').getByRole('button').first();

const siteBalance = (page: Page) =>
  page.getByTestId('member-balance').filter({ visible: true }).first();

/** An amount as the site and the game write it ("¥1,234.50", "-¥1.00") in cents. */
const cents = (text: string | null): number => {
  const match = /(-?)[^\d-]*([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no amount in "${text}"`);
  const value = Number((match[2] ?? '').replaceAll(',', '')) * 100 + Number(match[3]);
  return match[1] === '-' ? -value : value;
};

/** A new RMB member with 500 in the main wallet, logged in on `page` in `language`. */
const creditedMember = async (
  page: Page,
  request: APIRequestContext,
  language: Language,
): Promise<string> => {
  const account = newAccount('hs');
  await registerByCall(request, account, newName());
  await creditMember(request, account, CREDIT, 'house slot test');

  await visitFromNewAddress(page);
  await openIn(page, '/', language);
  await settleLobbyPopup(page);
  await logIn(page, account, 'abc123');
  await expect(siteBalance(page)).toContainText('500.00');
  return account;
};

/**
 * Open Lotus Fortune with real money from the slot hall's game list: a window of its own on
 * desktop, this tab on a phone. Answers the game's page once its reels are ready.
 */
const openSlot = async (page: Page, testInfo: TestInfo, language: Language): Promise<Page> => {
  if (!page.url().endsWith('/games/2/1')) await openIn(page, '/games/2/1', language);
  await expect(lotusTile(page)).toBeVisible();
  let game = page;
  if (isDesktop(testInfo)) {
    [game] = await Promise.all([page.waitForEvent('popup'), lotusTile(page).click()]);
  } else {
    await lotusTile(page).click();
  }
  await expect(game.getByTestId('spin')).toBeEnabled(GAME_LOAD);
  await expect(game.getByTestId('balance')).toContainText('500.00');
  return game;
};

/** One round: the spin call answered and the round shown to its end. */
const spinOnce = async (game: Page): Promise<void> => {
  const spin = game.getByTestId('spin');
  await expect(spin).toHaveAttribute('data-phase', 'idle');
  await Promise.all([
    game.waitForResponse((response) => response.url().endsWith('/house/slot/spin'), GAME_LOAD),
    spin.click(),
  ]);
  await expect(spin).toHaveAttribute('data-phase', 'idle', GAME_LOAD);
};

/** Spin (turbo on) until a round wins, at least `least` rounds; answers the rounds played. */
const spinUntilWin = async (game: Page, least: number): Promise<number> => {
  const turbo = game.getByTestId('turbo');
  if ((await turbo.getAttribute('aria-pressed')) !== 'true') await turbo.click();
  await expect(turbo).toHaveAttribute('aria-pressed', 'true');
  for (let played = 1; played <= MAX_SPINS; played += 1) {
    await spinOnce(game);
    // The win meter lights up when the round paid.
    const won = /\bis-win\b/.test((await game.getByTestId('win').getAttribute('class')) ?? '');
    if (won && played >= least) return played;
  }
  throw new Error(`no winning round in ${MAX_SPINS} spins`);
};

test('a member plays the slot until a win, checks the history and leaves by the lobby button', async ({
  page,
  request,
}, testInfo) => {
  await creditedMember(page, request, 'zh_CN');
  await openIn(page, '/games/2/1', 'zh_CN');
  const tile = page.getByTestId('game-e_lotus_fortune');
  await expect(tile.locator('img')).toHaveJSProperty('complete', true);
  await expect(tile.locator('img')).not.toHaveJSProperty('naturalWidth', 0);
  await page.evaluate(() => document.fonts.ready);
  const list = screenshotPath(testInfo, `games-list-${testInfo.project.name}-zh_CN`);
  await page.screenshot({ path: list });
  const game = await openSlot(page, testInfo, 'zh_CN');

  const played = await spinUntilWin(game, 2);
  const inGame = cents(await game.getByTestId('balance').textContent());
  await game.evaluate(() => document.fonts.ready);
  const slot = screenshotPath(testInfo, `slot-${testInfo.project.name}-zh_CN`);
  await game.screenshot({ path: slot });
  // README_IMAGES=1 refreshes the README's pictures (docs/images) with these.
  if (process.env.README_IMAGES === '1') {
    const images = join(testInfo.config.rootDir, '..', '..', 'docs', 'images');
    mkdirSync(images, { recursive: true });
    for (const file of [list, slot]) copyFileSync(file, join(images, basename(file)));
  }

  // The history lists every round, newest first, with stakes and wins that make the balance.
  await game.getByTestId('open-history').click();
  const rows = game.getByTestId('history-row');
  await expect(rows).toHaveCount(played, GAME_LOAD);
  const stakes = (await game.getByTestId('history-stake').allTextContents()).map(cents);
  const wins = (await game.getByTestId('history-win').allTextContents()).map(cents);
  expect(stakes.every((stake) => stake > 0)).toBe(true);
  expect(wins[0]).toBeGreaterThan(0);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  expect(500_00 + sum(wins) - sum(stakes)).toBe(inGame);
  await game.keyboard.press('Escape');
  await expect(rows).toHaveCount(0);

  // The lobby button leaves the game through /close: the game's money is back in the main wallet.
  const lobbyButton = game.getByTestId('lobby');
  if (isDesktop(testInfo)) {
    const closed = game.waitForEvent('close', GAME_LOAD);
    await lobbyButton.click();
    await closed;
  } else {
    await lobbyButton.click();
    await expect(page).toHaveURL(/\/$/, GAME_LOAD);
  }
  // The header shows no amount until the lobby has loaded the member's balance.
  await expect
    .poll(async () => {
      const text = await siteBalance(page).textContent();
      return text !== null && /\d/.test(text) ? cents(text) : null;
    }, GAME_LOAD)
    .toBe(inGame);

  // The transaction record shows the whole 500 going into the game and the balance coming back.
  await openIn(page, '/user/Transaction', 'zh_CN');
  const records = page.getByTestId('record-row');
  const into = records.filter({ hasText: '转入游戏' });
  const back = records.filter({ hasText: '从游戏转出' });
  await expect(into).toHaveCount(1);
  await expect(back).toHaveCount(1);
  await expect(into.locator('[data-direction]')).toHaveAttribute('data-direction', 'debit');
  expect(cents(await into.locator('[data-direction]').textContent())).toBe(-500_00);
  await expect(back.locator('[data-direction]')).toHaveAttribute('data-direction', 'credit');
  expect(cents(await back.locator('[data-direction]').textContent())).toBe(inGame);
});

// The window closes the house to every member, so the test runs apart (@exclusive).
test('a maintenance window on the house stops a launch with its times and customer service @exclusive', async ({
  page,
  request,
}) => {
  // Whole minutes: the box shows seconds, and the window holds now.
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000);
  const end = new Date(start.getTime() + 3 * 60 * 60_000);
  const set = await request.post('/api/operator/games/maintenance', {
    headers: operator,
    data: {
      gp_id: HOUSE_GP_ID,
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      reason: 'house slot maintenance test',
    },
  });
  expect((await set.json()) as unknown).toMatchObject({
    code: '100',
    apiResponseData: { gp_id: HOUSE_GP_ID, maintain_interval: { start_at: start.toISOString() } },
  });
  try {
    await creditedMember(page, request, 'zh_CN');
    await openIn(page, '/games/2/1', 'zh_CN');
    await expect(page.getByTestId('game-e_lotus_fortune')).toContainText('维护中');
    await lotusTile(page).click();

    // The site's time zone and the reader's language, as every time of the site.
    const format = new Intl.DateTimeFormat(LANGUAGE_BCP47.zh_CN, {
      ...WALL_CLOCK_FIELDS,
      timeZone: SITE_TIME_ZONE,
    });
    const box = page.getByTestId('game-maintenance');
    await expect(box).toBeVisible(GAME_LOAD);
    await expect(box).toContainText(format.format(start));
    await expect(box).toContainText(format.format(end));
    await expect(box.getByRole('link', { name: '联系客服' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    // Nothing was opened: the money stays in the main wallet.
    await expect(siteBalance(page)).toContainText('500.00');
  } finally {
    const cleared = await request.post('/api/operator/games/maintenance', {
      headers: operator,
      data: { gp_id: HOUSE_GP_ID, reason: 'house slot maintenance test over' },
    });
    expect((await cleared.json()) as unknown).toMatchObject({
      code: '100',
      apiResponseData: { maintain_interval: null },
    });
  }
});

test('a rotated seed lets the verify page recompute played rounds', async ({
  page,
  request,
}, testInfo) => {
  await creditedMember(page, request, 'zh_CN');
  const game = await openSlot(page, testInfo, 'zh_CN');
  const played = await spinUntilWin(game, 3);

  // Rotating the seed reveals the one the rounds were played with.
  await game.getByTestId('open-fairness').click();
  await expect(game.getByTestId('seed-nonce')).toHaveText(String(played));
  const hash = (await game.getByTestId('seed-hash').textContent()) ?? '';
  await game.getByTestId('rotate-seed').click();
  await expect(game.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/, GAME_LOAD);
  const serverSeed = (await game.getByTestId('revealed-seed').textContent()) ?? '';
  const clientSeed = (await game.getByTestId('revealed-client-seed').textContent()) ?? '';
  // The new pair starts again at nonce 0 under a new hash.
  await expect(game.getByTestId('seed-nonce')).toHaveText('0');
  await expect(game.getByTestId('seed-hash')).not.toHaveText(hash);
  await game.keyboard.press('Escape');

  await game.getByTestId('open-history').click();
  const rows = game.getByTestId('history-row');
  await expect(rows).toHaveCount(played, GAME_LOAD);
  const newest = rows.first();
  const newestWin = (await newest.getByTestId('history-win').textContent()) ?? '';
  expect(cents(newestWin)).toBeGreaterThan(0);

  // The history's verify link of the winning round recomputes the same payout, seed hash checked.
  const [verify] = await Promise.all([
    game.waitForEvent('popup'),
    newest.getByTestId('history-verify').click(),
  ]);
  await expect(verify.getByTestId('verify-total')).toHaveText(newestWin, GAME_LOAD);
  await expect(verify.getByTestId('hash-check')).toHaveClass(/\bis-good\b/);
  await expect(verify.getByTestId('hash-check')).toContainText(hash);

  // Anyone can type the first round's inputs in: the same win as the history shows.
  const oldest = rows.last();
  const oldestWin = (await oldest.getByTestId('history-win').textContent()) ?? '';
  const oldestStake = (await oldest.getByTestId('history-stake').textContent()) ?? '';
  await verify.goto('/house/verify');
  await verify.locator('input[name=server_seed]').fill(serverSeed);
  await verify.locator('input[name=server_seed_hash]').fill(hash);
  await verify.locator('input[name=client_seed]').fill(clientSeed);
  await verify.locator('input[name=nonce]').fill('0');
  await verify.locator('input[name=stake]').fill((cents(oldestStake) / 100).toFixed(2));
  await verify.locator('select[name=currency]').selectOption('RMB');
  await verify.locator('button[type=submit]').click();
  await expect(verify.getByTestId('verify-total')).toHaveText(oldestWin);
  await expect(verify.getByTestId('hash-check')).toHaveClass(/\bis-good\b/);
  await verify.close();
});
