import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import {
  POPUP_PHASE_ATTRIBUTE,
  cookieValue,
  openIn,
  settleLobbyPopup,
  waitForApp,
} from './support';

test.describe('pages rendered on the server', () => {
  test('the lobby arrives as a whole page in the language asked for, with its links @any-device', async ({
    request,
  }) => {
    const english = await request.get('/', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(english.status()).toBe(200);
    const html = await english.text();
    expect(html).toMatch(/<html lang="en-US"[^>]*data-rendered="true"/);
    expect(html).toMatch(/<title>Golden Lotus[^<]+<\/title>/);
    // What a search engine reads: the halls, the promotions, the footer's links.
    expect(html).toContain('Live Casino');
    expect(html).toContain('href="/discount"');
    expect(html).toContain('href="/faq"');
    expect(html).toContain('Gambling is for adults aged 18 and over');
    // The answers it was rendered from, for the browser to start with.
    expect(html).toContain('<script type="application/json" id="rendered-page">');

    const chinese = await request.get('/faq', { headers: { cookie: 'lang=zh_CN' } });
    const faq = await chinese.text();
    expect(faq).toMatch(/<html lang="zh-CN"/);
    expect(faq).toMatch(/<title>常见问题 - 金莲娱乐/);
    // Its first paint already names the Chinese fonts ahead of the Latin ones: the rule is among
    // the rules inline in the document, not only in the stylesheet that arrives at the end.
    const inlineRules = [...faq.matchAll(/<style[^>]*>([^<]*)<\/style>/g)]
      .map((match) => match[1])
      .join('');
    expect(inlineRules).toMatch(
      /body:lang\(zh-CN\)\{--mantine-font-family:[^}]*"PingFang SC"[^}]*"Noto Sans CJK SC"[^}]*sans-serif;/,
    );

    // Member pages and addresses with a query are left to the browser.
    const member = await (await request.get('/user/Info')).text();
    expect(member).not.toContain('data-rendered');

    // Crawlers are told which pages are theirs.
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const rules = await robots.text();
    expect(rules).toMatch(/^User-agent: \*$/m);
    for (const path of ['/api/', '/user', '/proxy']) expect(rules).toContain(`Disallow: ${path}\n`);
    expect(rules).not.toMatch(/^Disallow: \/$/m);
  });

  test('the lobby shows its content without any script, and hydrates without a mismatch', async ({
    browser,
    page,
    baseURL,
  }, testInfo) => {
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize() ?? { width: 1280, height: 800 },
    });
    // The pop-up promotion closed earlier in the session, so the screenshot shows the lobby.
    await noScript.addCookies([
      { name: 'lang', value: 'en_US', url: baseURL ?? '' },
      { name: 'popup_closed_at', value: '2026-01-01%2000:00:00', url: baseURL ?? '' },
    ]);
    const still = await noScript.newPage();
    await still.goto('/');
    await expect(still.getByTestId('marquee')).toContainText('Welcome to Golden Lotus');
    await expect(still.getByTestId('carousel')).toBeVisible();
    await expect(still.getByTestId('jackpot')).toContainText(/\d{10}/);
    await still.screenshot({
      path: join(
        testInfo.config.rootDir,
        '..',
        'screenshots',
        `server-rendered-lobby-${testInfo.project.name}.png`,
      ),
    });
    await noScript.close();

    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    // Every rewrite of what the server's page already says: each one restyles the whole page.
    await page.addInitScript(() => {
      const rewrites: string[] = [];
      Object.assign(window, { headRewrites: rewrites });
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          // An attribute the page came with, written again (the app's own markers are new).
          if (record.type === 'attributes' && record.oldValue !== null) {
            const inHead = target.closest('head') !== null;
            if (target === document.documentElement || inHead)
              rewrites.push(`${target.nodeName} ${record.attributeName}`);
          } else if (record.removedNodes.length > 0 && target.nodeName === 'TITLE') {
            rewrites.push('TITLE text');
          }
        }
      }).observe(document, {
        attributes: true,
        attributeOldValue: true,
        childList: true,
        subtree: true,
      });
    });
    await page.goto('/');
    await settleLobbyPopup(page);
    // The page is live: its effects ran (the title) and nothing React reported went wrong.
    await expect(page.getByTestId('marquee')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.title)).toMatch(/Golden Lotus|金莲娱乐/);
    expect(problems).toEqual([]);
    // The site's favicon, the title, the description, the language and the colour scheme came
    // right with the page; only the pop-up's own state is written on the root.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /golden-lotus-favicon/);
    const rewrites = await page.evaluate(
      () => (window as unknown as { headRewrites: string[] }).headRewrites,
    );
    expect(rewrites.filter((rewrite) => !rewrite.startsWith('HTML data-popup'))).toEqual([]);
  });

  test("the site's stylesheet waits while the lobby comes alive, and what the first press opens is styled @any-device", async ({
    page,
    baseURL,
  }) => {
    // A pop-up closed after the promotions' last update: the browser adds nothing by itself.
    await page
      .context()
      .addCookies([
        { name: 'popup_closed_at', value: '2099-01-01%2000:00:00', url: baseURL ?? '' },
      ]);
    await page.goto('/');
    const sheet = page.locator('link[rel="stylesheet"][href^="/assets/"]').first();
    // The page's own rules are inline; the whole sheet is fetched but not applied yet.
    await expect(sheet).toHaveAttribute('media', 'not all');
    await waitForApp(page);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.css'))
              .length,
        ),
      )
      .toBe(1);
    await expect(sheet).toHaveAttribute('media', 'not all');

    await page.getByTestId('login-button').filter({ visible: true }).first().click();
    const modal = page.getByTestId('login-modal');
    await expect(modal).toBeVisible();
    await expect(sheet).toHaveAttribute('media', 'all');
    // The dialog has the sheet's rules from its first frame: laid over the page, not in its flow.
    const overlay = page.locator('.mantine-Modal-overlay').first();
    expect(await overlay.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  });

  test("the session's first lobby has its pop-up promotion in the page, a later one leaves it to the browser", async ({
    request,
    page,
  }) => {
    const firstResponse = await request.get('/', { headers: { cookie: 'lang=en_US' } });
    const first = await firstResponse.text();
    expect(first).toContain('data-testid="popup-promotion"');
    // The picture is in the document, so it loads with the page rather than after the code, and
    // the response's headers announce it before the document is even parsed.
    expect(first).toMatch(/<img src="\/media\/promotions\/popup-welcome-en_US\.webp"/);
    // Every picture by the address the browser's build gives it, as hydration renders it.
    expect(first).not.toContain('src="data:');
    // Only the first screen's pictures are preloaded: the halls' pictures further down (the
    // app's own pictures, under /assets/) load lazily and take nothing from the pop-up's.
    const preloaded = [...first.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(preloaded).toContain('/media/promotions/popup-welcome-en_US.webp');
    expect(preloaded.filter((href) => href.startsWith('/assets/'))).toEqual([]);
    expect(firstResponse.headers().link).toContain(
      '</media/promotions/popup-welcome-en_US.webp>; rel=preload; as=image; fetchpriority=high',
    );
    const later = await (
      await request.get('/', {
        headers: { cookie: 'lang=en_US; popup_closed_at=2026-01-01%2000:00:00' },
      })
    ).text();
    expect(later).not.toContain('data-testid="popup-promotion"');

    // The server's pop-up is the one the browser keeps: it is live and closes.
    await openIn(page, '/', 'en_US');
    await expect(page.getByTestId('popup-promotion')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute(POPUP_PHASE_ATTRIBUTE, 'shown');
    await page.getByTestId('popup-promotion-close').click();
    await expect(page.getByTestId('popup-promotion')).toBeHidden();
    await expect.poll(() => cookieValue(page, 'popup_closed_at')).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  test('a part below the screen becomes live when it is scrolled to', async ({ page }) => {
    await page
      .context()
      .addCookies([
        { name: 'popup_closed_at', value: '2026-01-01%2000:00:00', domain: '127.0.0.1', path: '/' },
      ]);
    await openIn(page, '/', 'en_US');
    const footer = page.getByTestId('site-footer');
    // Each such part marks its wrapper once it is live.
    const part = page.locator('[data-hydrate-on-view]').filter({ has: footer });
    await expect(footer).toBeAttached();
    await expect(part).not.toHaveAttribute('data-live', 'true');
    await footer.scrollIntoViewIfNeeded();
    await expect(part).toHaveAttribute('data-live', 'true');
  });
});
