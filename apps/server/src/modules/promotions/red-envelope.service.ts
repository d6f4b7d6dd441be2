import type { CallResponse, RedEnvelope, redEnvelopeClaimCall } from '@member-site/contracts';
import {
  type SupportedLanguage,
  MEMBER_STATUSES,
  formatMinorUnits,
} from '@member-site/contracts/constants';
import { errorMessage, serverMessage } from '@member-site/contracts/messages';

import type { Db } from '../../db/client';
import type { members } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DomainEventBus } from '../../infra/events';
import type { DepositService } from '../deposit/deposit.service';
import { LedgerError, type LedgerService } from '../ledger/ledger.service';
import {
  type PromotionRow,
  findOpenPromotions,
  findPromotion,
  findPromotionForMember,
  markDueAnnounced,
  lockMemberClaim,
  takeFreeEnvelope,
} from './red-envelope.repository';

type Member = Pick<typeof members.$inferSelect, 'id' | 'siteId' | 'currency' | 'status'>;

/** Why an envelope is gone for a member (code 102); the message says which. */
type GoneReason = 'ended' | 'claimed' | 'exhausted' | 'unavailable';

const GONE_MESSAGES = {
  ended: 'red_envelope.ended',
  claimed: 'red_envelope.claimed',
  exhausted: 'red_envelope.exhausted',
  unavailable: 'red_envelope.unavailable',
} as const;

const refusal = (code: string, options: { message?: string; data?: unknown } = {}) =>
  new AppError(code, { family: 'redEnvelope', ...options });

/** Code 102: the page clears the envelope and shows this message. */
const gone = (reason: GoneReason, language: SupportedLanguage) =>
  refusal('102', {
    message:
      reason === 'ended'
        ? errorMessage(language, GONE_MESSAGES.ended)
        : serverMessage(language, GONE_MESSAGES[reason]),
    data: { reason },
  });

/** The idempotency key of a member's award from a promotion: one per member and promotion. */
export const awardKey = (promotionId: number, memberId: number): string =>
  `red-envelope:${promotionId}:${memberId}`;

export const toRedEnvelope = (row: Pick<PromotionRow, 'id' | 'endAt'>): RedEnvelope => ({
  id: row.id,
  end_at: row.endAt.toISOString(),
});

export type RedEnvelopeDeps = {
  ledger: LedgerService;
  deposits: Pick<DepositService, 'creditedTotalWithin'>;
  events: DomainEventBus;
  now?: () => Date;
};

/**
 * The member's side of red envelopes: the envelope they may open now and opening it. A claim
 * takes one free envelope row with FOR UPDATE SKIP LOCKED and pays it from the promotion account
 * the row names, in one transaction under the key `red-envelope:<promotion>:<member>`; no claim
 * writes a row another claim needs, so thousands at the same second do not queue on one row.
 */
export const createRedEnvelopeService = (db: Db, deps: RedEnvelopeDeps) => {
  const now = deps.now ?? (() => new Date());

  const isEligible = async (member: Member, promotion: PromotionRow): Promise<boolean> =>
    promotion.minDeposit <= 0n ||
    (await deps.deposits.creditedTotalWithin(db, member.id, promotion.depositSince)) >=
      promotion.minDeposit;

  return {
    /** The envelope of the member's currency they may open now, or null. */
    current: async (member: Member): Promise<RedEnvelope | null> => {
      if (member.status !== MEMBER_STATUSES.active) return null;
      const open = await findOpenPromotions(db, member.siteId, member.currency, member.id, now());
      for (const promotion of open) {
        if (await isEligible(member, promotion)) return toRedEnvelope(promotion);
      }
      return null;
    },

    /**
     * Open envelope `id`: 101 before the start; 102 when it is gone for this member (ended or
     * cancelled, already opened by them, none left, unknown or another currency's); 103 not
     * eligible; 104 the account takes no money. A refusal moves nothing.
     */
    claim: async (
      member: Member,
      promotionId: number,
      language: SupportedLanguage,
    ): Promise<CallResponse<typeof redEnvelopeClaimCall>> => {
      const at = now();
      const promotion = await findPromotionForMember(db, promotionId, member.id);
      if (promotion?.siteId !== member.siteId || promotion.currency !== member.currency) {
        throw gone('unavailable', language);
      }
      if (member.status !== MEMBER_STATUSES.active) throw refusal('104');
      if (promotion.status !== 'scheduled' || at >= promotion.endAt) throw gone('ended', language);
      if (at < promotion.startAt) throw refusal('101');
      if (promotion.claimed) throw gone('claimed', language);
      if (!(await isEligible(member, promotion))) {
        const amount = formatMinorUnits(promotion.minDeposit, promotion.currency);
        throw refusal('103', {
          message: `${errorMessage(language, 'red_envelope.not_eligible')} (${amount} ${promotion.currency})`,
          data: { min_deposit: amount },
        });
      }

      const paid = await db
        .transaction(async (tx) => {
          if (await lockMemberClaim(tx, promotion.id, member.id)) throw gone('claimed', language);
          const envelope = await takeFreeEnvelope(tx, promotion.id, member.id, at);
          if (!envelope) return undefined;
          const wallet = await deps.ledger.ensureAccount(
            {
              siteId: member.siteId,
              kind: 'member_main',
              memberId: member.id,
              currency: member.currency,
            },
            tx,
          );
          const transfer = await deps.ledger.transferWithin(tx, {
            siteId: member.siteId,
            idempotencyKey: awardKey(promotion.id, member.id),
            kind: 'promotion_award',
            currency: member.currency,
            amount: envelope.amount,
            from: envelope.accountId,
            to: wallet.id,
            memo: { promotion_id: promotion.id, envelope_id: envelope.id },
          });
          // The member was paid by this promotion already (the unique index stops that first;
          // the ledger's key is the second line): this request takes nothing.
          if (transfer.replayed) throw gone('claimed', language);
          return { amount: envelope.amount, balance: transfer.balances.to };
        })
        .catch((error: unknown) => {
          if (error instanceof LedgerError && error.reason === 'idempotency_conflict') {
            throw gone('claimed', language);
          }
          // The unique (promotion, member) index: the last line against a double claim.
          if (isUniqueViolation(error)) throw gone('claimed', language);
          throw error;
        });
      if (!paid) {
        const latest = await findPromotion(db, promotion.id);
        throw gone(latest?.status === 'cancelled' ? 'ended' : 'exhausted', language);
      }
      const balance = formatMinorUnits(paid.balance, member.currency);
      deps.events.publish('member.cash', {
        siteId: member.siteId,
        memberId: member.id,
        currency: member.currency,
        cash: balance,
      });
      return { cash: formatMinorUnits(paid.amount, member.currency), balance };
    },

    /**
     * Tell every page of their currency about the promotions that have started (RedEnvelopeDisplay),
     * each once: the timer calls this every second under its advisory lock, and the conditional
     * update keeps it to once even if two processes ran it. Answers how many were announced.
     */
    announceDue: async (): Promise<number> => {
      const due = await markDueAnnounced(db, now());
      for (const promotion of due) {
        deps.events.publish('red_envelope.display', {
          siteId: promotion.siteId,
          currency: promotion.currency,
          id: promotion.id,
          endAt: promotion.endAt,
        });
      }
      return due.length;
    },
  };
};

/** PostgreSQL's unique_violation, as both drivers report it (possibly wrapped by drizzle). */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

export type RedEnvelopeService = ReturnType<typeof createRedEnvelopeService>;
