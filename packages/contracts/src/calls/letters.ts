/**
 * Letters (spec section 7): the member's list, read and destroy, and the operator's send and
 * list. Every call answers the `letter` error family.
 */
import { describeCalls } from '../call';
import type { lettersWire } from '../wire/letters';

export type { Letter, SentLetter } from '../wire/letters';

const call = describeCalls<typeof lettersWire>();

/** The member's letters, 50 a page, newest (highest id) first, with the total and unread counts. */
export const letterListCall = call({
  path: '/arks/web/member/letter',
  method: 'POST',
  access: 'member',
  family: 'letter',
});
/** Mark one of the member's letters read (reading it again changes nothing). */
export const letterReadCall = call({
  path: '/arks/web/member/letter/read',
  method: 'POST',
  access: 'member',
  family: 'letter',
});
/**
 * Delete the member's letters: those named by `id` or `ids`, or without either every letter the
 * list's filter covers.
 */
export const letterDestroyCall = call({
  path: '/arks/web/member/letter/destroy',
  method: 'POST',
  access: 'member',
  family: 'letter',
});
/** The operator sends a letter to one member, a list of members or every member of a currency. */
export const operatorLetterSendCall = call({
  path: '/operator/letters/send',
  method: 'POST',
  access: 'operator',
  family: 'letter',
});
/** The operator's sent letters, newest first, with how many got and read each. */
export const operatorLetterListCall = call({
  path: '/operator/letters',
  method: 'POST',
  access: 'operator',
  family: 'letter',
});
