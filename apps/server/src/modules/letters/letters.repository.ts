import type { Currency } from '@member-site/contracts/constants';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { type LetterTarget, letters, memberLetters, members } from '../../db/schema';

/** Whose letters a query covers. */
export type LetterOwner = { siteId: number; memberId: number };

export type MemberLetterRow = {
  id: number;
  title: string;
  content: string;
  createdAt: Date;
  readAt: Date | null;
};

export type SentLetterRow = {
  id: number;
  title: string;
  target: LetterTarget;
  currency: Currency | null;
  sentBy: string;
  createdAt: Date;
  recipientCount: number;
  readCount: number;
};

/** The member's letters not deleted, optionally the unread ones only. */
const inbox = (owner: LetterOwner, unreadOnly: boolean) =>
  and(
    eq(memberLetters.siteId, owner.siteId),
    eq(memberLetters.memberId, owner.memberId),
    isNull(memberLetters.deletedAt),
    unreadOnly ? isNull(memberLetters.readAt) : undefined,
  );

/** How many letters the member has (not deleted) and how many of them are unread. */
export const countMemberLetters = async (
  db: Db,
  owner: LetterOwner,
): Promise<{ total: number; unread: number }> => {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      unread: sql<number>`count(*) FILTER (WHERE ${memberLetters.readAt} IS NULL)`.mapWith(Number),
    })
    .from(memberLetters)
    .where(inbox(owner, false));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
};

/** One page of the member's letters, by id. */
export const listMemberLetters = async (
  db: Db,
  owner: LetterOwner,
  options: { unreadOnly: boolean; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<MemberLetterRow[]> =>
  db
    .select({
      id: memberLetters.id,
      title: letters.title,
      content: letters.content,
      createdAt: memberLetters.createdAt,
      readAt: memberLetters.readAt,
    })
    .from(memberLetters)
    .innerJoin(letters, eq(letters.id, memberLetters.letterId))
    .where(inbox(owner, options.unreadOnly))
    .orderBy(options.order === 'asc' ? asc(memberLetters.id) : desc(memberLetters.id))
    .limit(options.limit)
    .offset(options.offset);

/**
 * Mark the member's letter read. Undefined when the member has no such letter (unknown, deleted
 * or another member's); a letter read before keeps its first read time, with `changed` false.
 */
export const markLetterRead = async (
  db: Db,
  owner: LetterOwner,
  id: number,
): Promise<{ changed: boolean } | undefined> => {
  const [updated] = await db
    .update(memberLetters)
    .set({ readAt: sql`now()` })
    .where(and(eq(memberLetters.id, id), inbox(owner, true)))
    .returning({ id: memberLetters.id });
  if (updated) return { changed: true };
  const [existing] = await db
    .select({ id: memberLetters.id })
    .from(memberLetters)
    .where(and(eq(memberLetters.id, id), inbox(owner, false)));
  return existing ? { changed: false } : undefined;
};

/** How many of these ids are the member's letters not deleted. */
export const countOwnLetters = async (
  db: Db,
  owner: LetterOwner,
  ids: readonly number[],
): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(memberLetters)
    .where(and(inArray(memberLetters.id, [...ids]), inbox(owner, false)));
  return row?.n ?? 0;
};

/**
 * Delete the member's letters: those with these ids, or (ids undefined) every one the filter
 * covers. Answers the ids deleted.
 */
export const deleteMemberLetters = async (
  db: Db,
  owner: LetterOwner,
  options: { ids?: readonly number[]; unreadOnly: boolean },
): Promise<number[]> => {
  const rows = await db
    .update(memberLetters)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        inbox(owner, options.unreadOnly),
        options.ids ? inArray(memberLetters.id, [...options.ids]) : undefined,
      ),
    )
    .returning({ id: memberLetters.id });
  return rows.map((row) => row.id).sort((a, b) => b - a);
};

/** Members of the site by account, compared case-blind. */
export const findMembersByAccounts = async (
  db: Db,
  siteId: number,
  accounts: readonly string[],
): Promise<{ id: number; account: string }[]> =>
  db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(
      and(
        eq(members.siteId, siteId),
        inArray(
          sql`lower(${members.account})`,
          accounts.map((account) => account.toLowerCase()),
        ),
      ),
    );

export const insertLetter = async (
  db: Db,
  values: typeof letters.$inferInsert,
): Promise<{ id: number; createdAt: Date }> => {
  const [row] = await db
    .insert(letters)
    .values(values)
    .returning({ id: letters.id, createdAt: letters.createdAt });
  if (!row) throw new Error('letter insert returned no row');
  return row;
};

export type Delivered = { id: number; memberId: number };

/** Give the letter to these members: one row each, in one statement. */
export const deliverToMembers = async (
  db: Db,
  siteId: number,
  letterId: number,
  memberIds: readonly number[],
): Promise<Delivered[]> =>
  memberIds.length === 0
    ? []
    : db
        .insert(memberLetters)
        .values(memberIds.map((memberId) => ({ siteId, letterId, memberId })))
        .onConflictDoNothing()
        .returning({ id: memberLetters.id, memberId: memberLetters.memberId });

/** Give the letter to every member of the currency on the site: one INSERT ... SELECT. */
export const deliverToCurrency = async (
  db: Db,
  siteId: number,
  letterId: number,
  currency: Currency,
): Promise<Delivered[]> =>
  db
    .insert(memberLetters)
    .select(
      db
        .select({
          id: sql`nextval(pg_get_serial_sequence('member_letters', 'id'))`.as('id'),
          siteId: members.siteId,
          letterId: sql`${letterId}::integer`.as('letter_id'),
          memberId: members.id,
          createdAt: sql`now()`.as('created_at'),
          readAt: sql`NULL::timestamptz`.as('read_at'),
          deletedAt: sql`NULL::timestamptz`.as('deleted_at'),
        })
        .from(members)
        .where(and(eq(members.siteId, siteId), eq(members.currency, currency))),
    )
    .returning({ id: memberLetters.id, memberId: memberLetters.memberId });

/** The site's sent letters, newest first, with how many members got and read each. */
export const listSentLetters = async (
  db: Db,
  siteId: number,
  limit: number,
): Promise<SentLetterRow[]> =>
  db
    .select({
      id: letters.id,
      title: letters.title,
      target: letters.target,
      currency: letters.currency,
      sentBy: letters.sentBy,
      createdAt: letters.createdAt,
      recipientCount: sql<number>`count(${memberLetters.id})`.mapWith(Number),
      readCount: sql<number>`count(${memberLetters.readAt})`.mapWith(Number),
    })
    .from(letters)
    .leftJoin(memberLetters, eq(memberLetters.letterId, letters.id))
    .where(eq(letters.siteId, siteId))
    .groupBy(letters.id)
    .orderBy(desc(letters.id))
    .limit(limit);
