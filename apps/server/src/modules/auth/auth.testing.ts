import { createHash, randomBytes } from 'node:crypto';

import { CAPTCHA_TYPES } from '@member-site/contracts/constants';
import { sql } from 'drizzle-orm';

import { captchas, loginLogs, memberSessions, pendingLogins, sites } from '../../db/schema';
import type { TestApp } from '../../test/helpers';

/** Rows that calls with bad input must not write. */
export const countWrites = async (t: TestApp) => {
  const count = async (table: typeof loginLogs | typeof memberSessions | typeof pendingLogins) => {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };
  return {
    loginLogs: await count(loginLogs),
    sessions: await count(memberSessions),
    pendingLogins: await count(pendingLogins),
  };
};

/** Issue a login captcha the way the captcha module stores it; answers its token. */
export const issueLoginCaptcha = async (
  t: TestApp,
  answer: string,
  options: { siteId?: number; expiresInMs?: number } = {},
): Promise<string> => {
  const token = randomBytes(18).toString('base64url');
  await t.database.db.insert(captchas).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    siteId: options.siteId ?? 1,
    type: CAPTCHA_TYPES.login,
    answer: answer.toLowerCase(),
    expiresAt: new Date(Date.now() + (options.expiresInMs ?? 5 * 60_000)),
  });
  return token;
};

/** A second site beside the seeded one, with its safeguards switched like site 1's in tests. */
export const createSecondSite = async (t: TestApp): Promise<number> => {
  const [row] = await t.database.db
    .insert(sites)
    .values({
      code: `second-${randomBytes(3).toString('hex')}`,
      name: 'Second',
      titleZh: '第二站',
      titleEn: 'Second site',
      defaultLanguage: 'en_US',
      template: 'default',
      mobileTemplate: 'H5_1',
    })
    .returning({ id: sites.id });
  if (!row) throw new Error('site insert returned no row');
  await t.app.deps.accountSettings.update(row.id, {
    loginCaptcha: false,
    loginProofOfWork: false,
    registerProofOfWork: false,
  });
  return row.id;
};
