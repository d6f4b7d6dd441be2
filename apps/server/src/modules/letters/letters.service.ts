import type {
  CallParsedRequest,
  CallResponseInput,
  letterDestroyCall,
  letterListCall,
  letterReadCall,
} from '@member-site/contracts';
import type { Currency } from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import type { LetterTarget } from '../../db/schema';
import { AppError, currencyNotOpen } from '../../http/app-error';
import type { DomainEventBus } from '../../infra/events';
import type { OperatorService } from '../operator/operator.service';
import {
  type Delivered,
  type LetterOwner,
  type SentLetterRow,
  countMemberLetters,
  countOwnLetters,
  deleteMemberLetters,
  deliverToCurrency,
  deliverToMembers,
  findMembersByAccounts,
  insertLetter,
  listMemberLetters,
  listSentLetters,
  markLetterRead,
} from './letters.repository';

export const letterError = (code: string, options: { message?: string; data?: unknown } = {}) =>
  new AppError(code, { family: 'letter', ...options });

/** Who the operator sends a letter to. */
export type LetterRecipients =
  | { kind: 'member'; account: string }
  | { kind: 'members'; accounts: readonly string[] }
  | { kind: 'currency'; currency: Currency };

export type SendLetterInput = {
  siteId: number;
  /** The currencies the site offers (a letter to a currency must name one of them). */
  siteCurrencies: readonly Currency[];
  /** 'operator:<name>' or 'cli:<user>', for the letter and the audit log. */
  actor: string;
  title: string;
  content: string;
  to: LetterRecipients;
};

/** A sent letter as the operator's call and command show it. */
export type SentLetter = SentLetterRow;

/**
 * More letter.delete events than this for one destroy would flood the member's channel: past it,
 * one event (the newest deleted id) tells the member's pages to read their letters again.
 */
const MAX_DELETE_EVENTS = 50;

const targetOf = (to: LetterRecipients): LetterTarget => to.kind;

export const createLettersService = (
  db: Db,
  { events, operators }: { events: DomainEventBus; operators: Pick<OperatorService, 'audit'> },
) => {
  const counts = async (owner: LetterOwner) => {
    const { total, unread } = await countMemberLetters(db, owner);
    return { total_count: total, unread_count: unread };
  };

  return {
    /** The member's letters, one page, with the pager's total and the unread count. */
    list: async (
      owner: LetterOwner,
      body: CallParsedRequest<typeof letterListCall>,
    ): Promise<CallResponseInput<typeof letterListCall>> => {
      const unreadOnly = body.active === 1;
      const { total, unread } = await countMemberLetters(db, owner);
      const filtered = unreadOnly ? unread : total;
      const offset = (body.page - 1) * body.count;
      const rows =
        offset >= filtered
          ? []
          : await listMemberLetters(db, owner, {
              unreadOnly,
              order: body.sort_order,
              limit: body.count,
              offset,
            });
      return {
        list: rows.map((row) => ({
          id: row.id,
          title: row.title,
          content: row.content,
          is_read: row.readAt !== null,
          created_at: row.createdAt.toISOString(),
          read_at: row.readAt?.toISOString() ?? null,
        })),
        total_count: filtered,
        unread_count: unread,
        page: body.page,
        count: body.count,
      };
    },

    /** Mark one of the member's letters read; letter code 101 when it is not theirs. */
    read: async (
      owner: LetterOwner,
      id: number,
    ): Promise<CallResponseInput<typeof letterReadCall>> => {
      const marked = await markLetterRead(db, owner, id);
      if (!marked) throw letterError('101');
      if (marked.changed) events.publish('letter.read', { ...owner, letterId: id });
      return { id, is_read: true, ...(await counts(owner)) };
    },

    /**
     * Delete the member's letters named by `id`/`ids`, all of which must be theirs (else letter
     * code 101 and nothing is deleted), or, naming none, every letter the list's filter covers.
     */
    destroy: async (
      owner: LetterOwner,
      body: CallParsedRequest<typeof letterDestroyCall>,
    ): Promise<CallResponseInput<typeof letterDestroyCall>> => {
      const named =
        body.id === undefined && body.ids === undefined
          ? undefined
          : [...new Set([...(body.ids ?? []), ...(body.id === undefined ? [] : [body.id])])];
      const deleted = await db.transaction(async (tx) => {
        if (named && (await countOwnLetters(tx, owner, named)) !== named.length) {
          throw letterError('101');
        }
        return deleteMemberLetters(tx, owner, {
          ids: named,
          unreadOnly: named === undefined && body.active === 1,
        });
      });
      const told = deleted.length > MAX_DELETE_EVENTS ? deleted.slice(0, 1) : deleted;
      for (const letterId of told) events.publish('letter.delete', { ...owner, letterId });
      return { deleted_count: deleted.length, ...(await counts(owner)) };
    },

    /**
     * Send a letter: one letter row and one row per recipient, written with the audit entry in
     * one transaction; each recipient's pages hear `letter.sent`. Unknown accounts answer letter
     * code 102 (listing them) and send nothing; a currency without members answers 103.
     */
    send: async (input: SendLetterInput): Promise<SentLetter> => {
      const { to } = input;
      if (to.kind === 'currency' && !input.siteCurrencies.includes(to.currency)) {
        throw currencyNotOpen();
      }
      const { letter, delivered } = await db.transaction(async (tx) => {
        let memberIds: number[] | undefined;
        if (to.kind !== 'currency') {
          const accounts = to.kind === 'member' ? [to.account] : to.accounts;
          const found = await findMembersByAccounts(tx, input.siteId, accounts);
          const known = new Set(found.map((member) => member.account.toLowerCase()));
          const unknown = [...new Set(accounts)].filter(
            (account) => !known.has(account.toLowerCase()),
          );
          if (unknown.length > 0) {
            throw letterError('102', { message: `Member not found: ${unknown.join(', ')}` });
          }
          memberIds = found.map((member) => member.id);
        }
        const letter = await insertLetter(tx, {
          siteId: input.siteId,
          title: input.title,
          content: input.content,
          target: targetOf(to),
          currency: to.kind === 'currency' ? to.currency : null,
          sentBy: input.actor,
        });
        const delivered: Delivered[] = memberIds
          ? await deliverToMembers(tx, input.siteId, letter.id, memberIds)
          : await deliverToCurrency(
              tx,
              input.siteId,
              letter.id,
              (to as { currency: Currency }).currency,
            );
        if (delivered.length === 0) throw letterError('103');
        await operators.audit(
          {
            siteId: input.siteId,
            actor: input.actor,
            action: 'letter.send',
            targetType: 'letter',
            targetId: String(letter.id),
            details: {
              target: to.kind,
              ...(to.kind === 'currency' ? { currency: to.currency } : {}),
              recipients: delivered.length,
              title: input.title,
            },
          },
          tx,
        );
        return { letter, delivered };
      });
      for (const copy of delivered) {
        events.publish('letter.sent', {
          siteId: input.siteId,
          memberId: copy.memberId,
          letterId: copy.id,
        });
      }
      return {
        id: letter.id,
        title: input.title,
        target: targetOf(to),
        currency: to.kind === 'currency' ? to.currency : null,
        sentBy: input.actor,
        createdAt: letter.createdAt,
        recipientCount: delivered.length,
        readCount: 0,
      };
    },

    /** The site's sent letters, newest first. */
    sent: (siteId: number, limit: number): Promise<SentLetter[]> =>
      listSentLetters(db, siteId, limit),
  };
};

export type LettersService = ReturnType<typeof createLettersService>;

/** A sent letter on the wire of the operator's calls. */
export const sentLetterWire = (letter: SentLetter) => ({
  id: letter.id,
  title: letter.title,
  target: letter.target,
  currency: letter.currency,
  recipient_count: letter.recipientCount,
  read_count: letter.readCount,
  sent_by: letter.sentBy,
  created_at: letter.createdAt.toISOString(),
});
