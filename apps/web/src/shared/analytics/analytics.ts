import type { Currency } from '@member-site/contracts/constants';

/** A paid deposit as the analytics events describe it. */
export type PaymentData = {
  /** The amount, a decimal string in the currency's digits. */
  value: string;
  currency: Currency;
  /** The deposit's order number. */
  id: string;
};

/**
 * The events the site reports (spec section 7, member_deposit.success): a custom `first_pay`
 * for a member's first deposit and `pay` for the others, and the standard `Purchase`.
 */
export type AnalyticsEvents = {
  first_pay: PaymentData;
  pay: PaymentData;
  Purchase: PaymentData;
};
export type AnalyticsEventName = keyof AnalyticsEvents;

/** Where events go: an advertising pixel or a tag manager, installed by the site's build. */
export type AnalyticsTracker = <N extends AnalyticsEventName>(
  event: N,
  data: AnalyticsEvents[N],
) => void;

const ignore: AnalyticsTracker = () => undefined;
let tracker: AnalyticsTracker = ignore;

/** Send events to `next` from now on (none: events are dropped, the default). */
export const setAnalyticsTracker = (next: AnalyticsTracker | undefined): void => {
  tracker = next ?? ignore;
};

/** Report an event; does nothing until a tracker is set. */
export const track = <N extends AnalyticsEventName>(event: N, data: AnalyticsEvents[N]): void => {
  tracker(event, data);
};
