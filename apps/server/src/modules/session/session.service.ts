import { createHash } from 'node:crypto';

import { type MemberSession } from '@member-site/contracts';
import { MEMBER_STATUSES } from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import type { DomainEventBus, SessionEndReason } from '../../infra/events';
import { hashToken, newToken } from '../../shared/tokens';
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

/** Why a session ended, as recorded on the row (expiry is not recorded: it is a time). */
export type RevokeReason = Exclude<SessionEndReason, 'expired'>;

/** The member a session belongs to, as the session calls need it. */
export type SessionMember = Pick<MemberRow, 'id' | 'siteId'>;

export type SessionStart = { ip: string; udid: string; device: number };

export type AuthenticatedSession = {
  member: MemberRow;
  session: SessionRow;
  /** A new token for the client when this call rotated it. */
  rotatedToken?: string;
};

export { hashToken };

/**
 * What the `login` realtime event says of the session that replaced the old one: derived from
 * its token, never equal to any token, and useless for opening a session.
 */
export const sessionMark = (token: string): string =>
  createHash('sha256').update(`login-mark:${token}`).digest('base64url').slice(0, 24);

/** How many sessions one liveness query checks. */
const LIVE_CHECK_SLICE = 5000;

/** How often a session's idle expiry is pushed back (not on every call). */
const TOUCH_EVERY_MS = 30_000;

/**
 * Member sessions: one live session per member, tokens stored hashed, idle and absolute expiry,
 * rotation with a short grace period for the old token.
 */
export const createSessionService = (
  db: Db,
  options: {
    events: DomainEventBus;
    policy?: SessionPolicy;
    now?: () => Date;
  },
) => {
  const { events, policy = DEFAULT_SESSION_POLICY, now = () => new Date() } = options;
  const sessions = createSessionRepository(db);
  const ended = (
    member: SessionMember,
    sessionIds: number[],
    reason: RevokeReason,
    newSessionMark?: string,
  ) => {
    if (sessionIds.length === 0) return;
    events.publish('session.ended', {
      siteId: member.siteId,
      memberId: member.id,
      sessionIds,
      reason,
      ...(newSessionMark === undefined ? {} : { newSessionMark }),
    });
  };

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
      member: SessionMember,
      start: SessionStart,
    ): Promise<{ token: string; session: SessionRow; revoked: number[] }> => {
      const token = newToken();
      const at = now();
      const started = await db.transaction(async (tx) => {
        const repository = createSessionRepository(tx);
        const revoked = await repository.revokeAll(member.id, 'login_elsewhere');
        const session = await repository.insert({
          memberId: member.id,
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
      ended(member, started.revoked, 'login_elsewhere', sessionMark(token));
      return started;
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
        if (await sessions.revoke(session.id, 'member_disabled')) {
          ended(member, [session.id], 'member_disabled');
        }
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

    /**
     * The live session of a token and its active member, as `authenticate` finds it but without
     * using it: the realtime channel checks sockets this way, so a socket neither keeps a session
     * alive nor rotates its token.
     */
    inspect: async (
      token: string,
    ): Promise<{ member: MemberRow; session: SessionRow } | undefined> => {
      if (token === '' || token.length > 256) return undefined;
      const at = now();
      const found = await sessions.findLive(
        hashToken(token),
        at,
        new Date(at.getTime() - policy.rotationGraceMs),
      );
      return found?.member.status === MEMBER_STATUSES.active ? found : undefined;
    },

    /**
     * When each of these sessions ends unless used again (the earlier of its idle and absolute
     * expiry); sessions already ended, expired or of an inactive member are missing.
     */
    liveUntil: async (sessionIds: readonly number[]): Promise<Map<number, Date>> => {
      const live = new Map<number, Date>();
      const at = now();
      // In slices: a statement takes at most 65,535 parameters.
      for (let start = 0; start < sessionIds.length; start += LIVE_CHECK_SLICE) {
        const slice = sessionIds.slice(start, start + LIVE_CHECK_SLICE);
        for (const [id, until] of await sessions.findLiveUntil(slice, at)) live.set(id, until);
      }
      return live;
    },

    /** End one session (logout). */
    end: async (member: SessionMember, sessionId: number, reason: RevokeReason): Promise<void> => {
      if (await sessions.revoke(sessionId, reason)) ended(member, [sessionId], reason);
    },

    /** End every session of a member but `keepSessionId` (password change, operator action). */
    endAll: async (
      member: SessionMember,
      reason: RevokeReason,
      keepSessionId?: number,
    ): Promise<number[]> => {
      const revoked = await sessions.revokeAll(member.id, reason, keepSessionId);
      ended(member, revoked, reason);
      return revoked;
    },
  };
};
export type SessionService = ReturnType<typeof createSessionService>;
