/**
 * Red-envelope promotions (spec sections 3, 4 and 7): how a pool is split into envelopes, the
 * promotion's lifecycle, and the limits the operator's scheduling is held to.
 */

/**
 * How the pool is split when the promotion is scheduled: `random` gives each envelope a random
 * amount between a minimum and a maximum, `equal` gives every envelope the same amount (the
 * pool's remainder, less than one minor unit per envelope, spread one unit at a time).
 */
export const RED_ENVELOPE_RULES = ['random', 'equal'] as const;
export type RedEnvelopeRule = (typeof RED_ENVELOPE_RULES)[number];

/**
 * A promotion is `scheduled` from the operator's call (whether it is upcoming, running or over
 * follows from its start and end) until its unclaimed pool goes back to the house: `finished`
 * when the timer does that after the end, `cancelled` when the operator stops it.
 */
export const RED_ENVELOPE_PROMOTION_STATUSES = ['scheduled', 'finished', 'cancelled'] as const;
export type RedEnvelopePromotionStatus = (typeof RED_ENVELOPE_PROMOTION_STATUSES)[number];

/** Most envelopes one promotion may hold. */
export const RED_ENVELOPE_MAX_COUNT = 100_000;
/** Longest a promotion may run, in days. */
export const RED_ENVELOPE_MAX_DAYS = 31;
