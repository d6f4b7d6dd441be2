/**
 * Every query of member data has a key starting with `'member'`, so a login, a logout or an
 * expired session can cancel, reset or drop all of it at once.
 */
export const MEMBER_QUERY_ROOT = 'member';

export const memberQueryKey = <const T extends readonly unknown[]>(...parts: T) =>
  [MEMBER_QUERY_ROOT, ...parts] as const;

/*
 * Keys of member queries that one feature fills and others refresh (a payment, a realtime push),
 * declared here once so no feature imports another for a key.
 */

/** The member layout: main balance, member and agent flags. */
export const MEMBER_LAYOUT_QUERY_KEY = memberQueryKey('layout');

/** The wallet panel's balances: main wallet, one entry per game platform, total. */
export const MY_CASH_QUERY_KEY = memberQueryKey('my-cash');

/** The member profile of the member centre. */
export const MEMBER_PROFILE_QUERY_KEY = memberQueryKey('profile');

/** The personal letters (list and unread count): every letters query starts with this key. */
export const LETTERS_QUERY_KEY = memberQueryKey('letters');

/**
 * Every agent-centre query (status and agent wallet, reports, settlements) starts with this key;
 * a commission paid refreshes them all.
 */
export const AGENT_QUERY_KEY = memberQueryKey('agent');

/** The member's bonuses with their turnover progress (wallet page). */
export const BONUS_QUERY_KEY = memberQueryKey('bonus');

/** The member's applications for discounts (discount pages). */
export const DISCOUNT_APPLICATIONS_QUERY_KEY = memberQueryKey('discount-applications');
