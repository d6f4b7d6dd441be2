import { and, desc, eq, gt, isNull, like, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { smsCodes, smsOutbox } from '../../db/schema';

export type SmsCodeRow = typeof smsCodes.$inferSelect;
export type SmsOutboxRow = typeof smsOutbox.$inferSelect;

export const insertOutboxMessage = async (
  db: Db,
  message: { siteId: number; phone: string; body: string },
): Promise<void> => {
  await db.insert(smsOutbox).values(message);
};

/** The newest messages of a site's outbox, newest first (what the operator reads). */
export const listOutbox = (db: Db, siteId: number, limit: number): Promise<SmsOutboxRow[]> =>
  db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.siteId, siteId))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(Math.max(1, Math.min(limit, 1000)));

export const insertSmsCode = async (
  db: Db,
  code: { siteId: number; phone: string; purpose: string; codeHash: string; expiresAt: Date },
): Promise<number> => {
  const [row] = await db.insert(smsCodes).values(code).returning({ id: smsCodes.id });
  if (!row) throw new Error('sms code insert returned no row');
  return row.id;
};

export const deleteSmsCode = async (db: Db, id: number): Promise<void> => {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
};

/** Codes a site has sent since `since` (its SMS spend). */
export const countSmsCodesSince = async (db: Db, siteId: number, since: Date): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(smsCodes)
    .where(and(eq(smsCodes.siteId, siteId), gt(smsCodes.createdAt, since)));
  return row?.count ?? 0;
};

/**
 * Codes a site has sent since `since` to one number (`phone`) or to the numbers that start with
 * `prefix` (digits only), with the time of the oldest of them.
 */
export const countSmsCodesToSince = async (
  db: Db,
  where: { siteId: number; since: Date } & ({ phone: string } | { prefix: string }),
): Promise<{ count: number; oldest: Date | undefined }> => {
  const to =
    'phone' in where ? eq(smsCodes.phone, where.phone) : like(smsCodes.phone, `${where.prefix}%`);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${smsCodes.createdAt})`,
    })
    .from(smsCodes)
    .where(and(eq(smsCodes.siteId, where.siteId), gt(smsCodes.createdAt, where.since), to));
  return {
    count: row?.count ?? 0,
    oldest: row?.oldest ? new Date(row.oldest) : undefined,
  };
};

/** The newest code for a phone and purpose that is neither used nor expired. */
export const findLiveSmsCode = async (
  db: Db,
  where: { siteId: number; phone: string; purpose: string; now: Date },
): Promise<SmsCodeRow | undefined> => {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.siteId, where.siteId),
        eq(smsCodes.phone, where.phone),
        eq(smsCodes.purpose, where.purpose),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, where.now),
      ),
    )
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row;
};

/** Count a wrong try against a code. */
export const recordFailedSmsAttempt = async (db: Db, id: number): Promise<void> => {
  await db
    .update(smsCodes)
    .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
    .where(eq(smsCodes.id, id));
};

/** Mark a code used; false when another request used it first. */
export const consumeSmsCode = async (db: Db, id: number, at: Date): Promise<boolean> => {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: at })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
};
