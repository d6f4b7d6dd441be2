/**
 * Bonus money with a turnover requirement (issue 15, point 7) and the discount pages' "apply"
 * action. A grant that asks turnover is held apart from cash until the stakes of the member's
 * settled bets since the grant reach it. Member calls answer the `bonus` family: 101 not found,
 * 102 not open or ended, 103 another currency, 104 applied already, 105 not eligible.
 */
import { describeCalls } from '../call';
import type { bonusWire } from '../wire/bonus';

export type {
  BonusGrant,
  DiscountApplication,
  DiscountAward,
  OperatorDiscountApplication,
} from '../wire/bonus';

const call = describeCalls<typeof bonusWire>();

/** The member's bonus grants with their turnover progress; releases what is due first. */
export const bonusListCall = call({
  path: '/arks/web/bonus/list',
  method: 'POST',
  access: 'member',
  family: 'bonus',
});
/** Apply for a discount that needs an application: one pending application per member. */
export const discountApplyCall = call({
  path: '/arks/web/discount/apply',
  method: 'POST',
  access: 'member',
  family: 'bonus',
});
/** The member's applications with their status, newest first. */
export const discountApplicationsCall = call({
  path: '/arks/web/discount/applications',
  method: 'POST',
  access: 'member',
  family: 'bonus',
});
/** The site's applications, newest first, optionally of one status or discount. */
export const operatorDiscountApplicationsCall = call({
  path: '/operator/discount-applications',
  method: 'POST',
  access: 'operator',
  family: 'bonus',
});
/** Approve an application: its award is granted in the same transaction, once. */
export const operatorDiscountApproveCall = call({
  path: '/operator/discount-applications/approve',
  method: 'POST',
  access: 'operator',
  family: 'bonus',
});
/** Reject an application (106 when it was approved already). */
export const operatorDiscountRejectCall = call({
  path: '/operator/discount-applications/reject',
  method: 'POST',
  access: 'operator',
  family: 'bonus',
});
/** Mark a discount as taking applications of a currency, with its award (replacing that one). */
export const operatorDiscountAwardSetCall = call({
  path: '/operator/discount-awards/set',
  method: 'POST',
  access: 'operator',
  family: 'bonus',
});
/** Stop a discount taking applications; what was applied for and granted stays. */
export const operatorDiscountAwardRemoveCall = call({
  path: '/operator/discount-awards/remove',
  method: 'POST',
  access: 'operator',
  family: 'bonus',
});
