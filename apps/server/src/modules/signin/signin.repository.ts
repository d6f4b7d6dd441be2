import type { Currency } from '@member-site/contracts/constants';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { signinCampaignDays, signinCampaigns, signinClaims } from '../../db/schema';

export type SigninCampaignRow = typeof signinCampaigns.$inferSelect;
export type SigninClaimRow = typeof signinClaims.$inferSelect;

/** A campaign with its days' rewards in order (day 1 first). */
export type SigninCampaignWithDays = SigninCampaignRow & { rewards: bigint[] };

const withRewards = async (
  db: Db,
  rows: SigninCampaignRow[],
): Promise<SigninCampaignWithDays[]> => {
  if (rows.length === 0) return [];
  const days = await db
    .select()
    .from(signinCampaignDays)
    .where(
      sql`${signinCampaignDays.campaignId} IN (${sql.join(
        rows.map((row) => sql`${row.id}`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(signinCampaignDays.campaignId), asc(signinCampaignDays.day));
  return rows.map((row) => ({
    ...row,
    rewards: days.filter((day) => day.campaignId === row.id).map((day) => day.reward),
  }));
};

/**
 * The active campaign of a currency that runs on `today`, else the next one to start: at most
 * one, as campaigns of a currency never overlap.
 */
export const findCurrentCampaign = async (
  db: Db,
  siteId: number,
  currency: Currency,
  today: string,
): Promise<SigninCampaignWithDays | undefined> => {
  const rows = await db
    .select()
    .from(signinCampaigns)
    .where(
      and(
        eq(signinCampaigns.siteId, siteId),
        eq(signinCampaigns.currency, currency),
        eq(signinCampaigns.status, 'active'),
        sql`${signinCampaigns.startDate} + ${signinCampaigns.days} - 1 >= ${today}::date`,
      ),
    )
    .orderBy(asc(signinCampaigns.startDate))
    .limit(1);
  const [found] = await withRewards(db, rows);
  return found;
};

/** A campaign of the site, with its rewards; `lock` takes its row for the transaction. */
export const findCampaign = async (
  db: Db,
  siteId: number,
  id: number,
  lock = false,
): Promise<SigninCampaignWithDays | undefined> => {
  const query = db
    .select()
    .from(signinCampaigns)
    .where(and(eq(signinCampaigns.siteId, siteId), eq(signinCampaigns.id, id)));
  const rows = lock ? await query.for('share') : await query;
  const [found] = await withRewards(db, rows);
  return found;
};

/** Lock key class of sign-in schedules: one lock per site, held until the transaction ends. */
const SCHEDULE_LOCK_CLASS = 7_340_011;

/** Serialise the scheduling of a site's campaigns, so two overlapping ones cannot both pass. */
export const lockSchedules = async (tx: Db, siteId: number): Promise<void> => {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SCHEDULE_LOCK_CLASS}, ${siteId})`);
};

/** Whether an active campaign of the currency has a day within `from`..`to`. */
export const hasOverlappingCampaign = async (
  db: Db,
  siteId: number,
  currency: Currency,
  from: string,
  to: string,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: signinCampaigns.id })
    .from(signinCampaigns)
    .where(
      and(
        eq(signinCampaigns.siteId, siteId),
        eq(signinCampaigns.currency, currency),
        eq(signinCampaigns.status, 'active'),
        lte(signinCampaigns.startDate, to),
        sql`${signinCampaigns.startDate} + ${signinCampaigns.days} - 1 >= ${from}::date`,
      ),
    )
    .limit(1);
  return row !== undefined;
};

export const insertCampaign = async (
  db: Db,
  values: typeof signinCampaigns.$inferInsert,
  rewards: readonly bigint[],
): Promise<SigninCampaignWithDays> => {
  const [row] = await db.insert(signinCampaigns).values(values).returning();
  if (!row) throw new Error('sign-in campaign insert returned no row');
  await db
    .insert(signinCampaignDays)
    .values(rewards.map((reward, index) => ({ campaignId: row.id, day: index + 1, reward })));
  return { ...row, rewards: [...rewards] };
};

export const closeCampaign = async (
  db: Db,
  siteId: number,
  id: number,
  at: Date,
): Promise<SigninCampaignRow | undefined> => {
  const [row] = await db
    .update(signinCampaigns)
    .set({ status: 'closed', closedAt: at })
    .where(
      and(
        eq(signinCampaigns.siteId, siteId),
        eq(signinCampaigns.id, id),
        eq(signinCampaigns.status, 'active'),
      ),
    )
    .returning();
  return row;
};

export type SigninCampaignWithTotals = SigninCampaignWithDays & { claims: number; paid: bigint };

/** Each campaign with how many sign-ins it took and what they paid. */
const withTotals = async (
  db: Db,
  campaigns: SigninCampaignWithDays[],
): Promise<SigninCampaignWithTotals[]> => {
  if (campaigns.length === 0) return [];
  const totals = await db
    .select({
      campaignId: signinClaims.campaignId,
      claims: sql<number>`count(*)::int`,
      paid: sql<string>`coalesce(sum(${signinClaims.reward}), 0)::text`,
    })
    .from(signinClaims)
    .where(
      sql`${signinClaims.campaignId} IN (${sql.join(
        campaigns.map((row) => sql`${row.id}`),
        sql`, `,
      )})`,
    )
    .groupBy(signinClaims.campaignId);
  return campaigns.map((campaign) => {
    const total = totals.find((row) => row.campaignId === campaign.id);
    return { ...campaign, claims: total?.claims ?? 0, paid: BigInt(total?.paid ?? '0') };
  });
};

/** The site's campaigns, newest start first, with their totals. */
export const listCampaigns = async (
  db: Db,
  siteId: number,
  currency: Currency | undefined,
  limit: number,
): Promise<SigninCampaignWithTotals[]> => {
  const rows = await db
    .select()
    .from(signinCampaigns)
    .where(
      and(
        eq(signinCampaigns.siteId, siteId),
        currency === undefined ? undefined : eq(signinCampaigns.currency, currency),
      ),
    )
    .orderBy(desc(signinCampaigns.startDate), desc(signinCampaigns.id))
    .limit(limit);
  return withTotals(db, await withRewards(db, rows));
};

/** One campaign of the site with its totals. */
export const findCampaignWithTotals = async (
  db: Db,
  siteId: number,
  id: number,
): Promise<SigninCampaignWithTotals | undefined> => {
  const campaign = await findCampaign(db, siteId, id);
  if (!campaign) return undefined;
  const [found] = await withTotals(db, [campaign]);
  return found;
};

/** The member's sign-ins of a campaign, by day. */
export const listMemberClaims = async (
  db: Db,
  campaignId: number,
  memberId: number,
): Promise<SigninClaimRow[]> =>
  db
    .select()
    .from(signinClaims)
    .where(and(eq(signinClaims.campaignId, campaignId), eq(signinClaims.memberId, memberId)))
    .orderBy(asc(signinClaims.date));

/**
 * Record a sign-in. Answers undefined when the member has signed in on that day of the campaign
 * already (the unique key decides, whatever else runs at the same moment).
 */
export const insertClaim = async (
  db: Db,
  values: typeof signinClaims.$inferInsert,
): Promise<SigninClaimRow | undefined> => {
  const [row] = await db.insert(signinClaims).values(values).onConflictDoNothing().returning();
  return row;
};
