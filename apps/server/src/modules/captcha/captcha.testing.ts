import { createHash } from 'node:crypto';

import { captchaCall } from '@member-site/contracts';
import { eq } from 'drizzle-orm';

import { captchas } from '../../db/schema';
import type { CallOptions, TestApp } from '../../test/helpers';

/**
 * Ask for a captcha and read its answer back from the database (the answer is stored in clear,
 * lower-cased; only the token is hashed), as a person reading the picture would.
 */
export const solveCaptcha = async (
  t: TestApp,
  type: 1 | 2,
  options: CallOptions = {},
): Promise<{ captcha_token: string; answer: string }> => {
  const { envelope } = await t.call(captchaCall, { type }, options);
  if (envelope.code !== '100') throw new Error(`captcha call answered ${envelope.code}`);
  const token = envelope.apiResponseData.token;
  const [row] = await t.database.db
    .select({ answer: captchas.answer })
    .from(captchas)
    .where(eq(captchas.tokenHash, createHash('sha256').update(token).digest('hex')));
  if (!row) throw new Error('captcha row missing');
  return { captcha_token: token, answer: row.answer };
};
