/**
 * Recommend a friend (spec sections 2 and 6): what a member earns when a friend who registered
 * with their recommend code deposits for the first time and then plays.
 */
export const RECOMMEND_AWARD_KINDS = [
  /** The friend's first deposit reached the rule's minimum. */
  'first_deposit',
  /** The friend's turnover (stakes of settled bets) reached one of the rule's tiers. */
  'turnover',
] as const;
export type RecommendAwardKind = (typeof RECOMMEND_AWARD_KINDS)[number];

/** A rule set has at most this many turnover tiers. */
export const RECOMMEND_MAX_TIERS = 10;

/** The path of the invite link: the register page reads `invite` into the recommend_code cookie. */
export const recommendLinkPath = (code: string): string =>
  `/register?invite=${encodeURIComponent(code)}`;
