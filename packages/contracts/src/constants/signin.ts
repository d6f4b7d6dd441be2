/**
 * Daily sign-in (spec section 3, "Sign-in day statuses"). Each day of a campaign's calendar has
 * one of five statuses; the other two names are what a click on a day that cannot be signed in
 * answers, shown as its message.
 */
export const SIGNIN_DAY_STATUSES = [
  /** Today, not signed in yet: the day's button signs in. */
  'click_signin',
  /** Today, signed in already. */
  'click_signin_true',
  /** A past day that was signed in. */
  'is_signin_success',
  /** A past day that was missed: it cannot be signed in any more. */
  'is_signin_pass',
  /** A day still to come. */
  'is_signin_noopen',
] as const;
export type SigninDayStatus = (typeof SIGNIN_DAY_STATUSES)[number];

/**
 * What a click on a day answers when it cannot sign in: `click_signin_pass` for a missed day,
 * `is_signin_noopen` for a day to come, `is_signin_true` for a day signed in already.
 */
export const SIGNIN_CLICK_MESSAGES = {
  missed: 'click_signin_pass',
  upcoming: 'is_signin_noopen',
  signed: 'is_signin_true',
} as const;

/** A campaign runs at most this many consecutive days. */
export const SIGNIN_MAX_DAYS = 31;
