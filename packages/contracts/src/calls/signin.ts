/**
 * Daily sign-in (spec sections 1 and 3): a campaign's calendar of days with their rewards and
 * statuses, and signing in for today, which pays the day's reward into the main wallet through
 * the ledger, once per member per day of the site's time zone. Operators schedule and close
 * campaigns. Member calls answer the `signin` error family.
 */
import { describeCalls } from '../call';
import type { signinWire } from '../wire/signin';

export type { SigninCampaign, SigninDay, OperatorSigninCampaign } from '../wire/signin';

const call = describeCalls<typeof signinWire>();

/** The member's sign-in calendar: the campaign running today (or the next), with each day. */
export const signinCalendarCall = call({
  path: '/arks/web/activity/signin',
  method: 'POST',
  access: 'member',
  family: 'signin',
});
/** Sign in for today: the day's reward is paid once (102 when already signed in). */
export const signinClaimCall = call({
  path: '/arks/web/activity/signin/claim',
  method: 'POST',
  access: 'member',
  family: 'signin',
});
/** The site's campaigns, newest first, with their claims and what they paid. */
export const operatorSigninCampaignsCall = call({
  path: '/operator/signin/campaigns',
  method: 'POST',
  access: 'operator',
  family: 'signin',
});
/** Schedule a campaign for a currency (106 when it overlaps another of that currency). */
export const operatorSigninScheduleCall = call({
  path: '/operator/signin/schedule',
  method: 'POST',
  access: 'operator',
  family: 'signin',
});
/** Close a campaign: no more sign-ins; what was paid stays. */
export const operatorSigninCloseCall = call({
  path: '/operator/signin/close',
  method: 'POST',
  access: 'operator',
  family: 'signin',
});
