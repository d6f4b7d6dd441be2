import type { Currency, RecommendAwardKind } from '@member-site/contracts/constants';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  sql,
} from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  cashSurplusSettings,
  members,
  recommendAwards,
  recommendRules,
  recommendTurnoverTiers,
  siteAccountSettings,
} from '../../db/schema';

export type RecommendRulesRow = typeof recommendRules.$inferSelect;
export type RecommendTierRow = typeof recommendTurnoverTiers.$inferSelect;
export type RecommendAwardRow = typeof recommendAwards.$inferSelect;

/** A currency's rules with its turnover tiers, lowest first. */
export type RecommendRuleSet = RecommendRulesRow & { tiers: RecommendTierRow[] };

const withTiers = async (db: Db, rows: RecommendRulesRow[]): Promise<RecommendRuleSet[]> => {
  if (rows.length === 0) return [];
  const siteIds = [...new Set(rows.map((row) => row.siteId))];
  const tiers = await db
    .select()
    .from(recommendTurnoverTiers)
    .where(inArray(recommendTurnoverTiers.siteId, siteIds))
    .orderBy(asc(recommendTurnoverTiers.tier));
  return rows.map((row) => ({
    ...row,
    tiers: tiers.filter((tier) => tier.siteId === row.siteId && tier.currency === row.currency),
  }));
};

/** The rules of a currency of the site, active or not. */
export const findRules = async (
  db: Db,
  siteId: number,
  currency: Currency,
): Promise<RecommendRuleSet | undefined> => {
  const rows = await db
    .select()
    .from(recommendRules)
    .where(and(eq(recommendRules.siteId, siteId), eq(recommendRules.currency, currency)));
  const [found] = await withTiers(db, rows);
  return found;
};

/** The site's rules, by currency. */
export const listRules = async (
  db: Db,
  siteId: number,
  currency?: Currency,
): Promise<RecommendRuleSet[]> => {
  const rows = await db
    .select()
    .from(recommendRules)
    .where(
      and(
        eq(recommendRules.siteId, siteId),
        currency === undefined ? undefined : eq(recommendRules.currency, currency),
      ),
    )
    .orderBy(asc(recommendRules.currency));
  return withTiers(db, rows);
};

/**
 * Whether the site's friend-recommend switch is on (on when the site has no settings row), read
 * in the caller's transaction: the deposit's crediting transaction asks it.
 */
export const isFriendRecommendOn = async (db: Db, siteId: number): Promise<boolean> => {
  const [row] = await db
    .select({ on: siteAccountSettings.friendRecommend })
    .from(siteAccountSettings)
    .where(eq(siteAccountSettings.siteId, siteId));
  return row?.on ?? true;
};

/** Every active rule set with at least one turnover tier, of every site: the timer's work. */
export const listActiveTurnoverRules = async (db: Db): Promise<RecommendRuleSet[]> => {
  const rows = await db
    .select()
    .from(recommendRules)
    .where(
      and(
        eq(recommendRules.active, true),
        sql`EXISTS (SELECT 1 FROM ${recommendTurnoverTiers} WHERE ${recommendTurnoverTiers.siteId} = ${recommendRules.siteId} AND ${recommendTurnoverTiers.currency} = ${recommendRules.currency})`,
      ),
    );
  return withTiers(db, rows);
};

/** Replace a currency's rules and tiers (in the caller's transaction). */
export const saveRules = async (
  tx: Db,
  values: typeof recommendRules.$inferInsert,
  tiers: readonly { turnover: bigint; award: bigint }[],
): Promise<void> => {
  const { siteId, currency } = values;
  await tx
    .insert(recommendRules)
    .values(values)
    .onConflictDoUpdate({
      target: [recommendRules.siteId, recommendRules.currency],
      set: { ...values, updatedAt: sql`now()` },
    });
  await tx
    .delete(recommendTurnoverTiers)
    .where(
      and(eq(recommendTurnoverTiers.siteId, siteId), eq(recommendTurnoverTiers.currency, currency)),
    );
  if (tiers.length > 0) {
    await tx
      .insert(recommendTurnoverTiers)
      .values(tiers.map((tier, index) => ({ siteId, currency, tier: index + 1, ...tier })));
  }
};

/** Lock key class of rule changes: one lock per site and currency while rules are replaced. */
const RULES_LOCK_CLASS = 7_340_023;

export const lockRules = async (tx: Db, siteId: number, currency: Currency): Promise<void> => {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${RULES_LOCK_CLASS}, hashtext(${`${siteId}:${currency}`}))`,
  );
};

export const findCashSurplus = async (
  db: Db,
  siteId: number,
  currency: Currency,
): Promise<boolean> => {
  const [row] = await db
    .select({ active: cashSurplusSettings.active })
    .from(cashSurplusSettings)
    .where(and(eq(cashSurplusSettings.siteId, siteId), eq(cashSurplusSettings.currency, currency)));
  return row?.active ?? false;
};

export const saveCashSurplus = async (
  tx: Db,
  siteId: number,
  currency: Currency,
  active: boolean,
): Promise<void> => {
  await tx
    .insert(cashSurplusSettings)
    .values({ siteId, currency, active })
    .onConflictDoUpdate({
      target: [cashSurplusSettings.siteId, cashSurplusSettings.currency],
      set: { active, updatedAt: sql`now()` },
    });
};

/** The member fields the awards look at. */
export type AwardMember = Pick<
  typeof members.$inferSelect,
  'id' | 'siteId' | 'account' | 'currency' | 'status' | 'recommendedBy' | 'createdAt'
>;

const awardMemberColumns = {
  id: members.id,
  siteId: members.siteId,
  account: members.account,
  currency: members.currency,
  status: members.status,
  recommendedBy: members.recommendedBy,
  createdAt: members.createdAt,
};

/** A member of the site; `lock` shares its row until the transaction ends (status stays put). */
export const findAwardMember = async (
  db: Db,
  siteId: number,
  id: number,
  lock = false,
): Promise<AwardMember | undefined> => {
  const query = db
    .select(awardMemberColumns)
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.id, id)));
  const [row] = lock ? await query.for('share') : await query;
  return row;
};

/** Friends of a currency (members recommended by someone) after `afterId`, by id: the timer's batches. */
export const friendsBatch = async (
  db: Db,
  siteId: number,
  currency: Currency,
  afterId: number,
  limit: number,
): Promise<AwardMember[]> =>
  db
    .select(awardMemberColumns)
    .from(members)
    .where(
      and(
        eq(members.siteId, siteId),
        eq(members.currency, currency),
        isNotNull(members.recommendedBy),
        gt(members.id, afterId),
      ),
    )
    .orderBy(asc(members.id))
    .limit(limit);

/** The friends one member recommended, of their currency. */
export const friendsOf = async (
  db: Db,
  siteId: number,
  recommenderId: number,
): Promise<AwardMember[]> =>
  db
    .select(awardMemberColumns)
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.recommendedBy, recommenderId)))
    .orderBy(asc(members.id));

/**
 * Record an award. Answers undefined when this (kind, friend, tier) was paid already: the unique
 * key decides, whatever runs at the same moment.
 */
export const insertAward = async (
  db: Db,
  values: typeof recommendAwards.$inferInsert,
): Promise<RecommendAwardRow | undefined> => {
  const [row] = await db.insert(recommendAwards).values(values).onConflictDoNothing().returning();
  return row;
};

/** The turnover tiers already paid for these friends. */
export const paidTurnoverTiers = async (
  db: Db,
  friendIds: readonly number[],
): Promise<{ friendId: number; tier: number }[]> => {
  if (friendIds.length === 0) return [];
  return db
    .select({ friendId: recommendAwards.friendId, tier: recommendAwards.tier })
    .from(recommendAwards)
    .where(
      and(eq(recommendAwards.kind, 'turnover'), inArray(recommendAwards.friendId, [...friendIds])),
    );
};

type Window = { from?: Date; to?: Date };

const awardsWhere = (recommenderId: number, window: Window) =>
  and(
    eq(recommendAwards.recommenderId, recommenderId),
    window.from ? gte(recommendAwards.createdAt, window.from) : undefined,
    window.to ? lt(recommendAwards.createdAt, window.to) : undefined,
  );

/** A page of the member's awards, newest first, with the friends' accounts and the totals. */
export const awardsPage = async (
  db: Db,
  recommenderId: number,
  window: Window,
  page: { limit: number; offset: number },
) => {
  const where = awardsWhere(recommenderId, window);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ award: recommendAwards, friendAccount: members.account })
      .from(recommendAwards)
      .innerJoin(members, eq(members.id, recommendAwards.friendId))
      .where(where)
      .orderBy(desc(recommendAwards.createdAt), desc(recommendAwards.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        count: count(),
        amount: sql<string>`coalesce(sum(${recommendAwards.amount}), 0)::text`,
        firstDeposit: sql<string>`coalesce(sum(${recommendAwards.amount}) FILTER (WHERE ${recommendAwards.kind} = 'first_deposit'), 0)::text`,
        turnover: sql<string>`coalesce(sum(${recommendAwards.amount}) FILTER (WHERE ${recommendAwards.kind} = 'turnover'), 0)::text`,
      })
      .from(recommendAwards)
      .where(where),
  ]);
  return {
    rows,
    totals: totals ?? { count: 0, amount: '0', firstDeposit: '0', turnover: '0' },
  };
};

/** A page of the member's friends, newest first, searchable by part of the account. */
export const friendsPage = async (
  db: Db,
  siteId: number,
  recommenderId: number,
  filter: Window & { account?: string },
  page: { limit: number; offset: number },
) => {
  const escaped = filter.account?.replace(/[\\%_]/g, (char) => `\\${char}`);
  const where = and(
    eq(members.siteId, siteId),
    eq(members.recommendedBy, recommenderId),
    escaped ? ilike(members.account, `%${escaped}%`) : undefined,
    filter.from ? gte(members.createdAt, filter.from) : undefined,
    filter.to ? lt(members.createdAt, filter.to) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: members.id,
        account: members.account,
        currency: members.currency,
        createdAt: members.createdAt,
        depositTimes: members.depositTimes,
      })
      .from(members)
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(members).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
};

/** What each of these friends has earned the recommender so far. */
export const awardsByFriend = async (
  db: Db,
  recommenderId: number,
  friendIds: readonly number[],
): Promise<Map<number, bigint>> => {
  if (friendIds.length === 0) return new Map();
  const rows = await db
    .select({
      friendId: recommendAwards.friendId,
      amount: sql<string>`sum(${recommendAwards.amount})::text`,
    })
    .from(recommendAwards)
    .where(
      and(
        eq(recommendAwards.recommenderId, recommenderId),
        inArray(recommendAwards.friendId, [...friendIds]),
      ),
    )
    .groupBy(recommendAwards.friendId);
  return new Map(rows.map((row) => [row.friendId, BigInt(row.amount)]));
};

export type { RecommendAwardKind };
