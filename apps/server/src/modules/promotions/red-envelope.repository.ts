import type { Currency } from '@member-site/contracts/constants';
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { redEnvelopePromotions, redEnvelopes } from '../../db/schema';

export type PromotionRow = typeof redEnvelopePromotions.$inferSelect;
export type NewPromotion = typeof redEnvelopePromotions.$inferInsert;

/** Envelopes are written this many to a statement when a promotion is scheduled. */
const INSERT_BATCH = 2_000;

export const insertPromotion = async (tx: Db, values: NewPromotion): Promise<PromotionRow> => {
  const [row] = await tx.insert(redEnvelopePromotions).values(values).returning();
  if (!row) throw new Error('promotion insert returned no row');
  return row;
};

export const insertEnvelopes = async (
  tx: Db,
  rows: { promotionId: number; amount: bigint; accountId: number }[],
): Promise<void> => {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await tx.insert(redEnvelopes).values(rows.slice(i, i + INSERT_BATCH));
  }
};

export const findPromotion = async (db: Db, id: number): Promise<PromotionRow | undefined> => {
  const [row] = await db
    .select()
    .from(redEnvelopePromotions)
    .where(eq(redEnvelopePromotions.id, id));
  return row;
};

export const lockPromotion = async (
  tx: Db,
  siteId: number,
  id: number,
): Promise<PromotionRow | undefined> => {
  const [row] = await tx
    .select()
    .from(redEnvelopePromotions)
    .where(and(eq(redEnvelopePromotions.siteId, siteId), eq(redEnvelopePromotions.id, id)))
    .for('update');
  return row;
};

export const listPromotions = (db: Db, siteId: number, currency?: Currency) =>
  db
    .select()
    .from(redEnvelopePromotions)
    .where(
      and(
        eq(redEnvelopePromotions.siteId, siteId),
        currency === undefined ? undefined : eq(redEnvelopePromotions.currency, currency),
      ),
    )
    .orderBy(desc(redEnvelopePromotions.startAt), desc(redEnvelopePromotions.id))
    .limit(200);

/**
 * Running promotions of the currency (scheduled, started, not ended) that still have a free
 * envelope and that this member has not opened, soonest end first.
 */
export const findOpenPromotions = (
  db: Db,
  siteId: number,
  currency: Currency,
  memberId: number,
  now: Date,
) =>
  db
    .select()
    .from(redEnvelopePromotions)
    .where(
      and(
        eq(redEnvelopePromotions.siteId, siteId),
        eq(redEnvelopePromotions.currency, currency),
        eq(redEnvelopePromotions.status, 'scheduled'),
        lte(redEnvelopePromotions.startAt, now),
        gt(redEnvelopePromotions.endAt, now),
        sql`EXISTS (SELECT 1 FROM ${redEnvelopes} e WHERE e.promotion_id = ${redEnvelopePromotions.id} AND e.state = 'free')`,
        sql`NOT EXISTS (SELECT 1 FROM ${redEnvelopes} e WHERE e.promotion_id = ${redEnvelopePromotions.id} AND e.member_id = ${memberId})`,
      ),
    )
    .orderBy(asc(redEnvelopePromotions.endAt), asc(redEnvelopePromotions.id))
    .limit(5);

/** The promotion and whether this member already opened one of its envelopes, in one query. */
export const findPromotionForMember = async (
  db: Db,
  id: number,
  memberId: number,
): Promise<(PromotionRow & { claimed: boolean }) | undefined> => {
  const [row] = await db
    .select({
      promotion: redEnvelopePromotions,
      claimed: sql<boolean>`EXISTS (SELECT 1 FROM ${redEnvelopes} e WHERE e.promotion_id = ${redEnvelopePromotions.id} AND e.member_id = ${memberId})`,
    })
    .from(redEnvelopePromotions)
    .where(eq(redEnvelopePromotions.id, id));
  return row ? { ...row.promotion, claimed: row.claimed } : undefined;
};

/**
 * Queue this member's claims of one promotion behind each other for the rest of the transaction,
 * then answer whether the member holds an envelope of it already. Without it, one member's
 * simultaneous requests would each lock a free envelope before all but one failed, and other
 * members' claims, skipping those locked rows, could find none free while some were.
 */
export const lockMemberClaim = async (
  tx: Db,
  promotionId: number,
  memberId: number,
): Promise<boolean> => {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`red-envelope:${promotionId}:${memberId}`}, 0))`,
  );
  const [row] = await tx
    .select({ id: redEnvelopes.id })
    .from(redEnvelopes)
    .where(and(eq(redEnvelopes.promotionId, promotionId), eq(redEnvelopes.memberId, memberId)))
    .limit(1);
  return row !== undefined;
};

/**
 * Take one free envelope for the member: the subquery locks the first free row no other claim
 * holds (SKIP LOCKED), so concurrent claims each take a different row without waiting, and the
 * update marks it theirs. A second envelope for the same member breaks the unique
 * (promotion, member) index and fails the transaction. Undefined when none is free.
 */
export const takeFreeEnvelope = async (
  tx: Db,
  promotionId: number,
  memberId: number,
  now: Date,
): Promise<{ id: number; amount: bigint; accountId: number } | undefined> => {
  const free = tx
    .select({ id: redEnvelopes.id })
    .from(redEnvelopes)
    .where(and(eq(redEnvelopes.promotionId, promotionId), eq(redEnvelopes.state, 'free')))
    .orderBy(asc(redEnvelopes.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await tx
    .update(redEnvelopes)
    .set({ state: 'claimed', memberId, claimedAt: now })
    .where(eq(redEnvelopes.id, sql`(${free})`))
    .returning({
      id: redEnvelopes.id,
      amount: redEnvelopes.amount,
      accountId: redEnvelopes.accountId,
    });
  return row;
};

/**
 * Mark every envelope still free as returned, waiting for claims that hold one (a claim that
 * commits keeps its envelope), and answer what each promotion account holds for them.
 */
export const returnFreeEnvelopes = async (
  tx: Db,
  promotionId: number,
): Promise<{ accountId: number; amount: bigint }[]> => {
  const rows = await tx
    .update(redEnvelopes)
    .set({ state: 'returned' })
    .where(and(eq(redEnvelopes.promotionId, promotionId), eq(redEnvelopes.state, 'free')))
    .returning({ accountId: redEnvelopes.accountId, amount: redEnvelopes.amount });
  const byAccount = new Map<number, bigint>();
  for (const row of rows) {
    byAccount.set(row.accountId, (byAccount.get(row.accountId) ?? 0n) + row.amount);
  }
  return [...byAccount].map(([accountId, amount]) => ({ accountId, amount }));
};

/** Scheduled promotions whose end has passed: their unclaimed pools are due back. */
export const findEndedScheduled = (db: Db, now: Date) =>
  db
    .select({ id: redEnvelopePromotions.id, siteId: redEnvelopePromotions.siteId })
    .from(redEnvelopePromotions)
    .where(
      and(eq(redEnvelopePromotions.status, 'scheduled'), lte(redEnvelopePromotions.endAt, now)),
    )
    .orderBy(asc(redEnvelopePromotions.endAt))
    .limit(20);

export const setClosed = async (
  tx: Db,
  id: number,
  status: 'cancelled' | 'finished',
  returnedAmount: bigint,
  now: Date,
): Promise<PromotionRow> => {
  const [row] = await tx
    .update(redEnvelopePromotions)
    .set({ status, cancelledAt: status === 'cancelled' ? now : null, returnedAmount })
    .where(eq(redEnvelopePromotions.id, id))
    .returning();
  if (!row) throw new Error('promotion update returned no row');
  return row;
};

/** Envelopes opened and what they paid, per promotion. */
export const claimTotals = async (
  db: Db,
  ids: number[],
): Promise<Map<number, { count: number; amount: bigint }>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      promotionId: redEnvelopes.promotionId,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`COALESCE(SUM(${redEnvelopes.amount}), 0)::text`,
    })
    .from(redEnvelopes)
    .where(and(inArray(redEnvelopes.promotionId, ids), eq(redEnvelopes.state, 'claimed')))
    .groupBy(redEnvelopes.promotionId);
  return new Map(
    rows.map((row) => [row.promotionId, { count: row.count, amount: BigInt(row.amount) }]),
  );
};

/**
 * Mark the promotions that have started and not ended as announced and answer them: the
 * conditional update means each is announced once, whichever process gets there.
 */
export const markDueAnnounced = (db: Db, now: Date) =>
  db
    .update(redEnvelopePromotions)
    .set({ announcedAt: now })
    .where(
      and(
        eq(redEnvelopePromotions.status, 'scheduled'),
        isNull(redEnvelopePromotions.announcedAt),
        lte(redEnvelopePromotions.startAt, now),
        gt(redEnvelopePromotions.endAt, now),
      ),
    )
    .returning({
      id: redEnvelopePromotions.id,
      siteId: redEnvelopePromotions.siteId,
      currency: redEnvelopePromotions.currency,
      endAt: redEnvelopePromotions.endAt,
    });
