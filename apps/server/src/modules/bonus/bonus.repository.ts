import type { Currency, DiscountApplicationStatus } from '@member-site/contracts/constants';
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  bonusGrants,
  discountApplications,
  discountAwards,
  discounts,
  members,
} from '../../db/schema';

export type BonusGrantRow = typeof bonusGrants.$inferSelect;
export type DiscountAwardRow = typeof discountAwards.$inferSelect;
export type DiscountApplicationRow = typeof discountApplications.$inferSelect;

/**
 * Queue every movement of one member's bonuses in one currency (grants, counting, releases,
 * forfeits) behind each other for the rest of the transaction.
 */
export const lockMemberBonus = async (
  tx: Db,
  owner: { siteId: number; memberId: number; currency: Currency },
): Promise<void> => {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`bonus:${owner.siteId}:${owner.memberId}:${owner.currency}`}, 0))`,
  );
};

export const findGrantByKey = async (
  db: Db,
  siteId: number,
  idempotencyKey: string,
): Promise<BonusGrantRow | undefined> => {
  const [row] = await db
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.siteId, siteId), eq(bonusGrants.idempotencyKey, idempotencyKey)));
  return row;
};

export const insertGrant = async (
  tx: Db,
  values: typeof bonusGrants.$inferInsert,
): Promise<BonusGrantRow> => {
  const [row] = await tx.insert(bonusGrants).values(values).returning();
  if (!row) throw new Error('bonus grant insert returned no row');
  return row;
};

/** The member's active grants of the currency, oldest first, locked for the transaction. */
export const lockActiveGrants = (
  tx: Db,
  owner: { siteId: number; memberId: number; currency: Currency },
): Promise<BonusGrantRow[]> =>
  tx
    .select()
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.siteId, owner.siteId),
        eq(bonusGrants.memberId, owner.memberId),
        eq(bonusGrants.currency, owner.currency),
        eq(bonusGrants.status, 'active'),
      ),
    )
    .orderBy(asc(bonusGrants.grantedAt), asc(bonusGrants.id))
    .for('update');

export const updateGrant = async (
  tx: Db,
  id: number,
  values: Partial<
    Pick<BonusGrantRow, 'turnover' | 'countedUntil' | 'status' | 'closeTransferId' | 'closedAt'>
  >,
): Promise<void> => {
  await tx.update(bonusGrants).set(values).where(eq(bonusGrants.id, id));
};

/** The member's grants of the currency: active ones oldest first, then closed ones newest first. */
export const listMemberGrants = (
  db: Db,
  owner: { siteId: number; memberId: number; currency: Currency },
  limit: number,
): Promise<BonusGrantRow[]> =>
  db
    .select()
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.siteId, owner.siteId),
        eq(bonusGrants.memberId, owner.memberId),
        eq(bonusGrants.currency, owner.currency),
      ),
    )
    .orderBy(
      sql`CASE WHEN ${bonusGrants.status} = 'active' THEN 0 ELSE 1 END`,
      sql`CASE WHEN ${bonusGrants.status} = 'active' THEN ${bonusGrants.id} ELSE -${bonusGrants.id} END`,
    )
    .limit(limit);

/**
 * Owners (member and currency) with an active grant, the least recently counted first: the timer's
 * work list, so with more owners than one step takes, every owner comes round in turn.
 */
export const listActiveOwners = async (
  db: Db,
  limit: number,
): Promise<{ siteId: number; memberId: number; currency: Currency }[]> =>
  db
    .select({
      siteId: bonusGrants.siteId,
      memberId: bonusGrants.memberId,
      currency: bonusGrants.currency,
    })
    .from(bonusGrants)
    .where(eq(bonusGrants.status, 'active'))
    .groupBy(bonusGrants.siteId, bonusGrants.memberId, bonusGrants.currency)
    .orderBy(sql`min(${bonusGrants.countedUntil})`)
    .limit(limit);

/** Owners with an active grant that has expired by `now`. */
export const listExpiredOwners = async (
  db: Db,
  now: Date,
  limit: number,
): Promise<{ siteId: number; memberId: number; currency: Currency }[]> =>
  db
    .selectDistinct({
      siteId: bonusGrants.siteId,
      memberId: bonusGrants.memberId,
      currency: bonusGrants.currency,
    })
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.status, 'active'),
        isNotNull(bonusGrants.expiresAt),
        lte(bonusGrants.expiresAt, now),
      ),
    )
    .limit(limit);

/* Discount awards and applications. */

/**
 * The discount's visibility (its switch, window and currency) and its award for `currency`, with
 * whether it has an award in any currency, for applications.
 */
export const findDiscountForApplication = async (
  db: Db,
  siteId: number,
  discountId: number,
  currency: Currency,
) => {
  const [row] = await db
    .select({
      id: discounts.id,
      isActive: discounts.isActive,
      startsAt: discounts.startsAt,
      endsAt: discounts.endsAt,
      currency: discounts.currency,
      award: discountAwards,
      anyAward: sql<boolean>`EXISTS (SELECT 1 FROM ${discountAwards} WHERE ${discountAwards.discountId} = ${discounts.id})`,
    })
    .from(discounts)
    .leftJoin(
      discountAwards,
      and(eq(discountAwards.discountId, discounts.id), eq(discountAwards.currency, currency)),
    )
    .where(and(eq(discounts.siteId, siteId), eq(discounts.id, discountId)));
  return row;
};

export const upsertAward = async (
  tx: Db,
  values: typeof discountAwards.$inferInsert,
): Promise<DiscountAwardRow> => {
  const changes: Partial<typeof discountAwards.$inferInsert> = { ...values };
  delete changes.discountId;
  delete changes.currency;
  const [row] = await tx
    .insert(discountAwards)
    .values(values)
    .onConflictDoUpdate({
      target: [discountAwards.discountId, discountAwards.currency],
      set: { ...changes, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('discount award upsert returned no row');
  return row;
};

/** Remove the discount's award for one currency, or for every currency. */
export const deleteAward = async (
  tx: Db,
  siteId: number,
  discountId: number,
  currency: Currency | undefined,
): Promise<boolean> => {
  const rows = await tx
    .delete(discountAwards)
    .where(
      and(
        eq(discountAwards.siteId, siteId),
        eq(discountAwards.discountId, discountId),
        currency === undefined ? undefined : eq(discountAwards.currency, currency),
      ),
    )
    .returning({ id: discountAwards.discountId });
  return rows.length > 0;
};

/** A new pending application, or undefined when the member has one for the discount already. */
export const insertApplication = async (
  tx: Db,
  values: typeof discountApplications.$inferInsert,
): Promise<DiscountApplicationRow | undefined> => {
  const [row] = await tx
    .insert(discountApplications)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
};

export const listMemberApplications = (
  db: Db,
  siteId: number,
  memberId: number,
): Promise<DiscountApplicationRow[]> =>
  db
    .select()
    .from(discountApplications)
    .where(
      and(eq(discountApplications.siteId, siteId), eq(discountApplications.memberId, memberId)),
    )
    .orderBy(desc(discountApplications.id))
    .limit(200);

const applicationWithAccount = {
  application: discountApplications,
  account: members.account,
};

export const listSiteApplications = async (
  db: Db,
  siteId: number,
  filter: { status?: DiscountApplicationStatus | undefined; discountId?: number | undefined },
) =>
  db
    .select(applicationWithAccount)
    .from(discountApplications)
    .innerJoin(members, eq(members.id, discountApplications.memberId))
    .where(
      and(
        eq(discountApplications.siteId, siteId),
        filter.status === undefined ? undefined : eq(discountApplications.status, filter.status),
        filter.discountId === undefined
          ? undefined
          : eq(discountApplications.discountId, filter.discountId),
      ),
    )
    .orderBy(desc(discountApplications.id))
    .limit(500);

/** One application of the site with its member's account, locked for the transaction. */
export const lockApplication = async (db: Db, siteId: number, id: number) => {
  const [row] = await db
    .select(applicationWithAccount)
    .from(discountApplications)
    .innerJoin(members, eq(members.id, discountApplications.memberId))
    .where(and(eq(discountApplications.siteId, siteId), eq(discountApplications.id, id)))
    .for('update', { of: discountApplications });
  return row;
};

export const decideApplication = async (
  tx: Db,
  id: number,
  values: Pick<DiscountApplicationRow, 'status' | 'decidedBy' | 'decidedAt'> &
    Partial<Pick<DiscountApplicationRow, 'award' | 'grantId' | 'transferId'>>,
): Promise<DiscountApplicationRow> => {
  const [row] = await tx
    .update(discountApplications)
    .set(values)
    .where(and(eq(discountApplications.id, id), eq(discountApplications.status, 'pending')))
    .returning();
  if (!row) throw new Error('the pending application disappeared');
  return row;
};
