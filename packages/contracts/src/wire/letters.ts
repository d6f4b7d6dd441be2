/**
 * Letters (spec section 7, "Letters and promotions"): the member's personal messages, and the
 * operator's calls that send them to one member, a list of members or every member of a
 * currency. Member calls act on the caller's own letters only; a letter of another member, or
 * one that does not exist, answers letter code 101 and changes nothing.
 */
import { z } from 'zod';

import { LIMITS } from '../constants/timing';
import { callSchemas } from './call';
import {
  currencySchema,
  idSchema,
  isoDateSchema,
  siteIdSchema,
  supportedLanguageSchema,
} from './common';

/** A letter as its member sees it. `id` is the member's copy, the id read and destroy take. */
export const letterSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Rich text (the client sanitises it before rendering). */
  content: z.string(),
  is_read: z.boolean(),
  /** When it was sent (ISO 8601, UTC). */
  created_at: isoDateSchema,
  read_at: isoDateSchema.nullable(),
});
export type Letter = z.infer<typeof letterSchema>;

/** Which letters a list (or a destroy without ids) covers: 0 all of them, 1 the unread ones. */
export const letterActiveSchema = z.union([z.literal(0), z.literal(1)]);

/** The body of the list call, as the spec writes it (destroy takes the same). */
const letterListShape = {
  site_id: siteIdSchema.optional(),
  active: letterActiveSchema.default(0),
  page: z.number().int().min(1).max(10_000).default(1),
  count: z.number().int().min(1).max(LIMITS.lettersPerPage).default(LIMITS.lettersPerPage),
  /** Accepted as the client sends it; messages follow the `lang` header. */
  language: supportedLanguageSchema.optional(),
  sort_field: z.literal('id').default('id'),
  sort_order: z.enum(['desc', 'asc']).default('desc'),
};

const letterCountsShape = {
  /** Letters the member has (not deleted), whatever the filter. */
  total_count: z.number(),
  /** Of those, the ones not yet read. */
  unread_count: z.number(),
};

/** A letter title as the operator writes it. */
export const letterTitleSchema = z.string().trim().min(1).max(100);
/** A letter's body: rich text, sanitised when the member's client renders it. */
export const letterContentSchema = z.string().trim().min(1).max(5000);

/** A letter the operator sent, with how many members got it and read it. */
export const sentLetterSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Who it went to: one member, a list of members, or every member of `currency`. */
  target: z.enum(['member', 'members', 'currency']),
  currency: currencySchema.nullable(),
  recipient_count: z.number(),
  read_count: z.number(),
  sent_by: z.string(),
  created_at: isoDateSchema,
});
export type SentLetter = z.infer<typeof sentLetterSchema>;

const MAX_MEMBERS_PER_SEND = 1000;

/** The schemas of the letter calls, by path (the calls: ../calls/letters.ts). */
export const lettersWire = callSchemas({
  '/arks/web/member/letter': {
    request: z.strictObject(letterListShape),
    response: z.object({
      list: z.array(letterSchema),
      /** Letters the list's filter covers (with active 0, all the member's letters): the pager's. */
      total_count: z.number(),
      /** The member's unread letters, whatever the filter. */
      unread_count: z.number(),
      page: z.number(),
      count: z.number(),
    }),
  },
  '/arks/web/member/letter/read': {
    request: z.strictObject({ site_id: siteIdSchema.optional(), id: idSchema }),
    response: z.object({ id: z.number(), is_read: z.literal(true), ...letterCountsShape }),
  },
  '/arks/web/member/letter/destroy': {
    /**
     * The list's body, plus `id` or `ids` (at most one page). With either, exactly those letters
     * are deleted, and all must be the caller's (else code 101 and nothing is deleted). With
     * neither, every letter the list's filter covers is deleted (active 0: all, 1: unread).
     */
    request: z.strictObject({
      ...letterListShape,
      id: idSchema.optional(),
      ids: z.array(idSchema).min(1).max(LIMITS.lettersPerPage).optional(),
    }),
    response: z.object({ deleted_count: z.number(), ...letterCountsShape }),
  },
  '/operator/letters/send': {
    request: z
      .strictObject({
        title: letterTitleSchema,
        content: letterContentSchema,
        /** One member, by account (compared case-blind). */
        member_account: z.string().min(1).max(12).optional(),
        /** A list of members, by account. */
        member_accounts: z
          .array(z.string().min(1).max(12))
          .min(1)
          .max(MAX_MEMBERS_PER_SEND)
          .optional(),
        /** Every member of this currency. */
        currency: currencySchema.optional(),
      })
      .refine(
        (body) =>
          [body.member_account, body.member_accounts, body.currency].filter((v) => v !== undefined)
            .length === 1,
        { message: 'give exactly one of member_account, member_accounts or currency' },
      ),
    response: z.object({ letter: sentLetterSchema }),
  },
  '/operator/letters': {
    request: z.strictObject({ count: z.number().int().min(1).max(500).default(50) }),
    response: z.object({ list: z.array(sentLetterSchema) }),
  },
});
