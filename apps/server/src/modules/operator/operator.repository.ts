import { and, desc, eq, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { auditLog, members, operators } from '../../db/schema';

export type OperatorRecord = typeof operators.$inferSelect;
export type AuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;
export type AuditRecord = typeof auditLog.$inferSelect;

export const insertOperator = async (
  db: Db,
  values: { siteId: number; name: string; keyHash: string },
): Promise<OperatorRecord | undefined> => {
  const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
  return row;
};

/** The live (not revoked) operator holding the key with this hash. */
export const findLiveOperatorByKeyHash = async (
  db: Db,
  keyHash: string,
): Promise<OperatorRecord | undefined> => {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.keyHash, keyHash), isNull(operators.revokedAt)));
  return row;
};

export const listOperators = (db: Db, siteId: number): Promise<OperatorRecord[]> =>
  db.select().from(operators).where(eq(operators.siteId, siteId)).orderBy(operators.name);

/** Revoke the site's live operator of this name; returns whether one was revoked. */
export const revokeOperator = async (db: Db, siteId: number, name: string): Promise<boolean> => {
  const rows = await db
    .update(operators)
    .set({ revokedAt: new Date() })
    .where(and(eq(operators.siteId, siteId), eq(operators.name, name), isNull(operators.revokedAt)))
    .returning({ id: operators.id });
  return rows.length > 0;
};

export const insertAuditEntry = async (db: Db, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values(entry);
};

export const listAuditEntries = (db: Db, siteId: number, limit: number): Promise<AuditRecord[]> =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.siteId, siteId))
    .orderBy(desc(auditLog.id))
    .limit(limit);

export const findMemberByAccount = async (db: Db, siteId: number, account: string) => {
  const [row] = await db
    .select({ id: members.id, account: members.account, currency: members.currency })
    .from(members)
    .where(and(eq(members.siteId, siteId), sql`lower(${members.account}) = lower(${account})`));
  return row;
};
