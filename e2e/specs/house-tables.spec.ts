import { type APIRequestContext, type Page, expect, test } from '@playwright/test';

import { E2E_OPERATOR_KEY } from './operator';
import {
  ANY_DEVICE,
  creditMember,
  isDesktop,
  newAccount,
  newName,
  registerByCall,
} from './support';

// Each game: a member's bet on a live round, its settlement and the round's check.
test.describe.configure({ timeout: 240_000 });
// The tables as players see them, animations and all: a bet's result and the balance wait for
// the game to play its round out.
test.use({ reducedMotion: 'no-preference' });

const operator = { authorization: `Bearer ${E2E_OPERATOR_KEY}` };

/**
 * The five tables, each with a bet that moves the balance whatever the outcome (no bet that can
 * be pushed or refunded): its betting spot's test id.
 */
const TABLES = [
  { code: 'l_dice_lottery', hall: 5, spot: 'spot-big:' },
  { code: 'v_baccarat', hall: 3, spot: 'spot-tie:' },
  { code: 'c_bull_bull', hall: 6, spot: 'spot-player:1' },
  { code: 't_virtual_racing', hall: 7, spot: 'odds-win:1' },
  { code: 'd_cockfight', hall: 8, spot: 'spot-draw:' },
] as const;

/** A new RMB member with 500 in the main wallet and the game opened: its page's address. */
const launch = async (
  request: APIRequestContext,
  table: (typeof TABLES)[number],
  device: 'desktop' | 'mobile',
): Promise<string> => {
  const account = newAccount('tb');
  const token = await registerByCall(request, account, newName());
  await creditMember(request, account, '500', 'house tables test');
  const launched = await request.post('/api/member/game/play1', {
    headers: { authorization: `Bearer ${token}`, lang: 'en_US' },
    data: { gp_id: 1, game_type: table.hall, game_code: table.code, lobby_url: '/close', device },
  });
  const body = (await launched.json()) as { code: string; apiResponseData: { game_url: string } };
  expect(body.code).toBe('100');
  return body.apiResponseData.game_url;
};

/** Place the bet when a round takes bets; a round that closes first is left for the next. */
const betOnARound = async (game: Page, spot: string): Promise<void> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await expect(game.getByTestId('round-phase')).toHaveText('Betting open', { timeout: 60_000 });
    await game.getByTestId(spot).click();
    const place = game.getByTestId('bet-slip').getByRole('button', { name: 'Place bets' });
    // On a phone the header can be reported over the button while the page moves under the
    // pointer; the press then goes to the button itself.
    await place.click({ timeout: 10_000 }).catch(() => place.dispatchEvent('click'));
    try {
      await expect(game.getByTestId('my-bet')).toContainText('Placed', { timeout: 5_000 });
      return;
    } catch {
      await game.getByTestId('bet-slip').getByRole('button', { name: 'Clear' }).click();
    }
  }
  throw new Error('no round took the bet');
};

test.beforeAll(async ({ request }) => {
  // Short rounds, so a test sees several: the race keeps time after its draw to run.
  for (const table of TABLES) {
    const racing = table.code === 't_virtual_racing';
    const answer = await request.post('/api/operator/house/table', {
      headers: operator,
      data: {
        game_code: table.code,
        currency: 'RMB',
        round_seconds: 12,
        close_seconds: 3,
        show_seconds: racing ? 30 : 4,
      },
    });
    expect(((await answer.json()) as { code: string }).code).toBe('100');
  }
});

/**
 * The tables whose bet journey also runs on a phone: a board of spots and a table of hands. The
 * others share their shell, bet slip and my-bets list; their phone layouts are checked with forty
 * rounds of history below, and the race runs half a minute after its draw.
 */
const ON_PHONES: readonly string[] = ['l_dice_lottery', 'c_bull_bull'];

for (const table of TABLES) {
  const details = ON_PHONES.includes(table.code) ? {} : ANY_DEVICE;
  test(
    `a member bets on ${table.code}, sees the round settle live and checks it`,
    details,
    async ({ page, request }, testInfo) => {
      const device = isDesktop(testInfo) ? 'desktop' : 'mobile';
      await page.goto(await launch(request, table, device));
      await expect(page.getByTestId('balance')).toContainText('500.00', { timeout: 20_000 });
      // The page is never reloaded: this mark survives the whole round.
      await page.evaluate(() => {
        (window as unknown as { tableMark: number }).tableMark = 1;
      });

      await betOnARound(page, table.spot);
      await expect(page.getByTestId('my-bet')).toContainText(/Won|Lost/, { timeout: 90_000 });
      await expect(page.getByTestId('balance')).not.toContainText('500.00');
      expect(
        await page.evaluate(() => (window as unknown as { tableMark?: number }).tableMark),
      ).toBe(1);

      // The round's check: its seed is the chain's next link and the browser replays it.
      await page.getByRole('button', { name: 'Fairness' }).click();
      const link = page.getByTestId('fair-row').first().getByRole('link');
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/house\/verify\?round=\d+$/);
      await page.goto(href ?? '');
      await expect(page.getByTestId('link-check')).toContainText('previous link', {
        timeout: 20_000,
      });
      await expect(page.getByTestId('outcome-check')).toContainText('matches');
    },
  );
}

test('forty rounds of history keep every table page inside the screen', async ({
  page,
  request,
}, testInfo) => {
  const device = isDesktop(testInfo) ? 'desktop' : 'mobile';
  // Each table's state answers forty copies of its last finished round: the results strips,
  // roads and charts are full, as on a table that has run all day.
  let longHistories = 0;
  await page.route('**/house/table/state', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      apiResponseData: { history: { round_id: number; number: number }[] };
    };
    const last = body.apiResponseData.history[0];
    if (last) {
      body.apiResponseData.history = Array.from({ length: 40 }, (_, index) => ({
        ...last,
        round_id: last.round_id - index,
        number: last.number - index,
      }));
      longHistories += 1;
    }
    await route.fulfill({ response, json: body });
  });
  for (const table of TABLES) {
    const seen = longHistories;
    await page.goto(await launch(request, table, device));
    await expect(page.getByTestId('balance')).toContainText('500.00', { timeout: 20_000 });
    // A table with no finished round yet gets one within a round's time.
    await expect.poll(() => longHistories, { timeout: 60_000 }).toBeGreaterThan(seen);
    await expect(page.getByRole('button', { name: 'Place bets' })).toBeVisible();
    // A phone widens its layout to what overflows, so the page is measured against the screen.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, table.code).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  }
  // The last table keeps asking for its state: a request still in flight when the test ends is
  // dropped instead of failing the run.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
