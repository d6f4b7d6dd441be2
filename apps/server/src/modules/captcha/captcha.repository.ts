import { eq, lt } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';

export type CaptchaRow = typeof captchas.$inferSelect;

export const insertCaptcha = async (db: Db, row: CaptchaRow): Promise<void> => {
  await db.insert(captchas).values(row);
};

/**
 * Remove a captcha and return it: whoever deletes the row is the only one who may check the
 * answer, so a captcha is answered at most once even by concurrent requests.
 */
export const takeCaptcha = async (db: Db, tokenHash: string): Promise<CaptchaRow | undefined> => {
  const [row] = await db.delete(captchas).where(eq(captchas.tokenHash, tokenHash)).returning();
  return row;
};

export const deleteExpiredCaptchas = async (db: Db, now: Date): Promise<void> => {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
};
