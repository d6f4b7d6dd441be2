import type { Currency } from '@member-site/contracts/constants';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { memberBankAccounts, members, withdrawalOrders, withdrawalSettings } from '../../db/schema';

export type WithdrawalOrderRecord = typeof withdrawalOrders.$inferSelect;
export type WithdrawalSettingRecord = typeof withdrawalSettings.$inferSelect;
export type BankAccountRecord = typeof memberBankAccounts.$inferSelect;
export type WithdrawalMember = typeof members.$inferSelect;
/** An order with the account of the member who asked for it, for the operator. */
export type OperatorOrderRecord = WithdrawalOrderRecord & { memberAccount: string };

/*
 * Queries of the withdrawal module. Every function takes `db` or an open transaction first, and
 * every member query names the site and the member, so a call only ever reaches its own rows.
 */

export const findMember = async (
  db: Db,
  siteId: number,
  memberId: number,
): Promise<WithdrawalMember | undefined> => {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.id, memberId)))
    .limit(1);
  return row;
};

export const findBankAccount = async (
  db: Db,
  memberId: number,
): Promise<BankAccountRecord | undefined> => {
  const [row] = await db
    .select()
    .from(memberBankAccounts)
    .where(eq(memberBankAccounts.memberId, memberId))
    .limit(1);
  return row;
};

export const findSetting = async (
  db: Db,
  siteId: number,
  currency: Currency,
): Promise<WithdrawalSettingRecord | undefined> => {
  const [row] = await db
    .select()
    .from(withdrawalSettings)
    .where(and(eq(withdrawalSettings.siteId, siteId), eq(withdrawalSettings.currency, currency)))
    .limit(1);
  return row;
};

/** Create or replace the limits of a site and currency. */
export const upsertSetting = async (
  db: Db,
  values: { siteId: number; currency: Currency; minAmount: bigint; maxAmount: bigint },
): Promise<void> => {
  await db
    .insert(withdrawalSettings)
    .values(values)
    .onConflictDoUpdate({
      target: [withdrawalSettings.siteId, withdrawalSettings.currency],
      set: { minAmount: values.minAmount, maxAmount: values.maxAmount, updatedAt: sql`now()` },
    });
};

export const findByRequest = async (
  db: Db,
  memberId: number,
  requestId: string,
): Promise<WithdrawalOrderRecord | undefined> => {
  const [row] = await db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.memberId, memberId), eq(withdrawalOrders.requestId, requestId)))
    .limit(1);
  return row;
};

/**
 * Insert an order; undefined when its request id (or, rarely, its order number) is taken. The
 * insert waits for a concurrent transaction holding the same key and then yields to it.
 */
export const insertOrder = async (
  db: Db,
  values: typeof withdrawalOrders.$inferInsert,
): Promise<WithdrawalOrderRecord | undefined> => {
  const [row] = await db.insert(withdrawalOrders).values(values).onConflictDoNothing().returning();
  return row;
};

export const findMemberOrder = async (
  db: Db,
  siteId: number,
  memberId: number,
  orderNumber: string,
): Promise<WithdrawalOrderRecord | undefined> => {
  const [row] = await db
    .select()
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.siteId, siteId),
        eq(withdrawalOrders.memberId, memberId),
        eq(withdrawalOrders.orderNumber, orderNumber),
      ),
    )
    .limit(1);
  return row;
};

/** The member's pending orders and their newest decided ones, newest first. */
export const listMemberOrders = (
  db: Db,
  siteId: number,
  memberId: number,
  options: { limit: number; pendingOnly?: boolean },
): Promise<WithdrawalOrderRecord[]> =>
  db
    .select()
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.siteId, siteId),
        eq(withdrawalOrders.memberId, memberId),
        options.pendingOnly ? eq(withdrawalOrders.status, 'pending') : undefined,
      ),
    )
    .orderBy(
      // Pending orders first, then the newest.
      sql`(${withdrawalOrders.status} = 'pending') DESC`,
      desc(withdrawalOrders.createdAt),
      desc(withdrawalOrders.id),
    )
    .limit(options.limit);

const operatorColumns = {
  order: withdrawalOrders,
  memberAccount: members.account,
};

const toOperatorRecord = (row: {
  order: WithdrawalOrderRecord;
  memberAccount: string;
}): OperatorOrderRecord => ({ ...row.order, memberAccount: row.memberAccount });

/** The site's pending orders, oldest first. */
export const listPendingOrders = async (
  db: Db,
  siteId: number,
  limit: number,
): Promise<OperatorOrderRecord[]> => {
  const rows = await db
    .select(operatorColumns)
    .from(withdrawalOrders)
    .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
    .where(and(eq(withdrawalOrders.siteId, siteId), eq(withdrawalOrders.status, 'pending')))
    .orderBy(asc(withdrawalOrders.createdAt), asc(withdrawalOrders.id))
    .limit(limit);
  return rows.map(toOperatorRecord);
};

/** The site's order, locked until the transaction ends so two decisions queue up. */
export const lockSiteOrder = async (
  db: Db,
  siteId: number,
  orderNumber: string,
): Promise<OperatorOrderRecord | undefined> => {
  const [row] = await db
    .select(operatorColumns)
    .from(withdrawalOrders)
    .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
    .where(and(eq(withdrawalOrders.siteId, siteId), eq(withdrawalOrders.orderNumber, orderNumber)))
    .for('update', { of: withdrawalOrders })
    .limit(1);
  return row ? toOperatorRecord(row) : undefined;
};

/** Mark a pending order decided; undefined when it was not pending. */
export const decideOrder = async (
  db: Db,
  id: number,
  values: {
    status: 'paid' | 'rejected';
    settleTransferId: number;
    decidedBy: string;
    reason: string;
  },
): Promise<WithdrawalOrderRecord | undefined> => {
  const [row] = await db
    .update(withdrawalOrders)
    .set({ ...values, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(withdrawalOrders.id, id), eq(withdrawalOrders.status, 'pending')))
    .returning();
  return row;
};
