/**
 * Every query of member data has a key starting with `'member'`, so a login, a logout or an
 * expired session can cancel, reset or drop all of it at once.
 */
export const MEMBER_QUERY_ROOT = 'member';

export const memberQueryKey = <const T extends readonly unknown[]>(...parts: T) =>
  [MEMBER_QUERY_ROOT, ...parts] as const;
