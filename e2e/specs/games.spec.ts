import { join } from 'node:path';

import { type Page, expect, test } from '@playwright/test';

import {
  creditMember,
  isDesktop,
  logIn,
  newAccount,
  newName,
  openIn,
  registerByCall,
  settleLobbyPopup,
  visitFromNewAddress,
} from './support';

// A registration (argon2id), a game launch and its return: longer than a page visit.
test.describe.configure({ timeout: 120_000 });

const GAME_LOAD = { timeout: 15_000 };

/**
 * The game page took its launch token and started: the reels are ready, and the token has left
 * the address (the page reads it from the fragment, then removes it).
 */
const expectGameStarted = async (game: Page): Promise<void> => {
  await expect(game.getByTestId('spin')).toBeEnabled(GAME_LOAD);
  expect(new URL(game.url()).pathname).toBe('/house/slot/lotus-fortune');
  expect(new URL(game.url()).hash).toBe('');
};

const lotusTile = (page: Page) =>
  page.getByTestId('game-e_lotus_fortune').getByRole('button').first();

const balance = (page: Page) =>
  page.getByTestId('member-balance').filter({ visible: true }).first();

test('a visitor opens the slot list from the lobby and plays the demo', async ({
  page,
}, testInfo) => {
  await visitFromNewAddress(page);
  await openIn(page, '/', 'zh_CN');
  await settleLobbyPopup(page);

  // The slot hall lists the house provider with its games; the live casino hall has the house's
  // baccarat table and the sports hall its sportsbook.
  const provider = page.getByTestId('provider-2-1').filter({ visible: true }).first();
  await expect(provider).toContainText('金莲原创');
  await expect(provider).toContainText('莲花财富');
  if (isDesktop(testInfo)) {
    const baccarat = page.getByTestId('provider-3-1');
    await expect(baccarat).toContainText('金莲原创');
    await expect(baccarat).toContainText('金莲百家乐');
    await expect(page.getByTestId('hall-empty-3')).toHaveCount(0);
    await expect(page.getByTestId('provider-4-1')).toContainText('金莲体育');
    await expect(page.getByTestId('hall-empty-4')).toHaveCount(0);
  }
  await provider.scrollIntoViewIfNeeded();
  await expect(provider.locator('img')).toHaveJSProperty('complete', true);
  await page.screenshot({
    path: join(
      testInfo.config.rootDir,
      '..',
      'screenshots',
      `games-lobby-${testInfo.project.name}.png`,
    ),
    fullPage: false,
  });
  await provider.click();
  await expect(page).toHaveURL(/\/games\/2\/1$/);
  await expect(page.getByRole('heading', { name: '金莲原创' })).toBeVisible();
  await expect(lotusTile(page)).toBeVisible();
  await expect(page.getByTestId('game-e_lotus_fortune').locator('img')).toHaveJSProperty(
    'complete',
    true,
  );
  await page.screenshot({
    path: join(testInfo.config.rootDir, '..', 'screenshots', `games-${testInfo.project.name}.png`),
    fullPage: false,
  });

  // A visitor is asked to log in first; the demo needs no account.
  await lotusTile(page).click();
  const confirm = page.getByTestId('game-access-confirm');
  await expect(confirm).toBeVisible();
  if (isDesktop(testInfo)) {
    const [gameWindow] = await Promise.all([
      page.waitForEvent('popup'),
      confirm.getByTestId('play-demo').click(),
    ]);
    await expectGameStarted(gameWindow);
    await gameWindow.close();
  } else {
    // A phone has no room for a second window: the game takes the tab.
    await confirm.getByTestId('play-demo').click();
    await expectGameStarted(page);
  }
});

test('a member plays the slot with real money and /close brings the balance back', async ({
  page,
  request,
}, testInfo) => {
  const account = newAccount('gm');
  await registerByCall(request, account, newName());
  await creditMember(request, account, '500', 'games test');

  await visitFromNewAddress(page);
  await openIn(page, '/', 'zh_CN');
  await settleLobbyPopup(page);
  await logIn(page, account, 'abc123');
  await expect(balance(page)).toContainText('500.00');

  await openIn(page, '/games/2/1', 'zh_CN');
  // Members keep favourites: the heart is theirs.
  await expect(page.getByTestId('favorite-e_lotus_fortune')).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  if (isDesktop(testInfo)) {
    const [gameWindow] = await Promise.all([page.waitForEvent('popup'), lotusTile(page).click()]);
    await expectGameStarted(gameWindow);
    // The main balance moved into the game.
    await expect(balance(page)).toContainText('0.00');
    await expect(balance(page)).not.toContainText('500.00');

    // The game sends the player to /close: the game is left and its window closes itself.
    // The window closes itself while the navigation is still answering: the navigation's own
    // outcome is moot, the close is what the player sees.
    await Promise.all([
      gameWindow.waitForEvent('close'),
      gameWindow.goto('/close').catch(() => null),
    ]);
    await expect(balance(page)).toContainText('500.00', { timeout: 15_000 });
  } else {
    await lotusTile(page).click();
    await expectGameStarted(page);
    // Back in the lobby while the game is open, the main balance is in the game.
    await openIn(page, '/', 'zh_CN');
    await expect(balance(page)).toContainText('0.00');
    await expect(balance(page)).not.toContainText('500.00');

    // The game's lobby address leaves it and returns to the lobby with the balance back.
    await page.goto('/close');
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(balance(page)).toContainText('500.00', { timeout: 15_000 });
  }
});
