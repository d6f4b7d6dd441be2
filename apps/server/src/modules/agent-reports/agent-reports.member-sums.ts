import type {
  ActiveRule,
  DepthCounts,
  Leader,
  LiveMember,
  MemberPass,
} from './agent-reports.repository';

/*
 * What the reports need from each downline member's sums over a range: the range's active members
 * (by depth) and the members with the biggest valid bet. A range is read as
 * its closed days (before the site's today: one pass, which the reports keep between calls while
 * the agent rollup says those days are unchanged) and its live days (the members with figures
 * there, with their sums over the closed days too); the view below joins the two exactly.
 */

/** Whether sums over the range make a member active under the rule. */
export const isActiveUnder = (rule: ActiveRule, deposits: bigint, validBet: bigint): boolean =>
  deposits >= rule.minDeposit && validBet >= rule.minValidBet && (deposits > 0n || validBet > 0n);

/** A pass over closed days and how many leaders it asked for. */
export type ClosedPass = MemberPass & { asked: number };

export type RangeView = {
  counts: DepthCounts[];
  /**
   * The first `count` members by valid bet over the range (ties by id), those above zero only;
   * undefined when the closed pass holds too few leaders to tell (ask it for more).
   */
  leaders: (count: number) => Leader[] | undefined;
};

const before = (a: Leader, b: Leader): boolean =>
  a.valid_bet > b.valid_bet || (a.valid_bet === b.valid_bet && a.member_id < b.member_id);

export const rangeView = (
  closed: ClosedPass | undefined,
  live: LiveMember[] | undefined,
  rule: ActiveRule,
): RangeView => {
  const counts = new Map<number, DepthCounts>();
  for (const count of closed?.counts ?? []) counts.set(count.depth, { ...count });
  const countAt = (depth: number): DepthCounts => {
    const found = counts.get(depth) ?? { depth, active: 0, betting: 0 };
    counts.set(depth, found);
    return found;
  };
  // A live member leaves the closed counts (as the closed pass counted them) and comes back with
  // the sums of the whole range.
  const joined: Leader[] = [];
  const liveIds = new Set<number>();
  for (const member of live ?? []) {
    const count = countAt(member.depth);
    if (isActiveUnder(rule, member.closed_deposits, member.closed_valid_bet)) count.active -= 1;
    if (member.closed_valid_bet > 0n) count.betting -= 1;
    const deposits = member.closed_deposits + member.deposits;
    const validBet = member.closed_valid_bet + member.valid_bet;
    if (isActiveUnder(rule, deposits, validBet)) count.active += 1;
    if (validBet > 0n) count.betting += 1;
    liveIds.add(member.member_id);
    joined.push({ member_id: member.member_id, valid_bet: validBet });
  }
  joined.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));

  const leaders = (wanted: number): Leader[] | undefined => {
    const kept = closed?.leaders ?? [];
    // The closed pass lists every member with a valid bet when it listed fewer than it asked for.
    const complete = closed === undefined || kept.length < closed.asked;
    const chosen: Leader[] = [];
    let next = 0;
    let nextJoined = 0;
    while (chosen.length < wanted) {
      while (next < kept.length && liveIds.has(kept[next]?.member_id ?? 0)) next += 1;
      const fromClosed = kept[next];
      if (fromClosed === undefined && !complete) return undefined;
      const fromJoined = joined[nextJoined];
      let pick: Leader | undefined;
      if (fromClosed && (!fromJoined || before(fromClosed, fromJoined))) {
        pick = fromClosed;
        next += 1;
      } else {
        pick = fromJoined;
        nextJoined += 1;
      }
      if (!pick || pick.valid_bet <= 0n) break;
      chosen.push(pick);
    }
    return chosen;
  };

  return {
    counts: [...counts.values()],
    leaders,
  };
};
