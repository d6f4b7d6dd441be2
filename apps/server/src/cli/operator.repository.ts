import type { Currency, RegisterSettingName } from '@member-site/contracts/constants';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../db/client';
import {
  type BlacklistKind,
  agentDomains,
  loginLogs,
  members,
  registerBlacklist,
  registerSettings,
} from '../db/schema';

export type RegisterSettingFlags = {
  isDisplay: boolean;
  isRequired: boolean;
  isUnique: boolean;
  isVerification: boolean;
  isMemberCenter: boolean;
  isMemberCenterVerification: boolean;
};

export type { BlacklistKind };

/** Queries behind the operator's site command. Every one is scoped to the site it is given. */
export const createOperatorRepository = (db: Db) => ({
  findRegisterSettings: (siteId: number, currency: Currency) =>
    db
      .select()
      .from(registerSettings)
      .where(and(eq(registerSettings.siteId, siteId), eq(registerSettings.currency, currency))),

  upsertRegisterSetting: async (
    siteId: number,
    currency: Currency,
    name: RegisterSettingName,
    flags: RegisterSettingFlags,
  ) => {
    const [row] = await db
      .insert(registerSettings)
      .values({ siteId, currency, name, ...flags })
      .onConflictDoUpdate({
        target: [registerSettings.siteId, registerSettings.currency, registerSettings.name],
        set: flags,
      })
      .returning();
    return row;
  },

  /** A member of the site by account, compared case-blind like logins. */
  findMemberByAccount: async (siteId: number, account: string) => {
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.siteId, siteId), sql`lower(${members.account}) = lower(${account})`))
      .limit(1);
    return row;
  },

  findMemberAccount: async (memberId: number) => {
    const [row] = await db
      .select({ account: members.account })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1);
    return row?.account;
  },

  setMemberStatus: async (siteId: number, memberId: number, status: number): Promise<void> => {
    await db
      .update(members)
      .set({ status })
      .where(and(eq(members.siteId, siteId), eq(members.id, memberId)));
  },

  recentLogins: (memberId: number, limit: number) =>
    db
      .select({
        createdAt: loginLogs.createdAt,
        ip: loginLogs.ip,
        code: loginLogs.code,
        device: loginLogs.device,
      })
      .from(loginLogs)
      .where(eq(loginLogs.memberId, memberId))
      .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id))
      .limit(limit),

  /** Any site's agent domain with this host (a host belongs to one site only). */
  findAgentDomain: async (host: string) => {
    const [row] = await db.select().from(agentDomains).where(eq(agentDomains.host, host)).limit(1);
    return row;
  },

  insertAgentDomain: async (domain: {
    host: string;
    siteId: number;
    agentId: number;
    currency: Currency;
  }): Promise<boolean> => {
    const rows = await db
      .insert(agentDomains)
      .values(domain)
      .onConflictDoNothing({ target: agentDomains.host })
      .returning({ host: agentDomains.host });
    return rows.length === 1;
  },

  deleteAgentDomain: async (siteId: number, host: string): Promise<boolean> => {
    const rows = await db
      .delete(agentDomains)
      .where(and(eq(agentDomains.siteId, siteId), eq(agentDomains.host, host)))
      .returning({ host: agentDomains.host });
    return rows.length === 1;
  },

  listAgentDomains: (siteId: number) =>
    db
      .select({
        host: agentDomains.host,
        currency: agentDomains.currency,
        agentAccount: members.account,
        createdAt: agentDomains.createdAt,
      })
      .from(agentDomains)
      .innerJoin(members, eq(members.id, agentDomains.agentId))
      .where(eq(agentDomains.siteId, siteId))
      .orderBy(asc(agentDomains.host)),

  insertBlacklist: async (siteId: number, kind: BlacklistKind, value: string) => {
    const rows = await db
      .insert(registerBlacklist)
      .values({ siteId, kind, value })
      .onConflictDoNothing()
      .returning({ value: registerBlacklist.value });
    return rows.length === 1;
  },

  deleteBlacklist: async (siteId: number, kind: BlacklistKind, value: string) => {
    const rows = await db
      .delete(registerBlacklist)
      .where(
        and(
          eq(registerBlacklist.siteId, siteId),
          eq(registerBlacklist.kind, kind),
          eq(registerBlacklist.value, value),
        ),
      )
      .returning({ value: registerBlacklist.value });
    return rows.length === 1;
  },

  listBlacklist: (siteId: number, kind: BlacklistKind | undefined) =>
    db
      .select()
      .from(registerBlacklist)
      .where(
        and(
          eq(registerBlacklist.siteId, siteId),
          kind === undefined ? undefined : eq(registerBlacklist.kind, kind),
        ),
      )
      .orderBy(asc(registerBlacklist.kind), asc(registerBlacklist.value)),
});
export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
