import { MEMBER_STATUSES } from '@member-site/contracts/constants';
import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { memberSessions, members } from '../../db/schema';

export type SessionRow = typeof memberSessions.$inferSelect;
export type MemberRow = typeof members.$inferSelect;

export type NewSession = {
  memberId: number;
  tokenHash: string;
  /** When the session starts (its token's issue time). */
  startedAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  ip: string;
  udid: string;
  device: number;
};

/** Queries of member sessions; pass a transaction to run several in one. */
export const createSessionRepository = (db: Db) => ({
  /** Revoke every live session of a member except `keepId`; returns the revoked ids. */
  revokeAll: async (memberId: number, reason: string, keepId?: number): Promise<number[]> => {
    const rows = await db
      .update(memberSessions)
      .set({ revokedAt: sql`now()`, revokeReason: reason })
      .where(
        and(
          eq(memberSessions.memberId, memberId),
          isNull(memberSessions.revokedAt),
          keepId === undefined ? undefined : ne(memberSessions.id, keepId),
        ),
      )
      .returning({ id: memberSessions.id });
    return rows.map((row) => row.id);
  },

  insert: async ({ startedAt, ...session }: NewSession): Promise<SessionRow> => {
    const [row] = await db
      .insert(memberSessions)
      .values({ ...session, createdAt: startedAt, lastSeenAt: startedAt, rotatedAt: startedAt })
      .returning();
    if (!row) throw new Error('session insert returned no row');
    return row;
  },

  /**
   * The live session whose current token (or, within the grace period, previous token) has this
   * hash, with its member. Expired and revoked sessions are not found.
   */
  findLive: async (
    tokenHash: string,
    now: Date,
    graceSince: Date,
  ): Promise<{ session: SessionRow; member: MemberRow } | undefined> => {
    const [row] = await db
      .select({ session: memberSessions, member: members })
      .from(memberSessions)
      .innerJoin(members, eq(members.id, memberSessions.memberId))
      .where(
        and(
          or(
            eq(memberSessions.tokenHash, tokenHash),
            and(
              eq(memberSessions.previousTokenHash, tokenHash),
              gt(memberSessions.rotatedAt, graceSince),
            ),
          ),
          isNull(memberSessions.revokedAt),
          gt(memberSessions.idleExpiresAt, now),
          gt(memberSessions.absoluteExpiresAt, now),
        ),
      )
      .limit(1);
    return row;
  },

  /** Extend the idle expiry, never past the absolute one. */
  touch: async (sessionId: number, now: Date, idleExpiresAt: Date): Promise<void> => {
    await db
      .update(memberSessions)
      .set({
        lastSeenAt: now,
        idleExpiresAt: sql`least(${idleExpiresAt.toISOString()}::timestamptz, ${memberSessions.absoluteExpiresAt})`,
      })
      .where(eq(memberSessions.id, sessionId));
  },

  /**
   * Replace the token of a session if it still has `expectedHash` (two concurrent requests must
   * not both rotate). Returns whether this call rotated it.
   */
  rotate: async (
    sessionId: number,
    expectedHash: string,
    newHash: string,
    now: Date,
  ): Promise<boolean> => {
    const rows = await db
      .update(memberSessions)
      .set({ tokenHash: newHash, previousTokenHash: expectedHash, rotatedAt: now })
      .where(and(eq(memberSessions.id, sessionId), eq(memberSessions.tokenHash, expectedHash)))
      .returning({ id: memberSessions.id });
    return rows.length === 1;
  },

  /** Revoke one session; returns whether it was live until now. */
  revoke: async (sessionId: number, reason: string): Promise<boolean> => {
    const rows = await db
      .update(memberSessions)
      .set({ revokedAt: sql`now()`, revokeReason: reason })
      .where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)))
      .returning({ id: memberSessions.id });
    return rows.length === 1;
  },

  /** Of `sessionIds`, the live sessions of active members and when each expires. */
  findLiveUntil: async (sessionIds: readonly number[], now: Date): Promise<Map<number, Date>> => {
    const rows = await db
      .select({
        id: memberSessions.id,
        idleExpiresAt: memberSessions.idleExpiresAt,
        absoluteExpiresAt: memberSessions.absoluteExpiresAt,
      })
      .from(memberSessions)
      .innerJoin(members, eq(members.id, memberSessions.memberId))
      .where(
        and(
          inArray(memberSessions.id, [...sessionIds]),
          isNull(memberSessions.revokedAt),
          gt(memberSessions.idleExpiresAt, now),
          gt(memberSessions.absoluteExpiresAt, now),
          eq(members.status, MEMBER_STATUSES.active),
        ),
      );
    return new Map(
      rows.map((row) => [
        row.id,
        row.idleExpiresAt < row.absoluteExpiresAt ? row.idleExpiresAt : row.absoluteExpiresAt,
      ]),
    );
  },
});
export type SessionRepository = ReturnType<typeof createSessionRepository>;
