import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';

import type { Currency } from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import type { TurnoverWindow } from '../../shared/turnover';
import {
  type SportMarketStatus,
  games,
  sportBetLegs,
  sportBets,
  sportFixtures,
  sportMarkets,
  sportPreferences,
  sportSelections,
} from '../../db/schema';

export type FixtureRow = typeof sportFixtures.$inferSelect;
export type NewFixture = typeof sportFixtures.$inferInsert;
export type MarketRow = typeof sportMarkets.$inferSelect;
export type SelectionRow = typeof sportSelections.$inferSelect;
export type BetRow = typeof sportBets.$inferSelect;
export type NewBet = typeof sportBets.$inferInsert;
export type LegRow = typeof sportBetLegs.$inferSelect;

const one = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`${what} returned no row`);
  return row;
};

// Fixtures

export const findFixtureByRef = async (
  db: Db,
  siteId: number,
  feedRef: string,
): Promise<FixtureRow | undefined> => {
  const [row] = await db
    .select()
    .from(sportFixtures)
    .where(and(eq(sportFixtures.siteId, siteId), eq(sportFixtures.feedRef, feedRef)));
  return row;
};

/** Which of these feed references the site's book already holds. */
export const knownFeedRefs = async (
  db: Db,
  siteId: number,
  feedRefs: readonly string[],
): Promise<Set<string>> => {
  if (feedRefs.length === 0) return new Set();
  const rows = await db
    .select({ feedRef: sportFixtures.feedRef })
    .from(sportFixtures)
    .where(and(eq(sportFixtures.siteId, siteId), inArray(sportFixtures.feedRef, [...feedRefs])));
  return new Set(rows.map((row) => row.feedRef));
};

export const findFixture = async (
  db: Db,
  id: number,
  lock = false,
): Promise<FixtureRow | undefined> => {
  const query = db.select().from(sportFixtures).where(eq(sportFixtures.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

export const insertFixture = async (db: Db, values: NewFixture): Promise<FixtureRow> =>
  one(await db.insert(sportFixtures).values(values).returning(), 'sport fixture insert');

export const updateFixture = async (
  db: Db,
  id: number,
  values: Partial<NewFixture>,
): Promise<FixtureRow> =>
  one(
    await db
      .update(sportFixtures)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(sportFixtures.id, id))
      .returning(),
    'sport fixture update',
  );

export type FixtureFilter = {
  siteId: number;
  sports: readonly string[];
  status?: readonly string[];
  startsFrom?: Date;
  startsBefore?: Date;
  sport?: string | undefined;
  leagueId?: string | undefined;
};

const fixtureWhere = (filter: FixtureFilter) =>
  and(
    eq(sportFixtures.siteId, filter.siteId),
    inArray(sportFixtures.sport, [...filter.sports] as FixtureRow['sport'][]),
    filter.status
      ? inArray(sportFixtures.status, [...filter.status] as FixtureRow['status'][])
      : undefined,
    filter.startsFrom ? gte(sportFixtures.startsAt, filter.startsFrom) : undefined,
    filter.startsBefore ? lt(sportFixtures.startsAt, filter.startsBefore) : undefined,
    filter.sport ? eq(sportFixtures.sport, filter.sport as FixtureRow['sport']) : undefined,
    filter.leagueId ? eq(sportFixtures.leagueId, filter.leagueId) : undefined,
  );

export const listFixtures = async (
  db: Db,
  filter: FixtureFilter,
  page: { limit: number; offset: number },
  order: 'asc' | 'desc' = 'asc',
): Promise<{ rows: FixtureRow[]; total: number }> => {
  const where = fixtureWhere(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(sportFixtures)
      .where(where)
      .orderBy(
        order === 'asc' ? asc(sportFixtures.startsAt) : desc(sportFixtures.startsAt),
        asc(sportFixtures.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(sportFixtures).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
};

/** Every fixture of the filter with what the menu counts: sport, league, status, start. */
export const fixtureHeads = (db: Db, filter: FixtureFilter) =>
  db
    .select({
      sport: sportFixtures.sport,
      leagueId: sportFixtures.leagueId,
      leagueName: sportFixtures.leagueName,
      status: sportFixtures.status,
      startsAt: sportFixtures.startsAt,
    })
    .from(sportFixtures)
    .where(fixtureWhere(filter))
    .orderBy(asc(sportFixtures.sport), asc(sportFixtures.leagueId));

/** The sites whose catalogue has a book of the house switched on: the feed runs for them. */
export const bookSiteIds = async (db: Db): Promise<number[]> => {
  const rows = await db
    .selectDistinct({ siteId: games.siteId })
    .from(games)
    .where(and(inArray(games.gameCode, ['s_sportsbook', 'g_esports']), eq(games.isActive, true)))
    .orderBy(asc(games.siteId));
  return rows.map((row) => row.siteId);
};

// Markets and selections

export const insertMarkets = async (
  db: Db,
  values: (typeof sportMarkets.$inferInsert)[],
): Promise<MarketRow[]> =>
  values.length === 0 ? [] : db.insert(sportMarkets).values(values).returning();

export const insertSelections = async (
  db: Db,
  values: (typeof sportSelections.$inferInsert)[],
): Promise<SelectionRow[]> =>
  values.length === 0 ? [] : db.insert(sportSelections).values(values).returning();

export const marketsOf = async (
  db: Db,
  fixtureIds: readonly number[],
  mainOnly = false,
): Promise<(MarketRow & { selections: SelectionRow[] })[]> => {
  if (fixtureIds.length === 0) return [];
  const markets = await db
    .select()
    .from(sportMarkets)
    .where(
      and(
        inArray(sportMarkets.fixtureId, [...fixtureIds]),
        mainOnly ? eq(sportMarkets.main, true) : undefined,
      ),
    )
    .orderBy(asc(sportMarkets.id));
  const selections =
    markets.length === 0
      ? []
      : await db
          .select()
          .from(sportSelections)
          .where(
            inArray(
              sportSelections.marketId,
              markets.map((market) => market.id),
            ),
          )
          .orderBy(asc(sportSelections.id));
  return markets.map((market) => ({
    ...market,
    selections: selections.filter((selection) => selection.marketId === market.id),
  }));
};

export const marketCounts = async (
  db: Db,
  fixtureIds: readonly number[],
): Promise<Map<number, number>> => {
  if (fixtureIds.length === 0) return new Map();
  const rows = await db
    .select({ fixtureId: sportMarkets.fixtureId, n: count() })
    .from(sportMarkets)
    .where(inArray(sportMarkets.fixtureId, [...fixtureIds]))
    .groupBy(sportMarkets.fixtureId);
  return new Map(rows.map((row) => [row.fixtureId, row.n]));
};

/**
 * Lock markets in id order, for share (a bet, a cash-out: the odds they read stay put until they
 * commit) or for update (repricing, suspending, closing).
 */
export const lockMarkets = async (
  db: Db,
  ids: readonly number[],
  mode: 'share' | 'update',
): Promise<MarketRow[]> => {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(sportMarkets)
    .where(inArray(sportMarkets.id, [...ids]))
    .orderBy(asc(sportMarkets.id))
    .for(mode);
};

export const setMarketStatus = async (
  db: Db,
  ids: readonly number[],
  status: SportMarketStatus,
): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .update(sportMarkets)
    .set({ status, updatedAt: new Date() })
    .where(inArray(sportMarkets.id, [...ids]));
};

export const findSelections = async (
  db: Db,
  ids: readonly number[],
): Promise<{ selection: SelectionRow; market: MarketRow; fixture: FixtureRow }[]> => {
  if (ids.length === 0) return [];
  return db
    .select({ selection: sportSelections, market: sportMarkets, fixture: sportFixtures })
    .from(sportSelections)
    .innerJoin(sportMarkets, eq(sportMarkets.id, sportSelections.marketId))
    .innerJoin(sportFixtures, eq(sportFixtures.id, sportMarkets.fixtureId))
    .where(inArray(sportSelections.id, [...ids]));
};

export const setSelection = async (
  db: Db,
  id: number,
  values: Partial<Pick<SelectionRow, 'odds' | 'result'>>,
): Promise<void> => {
  await db.update(sportSelections).set(values).where(eq(sportSelections.id, id));
};

/** New odds for several selections in one statement (null: not offered now). */
export const setSelectionOdds = async (
  db: Db,
  changes: readonly { id: number; odds: number | null }[],
): Promise<void> => {
  if (changes.length === 0) return;
  const rows = sql.join(
    changes.map(({ id, odds }) => sql`(${id}::bigint, ${odds}::integer)`),
    sql`, `,
  );
  await db.execute(
    sql`UPDATE ${sportSelections} SET odds = changed.odds FROM (VALUES ${rows}) AS changed(id, odds) WHERE ${sportSelections.id} = changed.id`,
  );
};

// Bets

export const insertBet = async (db: Db, values: NewBet): Promise<BetRow> =>
  one(await db.insert(sportBets).values(values).returning(), 'sport bet insert');

export const insertLegs = async (
  db: Db,
  values: (typeof sportBetLegs.$inferInsert)[],
): Promise<LegRow[]> => db.insert(sportBetLegs).values(values).returning();

export const findBetByRequest = async (
  db: Db,
  owner: { memberId: number } | { sessionId: number },
  requestId: string,
): Promise<BetRow | undefined> => {
  const [row] = await db
    .select()
    .from(sportBets)
    .where(
      and(
        'memberId' in owner
          ? eq(sportBets.memberId, owner.memberId)
          : and(eq(sportBets.sessionId, owner.sessionId), isNull(sportBets.memberId)),
        eq(sportBets.requestId, requestId),
      ),
    );
  return row;
};

/** What an owner has staked on each of these markets, across all their bets (parlays included). */
export const stakedOnMarkets = async (
  db: Db,
  owner: { memberId: number } | { sessionId: number },
  marketIds: readonly number[],
): Promise<Map<number, bigint>> => {
  if (marketIds.length === 0) return new Map();
  const rows = await db
    .select({
      marketId: sportBetLegs.marketId,
      staked: sql<string>`sum(${sportBets.stake})`,
    })
    .from(sportBetLegs)
    .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
    .where(
      and(
        inArray(sportBetLegs.marketId, [...marketIds]),
        'memberId' in owner
          ? eq(sportBets.memberId, owner.memberId)
          : and(eq(sportBets.sessionId, owner.sessionId), isNull(sportBets.memberId)),
      ),
    )
    .groupBy(sportBetLegs.marketId);
  return new Map(rows.map((row) => [row.marketId, BigInt(row.staked)]));
};

export const findBet = async (db: Db, id: number, lock = false): Promise<BetRow | undefined> => {
  const query = db.select().from(sportBets).where(eq(sportBets.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

export const updateBet = async (db: Db, id: number, values: Partial<NewBet>): Promise<BetRow> =>
  one(
    await db.update(sportBets).set(values).where(eq(sportBets.id, id)).returning(),
    'sport bet update',
  );

export const legsOf = async (
  db: Db,
  betIds: readonly number[],
): Promise<{ leg: LegRow; selection: SelectionRow; market: MarketRow; fixture: FixtureRow }[]> => {
  if (betIds.length === 0) return [];
  return db
    .select({
      leg: sportBetLegs,
      selection: sportSelections,
      market: sportMarkets,
      fixture: sportFixtures,
    })
    .from(sportBetLegs)
    .innerJoin(sportSelections, eq(sportSelections.id, sportBetLegs.selectionId))
    .innerJoin(sportMarkets, eq(sportMarkets.id, sportBetLegs.marketId))
    .innerJoin(sportFixtures, eq(sportFixtures.id, sportBetLegs.fixtureId))
    .where(inArray(sportBetLegs.betId, [...betIds]))
    .orderBy(asc(sportBetLegs.id));
};

export const setLegResult = async (db: Db, id: number, result: LegRow['result']): Promise<void> => {
  await db.update(sportBetLegs).set({ result }).where(eq(sportBetLegs.id, id));
};

/** The ids of bets with a leg on the fixture: open ones, or every one (a resettlement). */
export const betIdsOnFixture = async (
  db: Db,
  fixtureId: number,
  openOnly: boolean,
): Promise<number[]> => {
  const rows = await db
    .selectDistinct({ id: sportBetLegs.betId })
    .from(sportBetLegs)
    .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
    .where(
      and(
        eq(sportBetLegs.fixtureId, fixtureId),
        openOnly ? eq(sportBets.status, 'open') : ne(sportBets.status, 'cashed_out'),
      ),
    )
    .orderBy(asc(sportBetLegs.betId));
  return rows.map((row) => row.id);
};

/**
 * Open bets of a site with a leg on a fixture that has finished or was cancelled and that the bet
 * has not taken its result from: the fixture was graded, and then the process stopped or the
 * settlement failed before these bets were settled. The oldest first, at most `limit`.
 */
export const betIdsAwaitingSettlement = async (
  db: Db,
  siteId: number,
  limit: number,
): Promise<number[]> => {
  const rows = await db
    .selectDistinct({ id: sportBets.id })
    .from(sportBets)
    .innerJoin(sportBetLegs, eq(sportBetLegs.betId, sportBets.id))
    .innerJoin(sportFixtures, eq(sportFixtures.id, sportBetLegs.fixtureId))
    .where(
      and(
        eq(sportBets.siteId, siteId),
        eq(sportBets.status, 'open'),
        isNull(sportBetLegs.result),
        inArray(sportFixtures.status, ['finished', 'cancelled']),
      ),
    )
    .orderBy(asc(sportBets.id))
    .limit(limit);
  return rows.map((row) => row.id);
};

export const betsPage = async (
  db: Db,
  owner: { memberId: number } | { sessionId: number },
  status: 'open' | 'settled' | 'all',
  page: { limit: number; offset: number },
): Promise<{ rows: BetRow[]; total: number }> => {
  const where = and(
    'memberId' in owner
      ? eq(sportBets.memberId, owner.memberId)
      : eq(sportBets.sessionId, owner.sessionId),
    status === 'open'
      ? eq(sportBets.status, 'open')
      : status === 'settled'
        ? ne(sportBets.status, 'open')
        : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(sportBets)
      .where(where)
      .orderBy(desc(sportBets.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(sportBets).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
};

// Preferences

export const findOddsFormat = async (
  db: Db,
  owner: { memberId: number } | { sessionId: number },
): Promise<string | undefined> => {
  const [row] = await db
    .select({ format: sportPreferences.oddsFormat })
    .from(sportPreferences)
    .where(
      'memberId' in owner
        ? eq(sportPreferences.memberId, owner.memberId)
        : eq(sportPreferences.sessionId, owner.sessionId),
    );
  return row?.format;
};

export const saveOddsFormat = async (
  db: Db,
  siteId: number,
  owner: { memberId: number } | { sessionId: number },
  format: (typeof sportPreferences.$inferInsert)['oddsFormat'],
): Promise<void> => {
  await db
    .insert(sportPreferences)
    .values({ siteId, ...owner, oddsFormat: format })
    .onConflictDoUpdate({
      target: 'memberId' in owner ? sportPreferences.memberId : sportPreferences.sessionId,
      set: { oddsFormat: format, updatedAt: sql`now()` },
    });
};

/**
 * The stakes of each member's settled sport bets in a currency (cashed-out bets do not count, as
 * for a bonus's turnover), summed per member: the turnover recommend-a-friend awards count.
 * Members without any are left out.
 */
export const sumSettledSportStakesByMember = async (
  db: Db,
  memberIds: readonly number[],
  currency: Currency,
): Promise<{ memberId: number; stakes: string }[]> => {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({
      memberId: sportBets.memberId,
      stakes: sql<string>`sum(${sportBets.stake})::text`,
    })
    .from(sportBets)
    .where(
      and(
        inArray(sportBets.memberId, [...memberIds]),
        eq(sportBets.status, 'settled'),
        eq(sportBets.currency, currency),
      ),
    )
    .groupBy(sportBets.memberId);
  return rows.flatMap((row) =>
    row.memberId === null ? [] : [{ memberId: row.memberId, stakes: row.stakes }],
  );
};

/**
 * The stakes of the member's sport bets first settled in the window. Cashed-out bets do not count,
 * and a bet settled again after a corrected result (settle version above 1) is not counted again.
 */
export const sumSettledSportStakes = async (db: Db, window: TurnoverWindow): Promise<bigint> => {
  const [row] = await db
    .select({ total: sql<string>`COALESCE(sum(${sportBets.stake}), 0)::text` })
    .from(sportBets)
    .where(
      and(
        eq(sportBets.siteId, window.siteId),
        eq(sportBets.memberId, window.memberId),
        eq(sportBets.currency, window.currency),
        eq(sportBets.status, 'settled'),
        eq(sportBets.settleVersion, 1),
        gt(sportBets.settledAt, window.after),
        lte(sportBets.settledAt, window.until),
        gte(sportBets.placedAt, window.placedFrom),
      ),
    );
  return BigInt(row?.total ?? 0);
};
