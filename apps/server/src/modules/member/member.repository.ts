import type { Currency } from '@member-site/contracts/constants';
import { and, asc, eq, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { agentLevelNames, memberBankAccounts, members, registerSettings } from '../../db/schema';

export type MemberRecord = typeof members.$inferSelect;
export type BankAccountRecord = typeof memberBankAccounts.$inferSelect;
export type RegisterSettingRecord = typeof registerSettings.$inferSelect;

/** Profile columns a member may fill in from the member centre (all text, '' when empty). */
export type FillableColumn =
  | 'name'
  | 'email'
  | 'birthday'
  | 'phone'
  | 'qq'
  | 'wechat'
  | 'whatsApp'
  | 'zalo'
  | 'fb'
  | 'telegram'
  | 'skype'
  | 'identityId';

/**
 * Queries of the member centre. Every query that reads or writes a member row names both the
 * site and the member, so a call can only ever reach the caller's own row.
 */
export const createMemberRepository = (db: Db) => ({
  findMember: async (siteId: number, memberId: number): Promise<MemberRecord | undefined> => {
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.siteId, siteId), eq(members.id, memberId)))
      .limit(1);
    return row;
  },

  findBankAccount: async (memberId: number): Promise<BankAccountRecord | undefined> => {
    const [row] = await db
      .select()
      .from(memberBankAccounts)
      .where(eq(memberBankAccounts.memberId, memberId))
      .limit(1);
    return row;
  },

  findRegisterSettings: (siteId: number, currency: Currency): Promise<RegisterSettingRecord[]> =>
    db
      .select()
      .from(registerSettings)
      .where(and(eq(registerSettings.siteId, siteId), eq(registerSettings.currency, currency))),

  findAgentLevelNames: (siteId: number) =>
    db
      .select({ level: agentLevelNames.level, name: agentLevelNames.name })
      .from(agentLevelNames)
      .where(eq(agentLevelNames.siteId, siteId))
      .orderBy(asc(agentLevelNames.level)),

  /**
   * Set profile fields that are still empty, and the withdraw password when none is set. The
   * update only happens if every one of them is still empty; returns whether it did.
   */
  fillEmptyFields: async (
    siteId: number,
    memberId: number,
    values: Partial<Record<FillableColumn, string>>,
    withdrawPasswordHash: string | undefined,
  ): Promise<boolean> => {
    const columns = Object.keys(values) as FillableColumn[];
    const rows = await db
      .update(members)
      .set({
        ...values,
        ...(withdrawPasswordHash === undefined ? {} : { withdrawPasswordHash }),
      })
      .where(
        and(
          eq(members.siteId, siteId),
          eq(members.id, memberId),
          ...columns.map((column) => eq(members[column], '')),
          withdrawPasswordHash === undefined ? undefined : isNull(members.withdrawPasswordHash),
        ),
      )
      .returning({ id: members.id });
    return rows.length === 1;
  },

  /** Bind a bank account; undefined when the member already has one. */
  insertBankAccount: async (account: {
    memberId: number;
    bankName: string;
    accountName: string;
    accountNumber: string;
  }): Promise<BankAccountRecord | undefined> => {
    const [row] = await db
      .insert(memberBankAccounts)
      .values(account)
      .onConflictDoNothing({ target: memberBankAccounts.memberId })
      .returning();
    return row;
  },

  /** A bound bank account no longer needs the deposit prompt. */
  clearBankAccountVerification: async (siteId: number, memberId: number): Promise<void> => {
    await db
      .update(members)
      .set({ needBankAccountDepositVerified: false })
      .where(and(eq(members.siteId, siteId), eq(members.id, memberId)));
  },
});
export type MemberRepository = ReturnType<typeof createMemberRepository>;
