import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type Page, expect, test } from '@playwright/test';

import { ANY_DEVICE, newAccount, newName, registerByCall } from './support';

/** The site's own Chinese texts for handoffs (registration leaves the page in zh_CN). */
const HANDOFF_TEXTS = (
  JSON.parse(
    readFileSync(new URL('../../apps/web/src/locales/zh_CN.json', import.meta.url), 'utf8'),
  ) as { handoff: { invalid: string } }
).handoff;

// Registrations with their argon2id hashes, and several page loads.
test.describe.configure({ timeout: 120_000 });

const storedToken = async (page: Page): Promise<string> =>
  page.evaluate(() => localStorage.getItem('token') ?? '');

/** A visitor's page takes the session a link hands over without asking: nobody is signed in. */
const signInByLink = async (page: Page, account: string, token: string): Promise<void> => {
  await page.goto(`/?tk=${encodeURIComponent(token)}`);
  await expect(page.getByTestId('member-account')).toHaveText(account);
  await expect(page.getByTestId('session-switch-prompt')).toBeHidden();
};

test(
  'a link that hands over another member asks before switching, and leaves no token in the address',
  ANY_DEVICE,
  async ({ page: second, request }, testInfo) => {
    // The member the link hands over signs up elsewhere; only the token matters here.
    const linked = newAccount('hb');
    const linkedToken = await registerByCall(request, linked, newName());

    const signedIn = newAccount('ha');
    await signInByLink(second, signedIn, await registerByCall(request, signedIn, newName()));

    await second.goto(`/?tk=${encodeURIComponent(linkedToken)}`);
    const prompt = second.getByTestId('session-switch-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(signedIn);
    await expect(prompt).toContainText(linked);
    expect(new URL(second.url()).searchParams.has('tk')).toBe(false);
    await second.screenshot({
      path: join(
        testInfo.config.rootDir,
        '..',
        'screenshots',
        `handoff-${testInfo.project.name}.png`,
      ),
    });

    // Staying keeps the member who was signed in.
    await second.getByTestId('session-switch-stay').click();
    await expect(prompt).toBeHidden();
    await expect(second.getByTestId('member-account')).toHaveText(signedIn);

    // The same link again, and this time the visitor switches.
    await second.goto(`/?tk=${encodeURIComponent(linkedToken)}`);
    await expect(prompt).toBeVisible();
    await second.getByTestId('session-switch-confirm').click();
    await expect(second.getByTestId('member-account')).toHaveText(linked);
    expect(await storedToken(second)).toBe(linkedToken);
    expect(new URL(second.url()).search).not.toContain('tk=');
  },
);

test(
  'a link with a token the server does not know changes nothing',
  ANY_DEVICE,
  async ({ page, request }) => {
    const account = newAccount('hc');
    const token = await registerByCall(request, account, newName());
    await signInByLink(page, account, token);

    await page.goto('/?tk=not-a-live-token');
    await expect(page.getByTestId('toast')).toContainText(HANDOFF_TEXTS.invalid);
    await expect(page.getByTestId('session-switch-prompt')).toBeHidden();
    expect(new URL(page.url()).searchParams.has('tk')).toBe(false);
    await page.reload();
    await expect(page.getByTestId('member-account')).toHaveText(account);
    expect(await storedToken(page)).toBe(token);
  },
);
