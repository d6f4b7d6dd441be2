import { and, count, desc, eq, gt, gte, inArray, isNotNull, lte, max, sql, sum } from 'drizzle-orm';

import type { Currency } from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import type { TurnoverWindow } from '../../shared/turnover';
import {
  type HouseTableRoundStatus,
  houseChains,
  houseSessions,
  houseTableBets,
  houseTableRounds,
  houseTables,
} from '../../db/schema';

export type TableRow = typeof houseTables.$inferSelect;
export type NewTable = typeof houseTables.$inferInsert;
export type ChainRow = typeof houseChains.$inferSelect;
export type TableRoundRow = typeof houseTableRounds.$inferSelect;
export type NewTableRound = typeof houseTableRounds.$inferInsert;
export type TableBetRow = typeof houseTableBets.$inferSelect;
export type NewTableBet = typeof houseTableBets.$inferInsert;

const one = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`${what} returned no row`);
  return row;
};

// Tables

export const insertTable = async (db: Db, values: NewTable): Promise<TableRow> =>
  one(await db.insert(houseTables).values(values).returning(), 'house table insert');

export const findTable = async (
  db: Db,
  id: number,
  lock = false,
): Promise<TableRow | undefined> => {
  const query = db.select().from(houseTables).where(eq(houseTables.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

export const findTableOf = async (
  db: Db,
  where: { siteId: number; gameId: number; currency: Currency },
): Promise<TableRow | undefined> => {
  const [row] = await db
    .select()
    .from(houseTables)
    .where(
      and(
        eq(houseTables.siteId, where.siteId),
        eq(houseTables.gameId, where.gameId),
        eq(houseTables.currency, where.currency),
      ),
    );
  return row;
};

export const listTables = async (db: Db, siteId?: number): Promise<TableRow[]> =>
  db
    .select()
    .from(houseTables)
    .where(siteId === undefined ? undefined : eq(houseTables.siteId, siteId))
    .orderBy(houseTables.id);

export const updateTable = async (
  db: Db,
  id: number,
  values: Partial<Omit<NewTable, 'id' | 'siteId' | 'gameId' | 'currency'>>,
): Promise<TableRow | undefined> => {
  const [row] = await db
    .update(houseTables)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(houseTables.id, id))
    .returning();
  return row;
};

// Chains

export const findActiveChain = async (
  db: Db,
  tableId: number,
  lock = false,
): Promise<ChainRow | undefined> => {
  const query = db
    .select()
    .from(houseChains)
    .where(and(eq(houseChains.tableId, tableId), eq(houseChains.status, 'active')));
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

export const findChain = async (db: Db, id: number): Promise<ChainRow | undefined> => {
  const [row] = await db.select().from(houseChains).where(eq(houseChains.id, id));
  return row;
};

export const retireChains = async (db: Db, tableId: number, at: Date): Promise<ChainRow[]> =>
  db
    .update(houseChains)
    .set({ status: 'retired', retiredAt: at })
    .where(and(eq(houseChains.tableId, tableId), eq(houseChains.status, 'active')))
    .returning();

export const insertChain = async (
  db: Db,
  values: typeof houseChains.$inferInsert,
): Promise<ChainRow> =>
  one(await db.insert(houseChains).values(values).returning(), 'house chain insert');

export const setChainUsed = async (db: Db, id: number, used: number): Promise<void> => {
  await db.update(houseChains).set({ used }).where(eq(houseChains.id, id));
};

export const listChains = async (db: Db, tableId: number): Promise<ChainRow[]> =>
  db
    .select()
    .from(houseChains)
    .where(eq(houseChains.tableId, tableId))
    .orderBy(desc(houseChains.id));

// Rounds

/** The table's round that is open or settling, if any. */
export const findUnfinishedRound = async (
  db: Db,
  tableId: number,
): Promise<TableRoundRow | undefined> => {
  const [row] = await db
    .select()
    .from(houseTableRounds)
    .where(
      and(
        eq(houseTableRounds.tableId, tableId),
        inArray(houseTableRounds.status, ['open', 'settling']),
      ),
    );
  return row;
};

export const lastRoundNumber = async (db: Db, tableId: number): Promise<number> => {
  const [row] = await db
    .select({ last: max(houseTableRounds.number) })
    .from(houseTableRounds)
    .where(eq(houseTableRounds.tableId, tableId));
  return row?.last ?? 0;
};

export const insertRound = async (db: Db, values: NewTableRound): Promise<TableRoundRow> =>
  one(await db.insert(houseTableRounds).values(values).returning(), 'house round insert');

export const findRound = async (db: Db, id: number): Promise<TableRoundRow | undefined> => {
  const [row] = await db.select().from(houseTableRounds).where(eq(houseTableRounds.id, id));
  return row;
};

/** Lock a round against a change of status for the rest of the transaction. */
export const lockRound = async (
  db: Db,
  id: number,
  mode: 'update' | 'share',
): Promise<TableRoundRow | undefined> => {
  const [row] = await db
    .select()
    .from(houseTableRounds)
    .where(eq(houseTableRounds.id, id))
    .for(mode);
  return row;
};

export const updateRound = async (
  db: Db,
  id: number,
  from: HouseTableRoundStatus,
  values: Partial<Omit<NewTableRound, 'id' | 'tableId' | 'siteId'>>,
): Promise<TableRoundRow | undefined> => {
  const [row] = await db
    .update(houseTableRounds)
    .set(values)
    .where(and(eq(houseTableRounds.id, id), eq(houseTableRounds.status, from)))
    .returning();
  return row;
};

/** The round of a chain at an index (the round before, whose seed a round's seed must hash to). */
export const findRoundAt = async (
  db: Db,
  chainId: number,
  chainIndex: number,
): Promise<TableRoundRow | undefined> => {
  const [row] = await db
    .select()
    .from(houseTableRounds)
    .where(and(eq(houseTableRounds.chainId, chainId), eq(houseTableRounds.chainIndex, chainIndex)));
  return row;
};

/** Finished rounds of a table, newest first. */
export const finishedRounds = async (
  db: Db,
  tableId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: TableRoundRow[]; total: number }> => {
  const where = and(
    eq(houseTableRounds.tableId, tableId),
    inArray(houseTableRounds.status, ['settled', 'voided']),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(houseTableRounds)
      .where(where)
      .orderBy(desc(houseTableRounds.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(houseTableRounds).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

/** Voided rounds of a table with bets still to refund (after a restart). */
export const voidedRoundsToRefund = async (db: Db, tableId: number): Promise<TableRoundRow[]> =>
  db
    .select()
    .from(houseTableRounds)
    .where(
      and(
        eq(houseTableRounds.tableId, tableId),
        eq(houseTableRounds.status, 'voided'),
        sql`EXISTS (SELECT 1 FROM ${houseTableBets} WHERE ${houseTableBets.roundId} = ${houseTableRounds.id} AND ${houseTableBets.status} = 'placed')`,
      ),
    );

// Bets

export const insertBet = async (db: Db, values: NewTableBet): Promise<TableBetRow> =>
  one(await db.insert(houseTableBets).values(values).returning(), 'house bet insert');

export const findBetByRequest = async (
  db: Db,
  owner: { sessionId: number } | { memberId: number },
  requestId: string,
): Promise<TableBetRow | undefined> => {
  const [row] = await db
    .select()
    .from(houseTableBets)
    .where(
      and(
        'memberId' in owner
          ? eq(houseTableBets.memberId, owner.memberId)
          : eq(houseTableBets.sessionId, owner.sessionId),
        eq(houseTableBets.requestId, requestId),
      ),
    );
  return row;
};

/** What a player has staked on a round, by kind (a member's across its sessions). */
export const stakedOnRound = async (
  db: Db,
  roundId: number,
  owner: { sessionId: number } | { memberId: number },
): Promise<bigint> => {
  const [row] = await db
    .select({ staked: sum(houseTableBets.stake) })
    .from(houseTableBets)
    .where(
      and(
        eq(houseTableBets.roundId, roundId),
        'memberId' in owner
          ? eq(houseTableBets.memberId, owner.memberId)
          : eq(houseTableBets.sessionId, owner.sessionId),
      ),
    );
  return BigInt(row?.staked ?? 0);
};

/** The next bets of a round still to settle or refund, oldest first. */
export const placedBets = async (db: Db, roundId: number, limit: number): Promise<TableBetRow[]> =>
  db
    .select()
    .from(houseTableBets)
    .where(and(eq(houseTableBets.roundId, roundId), eq(houseTableBets.status, 'placed')))
    .orderBy(houseTableBets.id)
    .limit(limit);

/** Finish a bet that is still placed; undefined when it was finished already. */
export const finishBet = async (
  db: Db,
  id: number,
  values: {
    status: 'settled' | 'refunded';
    returned: bigint;
    returnTransferId: number | null;
    settledAt: Date;
  },
): Promise<TableBetRow | undefined> => {
  const [row] = await db
    .update(houseTableBets)
    .set(values)
    .where(and(eq(houseTableBets.id, id), eq(houseTableBets.status, 'placed')))
    .returning();
  return row;
};

/** A player's bets on one round. */
export const betsOnRound = async (
  db: Db,
  roundId: number,
  owner: { sessionId: number } | { memberId: number },
): Promise<TableBetRow[]> =>
  db
    .select()
    .from(houseTableBets)
    .where(
      and(
        eq(houseTableBets.roundId, roundId),
        'memberId' in owner
          ? eq(houseTableBets.memberId, owner.memberId)
          : eq(houseTableBets.sessionId, owner.sessionId),
      ),
    )
    .orderBy(houseTableBets.id);

/** A page of a player's bets at a table, newest first, with their rounds. */
export const betsPage = async (
  db: Db,
  tableId: number,
  owner: { sessionId: number } | { memberId: number },
  page: { limit: number; offset: number },
): Promise<{ rows: { bet: TableBetRow; round: TableRoundRow }[]; total: number }> => {
  const where = and(
    eq(houseTableBets.tableId, tableId),
    'memberId' in owner
      ? eq(houseTableBets.memberId, owner.memberId)
      : eq(houseTableBets.sessionId, owner.sessionId),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ bet: houseTableBets, round: houseTableRounds })
      .from(houseTableBets)
      .innerJoin(houseTableRounds, eq(houseTableRounds.id, houseTableBets.roundId))
      .where(where)
      .orderBy(desc(houseTableBets.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(houseTableBets).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

/** Take a demo bet's hold from its session's play money, if there is enough. */
export const takeDemoMoney = async (
  db: Db,
  sessionId: number,
  amount: bigint,
): Promise<bigint | undefined> => {
  const [row] = await db
    .update(houseSessions)
    .set({ demoBalance: sql`${houseSessions.demoBalance} - ${amount}` })
    .where(
      and(
        eq(houseSessions.id, sessionId),
        isNotNull(houseSessions.demoBalance),
        sql`${houseSessions.demoBalance} >= ${amount}`,
      ),
    )
    .returning({ balance: houseSessions.demoBalance });
  return row?.balance ?? undefined;
};

export const giveDemoMoney = async (db: Db, sessionId: number, amount: bigint): Promise<void> => {
  await db
    .update(houseSessions)
    .set({ demoBalance: sql`${houseSessions.demoBalance} + ${amount}` })
    .where(and(eq(houseSessions.id, sessionId), isNotNull(houseSessions.demoBalance)));
};

/**
 * The stakes of each member's settled table bets in a currency, summed per member (the turnover that
 * recommend-a-friend awards count). Members without any are left out.
 */
export const sumSettledTableStakesByMember = async (
  db: Db,
  memberIds: readonly number[],
  currency: Currency,
): Promise<{ memberId: number; stakes: string }[]> => {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({
      memberId: houseTableBets.memberId,
      stakes: sql<string>`sum(${houseTableBets.stake})::text`,
    })
    .from(houseTableBets)
    .innerJoin(houseSessions, eq(houseSessions.id, houseTableBets.sessionId))
    .where(
      and(
        inArray(houseTableBets.memberId, [...memberIds]),
        eq(houseTableBets.status, 'settled'),
        eq(houseSessions.currency, currency),
      ),
    )
    .groupBy(houseTableBets.memberId);
  return rows.flatMap((row) =>
    row.memberId === null ? [] : [{ memberId: row.memberId, stakes: row.stakes }],
  );
};

/** The stakes of the member's table bets settled in the window (refunded bets do not count). */
export const sumSettledTableStakes = async (db: Db, window: TurnoverWindow): Promise<bigint> => {
  const [row] = await db
    .select({ total: sql<string>`COALESCE(sum(${houseTableBets.stake}), 0)::text` })
    .from(houseTableBets)
    .innerJoin(houseTables, eq(houseTables.id, houseTableBets.tableId))
    .where(
      and(
        eq(houseTableBets.siteId, window.siteId),
        eq(houseTableBets.memberId, window.memberId),
        eq(houseTables.currency, window.currency),
        eq(houseTableBets.status, 'settled'),
        gt(houseTableBets.settledAt, window.after),
        lte(houseTableBets.settledAt, window.until),
        gte(houseTableBets.createdAt, window.placedFrom),
      ),
    );
  return BigInt(row?.total ?? 0);
};
