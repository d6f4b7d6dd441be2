import type { Currency } from '@member-site/contracts/constants';

/**
 * Which settled stakes of a member count as turnover: bets of `currency` settled after `after`
 * and up to `until`, placed at or after `placedFrom`. The games and the sportsbook each answer
 * their part through their service; the bonus module adds them up.
 */
export type TurnoverWindow = {
  siteId: number;
  memberId: number;
  currency: Currency;
  /** Exclusive: bets settled at this instant were counted by the previous window. */
  after: Date;
  /** Inclusive. */
  until: Date;
  placedFrom: Date;
};
