import type {
  AgentApplicationStatus,
  AgentDownlineDepth,
  AgentDownlineKind,
  AgentPlanBasis,
  Currency,
  LocalizedText,
} from '@member-site/contracts/constants';
import { and, count, desc, eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client';
import {
  type AgentAgreement,
  agentApplications,
  agentLevelNames,
  agentPlanTiers,
  agentPlans,
  agentSettings,
  agentTransfers,
  agentTree,
  ledgerAccounts,
  members,
} from '../../db/schema';

/*
 * The agent centre's queries. The hierarchy is read through `agent_tree` only: a downline is one
 * range of its primary key (ancestor_id, member_id), an upline chain one range of its member
 * index, so no request walks members.agent_id recursively.
 */

export type AgentMemberRow = {
  id: number;
  siteId: number;
  account: string;
  currency: Currency;
  status: number;
  isAgent: boolean;
  agentActive: boolean;
  agentType: number;
  agentLevel: number;
  agentId: number | null;
  agentPlanId: number | null;
  withdrawPasswordHash: string | null;
};

const memberColumns = {
  id: members.id,
  siteId: members.siteId,
  account: members.account,
  currency: members.currency,
  status: members.status,
  isAgent: members.isAgent,
  agentActive: members.agentActive,
  agentType: members.agentType,
  agentLevel: members.agentLevel,
  agentId: members.agentId,
  agentPlanId: members.agentPlanId,
  withdrawPasswordHash: members.withdrawPasswordHash,
};

/** A member of the site; `lock` shares the row until the caller's transaction ends. */
export const findAgentMember = async (
  db: Db,
  siteId: number,
  memberId: number,
  lock?: 'share' | 'update',
): Promise<AgentMemberRow | undefined> => {
  const query = db
    .select(memberColumns)
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.id, memberId)));
  const [row] = await (lock === 'update'
    ? query.for('update')
    : lock === 'share'
      ? query.for('share')
      : query);
  return row;
};

/** A member of the site by account (any case). */
export const findAgentMemberByAccount = async (
  db: Db,
  siteId: number,
  account: string,
): Promise<AgentMemberRow | undefined> => {
  const [row] = await db
    .select(memberColumns)
    .from(members)
    .where(
      and(eq(members.siteId, siteId), sql`lower(${members.account}) = ${account.toLowerCase()}`),
    );
  return row;
};

/**
 * Put `memberId` under `agentId` in the hierarchy: a row at depth 1 for the agent and one for
 * every ancestor of the agent, one level deeper than the agent is. One statement.
 */
export const insertTreeRows = async (db: Db, memberId: number, agentId: number): Promise<void> => {
  await db.execute(sql`
    INSERT INTO ${agentTree} (ancestor_id, member_id, depth)
    SELECT ${agentId}::integer, ${memberId}::integer, 1
    UNION ALL
    SELECT ${agentTree.ancestorId}, ${memberId}::integer, ${agentTree.depth} + 1
    FROM ${agentTree}
    WHERE ${agentTree.memberId} = ${agentId} AND ${agentTree.ancestorId} <> ${memberId}
    ON CONFLICT DO NOTHING`);
};

/** How deep `memberId` is below `agentId` (1 direct), or undefined when not in its downline. */
export const findTreeDepth = async (
  db: Db,
  agentId: number,
  memberId: number,
): Promise<number | undefined> => {
  const [row] = await db
    .select({ depth: agentTree.depth })
    .from(agentTree)
    .where(and(eq(agentTree.ancestorId, agentId), eq(agentTree.memberId, memberId)));
  return row?.depth;
};

/** The member's ancestors (agents above them), nearest first. */
export const listUplines = async (
  db: Db,
  memberId: number,
): Promise<{ ancestorId: number; depth: number }[]> =>
  db
    .select({ ancestorId: agentTree.ancestorId, depth: agentTree.depth })
    .from(agentTree)
    .where(eq(agentTree.memberId, memberId))
    .orderBy(agentTree.depth);

/** The name of an agent level of the site, per language. */
export const findLevelName = async (
  db: Db,
  siteId: number,
  level: number,
): Promise<LocalizedText | undefined> => {
  const [row] = await db
    .select({ name: agentLevelNames.name })
    .from(agentLevelNames)
    .where(and(eq(agentLevelNames.siteId, siteId), eq(agentLevelNames.level, level)));
  return row?.name;
};

/** The balance of a member's wallet of this kind, or undefined when it was never opened. */
export const findWalletBalance = async (
  db: Db,
  siteId: number,
  memberId: number,
  kind: 'member_agent' | 'member_main',
  currency: Currency,
): Promise<bigint | undefined> => {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.siteId, siteId),
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.kind, kind),
        eq(ledgerAccounts.currency, currency),
      ),
    );
  return row?.balance;
};

// Programme settings.

export type AgentSettingsRow = typeof agentSettings.$inferSelect;

export const findSettings = async (
  db: Db,
  siteId: number,
  currency: Currency,
): Promise<AgentSettingsRow | undefined> => {
  const [row] = await db
    .select()
    .from(agentSettings)
    .where(and(eq(agentSettings.siteId, siteId), eq(agentSettings.currency, currency)));
  return row;
};

export const listSettings = async (
  db: Db,
  siteId: number,
  currency?: Currency,
): Promise<AgentSettingsRow[]> =>
  db
    .select()
    .from(agentSettings)
    .where(
      and(
        eq(agentSettings.siteId, siteId),
        currency ? eq(agentSettings.currency, currency) : undefined,
      ),
    )
    .orderBy(agentSettings.currency);

export const saveSettings = async (
  db: Db,
  input: {
    siteId: number;
    currency: Currency;
    active: boolean;
    agreement?: AgentAgreement;
    linkExpireDays?: number;
    updatedBy: string;
  },
): Promise<AgentSettingsRow> => {
  const changes = {
    active: input.active,
    updatedBy: input.updatedBy,
    updatedAt: new Date(),
    ...(input.agreement ? { agreement: input.agreement } : {}),
    ...(input.linkExpireDays === undefined ? {} : { linkExpireDays: input.linkExpireDays }),
  };
  const [row] = await db
    .insert(agentSettings)
    .values({ siteId: input.siteId, currency: input.currency, ...changes })
    .onConflictDoUpdate({ target: [agentSettings.siteId, agentSettings.currency], set: changes })
    .returning();
  if (!row) throw new Error('agent settings not saved');
  return row;
};

// Plans.

export type AgentPlanTierRow = {
  tier: number;
  minActiveMembers: number;
  minFigure: bigint;
  rateBp: number;
};
export type AgentPlanRecord = typeof agentPlans.$inferSelect & { tiers: AgentPlanTierRow[] };

const withTiers = async (
  db: Db,
  plans: (typeof agentPlans.$inferSelect)[],
): Promise<AgentPlanRecord[]> => {
  if (plans.length === 0) return [];
  const tiers = await db
    .select()
    .from(agentPlanTiers)
    .where(
      inArray(
        agentPlanTiers.planId,
        plans.map((plan) => plan.id),
      ),
    )
    .orderBy(agentPlanTiers.planId, agentPlanTiers.tier);
  return plans.map((plan) => ({
    ...plan,
    tiers: tiers
      .filter((tier) => tier.planId === plan.id)
      .map(({ tier, minActiveMembers, minFigure, rateBp }) => ({
        tier,
        minActiveMembers,
        minFigure,
        rateBp,
      })),
  }));
};

/** The site's plans (of one currency, only those on offer when `activeOnly`), oldest first. */
export const listPlans = async (
  db: Db,
  siteId: number,
  filter: { currency?: Currency; activeOnly?: boolean } = {},
): Promise<AgentPlanRecord[]> => {
  const plans = await db
    .select()
    .from(agentPlans)
    .where(
      and(
        eq(agentPlans.siteId, siteId),
        filter.currency ? eq(agentPlans.currency, filter.currency) : undefined,
        filter.activeOnly ? eq(agentPlans.active, true) : undefined,
      ),
    )
    .orderBy(agentPlans.currency, agentPlans.id);
  return withTiers(db, plans);
};

export const findPlan = async (
  db: Db,
  siteId: number,
  planId: number,
): Promise<AgentPlanRecord | undefined> => {
  const plans = await db
    .select()
    .from(agentPlans)
    .where(and(eq(agentPlans.siteId, siteId), eq(agentPlans.id, planId)));
  const [plan] = await withTiers(db, plans);
  return plan;
};

export type PlanInput = {
  siteId: number;
  currency: Currency;
  name: LocalizedText;
  basis: AgentPlanBasis;
  active: boolean;
  showBalances: boolean;
  minDeposit: bigint;
  minValidBet: bigint;
  updatedBy: string;
  tiers: Omit<AgentPlanTierRow, 'tier'>[];
};

/** Create a plan, or replace plan `id` (of the site) with its tiers; the plan's id. */
export const savePlan = async (
  db: Db,
  id: number | undefined,
  input: PlanInput,
): Promise<number | undefined> => {
  const { tiers, ...plan } = input;
  let planId = id;
  if (planId === undefined) {
    const [row] = await db.insert(agentPlans).values(plan).returning({ id: agentPlans.id });
    planId = row?.id;
  } else {
    const [row] = await db
      .update(agentPlans)
      .set({ ...plan, updatedAt: new Date() })
      .where(and(eq(agentPlans.siteId, input.siteId), eq(agentPlans.id, planId)))
      .returning({ id: agentPlans.id });
    if (!row) return undefined;
    await db.delete(agentPlanTiers).where(eq(agentPlanTiers.planId, planId));
  }
  if (planId === undefined) return undefined;
  const saved = planId;
  await db
    .insert(agentPlanTiers)
    .values(tiers.map((tier, index) => ({ ...tier, planId: saved, tier: index + 1 })));
  return saved;
};

// Applications.

export type AgentApplicationRecord = typeof agentApplications.$inferSelect & {
  planName: LocalizedText;
  memberAccount: string;
};

const applicationColumns = {
  application: agentApplications,
  planName: agentPlans.name,
  memberAccount: members.account,
};

const toApplication = (row: {
  application: typeof agentApplications.$inferSelect;
  planName: LocalizedText;
  memberAccount: string;
}): AgentApplicationRecord => ({
  ...row.application,
  planName: row.planName,
  memberAccount: row.memberAccount,
});

const applicationsQuery = (db: Db) =>
  db
    .select(applicationColumns)
    .from(agentApplications)
    .innerJoin(agentPlans, eq(agentPlans.id, agentApplications.planId))
    .innerJoin(members, eq(members.id, agentApplications.memberId));

/** The member's latest application. */
export const findLatestApplication = async (
  db: Db,
  memberId: number,
): Promise<AgentApplicationRecord | undefined> => {
  const [row] = await applicationsQuery(db)
    .where(eq(agentApplications.memberId, memberId))
    .orderBy(desc(agentApplications.createdAt), desc(agentApplications.id))
    .limit(1);
  return row ? toApplication(row) : undefined;
};

export const findApplication = async (
  db: Db,
  siteId: number,
  id: number,
): Promise<AgentApplicationRecord | undefined> => {
  const [row] = await applicationsQuery(db).where(
    and(eq(agentApplications.siteId, siteId), eq(agentApplications.id, id)),
  );
  return row ? toApplication(row) : undefined;
};

/** Whether the member has a pending application. */
export const hasPendingApplication = async (db: Db, memberId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: agentApplications.id })
    .from(agentApplications)
    .where(and(eq(agentApplications.memberId, memberId), eq(agentApplications.status, 'pending')));
  return row !== undefined;
};

/** Write a pending application; undefined when the member already has one pending. */
export const insertApplication = async (
  db: Db,
  input: { siteId: number; memberId: number; planId: number; currency: Currency; note: string },
): Promise<number | undefined> => {
  const [row] = await db
    .insert(agentApplications)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: agentApplications.id });
  return row?.id;
};

export const listApplications = async (
  db: Db,
  siteId: number,
  status: AgentApplicationStatus | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: AgentApplicationRecord[]; total: number }> => {
  const where = and(
    eq(agentApplications.siteId, siteId),
    status ? eq(agentApplications.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    applicationsQuery(db)
      .where(where)
      .orderBy(desc(agentApplications.createdAt), desc(agentApplications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(agentApplications).where(where),
  ]);
  return { rows: rows.map(toApplication), total: total?.count ?? 0 };
};

/**
 * Decide a pending application: one conditional update, so of two decisions at once only the
 * first changes the row. The member's id and plan when it was pending, else undefined.
 */
export const decideApplication = async (
  db: Db,
  input: {
    siteId: number;
    id: number;
    status: Exclude<AgentApplicationStatus, 'pending'>;
    reason: string;
    actor: string;
  },
): Promise<{ memberId: number; planId: number } | undefined> => {
  const [row] = await db
    .update(agentApplications)
    .set({
      status: input.status,
      reason: input.reason,
      decidedBy: input.actor,
      decidedAt: new Date(),
    })
    .where(
      and(
        eq(agentApplications.siteId, input.siteId),
        eq(agentApplications.id, input.id),
        eq(agentApplications.status, 'pending'),
      ),
    )
    .returning({ memberId: agentApplications.memberId, planId: agentApplications.planId });
  return row;
};

/** Make the member an active agent on the plan, at this level of the hierarchy. */
export const makeAgent = async (
  db: Db,
  input: { siteId: number; memberId: number; planId: number; level: number },
): Promise<void> => {
  await db
    .update(members)
    .set({
      isAgent: true,
      agentActive: true,
      agentType: 1,
      agentLevel: input.level,
      // Member type 1 is an ordinary member; any other value is agent-side (spec section 6).
      memberType: 2,
      agentPlanId: input.planId,
    })
    .where(and(eq(members.siteId, input.siteId), eq(members.id, input.memberId)));
};

/** Switch an agent's centre on or off. */
export const setAgentActive = async (
  db: Db,
  siteId: number,
  memberId: number,
  active: boolean,
): Promise<void> => {
  await db
    .update(members)
    .set({ agentActive: active })
    .where(and(eq(members.siteId, siteId), eq(members.id, memberId), eq(members.isAgent, true)));
};

// The downline.

export type DownlineFilter = {
  account?: string;
  depth: AgentDownlineDepth;
  kind: AgentDownlineKind;
  status?: number;
  from?: Date;
  to?: Date;
};

export type DownlineRow = {
  id: number;
  account: string;
  isAgent: boolean;
  depth: number;
  uplineAccount: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  status: number;
  currency: Currency;
  balance: bigint | null;
};

/** One page of the agent's downline, newest registrations first, and how many match. */
export const downlinePage = async (
  db: Db,
  agentId: number,
  filter: DownlineFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: DownlineRow[]; total: number }> => {
  const upline = alias(members, 'upline');
  const escaped = filter.account?.replace(/[\\%_]/g, (char) => `\\${char}`);
  const where = and(
    eq(agentTree.ancestorId, agentId),
    filter.depth === 'direct' ? eq(agentTree.depth, 1) : undefined,
    filter.kind === 'members' ? eq(members.isAgent, false) : undefined,
    filter.kind === 'agents' ? eq(members.isAgent, true) : undefined,
    filter.status === undefined ? undefined : eq(members.status, filter.status),
    escaped ? ilike(members.account, `%${escaped}%`) : undefined,
    filter.from ? gte(members.createdAt, filter.from) : undefined,
    filter.to ? lt(members.createdAt, filter.to) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: members.id,
        account: members.account,
        isAgent: members.isAgent,
        depth: agentTree.depth,
        uplineAccount: sql<string>`COALESCE(${upline.account}, '')`,
        createdAt: members.createdAt,
        lastLoginAt: members.lastLoginAt,
        status: members.status,
        currency: members.currency,
        balance: ledgerAccounts.balance,
      })
      .from(agentTree)
      .innerJoin(members, eq(members.id, agentTree.memberId))
      .leftJoin(upline, eq(upline.id, members.agentId))
      .leftJoin(
        ledgerAccounts,
        and(
          eq(ledgerAccounts.memberId, members.id),
          eq(ledgerAccounts.kind, 'member_main'),
          eq(ledgerAccounts.currency, members.currency),
        ),
      )
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: count() })
      .from(agentTree)
      .innerJoin(members, eq(members.id, agentTree.memberId))
      .where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
};

// Transfers from the agent wallet.

export type AgentTransferRecord = typeof agentTransfers.$inferSelect & { memberAccount: string };

export const findTransferByRequest = async (
  db: Db,
  agentId: number,
  requestId: string,
): Promise<AgentTransferRecord | undefined> => {
  const [row] = await db
    .select({ transfer: agentTransfers, memberAccount: members.account })
    .from(agentTransfers)
    .innerJoin(members, eq(members.id, agentTransfers.memberId))
    .where(and(eq(agentTransfers.agentId, agentId), eq(agentTransfers.requestId, requestId)));
  return row ? { ...row.transfer, memberAccount: row.memberAccount } : undefined;
};

/** Record a transfer; undefined when the agent's request id was taken meanwhile. */
export const insertTransfer = async (
  db: Db,
  input: typeof agentTransfers.$inferInsert,
): Promise<number | undefined> => {
  const [row] = await db
    .insert(agentTransfers)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: agentTransfers.id });
  return row?.id;
};

/** One page of the agent's transfers, newest first, with the count and sum of the range. */
export const transfersPage = async (
  db: Db,
  agentId: number,
  window: { from?: Date; to?: Date },
  page: { limit: number; offset: number },
): Promise<{ rows: AgentTransferRecord[]; total: number; amount: bigint }> => {
  const where = and(
    eq(agentTransfers.agentId, agentId),
    window.from ? gte(agentTransfers.createdAt, window.from) : undefined,
    window.to ? lt(agentTransfers.createdAt, window.to) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ transfer: agentTransfers, memberAccount: members.account })
      .from(agentTransfers)
      .innerJoin(members, eq(members.id, agentTransfers.memberId))
      .where(where)
      .orderBy(desc(agentTransfers.createdAt), desc(agentTransfers.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        count: count(),
        amount: sql<string>`COALESCE(sum(${agentTransfers.amount}), 0)::text`,
      })
      .from(agentTransfers)
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.transfer, memberAccount: row.memberAccount })),
    total: totals?.count ?? 0,
    amount: BigInt(totals?.amount ?? '0'),
  };
};
