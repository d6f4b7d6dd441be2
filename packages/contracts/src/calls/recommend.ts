/**
 * Recommend a friend (spec sections 2, 6 and 7): the checks that decide whether the member centre
 * shows it, the member's invite, rules, award record and friends, and the operator's rules and
 * cash-surplus flag. Member calls answer the `recommend` error family; the apply-for-agent check
 * answers `applyForAgent` (101 an agent already, 104 an agent's downline).
 */
import { describeCalls } from '../call';
import type { recommendWire } from '../wire/recommend';

export type {
  RecommendAward,
  RecommendFriend,
  RecommendRules,
  RecommendTier,
} from '../wire/recommend';

const call = describeCalls<typeof recommendWire>();

/** Whether friend recommendation is open for a currency of the site (`is_friend`). */
export const bonusSettingCheckCall = call({
  path: '/bonus_setting/check',
  method: 'POST',
  access: 'public',
  family: 'recommend',
});
/**
 * Whether the member is an ordinary member: 101 an agent already, 104 an agent's downline. Friend
 * recommendation is off for both (spec section 6); the agent centre asks the same before an
 * application to become an agent.
 */
export const applyForAgentCheckCall = call({
  path: '/member/apply_for_agent/check',
  method: 'POST',
  access: 'member',
  family: 'applyForAgent',
});
/** Whether the cash-surplus feature is on for a currency of the site. */
export const cashSurplusCheckCall = call({
  path: '/arks/web/cash_surplus/check',
  method: 'POST',
  access: 'public',
  family: 'recommend',
});
/** The member's recommend code and invite link. */
export const recommendInviteCall = call({
  path: '/arks/web/recommend/invite',
  method: 'POST',
  access: 'member',
  family: 'recommend',
});
/** The active rules of the member's currency. */
export const recommendRulesCall = call({
  path: '/arks/web/recommend/rules',
  method: 'POST',
  access: 'member',
  family: 'recommend',
});
/** The member's award record, newest first, with totals. */
export const recommendAwardsCall = call({
  path: '/arks/web/recommend/awards',
  method: 'POST',
  access: 'member',
  family: 'recommend',
});
/** The friends the member recommended, newest first, searchable by account and date. */
export const recommendFriendsCall = call({
  path: '/arks/web/recommend/friends',
  method: 'POST',
  access: 'member',
  family: 'recommend',
});
/** Pay now any turnover tier the member's friends have reached (the timer does it too). */
export const recommendCheckCall = call({
  path: '/arks/web/recommend/check',
  method: 'POST',
  access: 'member',
  family: 'recommend',
});
/** The site's recommend rules, one set per currency. */
export const operatorRecommendRulesCall = call({
  path: '/operator/recommend/rules',
  method: 'POST',
  access: 'operator',
  family: 'recommend',
});
/** Set a currency's recommend rules (102 with data.field for a rule that cannot be). */
export const operatorRecommendRulesSetCall = call({
  path: '/operator/recommend/rules/set',
  method: 'POST',
  access: 'operator',
  family: 'recommend',
});
/** Switch the cash-surplus feature for a currency. */
export const operatorCashSurplusSetCall = call({
  path: '/operator/cash_surplus/set',
  method: 'POST',
  access: 'operator',
  family: 'recommend',
});
