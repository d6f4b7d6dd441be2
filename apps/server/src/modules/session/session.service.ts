import { createHash, randomBytes } from 'node:crypto';

import { type MemberSession } from '@member-site/contracts';
import { MEMBER_STATUSES } from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import { type MemberRow, type SessionRow, createSessionRepository } from './session.repository';

export type { MemberRow, SessionRow };

export type SessionPolicy = {
  /** A session unused for this long ends. */
  idleMs: number;
  /** A session ends this long after login whatever its use. */
  absoluteMs: number;
  /** A token older than this is replaced on the next call (sent back in `authorization`). */
  rotateAfterMs: number;
  /** The replaced token keeps working this long, for calls already in flight. */
  rotationGraceMs: number;
};

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: 60 * 60_000,
  absoluteMs: 24 * 60 * 60_000,
  rotateAfterMs: 15 * 60_000,
  rotationGraceMs: 60_000,
};

/** Why a session ended, as recorded on the row. */
export type RevokeReason =
  'login_elsewhere' | 'logout' | 'password_changed' | 'member_disabled' | 'operator';

export type SessionStart = { ip: string; udid: string; device: number };

export type AuthenticatedSession = {
  member: MemberRow;
  session: SessionRow;
  /** A new token for the client when this call rotated it. */
  rotatedToken?: string;
};

/** A token is 256 random bits; only its SHA-256 is stored. */
const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** How often a session's idle expiry is pushed back (not on every call). */
const TOUCH_EVERY_MS = 30_000;

/**
 * Member sessions: one live session per member, tokens stored hashed, idle and absolute expiry,
 * rotation with a short grace period for the old token.
 */
export const createSessionService = (
  db: Db,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
  now: () => Date = () => new Date(),
) => {
  const sessions = createSessionRepository(db);

  return {
    policy,

    /** What a login or a registration answers: the token and the member it opens a session for. */
    describe: (member: MemberRow, token: string): MemberSession => ({
      token,
      member_id: member.id,
      member_account: member.account,
      member_currency: member.currency,
      member_type: member.memberType,
      agent_type: member.agentType,
      idle_expires_in: Math.floor(policy.idleMs / 1000),
      first_login_to_change_password: member.firstLoginChangePassword,
    }),

    /**
     * Log a member in: end every other session of theirs (a new login revokes the old one) and
     * open a new one. Returns the token to hand to the client and the ids of the ended sessions.
     */
    start: async (
      memberId: number,
      start: SessionStart,
    ): Promise<{ token: string; session: SessionRow; revoked: number[] }> => {
      const token = newToken();
      const at = now();
      return db.transaction(async (tx) => {
        const repository = createSessionRepository(tx);
        const revoked = await repository.revokeAll(memberId, 'login_elsewhere');
        const session = await repository.insert({
          memberId,
          tokenHash: hashToken(token),
          startedAt: at,
          idleExpiresAt: new Date(at.getTime() + policy.idleMs),
          absoluteExpiresAt: new Date(at.getTime() + policy.absoluteMs),
          ip: start.ip.slice(0, 64),
          udid: start.udid.slice(0, 64),
          device: start.device,
        });
        return { token, session, revoked };
      });
    },

    /** The live session of a bearer token, or undefined (unknown, expired, revoked, disabled). */
    authenticate: async (token: string): Promise<AuthenticatedSession | undefined> => {
      if (token === '' || token.length > 256) return undefined;
      const at = now();
      const tokenHash = hashToken(token);
      const found = await sessions.findLive(
        tokenHash,
        at,
        new Date(at.getTime() - policy.rotationGraceMs),
      );
      if (!found) return undefined;
      const { member, session } = found;
      if (member.status !== MEMBER_STATUSES.active) {
        await sessions.revoke(session.id, 'member_disabled');
        return undefined;
      }
      // A call with the token just replaced: accepted, but it neither extends nor rotates.
      if (session.tokenHash !== tokenHash) return { member, session };

      if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await sessions.touch(session.id, at, new Date(at.getTime() + policy.idleMs));
      }
      if (at.getTime() - session.rotatedAt.getTime() > policy.rotateAfterMs) {
        const rotated = newToken();
        if (await sessions.rotate(session.id, tokenHash, hashToken(rotated), at)) {
          return { member, session, rotatedToken: rotated };
        }
      }
      return { member, session };
    },

    /** End one session (logout). */
    end: (sessionId: number, reason: RevokeReason): Promise<void> =>
      sessions.revoke(sessionId, reason),

    /** End every session of a member but `keepSessionId` (password change, operator action). */
    endAll: (memberId: number, reason: RevokeReason, keepSessionId?: number): Promise<number[]> =>
      sessions.revokeAll(memberId, reason, keepSessionId),
  };
};
export type SessionService = ReturnType<typeof createSessionService>;
