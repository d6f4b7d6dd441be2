/**
 * Red-envelope promotions (spec sections 4 and 7, "Red envelope"): the member reads the envelope
 * of their currency and opens it; the operator schedules, lists and cancels promotions. Member
 * calls answer the `redEnvelope` family: 101 not started yet, 102 the envelope is gone for this
 * member (the page clears it), 103 not eligible, 104 the account cannot receive money.
 */
import { describeCalls } from '../call';
import type { promotionsWire } from '../wire/promotions';

export type { RedEnvelope, RedEnvelopePromotion } from '../wire/promotions';

const call = describeCalls<typeof promotionsWire>();

/** The envelope of the member's currency they may open now, or null. */
export const redEnvelopePromotionCall = call({
  path: '/arks/web/activity/red_envelope_promotion',
  method: 'POST',
  access: 'member',
  family: 'redEnvelope',
});
/** Open the envelope: its cash goes to the main wallet, once per member and promotion. */
export const redEnvelopeClaimCall = call({
  path: '/arks/web/activity/red_envelope',
  method: 'POST',
  access: 'member',
  family: 'redEnvelope',
});
/** Schedule a promotion: its pool is split into envelopes and set aside at once. */
export const operatorRedEnvelopeScheduleCall = call({
  path: '/operator/red_envelopes/schedule',
  method: 'POST',
  access: 'operator',
  family: 'money',
});
/** The site's promotions, newest start first. */
export const operatorRedEnvelopeListCall = call({
  path: '/operator/red_envelopes/list',
  method: 'POST',
  access: 'operator',
  family: 'money',
});
/** Cancel a promotion: no more claims, its unclaimed envelopes go back to the house. */
export const operatorRedEnvelopeCancelCall = call({
  path: '/operator/red_envelopes/cancel',
  method: 'POST',
  access: 'operator',
  family: 'money',
});
