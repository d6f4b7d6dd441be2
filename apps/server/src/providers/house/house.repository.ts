import { and, count, desc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';

import type { Currency } from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import type { TurnoverWindow } from '../../shared/turnover';
import { houseRounds, houseSeeds, houseSessions } from '../../db/schema';

export type HouseSessionRow = typeof houseSessions.$inferSelect;
export type HouseSeedRow = typeof houseSeeds.$inferSelect;
export type HouseRoundRow = typeof houseRounds.$inferSelect;
export type NewHouseSession = typeof houseSessions.$inferInsert;

export const insertSession = async (db: Db, values: NewHouseSession): Promise<HouseSessionRow> => {
  const [row] = await db.insert(houseSessions).values(values).returning();
  if (!row) throw new Error('house session insert returned no row');
  return row;
};

/**
 * Trade a launch token (by its hash) for a game session, once: the row must still wait for its
 * session and its launch must not have expired. Undefined otherwise.
 */
export const claimLaunch = async (
  db: Db,
  launchTokenHash: string,
  session: { tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<HouseSessionRow | undefined> => {
  const [row] = await db
    .update(houseSessions)
    .set({ sessionTokenHash: session.tokenHash, expiresAt: session.expiresAt })
    .where(
      and(
        eq(houseSessions.launchTokenHash, launchTokenHash),
        isNull(houseSessions.sessionTokenHash),
        isNull(houseSessions.endedAt),
        gt(houseSessions.launchExpiresAt, now),
      ),
    )
    .returning();
  return row;
};

/** The live session of a session token (by its hash). */
export const findLiveSession = async (
  db: Db,
  sessionTokenHash: string,
  now: Date,
): Promise<HouseSessionRow | undefined> => {
  const [row] = await db
    .select()
    .from(houseSessions)
    .where(
      and(
        eq(houseSessions.sessionTokenHash, sessionTokenHash),
        isNull(houseSessions.endedAt),
        gt(houseSessions.expiresAt, now),
      ),
    );
  return row;
};

/** The ids among these whose sessions are live at `now`. */
export const findLiveSessionIds = async (
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: houseSessions.id })
    .from(houseSessions)
    .where(
      and(
        inArray(houseSessions.id, [...ids]),
        isNull(houseSessions.endedAt),
        gt(houseSessions.expiresAt, now),
      ),
    );
  return new Set(rows.map((row) => row.id));
};

export const findSessionById = async (db: Db, id: number): Promise<HouseSessionRow | undefined> => {
  const [row] = await db.select().from(houseSessions).where(eq(houseSessions.id, id));
  return row;
};

export const extendSession = async (db: Db, id: number, expiresAt: Date): Promise<void> => {
  await db.update(houseSessions).set({ expiresAt }).where(eq(houseSessions.id, id));
};

export const endSession = async (db: Db, id: number): Promise<void> => {
  await db
    .update(houseSessions)
    .set({ endedAt: new Date() })
    .where(and(eq(houseSessions.id, id), isNull(houseSessions.endedAt)));
};

/** End every session of the member that has not ended; answers how many ended. */
export const endMemberSessions = async (db: Db, memberId: number): Promise<number> => {
  const rows = await db
    .update(houseSessions)
    .set({ endedAt: new Date() })
    .where(and(eq(houseSessions.memberId, memberId), isNull(houseSessions.endedAt)))
    .returning({ id: houseSessions.id });
  return rows.length;
};

/** Whether the member has a session that is open or still waiting for its launch. */
export const hasLiveSession = async (db: Db, memberId: number, now: Date): Promise<boolean> => {
  const [row] = await db
    .select({ id: houseSessions.id })
    .from(houseSessions)
    .where(
      and(
        eq(houseSessions.memberId, memberId),
        isNull(houseSessions.endedAt),
        sql`COALESCE(${houseSessions.expiresAt}, ${houseSessions.launchExpiresAt}) > ${now}`,
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** Set a demo session's play money. */
export const setDemoBalance = async (db: Db, id: number, balance: bigint): Promise<void> => {
  await db.update(houseSessions).set({ demoBalance: balance }).where(eq(houseSessions.id, id));
};

type SeedOwner = { memberId: number } | { sessionId: number };

const ownerCondition = (owner: SeedOwner) =>
  'memberId' in owner
    ? eq(houseSeeds.memberId, owner.memberId)
    : eq(houseSeeds.sessionId, owner.sessionId);

/** The owner's active seed pair, locked for the rest of the transaction when `lock` is set. */
export const findActiveSeed = async (
  db: Db,
  owner: SeedOwner,
  lock = false,
): Promise<HouseSeedRow | undefined> => {
  const query = db
    .select()
    .from(houseSeeds)
    .where(and(ownerCondition(owner), eq(houseSeeds.status, 'active')));
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

/** Start an active pair; undefined when the owner already has one (a concurrent start). */
export const insertSeed = async (
  db: Db,
  values: typeof houseSeeds.$inferInsert,
): Promise<HouseSeedRow | undefined> => {
  const [row] = await db.insert(houseSeeds).values(values).onConflictDoNothing().returning();
  return row;
};

export const revealSeed = async (db: Db, id: number): Promise<HouseSeedRow | undefined> => {
  const [row] = await db
    .update(houseSeeds)
    .set({ status: 'revealed', revealedAt: new Date() })
    .where(and(eq(houseSeeds.id, id), eq(houseSeeds.status, 'active')))
    .returning();
  return row;
};

export const updateSeed = async (
  db: Db,
  id: number,
  values: Partial<Pick<HouseSeedRow, 'clientSeed' | 'nextNonce'>>,
): Promise<void> => {
  await db.update(houseSeeds).set(values).where(eq(houseSeeds.id, id));
};

export const findSeed = async (db: Db, id: number): Promise<HouseSeedRow | undefined> => {
  const [row] = await db.select().from(houseSeeds).where(eq(houseSeeds.id, id));
  return row;
};

export const insertRound = async (
  db: Db,
  values: typeof houseRounds.$inferInsert,
): Promise<HouseRoundRow> => {
  const [row] = await db.insert(houseRounds).values(values).returning();
  if (!row) throw new Error('house round insert returned no row');
  return row;
};

export const findRoundByRequest = async (
  db: Db,
  memberId: number,
  requestId: string,
): Promise<HouseRoundRow | undefined> => {
  const [row] = await db
    .select()
    .from(houseRounds)
    .where(and(eq(houseRounds.memberId, memberId), eq(houseRounds.requestId, requestId)));
  return row;
};

export const findMemberRound = async (
  db: Db,
  memberId: number,
  id: number,
): Promise<HouseRoundRow | undefined> => {
  const [row] = await db
    .select()
    .from(houseRounds)
    .where(and(eq(houseRounds.memberId, memberId), eq(houseRounds.id, id)));
  return row;
};

/** A page of the member's rounds of one game, newest first, with the seeds they used. */
export const listMemberRounds = async (
  db: Db,
  scope: { memberId: number; gameId?: number },
  window: { limit: number; offset: number },
): Promise<{ rows: { round: HouseRoundRow; seed: HouseSeedRow }[]; total: number }> => {
  const where = and(
    eq(houseRounds.memberId, scope.memberId),
    scope.gameId === undefined ? undefined : eq(houseRounds.gameId, scope.gameId),
  );
  const [counted] = await db.select({ total: count() }).from(houseRounds).where(where);
  const rows = await db
    .select({ round: houseRounds, seed: houseSeeds })
    .from(houseRounds)
    .innerJoin(houseSeeds, eq(houseSeeds.id, houseRounds.seedId))
    .where(where)
    .orderBy(desc(houseRounds.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total: counted?.total ?? 0 };
};

/**
 * The stakes of each member's settled rounds of the single-player games in a currency, summed per member (the turnover that
 * recommend-a-friend awards count). Members without any are left out.
 */
export const sumSettledRoundStakes = async (
  db: Db,
  memberIds: readonly number[],
  currency: Currency,
): Promise<{ memberId: number; stakes: string }[]> => {
  if (memberIds.length === 0) return [];
  return db
    .select({
      memberId: houseRounds.memberId,
      stakes: sql<string>`sum(${houseRounds.stake})::text`,
    })
    .from(houseRounds)
    .where(and(inArray(houseRounds.memberId, [...memberIds]), eq(houseRounds.currency, currency)))
    .groupBy(houseRounds.memberId);
};

/** The stakes of the member's rounds in the window (a round is settled as it is played). */
export const sumRoundStakes = async (db: Db, window: TurnoverWindow): Promise<bigint> => {
  const [row] = await db
    .select({ total: sql<string>`COALESCE(sum(${houseRounds.stake}), 0)::text` })
    .from(houseRounds)
    .where(
      and(
        eq(houseRounds.siteId, window.siteId),
        eq(houseRounds.memberId, window.memberId),
        eq(houseRounds.currency, window.currency),
        gt(houseRounds.createdAt, window.after),
        lte(houseRounds.createdAt, window.until),
        gte(houseRounds.createdAt, window.placedFrom),
      ),
    );
  return BigInt(row?.total ?? 0);
};
