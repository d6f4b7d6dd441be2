import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { members } from './accounts';
import { currencyCode, isOneOf, siteId } from './columns';

/** Who a letter went to: one member, a list of members, or every member of a currency. */
export const LETTER_TARGETS = ['member', 'members', 'currency'] as const;
export type LetterTarget = (typeof LETTER_TARGETS)[number];

/**
 * A letter as the operator wrote it, once however many members get it. `content` is rich text
 * that the member's client sanitises before rendering.
 */
export const letters = pgTable(
  'letters',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    title: varchar({ length: 100 }).notNull(),
    content: text().notNull(),
    target: varchar({ length: 16 }).$type<LetterTarget>().notNull(),
    /** The currency of a letter sent to every member of one; null otherwise. */
    currency: currencyCode(),
    /** 'operator:<name>' or 'cli:<user>'. */
    sentBy: varchar({ length: 96 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.siteId, t.id),
    check('letters_target_check', isOneOf(t.target, LETTER_TARGETS)),
    check('letters_currency_check', sql`(${t.target} = 'currency') = (${t.currency} IS NOT NULL)`),
  ],
);

/**
 * One member's copy of a letter: what the member reads and deletes. Its id is the letter id the
 * member's calls and realtime events speak of. Deleting sets `deleted_at`; the row stays so the
 * operator's counts hold.
 */
export const memberLetters = pgTable(
  'member_letters',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    letterId: integer()
      .notNull()
      .references(() => letters.id, { onDelete: 'cascade' }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex().on(t.letterId, t.memberId),
    // The member's list: their letters not deleted, newest (highest id) first.
    index('member_letters_inbox_idx')
      .on(t.memberId, t.id.desc())
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);
