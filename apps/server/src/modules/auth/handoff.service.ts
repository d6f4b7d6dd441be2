import { type Currency, MEMBER_STATUSES, PLATFORM_IDS } from '@member-site/contracts/constants';
import { z } from 'zod';

import type { Db } from '../../db/client';
import type { RateLimiter } from '../../infra/rate-limiter';
import { createSealer } from '../../infra/sealed';
import type { SessionService } from '../session/session.service';
import { createAuthRepository } from './auth.repository';
import { type AuthCaller, createAuthLimits, loginError } from './auth.shared';

export type HandoffServiceDeps = {
  db: Db;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  now?: () => Date;
};

const HANDOFF_PURPOSE = 'session-handoff';
const HANDOFF_MS = 2 * 60_000;
const handoffPayload = z.object({
  member: z.number().int(),
  site: z.number().int(),
  version: z.number().int(),
});

/**
 * The session handoff: a logged-in member gets a short-lived single-use `enc` that opens a
 * session of their own elsewhere (another window, a game page's host).
 */
export const createHandoffService = (deps: HandoffServiceDeps) => {
  const now = deps.now ?? (() => new Date());
  const repository = createAuthRepository(deps.db);
  const sealer = createSealer(deps.db, now);
  const { useOnce, isUsed } = createAuthLimits(deps.rateLimiter);

  /** The member a live, unused `enc` opens a session for; 101 for anything else. */
  const openHandoff = async (siteId: number, enc: string) => {
    const opened = await sealer.open(HANDOFF_PURPOSE, enc, handoffPayload);
    if (opened?.payload.site !== siteId) throw loginError('101');
    const member = await repository.findMember(siteId, opened.payload.member);
    if (
      member?.status !== MEMBER_STATUSES.active ||
      member.credentialsVersion !== opened.payload.version
    ) {
      throw loginError('101');
    }
    return { id: opened.id, member };
  };

  return {
    /** Make a single-use `enc` that opens a new session for the caller elsewhere (2 minutes). */
    issueHandoff: async (caller: AuthCaller): Promise<{ enc: string; expires_at: string }> => {
      const sealed = await sealer.seal(
        HANDOFF_PURPOSE,
        {
          member: caller.member.id,
          site: caller.member.siteId,
          version: caller.member.credentialsVersion,
        },
        HANDOFF_MS,
      );
      return { enc: sealed.value, expires_at: sealed.expiresAt.toISOString() };
    },

    /**
     * Whose session an `enc` would open, answered without opening it or using the `enc` up; a
     * bad, expired, used or stale one answers 101 as redeeming it would.
     */
    peekHandoff: async (
      siteId: number,
      enc: string,
    ): Promise<{ member_id: number; member_account: string; member_currency: Currency }> => {
      const { id, member } = await openHandoff(siteId, enc);
      if (await isUsed(HANDOFF_PURPOSE, id, HANDOFF_MS)) throw loginError('101');
      return {
        member_id: member.id,
        member_account: member.account,
        member_currency: member.currency,
      };
    },

    /**
     * Open a session from an `enc`. A bad, expired, replayed or tampered one, or one made before
     * the member's password changed, answers 101 and changes nothing.
     */
    redeemHandoff: async (
      siteId: number,
      enc: string,
      ip: string,
    ): Promise<{
      tk: string;
      member_id: number;
      member_account: string;
      member_currency: Currency;
    }> => {
      const { id, member } = await openHandoff(siteId, enc);
      if (!(await useOnce(HANDOFF_PURPOSE, id, HANDOFF_MS))) throw loginError('101');
      const { token } = await deps.sessions.start(member, {
        ip,
        udid: '',
        device: PLATFORM_IDS.desktop,
      });
      await repository.markLoggedIn(member.id, now());
      return {
        tk: token,
        member_id: member.id,
        member_account: member.account,
        member_currency: member.currency,
      };
    },
  };
};
export type HandoffService = ReturnType<typeof createHandoffService>;
