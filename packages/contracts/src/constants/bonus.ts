/**
 * Bonus money with a turnover requirement (issue 15, point 7) and the discount pages' "apply"
 * action: what a grant and an application can be, and the limits the operator is held to.
 */

/**
 * A grant is `active` while its bonus is held apart from cash, `released` once its turnover was
 * met (the bonus moved into the main wallet) and `forfeited` when it expired first (the bonus went
 * back to the house).
 */
export const BONUS_GRANT_STATUSES = ['active', 'released', 'forfeited'] as const;
export type BonusGrantStatus = (typeof BONUS_GRANT_STATUSES)[number];

/** What paid a grant: a discount's approved application, or the operator by hand. */
export const BONUS_SOURCE_KINDS = ['discount', 'operator', 'signin', 'red_envelope'] as const;
export type BonusSourceKind = (typeof BONUS_SOURCE_KINDS)[number];

/** One application per member and discount: `pending` until the operator approves or rejects. */
export const DISCOUNT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DiscountApplicationStatus = (typeof DISCOUNT_APPLICATION_STATUSES)[number];

/**
 * How an approved application's award is worked out: a `fixed` amount, or a `percent` of what the
 * member deposited since the award's deposit window opened, up to the cap.
 */
export const DISCOUNT_AWARD_KINDS = ['fixed', 'percent'] as const;
export type DiscountAwardKind = (typeof DISCOUNT_AWARD_KINDS)[number];

/** The largest turnover multiple an award may ask (40 times the bonus, say). */
export const BONUS_MAX_TURNOVER_MULTIPLE = 100;
/** The longest a grant may stay held before it is forfeited, in days. */
export const BONUS_MAX_EXPIRY_DAYS = 365;
