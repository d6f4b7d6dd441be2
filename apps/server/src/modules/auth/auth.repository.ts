import type { DoubleValidationQuestionKind } from '@member-site/contracts/constants';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { loginLogs, memberDevices, members, pendingLogins, recoveryTokens } from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;
export type PendingLoginRow = typeof pendingLogins.$inferSelect;
export type RecoveryTokenRow = typeof recoveryTokens.$inferSelect;
export type DeviceFacts = Record<string, string | number>;

export type NewLoginLog = {
  siteId: number;
  memberId: number | null;
  account: string;
  ip: string;
  device: DeviceFacts;
  code: string;
};

export type NewPendingLogin = {
  id: string;
  memberId: number;
  question: DoubleValidationQuestionKind;
  asked: DoubleValidationQuestionKind[];
  remaining: number;
  device: DeviceFacts;
  ip: string;
  expiresAt: Date;
};

/** New password hashes; a field left out keeps its value. */
export type PasswordChange = {
  passwordHash?: string;
  withdrawPasswordHash?: string;
  /** Clear the "change your password at first login" flag. */
  clearFirstLogin?: boolean;
};

/** Queries of login, double validation, passwords and recovery; pass a transaction to group them. */
export const createAuthRepository = (db: Db) => ({
  /** The member of a site whose account matches, ignoring case. */
  findMemberByAccount: async (siteId: number, account: string): Promise<MemberRow | undefined> => {
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.siteId, siteId), sql`lower(${members.account}) = lower(${account})`))
      .limit(1);
    return row;
  },

  findMember: async (siteId: number, memberId: number): Promise<MemberRow | undefined> => {
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.siteId, siteId), eq(members.id, memberId)))
      .limit(1);
    return row;
  },

  /** How many devices a member has logged in from, and whether `udid` is one of them. */
  deviceHistory: async (
    memberId: number,
    udid: string,
  ): Promise<{ devices: number; known: boolean }> => {
    const [row] = await db
      .select({
        devices: sql<number>`count(*)::int`,
        known: sql<number>`count(*) filter (where ${memberDevices.udid} = ${udid})::int`,
      })
      .from(memberDevices)
      .where(eq(memberDevices.memberId, memberId));
    return { devices: row?.devices ?? 0, known: (row?.known ?? 0) > 0 };
  },

  recordDevice: async (memberId: number, udid: string, at: Date): Promise<void> => {
    await db
      .insert(memberDevices)
      .values({ memberId, udid, firstSeenAt: at, lastSeenAt: at })
      .onConflictDoUpdate({
        target: [memberDevices.memberId, memberDevices.udid],
        set: { lastSeenAt: at },
      });
  },

  markLoggedIn: async (memberId: number, at: Date): Promise<void> => {
    await db.update(members).set({ lastLoginAt: at }).where(eq(members.id, memberId));
  },

  /** Whether the member has logged in successfully from this address before. */
  hasLoggedInFrom: async (memberId: number, ip: string): Promise<boolean> => {
    const [row] = await db
      .select({ id: loginLogs.id })
      .from(loginLogs)
      .where(
        and(
          eq(loginLogs.memberId, memberId),
          eq(loginLogs.ip, ip.slice(0, 64)),
          eq(loginLogs.code, '100'),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  insertLoginLog: async (log: NewLoginLog): Promise<void> => {
    await db.insert(loginLogs).values(log);
  },

  insertPendingLogin: async (pending: NewPendingLogin): Promise<void> => {
    await db.insert(pendingLogins).values(pending);
  },

  /** A pending login that has not expired. */
  findPendingLogin: async (id: string, now: Date): Promise<PendingLoginRow | undefined> => {
    const [row] = await db
      .select()
      .from(pendingLogins)
      .where(and(eq(pendingLogins.id, id), gt(pendingLogins.expiresAt, now)))
      .limit(1);
    return row;
  },

  /**
   * Move a pending login to its next question, if nobody moved it since it was read (`remaining`
   * still as read). Returns whether this call moved it.
   */
  advancePendingLogin: async (
    id: string,
    expectedRemaining: number,
    next: { question: DoubleValidationQuestionKind; asked: DoubleValidationQuestionKind[] },
  ): Promise<boolean> => {
    const rows = await db
      .update(pendingLogins)
      .set({ question: next.question, asked: next.asked, remaining: expectedRemaining - 1 })
      .where(and(eq(pendingLogins.id, id), eq(pendingLogins.remaining, expectedRemaining)))
      .returning({ id: pendingLogins.id });
    return rows.length === 1;
  },

  /** Count one wrong answer; returns the failures so far (undefined when the row is gone). */
  countPendingFailure: async (id: string): Promise<number | undefined> => {
    const [row] = await db
      .update(pendingLogins)
      .set({ failedAttempts: sql`${pendingLogins.failedAttempts} + 1` })
      .where(eq(pendingLogins.id, id))
      .returning({ failedAttempts: pendingLogins.failedAttempts });
    return row?.failedAttempts;
  },

  /** Delete a pending login; returns whether this call deleted it (so only one caller wins). */
  deletePendingLogin: async (id: string): Promise<boolean> => {
    const rows = await db
      .delete(pendingLogins)
      .where(eq(pendingLogins.id, id))
      .returning({ id: pendingLogins.id });
    return rows.length === 1;
  },

  /**
   * Store new password hashes and bump the credentials version, if the version is still the one
   * read (a concurrent change wins once). Returns whether the row changed.
   */
  changePasswords: async (
    memberId: number,
    expectedVersion: number,
    change: PasswordChange,
  ): Promise<boolean> => {
    const rows = await db
      .update(members)
      .set({
        ...(change.passwordHash === undefined ? {} : { passwordHash: change.passwordHash }),
        ...(change.withdrawPasswordHash === undefined
          ? {}
          : { withdrawPasswordHash: change.withdrawPasswordHash }),
        ...(change.clearFirstLogin ? { firstLoginChangePassword: false } : {}),
        credentialsVersion: sql`${members.credentialsVersion} + 1`,
      })
      .where(and(eq(members.id, memberId), eq(members.credentialsVersion, expectedVersion)))
      .returning({ id: members.id });
    return rows.length === 1;
  },

  insertRecoveryToken: async (token: {
    tokenHash: string;
    memberId: number;
    expiresAt: Date;
  }): Promise<void> => {
    await db.insert(recoveryTokens).values(token);
  },

  /** An unused, unexpired recovery token. */
  findRecoveryToken: async (
    tokenHash: string,
    now: Date,
  ): Promise<RecoveryTokenRow | undefined> => {
    const [row] = await db
      .select()
      .from(recoveryTokens)
      .where(
        and(
          eq(recoveryTokens.tokenHash, tokenHash),
          isNull(recoveryTokens.usedAt),
          gt(recoveryTokens.expiresAt, now),
        ),
      )
      .limit(1);
    return row;
  },

  /** Use up a recovery token; returns whether this call used it (a token works once). */
  useRecoveryToken: async (tokenHash: string, now: Date): Promise<boolean> => {
    const rows = await db
      .update(recoveryTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(recoveryTokens.tokenHash, tokenHash),
          isNull(recoveryTokens.usedAt),
          gt(recoveryTokens.expiresAt, now),
        ),
      )
      .returning({ tokenHash: recoveryTokens.tokenHash });
    return rows.length === 1;
  },

  /** Use up every outstanding recovery token of a member (after the password changed). */
  useAllRecoveryTokens: async (memberId: number, now: Date): Promise<void> => {
    await db
      .update(recoveryTokens)
      .set({ usedAt: now })
      .where(and(eq(recoveryTokens.memberId, memberId), isNull(recoveryTokens.usedAt)));
  },
});
export type AuthRepository = ReturnType<typeof createAuthRepository>;
