import type { DemoAgents } from '@member-site/demo';
import { and, eq, isNull, sql } from 'drizzle-orm';

import { hashPassword } from '../../infra/passwords';
import type { Db } from '../client';
import {
  agentPlanTiers,
  agentPlans,
  agentSettings,
  agentTree,
  ledgerAccounts,
  members,
} from '../schema';

const memberIdOf = async (tx: Db, siteId: number, account: string): Promise<number | undefined> => {
  const [row] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.siteId, siteId), sql`lower(${members.account}) = lower(${account})`));
  return row?.id;
};

/** The ledger account of this owner, created when missing (the house's adjustments go negative). */
const accountOf = async (
  tx: Db,
  owner: {
    siteId: number;
    kind: 'house_adjustments' | 'member_agent';
    memberId: number | null;
    currency: DemoAgents['programme']['currency'];
  },
): Promise<number> => {
  await tx
    .insert(ledgerAccounts)
    .values({ ...owner, mayGoNegative: owner.kind === 'house_adjustments' })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.siteId, owner.siteId),
        eq(ledgerAccounts.kind, owner.kind),
        owner.memberId === null
          ? isNull(ledgerAccounts.memberId)
          : eq(ledgerAccounts.memberId, owner.memberId),
        isNull(ledgerAccounts.provider),
        eq(ledgerAccounts.currency, owner.currency),
      ),
    );
  if (!row) throw new Error('seed ledger account missing');
  return row.id;
};

/**
 * The demo site's agent centre: the RMB programme and its agreement, the plans with their tiers,
 * the demo agent on its plan, its team (written with the hierarchy rows registration writes) and
 * the agents' wallets, funded from the house through the database's `ledger_transfer` as every
 * movement is. Run inside the seed's transaction, on a site that has the demo agent.
 */
export const seedDemoAgents = async (
  tx: Db,
  siteId: number,
  demo: DemoAgents,
): Promise<{ plans: number; team: number }> => {
  const { programme } = demo;
  await tx
    .insert(agentSettings)
    .values({
      siteId,
      currency: programme.currency,
      active: programme.active,
      agreement: programme.agreement,
      linkExpireDays: programme.linkExpireDays,
      updatedBy: 'seed',
    })
    .onConflictDoNothing();

  const planIds = new Map<string, number>();
  for (const { key, tiers, ...plan } of demo.plans) {
    const [row] = await tx
      .insert(agentPlans)
      .values({ siteId, ...plan, active: true, updatedBy: 'seed' })
      .returning({ id: agentPlans.id });
    if (!row) throw new Error('demo agent plan not written');
    planIds.set(key, row.id);
    await tx
      .insert(agentPlanTiers)
      .values(tiers.map((tier, index) => ({ planId: row.id, tier: index + 1, ...tier })));
  }

  const agentId = await memberIdOf(tx, siteId, 'agent01');
  if (agentId === undefined) return { plans: planIds.size, team: 0 };
  await tx
    .update(members)
    .set({ agentPlanId: planIds.get(demo.agentPlan) ?? null })
    .where(eq(members.id, agentId));

  let team = 0;
  for (const { upline, plan, password, withdrawPassword, ...columns } of demo.team) {
    const uplineId = await memberIdOf(tx, siteId, upline);
    if (uplineId === undefined || (await memberIdOf(tx, siteId, columns.account))) continue;
    const [row] = await tx
      .insert(members)
      .values({
        ...columns,
        siteId,
        agentId: uplineId,
        agentPlanId: plan ? (planIds.get(plan) ?? null) : null,
        passwordHash: await hashPassword(password),
        withdrawPasswordHash:
          withdrawPassword === undefined ? null : await hashPassword(withdrawPassword),
      })
      .returning({ id: members.id });
    if (!row) throw new Error(`demo member ${columns.account} was not created`);
    // The hierarchy rows, as registration writes them: the upline at depth 1, its own uplines
    // one level deeper each.
    await tx.execute(sql`
      INSERT INTO ${agentTree} (ancestor_id, member_id, depth)
      SELECT ${uplineId}::integer, ${row.id}::integer, 1
      UNION ALL
      SELECT ${agentTree.ancestorId}, ${row.id}::integer, ${agentTree.depth} + 1
      FROM ${agentTree} WHERE ${agentTree.memberId} = ${uplineId}
      ON CONFLICT DO NOTHING`);
    team += 1;
  }

  for (const { account, amount } of demo.wallets) {
    const memberId = await memberIdOf(tx, siteId, account);
    if (memberId === undefined) continue;
    const currency = programme.currency;
    const from = await accountOf(tx, {
      siteId,
      kind: 'house_adjustments',
      memberId: null,
      currency,
    });
    const to = await accountOf(tx, { siteId, kind: 'member_agent', memberId, currency });
    const moved = await tx.execute(sql`
      SELECT r_outcome AS outcome
      FROM ledger_transfer(${siteId}::integer, ${`agent-credit:demo-${account}`}::varchar,
                           'agent_wallet_credit'::varchar, ${currency}::varchar,
                           ${amount.toString()}::bigint, ${from}::integer, ${to}::integer,
                           ${JSON.stringify({ demo: true })}::jsonb)`);
    const [result] = (moved as { rows: { outcome: string }[] }).rows;
    if (result?.outcome !== 'moved' && result?.outcome !== 'replayed') {
      throw new Error(`demo agent wallet not funded: ${result?.outcome ?? ''}`);
    }
  }
  return { plans: planIds.size, team };
};
