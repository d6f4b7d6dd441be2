import type { DemoAccounts, DemoMember } from '@member-site/demo';
import { and, eq, sql } from 'drizzle-orm';

import { hashPassword } from '../../infra/passwords';
import type { Db } from '../client';
import {
  agentDomains,
  agentLevelNames,
  members,
  registerBlacklist,
  registerSettings,
  serviceAgreements,
  siteAccountSettings,
  siteDomains,
} from '../schema';

/** A demo member by account, created (with argon2id hashes) only when missing. */
const ensureMember = async (tx: Db, siteId: number, member: DemoMember): Promise<number> => {
  const { password, withdrawPassword, ...columns } = member;
  const found = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(eq(members.siteId, siteId), sql`lower(${members.account}) = lower(${member.account})`),
    )
    .limit(1);
  if (found[0]) return found[0].id;
  const [row] = await tx
    .insert(members)
    .values({
      ...columns,
      siteId,
      passwordHash: await hashPassword(password),
      withdrawPasswordHash:
        withdrawPassword === undefined ? null : await hashPassword(withdrawPassword),
    })
    .returning({ id: members.id });
  if (!row) throw new Error(`demo member ${member.account} was not created`);
  return row.id;
};

/**
 * Write the demo site's account side (`demoAccounts` of `@member-site/demo`): switches, register
 * forms, service agreement, agent level names, blacklist, and the demo agent (with its agent
 * domain) and members. Safe to run again: what exists is left as it is.
 */
export const seedDemoAccounts = async (
  tx: Db,
  accounts: DemoAccounts,
): Promise<{ members: number }> => {
  const { siteId } = accounts.settings;
  await tx.insert(siteAccountSettings).values(accounts.settings).onConflictDoNothing();
  await tx.insert(registerSettings).values(accounts.registerSettings).onConflictDoNothing();

  const agreements = await tx
    .select({ id: serviceAgreements.id })
    .from(serviceAgreements)
    .where(eq(serviceAgreements.siteId, siteId))
    .limit(1);
  if (agreements.length === 0) {
    await tx.insert(serviceAgreements).values(accounts.agreement);
  }
  await tx.insert(agentLevelNames).values(accounts.agentLevelNames).onConflictDoNothing();
  await tx.insert(registerBlacklist).values(accounts.blacklist).onConflictDoNothing();

  const agentId = await ensureMember(tx, siteId, accounts.agent);
  for (const member of accounts.members) await ensureMember(tx, siteId, member);

  const { host, currency } = accounts.agentDomain;
  await tx.insert(siteDomains).values({ host, siteId }).onConflictDoNothing();
  await tx.insert(agentDomains).values({ host, siteId, agentId, currency }).onConflictDoNothing();
  return { members: 1 + accounts.members.length };
};
